/**
 * Minion squads (R-MN-1…R-MN-11): the shared stamina pool, deaths as it drops, area caps, squad strikes and
 * captains. Hot path (`damageSquad`) allocates only its result.
 */
import { damageAfterModifiers, type DamageModifiers } from "./damage.ts";
import type { DamageType, Organization, Role } from "./types.ts";

export interface SquadState {
  /** Stamina of one minion. */
  individualStamina: number;
  /** Minions alive. */
  alive: number;
  /** Shared stamina pool remaining. */
  pool: number;
}

/** R-MN-1: a squad holds at most 8 minions. */
export const MAX_SQUAD_SIZE = 8;

/** R-MN-7: at most 3 minions' worth of damage land on one target (the first + 2 free strikes). */
export const MAX_MINIONS_PER_TARGET = 3;

/** R-MN-2: pool = individual stamina × members. */
export function createSquad(individualStamina: number, members: number): SquadState {
  const alive = Math.max(0, Math.floor(members));
  return { individualStamina, alive, pool: Math.max(0, individualStamina) * alive };
}

/** R-MN-1: minions of the same name, at most 8, form a squad. */
export function canFormSquad(names: readonly string[]): boolean {
  if (names.length === 0 || names.length > MAX_SQUAD_SIZE) return false;
  return names.every((name) => name === names[0]);
}

/**
 * R-MN-3: minions alive for a pool — one dies each time the pool drops by one individual stamina, so
 * ceil(pool / individual), never more than the `starting` count and never negative.
 */
export function aliveFromPool(pool: number, individualStamina: number, starting: number): number {
  if (pool <= 0 || individualStamina <= 0) return 0;
  return Math.max(0, Math.min(starting, Math.ceil(pool / individualStamina)));
}

/** Where a squad's stamina bar marks its minions: every pool value at which one falls, and the next one. */
export interface MinionThresholds {
  /** Pool values strictly between 0 and the full pool at which a minion falls (lowest first). */
  marks: number[];
  /** The pool value at which the next minion falls (null when the last one standing is next, at 0). */
  next: number | null;
}

/**
 * R-MN-3: a minion falls each time the pool drops by one individual stamina, so the falls sit at each
 * multiple of it below the full pool (8 spinecleavers of 5: 35, 30, …, 5 and 0); with `alive` minions
 * standing (ceil(pool / individual)) the next falls when the pool reaches (alive − 1) × individual.
 */
export function minionThresholds(individualStamina: number, maxPool: number, pool: number): MinionThresholds {
  if (individualStamina <= 0 || maxPool <= 0) return { marks: [], next: null };
  const marks: number[] = [];
  for (let at = individualStamina; at < maxPool; at += individualStamina) marks.push(at);
  const alive = pool > 0 ? Math.ceil(pool / individualStamina) : 0;
  const next = (alive - 1) * individualStamina;
  return { marks, next: next > 0 ? next : null };
}

export interface SquadHit {
  /** Damage to one minion before immunity/weakness. */
  amount: number;
  type?: DamageType | undefined;
  immunities?: DamageModifiers | undefined;
  weaknesses?: DamageModifiers | undefined;
  /** Area effects only: minions inside the area. */
  minionsInArea?: number | undefined;
}

/**
 * One source of damage against a squad (R-MN-3…R-MN-6):
 * - single target: the full damage comes off the pool and may drop several minions (R-MN-4);
 * - area: every minion inside takes `amount`, but the pool loses at most individual × minionsInArea (R-MN-5);
 * - immunity/weakness apply once to the squad's total for the source, at the end (R-MN-6).
 * Choice (order of R-MN-5 and R-MN-6): the area cap is part of the damage calculation, so the modifiers
 * come after it ("at the end of the calculation"), and the cap bounds the final loss again so a weakness
 * can never drop minions outside the area. Incinerate 6 fire on three 5-stamina minions: 18 → capped 15;
 * with fire immunity 5 → 10; with fire weakness 5 → 20, bounded to 15.
 */
