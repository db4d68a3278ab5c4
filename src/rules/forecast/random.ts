/**
 * The forecast's seeded generator (mulberry32) and the statistics it reports. Nothing here reads a clock or
 * Math.random: the same seed gives the same dice.
 */
import type { Spread } from "./types.ts";

export type Random = () => number;

/** A generator of floats in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One die of `sides` faces. */
export function die(random: Random, sides: number): number {
  return 1 + Math.floor(random() * sides);
}

/** 95 % Wilson score interval of `wins` out of `n`. */
export function wilsonInterval(wins: number, n: number): readonly [number, number] {
  if (n <= 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (centre - margin) / denominator), Math.min(1, (centre + margin) / denominator)];
}

/** The value at fraction `q` of sorted `values` (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p10: quantile(sorted, 0.1), p90: quantile(sorted, 0.9) };
}
