/**
 * Template context for the dynamic terrain object sheet (004 「ダイナミック地形オブジェクト」): level, category,
 * role, EV, area and stamina (per square or whole), size and damage immunities, then what it does (its
 * abilities and its features such as Activate / Deactivate). Built without Foundry globals (the gallery).
 */
import { creatureAbilityCards, groupAbilities, keywordList, type AbilityGroup } from "./ability-card.ts";
import {
  bySortThenName,
  damageModifiers,
  itemRow,
  movementText,
  sizeText,
  type ItemRow,
  type SheetMode,
  sheetBasics,
} from "./actor-common.ts";
import type { ActorSheetInput } from "./hero.ts";
import type {
  CharacteristicScores,
  DamageData,
  MovementData,
  PotencyData,
  SizeData,
  StaminaData,
} from "./system-data.ts";
import { staminaBar, type StaminaBar } from "./stamina.ts";
import { keyPart, selectOptions, type Localizer, type SelectOption } from "../../../i18n.ts";
import { OBJECT_CATEGORIES, ROLES } from "../../../data/vocabulary.ts";

/** What the object sheet reads of an ObjectModel (docs/DATA.md `object`). */
export interface ObjectSystem {
  level: number;
  category: string;
  role: string;
  ev: number;
  area: string;
  squareStamina: boolean;
  keywords: ReadonlySet<string>;
  size: SizeData;
  movement: MovementData;
  stamina: StaminaData;
  stability: number;
  damage: DamageData;
  characteristics: CharacteristicScores;
  /** Derived. */
  potency: PotencyData;
}

export interface ObjectContext {
  mode: SheetMode;
  isPlay: boolean;
  isEdit: boolean;
  editable: boolean;
  isGM: boolean;
  name: string;
  img: string;
  level: number;
  ev: number;
  levelLine: string;
  category: string;
  keywords: string;
  keywordsRaw: string;
  area: string;
  stamina: StaminaBar;
  staminaLine: string;
  squareStamina: boolean;
  stats: { size: string; speed: string; stability: number };
  damage: { immunities: string; weaknesses: string };
  abilityGroups: AbilityGroup[];
  features: ItemRow[];
  categories: SelectOption[];
  roles: SelectOption[];
  biography: string;
  gmNotes: string;
}

export function objectContext(i18n: Localizer, input: ActorSheetInput<ObjectSystem>): ObjectContext {
  const s = input.system;
  const items = [...input.items].sort(bySortThenName);
  const cards = creatureAbilityCards(i18n, items, s, input.enriched.items);
  const category = i18n.localize(`STEELBOUND.Object.Category.${keyPart(s.category)}`);
  const role = s.role ? i18n.localize(`STEELBOUND.Monster.Role.${keyPart(s.role)}`) : "";
  return {
    ...sheetBasics(input),
    level: s.level,
    ev: s.ev,
    levelLine: i18n.format("STEELBOUND.Object.LevelLine", {
      level: String(s.level),
      kind: [category, role].filter(Boolean).join(" "),
    }),
    category,
    keywords: keywordList(i18n, s.keywords),
    keywordsRaw: [...s.keywords].join(", "),
    area: s.area,
    stamina: staminaBar(s.stamina),
    staminaLine: i18n.format(
      s.squareStamina ? "STEELBOUND.Object.StaminaPerSquare" : "STEELBOUND.Object.StaminaWhole",
      { stamina: String(s.stamina.max) },
    ),
    squareStamina: s.squareStamina,
    stats: { size: sizeText(s.size), speed: movementText(i18n, s.movement), stability: s.stability },
    damage: damageModifiers(i18n, s.damage),
    abilityGroups: groupAbilities(i18n, cards),
    features: items
      .filter((i) => i.type === "feature")
      .map((f) => itemRow(i18n, f, input.enriched.items[f.id]?.description ?? "")),
    categories:
      input.mode === "edit"
        ? selectOptions(i18n, OBJECT_CATEGORIES, s.category, "STEELBOUND.Object.Category.")
        : [],
    roles:
      input.mode === "edit"
        ? [
            { value: "", label: i18n.localize("STEELBOUND.Sheet.None"), selected: s.role === "" },
            ...selectOptions(i18n, ROLES, s.role, "STEELBOUND.Monster.Role."),
          ]
        : [],
    biography: input.enriched.biography,
    gmNotes: input.enriched.gmNotes,
  };
}