export function damageSquad(squad: SquadState, hit: SquadHit): { squad: SquadState; killed: number } {
  const area = hit.minionsInArea;
  const targets = area === undefined ? 1 : Math.max(0, Math.min(Math.floor(area), squad.alive));
  const cap = area === undefined ? Infinity : Math.max(0, squad.individualStamina) * targets;
  return losePool(squad, hit.amount > 0 ? hit.amount * targets : 0, cap, hit);
}

/** Damage of one area source whose minions took different amounts (e.g. hit at different tiers). */
export interface SquadAreaHit {
  /** Damage to each minion inside the area that was hit, before immunity and weakness. */
  amounts: readonly number[];
  type?: DamageType | undefined;
  immunities?: DamageModifiers | undefined;
  weaknesses?: DamageModifiers | undefined;
  /** R-MN-5: the squad's minions inside the placed area, when one was placed (the cap never exceeds it). */
  minionsInArea?: number | undefined;
}

/**
 * R-MN-5/R-MN-6 for an area whose minions took different amounts (one at tier 1, another at tier 3):
 * still ONE damage source. The pool loses what each minion inside took, summed, at most individual ×
 * minions damaged in the area; immunity/weakness once, at the end (same order as `damageSquad`).
 * Three 5-stamina minions at 3 and two at 8 → 9 + 16 = 25 ≤ 5 × 5: five minions drop.
 */
export function damageSquadInArea(
  squad: SquadState,
  hit: SquadAreaHit,
): { squad: SquadState; killed: number } {
  let raw = 0;
  let damaged = 0;
  for (const amount of hit.amounts) {
    if (amount <= 0) continue;
    raw += amount;
    damaged += 1;
  }
  const inside = hit.minionsInArea === undefined ? Infinity : Math.max(0, Math.floor(hit.minionsInArea));
  const cap = Math.max(0, squad.individualStamina) * Math.min(damaged, squad.alive, inside);
  return losePool(squad, raw, cap, hit);
}

/** The pool falls by `raw` (capped), modifiers once at the end, the cap again after them (R-MN-5/6). */
function losePool(
  squad: SquadState,
  raw: number,
  cap: number,
  hit: Pick<SquadHit, "type" | "immunities" | "weaknesses">,
): { squad: SquadState; killed: number } {
  const capped = Math.min(raw, cap);
  const total = Math.min(damageAfterModifiers(capped, hit.type ?? "untyped", hit), cap);
  const pool = Math.max(0, squad.pool - total);
  const alive = Math.min(squad.alive, aliveFromPool(pool, squad.individualStamina, squad.alive));
  return {
    squad: { individualStamina: squad.individualStamina, alive, pool },
    killed: Math.max(0, squad.alive - alive),
  };
}

/**
 * R-MN-7: damage to one target hit by `minionsOnTarget` minions with one signature roll: the tier damage
 * once, plus the free strike value for each additional minion, at most 3 minions in total.
 */
export function squadStrikeDamage(tierDamage: number, freeStrike: number, minionsOnTarget: number): number {
  if (minionsOnTarget <= 0) return 0;
  const extra = Math.min(minionsOnTarget, MAX_MINIONS_PER_TARGET) - 1;
  return tierDamage + extra * freeStrike;
}

/** R-MN-7: what the extra minions on one target add to the signature's one roll (at most 3 minions count). */
export function squadExtraDamage(freeStrike: number, minionsOnTarget: number): number {
  if (minionsOnTarget <= 1) return 0;
  return (Math.min(minionsOnTarget, MAX_MINIONS_PER_TARGET) - 1) * Math.max(0, freeStrike);
}

/** R-MN-9: several minions free-striking one target at once deal the sum, as one strike. */
export function squadFreeStrikeDamage(freeStrike: number, minions: number): number {
  return Math.max(0, freeStrike) * Math.max(0, minions);
}

