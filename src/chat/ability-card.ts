/**
 * The render context of an ability card: the roll, and one row per target computed from the message
 * (the stored roll and per-target choices) and each target's current data, through src/rules. Every
 * client computes the same rows, so the card is the same after a reload and for late joiners.
 */
import {
  forcedMoveReaches,
  isCriticalHit,
  meleeWeaponVsSmaller,
  resolvePowerRoll,
  spendRefundDue,
  squadExtraDamage,
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
  cardExtraDamage,
  type AbilityUseData,
  type RolledPower,
} from "./ability-use-data.ts";
import type { TargetSnapshot } from "../documents/gm-channel/apply-results-types.ts";
import { untargetedTier, type UntargetedTier } from "./untargeted-tier.ts";

/** What the card needs to know about a target creature right now (null when its token is gone). */
export type CardTarget = Pick<TargetSnapshot, "characteristics" | "modifiers" | "stability"> &
  Partial<Pick<TargetSnapshot, "size" | "statuses" | "squad">>;

/** R-MN-3: the target is a squad's minion that fell (dead), so no forced movement is left to offer. */
function fallenMinion(target: CardTarget | null): boolean {
  if (target === null) return false;
  const dead = target.statuses?.has("dead") ?? false;
  return !forcedMoveReaches({ minion: target.squad != null, dead });
}

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
  /** Imposed instead because the target resisted ("otherwise slowed (EoT)"); null otherwise. */
  otherwise: { condition: string; duration: string } | null;
}

/** One damage entry of the row ("5 damage", "2 fire damage"). */
export interface CardDamage {
  value: number;
  type: string;
  /**
   * The damage before this target's immunity (when it took less) or weakness (when it took more): why two
   * targets of one roll take different amounts (R-DM-2, R-DM-3). Absent when nothing changed it.
   */
  beforeImmunity?: number;
  beforeWeakness?: number;
}

export interface CardForced {
  kind: string;
  /** "push or pull": both kinds, each with the distance, for the label. */
  kinds: string[];
  distance: number;
  vertical: boolean;
  potencyText: string;
  applies: boolean;
}

/** A custom effect on one row (docs/DATA.md `customEffects`). */
export interface CardCustomEffect extends Omit<CardEffect, "condition" | "otherwise"> {
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
  /** Of `edges`, those the player added by hand (shown so the Director sees them). */
  handEdges: number;
  netEdge: string;
  damage: number;
  halfDamage: number;
  damageType: string;
  /** Each damage entry after this target's immunity/weakness (R-DM-2, R-DM-3 per entry). */
  damages: CardDamage[];
  effects: CardEffect[];
  customEffects: CardCustomEffect[];
  /** Conditions or custom effects to apply on this row. */
  hasEffects: boolean;
  /**
   * The words of the tier this target got that no mechanic holds (docs/DATA.md tier `text`), "" when none:
   * for the table to resolve by hand. Display only: no button applies it and the GM never reads it.
   */
  tierText: string;
  /** `tierText` escaped and enriched by the renderer (src/chat/render-ability-card.ts); "" until then. */
  tierTextHtml: string;
  forced: CardForced | null;
  /**
   * R-MN-3: the target is a minion that fell (this card's damage or another's dropped its squad's pool): it
   * has left the battlefield, so the row offers no forced movement.
   */
  fallen: boolean;
  damageSurges: number;
  potencySurge: boolean;
  /** A squad's signature (R-MN-7): the minions on this target and the free strikes they add. */
  minions: number;
  squadExtra: number;
  /** Malicious Strike's bonus on this target (R-ML-3), 0 when none. */
  maliciousStrike: number;
  applied: { damage: boolean; conditions: boolean };
  /**
   * R-PR-8: the tier the roller may lower this target to (one below the current), or null: tier 1 already, a
   * card with no power roll of its user's, or any part of the target applied (never after apply).
   */
  lowerTier: number | null;
  /** The token no longer exists: modifiers and potency could not be checked. */
  missing: boolean;
  /** On a "targetTest" card: this target has not made its test yet (nothing to show or apply). */
  awaiting: boolean;
  /** On a "targetTest" card: the target's test as recorded, else null. */
  test: { total: number; characteristic: Characteristic } | null;
}

/** A tier's text as the card shows it (trimmed; "" when the tier has none, as on older cards). */
export function tierText(tier: { text?: string } | undefined): string {
  return (tier?.text ?? "").trim();
}

