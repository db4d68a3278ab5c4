/**
 * The plain shape of an `abilityUse` message's system data, and how the GM and the card read it into
 * the rules' inputs. Kept free of Foundry globals so it is shared by rendering, buttons and the GM.
 */
import {
  squadExtraDamage,
  type AbilityRoll,
  type AbilityRollInput,
  type AbilityTierData,
  type CreatureSize,
  type Tier,
} from "../rules/index.ts";
import type { Characteristic, DamageType } from "../rules/types.ts";
import type {
  AbilityUseView,
  MessageTarget,
  TargetTestRecord,
} from "../documents/gm-channel/apply-results-types.ts";

export type { TargetTestRecord };

/**
 * Most targets one card may name: far more than any ability reaches on a map, and a bound on what a forged
 * card can make every client render (the schema's `max`) or the GM read (the apply request).
 */
export const MAX_CARD_TARGETS = 64;

export interface AbilityUseTarget {
  token: string;
  name: string;
  edges: number;
  banes: number;
  bonus: number;
  tier: number | null;
  downgradeTo: number | null;
  damageSurges: number;
  potencySurge: boolean;
  applied: { damage: boolean; conditions: boolean };
  /** A "targetTest" card's record of this target's test; null (or absent on older cards) until rolled. */
  test?: TargetTestRecord | null;
  /** On a squad's signature card: the minions attacking this target (R-MN-7); 0 or absent elsewhere. */
  minions?: number;
  /** R-CB-12: one of `edges` is the flanking edge (absent on older cards: none is). */
  flanked?: boolean;
  /** Of `edges`, those the player added by hand in the roll dialog (absent on older cards: none). */
  handEdges?: number;
}

export interface AbilityUseData {
  actor: string;
  ability: string;
  characteristic: Characteristic | null;
  /** The damage type picked when rolling; null (or absent on older cards) when none was offered. */
  damageType?: DamageType | null;
  snapshot: {
    name: string;
    img: string;
    keywords: readonly string[];
    actionType: string;
    /** R-CB-18: the villain action's number (absent on older cards). */
    villainAction?: number;
    distance: string;
    target: string;
    highestCharacteristic: number;
    potency: { weak: number; average: number; strong: number };
    damageBonus: readonly number[];
    /** The user's scores at use (absent on older cards: a formula then adds 0). */
    scores?: Readonly<Record<Characteristic, number>>;
    tier1: AbilityTierData;
    tier2: AbilityTierData;
    tier3: AbilityTierData;
    /** Effect HTML for a card without a power roll (absent on older cards). */
    effect?: string;
    /** Who rolled ("characteristic" when absent, as on older cards). */
    roll?: AbilityRoll;
    /** The characteristics each target may test with on a "targetTest" card. */
    testCharacteristics?: readonly Characteristic[];
  };
  targets: readonly AbilityUseTarget[];
  /** `refundable`: the part of resource/malice R-AB-6 gives back if every target resists. */
  spent: {
    resource: number;
    malice: number;
    surges: number;
    refundable: number;
    receipt?: string;
    /** Times "spend X" was paid (absent: 0). */
    spendTimes?: number;
  };
  refunded: boolean;
  /** R-MN-5: the area template placed when used (docs/DATA.md `area`); absent or "" when none was placed. */
  area?: { template: string };
  /** A squad's signature used together (R-MN-7); null or absent elsewhere. */
  squad?: { group: string; freeStrike: number } | null;
  /** A monster's free strike: no roll, its free strike damage on each target (absent on older cards). */
  freeStrike?: boolean;
  /** Malicious Strike on one target of this strike (R-ML-3); null or absent elsewhere. */
  maliciousStrike?: { token: string; damage: number } | null;
}

/** What the rolled PowerRoll contributes. */
export interface RolledPower {
  dice: readonly [number, number];
  characteristicValue: number;
  bonus: number;
  automaticTiers: readonly Tier[];
  /** The ability's critical threshold when rolled (R-PR-6; absent on older cards: 19). */
  criticalAt?: number;
}

