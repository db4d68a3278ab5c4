/**
 * Turns an ability's data into the words of a Draw Steel ability block: distance, target, tier lines.
 * Formulas are shown as written ("2 + M"), never evaluated: damage maths belongs to src/rules.
 */
import type { Characteristic } from "../../../rules/types.ts";
import { damageWithKitBonus, type KitBonusForAbility } from "../../../rules/index.ts";
import { abilityDistanceText } from "../../../documents/ability-distance.ts";
import type { AbilitySystem, PotencyGate, TierCondition, TierData } from "./item-data.ts";
import type { PotencyData } from "./system-data.ts";
import { joinOr, keyFor, keyPart, localizeOr, type Localizer } from "../../../i18n.ts";

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

function characteristicKeys(c: Characteristic): { abbr: string; label: string } {
  const base = `STEELBOUND.Characteristic.${keyPart(c)}`;
  return { abbr: `${base}.Abbr`, label: `${base}.Label` };
}

/** Each characteristic's two keys, built once (see keyFor). */
const CHARACTERISTIC_KEYS: Readonly<Record<Characteristic, { abbr: string; label: string }>> = {
  might: characteristicKeys("might"),
  agility: characteristicKeys("agility"),
  reason: characteristicKeys("reason"),
  intuition: characteristicKeys("intuition"),
  presence: characteristicKeys("presence"),
};

export function characteristicAbbr(i18n: Localizer, c: Characteristic): string {
  return i18n.localize(CHARACTERISTIC_KEYS[c].abbr);
}

export function characteristicLabel(i18n: Localizer, c: Characteristic): string {
  return i18n.localize(CHARACTERISTIC_KEYS[c].label);
}

const NO_DISTANCE_BONUS: KitBonusForAbility["distance"] = { melee: 0, ranged: 0 };

/** R-AB-2: "Melee 1", "3 cube within 10", "5 × 1 line within 1" … with the kit's distance bonus (R-HERO-KIT-DISTANCE). */
export function distanceText(
  i18n: Localizer,
  d: AbilitySystem["distance"],
  bonus: KitBonusForAbility["distance"] = NO_DISTANCE_BONUS,
): string {
  // The card's and the roll dialog's words too (src/documents/ability-distance.ts).
  return abilityDistanceText(i18n, d, bonus);
}

export function targetText(i18n: Localizer, t: AbilitySystem["target"]): string {
  if (t.text) return t.text;
  if (t.count === 0) return i18n.localize("STEELBOUND.Ability.Target.Special");
  if (t.count === 1) return i18n.localize("STEELBOUND.Ability.Target.One");
  return i18n.format("STEELBOUND.Ability.Target.Many", { count: t.count });
}

/** "Power Roll + Might or Agility" (R-PR-1); null when the ability has no power roll. */
export function powerRollLabel(
  i18n: Localizer,
  chars: ReadonlySet<Characteristic>,
  roll: { roll: string; fixedBonus: number } = { roll: "characteristic", fixedBonus: 0 },
): string | null {
  // "Power Roll + 2": a fixed bonus stands in for the characteristic.
  if (roll.roll === "fixed")
    return i18n.format("STEELBOUND.Ability.PowerRoll", { characteristics: String(roll.fixedBonus) });
  const ordered = orderedCharacteristics(chars);
  if (ordered.length === 0) return null;
  const names = joinOr(
    i18n,
    ordered.map((c) => characteristicLabel(i18n, c)),
  );
  // Each target tests: its tiers are the target's results, tier 1 the worst for it.
  if (roll.roll === "targetTest")
    return i18n.format("STEELBOUND.Ability.TargetTest", { characteristics: names });
  return i18n.format("STEELBOUND.Ability.PowerRoll", { characteristics: names });
}

/**
 * An ability's rolled characteristics as its three tier lines write them: in book order, and as the letters
 * damage and forced movement add ("M or A"). Worked out once per ability, not once per tier part.
 */
export interface RollCharacteristics {
  ordered: readonly Characteristic[];
  letters: string;
}

export function rollCharacteristics(
  i18n: Localizer,
  chars: ReadonlySet<Characteristic>,
): RollCharacteristics {
  const ordered = orderedCharacteristics(chars);
  return {
    ordered,
    letters: joinOr(
      i18n,
      ordered.map((c) => characteristicAbbr(i18n, c)),
    ),
  };
}

function damageText(
  i18n: Localizer,
  entry: TierData["damage"] | TierData["damage"]["extra"],
  roll: RollCharacteristics,
  kitBonus: number,
): string | null {
  const { characteristic } = entry;
  // A tier whose damage is a formula ("2d6+7+@chr", src/rules/formula.ts) shows it, "@chr" as the roll's letters.
  const formula = "formula" in entry && typeof entry.formula === "string" ? entry.formula : "";
  if (entry.value <= 0 && !characteristic && formula === "") return null;
  const value = damageWithKitBonus(entry.value, kitBonus);
  const written = formula
    .replace(/@chr/g, roll.letters || "chr")
    .replace(/@(\w+)/g, "$1")
    .replace(/([+*-])/g, " $1 ");
  const base = characteristic && roll.ordered.length > 0 ? `${value} + ${roll.letters}` : String(value);
  const amount = formula === "" ? base : value > 0 ? `${written} + ${value}` : written;
  // "fire or cold damage": the tier's own type, then the types the user may pick instead.
  const types =
    "types" in entry && entry.types.size > 0
      ? [entry.type, ...entry.types].filter((t, i, all) => all.indexOf(t) === i)
      : [entry.type];
  if (types.length === 1 && entry.type === "untyped")
    return i18n.format("STEELBOUND.Ability.DamageLine", { amount });
  const typeLabel = joinOr(
    i18n,
    types.map((t) => i18n.localize(keyFor("STEELBOUND.DamageType.", t))),
  );
  return i18n.format("STEELBOUND.Ability.DamageLineTyped", { amount, type: typeLabel });
}

