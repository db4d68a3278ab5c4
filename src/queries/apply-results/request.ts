/**
 * Request kind `applyResults`: apply an ability card's damage, half damage or conditions to some of
 * its targets. The payload names only the message, the targets and the mode: every number is
 * recomputed by the GM from the ability item the message points to, the roll's dice (checked) and the
 * targets' current data (./authority.ts), so neither a forged payload nor a forged card injects damage.
 * Each part (damage, conditions) of each target lands once: the GM's ledger (../ledger.ts) records it, and
 * the card's `applied` marks are only its display, rewritten by the GM from the ledger (its author can edit
 * the card, so a mark proves nothing).
 */
import type { QueryKind, Requester } from "../../documents/gm-channel/query-kind.ts";
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import { documentId, list, oneOf, worldUuid } from "../../documents/gm-channel/payload.ts";
import { ledgerKey, receiptHealedKey, type Ledger } from "../ledger.ts";
import { BatchRefused, commitBatch, type DocumentWriter } from "./commit.ts";
import { planApplyResults, type EffectFactory } from "./plan.ts";
import { surgeCost } from "./verify.ts";
import { claimTemplate } from "../claims/card-claims.ts";
import {
  APPLY_MODES,
  type AbilityUseView,
  type ApplyResultsPayload,
  type AppliedResults,
  type ApplyRecorder,
  type ApplySummary,
  type ResultsBatch,
  type StaminaStatusPlanner,
  type TargetSnapshot,
} from "../../documents/gm-channel/apply-results-types.ts";

/** Most targets one card can carry (areas rarely exceed a few dozen creatures). */
export const MAX_TARGETS = 64;

export interface ApplyResultsWorld {
  findMessage(id: string): AbilityUseView | null;
  /** The user owns the actor (OWNER permission). */
  ownsActor(actorUuid: string, userId: string): boolean;
  snapshot(tokenUuid: string): TargetSnapshot | null;
  makeEffect: EffectFactory;
  /** Plans the winded / dying / dead statuses into the apply's own wave (absent: the follow-up writes them). */
  staminaStatuses?: StaminaStatusPlanner;
  writer: DocumentWriter;
  /** What the GM has applied (exactly once). */
  ledger: Ledger;
  /**
   * The token stands on a scene where the acting creature stands (or, for a creature on no scene, the
   * active scene): a card cannot reach a creature on a scene its user never saw.
   */
  onActingScene(actorUuid: string, tokenUuid: string): boolean;
  /**
   * True when the card's ability differs from its accepted version; the request was then
   * recorded as waiting for the Director (src/queries/accepted-abilities/review.ts). Absent: never held.
   */
  review?: (view: AbilityUseView, payload: ApplyResultsPayload, user: Requester) => Promise<boolean>;
  /** Records each apply for undo, in the apply's own wave. Absent: applies are not recorded. */
  recorder?: ApplyRecorder;
  /**
   * Told once an apply was committed, with the GM's plan and what it wrote (the live world fires the public
   * `steelbound.applyResults` hook, docs/API.md); absent in tests that do not listen.
   */
  applied?: (event: AppliedResults) => void;
}

/**
 * Writes an apply: the ledger keys, the batch and (when kept) its undo record, all sent at once (one wave:
 * a player's Apply stays within two round trips). The recorder reads the world first, before any write of
 * the batch is sent. A batch the server refused, wholly or in part, keeps no undo record: it is removed
 * once stored, before the failure reaches the requester. When none of its world writes landed, its ledger
 * keys are removed too (the apply may be made again); when some did, the keys stay (at most once).
 */
