/**
 * Request kinds `hide` and `hideDecision` (R-CB-9 Hide, R-CN-11 hidden; 004 「隠れると忍び足」「隠れる」).
 *
 * `hide`: a creature's owner uses the Hide maneuver. The GM judges from what it reads itself: the requester owns
 * the creature; in a started combat it is that creature's turn with a maneuver left (./maneuver-slot.ts); the
 * enemies (tokens of another disposition) with line of effect to it, from the board (src/canvas/hidden-board.ts).
 * src/rules/hiding.ts hideJudgement then splits it as the book does:
 * - in combat with no enemy having line of effect, no one can observe the creature and nothing of it is in sight:
 *   the GM writes the hidden status at once (「自動的にその相手から隠れた状態になる」; the Director may end it);
 * - otherwise (an enemy with line of effect, outside combat, or no board to read) the player's claim — cover or
 *   concealment from the creatures not observing it — is the Director's to judge (「誰があなたを観察しているか…
 *   ディレクターが最終的な判断を下す」): the GM posts a card for him (src/chat/hide-claim.ts) and answers at once.
 * The maneuver is spent either way: the attempt is made. One claim of a creature waits at a time (a second Hide
 * before the Director decided names the waiting card), so a player cannot flood his chat with cards.
 *
 * `hideDecision`: a GM's click on that card. Only a GM may decide, each card once, and only from a card a GM
 * posted; accepting writes the hidden status as the GM's own write (the only kind the GM believes, gmWritten).
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { documentId, worldUuid } from "../../documents/gm-channel/payload.ts";
import { userOwns } from "../../documents/ownership.ts";
import { SteelActor } from "../../documents/actor.ts";
import { hideJudgement } from "../../rules/index.ts";
import { otherSideOnBoard, sceneOfCreature } from "../../canvas/hidden-board.ts";
import { combatMoment } from "../../flows/action-log.ts";
import { hideClaimContent, postHideClaim, postHideDecision, readHideClaim } from "../../chat/hide-claim.ts";
import { foundryLedger, ledgerKey } from "../ledger.ts";
import { maneuverSlot, recordManeuver } from "./maneuver-slot.ts";
import { writeHidden } from "./hidden-write.ts";

export interface HidePayload {
  actorUuid: string;
}

/** `hidden`: the GM hid the creature now; `claim`: the id of the card that waits for the Director (else ""). */
export interface HideResult {
  hidden: boolean;
  claim: string;
}

function creatureAt(uuid: string): Actor.Implementation {
  const actor = fromUuidSync(uuid);
  if (!(actor instanceof SteelActor)) throw new QueryRefused("NotFound", "creature");
  return actor;
}

/** How far back the chat log is read for a claim that still waits (far more than a scene's Hides). */
const RECENT_MESSAGES = 200;

/** The id of the creature's claim card that still waits for the Director, or null. */
function waitingClaim(actorUuid: string): string | null {
  const messages = game.messages?.contents.slice(-RECENT_MESSAGES) ?? [];
  for (const message of messages) {
    const claim = readHideClaim(message);
    if (claim?.actor === actorUuid && claim.decision === "") return message.id;
  }
  return null;
}

export const hideKind: QueryKind<HidePayload, HideResult> = {
  parse: (data) => ({ actorUuid: worldUuid(data["actorUuid"], "actorUuid") }),

  authorize(payload, user) {
    if (!userOwns(creatureAt(payload.actorUuid), user))
      throw new QueryRefused("Forbidden", "not your creature");
  },

  async handle(payload, user) {
    const actor = creatureAt(payload.actorUuid);
    const slot = maneuverSlot(actor, user.isGM);
    recordManeuver(slot);
    const inCombat = combatMoment(actor) !== null;
    const board = otherSideOnBoard(actor.uuid, sceneOfCreature(actor));
    const watchers = (board ?? []).filter((c) => c.lineOfEffect).map((c) => c.token.name);
    if (board !== null && hideJudgement({ inCombat, watchers: watchers.length }) === "hidden") {
      await writeHidden(actor);
      return { hidden: true, claim: "" };
    }
    // One claim of a creature waits at a time: a second Hide before the Director decided names the first card.
    const waiting = waitingClaim(actor.uuid);
    if (waiting !== null) return { hidden: false, claim: waiting };
    return { hidden: false, claim: await postHideClaim(actor, user.id, watchers, inCombat) };
  },
};

export interface HideDecisionPayload {
  messageId: string;
  accept: boolean;
}

export const hideDecisionKind: QueryKind<HideDecisionPayload, { hidden: boolean }> = {
  parse: (data) => {
    if (typeof data["accept"] !== "boolean") throw new QueryRefused("Malformed", "accept");
    return { messageId: documentId(data["messageId"], "messageId"), accept: data["accept"] };
  },

  authorize(_payload, user) {
    if (!user.isGM) throw new QueryRefused("Forbidden", "only the Director decides a Hide");
  },

  async handle({ messageId, accept }) {
    const message = game.messages?.get(messageId);
    const claim = readHideClaim(message);
    if (!message || claim === null) throw new QueryRefused("NotFound", "hide card");
    const key = ledgerKey(messageId, "hideDecision");
    if (claim.decision !== "" || foundryLedger.has(key)) throw new QueryRefused("AlreadyApplied", "decided");
    const actor = creatureAt(claim.actor);
    await foundryLedger.record([key]);
    if (accept) await writeHidden(actor);
    const decision = accept ? "accepted" : "refused";
    await message.update({
      content: await hideClaimContent(actor.name, claim.watchers, claim.inCombat, decision),
      flags: { steelbound: { hideClaim: { ...claim, decision } } },
    });
    await postHideDecision(actor.name, claim.requester, decision);
    return { hidden: accept };
  },
};
