/**
 * What the ability bar shows for one creature (pure: no Foundry, so the gallery can draw it): its abilities
 * grouped by action type in the order a turn reads (R-CB-7), each with its resource or Malice cost, and the
 * five characteristic tests (R-TS-1) — the token-bar habit of Foundry tables, one click from the canvas.
 */
import { CHARACTERISTICS, type Characteristic } from "../../rules/index.ts";
import { compareText, keyFor, type Localizer } from "../../i18n.ts";
import { ABILITY_TYPE_ORDER } from "../sheets/context/ability-card.ts";
import type { AbilityType } from "../sheets/context/item-data.ts";

/** One ability as the bar reads it from the item. */
export interface BarAbilityInput {
  id: string;
  name: string;
  type: AbilityType;
  signature: boolean;
  /** Heroic resource (or, for a Director creature, Malice) the base use costs; 0 when free. */
  cost: number;
  costsMalice: boolean;
}

export interface BarEntry {
  id: string;
  name: string;
  /** "3 Wrath", "5 Malice", or "" when the use costs nothing. */
  cost: string;
  /** What a screen reader says: the name, the action type and the cost. */
  label: string;
}

export interface AbilityBarContext {
  actorName: string;
  groups: { type: AbilityType; label: string; entries: BarEntry[] }[];
  tests: { characteristic: Characteristic; label: string; abbr: string; title: string }[];
  empty: boolean;
}

export function abilityBarContext(
  i18n: Localizer,
  actorName: string,
  abilities: readonly BarAbilityInput[],
  resourceName: string,
): AbilityBarContext {
  const groups = ABILITY_TYPE_ORDER.map((type) => {
    const typeLabel = i18n.localize(keyFor("STEELBOUND.Ability.Type.", type));
    const entries = abilities
      .filter((a) => a.type === type)
      .sort((a, b) => Number(b.signature) - Number(a.signature) || compareText(a.name, b.name))
      .map((a) => {
        // Worded as the ability card words its cost (STEELBOUND.Ability.Cost: "3 Wrath", 「怒り3」).
        const resource = a.costsMalice ? i18n.localize("STEELBOUND.Malice.Label") : resourceName;
        const cost = a.cost > 0 ? i18n.format("STEELBOUND.Ability.Cost", { value: a.cost, resource }) : "";
        return {
          id: a.id,
          name: a.name,
          cost,
          label: [a.name, typeLabel, cost].filter((part) => part !== "").join(", "),
        };
      });
    return { type, label: i18n.localize(keyFor("STEELBOUND.Ability.TypePlural.", type)), entries };
  }).filter((g) => g.entries.length > 0);
  const tests = CHARACTERISTICS.map((characteristic) => {
    const key = `STEELBOUND.Characteristic.${characteristic[0]?.toUpperCase() ?? ""}${characteristic.slice(1)}`;
    const label = i18n.localize(`${key}.Label`);
    return {
      characteristic,
      label,
      abbr: i18n.localize(`${key}.Abbr`),
      title: i18n.format("STEELBOUND.AbilityBar.TestTitle", { characteristic: label }),
    };
  });
  return { actorName, groups, tests, empty: groups.length === 0 };
}