async function commitApply(
  world: Pick<ApplyResultsWorld, "ledger" | "writer" | "recorder">,
  batch: ResultsBatch,
  added: readonly string[],
  user: Requester,
): Promise<void> {
  const recorder = world.recorder;
  const [stored, ledger, written] = await Promise.allSettled([
    recorder ? recorder.record(batch, added, user) : Promise.resolve(null),
    world.ledger.record(added),
    commitBatch(batch, world.writer),
  ]);
  if (written.status === "rejected") {
    if (recorder && stored.status === "fulfilled" && stored.value !== null)
      await recorder.forget(stored.value);
    const refused: unknown = written.reason;
    if (!(refused instanceof BatchRefused)) throw refused;
    if (!refused.landed && ledger.status === "fulfilled") await unmark(world, batch, added);
    throw refused.refusal;
  }
  for (const outcome of [stored, ledger]) if (outcome.status === "rejected") throw outcome.reason;
}

/**
 * Nothing of a refused batch reached the world: its ledger keys go again (a later, valid apply is not a
 * repeat) and the card's marks are written back from the ledger (its mark write may have landed).
 */
async function unmark(
  world: Pick<ApplyResultsWorld, "ledger" | "writer">,
  batch: ResultsBatch,
  added: readonly string[],
): Promise<void> {
  if (added.length === 0) return;
  await world.ledger.forget(added);
  const held = (token: string, which: "damage" | "conditions") =>
    world.ledger.has(ledgerKey(batch.message.id, which, token));
  const targets = batch.message.targets.map((t) => ({
    ...t,
    applied: { damage: held(t.token, "damage"), conditions: held(t.token, "conditions") },
  }));
  await world.writer.updateMessage(batch.message.id, { "system.targets": targets }).catch(() => undefined);
}

/**
 * The card shows what the ledger holds — this apply's keys and the earlier ones — whatever its author wrote on
 * it; then the apply is committed (commitApply). Used by the card's buttons and by the chat menu's apply.
 */
export async function commitMarked(
  world: Pick<ApplyResultsWorld, "ledger" | "writer" | "recorder">,
  batch: ResultsBatch,
  added: readonly string[],
  cardId: string,
  user: Requester,
): Promise<void> {
  // A row shows applied once the GM judged it (the plan marks it), even when it wrote nothing (a resisted
  // condition, an immune target): the ledger keeps keys only for what was written, the card says
  // the row is done.
  const applied = (t: (typeof batch.message.targets)[number], which: "damage" | "conditions") =>
    t.applied[which] ||
    added.includes(ledgerKey(cardId, which, t.token)) ||
    world.ledger.has(ledgerKey(cardId, which, t.token));
  batch.message.targets = batch.message.targets.map((t) => ({
    ...t,
    applied: { damage: applied(t, "damage"), conditions: applied(t, "conditions") },
  }));
  await commitApply(world, batch, added, user);
}

/**
 * Seed 004: the card's user may still regain Stamina from its damage: the GM's ledger holds no heal of this
 * card, nor (a spend-gated heal proved by a receipt) of that receipt, which two cards may name.
 */
export function mayHealUser(ledger: Ledger, view: AbilityUseView): boolean {
  if (ledger.has(ledgerKey(view.id, "healFromDamage"))) return false;
  const receipt = view.user?.heal?.receipt;
  return receipt === undefined || !ledger.has(receiptHealedKey(receipt));
}

/** The ledger keys a heal from this card's damage records (see mayHealUser). */
export function healKeys(view: AbilityUseView): string[] {
  const receipt = view.user?.heal?.receipt;
  const card = ledgerKey(view.id, "healFromDamage");
  return receipt === undefined ? [card] : [card, receiptHealedKey(receipt)];
}

