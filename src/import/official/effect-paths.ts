/**
 * Official ActiveEffect change keys → Steelbound's data paths (docs/DATA.md "ActiveEffect (carried by
 * items)" and the actor models). Read from the official system's actor and effect data models (0.11.1);
 * the table and its wording are ours. A change whose key has no Steelbound home comes back with the why,
 * so the converter lists it; nothing is dropped silently.
 */
import { DAMAGE_TYPES } from "../../rules/types.ts";

/** v13 CONST.ACTIVE_EFFECT_MODES: 0 custom, 1 multiply, 2 add, 3 downgrade, 4 upgrade, 5 override. */
export interface EffectChange {
  key: string;
  mode: number;
  value: string;
  priority?: number | null;
}

export type MappedChange = { change: EffectChange } | { why: string };

const CHARACTERISTIC_KEYS = ["might", "agility", "reason", "intuition", "presence"];
const MODIFIER_KEYS = new Set<string>(["all", ...DAMAGE_TYPES]);

/** Keys that name the same Steelbound field whatever the mode. */
const SAME: Record<string, string> = {
  "system.movement.value": "system.movement.speed",
  "system.movement.types": "system.movement.types",
  "system.movement.type": "system.movement.types",
  "system.movement.disengage": "system.disengage",
  "system.combat.stability": "system.stability",
  "system.combat.size.value": "system.size.value",
  "system.combat.size.letter": "system.size.letter",
  "system.stamina.max": "system.stamina.max",
  "system.stamina.bonuses.echelon": "system.bonuses.stamina.echelon",
  "system.stamina.bonuses.level": "system.bonuses.stamina.level",
  "system.stamina.bonuses.treasure": "system.bonuses.stamina.treasure",
  "system.recoveries.max": "system.recoveries.max",
  "system.recoveries.bonus": "system.bonuses.recoveryValue",
  "system.hero.renown": "system.renown",
  "system.hero.wealth": "system.wealth",
  "system.statuses.immunities": "system.conditionImmunities",
  "system.combat.targetModifiers.edges": "system.bonuses.against.edges",
  "system.combat.targetModifiers.banes": "system.bonuses.against.banes",
  "system.ev": "system.ev",
  // Ability modifiers (official `abilityModifier` effects; the keyword filter goes to the effect's flags).
  "damage.bonuses.value": "ability.damage",
  "damage.bonuses.treasure": "ability.treasureDamage",
  "damage.bonuses.level": "ability.levelDamage",
  distance: "ability.distance",
  Distance: "ability.distance",
  "power.roll.edges": "ability.edges",
  "power.roll.banes": "ability.banes",
  "forced.push": "ability.push",
  "forced.pull": "ability.pull",
  "forced.slide": "ability.slide",
};

const WHY: Record<string, string> = {
  "system.combat.size.text": "a size's free text is not an effect target in Steelbound",
  "system.combat.initiativeThreshold": "a different initiative threshold is not modelled",
  "system.recoveries.divisor": "a different recovery divisor is not modelled",
  "system.statuses.slowed.speed": "a different speed while slowed is not modelled",
  "": "the change names no data path",
};

/** `system.damage.immunities.fire` (and the official data's misspellings) → Steelbound's immunities. */
function damageModifier(key: string): string | null {
  const m = /^system\.damage\.(immunities|immunity|weaknesses|weakness|weakenesses)\.(.+)$/.exec(key);
  if (!m) return null;
  const kind = m[1]?.startsWith("imm") ? "immunities" : "weaknesses";
  const type = m[2] ?? "";
  return MODIFIER_KEYS.has(type) ? `system.damage.${kind}.${type}` : null;
}

function characteristic(key: string): string | null {
  const m = /^system\.characteristics\.(\w+)\.value$/.exec(key);
  return m && CHARACTERISTIC_KEYS.includes(m[1] ?? "") ? `system.characteristics.${m[1] ?? ""}` : null;
}

/** One official change → the Steelbound change, or why it has no home. */
export function mapEffectChange(change: EffectChange): MappedChange {
  const key = change.key.trim();
  const keep = (to: string, extra: Partial<EffectChange> = {}): MappedChange => ({
    change: { key: to, mode: change.mode, value: change.value, ...extra },
  });
  // The official multiplier scales speed after every bonus; priority 25 runs after ADD (20) and before the
  // conditions' DOWNGRADE caps (30), as v13 sorts changes by priority (mode × 10 unless set).
  if (key === "system.movement.multiplier") return keep("system.movement.speed", { mode: 1, priority: 25 });
  // Steelbound's `turns` is blank (null) until set, so an upgrade has no number to compare with:
  // "takes N turns" is an override.
  if (key === "system.combat.turns") return keep("system.turns", { mode: 5 });
  // R-AB-11: a feature's saving-throw target ("succeed on a 5 or higher") is the creature's threshold
  // (src/rules/effects.ts saveThreshold), with the official mode (an override) kept as it is.
  if (key === "system.combat.save.threshold") return keep("system.bonuses.saveThreshold");
  // R-MV-13: size N occupies N × N squares, so an object's "3 squares by 3 squares" is size 3 (a footprint that
  // is not square, or any other text, keeps its reason below).
  if (key === "system.combat.size.text") {
    const square = /^\s*(\d+)\s*squares?\s*by\s*(\d+)\s*squares?\s*$/i.exec(change.value);
    if (square && square[1] === square[2] && Number(square[1]) >= 2)
      return keep("system.size.value", { value: String(Number(square[1])) });
  }
  // R-AB-11: "+1 to saving throws" (the official save rolls 1d10 + the bonus) is what the bearer adds to the
  // d10 (src/rules/effects.ts saveBonus), the official mode (an add) kept. The Sun domain's Inner Light
  // writes the key without "system." — the same bonus, read as its author meant it.
  if (key === "system.combat.save.bonus" || key === "combat.save.bonus")
    return keep("system.bonuses.saveBonus");
  const to: string | null = SAME[key] ?? damageModifier(key) ?? characteristic(key);
  if (to) return keep(to);
  if (key in WHY) return { why: WHY[key] ?? "" };
  if (/^system\.characteristics\.\w+\.dice/.test(key))
    return { why: "a different power roll dice pool is not modelled" };
  return { why: `no Steelbound data path for "${key}"` };
}
