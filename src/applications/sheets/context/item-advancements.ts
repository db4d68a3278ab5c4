/**
 * The item sheet's Advancement tab (docs/DATA.md `advancements`, R-HERO-ADV): each grant by level with a
 * summary of what it grants or offers, and its editor (every field, named `system.advancements.<i>.*` so
 * the sheet form round-trips the whole list; see item-submit.ts `advancementRows`).
 */
import {
  ADVANCEMENT_KINDS,
  CHARACTERISTICS,
  SKILL_GROUPS,
  SKILL_GROUP_KEYS,
  type Advancement,
  type AdvancementKind,
  withArrayLists,
} from "../../../rules/index.ts";
import { joinOr, keyPart, localizeOr, type Localizer, type SelectOption } from "../../../i18n.ts";
import { characteristicLabel } from "./ability-text.ts";

/** Every key of the editor's strings (one block of lang/*.json). */
export const ADV_KEY = "STEELBOUND.AdvancementEditor.";

export const PERK_GROUPS = ["crafting", "exploration", "interpersonal", "intrigue", "lore", "supernatural"];
/** Item types a pool-less item grant may offer (any item of that type the table has). */
export const GRANTABLE_TYPES = ["", "ability", "feature", "kit", "perk", "title", "treasure", "subclass"];

export interface Checkbox {
  key: string;
  label: string;
  checked: boolean;
  name: string;
}

export interface AdvancementRow {
  index: number;
  id: string;
  /** The `<details>` stays open across re-renders while the user edits it. */
  open: boolean;
  level: number;
  label: string;
  /** The label, or the kind's name when the label is blank. */
  title: string;
  kind: AdvancementKind;
  kindLabel: string;
  kinds: SelectOption[];
  /** One line: what it grants or offers. */
  summary: string;
  text: string;
  choose: number;
  isItems: boolean;
  isSkills: boolean;
  isLanguages: boolean;
  isCharacteristics: boolean;
  pool: { index: number; uuid: string; name: string }[];
  itemTypes: SelectOption[];
  perkGroups: Checkbox[];
  points: boolean;
  skillGroups: Checkbox[];
  skills: { group: string; label: string; skills: Checkbox[] }[];
  languages: string;
  characteristics: { key: string; label: string; value: number; name: string }[];
  max: number;
  /** Prefix of every field name of this entry. */
  name: string;
}

export interface AdvancementsContext {
  rows: AdvancementRow[];
  /** The kinds offered by the "add" control. */
  kinds: SelectOption[];
  editable: boolean;
}

const kindLabel = (i18n: Localizer, kind: string) => i18n.localize(`${ADV_KEY}KindName.${keyPart(kind)}`);
const skillLabel = (i18n: Localizer, skill: string) =>
  localizeOr(i18n, `STEELBOUND.Skill.${keyPart(skill)}`, skill);
const groupLabel = (i18n: Localizer, group: string) =>
  localizeOr(i18n, `STEELBOUND.SkillGroup.${keyPart(group)}`, group);
const typeLabel = (i18n: Localizer, type: string) =>
  type === "" ? i18n.localize("STEELBOUND.Sheet.None") : localizeOr(i18n, `TYPES.Item.${type}`, type);

const checkboxes = (
  keys: readonly string[],
  checked: ReadonlySet<string> | readonly string[],
  name: string,
  label: (key: string) => string,
): Checkbox[] => {
  const set = new Set(checked);
  return keys.map((key) => ({ key, label: label(key), checked: set.has(key), name: `${name}.${key}` }));
};

/** "Choose 2: A, B" or "A, B" (a fixed grant), or the kind's "nothing listed" line. */
function listed(i18n: Localizer, choose: number, names: readonly string[]): string {
  if (names.length === 0) return i18n.localize(`${ADV_KEY}Summary.Nothing`);
  const list = names.join(", ");
  return choose > 0 ? i18n.format(`${ADV_KEY}Summary.Choose`, { count: choose, list }) : list;
}