export function applyResultsKind(world: ApplyResultsWorld): QueryKind<ApplyResultsPayload, ApplySummary[]> {
  return {
    parse(data) {
      return {
        messageId: documentId(data["messageId"], "messageId"),
        targets: list(data["targets"], MAX_TARGETS, (t) => worldUuid(t, "targets"), "targets"),
        mode: oneOf(data["mode"], APPLY_MODES, "mode"),
      };
    },

    authorize(payload, user: Requester) {
      const view = world.findMessage(payload.messageId);
      if (view === null) throw new QueryRefused("NotFound", "message");
      // The owner of the acting creature or a GM may apply its results (a card's author who does not own
      // the creature is refused when the card is read, ./authority.ts).
      const allowed = user.isGM || world.ownsActor(view.actorUuid, user.id);
      if (!allowed) throw new QueryRefused("Forbidden", "not the owner");
      // Only creatures the card targeted can be affected.
      const onCard = new Set(view.targets.map((t) => t.token));
      if (payload.targets.some((t) => !onCard.has(t)))
        throw new QueryRefused("Forbidden", "token not on card");
      if (payload.targets.some((t) => !world.onActingScene(view.actorUuid, t)))
        throw new QueryRefused("Forbidden", "token on another scene");
      // A target that has not made its own test has no tier yet (src/queries/target-test.ts).
      if (view.targetTest === true) {
        const tested = new Set(view.targets.flatMap((t) => (t.test ? [t.token] : [])));
        if (payload.targets.some((t) => !tested.has(t))) throw new QueryRefused("NotTested", "no test");
      }
    },

    async handle(payload, user) {
      const view = world.findMessage(payload.messageId);
      if (view === null) throw new QueryRefused("NotFound", "message");
      const part = payload.mode === "conditions" ? "conditions" : "damage";
      const keyOf = (token: string) => ledgerKey(view.id, part, token);
      // Each result lands once: a replay, a double click, a second client or an edited card is refused.
      const fresh = payload.targets.filter((token) => !world.ledger.has(keyOf(token)));
      if (fresh.length === 0) throw new QueryRefused("AlreadyApplied", `${view.id} ${part}`);
      // An edited ability is not applied blindly: the Director decides on the card, outside this queue.
      if (world.review && (await world.review(view, { ...payload, targets: fresh }, user)))
        throw new QueryRefused("AwaitingDirector", view.abilityUuid);
      const targets = view.targets.flatMap((entry) => {
        if (!fresh.includes(entry.token)) return [];
        const snapshot = world.snapshot(entry.token);
        return snapshot === null ? [] : [{ entry, snapshot }];
      });
      if (targets.length === 0) return [];
      // R-AB-7: the surges asked for on the card are paid now, from the pool as the GM reads it.
      // Rows an old card paid for when clicked (../prepaid-surges.ts) are not charged again.
      const unpaid = targets
        .map((t) => t.entry)
        .filter((entry) => !world.ledger.has(ledgerKey(view.id, "surgesPrepaid", entry.token)));
      const cost = surgeCost(unpaid, payload.mode);
      const pool = view.surgePool ?? null;
      if (cost > 0 && (pool === null || pool.surges < cost)) throw new QueryRefused("Refused", "surges");
      const { batch, summary, written, userHealed } = planApplyResults({
        view,
        mode: payload.mode,
        targets,
        makeEffect: world.makeEffect,
        ...(world.staminaStatuses ? { staminaStatuses: world.staminaStatuses } : {}),
        surgeDebit: cost > 0 && pool !== null ? { ref: pool.ref, surges: pool.surges - cost } : null,
        healUser: mayHealUser(world.ledger, view),
      });
      // A key only for a target something was written to (a row that dealt nothing, gave nothing,
      // may be applied again: it writes nothing again). Paid surges always leave their row's key.
      const added = targets
        .filter(
          ({ entry }) =>
            written.has(entry.token) || (unpaid.includes(entry) && surgeCost([entry], payload.mode) > 0),
        )
        .map(({ entry }) => keyOf(entry.token));
      if (userHealed > 0) added.push(...healKeys(view));
      await commitMarked(world, batch, added, view.id, user);
      // The first card applied with an area template owns it (../claims/card-claims.ts).
      if (view.area) await claimTemplate(view.id);
      world.applied?.({
        messageId: view.id,
        targets: targets.map((t) => t.entry.token),
        mode: payload.mode,
        plan: batch,
        summary,
        userId: user.id,
      });
      return summary;
    },
  };
}
