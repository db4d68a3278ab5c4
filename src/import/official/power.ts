/**
 * The power roll of an official ability: `power.roll` and the keyed `power.effects`, each effect holding
 * three tiers. Steelbound's tiers hold one damage, conditions gated by potency and one forced movement
 * (R-AB-3, R-AB-4, R-AB-6). Every effect type has a handler in EFFECT_HANDLERS; a shape Steelbound cannot
 * hold goes to `unmapped` with a why, and its display text is kept in the tier's text so nothing a player
 * reads is lost. Adding a shape = adding (or extending) one handler.
 */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import { IMPOSED_CONDITIONS } from "../../data/vocabulary.ts";
import { isObject, numberOf, type JsonObject, type Reader } from "./context.ts";
import type { Owner } from "./shared.ts";

export const TIERS = ["tier1", "tier2", "tier3"] as const;
export type TierKey = (typeof TIERS)[number];

// Type aliases, not interfaces: the converted document is typed as JSON, which needs index signatures.
type TierCondition = {
  condition: string;
  potency: { characteristic: string; strength: string };
  duration: string;
};
export type Tier = {
  damage: { value: number; characteristic: boolean; type: string };
  conditions: TierCondition[];
  forced: { kind: string; distance: number; vertical: boolean };
  text: string[];
};

