/**
 * Power rolls (R-PR-1…R-PR-12): 2d10 + characteristic, tiers, edges/banes, automatic tiers,
 * criticals, downgrades and opposed rolls. Dice results are inputs; nothing here rolls.
 */
import type { ActionType, Tier } from "./types.ts";

/** Edges and banes after cancelling (R-PR-3, R-PR-4). */
export type NetEdge = "doubleBane" | "bane" | "none" | "edge" | "doubleEdge";

export interface PowerRollInput {
  /** The two d10 results, each 1–10. */
  dice: readonly [number, number];
  /** Characteristic score added to the roll (−5…+5). */
  characteristic: number;
  /** Sum of numeric bonuses and penalties (an applicable skill's +2 included). Default 0. */
  bonus?: number;
  /** Number of edges (≥ 0; more than 2 counts as 2). Default 0. */
  edges?: number;
  /** Number of banes (≥ 0; more than 2 counts as 2). Default 0. */
  banes?: number;
  /** Automatic tier outcomes granted by effects (R-PR-7). Default none. */
  automaticTiers?: readonly Tier[];
  /**
   * The lowest natural roll that is a critical (R-PR-6: 19). An ability may lower it ("a critical on a
   * natural 18 or higher"); out-of-range values read as 19.
   */
  criticalAt?: number;
}

export interface PowerRollResult {
  /** Sum of the two dice. */
  natural: number;
  /** natural + characteristic + bonus, ±2 for a net single edge/bane; nothing added for a double. */
  total: number;
  /** Final tier after R-PR-2…R-PR-7. */
  tier: Tier;
  /** Natural 19 or 20 (R-PR-6). Whether it is a critical *hit* depends on the action type (R-PR-9). */
  critical: boolean;
  /** Edges and banes after cancelling (R-PR-3, R-PR-4). */
  netEdge: NetEdge;
}

/** R-PR-2: ≤ 11 tier 1, 12–16 tier 2, ≥ 17 tier 3. */
export function tierOf(total: number): Tier {
  if (total >= 17) return 3;
  if (total >= 12) return 2;
  return 1;
}

/** R-PR-6: the natural roll at or above which a roll is critical: 19, unless an ability lowers it. */
export const NATURAL_CRITICAL = 19;

/** A critical threshold an ability may set: 2–20 (two d10 can roll no less than 2); anything else is 19. */
export function criticalThreshold(at: number | undefined): number {
  return at !== undefined && Number.isInteger(at) && at >= 2 && at <= 20 ? at : NATURAL_CRITICAL;
}

/** R-PR-6: a natural 19 or 20 (or the ability's own lower threshold). */
export function isNaturalCritical(natural: number, at?: number): boolean {
  return natural >= criticalThreshold(at);
}

/**
 * R-PR-3 / R-PR-4: each count is capped at 2, then edges and banes cancel one for one. This single
 * subtraction covers every case in the book: 1+1 and 2+2 → plain, 2 edges + 1 bane → one edge,
 * 2 banes + 1 edge → one bane.
 */
export function resolveNetEdge(edges = 0, banes = 0): NetEdge {
  const e = edges >= 2 ? 2 : edges > 0 ? Math.floor(edges) : 0;
  const b = banes >= 2 ? 2 : banes > 0 ? Math.floor(banes) : 0;
  switch (e - b) {
    case 2:
      return "doubleEdge";
    case 1:
      return "edge";
    case -1:
      return "bane";
    case -2:
      return "doubleBane";
    default:
      return "none";
  }
}

/** R-PR-3: the number a net single edge/bane adds to the total (doubles add nothing, they shift tiers). */
export function edgeModifier(net: NetEdge): number {
  if (net === "edge") return 2;
  if (net === "bane") return -2;
  return 0;
}

/**
 * R-PR-7: the automatic tier that applies, or null. Different automatic tiers cancel and are all
 * ignored; several granting the same tier give that tier.
 */
export function automaticTier(automaticTiers: readonly Tier[] | undefined): Tier | null {
  if (automaticTiers === undefined) return null;
  let first: Tier | null = null;
  for (const t of automaticTiers) {
    if (first === null) first = t;
    else if (t !== first) return null;
  }
  return first;
}

/** R-PR-1…R-PR-7. Runs on every sheet render and chat card: one object allocated per call. */
export function resolvePowerRoll(input: PowerRollInput): PowerRollResult {
  const natural = input.dice[0] + input.dice[1];
  const netEdge = resolveNetEdge(input.edges, input.banes);
  // R-PR-5: bonuses/penalties are summed before edges and banes and never capped.
  const total = natural + input.characteristic + (input.bonus ?? 0) + edgeModifier(netEdge);
  const critical = isNaturalCritical(natural, input.criticalAt);
  const forced = automaticTier(input.automaticTiers);
  let tier: Tier;
  if (forced !== null) {
    // R-PR-7: automatic tiers override edges, banes, bonuses — and, per the contract, everything else.
    tier = forced;
  } else if (critical) {
    tier = 3; // R-PR-6
  } else {
    tier = tierOf(total);
    if (netEdge === "doubleEdge") tier = tier === 1 ? 2 : 3;
    else if (netEdge === "doubleBane") tier = tier === 3 ? 2 : 1;
  }
  return { natural, total, tier, critical, netEdge };
}

/**
 * R-PR-9: a natural 19/20 on an ability roll is a critical hit only when the ability is used as a main
 * action (also off-turn, e.g. a signature ability granted as a free triggered action is still a main
 * action ability — pass the ability's own type). Maneuvers and other types never crit.
 */
export function isCriticalHit(roll: Pick<PowerRollResult, "critical">, actionType: ActionType): boolean {
  return roll.critical && actionType === "main";
}

/**
 * R-PR-8: the roller may take a lower tier; a higher choice is ignored (the tier never rises).
 * `critical` is kept, so a downgraded crit still grants its extra main action (R-PR-9).
 */
export function downgradeTier<R extends Pick<PowerRollResult, "tier">>(result: R, chosenTier: Tier): R {
  if (chosenTier >= result.tier) return result;
  return { ...result, tier: chosenTier };
}

export interface OpposedRollInput {
  dice: readonly [number, number];
  characteristic: number;
  bonus?: number;
  edges?: number;
  banes?: number;
  /**
   * Net automatic tier shifts (+1 per "automatic tier up", −1 per "automatic tier down"). R-PR-12
   * turns each into ±4. Several shifts add up: the seed gives no cap for opposed rolls.
   */
  tierShift?: number;
}

/**
 * R-PR-12: opposed power rolls use no tiers. A net edge/bane is ±2, a double edge/bane ±4, an automatic
 * tier up/down ±4. Natural 19/20 has no special effect (no rewards, no tiers).
 */
export function opposedRollTotal(input: OpposedRollInput): number {
  const net = resolveNetEdge(input.edges, input.banes);
  const edge = net === "doubleEdge" ? 4 : net === "doubleBane" ? -4 : edgeModifier(net);
  return (
    input.dice[0] +
    input.dice[1] +
    input.characteristic +
    (input.bonus ?? 0) +
    edge +
    4 * (input.tierShift ?? 0)
  );
}

/** R-PR-12: the higher total wins; a tie leaves the situation unchanged. */
export function opposedWinner(a: number, b: number): "a" | "b" | "tie" {
  if (a > b) return "a";
  if (b > a) return "b";
  return "tie";
}

/** R-PR-11: halving always rounds down (e.g. Parry halves 7 damage to 3). */
export function halveRoundDown(value: number): number {
  return Math.floor(value / 2);
}