/** R-MN-7: a minion's turn: move + main action, move + maneuver, or two moves. */
export type MinionTurnPlan = "moveAndMain" | "moveAndManeuver" | "twoMoves";

/** R-MN-2: minions never regain stamina nor gain temporary stamina. */
export function canRegainStamina(organization: Organization): boolean {
  return organization !== "minion";
}
export const canGainTemporaryStamina = canRegainStamina;

export interface CaptainCandidate {
  id: string;
  organization: Organization;
  role?: Role | null | undefined;
  /** The squad this creature already captains, if any. */
  captainOf?: string | null | undefined;
  /** Speaks a language the squad understands (narrative; defaults to true). */
  speaksSquadLanguage?: boolean | undefined;
}

export type CaptainRefusal =
  "minion" | "mount" | "language" | "alreadyCaptain" | "squadHasCaptain" | "waitForNextRound";

/**
 * R-MN-10: a non-minion, non-mount creature speaking the squad's language; one captain per squad and one
 * squad per captain. A squad that lost its captain gets a new one at the start of the next round: give
 * `timing` with the current round and the round the captain was lost.
 */
export function canBecomeCaptain(
  candidate: CaptainCandidate,
  squad: { id: string; captain?: string | null | undefined },
  timing?: { round: number; captainLostRound: number | null },
): { ok: true } | { ok: false; reason: CaptainRefusal } {
  if (candidate.organization === "minion") return { ok: false, reason: "minion" };
  if (candidate.role === "mount") return { ok: false, reason: "mount" };
  if (candidate.speaksSquadLanguage === false) return { ok: false, reason: "language" };
  const captainOf = candidate.captainOf ?? null;
  if (captainOf !== null && captainOf !== squad.id) return { ok: false, reason: "alreadyCaptain" };
  const captain = squad.captain ?? null;
  if (captain !== null && captain !== "" && captain !== candidate.id) {
    return { ok: false, reason: "squadHasCaptain" };
  }
  const lostRound = timing?.captainLostRound ?? null;
  if (timing !== undefined && lostRound !== null && timing.round <= lostRound) {
    return { ok: false, reason: "waitForNextRound" };
  }
  return { ok: true };
}

/**
 * R-MN-11 optional last-stand stamina: each squad's pool equals the minions left. Choice: individual stamina
 * becomes 1 so that the pool → alive rule (R-MN-3) keeps every minion standing.
 */
export function lastStandSquad(squad: SquadState): SquadState {
  return { individualStamina: 1, alive: squad.alive, pool: squad.alive };
}

/** R-MN-11 optional last-stand stamina: every other (living) enemy's stamina becomes 1. */
export function lastStandStamina<T extends { value: number }>(stamina: T): T {
  return stamina.value > 0 ? { ...stamina, value: 1 } : { ...stamina };
}

export interface FallenMinions {
  /** Who falls unless the attacker picks otherwise: the minion hit first, then the others in order. */
  defaults: string[];
  /** Whether the attacker has a real choice (R-MN-3, R-MN-4): more minions could fall than do. */
  choice: boolean;
}

/**
 * R-MN-3, R-MN-4: `count` living minions fall. The one hit falls first; a single death with a known hit
 * minion leaves no choice, otherwise the attacker picks among the living whenever more could fall.
 */
export function fallenMinions(
  living: readonly string[],
  struck: string | null,
  count: number,
): FallenMinions {
  const hit = struck !== null && living.includes(struck) ? struck : null;
  const order = hit === null ? [...living] : [hit, ...living.filter((id) => id !== hit)];
  const n = Math.max(0, Math.min(Math.floor(count), living.length));
  return { defaults: order.slice(0, n), choice: n > 0 && living.length > n && !(hit !== null && n === 1) };
}

/** The attacker's pick when it names exactly `count` distinct living minions, else the defaults. */
export function pickFallen(
  living: readonly string[],
  picked: readonly string[],
  fallen: FallenMinions,
): string[] {
  const unique = [...new Set(picked)];
  const valid = unique.length === fallen.defaults.length && unique.every((id) => living.includes(id));
  return valid ? unique : [...fallen.defaults];
}

