/**
 * The shape of one request kind of the GM query (`CONFIG.queries["steelbound.gm"]`).
 * Each kind parses its own payload, decides whether the requester may ask, and does the work.
 */

/** Who asked. Foundry stamps the sender of a query on the server (see gm-query.ts). */
export interface Requester {
  id: string;
  isGM: boolean;
}

/** Why a request was refused; each reason is shown to the requester (STEELBOUND.Query.<reason>). */
export type Refusal =
  | "NoGM"
  | "NotActiveGM"
  | "UnknownUser"
  | "Malformed"
  | "UnknownKind"
  | "Forbidden"
  | "NotFound"
  | "Refused"
  | "AlreadyApplied"
  | "NotTested"
  /** The card's ability differs from its accepted version: the Director decides on the card. */
  | "AwaitingDirector"
  /** Not a GM verdict: the query itself failed (an error on the GM's client, the GM gone, the timeout). */
  | "Failed"
  /** The claims the GM checks (src/queries/claims). */
  | "EditableText"
  | "TooManyTargets"
  | "OutOfReach"
  | "NoLineOfEffect"
  | "NoTemplate"
  /** R-CN-11: a target is hidden from the acting creature and the ability lacks the Area keyword. */
  | "TargetHidden"
  | "InCombat"
  /** R-MO-2: a free strike card's target is beyond the creature's melee and ranged free strikes. */
  | "FreeStrikeOutOfReach"
  /** R-RW-1: the hero's renown allows no more followers. */
  | "FollowerLimit"
  /** R-RW-1: the follower has made its project roll today. */
  | "FollowerBusy"
  /** The Director's decision named a review the record no longer holds (a fresh one is drawn). */
  | "ReviewChanged"
  /** A fingerprint too large to keep as an ability's accepted version. */
  | "TooLarge"
  /** The requester's lane or the whole queue is full; refused at once, never applied. */
  | "Busy"
  /** Its sender's timeout ran out before its turn came: never started, never applied. */
  | "Expired"
  /** Its sender gave up and asked after it while it still waited: dropped, never applied. */
  | "Cancelled"
  /** A player's Malice spend outside a started combat the monster is in. */
  | "MaliceNotInCombat"
  /** A main action, maneuver or move paid with Malice off the monster's turn (R-CB-7). */
  | "MaliceOffTurn"
  /** That action was already paid for this turn (a triggered action: this round). */
  | "MaliceActionUsed"
  /** R-CB-9: a Hide or Search (a maneuver) asked off the creature's turn in combat. */
  | "OffTurn"
  /** R-CB-7: the creature has no maneuver left this turn. */
  | "ManeuverUsed"
  /** R-CB-9: the Search's test is not the searcher's latest Intuition test, or its total is not its dice's. */
  | "SearchTest"
  /** R-CB-17: the summoner has summoned since its last turn began. */
  | "SummonedThisTurn"
  /** The hero already has its companion (one per hero, src/queries/hero-companion/create.ts). */
  | "HasCompanion"
  /** No class of the hero, read from the compendium it came from, gives a companion. */
  | "NoCompanionClass"
  /** The named actor is no companion of a compendium the requester cannot edit. */
  | "NotACompanion";

export class QueryRefused extends Error {
  constructor(
    readonly reason: Refusal,
    detail = "",
  ) {
    super(`steelbound.gm refused (${reason})${detail ? `: ${detail}` : ""}`);
    this.name = "QueryRefused";
  }
}

export interface QueryKind<Payload, Result> {
  /** Turn untrusted JSON into a typed payload, or throw QueryRefused("Malformed"). */
  parse(data: Readonly<Record<string, unknown>>): Payload;
  /** Throw QueryRefused("Forbidden" | "NotFound") unless `user` may make this request. */
  authorize(payload: Payload, user: Requester): void | Promise<void>;
  /** Do the work as the active GM. */
  handle(payload: Payload, user: Requester): Promise<Result>;
}

export type QueryResponse<Result> = { ok: true; result: Result } | { ok: false; reason: Refusal };
