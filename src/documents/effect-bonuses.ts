/**
 * The documents' side of effect bonuses (docs/DATA.md `abilityBonuses`, `conditionImmunities`): ability
 * bonuses gathered from the bearer's effects while v13 Actor#applyActiveEffects runs (it calls
 * ActiveEffect#apply for each change, client/documents/actor.mjs), and the conditions a creature is immune to.
 */
import { SYSTEM_ID } from "../constants.ts";
import { automaticTierValue, type AbilityBonusChange, type AbilityBonusKey } from "../rules/index.ts";

/** The keywords an ability modifier effect is filtered by (`flags.steelbound.abilityKeywords`). */
export function abilityKeywordsOf(effect: { flags: unknown }): string[] {
  const list: unknown = foundry.utils.getProperty(effect.flags as object, `${SYSTEM_ID}.abilityKeywords`);
  return Array.isArray(list)
    ? list.filter((k): k is string => typeof k === "string").map((k) => k.toLowerCase())
    : [];
}

/** Adds one change to the bearer's gathered ability bonuses (reset in each model's prepareBaseData). */
export function gatherAbilityBonus(
  actor: { system: unknown },
  key: AbilityBonusKey,
  mode: number,
  value: unknown,
  keywords: string[],
  source = "",
): void {
  const list: unknown = foundry.utils.getProperty(actor.system as object, "abilityBonuses");
  if (!Array.isArray(list)) return;
  if (key === "ability.keyword") {
    // The value is the keyword gained (v14 may hand the change's value over JSON-parsed: only a string counts).
    const keyword = typeof value === "string" ? value.trim().toLowerCase() : "";
    if (keyword !== "") (list as AbilityBonusChange[]).push({ key, mode, value: 0, keywords, keyword });
    return;
  }
  if (key === "ability.automaticTier") {
    // R-PR-7: only a whole tier 1–3 grants anything; the effect's name tells the player where it comes from.
    const tier = automaticTierValue(value);
    if (tier !== null) (list as AbilityBonusChange[]).push({ key, mode, value: tier, keywords, source });
    return;
  }
  const number = Number(value);
  if (!Number.isFinite(number)) return;
  const change: AbilityBonusChange = { key, mode, value: number, keywords };
  (list as AbilityBonusChange[]).push(change);
}

/** The bearer's condition immunities as prepared so far (a Set in prepared data, an array in a source). */
export function conditionImmunitiesOf(actor: { system: unknown }): Set<string> {
  const value: unknown = foundry.utils.getProperty(actor.system as object, "conditionImmunities");
  const list = value instanceof Set ? [...(value as Set<unknown>)] : Array.isArray(value) ? value : [];
  return new Set(list.filter((v): v is string => typeof v === "string"));
}

/** An effect that imposes only conditions the bearer is immune to does nothing. */
export function immuneToAll(actor: { system: unknown }, statuses: ReadonlySet<string>): boolean {
  if (statuses.size === 0) return false;
  const immune = conditionImmunitiesOf(actor);
  return [...statuses].every((s) => immune.has(s));
}
