/**
 * Hero numbers that come from the class and kit items. These rules are from the Draw Steel *Heroes* book
 * (Classes; Kits), which neither the digest nor the seeds restate, so their IDs are ours and say so:
 * `R-HERO-…` (Heroes book). The one piece the seed does state — a "melee or ranged" ability gets only one
 * of a kit's melee and ranged bonuses at a time — is cited from the core book (R-AB-2, seed 004, Distance).
 */
import { echelon } from "./monster-math.ts";
import type { Tier } from "./types.ts";

/** A class item's stamina line: "Starting Stamina X, +Y per level after 1st". */
export interface ClassStamina {
  starting: number;
  perLevel: number;
}

const nonNegative = (n: number) => Math.max(0, n);

/**
 * R-HERO-STAMINA (Heroes book, Classes and Kits): max stamina = the class's starting stamina + its stamina
 * per level × (level − 1), plus the kit's stamina bonus once per echelon (R-MO-6 echelons).
 * Without a class the stored max stays authoritative (a hero built by hand keeps its number) and the kit
 * bonus is still added per echelon: the kit says "+N per echelon" whoever typed the base.
 */
export function heroMaxStamina(input: {
  level: number;
  classStamina: ClassStamina | null;
  stored: number;
  kitStamina?: number;
}): number {
  const kit = nonNegative(input.kitStamina ?? 0) * echelon(input.level);
  if (input.classStamina === null) return nonNegative(input.stored) + kit;
  const { starting, perLevel } = input.classStamina;
  const levelsAfterFirst = nonNegative(Math.floor(input.level) - 1);
  return nonNegative(starting) + nonNegative(perLevel) * levelsAfterFirst + kit;
}

/** R-HERO-RECOVERIES (Heroes book, Classes): the class sets max recoveries; without one the stored value stays. */
export function heroMaxRecoveries(classRecoveries: number | null, stored: number): number {
  return nonNegative(classRecoveries ?? stored);
}

/** The kit bonuses that touch abilities (docs/DATA.md `kit.bonuses`). */
export interface KitAbilityBonuses {
  meleeDamage: readonly number[];
  rangedDamage: readonly number[];
  meleeDistance: number;
  rangedDistance: number;
}

export type WeaponMode = "melee" | "ranged";

/** What a kit adds to one ability: rolled damage per tier, and distance per mode. */
export interface KitBonusForAbility {
  /** The mode whose damage bonus applies (null: the ability gets no kit damage). */
  mode: WeaponMode | null;
  damage: [number, number, number];
  /** Squares added to the ability's melee distance and to its ranged distance. */
  distance: { melee: number; ranged: number };
}

const NO_BONUS: KitBonusForAbility = { mode: null, damage: [0, 0, 0], distance: { melee: 0, ranged: 0 } };

function tiers(values: readonly number[]): [number, number, number] {
  const at = (tier: Tier) => nonNegative(values[tier - 1] ?? 0);
  return [at(1), at(2), at(3)];
}

const total = (t: readonly number[]) => t.reduce((a, b) => a + b, 0);

/**
 * R-HERO-KIT-DAMAGE and R-HERO-KIT-DISTANCE (Heroes book, Kits): a kit's melee damage bonus adds to the
 * rolled damage (R-AB-5) of every tier of an ability with the Weapon and Melee keywords, its ranged damage
 * bonus to Weapon + Ranged abilities; its melee distance bonus lengthens a melee weapon ability's melee
 * distance, its ranged distance bonus a ranged weapon ability's ranged distance.
 * R-AB-2 (seed: "Melee or Ranged"): an ability with both gets only one damage bonus at a time — the bonus of
 * `mode` when the user chose one. Choice: with no mode chosen (the sheet, or a roll flow that does not ask),
 * the mode with the larger total damage bonus applies (melee on a tie), since a player would choose it.
 * Each distance bonus only ever lengthens its own distance, so both are returned.
 */
export function kitAbilityBonus(
  keywords: Iterable<string>,
  kit: KitAbilityBonuses | null,
  mode?: WeaponMode,
): KitBonusForAbility {
  if (kit === null) return NO_BONUS;
  const has = new Set([...keywords].map((k) => k.toLowerCase()));
  if (!has.has("weapon")) return NO_BONUS;
  const melee = has.has("melee");
  const ranged = has.has("ranged");
  if (!melee && !ranged) return NO_BONUS;
  const meleeDamage = tiers(kit.meleeDamage);
  const rangedDamage = tiers(kit.rangedDamage);
  let chosen: WeaponMode;
  if (melee && ranged) {
    chosen = mode ?? (total(rangedDamage) > total(meleeDamage) ? "ranged" : "melee");
  } else chosen = melee ? "melee" : "ranged";
  return {
    mode: chosen,
    damage: chosen === "melee" ? meleeDamage : rangedDamage,
    distance: {
      melee: melee ? nonNegative(kit.meleeDistance) : 0,
      ranged: ranged ? nonNegative(kit.rangedDistance) : 0,
    },
  };
}

/**
 * R-HERO-KIT-DAMAGE with R-AB-5: the kit bonus is rolled damage, so only a tier that deals damage gets it;
 * this is the number a sheet shows for the tier (the roll adds the same bonus in `targetOutcome`).
 */
