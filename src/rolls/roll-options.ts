/**
 * Steelbound's options on a Roll. Foundry serialises `roll.options` with the chat message (and not
 * `roll.data`), so everything a card needs after a reload lives here, under one key, and is parsed
 * back defensively because it comes from stored JSON.
 */
import { CHARACTERISTICS, type Characteristic, type Tier } from "../rules/types.ts";
import { NATURAL_CRITICAL, criticalThreshold } from "../rules/power-roll.ts";

export type PowerRollKind = "ability" | "test" | "project";

export interface PowerRollOptions {
  kind: PowerRollKind;
  /** The rolled characteristic, or null for a flat roll. */
  characteristic: Characteristic | null;
  /** Its score when rolled (R-PR-1). */
  characteristicValue: number;
  /** Numeric bonuses for every target (R-PR-5; a test's skill +2 included, R-TS-2). */
  bonus: number;
  /** Edges/banes used when the roll has no per-target tally (tests, project rolls). */
  edges: number;
  banes: number;
  automaticTiers: Tier[];
  /** The ability's critical threshold (R-PR-6: 19 unless the ability lowers it). */
  criticalAt: number;
}

export const DEFAULT_POWER_OPTIONS: PowerRollOptions = {
  kind: "ability",
  characteristic: null,
  characteristicValue: 0,
  bonus: 0,
  edges: 0,
  banes: 0,
  automaticTiers: [],
  criticalAt: NATURAL_CRITICAL,
};

function int(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

/** Reads Steelbound's options from a (possibly restored) Roll's options object. */
export function readPowerOptions(options: unknown): PowerRollOptions {
  const raw =
    typeof options === "object" && options !== null
      ? (options as Record<string, unknown>)["steelbound"]
      : null;
  if (typeof raw !== "object" || raw === null) return { ...DEFAULT_POWER_OPTIONS };
  const o = raw as Record<string, unknown>;
  const kind = o["kind"] === "test" || o["kind"] === "project" ? o["kind"] : "ability";
  const characteristic = CHARACTERISTICS.find((c) => c === o["characteristic"]) ?? null;
  const tiers = Array.isArray(o["automaticTiers"]) ? (o["automaticTiers"] as unknown[]) : [];
  return {
    kind,
    characteristic,
    characteristicValue: int(o["characteristicValue"], 0),
    bonus: int(o["bonus"], 0),
    edges: Math.max(0, int(o["edges"], 0)),
    banes: Math.max(0, int(o["banes"], 0)),
    automaticTiers: tiers.filter((t): t is Tier => t === 1 || t === 2 || t === 3),
    criticalAt: criticalThreshold(int(o["criticalAt"], NATURAL_CRITICAL)),
  };
}
