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
import { customText, ownEnd, type CustomEffect } from "./custom-effect.ts";
import type { Owner } from "./shared.ts";

export const TIERS = ["tier1", "tier2", "tier3"] as const;
export type TierKey = (typeof TIERS)[number];

// Type aliases, not interfaces: the converted document is typed as JSON, which needs index signatures.
type Potency = { characteristic: string; strength: string; offset: number; value: number };
type TierCondition = {
  condition: string;
  potency: Potency;
  duration: string;
  otherwise: { condition: string; duration: string };
};
type DamageEntry = { value: number; characteristic: boolean; type: string };
export type Tier = {
  damage: DamageEntry & { types: string[]; extra: DamageEntry };
  conditions: TierCondition[];
  customEffects: CustomEffect[];
  forced: { kind: string; distance: number; vertical: boolean; or: string; bonus: string; potency: Potency };
  text: string[];
};

const UNGATED: Potency = { characteristic: "might", strength: "none", offset: 0, value: 0 };

export function emptyTier(): Tier {
  return {
    damage: {
      value: 0,
      characteristic: false,
      type: "untyped",
      types: [],
      extra: { value: 0, characteristic: false, type: "untyped" },
    },
    conditions: [],
    customEffects: [],
    forced: { kind: "", distance: 0, vertical: false, or: "", bonus: "", potency: { ...UNGATED } },
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

/**
 * Tier potency; a blank characteristic in tier 2 or 3 means "as the tier before" (official
 * AppliedPowerRollEffect#prepareDerivedData chains it: tier 3 takes tier 2's, which may be tier 1's).
 */
function potencyOf(ctx: EffectContext, kind: string, tier: TierKey) {
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
function gateOf(p: ReturnType<typeof potencyOf>): Potency | null {
  const characteristic = (CHARACTERISTICS as readonly string[]).includes(p.characteristic)
    ? p.characteristic
    : "might";
  if (p.fixed !== null) return { characteristic, strength: "fixed", offset: 0, value: Math.max(0, p.fixed) };
  if (p.strength === null) return null;
  return { characteristic, strength: p.strength, offset: p.offset, value: 0 };
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
  const second = ctx.damagePlaced;
  for (const tier of TIERS) {
    const path = `${ctx.base}.damage.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    const raw = ctx.reader.get(`${path}.value`);
    const { value, characteristic } = damageValue(raw);
    const types = ctx.reader
      .strings(`${path}.types`)
      .filter((t) => (DAMAGE_TYPES as readonly string[]).includes(t));
    ctx.reader.use(`${path}.potency`);
    ctx.reader.use(`${path}.value`);
    ctx.reader.use(`${path}.types`);
    if (value === null) {
      if (typeof raw === "string" && raw.trim() !== "") {
        ctx.tiers[tier].text.push(`${raw} damage`);
        ctx.reader.note(`${path}.value`, "damage formula, not a number: kept as tier text");
      }
      continue;
    }
    const held = ctx.tiers[tier].damage;
    // "5 damage; and 2 fire damage": a second damage effect is the tier's second entry (one type).
    if (second) {
      if (held.extra.value > 0 || types.length > 1) {
        ctx.reader.note(path, "a third damage effect, or a second with a choice of types: kept as tier text");
        ctx.tiers[tier].text.push(`${value} ${types.join(" or ")} damage`);
      } else Object.assign(held.extra, { value, characteristic, type: types[0] ?? "untyped" });
      continue;
    }
    Object.assign(held, { value, characteristic });
    // "fire or cold damage": the first type, and the others the user may pick when rolling.
    const [type, ...others] = types;
    if (type) Object.assign(held, { type, types: others });
    if (ctx.reader.strings(`${path}.ignoredImmunities`).length > 0)
      ctx.reader.note(`${path}.ignoredImmunities`, "damage that ignores immunity is not modelled yet");
  }
  ctx.damagePlaced = true;
};

const applied: EffectHandler = (ctx) => {
  for (const tier of TIERS) {
    const path = `${ctx.base}.applied.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    const given = ctx.reader.get(`${path}.effects`);
    const effects = isObject(given) ? given : {};
    const gate = gateOf(potencyOf(ctx, "applied", tier));
    const ungated = potencyOf(ctx, "applied", tier).characteristic === "none";
    let complete = true;
    const placed: TierCondition[] = [];
    // Effects applied when the target resists ("success") come last: they attach to a gated condition.
    const ordered = Object.entries(effects).sort(
      ([, a], [, b]) => Number(whenOf(a) === "success") - Number(whenOf(b) === "success"),
    );
    for (const [key, spec] of ordered) {
      const when = whenOf(spec);
      const end = isObject(spec) && typeof spec["end"] === "string" ? spec["end"] : "";
      const potency = when === "always" || ungated ? { ...UNGATED } : gate;
      const resisted = placed.find((c) => c.potency.strength !== "none" && c.otherwise.condition === "");
      const known = (IMPOSED_CONDITIONS as readonly string[]).includes(key);
      const custom = known ? undefined : ctx.effects[key];
      const duration = DURATIONS[end || (custom ? ownEnd(custom) : "")];
      const why =
        !known && custom === undefined
          ? "non-condition effect that names no effect of the item: kept as tier text"
          : custom && when === "success"
            ? "a custom effect imposed when the target resists: kept as tier text"
            : when === "success" && resisted === undefined
              ? "effect applies when the target resists, with no gated condition to follow: kept as tier text"
              : potency === null
                ? `potency "${potencyOf(ctx, "applied", tier).value}" is not a strength or a number: kept as tier text`
                : duration === undefined
                  ? `effect ends "${end || (custom ? ownEnd(custom) : "")}": kept as tier text`
                  : null;
      if (why || potency === null || duration === undefined) {
        ctx.reader.note(`${path}.effects.${key}`, why ?? "unreadable effect");
        complete = false;
        continue;
      }
      if (custom) {
        ctx.tiers[tier].customEffects.push({
          name: text(custom["name"]) || key,
          text: customText(sentence(ctx, tier), custom),
          changes: [],
          potency,
          bearer: ctx.bearer,
          duration,
        });
        ctx.mapped.add(key);
      }
      // R-AB-6 "M < 2 restrained (save ends); otherwise slowed (EoT)".
      else if (when === "success" && resisted) resisted.otherwise = { condition: key, duration };
      else {
        const condition = {
          condition: key,
          potency,
          duration,
          otherwise: { condition: "", duration: "eot" },
        };
        placed.push(condition);
        ctx.tiers[tier].conditions.push(condition);
      }
      ctx.reader.use(`${path}.effects.${key}`);
    }
    ctx.reader.use(`${path}.potency`);
    const shown = display(ctx, "applied", tier);
    if ((!complete || Object.keys(effects).length === 0) && shown) ctx.tiers[tier].text.push(shown);
    ctx.reader.use(`${path}.display`);
  }
};

/** A tier's sentence; tiers 2 and 3 without one repeat the tier before, unless the targets roll. */
function sentence(ctx: EffectContext, tier: TierKey): string {
  const own = (t: TierKey) => ctx.reader.str(`${ctx.base}.applied.${t}.display`);
  if (ctx.reader.get("power.roll.reactive") === true) return own(tier);
  const upTo = TIERS.slice(0, TIERS.indexOf(tier) + 1).reverse();
  return upTo.map(own).find((d) => d.trim() !== "") ?? "";
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** When an official applied effect lands: "failure" (gated), "success" (when resisted) or "always". */
function whenOf(spec: unknown): string {
  return isObject(spec) && typeof spec["condition"] === "string" ? spec["condition"] : "";
}

const forced: EffectHandler = (ctx) => {
  for (const tier of TIERS) {
    const path = `${ctx.base}.forced.${tier}`;
    if (!isObject(ctx.reader.get(path))) continue;
    // The official model fills a tier's missing movement with push and its missing distance with 1.
    const given = ctx.reader.get(`${path}.movement`);
    const kinds = given === undefined ? ["push"] : ctx.reader.strings(`${path}.movement`);
    const rawDistance = ctx.reader.get(`${path}.distance`);
    // "2 + @chr": the distance adds the rolled characteristic (R-MV-8 applies after).
    const formula = damageValue(rawDistance);
    const distance = rawDistance === undefined ? 1 : formula.value;
    ctx.reader.use(`${path}.distance`);
    const properties = ctx.reader.strings(`${path}.properties`);
    const p = potencyOf(ctx, "forced", tier);
    // A forced movement is gated only when its potency names a characteristic ("A < 2 push 3").
    const gated = (CHARACTERISTICS as readonly string[]).includes(p.characteristic);
    const gate = gated ? gateOf(p) : { ...UNGATED };
    ctx.reader.use(`${path}.potency`);
    if (gate === null)
      ctx.reader.note(`${path}.potency.value`, `potency "${p.value}" on forced movement is not readable`);
    const target = ctx.tiers[tier].forced;
    const [kind, or = "", ...more] = kinds;
    if (kind && distance !== null && target.kind === "") {
      Object.assign(target, {
        kind,
        distance,
        vertical: properties.includes("vertical"),
        or: or === kind ? "" : or,
        bonus: formula.characteristic ? "roll" : "",
        potency: gate ?? { ...UNGATED },
      });
      if (more.length > 0)
        ctx.reader.note(`${path}.movement`, "a choice of three forced movements: two are kept");
      if (properties.includes("ignoresImmunity"))
        ctx.reader.note(`${path}.properties`, "forced movement that ignores stability is not modelled yet");
    } else if (distance !== null) ctx.reader.note(`${path}.distance`, "a second forced movement in one tier");
    else if (typeof rawDistance === "string" && rawDistance.trim() !== "")
      ctx.reader.note(`${path}.distance`, "forced distance formula, not a number");
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

/** "Power Roll + 2": the official roll formula is a plain number, added in place of a characteristic. */
export function fixedRollBonus(reader: Reader): number | null {
  const fixed = numberOf(reader.str("power.roll.formula").trim());
  return fixed === null ? null : Math.max(-15, Math.min(15, Math.trunc(fixed)));
}

/** The characteristics the roll adds (none for a fixed bonus, docs/DATA.md `power.roll`). */
export function rollCharacteristics(reader: Reader, owner: Owner, hasTiers: boolean): string[] {
  const listed = reader.strings("power.roll.characteristics");
  if (fixedRollBonus(reader) !== null) return [];
  if (listed.length > 0) return listed;
  if (!hasTiers) return [];
  if (owner.highest.length > 0) return owner.highest.slice(0, 1);
  reader.unmapped.push({
    uuid: reader.uuid,
    field: "system.power.roll.characteristics",
    why: "rolls with its owner's highest characteristic; imported without an owner, so no power roll",
  });
  return [];
}
