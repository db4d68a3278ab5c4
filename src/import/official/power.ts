/**
 * The power roll of an official ability: `power.roll` and the keyed `power.effects`, each effect holding
 * three tiers. Steelbound's tiers hold two damage entries, conditions and custom effects gated by potency
 * (applied.ts) and one forced movement (R-AB-3, R-AB-4, R-AB-6). Every effect type has a handler in EFFECT_HANDLERS; a shape Steelbound cannot
 * hold goes to `unmapped` with a why, and its display text is kept in the tier's text so nothing a player
 * reads is lost. Adding a shape = adding (or extending) one handler.
 */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import { isObject, numberOf, type Reader } from "./context.ts";
import type { Owner } from "./shared.ts";
import { applied } from "./applied.ts";
import { officialFormula } from "./markup.ts";
import { TIERS, UNGATED, display, gateOf, potencyOf, type EffectHandler } from "./tier.ts";

export { TIERS, emptyTier, type EffectContext, type EffectHandler, type Tier, type TierKey } from "./tier.ts";

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
    // R-DM-2: "ignoredImmunities": ["all"] is damage that ignores every immunity of the target.
    const ignored = ctx.reader.strings(`${path}.ignoredImmunities`);
    const ignoresAll = ignored.includes("all");
    ctx.reader.use(`${path}.ignoredImmunities`);
    if (ignored.length > 0 && (!ignoresAll || second))
      ctx.reader.note(
        `${path}.ignoredImmunities`,
        second
          ? "a second damage entry that ignores immunity: imported respecting immunity"
          : "damage that ignores only some immunities: imported respecting immunity",
      );
    const ignoresImmunity = ignoresAll && !second;
    if (value === null) {
      // "2d6 + 7 + @chr", "5 + @level": the tier's rolled damage as a formula (src/rules/formula.ts).
      const formula = typeof raw === "string" && !second ? officialFormula(raw) : null;
      if (formula !== null) {
        const [type, ...others] = types;
        Object.assign(ctx.tiers[tier].damage, {
          formula,
          ignoresImmunity,
          ...(type ? { type, types: others } : {}),
        });
      } else if (typeof raw === "string" && raw.trim() !== "") {
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
    Object.assign(held, { value, characteristic, ignoresImmunity });
    // "fire or cold damage": the first type, and the others the user may pick when rolling.
    const [type, ...others] = types;
    if (type) Object.assign(held, { type, types: others });
  }
  ctx.damagePlaced = true;
};

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
    ctx.reader.use(`${path}.properties`);
    // The official property "ignoresImmunity" of a forced movement is its "ignores stability" (R-MV-8).
    const ignoresStability = properties.includes("ignoresImmunity");
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
        ignoresStability,
      });
      if (more.length > 0)
        ctx.reader.note(`${path}.movement`, "a choice of three forced movements: two are kept");
      // The official potency of a forced tier is display only ({{potency}}); Steelbound reads it as the
      // movement's gate, but next to "ignores stability" the book gates only the ignoring.
      if (ignoresStability && gated)
        ctx.reader.note(
          `${path}.potency`,
          "a potency that gates only ignoring stability: imported gating the whole movement",
        );
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
  // R-MO-1: with no owner to read, the roll offers all five; the use picks the user's highest
  // (src/flows/use-ability-power-roll.ts), which is what "the owner's highest characteristic" means.
  return [...CHARACTERISTICS];
}