export function emptyTier(): Tier {
  return {
    damage: { value: 0, characteristic: false, type: "untyped" },
    conditions: [],
    forced: { kind: "", distance: 0, vertical: false },
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
const DURATIONS: Record<string, string> = {
  turn: "eot",
  save: "save",
  "": "encounter",
  encounter: "encounter",
};
const LETTER: Record<string, string> = {
  might: "M",
  agility: "A",
  reason: "R",
  intuition: "I",
  presence: "P",
};

/** Tier potency; tiers 2 and 3 leave the characteristic blank to mean "as tier 1" (official behaviour). */
function potencyOf(ctx: EffectContext, kind: string, tier: TierKey) {
  const at = (t: TierKey, key: string) => ctx.reader.str(`${ctx.base}.${kind}.${t}.potency.${key}`);
  const own = at(tier, "characteristic");
  const characteristic = own === "" ? at("tier1", "characteristic") : own;
  // A blank potency value means the tier's usual strength (weak, average, strong by tier).
  const value = ctx.reader.str(`${ctx.base}.${kind}.${tier}.potency.value`) || DEFAULT_POTENCY[tier];
  return { characteristic, value, strength: STRENGTHS[value] ?? null, fixed: numberOf(value) };
}

/** The display text with the official placeholders filled in from what the tier holds. */
function display(ctx: EffectContext, kind: string, tier: TierKey): string {
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

/**
 * Damage as the official data writes it: "7", "3 + @chr" (R-AB-4: plus the roll's characteristic) or a
 * sum of numbers ("7+5"). Anything else (a level-scaled formula) is not a number Steelbound can hold.
 */
export function damageValue(raw: unknown): { value: number | null; characteristic: boolean } {
  const plain = numberOf(raw);
  if (plain !== null || typeof raw !== "string") return { value: plain, characteristic: false };
  const terms = raw.split("+").map((t) => t.trim());
  const characteristic = terms.includes("@chr");
  const numbers = terms.filter((t) => t !== "@chr").map(numberOf);
  if (numbers.length === 0 || numbers.some((n) => n === null)) return { value: null, characteristic: false };
  return { value: numbers.reduce<number>((sum, n) => sum + (n ?? 0), 0), characteristic };
}

const damage: EffectHandler = (ctx) => {
  const placed = ctx.damagePlaced;
  for (const tier of TIERS) {
    const path = `${ctx.base}.damage.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    const raw = ctx.reader.get(`${path}.value`);
    const { value, characteristic } = damageValue(raw);
    const types = ctx.reader.strings(`${path}.types`);
    ctx.reader.use(`${path}.potency`);
    if (placed) continue; // left for finish(): a tier holds one damage
    ctx.reader.use(`${path}.value`);
    if (value === null) {
      if (typeof raw === "string" && raw.trim() !== "") {
        ctx.tiers[tier].text.push(`${raw} damage`);
        ctx.reader.note(`${path}.value`, "damage formula, not a number: kept as tier text");
      }
      continue;
    }
    const target = ctx.tiers[tier].damage;
    Object.assign(target, { value, characteristic });
    const type = types.find((t) => (DAMAGE_TYPES as readonly string[]).includes(t));
    if (type) target.type = type;
    if (types.length > 1) {
      ctx.reader.note(`${path}.types`, "more than one damage type: Steelbound tiers hold one");
      ctx.tiers[tier].text.push(`${value} ${types.join(" or ")} damage`);
    }
    if (ctx.reader.strings(`${path}.ignoredImmunities`).length > 0)
      ctx.reader.note(`${path}.ignoredImmunities`, "damage that ignores immunity is not modelled yet");
  }
  if (placed) {
    for (const tier of TIERS)
      for (const key of ["value", "types"]) ctx.reader.use(`${ctx.base}.damage.${tier}.${key}`);
    ctx.reader.note(`${ctx.base}.damage`, "a second damage effect: Steelbound tiers hold one damage");
  }
  ctx.damagePlaced = true;
};

const applied: EffectHandler = (ctx) => {
  for (const tier of TIERS) {
    const path = `${ctx.base}.applied.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    const given = ctx.reader.get(`${path}.effects`);
    const effects = isObject(given) ? given : {};
    const p = potencyOf(ctx, "applied", tier);
    let complete = true;
    for (const [key, spec] of Object.entries(effects)) {
      const gate = isObject(spec) && typeof spec["condition"] === "string" ? spec["condition"] : "";
      const end = isObject(spec) && typeof spec["end"] === "string" ? spec["end"] : "";
      const duration = DURATIONS[end];
      const strength = gate === "always" || p.characteristic === "none" ? "none" : p.strength;
      const known = (IMPOSED_CONDITIONS as readonly string[]).includes(key);
      const why = !known
        ? "non-condition effect (a custom status): kept as tier text"
        : gate === "success"
          ? "effect applies when the target resists the potency: kept as tier text"
          : strength === null
            ? `fixed potency ${p.value}: kept as tier text`
            : duration === undefined
              ? `effect ends "${end}": kept as tier text`
              : null;
      if (why) {
        ctx.reader.note(`${path}.effects.${key}`, why);
        complete = false;
        continue;
      }
      const characteristic = (CHARACTERISTICS as readonly string[]).includes(p.characteristic)
        ? p.characteristic
        : "might";
      ctx.tiers[tier].conditions.push({
        condition: key,
        potency: { characteristic, strength: strength ?? "none" },
        duration: duration ?? "encounter",
      });
      ctx.reader.use(`${path}.effects.${key}`);
    }
    if (p.fixed !== null) ctx.reader.note(`${path}.potency.value`, `fixed potency ${p.value}`);
    ctx.reader.use(`${path}.potency`);
    const shown = display(ctx, "applied", tier);
    if ((!complete || Object.keys(effects).length === 0) && shown) ctx.tiers[tier].text.push(shown);
    ctx.reader.use(`${path}.display`);
  }
};

const forced: EffectHandler = (ctx) => {
  for (const tier of TIERS) {
    const path = `${ctx.base}.forced.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    // The official model fills a tier's missing movement with push and its missing distance with 1.
    const given = ctx.reader.get(`${path}.movement`);
    const kinds = given === undefined ? ["push"] : ctx.reader.strings(`${path}.movement`);
    const distance =
      ctx.reader.get(`${path}.distance`) === undefined ? 1 : ctx.reader.maybe(`${path}.distance`);
    const properties = ctx.reader.strings(`${path}.properties`);
    const p = potencyOf(ctx, "forced", tier);
    ctx.reader.use(`${path}.potency`);
    if (p.fixed !== null)
      ctx.reader.note(`${path}.potency.value`, `fixed potency ${p.value} on forced movement`);
    const target = ctx.tiers[tier].forced;
    const kind = kinds[0];
    if (kind && distance !== null && target.kind === "") {
      Object.assign(target, { kind, distance, vertical: properties.includes("vertical") });
      if (kinds.length > 1)
        ctx.reader.note(`${path}.movement`, "a choice of forced movements: the first is kept");
      if (properties.includes("ignoresImmunity"))
        ctx.reader.note(`${path}.properties`, "forced movement that ignores stability is not modelled yet");
    } else if (distance !== null) ctx.reader.note(`${path}.distance`, "a second forced movement in one tier");
    const shown = display(ctx, "forced", tier);
    const raw = ctx.reader.str(`${path}.display`);
    if (raw.replace(/\{\{(forced|potency)\}\}/g, "").trim() !== "" && shown) ctx.tiers[tier].text.push(shown);
  }
};

/** Free-form effects: their text goes to the tier; their numbers (if any) to unmapped. */
const other: EffectHandler = (ctx) => {
  for (const tier of TIERS) {
    const path = `${ctx.base}.other.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    const shown = display(ctx, "other", tier);
    if (shown) ctx.tiers[tier].text.push(shown);
    ctx.reader.use(`${path}.potency.characteristic`);
    const p = potencyOf(ctx, "other", tier);
    if (p.fixed !== null) ctx.reader.note(`${path}.potency.value`, `fixed potency ${p.value}`);
    ctx.reader.use(`${path}.potency`);
  }
};

/** Gaining or losing a heroic resource or surges per tier: no Steelbound tier field yet. */
const resource: EffectHandler = (ctx) => {
  ctx.reader.note(`${ctx.base}.resource`, "resource gain per tier is not modelled yet");
};

export const EFFECT_HANDLERS: Record<string, EffectHandler> = { damage, applied, forced, other, resource };

/** The characteristics the roll adds, or null when the formula is something Steelbound cannot roll. */
export function rollCharacteristics(reader: Reader, owner: Owner, hasTiers: boolean): string[] {
  const formula = reader.str("power.roll.formula").trim();
  const listed = reader.strings("power.roll.characteristics");
  const fixed = numberOf(formula);
  if (fixed !== null)
    reader.note("power.roll.formula", `fixed power roll bonus +${fixed}: Steelbound rolls a characteristic`);
  if (listed.length > 0) return listed;
  if (!hasTiers || fixed !== null) return [];
  if (owner.highest.length > 0) return owner.highest.slice(0, 1);
  reader.unmapped.push({
    uuid: reader.uuid,
    field: "system.power.roll.characteristics",
    why: "rolls with its owner's highest characteristic; imported without an owner, so no power roll",
  });
  return [];
}
