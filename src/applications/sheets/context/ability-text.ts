/**
 * Turns an ability's data into the words of a Draw Steel ability block: distance, target, tier lines.
 * Formulas are shown as written ("2 + M"), never evaluated: damage maths belongs to src/rules.
 */
import type { Characteristic } from "../../../rules/types.ts";
import { damageWithKitBonus, distancesWithKitBonus, type KitBonusForAbility } from "../../../rules/index.ts";
import type { AbilitySystem, TierCondition, TierData } from "./item-data.ts";
import type { PotencyData } from "./system-data.ts";
import { joinOr, keyPart, localizeOr, type Localizer } from "../../../i18n.ts";

const CHARACTERISTIC_ORDER: readonly Characteristic[] = [
  "might",
  "agility",
  "reason",
  "intuition",
  "presence",
];

/** The characteristics of a power roll in book order (a Set has insertion order, the book does not). */
export function orderedCharacteristics(set: ReadonlySet<Characteristic>): Characteristic[] {
  return CHARACTERISTIC_ORDER.filter((c) => set.has(c));
}

export function characteristicAbbr(i18n: Localizer, c: Characteristic): string {
  return i18n.localize(`STEELBOUND.Characteristic.${keyPart(c)}.Abbr`);
}

export function characteristicLabel(i18n: Localizer, c: Characteristic): string {
  return i18n.localize(`STEELBOUND.Characteristic.${keyPart(c)}.Label`);
}

const NO_DISTANCE_BONUS: KitBonusForAbility["distance"] = { melee: 0, ranged: 0 };

/** R-AB-2: "Melee 1", "3 cube within 10", "5 × 1 line within 1" … with the kit's distance bonus (R-HERO-KIT-DISTANCE). */
export function distanceText(
  i18n: Localizer,
  d: AbilitySystem["distance"],
  bonus: KitBonusForAbility["distance"] = NO_DISTANCE_BONUS,
): string {
  const key = `STEELBOUND.Ability.Distance.${keyPart(d.type)}`;
  if (d.type === "special") return d.text || i18n.localize(key);
  const { melee, ranged } = distancesWithKitBonus(d, bonus);
  const text = i18n.format(key, {
    melee,
    ranged,
    size: d.size,
    length: d.length,
    width: d.width,
    within: d.within,
  });
  return d.text ? `${text} (${d.text})` : text;
}

export function targetText(i18n: Localizer, t: AbilitySystem["target"]): string {
  if (t.text) return t.text;
  if (t.count === 0) return i18n.localize("STEELBOUND.Ability.Target.Special");
  if (t.count === 1) return i18n.localize("STEELBOUND.Ability.Target.One");
  return i18n.format("STEELBOUND.Ability.Target.Many", { count: t.count });
}

/** "Power Roll + Might or Agility" (R-PR-1); null when the ability has no power roll. */
export function powerRollLabel(i18n: Localizer, chars: ReadonlySet<Characteristic>): string | null {
  const ordered = orderedCharacteristics(chars);
  if (ordered.length === 0) return null;
  const names = joinOr(
    i18n,
    ordered.map((c) => characteristicLabel(i18n, c)),
  );
  return i18n.format("STEELBOUND.Ability.PowerRoll", { characteristics: names });
}

function damageText(
  i18n: Localizer,
  tier: TierData,
  chars: readonly Characteristic[],
  kitBonus: number,
): string | null {
  const { characteristic, type } = tier.damage;
  if (tier.damage.value <= 0 && !characteristic) return null;
  const value = damageWithKitBonus(tier.damage.value, kitBonus);
  const amount =
    characteristic && chars.length > 0
      ? `${value} + ${joinOr(
          i18n,
          chars.map((c) => characteristicAbbr(i18n, c)),
        )}`
      : String(value);
  if (type === "untyped") return i18n.format("STEELBOUND.Ability.DamageLine", { amount });
  const typeLabel = i18n.localize(`STEELBOUND.DamageType.${keyPart(type)}`);
  return i18n.format("STEELBOUND.Ability.DamageLineTyped", { amount, type: typeLabel });
}

/** R-AB-6: "A < 2 slowed (save ends)"; the number comes from the actor's derived potency when known. */
function conditionText(
  i18n: Localizer,
  c: TierCondition,
  potency: PotencyData | null,
  // A custom effect's own name is shown as written.
  name = localizeOr(i18n, `STEELBOUND.Ability.InlineCondition.${keyPart(c.condition)}`, c.condition),
): string {
  const duration = i18n.localize(`STEELBOUND.Ability.Duration.${keyPart(c.duration)}`);
  const effect = i18n.format("STEELBOUND.Ability.ConditionLine", { condition: name, duration });
  if (c.potency.strength === "none") return effect;
  const threshold = potency
    ? String(potency[c.potency.strength])
    : i18n.localize(`STEELBOUND.Ability.Potency.${keyPart(c.potency.strength)}`);
  return i18n.format("STEELBOUND.Ability.PotencyLine", {
    characteristic: characteristicAbbr(i18n, c.potency.characteristic),
    potency: threshold,
    effect,
  });
}

function forcedText(i18n: Localizer, forced: TierData["forced"]): string | null {
  if (forced.kind === "") return null;
  const line = i18n.format(`STEELBOUND.Ability.Forced.${keyPart(forced.kind)}`, {
    distance: forced.distance,
  });
  return forced.vertical ? i18n.format("STEELBOUND.Ability.Forced.Vertical", { movement: line }) : line;
}

/**
 * One tier line of the power roll, parts joined as the book writes them ("8 damage; push 2"); `kitBonus` is
 * the owner's kit damage bonus for this tier (R-HERO-KIT-DAMAGE), shown folded into the damage.
 */
export function tierText(
  i18n: Localizer,
  tier: TierData,
  chars: ReadonlySet<Characteristic>,
  potency: PotencyData | null,
  kitBonus = 0,
): string {
  const ordered = orderedCharacteristics(chars);
  const parts = [
    damageText(i18n, tier, ordered, kitBonus),
    forcedText(i18n, tier.forced),
    ...tier.conditions.map((c) => conditionText(i18n, c, potency)),
    ...tier.customEffects.map((e) => conditionText(i18n, { ...e, condition: "" }, potency, e.name)),
    tier.text || null,
  ].filter((p): p is string => p !== null && p !== "");
  return parts.length > 0 ? parts.join("; ") : i18n.localize("STEELBOUND.Ability.NoEffect");
}