/** R-AB-6: the threshold as the block shows it — a number when known, else "weak + 1" / the fixed number. */
function potencyThreshold(i18n: Localizer, gate: PotencyGate, potency: PotencyData | null): string {
  if (gate.strength === "fixed") return String(gate.value);
  if (gate.strength === "none") return "";
  if (potency) return String(potency[gate.strength] + gate.offset);
  const name = i18n.localize(keyFor("STEELBOUND.Ability.Potency.", gate.strength));
  if (gate.offset === 0) return name;
  return `${name} ${gate.offset > 0 ? "+" : "−"} ${Math.abs(gate.offset)}`;
}

function gated(i18n: Localizer, gate: PotencyGate, potency: PotencyData | null, effect: string): string {
  if (gate.strength === "none") return effect;
  return i18n.format("STEELBOUND.Ability.PotencyLine", {
    characteristic: characteristicAbbr(i18n, gate.characteristic),
    potency: potencyThreshold(i18n, gate, potency),
    effect,
  });
}

function effectLine(i18n: Localizer, name: string, duration: string): string {
  const when = i18n.localize(keyFor("STEELBOUND.Ability.Duration.", duration));
  return i18n.format("STEELBOUND.Ability.ConditionLine", { condition: name, duration: when });
}

function conditionLine(i18n: Localizer, condition: string, duration: string): string {
  const name = localizeOr(i18n, keyFor("STEELBOUND.Ability.InlineCondition.", condition), condition);
  return effectLine(i18n, name, duration);
}

/** R-AB-6: "A < 2 slowed (save ends)"; the number comes from the actor's derived potency when known. */
function conditionText(i18n: Localizer, c: TierCondition, potency: PotencyData | null): string {
  const line = gated(i18n, c.potency, potency, conditionLine(i18n, c.condition, c.duration));
  if (c.potency.strength === "none" || c.otherwise.condition === "") return line;
  const otherwise = conditionLine(i18n, c.otherwise.condition, c.otherwise.duration);
  return i18n.format("STEELBOUND.Ability.OtherwiseLine", { effect: line, otherwise });
}

function forcedText(
  i18n: Localizer,
  forced: TierData["forced"],
  potency: PotencyData | null,
  roll: RollCharacteristics,
): string | null {
  if (forced.kind === "") return null;
  // "push 2 + M": the rolled characteristic shows as the roll's letters ("M or A"), like damage does.
  const added =
    forced.bonus === "roll" ? roll.letters : forced.bonus ? characteristicAbbr(i18n, forced.bonus) : "";
  const distance = added ? `${forced.distance} + ${added}` : String(forced.distance);
  const kindLine = (kind: Exclude<TierData["forced"]["kind"], "">) =>
    i18n.format(keyFor("STEELBOUND.Ability.Forced.", kind), { distance });
  // "push or pull 3": the mover chooses the kind when moving.
  const line =
    forced.or !== "" && forced.or !== forced.kind
      ? i18n.format("STEELBOUND.Ability.Forced.Either", {
          first: kindLine(forced.kind),
          second: kindLine(forced.or),
        })
      : kindLine(forced.kind);
  const vertical = forced.vertical
    ? i18n.format("STEELBOUND.Ability.Forced.Vertical", { movement: line })
    : line;
  // R-MV-8: "slide 5, ignoring stability".
  const movement =
    forced.ignoresStability === true
      ? i18n.format("STEELBOUND.Ability.Forced.IgnoresStability", { movement: vertical })
      : vertical;
  return gated(i18n, forced.potency, potency, movement);
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
  return tierLine(i18n, tier, rollCharacteristics(i18n, chars), potency, kitBonus);
}

/** tierText with the ability's rolled characteristics already worked out (an ability block's three tiers). */
export function tierLine(
  i18n: Localizer,
  tier: TierData,
  roll: RollCharacteristics,
  potency: PotencyData | null,
  kitBonus = 0,
): string {
  const parts: string[] = [];
  const add = (part: string | null) => {
    if (part) parts.push(part);
  };
  const damage = damageText(i18n, tier.damage, roll, kitBonus);
  // R-DM-2: "13 + R fire damage, ignoring immunity".
  add(
    damage !== null && tier.damage.ignoresImmunity === true
      ? i18n.format("STEELBOUND.Ability.IgnoresImmunity", { damage })
      : damage,
  );
  if (tier.damage.extra.value > 0) add(damageText(i18n, tier.damage.extra, roll, 0));
  add(forcedText(i18n, tier.forced, potency, roll));
  for (const c of tier.conditions) add(conditionText(i18n, c, potency));
  // A custom effect's own name is shown as written, gated like a condition.
  for (const e of tier.customEffects)
    add(gated(i18n, { offset: 0, value: 0, ...e.potency }, potency, effectLine(i18n, e.name, e.duration)));
  add(tier.text);
  return parts.length > 0 ? parts.join("; ") : i18n.localize("STEELBOUND.Ability.NoEffect");
}
