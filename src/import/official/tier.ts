/**
 * The shape an official ability's power effects are read into (Steelbound's tiers, R-AB-3, R-AB-4, R-AB-6),
 * and the potency an official tier states, shared by every effect handler (power.ts, applied.ts).
 */
import { CHARACTERISTICS } from "../../rules/types.ts";
import { numberOf, type JsonObject, type Reader } from "./context.ts";
import type { CustomEffect } from "./custom-effect.ts";

export const TIERS = ["tier1", "tier2", "tier3"] as const;
export type TierKey = (typeof TIERS)[number];

// Type aliases, not interfaces: the converted document is typed as JSON, which needs index signatures.
export type Potency = { characteristic: string; strength: string; offset: number; value: number };
export type TierCondition = {
  condition: string;
  potency: Potency;
  duration: string;
  otherwise: { condition: string; duration: string };
};
type DamageEntry = { value: number; characteristic: boolean; type: string };
export type Tier = {
  /** `formula`: the rolled damage as a formula with dice or roll data ("2d6+7+@chr"), "" = none. */
  damage: DamageEntry & { types: string[]; extra: DamageEntry; formula: string; ignoresImmunity: boolean };
  conditions: TierCondition[];
  customEffects: CustomEffect[];
  forced: {
    kind: string;
    distance: number;
    vertical: boolean;
    or: string;
    bonus: string;
    potency: Potency;
    ignoresStability: boolean;
  };
  text: string[];
};

export const UNGATED: Potency = { characteristic: "might", strength: "none", offset: 0, value: 0 };

export function emptyTier(): Tier {
  return {
    damage: {
      value: 0,
      characteristic: false,
      type: "untyped",
      types: [],
      extra: { value: 0, characteristic: false, type: "untyped" },
      formula: "",
      ignoresImmunity: false,
    },
    conditions: [],
    customEffects: [],
    forced: {
      kind: "",
      distance: 0,
      vertical: false,
      or: "",
      bonus: "",
      potency: { ...UNGATED },
      ignoresStability: false,
    },
    text: [],
  };
}

/** What a handler works on: the reader, the effect's path in it, and the three tiers being filled. */
export interface EffectContext {
  reader: Reader;
  base: string;
  tiers: Record<TierKey, Tier>;
  /** Whether a damage effect was already placed (a tier holds one damage). */
  damagePlaced: boolean;
  /** The item's own ActiveEffects by id: an applied effect that is not a status names one of them. */
  effects: Record<string, JsonObject>;
  /** Who bears a custom effect: the user when the ability targets only its user, else the target. */
  bearer: "target" | "self";
  /** Ids of the item's ActiveEffects imported as custom effects. */
  mapped: Set<string>;
}
export type EffectHandler = (ctx: EffectContext, effect: JsonObject) => void;

const STRENGTHS: Record<string, string> = {
  "@potency.weak": "weak",
  "@potency.average": "average",
  "@potency.strong": "strong",
};
const DEFAULT_POTENCY: Record<TierKey, string> = {
  tier1: "@potency.weak",
  tier2: "@potency.average",
  tier3: "@potency.strong",
};
const LETTER: Record<string, string> = {
  might: "M",
  agility: "A",
  reason: "R",
  intuition: "I",
  presence: "P",
};

/**
 * Tier potency; a blank characteristic in tier 2 or 3 means "as the tier before" (official
 * AppliedPowerRollEffect#prepareDerivedData chains it: tier 3 takes tier 2's, which may be tier 1's).
 */
export function potencyOf(ctx: EffectContext, kind: string, tier: TierKey) {
  const at = (t: TierKey, key: string) => ctx.reader.str(`${ctx.base}.${kind}.${t}.potency.${key}`);
  const upTo = TIERS.slice(0, TIERS.indexOf(tier) + 1).reverse();
  const characteristic = upTo.map((t) => at(t, "characteristic")).find((c) => c !== "") ?? "";
  // A blank potency value means the tier's usual strength (weak, average, strong by tier).
  const value = ctx.reader.str(`${ctx.base}.${kind}.${tier}.potency.value`) || DEFAULT_POTENCY[tier];
  // "@potency.weak+1": a strength with an offset (R-AB-6).
  const [name = "", plus] = value.split("+").map((t) => t.trim());
  const offset = plus === undefined ? 0 : numberOf(plus);
  const strength = offset === null ? null : (STRENGTHS[name] ?? null);
  return { characteristic, value, strength, offset: offset ?? 0, fixed: numberOf(value) };
}

/** The gate Steelbound stores (R-AB-6): a strength plus offset, a fixed number, or null when unreadable. */
export function gateOf(p: ReturnType<typeof potencyOf>): Potency | null {
  const characteristic = (CHARACTERISTICS as readonly string[]).includes(p.characteristic)
    ? p.characteristic
    : "might";
  if (p.fixed !== null) return { characteristic, strength: "fixed", offset: 0, value: Math.max(0, p.fixed) };
  if (p.strength === null) return null;
  return { characteristic, strength: p.strength, offset: p.offset, value: 0 };
}

/** The display text with the official placeholders filled in from what the tier holds. */
export function display(ctx: EffectContext, kind: string, tier: TierKey): string {
  const raw = ctx.reader.str(`${ctx.base}.${kind}.${tier}.display`);
  const p = potencyOf(ctx, kind, tier);
  const letter = LETTER[p.characteristic] ?? "";
  const potency = letter ? `${letter} < ${p.strength ?? p.value}` : "";
  const forced = ctx.tiers[tier].forced;
  return raw
    .replaceAll("{{potency}}", potency)
    .replaceAll("{{forced}}", forced.kind ? `${forced.kind} ${forced.distance}` : "")
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/^[\s,;]+|[\s,;]+$/g, "");
}
