/**
 * The render context of an ability card: the roll, and one row per target computed from the message
 * (the stored roll and per-target choices) and each target's current data, through src/rules. Every
 * client computes the same rows, so the card is the same after a reload and for late joiners.
 */
import {
  isCriticalHit,
  meleeWeaponVsSmaller,
  resolvePowerRoll,
  spendRefundDue,
  targetOutcome,
  type CreatureSize,
  type TargetOutcome,
  type Tier,
} from "../rules/index.ts";
import { actionTypeOf, type Characteristic } from "../rules/types.ts";
import {
  abilityCardHeading,
  abilityRollInput,
  asTier,
  type AbilityUseData,
  type RolledPower,
} from "./ability-use-data.ts";
import type { TargetSnapshot } from "../queries/apply-results/types.ts";

/** What the card needs to know about a target creature right now (null when its token is gone). */
export type CardTarget = Pick<TargetSnapshot, "characteristics" | "modifiers" | "stability"> &
  Partial<Pick<TargetSnapshot, "size">>;

const NO_CHARACTERISTICS: Readonly<Record<Characteristic, number>> = {
  might: 0,
  agility: 0,
  reason: 0,
  intuition: 0,
  presence: 0,
};

const CHARACTERISTIC_LETTER: Record<Characteristic, string> = {
  might: "M",
  agility: "A",
  reason: "R",
  intuition: "I",
  presence: "P",
};

export interface CardEffect {
  condition: string;
  duration: string;
  /** e.g. "M < 2"; empty when the effect has no potency. */
  potencyText: string;
  applies: boolean;
}

/** A custom effect on one row (docs/DATA.md `customEffects`). */
export interface CardCustomEffect extends Omit<CardEffect, "condition"> {
  name: string;
  /** The effect lands on the ability's user, not on this target. */
  self: boolean;
  /** The author's plain text; the renderer escapes and enriches it into `textHtml`. */
  text: string;
  textHtml: string;
}

export interface CardRow {
  index: number;
  token: string;
  name: string;
  tier: Tier;
  rolledTier: Tier;
  downgraded: boolean;
  total: number;
  edges: number;
  banes: number;
  netEdge: string;
  damage: number;
  halfDamage: number;
  damageType: string;
  effects: CardEffect[];
  customEffects: CardCustomEffect[];
  /** Conditions or custom effects to apply on this row. */
  hasEffects: boolean;
  forced: { kind: string; distance: number; vertical: boolean } | null;
  damageSurges: number;
  potencySurge: boolean;
  applied: { damage: boolean; conditions: boolean };
  /** The token no longer exists: modifiers and potency could not be checked. */
  missing: boolean;
}

export interface AbilityCardContext {
  name: string;
  img: string;
  keywords: string[];
  actionType: string;
  distance: string;
  target: string;
  dice: readonly [number, number];
  natural: number;
  formulaTotal: number;
  critical: boolean;
  /** R-PR-9: a natural 19–20 on a main-action ability grants an extra main action. */
  criticalHit: boolean;
  rows: CardRow[];
  hasDamage: boolean;
  hasEffects: boolean;
  spent: AbilityUseData["spent"];
  refunded: boolean;
  /** R-AB-6: what may be given back right now (every target resisted), else null. */
  refund: { amount: number; pool: "resource" | "malice" } | null;
}

/** e.g. "M < 2"; empty when the effect has no potency. */
function potencyText(e: { characteristic: Characteristic | null; potency: number | null }): string {
  return e.characteristic === null ? "" : `${CHARACTERISTIC_LETTER[e.characteristic]} < ${e.potency ?? 0}`;
}

/** R-AB-6 over the card's current outcomes (potency surges included): the refund due now, if any. */
export function cardRefund(
  data: AbilityUseData,
  outcomes: readonly TargetOutcome[],
): AbilityCardContext["refund"] {
  const amount = spendRefundDue({ refundable: data.spent.refundable, refunded: data.refunded, outcomes });
  if (amount <= 0) return null;
  return { amount, pool: data.spent.malice > 0 ? "malice" : "resource" };
}

export function abilityCardContext(
  data: AbilityUseData,
  rolled: RolledPower,
  live: (token: string) => CardTarget | null,
  /** The acting creature's size now (R-MV-9), as the forcedMove query reads it. */
  moverSize: CreatureSize | null = null,
): AbilityCardContext {
  const roll = abilityRollInput(data, rolled);
  const s = data.snapshot;
  const outcomes: TargetOutcome[] = [];
  const rows = data.targets.map((entry, index): CardRow => {
    const target = live(entry.token);
    const outcome = targetOutcome(roll, {
      edges: entry.edges,
      banes: entry.banes,
      bonus: entry.bonus,
      downgradeTo: asTier(entry.downgradeTo),
      damageSurges: entry.damageSurges,
      potencySurge: entry.potencySurge,
      characteristics: target?.characteristics ?? NO_CHARACTERISTICS,
      modifiers: target?.modifiers ?? {},
      stability: target?.stability ?? 0,
      meleeWeaponVsSmaller: meleeWeaponVsSmaller(s.keywords, moverSize, target?.size ?? null),
    });
    outcomes.push(outcome);
    return {
      index,
      token: entry.token,
      name: entry.name,
      tier: outcome.tier,
      rolledTier: outcome.rolledTier,
      downgraded: outcome.tier !== outcome.rolledTier,
      total: outcome.total,
      edges: entry.edges,
      banes: entry.banes,
      netEdge: outcome.netEdge,
      damage: outcome.damage,
      halfDamage: outcome.halfDamage,
      damageType: outcome.damageType,
      effects: outcome.effects.map((e) => ({
        condition: e.condition,
        duration: e.duration,
        potencyText: potencyText(e),
        applies: e.applies,
      })),
      customEffects: outcome.customEffects.map((e) => ({
        name: e.name,
        self: e.bearer === "self",
        duration: e.duration,
        potencyText: potencyText(e),
        applies: e.applies,
        text: roll.tiers[outcome.tier - 1]?.customEffects?.[e.index]?.text ?? "",
        textHtml: "",
      })),
      hasEffects: outcome.effects.length > 0 || outcome.customEffects.length > 0,
      forced: outcome.forced,
      damageSurges: entry.damageSurges,
      potencySurge: entry.potencySurge,
      applied: { ...entry.applied },
      missing: target === null,
    };
  });
  const base = resolvePowerRoll({
    dice: rolled.dice,
    characteristic: rolled.characteristicValue,
    bonus: rolled.bonus,
    automaticTiers: rolled.automaticTiers,
  });
  return {
    ...abilityCardHeading(s),
    dice: rolled.dice,
    natural: base.natural,
    formulaTotal: base.natural + rolled.characteristicValue + rolled.bonus,
    critical: base.critical,
    criticalHit: isCriticalHit(base, actionTypeOf(s.actionType)),
    rows,
    hasDamage: rows.some((r) => r.damage > 0 || r.halfDamage > 0),
    hasEffects: rows.some((r) => r.hasEffects),
    spent: { ...data.spent },
    refunded: data.refunded,
    refund: cardRefund(data, outcomes),
  };
}
