/** Template context for the hero sheet, built from the hero's system data and embedded items. */
import type { EnrichedItemHtml, ItemOfType, ItemView, TreasureCategory } from "./item-data.ts";
import type { HeroSystem } from "./system-data.ts";
import {
  abilityCard,
  cardWords,
  groupAbilities,
  type AbilityCard,
  type AbilityGroup,
} from "./ability-card.ts";
import {
  bySortThenName,
  characteristicCells,
  damageModifiers,
  itemRow,
  movementText,
  sizeText,
  type CharacteristicCell,
  type ItemRow,
  type SheetMode,
  sheetBasics,
} from "./actor-common.ts";
import { SKILL_GROUPS, type Skill, type SkillGroup } from "../../../data/vocabulary.ts";
import { heroKitBonuses } from "../../../data/actor/kits.ts";
import { staminaBar, type StaminaBar } from "./stamina.ts";
import {
  heroicResourceFloor,
  SAVE_TARGET,
  saveBonus,
  saveThreshold,
  xpForNextLevel,
} from "../../../rules/index.ts";
import { keyFor, onceEach, type Localizer } from "../../../i18n.ts";

export interface ActorSheetInput<S> {
  name: string;
  img: string;
  system: S;
  items: readonly ItemView[];
  enriched: { biography: string; gmNotes: string; items: Readonly<Record<string, EnrichedItemHtml>> };
  mode: SheetMode;
  editable: boolean;
  isGM: boolean;
  /** Hero sheet: the abilities whose full card is open under their row (HeroSheet toggleAbility). */
  openAbilities?: ReadonlySet<string>;
}

/** A hero sheet ability row: its card, and whether the card shows under the row (aria-expanded's value). */
export type AbilityRow = AbilityCard & {
  expanded: boolean;
  expandedText: "true" | "false";
  /** The closed card's `hidden` attribute, as a value (a block helper per row cost a fifth of the list). */
  detailHidden: "hidden" | "";
};

export interface SkillGroupContext {
  key: SkillGroup;
  label: string;
  /** UUID of the group's page in the table's language's reference journal (lang file: each language's pack). */
  reference: string;
  /** `skillClass` is "skill", plus "known" when the hero has it; `spoken` is the label with a tick when known. */
  skills: { key: string; label: string; known: boolean; skillClass: string; spoken: string }[];
}

export interface ProjectRow extends ItemRow {
  goal: number;
  points: number;
  percent: number;
}

export interface TreasureGroup {
  category: TreasureCategory;
  label: string;
  /** `equipLabel` names the equip toggle's action for screen readers ("Equip Ring of Ward"). */
  items: (ItemRow & { quantity: number; equipped: boolean; echelon: number; equipLabel: string })[];
}

export interface HeroContext {
  mode: SheetMode;
  isPlay: boolean;
  isEdit: boolean;
  editable: boolean;
  isGM: boolean;
  name: string;
  img: string;
  level: number;
  echelon: number;
  heritage: {
    ancestry: string;
    culture: string;
    career: string;
    className: string;
    subclass: string;
    kit: string;
  };
  /**
   * R-HERO-KIT-TWO: with two kits, which kit's damage bonuses count (`system.preferredKit`); the first option
   * ("") lets the larger count. Null with fewer than two kits.
   */
  preferredKit: { value: string; label: string; selected: boolean }[] | null;
  stamina: StaminaBar;
  recoveries: HeroSystem["recoveries"];
  /** Stored maxima shown as inputs in edit mode; null when derived or not editing. */
  maxEdit: { stamina: number; recoveries: number } | null;
  /** True when max stamina and recoveries come from the class item (R-HERO-STAMINA). */
  maxFromClass: boolean;
  /**
   * R-AB-8: `note` says how far below 0 the class lets the resource go (a Talent's clarity: −(1 + Reason)),
   * and that it is below 0 now ("" when the class stops it at 0); `below` is true while it is under 0.
   */
  heroicResource: { name: string; value: number; note: string; below: boolean };
  /**
   * The class's epic resource (docs/DATA.md class `epicResource`, hero `epicResource`): its name and the
   * hero's count, with Gain/Spend on the sheet; null when the class names none and the hero has none.
   */
  epicResource: { name: string; value: number; gain: string; spend: string } | null;
  surges: number;
  victories: number;
  xp: number;
  /** XP that reaches the next level; null at the top level. */
  xpNext: number | null;
  wealth: number;
  renown: number;
  characteristics: CharacteristicCell[];
  /** `save`: "5+", the d10 a saving throw needs (R-AB-11: 6 unless a feature grants another). */
  stats: { speed: string; size: string; stability: number; disengage: number; save: string };
  potency: HeroSystem["potency"];
  damage: { immunities: string; weaknesses: string };
  abilityGroups: (Omit<AbilityGroup, "abilities"> & { abilities: AbilityRow[] })[];
  abilityCount: number;
  features: ItemRow[];
  skillGroups: SkillGroupContext[];
  customSkills: readonly string[];
  languages: string;
  /** UUID of the Languages journal (who speaks what) in the table's language. */
  languagesReference: string;
  projects: ProjectRow[];
  treasures: TreasureGroup[];
  /** Ancestry, culture, career, class, subclass, kit, complication, perks and titles. */
  heritageItems: ItemRow[];
  biography: string;
  gmNotes: string;
}

