/**
 * An ability card whose ability differs from its accepted version is not applied blindly.
 * Inside the GM's queue the apply request is only recorded as waiting (`holdForReview`) and answered
 * "awaiting the Director"; the card then shows the GM what changed and three buttons (src/chat/
 * ability-review.ts), outside the queue. A button sends request kind `reviewAbility`, which the queue
 * judges like any other: it records the Director's decision — accept once (this card), accept from now on
 * (the item), use the accepted version (this card), or refuse (the waiting requests are dropped) — and
 * re-runs the waiting requests, each once, with their requester's rights as they are now. No dialog ever
 * waits inside the queue. A summoning card (../summon/request.ts) waits the same way, in mode "summon": its
 * re-run asks the summon kind again, which summons once.
 *
 * A decision is bound to what the Director saw: each button carries the key of the review the
 * card showed (src/data/settings/review-entry.ts reviewKey: the digest of the ability's fingerprint and of
 * the accepted version it was compared with). The decision is taken only when the card's latest waiting
 * request has that key AND the ability and its accepted version are still those two; otherwise nothing is
 * decided, the refusal says so ("ReviewChanged") and a fresh review is on the card: when a newer request
 * replaced the one shown, the card is redrawn from it; when the item or its accepted version changed since,
 * the waiting requests are judged again, so each waits anew with the change as it is now.
 *
 * The waiting requests are small and bounded per requester (review-entry.ts): a
 * request that would not fit without pushing out another requester's is refused ("Busy").
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, oneOf } from "../../documents/gm-channel/payload.ts";
import { mechanicsDiff, mechanicsOf } from "../../data/ability-mechanics.ts";
import type { AcceptedRecord, PendingReview } from "../../data/settings/accepted-abilities.ts";
import { MAX_CARD_DECISIONS } from "../../data/settings/gm-record.ts";
import { boundedReview, isReviewKey, reviewKey, withReview } from "../../data/settings/review-entry.ts";
import { digestOf, jsonBytes } from "../../data/digest.ts";
import type {
  AbilityUseView,
  ApplyResultsPayload,
  ApplySummary,
} from "../../documents/gm-channel/apply-results-types.ts";
import { changeRecord, MAX_ACCEPTED_BYTES, usePrint } from "./record.ts";
import { abilityNow, judgeAbility } from "./judge.ts";
import { signatureAbility } from "../../documents/free-strike-tier.ts";

/** The signature ability a free strike card's creature strikes with ("" when it has none). */
function freeStrikeSignature(actorUuid: string): string {
  const actor = fromUuidSync(actorUuid);
  return actor instanceof Actor ? (signatureAbility(actor)?.uuid ?? "") : "";
}

