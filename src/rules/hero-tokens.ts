/** Hero tokens (R-HT-1, R-HT-2, R-TS-3), victories (R-VX-1) and the respite (R-VX-2). */
import type { RecoveriesState } from "./stamina.ts";
import type { StaminaState } from "./types.ts";

/**
 * R-HT-1: at the start of a session the party has as many hero tokens as heroes; unused tokens vanish
 * at session end. With the optional "tokens don't reset" rule the saved count carries over instead.
 */
export function heroTokensAtSessionStart(
  heroes: number,
  opts: { noReset?: boolean; carriedOver?: number } = {},
): number {
  if (opts.noReset === true) return Math.max(0, opts.carriedOver ?? 0);
  return Math.max(0, heroes);
}

/** R-HT-1: tokens left when the session ends (optional rule: they stay). */
export function heroTokensAtSessionEnd(tokens: number, noReset = false): number {
  return noReset ? tokens : 0;
}

/**
 * R-HT-2 (and R-TS-3): what a token can buy.
 * - surges: 1 token → 2 surges;
 * - succeedSave: 1 token turns a failed saving throw into a success;
 * - rerollTest: 1 token rerolls a test (the new roll must be used);
 * - regainStamina: 2 tokens, on your turn or when taking damage, no action → regain stamina equal to
 *   your recovery value without spending a recovery.
 */
export type HeroTokenSpend = "surges" | "succeedSave" | "rerollTest" | "regainStamina";

export const HERO_TOKEN_COSTS: Readonly<Record<HeroTokenSpend, number>> = {
  surges: 1,
  succeedSave: 1,
  rerollTest: 1,
  regainStamina: 2,
};

/** R-HT-2: surges gained for one token. */
export const SURGES_PER_HERO_TOKEN = 2;

export type HeroTokenRefusal =
  | "notEnoughTokens"
  /** One token benefit per turn or per test. */
  | "benefitAlreadyUsed"
  | "noFailedSave"
  | "notATest"
  | "notOnTurnOrTakingDamage";

export interface HeroTokenRequest {
  spend: HeroTokenSpend;
  /** Tokens in the party pool. */
  tokens: number;
  /** A token benefit was already used this turn (or on this test, for a reroll). */
  benefitUsed: boolean;
  /** succeedSave: the saving throw being replaced failed. */
  saveFailed?: boolean;
  /** rerollTest: the roll is a test (not an ability roll). */
  isTest?: boolean;
  /** regainStamina: it is the hero's turn, or they are taking damage right now. */
  ownTurnOrTakingDamage?: boolean;
  /** regainStamina: the hero's recovery value (rules: stamina.recoveryValue). */
  recoveryValue?: number;
}

export type HeroTokenVerdict =
  | { allowed: true; cost: number; tokensAfter: number; surges: number; stamina: number }
  | { allowed: false; reason: HeroTokenRefusal };

/** R-HT-2: validate a spend and say what it yields. Pure: the caller applies the result. */
export function heroTokenSpend(request: HeroTokenRequest): HeroTokenVerdict {
  const cost = HERO_TOKEN_COSTS[request.spend];
  if (request.tokens < cost) return { allowed: false, reason: "notEnoughTokens" };
  if (request.benefitUsed) return { allowed: false, reason: "benefitAlreadyUsed" };
  if (request.spend === "succeedSave" && request.saveFailed !== true)
    return { allowed: false, reason: "noFailedSave" };
  if (request.spend === "rerollTest" && request.isTest === false)
    return { allowed: false, reason: "notATest" };
  if (request.spend === "regainStamina" && request.ownTurnOrTakingDamage !== true) {
    return { allowed: false, reason: "notOnTurnOrTakingDamage" };
  }
  return {
    allowed: true,
    cost,
    tokensAfter: request.tokens - cost,
    surges: request.spend === "surges" ? SURGES_PER_HERO_TOKEN : 0,
    stamina: request.spend === "regainStamina" ? Math.max(0, request.recoveryValue ?? 0) : 0,
  };
}

/**
 * R-VX-1: +1 victory for surviving a combat encounter whose objective was achieved; the Director may
 * withhold it for a trivial fight or add more for a hard one (`adjustment`). Never negative.
 */
export function encounterVictories(input: {
  survived: boolean;
  objectiveAchieved: boolean;
  adjustment?: number;
}): number {
  const base = input.survived && input.objectiveAchieved ? 1 : 0;
  return Math.max(0, base + (input.adjustment ?? 0));
}

export interface RespiteState {
  stamina: StaminaState;
  recoveries: RecoveriesState;
  victories: number;
  xp: number;
}

/**
 * R-VX-2: finishing a respite restores all recoveries and stamina, turns victories into XP 1:1 and
 * resets victories to 0. Returns a new state; other fields of the input are carried over unchanged.
 * Temporary stamina is left alone (R-ST-4: it is lost at the end of an encounter, not restored).
 */
export function respite<T extends RespiteState>(state: T, options: { interrupted?: boolean } = {}): T {
  // R-VX-2 (seed 004 §休息): a respite cut short by an attack or another serious disturbance ends early and
  // grants none of its benefits.
  if (options.interrupted === true) return state;
  return {
    ...state,
    stamina: { ...state.stamina, value: state.stamina.max },
    recoveries: { ...state.recoveries, value: state.recoveries.max },
    xp: state.xp + state.victories,
    victories: 0,
  };
}

/** R-VX-2: a respite takes 24 uninterrupted hours; an interrupted one grants nothing. */
export const RESPITE_HOURS = 24;

/**
 * XP a hero needs to reach each level (Heroes book, advancement table: 16 XP per level; not in the rules
 * digest). Index 0 is level 1.
 */
export const XP_FOR_LEVEL: readonly number[] = [0, 16, 32, 48, 64, 80, 96, 112, 128, 144];

/** The XP total that reaches the next level, or null at the top level. */
export function xpForNextLevel(level: number): number | null {
  return XP_FOR_LEVEL[Math.max(1, Math.trunc(level))] ?? null;
}
