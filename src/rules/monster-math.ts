/**
 * Monster maths (R-MO-3, R-MO-5, R-MO-6): echelons and the book's approximations for building or checking a
 * stat block, read the way the published stat blocks apply them (the digest's reading of R-MO-5: free strike
 * without the characteristic, leaders and solos one characteristic point higher, minion strikes without it). Fractions are kept as integers (tenths, eighths) so results never suffer float error such as
 * 10 × 1.1 = 11.000000000000002 before rounding up.
 */
import { potencies } from "./potency.ts";
import type { Characteristic, Organization, Role, Tier } from "./types.ts";

/** R-MO-6: levels 1–3 → 1, 4–6 → 2, 7–9 → 3, 10 and above → 4 (0 or below counts as echelon 1). */
export function echelon(level: number): 1 | 2 | 3 | 4 {
  if (level <= 3) return 1;
  if (level <= 6) return 2;
  if (level <= 9) return 3;
  return 4;
}

/** R-MO-5 role modifier (stamina) and damage modifier. */
export const ROLE_MODIFIERS: Readonly<Record<Role, { stamina: number; damage: number }>> = {
  ambusher: { stamina: 20, damage: 1 },
  artillery: { stamina: 10, damage: 1 },
  brute: { stamina: 30, damage: 1 },
  controller: { stamina: 10, damage: 0 },
  defender: { stamina: 30, damage: 0 },
  harrier: { stamina: 20, damage: 0 },
  hexer: { stamina: 10, damage: 0 },
  mount: { stamina: 20, damage: 0 },
  support: { stamina: 20, damage: 0 },
};

/** R-MO-5: elite +0/+1 (stacks with its role), leader +30/+1, solo +30/+2 (leaders and solos have no role). */
const ORGANIZATION_MODIFIERS: Readonly<Record<Organization, { stamina: number; damage: number }>> = {
  minion: { stamina: 0, damage: 0 },
  horde: { stamina: 0, damage: 0 },
  platoon: { stamina: 0, damage: 0 },
  elite: { stamina: 0, damage: 1 },
  leader: { stamina: 30, damage: 1 },
  solo: { stamina: 30, damage: 2 },
};

/** R-MO-5 organization multipliers: stamina in eighths (minion × 0.125), everything else in halves. */
const STAMINA_MULTIPLIER_EIGHTHS: Readonly<Record<Organization, number>> = {
  minion: 1,
  horde: 4,
  platoon: 8,
  elite: 16,
  leader: 16,
  solo: 40,
};
const OTHER_MULTIPLIER_HALVES: Readonly<Record<Organization, number>> = {
  minion: 1,
  horde: 1,
  platoon: 2,
  elite: 4,
  leader: 4,
  solo: 12,
};

/** R-MO-5 tier factors 0.6 / 1.1 / 1.4, in tenths. */
const TIER_FACTOR_TENTHS: readonly [number, number, number] = [6, 11, 14];

function ceilDiv(numerator: number, denominator: number): number {
  return Math.ceil(numerator / denominator);
}

/** R-MO-1: leaders and solos have no role. */
function effectiveRole(organization: Organization, role: Role | undefined): Role | undefined {
  return organization === "leader" || organization === "solo" ? undefined : role;
}

/** Leaders and solos are the organizations the published stat blocks give one more characteristic point. */
function isVillain(organization: Organization | undefined): boolean {
  return organization === "leader" || organization === "solo";
}

/**
 * R-MO-5: highest characteristic (and power roll bonus) = 1 + echelon; as the published stat blocks read it,
 * leaders and solos have 2 + echelon. Without an organization, the 1 + echelon of the formula line.
 */
export function monsterHighestCharacteristic(level: number, organization?: Organization): number {
  return (isVillain(organization) ? 2 : 1) + echelon(level);
}

/**
 * R-MO-5: potency by tier — tier 3 is the highest characteristic, 1 less per lower tier; i.e. the R-AB-6
 * weak / average / strong potencies of the monster's highest characteristic.
 */
export function monsterPotency(level: number, tier: Tier, organization?: Organization): number {
  const { weak, average, strong } = potencies(monsterHighestCharacteristic(level, organization));
  return tier === 3 ? strong : tier === 2 ? average : weak;
}

/** R-MO-5: targets a monster's abilities usually have — 1, or 2 for elites, leaders and solos. */
export function usualTargetCount(organization: Organization): number {
  return organization === "elite" || organization === "leader" || organization === "solo" ? 2 : 1;
}

/**
 * R-MO-5: damage multiplier in tenths for `targets` against the usual count: one more ×0.8, more than that
 * ×0.5, fewer ×1.2 (choice: every count below the usual is ×1.2, the only case the book describes).
 */