const HERITAGE_TYPES: readonly ItemView["type"][] = [
  "ancestry",
  "culture",
  "career",
  "class",
  "subclass",
  "kit",
  "complication",
  "perk",
  "title",
];
const TREASURE_ORDER: readonly TreasureCategory[] = ["leveled", "trinket", "consumable", "artifact"];

function firstNamed(items: readonly ItemView[], type: ItemView["type"]): string {
  return items.find((i) => i.type === type)?.name ?? "";
}

function ofType<T extends "ability" | "feature" | "project" | "treasure">(
  items: readonly ItemView[],
  type: T,
): ItemOfType<T>[] {
  return items.filter((i): i is ItemOfType<T> => i.type === type);
}

export function skillGroups(i18n: Localizer, known: ReadonlySet<Skill>): SkillGroupContext[] {
  return (Object.keys(SKILL_GROUPS) as SkillGroup[]).map((group) => ({
    key: group,
    label: i18n.localize(keyFor("STEELBOUND.SkillGroup.", group)),
    reference: i18n.localize(keyFor("STEELBOUND.Reference.SkillGroup.", group)),
    skills: SKILL_GROUPS[group].map((skill) => {
      const label = i18n.localize(keyFor("STEELBOUND.Skill.", skill));
      const has = known.has(skill);
      return {
        key: skill,
        label,
        known: has,
        skillClass: has ? "skill known" : "skill",
        spoken: has ? `${label} ✓` : label,
      };
    }),
  }));
}

function description(input: ActorSheetInput<unknown>, id: string): string {
  return input.enriched.items[id]?.description ?? "";
}

/** R-AB-8: the class's floor for the resource (docs/DATA.md `class` `heroicResource.floor`) as the sheet says it. */
function resourceFloorNote(
  i18n: Localizer,
  items: readonly ItemView[],
  s: HeroSystem,
): { note: string; below: boolean } {
  const cls = items.find((i): i is ItemOfType<"class"> => i.type === "class");
  const floor = cls?.system.heroicResource.floor;
  const score = floor && floor.characteristic !== "" ? s.characteristics[floor.characteristic] : 0;
  const lowest = floor ? heroicResourceFloor(floor.base, score) : 0;
  const below = s.heroicResource.value < 0;
  if (lowest === 0 && !below) return { note: "", below };
  const key = below ? "STEELBOUND.Hero.ResourceBelowZero" : "STEELBOUND.Hero.ResourceFloor";
  return { note: i18n.format(key, { floor: lowest }), below };
}

/** The epic resource's tracker: the class's name for it (or the generic one while the hero still holds some). */
function epicResourceRow(
  i18n: Localizer,
  items: readonly ItemView[],
  s: HeroSystem,
): HeroContext["epicResource"] {
  const cls = items.find((i): i is ItemOfType<"class"> => i.type === "class");
  const named = (cls?.system.epicResource ?? "").trim();
  const value = s.epicResource ?? 0;
  if (named === "" && value === 0) return null;
  const name = named || i18n.localize("STEELBOUND.Hero.EpicResource");
  return {
    name,
    value,
    gain: i18n.format("STEELBOUND.Hero.EpicGain", { resource: name }),
    spend: i18n.format("STEELBOUND.Hero.EpicSpend", { resource: name }),
  };
}

/** R-AB-11: "6+", or "6+ (+1 to the d10)" for a hero whose features add to their saving throws. */
function saveText(i18n: Localizer, bonuses: HeroSystem["bonuses"]): string {
  const threshold = saveThreshold(bonuses?.saveThreshold ?? SAVE_TARGET);
  const bonus = saveBonus(bonuses?.saveBonus ?? 0);
  if (bonus === 0) return i18n.format("STEELBOUND.Stat.SaveValue", { threshold });
  const signed = bonus > 0 ? `+${String(bonus)}` : String(bonus);
  return i18n.format("STEELBOUND.Stat.SaveValueBonus", { threshold, bonus: signed });
}

