/** Template context for the item sheets: a shared header and description, and per-type details. */
import type { EnrichedItemHtml, FeatureType, ItemView, TreasureCategory } from "./item-data.ts";
import { abilityEditor, type AbilityEditorContext } from "./ability-editor.ts";
import { characteristicCheckboxes, type CharacteristicCheckbox } from "./characteristic-options.ts";
import { keyPart, selectOptions, type Localizer, type SelectOption } from "../../../i18n.ts";
import { KIT_ARMOR, KIT_WEAPONS } from "../../../data/vocabulary.ts";
import { CHARACTERISTICS } from "../../../rules/types.ts";
import { characteristicLabel } from "./ability-text.ts";
import { milestonesCrossed } from "../../../rules/index.ts";

const FEATURE_TYPES: readonly FeatureType[] = ["trait", "malice", "class", "ancestry", "kit", "other"];
const TREASURE_CATEGORIES: readonly TreasureCategory[] = ["consumable", "trinket", "leveled", "artifact"];

export type ItemDetails =
  | { kind: "ability"; ability: AbilityEditorContext }
  | { kind: "feature"; featureTypes: SelectOption[]; maliceCost: number; isMalice: boolean }
  | {
      kind: "class";
      resourceName: string;
      gainPerTurn: string;
      /** R-AB-8: how far below 0 the resource may go (base + a characteristic's score). */
      floorBase: number;
      floorCharacteristics: SelectOption[];
      staminaStarting: number;
      staminaPerLevel: number;
      recoveries: number;
      primary: CharacteristicCheckbox[];
    }
  | { kind: "subclass"; className: string }
  | {
      kind: "kit";
      bonuses: { key: string; value: number }[];
      meleeDamage: { tier: number; value: number; name: string }[];
      rangedDamage: { tier: number; value: number; name: string }[];
      armor: SelectOption[];
      shield: boolean;
      implement: boolean;
      weapons: { key: string; label: string; checked: boolean; name: string }[];
    }
  | {
      kind: "treasure";
      categories: SelectOption[];
      echelon: number;
      quantity: number;
      keywords: string;
      equipped: boolean;
    }
  | {
      kind: "project";
      goal: number;
      points: number;
      percent: number;
      prerequisite: string;
      projectSource: string;
      sourceLanguage: string;
      /** Comma list, as edited. */
      relatedLanguages: string;
      characteristics: CharacteristicCheckbox[];
      /** R-DT-4: the points at which project events happen, and whether each is reached. */
      events: { points: number; reached: boolean }[];
    }
  | {
      kind: "complication";
      benefit: string;
      benefitRaw: string;
      drawback: string;
      drawbackRaw: string;
    }
  | { kind: "simple" };

export interface ItemContext {
  name: string;
  img: string;
  type: ItemView["type"];
  typeLabel: string;
  editable: boolean;
  source: string;
  description: string;
  descriptionRaw: string;
  details: ItemDetails;
  /** Name of the template partial for the details part. */
  detailsTemplate: string;
}

/** R-DT-4: each milestone (derived by the model) with whether the project's points have reached it. */
function projectEvents(system: { goal: number; points: number; events?: readonly number[] }) {
  const reached = milestonesCrossed(system.goal, 0, system.points);
  return (system.events ?? []).map((points, i) => ({ points, reached: i < reached }));
}