/** "M < 2"; empty for an ungated effect. */
function potencyText(characteristic: Characteristic | null, potency: number | null): string {
  return characteristic === null ? "" : `${CHARACTERISTIC_LETTER[characteristic]} < ${potency ?? 0}`;
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
  /** Each target makes its own test (docs/DATA.md `power.roll` "targetTest"): the card has no roll. */
  targetTest: boolean;
  /** The characteristics a target may test with. */
  testCharacteristics: Characteristic[];
  hasDamage: boolean;
  hasEffects: boolean;
  spent: AbilityUseData["spent"];
  refunded: boolean;
  /** The card is a minion squad's signature used together (R-MN-7). */
  squad: boolean;
  /** A monster's free strike: no roll and no tier to show. */
  freeStrike: boolean;
  /** R-AB-6: what may be given back right now (every target resisted), else null. */
  refund: { amount: number; pool: "resource" | "malice" } | null;
  /** A roll made without targets: its tier and that tier's damage, else null. */
  untargeted: UntargetedTier | null;
}

/** e.g. "M < 2"; empty when the effect has no potency. */
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
  const targetTest = s.roll === "targetTest";
  const outcomes: TargetOutcome[] = [];
  const rows = data.targets.map((entry, index): CardRow => {
    const target = live(entry.token);
    const test = targetTest ? (entry.test ?? null) : null;
    const awaiting = targetTest && test === null;
    const outcome = targetOutcome(roll, {
      test,
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
      extraDamage: cardExtraDamage(data, entry),
    });
    if (!awaiting) outcomes.push(outcome);
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
      handEdges: Math.max(0, Math.min(entry.edges, entry.handEdges ?? 0)),
      netEdge: outcome.netEdge,
      damage: awaiting ? 0 : outcome.damage,
      halfDamage: awaiting ? 0 : outcome.halfDamage,
      damageType: outcome.damageType,
      damages: (awaiting ? [] : outcome.damages)
        .filter((d) => d.damage > 0)
        .map((d) => ({
          value: d.damage,
          type: d.type,
          ...(d.damage < d.raw ? { beforeImmunity: d.raw } : {}),
          ...(d.damage > d.raw ? { beforeWeakness: d.raw } : {}),
        })),
      effects: (awaiting ? [] : outcome.effects).map((e) => ({
        condition: e.condition,
        duration: e.duration,
        potencyText: potencyText(e.characteristic, e.potency),
        applies: e.applies,
        otherwise: e.applies ? null : e.otherwise,
      })),
      forced:
        awaiting || outcome.forced === null
          ? null
          : {
              ...outcome.forced,
              potencyText: potencyText(outcome.forced.characteristic, outcome.forced.potency),
            },
      fallen: fallenMinion(target),
      customEffects: (awaiting ? [] : outcome.customEffects).map((e) => ({
        name: e.name,
        self: e.bearer === "self",
        duration: e.duration,
        potencyText: potencyText(e.characteristic, e.potency),
        applies: e.applies,
        text: roll.tiers[outcome.tier - 1]?.customEffects?.[e.index]?.text ?? "",
        textHtml: "",
      })),
      hasEffects: !awaiting && (outcome.effects.length > 0 || outcome.customEffects.length > 0),
      tierText: awaiting || data.freeStrike === true ? "" : tierText(roll.tiers[outcome.tier - 1]),
      tierTextHtml: "",
      damageSurges: entry.damageSurges,
      potencySurge: entry.potencySurge,
      minions: data.squad ? (entry.minions ?? 0) : 0,
      squadExtra: data.squad ? squadExtraDamage(data.squad.freeStrike, entry.minions ?? 0) : 0,
      maliciousStrike: data.maliciousStrike?.token === entry.token ? data.maliciousStrike.damage : 0,
      applied: { ...entry.applied },
      lowerTier:
        !targetTest &&
        data.freeStrike !== true &&
        data.characteristic !== null &&
        outcome.tier > 1 &&
        !entry.applied.damage &&
        !entry.applied.conditions
          ? outcome.tier - 1
          : null,
      missing: target === null,
      awaiting,
      test: test === null ? null : { total: test.total, characteristic: test.characteristic },
    };
  });
  const base = resolvePowerRoll({
    dice: rolled.dice,
    characteristic: rolled.characteristicValue,
    bonus: rolled.bonus,
    automaticTiers: rolled.automaticTiers,
    ...(rolled.criticalAt !== undefined ? { criticalAt: rolled.criticalAt } : {}),
  });
  return {
    ...abilityCardHeading(s),
    dice: rolled.dice,
    natural: base.natural,
    formulaTotal: base.natural + rolled.characteristicValue + rolled.bonus,
    critical: base.critical,
    criticalHit: isCriticalHit(base, actionTypeOf(s.actionType)),
    rows,
    targetTest,
    testCharacteristics: [...(s.testCharacteristics ?? [])],
    hasDamage: rows.some((r) => r.damage > 0 || r.halfDamage > 0),
    hasEffects: rows.some((r) => r.hasEffects),
    spent: { ...data.spent },
    refunded: data.refunded,
    squad: data.squad != null,
    freeStrike: data.freeStrike === true,
    // R-AB-6 is judged once every target's outcome is known.
    refund: outcomes.length < rows.length ? null : cardRefund(data, outcomes),
    untargeted: rows.length === 0 && !targetTest && data.freeStrike !== true ? untargetedTier(roll) : null,
  };
}