export function asTier(n: number | null): Tier | null {
  return n === 1 || n === 2 || n === 3 ? n : null;
}

/** The heading every ability card shows, rolled or not. */
export interface AbilityCardHeading {
  name: string;
  img: string;
  keywords: string[];
  actionType: string;
  villainAction: number;
  distance: string;
  target: string;
}

export function abilityCardHeading(s: AbilityUseData["snapshot"]): AbilityCardHeading {
  const { name, img, actionType, distance, target } = s;
  return {
    name,
    img,
    keywords: [...s.keywords],
    actionType,
    villainAction: s.villainAction ?? 0,
    distance,
    target,
  };
}

export function abilityRollInput(data: AbilityUseData, rolled: RolledPower): AbilityRollInput {
  const s = data.snapshot;
  const bonus = (i: number) => s.damageBonus[i] ?? 0;
  return {
    dice: rolled.dice,
    characteristic: rolled.characteristicValue,
    bonus: rolled.bonus,
    automaticTiers: rolled.automaticTiers,
    ...(rolled.criticalAt !== undefined ? { criticalAt: rolled.criticalAt } : {}),
    tiers: [s.tier1, s.tier2, s.tier3],
    highestCharacteristic: s.highestCharacteristic,
    potency: s.potency,
    damageBonus: [bonus(0), bonus(1), bonus(2)],
    damageType: data.damageType ?? null,
    ...(s.scores ? { scores: s.scores } : {}),
  };
}

/**
 * The damage a card adds to one target's rolled damage, as the card shows it: the free strikes of the
 * extra minions on it (R-MN-7) and Malicious Strike on its one target (R-ML-3). The GM computes its own
 * (src/queries/apply-results/authority.ts) from the squad and the creature.
 */
export function cardExtraDamage(
  data: Pick<AbilityUseData, "squad" | "maliciousStrike">,
  target: { token: string; minions?: number },
  freeStrike = data.squad?.freeStrike ?? 0,
  malicious = data.maliciousStrike?.damage ?? 0,
): number {
  const squad = data.squad ? squadExtraDamage(freeStrike, target.minions ?? 0) : 0;
  const strike = data.maliciousStrike?.token === target.token ? Math.max(0, malicious) : 0;
  return squad + strike;
}

/**
 * A card row no choice has touched: no edges, banes, bonus, downgrade or surges, nothing applied yet. The
 * tier is null until a roll reaches the target (a free strike's is 1).
 */
export function plainTarget(token: string, name: string, tier: number | null = null): MessageTarget {
  return {
    token,
    name,
    tier,
    edges: 0,
    banes: 0,
    bonus: 0,
    downgradeTo: null,
    damageSurges: 0,
    potencySurge: false,
    applied: { damage: false, conditions: false },
  };
}

export function messageTargets(data: AbilityUseData): MessageTarget[] {
  return data.targets.map((t) => ({
    token: t.token,
    name: t.name,
    tier: t.tier,
    edges: t.edges,
    banes: t.banes,
    bonus: t.bonus,
    downgradeTo: asTier(t.downgradeTo),
    damageSurges: t.damageSurges,
    potencySurge: t.potencySurge,
    applied: { ...t.applied },
    test: t.test ?? null,
    minions: t.minions ?? 0,
    flanked: t.flanked === true,
    handEdges: t.handEdges ?? 0,
    extraDamage: cardExtraDamage(data, t),
  }));
}

export function abilityUseView(
  message: { id: string; authorId: string | null },
  data: AbilityUseData,
  rolled: RolledPower,
  moverSize: CreatureSize | null = null,
): AbilityUseView {
  return {
    id: message.id,
    authorId: message.authorId,
    actorUuid: data.actor,
    abilityUuid: data.ability,
    area: data.snapshot.keywords.includes("area"),
    keywords: [...data.snapshot.keywords],
    moverSize,
    roll: abilityRollInput(data, rolled),
    targets: messageTargets(data),
  };
}