export function damageWithKitBonus(value: number, bonus: number): number {
  return value > 0 ? value + Math.max(0, bonus) : value;
}

/** R-HERO-KIT-DISTANCE: an ability's melee and ranged distances with the kit's distance bonus added. */
export function distancesWithKitBonus(
  distance: { melee: number; ranged: number },
  bonus: KitBonusForAbility["distance"],
): { melee: number; ranged: number } {
  return { melee: distance.melee + bonus.melee, ranged: distance.ranged + bonus.ranged };
}

/** R-RW-1: every hero starts with wealth 1 and renown 0 (004 報酬: 「各英雄の富スコアは1から始まる」, 「キャラクター作成の開始時、あなたの知名度は0である」). */
export const STARTING_WEALTH = 1;
export const STARTING_RENOWN = 0;

/**
 * R-RW-1: a hero's wealth and renown at creation: the starting scores raised by what the career grants
 * (「キャリア」によって向上させることができる; 一部の「キャリア」は、初期の知名度スコアを増加させる).
 */
export function startingWealthAndRenown(career: { wealth: number; renown: number } | null): {
  wealth: number;
  renown: number;
} {
  return {
    wealth: STARTING_WEALTH + Math.max(0, Math.trunc(career?.wealth ?? 0)),
    renown: STARTING_RENOWN + Math.max(0, Math.trunc(career?.renown ?? 0)),
  };
}

/** Every number a kit gives (docs/DATA.md `kit.bonuses`). */
export interface KitBonuses extends KitAbilityBonuses {
  stamina: number;
  speed: number;
  stability: number;
  disengage: number;
}

/** A kit the hero holds: its item id (to name the preferred one) and its bonuses. */
export interface HeldKit {
  id: string;
  bonuses: KitBonuses;
}

const NO_KIT: KitBonuses = {
  stamina: 0,
  speed: 0,
  stability: 0,
  disengage: 0,
  meleeDamage: [0, 0, 0],
  rangedDamage: [0, 0, 0],
  meleeDistance: 0,
  rangedDistance: 0,
};

/** Larger total first, then the larger tier 3, tier 2, tier 1: one order, whatever the kits' order. */
function largerDamage(a: readonly number[], b: readonly number[]): boolean {
  const [ta, tb] = [tiers(a), tiers(b)];
  if (total(ta) !== total(tb)) return total(ta) > total(tb);
  for (const i of [2, 1, 0] as const) if (ta[i] !== tb[i]) return ta[i] > tb[i];
  return false;
}

function damageFrom(kits: readonly HeldKit[], key: "meleeDamage" | "rangedDamage", preferred: string) {
  const granting = kits.filter((k) => total(tiers(k.bonuses[key])) > 0);
  const chosen = granting.find((k) => k.id === preferred);
  if (chosen) return tiers(chosen.bonuses[key]);
  let best: [number, number, number] = [0, 0, 0];
  for (const kit of granting) if (largerDamage(kit.bonuses[key], best)) best = tiers(kit.bonuses[key]);
  return best;
}

/**
 * R-HERO-KIT-TWO (Heroes book, Tactician: Field Arsenal): a hero who may use two kits gains both kits'
 * benefits, but where both grant the same benefit only one of the two counts. Read as the official Draw
 * Steel system reads it (hero preparation): stamina, speed, stability, disengage and the melee and ranged
 * distance bonuses each take the higher of the kits; the melee damage bonus and the ranged damage bonus each
 * come whole from one kit — the hero's preferred kit (`preferredKit`) when it grants that bonus, otherwise
 * (our choice, where the official system takes whichever kit comes first) the larger bonus by total, then
 * by tier 3, 2, 1, so the result never depends on the order the items are in. One kit gives its own numbers;
 * no kit gives nothing.
 */
export function combineKits(kits: readonly HeldKit[], preferred = ""): KitBonuses {
  if (kits.length === 0) return { ...NO_KIT, meleeDamage: [0, 0, 0], rangedDamage: [0, 0, 0] };
  const highest = (
    key: "stamina" | "speed" | "stability" | "disengage" | "meleeDistance" | "rangedDistance",
  ) => Math.max(...kits.map((k) => (Number.isFinite(k.bonuses[key]) ? k.bonuses[key] : 0)));
  return {
    stamina: highest("stamina"),
    speed: highest("speed"),
    stability: highest("stability"),
    disengage: highest("disengage"),
    meleeDamage: damageFrom(kits, "meleeDamage", preferred),
    rangedDamage: damageFrom(kits, "rangedDamage", preferred),
    meleeDistance: highest("meleeDistance"),
    rangedDistance: highest("rangedDistance"),
  };
}

/**
 * R-HERO-KIT-TWO: how many kits a hero may use: one, or the most any of its features allows (the
 * Tactician's Field Arsenal: two). Features that say nothing (0) leave the one kit every hero has.
 */
export function kitLimit(featureKits: Iterable<number>): number {
  let limit = 1;
  for (const n of featureKits) if (Number.isFinite(n)) limit = Math.max(limit, Math.floor(n));
  return limit;
}
