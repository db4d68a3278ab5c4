/**
 * Healing from a right-click apply, which the card's own buttons never make. The amount still
 * comes from the GM's reading of the card (the verified roll and the accepted ability,
 * ../apply-results/authority.ts) through the rules' targetOutcome; the Director's modifier is added last.
 * Damage, modified or not, goes through the card's own plan (../apply-results/plan.ts `adjust`), minions'
 * squad pool included (R-MN-3); a squad's pool is not healed here, so minions are left out.
 */
import { healStamina, targetOutcome } from "../../rules/index.ts";
import type {
  AbilityUseView,
  ApplySummary,
  MessageTarget,
  ResultsBatch,
  TargetSnapshot,
} from "../../documents/gm-channel/apply-results-types.ts";

export type ChatApplyMode = "damage" | "half" | "healing";
export const CHAT_APPLY_MODES: readonly ChatApplyMode[] = ["damage", "half", "healing"];

/**
 * A card whose amount is never healing: a free strike (always damage, R-MO-2) and a target-test ability
 * (each target's own test decides how badly it is hurt). The menu reads it from the card; the GM refuses
 * such healing from its own view of the card (./request.ts).
 */
export function healsNothing(card: { freeStrike?: boolean; snapshot: { roll?: string } }): boolean {
  return card.freeStrike === true || card.snapshot.roll === "targetTest";
}

export function healingPlan(
  view: AbilityUseView,
  targets: readonly { entry: MessageTarget; snapshot: TargetSnapshot }[],
  adjust: number,
  messageTargets: MessageTarget[],
): { batch: ResultsBatch; summary: ApplySummary[] } {
  const batch: ResultsBatch = {
    creatures: [],
    effects: [],
    effectUpdates: [],
    squads: [],
    defeated: [],
    message: { id: view.id, targets: messageTargets },
  };
  const summary: ApplySummary[] = [];
  for (const { entry, snapshot } of targets) {
    if (snapshot.squad !== null) continue;
    const outcome = targetOutcome(view.roll, { ...entry, ...snapshot });
    // Healing is the tier's amount as rolled (immunity and weakness are about damage, R-DM-2/3).
    const base = outcome.damages.reduce((sum, d) => sum + d.raw, 0);
    const amount = Math.max(0, base + adjust);
    const after = healStamina(snapshot.stamina, amount);
    batch.creatures.push({
      ref: snapshot.ref,
      changes: { "system.stamina.value": after.value, "system.stamina.temporary": after.temporary },
    });
    summary.push({
      token: snapshot.tokenUuid,
      damage: -amount,
      conditions: [],
      killed: false,
    });
  }
  return { batch, summary };
}