function preferredKitOptions(
  i18n: Localizer,
  items: readonly ItemView[],
  preferred: string,
): HeroContext["preferredKit"] {
  const kits = items.filter((i) => i.type === "kit");
  if (kits.length < 2) return null;
  const chosen = kits.some((k) => k.id === preferred) ? preferred : "";
  return [
    { value: "", label: i18n.localize("STEELBOUND.Hero.PreferredKitLarger"), selected: chosen === "" },
    ...kits.map((k) => ({ value: k.id, label: k.name, selected: k.id === chosen })),
  ];
}

export function heroContext(localizer: Localizer, input: ActorSheetInput<HeroSystem>): HeroContext {
  const i18n = onceEach(localizer);
  const s = input.system;
  const items = [...input.items].sort(bySortThenName);
  // R-HERO-KIT-TWO: every kit the hero holds, combined as its preparation combines them.
  const kit = heroKitBonuses(items, s.preferredKit);
  const words = cardWords(i18n);
  const cards = ofType(items, "ability").map((item) =>
    abilityCard(i18n, item, {
      resourceName: s.heroicResource.name,
      potency: s.potency,
      enriched: input.enriched.items[item.id],
      bonuses: { changes: s.abilityBonuses ?? [], level: s.level },
      kit,
      words,
    }),
  );
  return {
    ...sheetBasics(input),
    level: s.level,
    echelon: s.echelon,
    heritage: {
      ancestry: firstNamed(items, "ancestry"),
      culture: firstNamed(items, "culture"),
      career: firstNamed(items, "career"),
      className: firstNamed(items, "class"),
      subclass: firstNamed(items, "subclass"),
      // R-HERO-KIT-TWO: a Tactician's two kits, both named.
      kit: items
        .filter((i) => i.type === "kit")
        .map((i) => i.name)
        .join(", "),
    },
    preferredKit: preferredKitOptions(i18n, items, s.preferredKit ?? ""),
    stamina: staminaBar(s.stamina),
    recoveries: s.recoveries,
    maxEdit: input.mode === "edit" && input.editable && s.editableMax ? { ...s.editableMax } : null,
    maxFromClass: s.editableMax === null,
    heroicResource: {
      name: s.heroicResource.name || i18n.localize("STEELBOUND.Hero.HeroicResource"),
      value: s.heroicResource.value,
      ...resourceFloorNote(i18n, items, s),
    },
    epicResource: epicResourceRow(i18n, items, s),
    surges: s.surges,
    victories: s.victories,
    xp: s.xp,
    xpNext: xpForNextLevel(s.level),
    wealth: s.wealth,
    renown: s.renown,
    characteristics: characteristicCells(i18n, s.characteristics),
    stats: {
      speed: movementText(i18n, s.movement),
      size: sizeText(s.size),
      stability: s.stability,
      disengage: s.disengage,
      save: saveText(i18n, s.bonuses),
    },
    potency: s.potency,
    damage: damageModifiers(i18n, s.damage),
    abilityGroups: groupAbilities(i18n, cards).map((group) => ({
      ...group,
      abilities: group.abilities.map((card): AbilityRow => {
        const expanded = input.openAbilities?.has(card.id) === true;
        return Object.assign(card, {
          expanded,
          expandedText: expanded ? ("true" as const) : ("false" as const),
          detailHidden: expanded ? ("" as const) : ("hidden" as const),
        });
      }),
    })),
    abilityCount: cards.length,
    features: ofType(items, "feature").map((f) => itemRow(i18n, f, description(input, f.id))),
    skillGroups: skillGroups(i18n, s.skills),
    customSkills: s.customSkills,
    languages: s.languages.join(", "),
    languagesReference: i18n.localize("STEELBOUND.Reference.Languages"),
    projects: ofType(items, "project").map((p) => ({
      ...itemRow(i18n, p, description(input, p.id)),
      goal: p.system.goal,
      points: p.system.points,
      percent: Math.round(p.system.progress * 100),
    })),
    treasures: TREASURE_ORDER.map((category) => ({
      category,
      label: i18n.localize(keyFor("STEELBOUND.Treasure.Category.", category)),
      items: ofType(items, "treasure")
        .filter((t) => t.system.category === category)
        .map((t) => ({
          ...itemRow(i18n, t, description(input, t.id)),
          quantity: t.system.quantity,
          equipped: t.system.equipped,
          echelon: t.system.echelon,
          equipLabel: i18n.format(
            t.system.equipped ? "STEELBOUND.ItemEffects.Unequip" : "STEELBOUND.ItemEffects.Equip",
            { name: t.name },
          ),
        })),
    })).filter((g) => g.items.length > 0),
    heritageItems: items
      .filter((i) => HERITAGE_TYPES.includes(i.type))
      .map((i) => itemRow(i18n, i, description(input, i.id))),
    biography: input.enriched.biography,
    gmNotes: input.enriched.gmNotes,
  };
}