function details(i18n: Localizer, item: ItemView, enriched: EnrichedItemHtml | undefined): ItemDetails {
  switch (item.type) {
    case "ability":
      return { kind: "ability", ability: abilityEditor(i18n, item, enriched) };
    case "feature":
      return {
        kind: "feature",
        featureTypes: selectOptions(i18n, FEATURE_TYPES, item.system.featureType, "STEELBOUND.Feature.Type."),
        maliceCost: item.system.cost.malice,
        isMalice: item.system.featureType === "malice",
      };
    case "class":
      return {
        kind: "class",
        resourceName: item.system.heroicResource.name,
        gainPerTurn: item.system.heroicResource.gainPerTurn,
        floorBase: item.system.heroicResource.floor.base,
        floorCharacteristics: [
          {
            value: "",
            label: i18n.localize("STEELBOUND.Sheet.None"),
            selected: item.system.heroicResource.floor.characteristic === "",
          },
          ...CHARACTERISTICS.map((key) => ({
            value: key,
            label: characteristicLabel(i18n, key),
            selected: key === item.system.heroicResource.floor.characteristic,
          })),
        ],
        staminaStarting: item.system.stamina.starting,
        staminaPerLevel: item.system.stamina.perLevel,
        recoveries: item.system.recoveries,
        primary: characteristicCheckboxes(
          i18n,
          item.system.primaryCharacteristics,
          "system.primaryCharacteristics",
        ),
      };
    case "subclass":
      return { kind: "subclass", className: item.system.class };
    case "kit": {
      const b = item.system.bonuses;
      const tiers = (values: readonly number[], field: string) =>
        values.map((value, i) => ({ tier: i + 1, value, name: `system.bonuses.${field}.${i}` }));
      return {
        kind: "kit",
        bonuses: (
          ["stamina", "speed", "stability", "disengage", "meleeDistance", "rangedDistance"] as const
        ).map((key) => ({ key, value: b[key] })),
        meleeDamage: tiers(b.meleeDamage, "meleeDamage"),
        rangedDamage: tiers(b.rangedDamage, "rangedDamage"),
        armor: selectOptions(i18n, KIT_ARMOR, item.system.equipment.armor, "STEELBOUND.Kit.Armor.").map(
          (o) => (o.value === "" ? { ...o, label: i18n.localize("STEELBOUND.Sheet.None") } : o),
        ),
        shield: item.system.equipment.shield,
        implement: item.system.equipment.implement,
        weapons: KIT_WEAPONS.map((key) => ({
          key,
          label: i18n.localize(`STEELBOUND.Kit.Weapon.${keyPart(key)}`),
          checked: item.system.equipment.weapons.has(key),
          name: `system.equipment.weapons.${key}`,
        })),
      };
    }
    case "treasure":
      return {
        kind: "treasure",
        categories: selectOptions(
          i18n,
          TREASURE_CATEGORIES,
          item.system.category,
          "STEELBOUND.Treasure.Category.",
        ),
        echelon: item.system.echelon,
        quantity: item.system.quantity,
        keywords: [...item.system.keywords].join(", "),
        equipped: item.system.equipped,
      };
    case "project":
      return {
        kind: "project",
        goal: item.system.goal,
        points: item.system.points,
        percent: Math.round(item.system.progress * 100),
        prerequisite: item.system.prerequisite,
        projectSource: item.system.projectSource,
        sourceLanguage: item.system.sourceLanguage ?? "",
        relatedLanguages: [...(item.system.relatedLanguages ?? [])].join(", "),
        characteristics: characteristicCheckboxes(
          i18n,
          item.system.characteristics,
          "system.characteristics",
        ),
        events: projectEvents(item.system),
      };
    case "complication":
      return {
        kind: "complication",
        benefit: enriched?.benefit ?? "",
        benefitRaw: item.system.benefit,
        drawback: enriched?.drawback ?? "",
        drawbackRaw: item.system.drawback,
      };
    default:
      return { kind: "simple" };
  }
}

export function itemContext(
  i18n: Localizer,
  item: ItemView,
  input: { editable: boolean; enriched: EnrichedItemHtml | undefined },
): ItemContext {
  const d = details(i18n, item, input.enriched);
  return {
    name: item.name,
    img: item.img,
    type: item.type,
    typeLabel: i18n.localize(`TYPES.Item.${item.type}`),
    editable: input.editable,
    source: item.system.source,
    description: input.enriched?.description ?? "",
    descriptionRaw: item.system.description.value,
    details: d,
    detailsTemplate: `systems/steelbound/templates/item/details/${d.kind}.hbs`,
  };
}
