/**
 * Official applied effects: standard conditions (R-AB-6 potency, R-AB-11 durations, "otherwise" when
 * resisted) and custom effects naming one of the item's ActiveEffects (docs/DATA.md `customEffects`).
 * What neither can hold goes to `unmapped`, its sentence kept as tier text.
 */
import { IMPOSED_CONDITIONS } from "../../data/vocabulary.ts";
import { isObject } from "./context.ts";
import { customText, ownEnd } from "./custom-effect.ts";
import { effectChanges } from "./effects.ts";
import {
  TIERS,
  UNGATED,
  display,
  gateOf,
  potencyOf,
  type EffectHandler,
  type EffectContext,
  type TierCondition,
  type TierKey,
} from "./tier.ts";

const DURATIONS: Record<string, string> = {
  turn: "eot",
  save: "save",
  "": "encounter",
  encounter: "encounter",
  // R-VX-2: "until the next respite" is a Steelbound duration since session 17 (docs/DATA.md).
  respite: "respite",
};

export const applied: EffectHandler = (ctx) => {
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
        // The item's own id for it (a re-keyed copy is named by its compendium id, custom-effect.ts).
        const id = text(custom["_id"]) || key;
        const { changes, unmapped } = effectChanges(custom, ctx.reader.uuid, `effects.${id}`);
        for (const u of unmapped)
          if (!ctx.reader.unmapped.some((n) => n.field === u.field)) ctx.reader.unmapped.push(u);
        ctx.tiers[tier].customEffects.push({
          name: text(custom["name"]) || key,
          text: customText(sentence(ctx, tier), custom),
          changes,
          potency,
          bearer: ctx.bearer,
          duration,
        });
        ctx.mapped.add(id);
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