export function targetCountMultiplierTenths(organization: Organization, targets: number): number {
  const difference = targets - usualTargetCount(organization);
  if (difference < 0) return 12;
  if (difference === 0) return 10;
  return difference === 1 ? 8 : 5;
}

/** R-MO-5 as a plain number (1.2, 1, 0.8, 0.5). */
export function targetCountMultiplier(organization: Organization, targets: number): number {
  return targetCountMultiplierTenths(organization, targets) / 10;
}

export interface MonsterStatsInput {
  level: number;
  organization: Organization;
  role?: Role | undefined;
  /**
   * Targets of the ability; defaults to the organization's usual count (no multiplier). Choice: the target
   * multiplier applies to the whole damage, after the characteristic and halving.
   */
  targets?: number | undefined;
}

export interface MonsterStats {
  /** Minions: the EV of a set of 4 (how the data stores it and the encounter builder counts it). */
  ev: number;
  /** Minions: one minion's stamina (the squad pools it, R-MN-2). */
  stamina: number;
  highestCharacteristic: number;
  /** Signature strike damage per tier for `targets` targets. */
  strikeDamage: readonly [number, number, number];
  /** The same damage for an ability that is not a strike (no characteristic added). */
  nonStrikeDamage: readonly [number, number, number];
  /** Tier-1 base damage for one target: no characteristic, halved for minions and hordes. */
  freeStrike: number;
  /** Potencies by tier 1 / 2 / 3 (weak, average, strong). */
  potencies: readonly [number, number, number];
}

/**
 * R-MO-5 approximations, every result rounded up once on exact fractions, read the way the published stat
 * blocks do: the free strike is the tier-1 base damage with no characteristic (halved for minions and
 * hordes); leaders and solos have one more characteristic point (2 + echelon); minion strikes are the halved
 * base with no characteristic; horde strikes add the characteristic and then halve (the formula line as
 * written). The role is ignored for leaders and solos; elite adds its +1 damage to its role.
 */
export function monsterStats(input: MonsterStatsInput): MonsterStats {
  const { level, organization } = input;
  const role = effectiveRole(organization, input.role);
  const roleMods = role === undefined ? { stamina: 0, damage: 0 } : ROLE_MODIFIERS[role];
  const orgMods = ORGANIZATION_MODIFIERS[organization];
  const staminaMod = roleMods.stamina + orgMods.stamina;
  const base = 4 + level + roleMods.damage + orgMods.damage;
  const highestCharacteristic = monsterHighestCharacteristic(level, organization);

  const ev = ceilDiv((2 * level + 4) * OTHER_MULTIPLIER_HALVES[organization], 2);
  const stamina = ceilDiv((10 * level + staminaMod) * STAMINA_MULTIPLIER_EIGHTHS[organization], 8);

  const halved = organization === "minion" || organization === "horde" ? 2 : 1;
  const targets = input.targets ?? usualTargetCount(organization);
  const multiplier = targetCountMultiplierTenths(organization, targets);
  // (base × factor/10 + characteristic) / halved × multiplier/10, rounded up once.
  const tierDamage = (factor: number, characteristic: number): number =>
    ceilDiv((base * factor + 10 * characteristic) * multiplier, 100 * halved);
  const tiers = (characteristic: number) =>
    [
      tierDamage(TIER_FACTOR_TENTHS[0], characteristic),
      tierDamage(TIER_FACTOR_TENTHS[1], characteristic),
      tierDamage(TIER_FACTOR_TENTHS[2], characteristic),
    ] as const;
  const nonStrikeDamage = tiers(0);
  const strikeDamage = organization === "minion" ? nonStrikeDamage : tiers(highestCharacteristic);
  const freeStrike = ceilDiv(base * TIER_FACTOR_TENTHS[0], 10 * halved);
  const { weak, average, strong } = potencies(highestCharacteristic);
  return {
    ev,
    stamina,
    highestCharacteristic,
    strikeDamage,
    nonStrikeDamage,
    freeStrike,
    potencies: [weak, average, strong],
  };
}

/** R-MO-3: the noncombatant stat block (level and EV "—"). */
export const NONCOMBATANT: Readonly<{
  level: null;
  ev: null;
  sizes: readonly string[];
  speed: number;
  stamina: number;
  stability: number;
  freeStrike: number;
  characteristics: Readonly<Record<Characteristic, number>>;
}> = Object.freeze({
  level: null,
  ev: null,
  sizes: Object.freeze(["1S", "1M", "1L", "2"]),
  speed: 5,
  stamina: 8,
  stability: 0,
  freeStrike: 1,
  characteristics: Object.freeze({ might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 }),
});