/** R-HERO-ADV: one line of what an advancement grants (choose 0) or offers (choose N). */
export function advancementSummary(
  i18n: Localizer,
  a: Advancement,
  nameOf: (uuid: string) => string,
): string {
  switch (a.kind) {
    case "items": {
      if (a.pool.length === 0 && a.itemType !== "") {
        const groups = a.perkGroups.map((g) => i18n.localize(`${ADV_KEY}PerkGroup.${keyPart(g)}`));
        const type = typeLabel(i18n, a.itemType) + (groups.length > 0 ? ` (${joinOr(i18n, groups)})` : "");
        return i18n.format(`${ADV_KEY}Summary.AnyOfType`, { count: Math.max(1, a.choose), type });
      }
      const names = a.pool.map(nameOf);
      if (a.points && a.choose > 0)
        return i18n.format(`${ADV_KEY}Summary.Points`, { count: a.choose, list: names.join(", ") });
      return listed(i18n, a.choose, names);
    }
    case "skills": {
      const names = [
        ...a.skills.map((s) => skillLabel(i18n, s)),
        ...a.skillGroups.map((g) => i18n.format(`${ADV_KEY}Summary.Group`, { group: groupLabel(i18n, g) })),
      ];
      return listed(i18n, a.choose, names);
    }
    case "languages":
      if (a.languages.length === 0 && a.choose > 0)
        return i18n.format(`${ADV_KEY}Summary.AnyLanguage`, { count: a.choose });
      return listed(i18n, a.choose, a.languages);
    case "characteristics": {
      const names = CHARACTERISTICS.filter((c) => a.characteristics[c] > 0).map(
        (c) => `${characteristicLabel(i18n, c)} +${a.characteristics[c]}`,
      );
      const line = listed(i18n, a.choose, names);
      return a.max > 0 ? i18n.format(`${ADV_KEY}Summary.Max`, { line, max: a.max }) : line;
    }
  }
}

function row(
  i18n: Localizer,
  a: Advancement,
  index: number,
  open: ReadonlySet<string>,
  nameOf: (uuid: string) => string,
): AdvancementRow {
  const name = `system.advancements.${index}`;
  const kinds = ADVANCEMENT_KINDS.map((k) => ({
    value: k,
    label: kindLabel(i18n, k),
    selected: k === a.kind,
  }));
  return {
    index,
    id: a.id,
    open: open.has(a.id),
    level: a.level,
    label: a.label ?? "",
    title: a.label || kindLabel(i18n, a.kind),
    kind: a.kind,
    kindLabel: kindLabel(i18n, a.kind),
    kinds,
    summary: advancementSummary(i18n, a, nameOf),
    text: a.text ?? "",
    choose: a.choose,
    isItems: a.kind === "items",
    isSkills: a.kind === "skills",
    isLanguages: a.kind === "languages",
    isCharacteristics: a.kind === "characteristics",
    pool: a.pool.map((uuid, i) => ({ index: i, uuid, name: nameOf(uuid) })),
    itemTypes: GRANTABLE_TYPES.map((t) => ({
      value: t,
      label: typeLabel(i18n, t),
      selected: t === a.itemType,
    })),
    perkGroups: checkboxes(PERK_GROUPS, a.perkGroups, `${name}.perkGroups`, (g) =>
      i18n.localize(`${ADV_KEY}PerkGroup.${keyPart(g)}`),
    ),
    points: a.points,
    skillGroups: checkboxes(SKILL_GROUP_KEYS, a.skillGroups, `${name}.skillGroups`, (g) =>
      groupLabel(i18n, g),
    ),
    skills: SKILL_GROUP_KEYS.map((group) => ({
      group,
      label: groupLabel(i18n, group),
      skills: checkboxes(SKILL_GROUPS[group], a.skills, `${name}.skills`, (s) => skillLabel(i18n, s)),
    })),
    languages: a.languages.join(", "),
    characteristics: CHARACTERISTICS.map((c) => ({
      key: c,
      label: characteristicLabel(i18n, c),
      value: a.characteristics[c],
      name: `${name}.characteristics.${c}`,
    })),
    max: a.max,
    name,
  };
}

/** The tab's context: entries by level (the stored order within a level), each with its list index. */
export function advancementsContext(
  i18n: Localizer,
  advancements: readonly Advancement[],
  input: { editable: boolean; open: ReadonlySet<string>; nameOf: (uuid: string) => string },
): AdvancementsContext {
  const rows = advancements.map((a, i) => row(i18n, withArrayLists(a), i, input.open, input.nameOf));
  rows.sort((a, b) => a.level - b.level || a.index - b.index);
  return {
    rows,
    kinds: ADVANCEMENT_KINDS.map((k, i) => ({ value: k, label: kindLabel(i18n, k), selected: i === 0 })),
    editable: input.editable,
  };
}