export const REVIEW_DECISIONS = ["once", "always", "accepted", "refuse"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Drops what names a card that no longer exists (a deleted card can no longer be applied). */
function pruned(record: AcceptedRecord): AcceptedRecord {
  const live = (id: string) => game.messages?.has(id) === true;
  const once = Object.entries(record.once).filter(([id]) => live(id));
  return {
    abilities: record.abilities,
    once: Object.fromEntries(once.slice(-MAX_CARD_DECISIONS)),
    useAccepted: record.useAccepted.filter(live).slice(-MAX_CARD_DECISIONS),
    pending: record.pending.filter((p) => live(p.messageId)),
  };
}

/** Redraws the card on every client (the GM's write; the card reads the record, not this number). */
async function redraw(messageId: string): Promise<void> {
  const message = game.messages?.get(messageId);
  const stamp = message?.flags.steelbound?.review ?? 0;
  await message?.update({ flags: { steelbound: { review: stamp + 1 } } });
}

/**
 * Called by apply-results inside the queue: true when the card's ability is not accepted as it is, after
 * recording the request as waiting (the same requester's request on the same card and mode waits once,
 * its targets merged). Throws "Busy" when it does not fit in the record without another requester's.
 */
export async function holdForReview(
  view: Pick<AbilityUseView, "id" | "abilityUuid" | "actorUuid">,
  payload: { targets: string[]; mode: PendingReview["mode"] },
  user: Requester,
): Promise<boolean> {
  // "Trust round 3": a free strike names no ability, but its numbers are its signature's as the GM reads it —
  // the signature's damage type, and the melee or ranged distance its kit and effects add to it (R-MO-2,
  // src/queries/apply-results/free-strike-view.ts). So it is reviewed as its signature is: the card waits while
  // the signature or the creature's kits, effects and characteristics differ from what the Director accepted,
  // and the card shows each changed number.
  const abilityUuid = view.abilityUuid !== "" ? view.abilityUuid : freeStrikeSignature(view.actorUuid);
  if (abilityUuid === "") return false;
  const item = fromUuidSync(abilityUuid);
  if (!(item instanceof Item)) return false;
  const judgement = await judgeAbility(item, view.id);
  if (judgement.accepted) return false;
  const current = mechanicsOf(judgement.print) ?? {};
  const before = judgement.acceptedPrint === null ? null : mechanicsOf(judgement.acceptedPrint);
  // The creature's kits, effects and characteristics.
  const uses = judgement.uses;
  const usesBefore = uses?.acceptedPrint ? mechanicsOf(uses.acceptedPrint) : null;
  const entry: PendingReview = {
    messageId: view.id,
    abilityUuid,
    requesterId: user.id,
    targets: payload.targets,
    mode: payload.mode,
    print: digestOf(judgement.print),
    accepted: judgement.acceptedPrint === null ? "" : digestOf(judgement.acceptedPrint),
    // The creature's numbers first: the record keeps only the first changes (review-entry.ts), and a kit or
    // effect bonus is what a player most often changes.
    changes: [
      ...(uses ? mechanicsDiff(usesBefore, mechanicsOf(uses.print) ?? {}) : []),
      ...mechanicsDiff(before, current),
    ],
    hidden: 0,
    hasAccepted: before !== null && (uses === null || usesBefore !== null),
    ...(uses
      ? {
          uses: {
            uuid: uses.uuid,
            print: digestOf(uses.print),
            accepted: uses.acceptedPrint === null ? "" : digestOf(uses.acceptedPrint),
          },
        }
      : {}),
  };
  const held = await changeRecord((record) => {
    const same = (p: PendingReview) =>
      p.messageId === entry.messageId && p.mode === entry.mode && p.requesterId === entry.requesterId;
    const earlier = record.pending.find(same)?.targets ?? [];
    const bounded = boundedReview({ ...entry, targets: [...new Set([...earlier, ...entry.targets])] });
    const live = pruned(record);
    const pending = bounded === null ? null : withReview(live.pending, bounded);
    if (pending === null) return { next: null, result: false };
    return { next: { ...live, pending }, result: true };
  });
  if (!held) throw new QueryRefused("Busy", "too many requests wait for the Director");
  await redraw(view.id);
  return true;
}

export interface ReviewPayload {
  messageId: string;
  decision: ReviewDecision;
  /** The key of the review the Director's card showed (reviewKey). */
  seen: string;
}

type ApplyKind = QueryKind<ApplyResultsPayload, ApplySummary[]>;
/** The summon kind (../summon/request.ts), passed in by the kinds table: it imports this module. */
type SummonKind = QueryKind<{ messageId: string }, { placed: number }>;

/** What the decision's one write found. */
type Found =
  | { kind: "none" }
  | { kind: "tooLarge" }
  /** A newer request replaced the one shown: only the card is redrawn. */
  | { kind: "replaced" }
  /** The decision is taken (`decided`) or, the ability having changed since, not: both re-run `waiting`. */
  | { kind: "rerun"; decided: boolean; waiting: PendingReview[] };

/**
 * The decision and the removal of the waiting requests, as one write: a second click finds none. Taken
 * only when the card's latest request is the review the Director saw and the ability is still as it was.
 */
function decide(record: AcceptedRecord, { messageId, decision, seen }: ReviewPayload) {
  const none = (result: Found) => ({ next: null, result });
  const mine = record.pending.filter((p) => p.messageId === messageId);
  const last = mine.at(-1);
  if (last === undefined || (decision === "accepted" && !last.hasAccepted)) return none({ kind: "none" });
  if (reviewKey(last) !== seen) return none({ kind: "replaced" });
  const now = abilityNow(last.abilityUuid);
  const acceptedNow = now === null ? undefined : record.abilities[now.key];
  const pending = record.pending.filter((p) => p.messageId !== messageId);
  const next: AcceptedRecord = { ...record, pending };
  // Refused: the waiting requests are dropped and none runs (the card may be asked again, and waits anew).
  if (decision === "refuse")
    return { next: pruned(next), result: { kind: "rerun", decided: true, waiting: [] } as Found };
  const digestOr = (print: string | undefined) => (print === undefined ? "" : digestOf(print));
  // The creature's numbers the review showed must be as they were too.
  const usesNow = now?.uses ?? null;
  const usesSame =
    last.uses === undefined ||
    (usesNow !== null &&
      digestOf(usesNow.print) === last.uses.print &&
      digestOr(record.abilities[usesNow.key]) === last.uses.accepted);
  const same =
    now !== null && digestOf(now.print) === last.print && digestOr(acceptedNow) === last.accepted && usesSame;
  if (!same) return { next: pruned(next), result: { kind: "rerun", decided: false, waiting: mine } as Found };
  const uses = last.uses === undefined ? null : usesNow;
  if (
    decision === "always" &&
    (jsonBytes(now.print) > MAX_ACCEPTED_BYTES ||
      (uses !== null && jsonBytes(uses.print) > MAX_ACCEPTED_BYTES))
  )
    return none({ kind: "tooLarge" });
  if (decision === "once")
    next.once = {
      ...record.once,
      [messageId]: uses === null ? last.print : digestOf(usePrint(now.print, uses.print)),
    };
  if (decision === "always")
    next.abilities = {
      ...record.abilities,
      [now.key]: now.print,
      ...(uses === null ? {} : { [uses.key]: uses.print }),
    };
  if (decision === "accepted") next.useAccepted = [...record.useAccepted, messageId];
  return { next: pruned(next), result: { kind: "rerun", decided: true, waiting: mine } as Found };
}

/** Request kind `reviewAbility`: the Director's decision on a card's changed ability (GM only). */
export function reviewAbilityKind(
  applyKind: ApplyKind,
  findUser: (id: string) => Requester | null,
  summonKind?: SummonKind,
): QueryKind<ReviewPayload, ApplySummary[]> {
  /** Runs the waiting requests again, each once, with their requester's rights as they are now. */
  async function rerun(messageId: string, waiting: readonly PendingReview[]): Promise<ApplySummary[]> {
    const summaries: ApplySummary[] = [];
    for (const request of waiting) {
      const requester = findUser(request.requesterId);
      if (requester === null) continue;
      try {
        if (request.mode === "summon") {
          // A summoning summons once: the summon kind's own ledger refuses a second one.
          if (summonKind === undefined) continue;
          await summonKind.authorize({ messageId }, requester);
          await summonKind.handle({ messageId }, requester);
          continue;
        }
        const payload: ApplyResultsPayload = { messageId, targets: request.targets, mode: request.mode };
        await applyKind.authorize(payload, requester);
        summaries.push(...(await applyKind.handle(payload, requester)));
      } catch (error) {
        if (!(error instanceof QueryRefused)) throw error;
        console.warn("steelbound.gm | a reviewed request was refused:", error.message);
      }
    }
    return summaries;
  }

  return {
    parse: (data) => ({
      messageId: documentId(data["messageId"], "messageId"),
      decision: oneOf(data["decision"], REVIEW_DECISIONS, "decision"),
      seen: isReviewKey(data["seen"]) ? data["seen"] : malformedSeen(),
    }),
    authorize(_payload, user) {
      if (!user.isGM) throw new QueryRefused("Forbidden", "only the Director reviews abilities");
    },
    async handle(payload) {
      const { messageId } = payload;
      const found = await changeRecord<Found>((record) => decide(record, payload));
      if (found.kind === "none") throw new QueryRefused("AlreadyApplied", `${messageId} review`);
      if (found.kind === "tooLarge") throw new QueryRefused("TooLarge", `${messageId} review`);
      if (found.kind === "replaced") {
        await redraw(messageId);
        throw new QueryRefused("ReviewChanged", `${messageId}: a newer request waits`);
      }
      const summaries = await rerun(messageId, found.waiting);
      await redraw(messageId);
      if (!found.decided) throw new QueryRefused("ReviewChanged", `${messageId}: the ability changed`);
      return summaries;
    },
  };
}

function malformedSeen(): never {
  throw new QueryRefused("Malformed", "seen");
}
