/**
 * What one use of an ability costs (R-AB-8): heroes pay their heroic resource, the Director pays Malice
 * for monster abilities (R-ML), signature abilities are free, and "spend X+" adds X per payment (several
 * payments only when the option says "+"). Paid once per use, however many targets.
 */

/** Who pays: a hero's heroic resource, the Director's Malice pool, or nobody (e.g. a retainer). */
export type AbilityPayer = "resource" | "malice" | "none";

export interface AbilityCostInput {
  /** The ability's listed cost; only the payer's currency counts. */
  cost: { resource: number; malice: number };
  /** Signature abilities cost nothing to use (their "spend X+" still costs). */
  signature: boolean;
  /** "spend X": X per payment; `repeatable` is "spend X+" (any number of payments). */
  spend: { value: number; repeatable: boolean };
  /** Payments of the spend option the user chose. */
  spendTimes: number;
  payer: AbilityPayer;
}

export interface AbilityCost {
  resource: number;
  malice: number;
  /** Payments of the spend option actually made (0 or 1 unless repeatable). */
  spendTimes: number;
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** R-AB-8: the cost of one use, in the payer's currency. */
export function abilityUseCost(input: AbilityCostInput): AbilityCost {
  const value = whole(input.spend.value);
  const asked = whole(input.spendTimes);
  const spendTimes = value === 0 ? 0 : input.spend.repeatable ? asked : Math.min(1, asked);
  const extra = spendTimes * value;
  const base = (n: number) => (input.signature ? 0 : whole(n));
  if (input.payer === "resource")
    return { resource: base(input.cost.resource) + extra, malice: 0, spendTimes };
  if (input.payer === "malice") return { resource: 0, malice: base(input.cost.malice) + extra, spendTimes };
  return { resource: 0, malice: 0, spendTimes: 0 };
}

export type AbilityCostRefusal = "NotEnoughResource" | "NotEnoughMalice";

/**
 * Whether the pools cover a cost: a hero's resource and the Director's Malice never pay more than
 * they hold (Malice never goes below 0, R-ML).
 */
export function canPayAbilityCost(
  cost: Pick<AbilityCost, "resource" | "malice">,
  /** `resourceFloor`: the lowest the resource may reach (0 unless the class says so, R-AB-8). */
  pools: { resource: number; malice: number; resourceFloor?: number },
): { ok: true } | { ok: false; reason: AbilityCostRefusal } {
  if (pools.resource - cost.resource < Math.min(0, pools.resourceFloor ?? 0))
    return { ok: false, reason: "NotEnoughResource" };
  if (cost.malice > pools.malice) return { ok: false, reason: "NotEnoughMalice" };
  return { ok: true };
}

/**
 * R-AB-8: the lowest a class's heroic resource may go. Most stop at 0; a Talent's clarity may go below 0
 * (strained) down to −(1 + Reason): the class stores the 1 as `base` and Reason as the characteristic.
 * Never above 0.
 */
export function heroicResourceFloor(base: number, characteristicScore: number): number {
  const below = Math.max(0, base) + characteristicScore;
  return below > 0 ? -below : 0;
}
