/**
 * Spending surges from an ability card (R-AB-7): one surge adds damage to ONE target (at most 3 count
 * per target), or two surges raise potency by 1 against one target (at most +1 per target).
 * Returns the new targets list and the cost, or why the spend is not allowed. Once the card's cost was
 * refunded (R-AB-6, every target resisted) no potency surge may make the effect land for free.
 */
import { MAX_DAMAGE_SURGES, SURGES_PER_POTENCY } from "../rules/index.ts";
import type { AbilityUseTarget } from "./ability-use-data.ts";

export type SurgeSpend = "damage" | "potency";
export type SurgeRefusal = "NoSurges" | "SurgeLimit" | "Applied" | "RefundedNoSurge";

export function spendSurge(
  targets: readonly AbilityUseTarget[],
  index: number,
  spend: SurgeSpend,
  available: number,
  refunded = false,
): { targets: AbilityUseTarget[]; cost: number } | { refused: SurgeRefusal } {
  const target = targets[index];
  if (target === undefined) return { refused: "SurgeLimit" };
  const cost = spend === "damage" ? 1 : SURGES_PER_POTENCY;
  if (available < cost) return { refused: "NoSurges" };
  if (spend === "damage") {
    if (target.applied.damage) return { refused: "Applied" };
    if (target.damageSurges >= MAX_DAMAGE_SURGES) return { refused: "SurgeLimit" };
  } else {
    if (refunded) return { refused: "RefundedNoSurge" };
    if (target.applied.conditions) return { refused: "Applied" };
    if (target.potencySurge) return { refused: "SurgeLimit" };
  }
  const updated = targets.map((t, i) =>
    i !== index
      ? { ...t, applied: { ...t.applied } }
      : spend === "damage"
        ? { ...t, applied: { ...t.applied }, damageSurges: t.damageSurges + 1 }
        : { ...t, applied: { ...t.applied }, potencySurge: true },
  );
  return { targets: updated, cost };
}