/** Which minions change places when the attacker's later pick differs from the defaults that fell. */
export interface FallenSwap {
  /** Minions the pick names that are still standing: they fall now. */
  fall: string[];
  /** Minions that fell by default, the pick spares and are still down: they stand again. */
  rise: string[];
}

/**
 * R-MN-3, R-MN-4 decided after the fact: the defaults fell at once (nobody is waited for while the hit is
 * applied), then the attacker's pick replaces them. Only a valid pick counts (exactly as many distinct
 * minions as fell, all of them standing when the hit landed, as `pickFallen`); minions are swapped in pairs,
 * so the number that fell, which the pool decides, never changes, even when the board moved on meanwhile.
 */
export function fallenSwap(
  candidates: readonly string[],
  defaults: readonly string[],
  picked: readonly string[],
  now: { standing: (id: string) => boolean; down: (id: string) => boolean },
): FallenSwap {
  const pick = pickFallen(candidates, picked, { defaults: [...defaults], choice: true });
  const fall = pick.filter((id) => !defaults.includes(id) && now.standing(id));
  const rise = defaults.filter((id) => !pick.includes(id) && now.down(id));
  const pairs = Math.min(fall.length, rise.length);
  return { fall: fall.slice(0, pairs), rise: rise.slice(0, pairs) };
}

/** R-MN-7 squad signature attack (one roll) or R-MN-9 free strikes made together. */
export type SquadAttackKind = "signature" | "freeStrike";

export interface SquadAttack {
  kind: SquadAttackKind;
  /** The tier damage of the squad's one signature roll (ignored for free strikes). */
  tierDamage: number;
  /** One minion's free strike damage. */
  freeStrike: number;
  /** Minions of the squad still standing; each attacks once. */
  living: number;
  /** Minions attacking each target, in target order. */
  minionsOnTargets: readonly number[];
}

export type SquadAttackResult =
  { ok: true; damage: number[] } | { ok: false; reason: "invalid" | "noMinions" | "tooManyMinions" };

/**
 * One damage result per target (R-MN-7, R-MN-9): a signature target takes the tier damage once plus a
 * free strike per extra minion (at most 3 count); free strikes on one target are summed into one strike.
 * Each minion attacks once, so the squad can't commit more minions than it has standing.
 */
export function squadAttack(attack: SquadAttack): SquadAttackResult {
  const counts = attack.minionsOnTargets;
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!counts.every(whole) || !whole(attack.tierDamage) || !whole(attack.freeStrike))
    return { ok: false, reason: "invalid" };
  const committed = counts.reduce((sum, n) => sum + n, 0);
  if (committed === 0) return { ok: false, reason: "noMinions" };
  if (committed > Math.max(0, attack.living)) return { ok: false, reason: "tooManyMinions" };
  const damage = counts.map((n) =>
    attack.kind === "signature"
      ? squadStrikeDamage(attack.tierDamage, attack.freeStrike, n)
      : squadFreeStrikeDamage(attack.freeStrike, n),
  );
  return { ok: true, damage };
}

/**
 * R-MN-10 (004 「分隊長の恩恵」): 「ミニオン分隊に分隊長がいる間、分隊内の各ミニオンはステータス・ブロックの
 * 「分隊長がいる(With Captain)」の欄に記された恩恵を受ける。」 — what one squad member bears: its own "with
 * captain" benefit while the squad's captain lives (a fallen or departed captain gives nothing: 「分隊長を失った
 * 場合」), and only if it is a minion (the captain itself is a member but not a minion). Null: nothing.
 */
export function captainBenefit<T>(
  member: { isMinion: boolean; withCaptain: readonly T[] },
  squad: { captainLives: boolean },
): readonly T[] | null {
  if (!squad.captainLives || !member.isMinion || member.withCaptain.length === 0) return null;
  return member.withCaptain;
}
