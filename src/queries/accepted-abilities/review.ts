/**
 * An ability card whose ability differs from its accepted version is not applied blindly (issue 19).
 * Inside the GM's queue the apply request is only recorded as waiting (`holdForReview`) and answered
 * "awaiting the Director"; the card then shows the GM what changed and three buttons (src/chat/
 * ability-review.ts), outside the queue. A button sends request kind `reviewAbility`, which the queue
 * judges like any other: it records the Director's decision — accept once (this card), accept from now on
 * (the item), or use the accepted version (this card) — and re-runs the waiting requests, each once, with
 * their requester's rights as they are now. No dialog ever waits inside the queue.
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, oneOf } from "../../documents/gm-channel/payload.ts";
import { mechanicsDiff, mechanicsOf } from "../../data/ability-mechanics.ts";
import type { AcceptedRecord, PendingReview } from "../../data/settings/accepted-abilities.ts";
import type {
  AbilityUseView,
  ApplyResultsPayload,
  ApplySummary,
} from "../../documents/gm-channel/apply-results-types.ts";
import { changeRecord, usePrint } from "./record.ts";
import { judgeAbility } from "./judge.ts";

export const REVIEW_DECISIONS = ["once", "always", "accepted"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Most requests waiting at once; the oldest are dropped past it (each one needs a card of its own). */
const MAX_PENDING = 200;

/** Drops what names a card that no longer exists (a deleted card can no longer be applied). */
function pruned(record: AcceptedRecord): AcceptedRecord {
  const live = (id: string) => game.messages?.has(id) === true;
  return {
    abilities: record.abilities,
    once: Object.fromEntries(Object.entries(record.once).filter(([id]) => live(id))),
    useAccepted: record.useAccepted.filter(live),
    pending: record.pending.filter((p) => live(p.messageId)).slice(-MAX_PENDING),
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
 * recording the request as waiting (the same card and mode wait once, their targets merged).
 */
export async function holdForReview(
  view: AbilityUseView,
  payload: ApplyResultsPayload,
  user: Requester,
): Promise<boolean> {
  // A free strike names no ability (its numbers come from the monster itself).
  if (view.abilityUuid === "") return false;
  const item = fromUuidSync(view.abilityUuid);
  if (!(item instanceof Item)) return false;
  const judgement = await judgeAbility(item, view.id);
  if (judgement.accepted) return false;
  const current = mechanicsOf(judgement.print) ?? {};
  const before = judgement.acceptedPrint === null ? null : mechanicsOf(judgement.acceptedPrint);
  // Issue 40: the creature's kits, effects and characteristics, listed after the ability's own changes.
  const uses = judgement.uses;
  const usesBefore = uses?.acceptedPrint ? mechanicsOf(uses.acceptedPrint) : null;
  const entry: PendingReview = {
    messageId: view.id,
    abilityUuid: view.abilityUuid,
    requesterId: user.id,
    targets: payload.targets,
    mode: payload.mode,
    print: judgement.print,
    changes: [
      ...mechanicsDiff(before, current),
      ...(uses ? mechanicsDiff(usesBefore, mechanicsOf(uses.print) ?? {}) : []),
    ],
    hasAccepted: before !== null && (uses === null || usesBefore !== null),
    ...(uses ? { uses: { uuid: uses.uuid, print: uses.print } } : {}),
  };
  await changeRecord((record) => {
    const same = (p: PendingReview) => p.messageId === entry.messageId && p.mode === entry.mode;
    const earlier = record.pending.find(same)?.targets ?? [];
    const targets = [...new Set([...earlier, ...entry.targets])];
    const pending = [...record.pending.filter((p) => !same(p)), { ...entry, targets }];
    return { next: pruned({ ...record, pending }), result: undefined };
  });
  await redraw(view.id);
  return true;
}

export interface ReviewPayload {
  messageId: string;
  decision: ReviewDecision;
}

type ApplyKind = QueryKind<ApplyResultsPayload, ApplySummary[]>;

/** Request kind `reviewAbility`: the Director's decision on a card's changed ability (GM only). */
export function reviewAbilityKind(
  applyKind: ApplyKind,
  findUser: (id: string) => Requester | null,
): QueryKind<ReviewPayload, ApplySummary[]> {
  return {
    parse: (data) => ({
      messageId: documentId(data["messageId"], "messageId"),
      decision: oneOf(data["decision"], REVIEW_DECISIONS, "decision"),
    }),
    authorize(_payload, user) {
      if (!user.isGM) throw new QueryRefused("Forbidden", "only the Director reviews abilities");
    },
    async handle({ messageId, decision }) {
      // The decision and the removal of the waiting requests are one write: a second click finds none.
      const waiting = await changeRecord<PendingReview[]>((record) => {
        const mine = record.pending.filter((p) => p.messageId === messageId);
        const last = mine.at(-1);
        if (last === undefined || (decision === "accepted" && !last.hasAccepted))
          return { next: null, result: [] };
        const pending = record.pending.filter((p) => p.messageId !== messageId);
        const next: AcceptedRecord = { ...record, pending };
        const uses = last.uses;
        const oncePrint = uses ? usePrint(last.print, uses.print) : last.print;
        if (decision === "once") next.once = { ...record.once, [messageId]: oncePrint };
        if (decision === "always")
          next.abilities = {
            ...record.abilities,
            [last.abilityUuid]: last.print,
            ...(uses ? { [uses.uuid]: uses.print } : {}),
          };
        if (decision === "accepted") next.useAccepted = [...record.useAccepted, messageId];
        return { next: pruned(next), result: mine };
      });
      if (waiting.length === 0) throw new QueryRefused("AlreadyApplied", `${messageId} review`);
      const summaries: ApplySummary[] = [];
      for (const request of waiting) {
        const requester = findUser(request.requesterId);
        if (requester === null) continue;
        const payload: ApplyResultsPayload = { messageId, targets: request.targets, mode: request.mode };
        try {
          await applyKind.authorize(payload, requester);
          summaries.push(...(await applyKind.handle(payload, requester)));
        } catch (error) {
          if (!(error instanceof QueryRefused)) throw error;
          console.warn("steelbound.gm | a reviewed request was refused:", error.message);
        }
      }
      await redraw(messageId);
      return summaries;
    },
  };
}
