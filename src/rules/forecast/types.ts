/**
 * Encounter forecast: what goes in and what comes out. The forecast plays an encounter out many times with
 * plain tactics (documented in fight.ts and tactics.ts) on an abstract map: every creature can reach every
 * enemy from the first round, there is no terrain, no movement and no line of effect. Areas reach a limited
 * number of creatures (AREA_REACH below). Conditions, potencies, forced movement, immunities and weaknesses
 * are not played: the forecast counts damage, stamina, recoveries, heroic resources and Malice.
 */
import type { Organization } from "../types.ts";

/** One damaging ability as the forecast plays it. */
export interface ForecastAbility {
  name?: string | undefined;
  /** Damage to each target at tiers 1, 2 and 3 (characteristic already included, as a stat block prints it). */
  damage: readonly [number, number, number];
  /** Targets one use affects (an area's "each enemy in the area" counts as AREA_REACH). Default 1. */
  targets?: number | undefined;
  /** An area: reaches up to AREA_REACH heroes, or a whole minion squad's members inside it. */
  area?: boolean | undefined;
  /** Heroic resource (heroes) or Malice (Director creatures) it costs. Default 0. */
  cost?: number | undefined;
  /** Bonus to the power roll: the characteristic the ability uses. */
  roll: number;
}

export interface ForecastHero {
  id: string;
  name: string;
  level: number;
  stamina: number;
  recoveries: number;
  /** Victories so far this adventure: the starting heroic resource and the Director's starting Malice (R-ML-1). */
  victories?: number | undefined;
  /** Heroic resource gained at the start of each of the hero's turns (most classes: 1d3, i.e. 2 on average). */
  resourcePerTurn?: number | undefined;
  /** Signature and heroic abilities (cost > 0 spends the heroic resource). */
  abilities: readonly ForecastAbility[];
  /**
   * Creatures fighting beside the hero: a Beastheart's companion, a Summoner's summons expected on the board
   * (R-CB-17). A Summoner's or Beastheart's side is not a single creature.
   */
  allies?: readonly ForecastAlly[] | undefined;
}

/**
 * One creature, or `count` alike, on a hero's side. It takes its own turn among the heroes', uses its free
 * abilities (never a heroic resource), is a target like a hero, and is out of the fight at 0 stamina (a
 * summon vanishes, a companion is down: neither is dying, R-ST-2 is the heroes'). Summoned minions are
 * played one by one, each with its own stamina (their shared pool, R-MN-2, is not played).
 */
export interface ForecastAlly {
  name: string;
  /** One creature's stamina. */
  stamina: number;
  /** How many alike. Default 1. */
  count?: number | undefined;
  /** Recoveries it can spend catching its breath (a companion's). Default 0. */
  recoveries?: number | undefined;
  abilities: readonly ForecastAbility[];
}

export interface ForecastMonster {
  id: string;
  name: string;
  level: number;
  organization: Organization;
  /** One creature's stamina (a minion's individual stamina: the squad pools it, R-MN-2). */
  stamina: number;
  count: number;
  /** Free strike damage (R-MN-7 adds it for each extra minion on a target). */
  freeStrike: number;
  /** Highest characteristic (Malicious Strike, R-ML-3). */
  highestCharacteristic: number;
  /** Signature ability first; abilities with a Malice cost are the Director's to spend. */
  abilities: readonly ForecastAbility[];
  /** Villain actions 1, 2 and 3 (leaders and solos, R-CB-18). */
  villainActions?: readonly ForecastAbility[] | undefined;
  /** Minions: what their stat block gives them while a captain leads the squad (R-MN-10). */
  withCaptain?: { damage?: number | undefined; edge?: boolean | undefined } | undefined;
}

export interface ForecastInput {
  heroes: readonly ForecastHero[];
  monsters: readonly ForecastMonster[];
  /** Fights to play. Default 1,000. */
  fights?: number | undefined;
  /** Seed of the generator: the same input and seed give the same forecast. */
  seed?: number | undefined;
  /** A fight still going after this many rounds counts as not won. Default 20. */
  roundLimit?: number | undefined;
  /** Whether the Director assigns captains to minion squads (R-MN-10). Default true. */
  captains?: boolean | undefined;
  /** Whether the Director spends Malice (R-ML-3, R-ML-4). Default true. */
  malice?: boolean | undefined;
}

/** A number's spread over the fights. */
export interface Spread {
  median: number;
  p10: number;
  p90: number;
}

export interface HeroForecast {
  id: string;
  name: string;
  /** Mean stamina lost over the fight (damage taken, before healing). */
  staminaLost: number;
  /** Mean recoveries spent. */
  recoveriesSpent: number;
  /** Share of fights in which the hero was dying at some point (R-ST-2). */
  dying: number;
  /** Share of fights in which the hero died (R-ST-2). */
  dead: number;
}

export interface EncounterForecast {
  fights: number;
  /** Share of fights the heroes won (every Director creature down before the round limit). */
  winRate: number;
  /** 95 % interval of the win rate (Wilson score). */
  winInterval: readonly [number, number];
  /** Rounds each fight lasted. */
  rounds: Spread;
  heroes: readonly HeroForecast[];
  /** Mean Malice the Director spent. */
  maliceSpent: number;
}

/** Heroes stand apart: an area reaches at most this many of them (the map abstraction's one number). */
export const AREA_REACH = 2;
/** Minions stand together: an area reaches at most this many of a squad's members. */
export const SQUAD_AREA_REACH = 4;
/** Minions form squads of this many (the encounter budget buys them in sets of 4, R-MO-5). */
export const FORECAST_SQUAD_SIZE = 4;
