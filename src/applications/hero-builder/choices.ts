/**
 * The advancements a hero takes at a level, as form rows (R-HERO-ADV): fixed grants as "You gain …" text,
 * choices as checkboxes (items from the pool or of the item type, skills offered minus those known,
 * listed languages or free text for any language, characteristics). Shared by the hero builder and the
 * level-up dialog; the answers are read back from the rendered controls.
 */
import {
  CHARACTERISTICS,
  needsChoice,
  offeredSkills,
  recordKey,
  resolveAdvancement,
  type Advancement,
  type AdvancementChoice,
  type Characteristic,
  type PendingAdvancement,
} from "../../rules/index.ts";
import type { AdvanceAnswer } from "../../documents/advancement-take.ts";
import { keyPart, signed, type Localizer } from "../../i18n.ts";
import type { OptionEntry } from "./catalog.ts";

const K = "STEELBOUND.Advance.";

/** What the rows need to know about the hero and the table. */
export interface ChoiceFacts {
  /** The granting item's name, by its id on the hero. */
  sourceNames: ReadonlyMap<string, string>;
  knownSkills: ReadonlySet<string>;
  knownLanguages: ReadonlySet<string>;
  scores: Readonly<Record<Characteristic, number>>;
  catalog: readonly OptionEntry[];
  /**
   * The compendium or world uuids the hero's items came from (`_stats.compendiumSource`): a choice never
   * offers one again (a perk, feature or ability is taken once). Missing: nothing owned yet.
   */
  owned?: ReadonlySet<string>;
}

export interface ChoiceOption {
  name: string;
  id: string;
  value: string;
  label: string;
  checked: boolean;
  /** A pool entry that names nothing in the world or its compendiums: shown, never pickable. */
  disabled: boolean;
}

export interface ChoiceRow {
  key: string;
  source: string;
  advancement: string;
  kind: Advancement["kind"];
  label: string;
  sourceName: string;
  level: number;
  text: string;
  fixed: boolean;
  /** Fixed grants: what the hero gains, as one line. */
  gains: string;
  /** Choices: "Choose 1" or "Spend up to 3 points". */
  hint: string;
  options: ChoiceOption[];
  /** Languages chosen freely: one text field per language. */
  freeText: ChoiceOption[];
  problems: string[];
}

const skillLabel = (i18n: Localizer, skill: string) => i18n.localize(`STEELBOUND.Skill.${keyPart(skill)}`);
const characteristicLabel = (i18n: Localizer, c: Characteristic) =>
  i18n.localize(`STEELBOUND.Characteristic.${keyPart(c)}.Label`);

function entryByUuid(facts: ChoiceFacts): Map<string, OptionEntry> {
  return new Map(facts.catalog.map((e) => [e.uuid, e]));
}

/** An offered item: a catalog entry, or a pool entry the catalog lacks (`missing`, never pickable). */
export type OfferedItem = OptionEntry & { missing?: boolean };

/**
 * The items an item advancement offers: its pool, or the catalog's items of its type (and perk groups).
 * A choice leaves out what the hero already owns; a pool entry the catalog lacks stays listed as missing
 * (its compendium was not imported, or the source names a document it does not ship).
 */
export function offeredItems(
  advancement: Advancement,
  catalog: readonly OptionEntry[],
  owned: ReadonlySet<string> = new Set(),
): OfferedItem[] {
  const byUuid = new Map(catalog.map((e) => [e.uuid, e]));
  const choosing = needsChoice(advancement);
  const fresh = (e: OptionEntry) => !choosing || !owned.has(e.uuid);
  if (advancement.pool.length > 0)
    return advancement.pool
      .map(
        (uuid): OfferedItem =>
          byUuid.get(uuid) ?? {
            uuid,
            name: "",
            type: "",
            className: "",
            points: 1,
            group: "",
            missing: true,
          },
      )
      .filter(fresh);
  if (advancement.itemType === "") return [];
  return catalog
    .filter((e) => e.type === advancement.itemType)
    .filter((e) => advancement.perkGroups.length === 0 || advancement.perkGroups.includes(e.group))
    .filter(fresh)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A missing pool entry's label: says it is missing and names its id, never the raw uuid alone. */
const itemLabel = (i18n: Localizer, e: OfferedItem) =>
  e.missing ? i18n.format(`${K}MissingItem`, { id: e.uuid.split(".").pop() ?? e.uuid }) : e.name;

/** Skills the fixed grants of this level add, so no choice offers them again. */
export function knownAfterFixed(pending: readonly PendingAdvancement[], known: ReadonlySet<string>) {
  const skills = new Set(known);
  for (const { advancement } of pending)
    if (advancement.kind === "skills" && !needsChoice(advancement))
      for (const skill of advancement.skills) skills.add(skill);
  return skills;
}

function fixedGains(i18n: Localizer, advancement: Advancement, facts: ChoiceFacts): string {
  switch (advancement.kind) {
    case "items":
      return offeredItems(advancement, facts.catalog)
        .map((e) => itemLabel(i18n, e))
        .join(", ");
    case "skills":
      return advancement.skills.map((s) => skillLabel(i18n, s)).join(", ");
    case "languages":
      return advancement.languages.join(", ");
    case "characteristics":
      return CHARACTERISTICS.filter((c) => advancement.characteristics[c] !== 0)
        .map((c) => `${characteristicLabel(i18n, c)} ${signed(advancement.characteristics[c])}`)
        .join(", ");
  }
}

function optionsFor(
  i18n: Localizer,
  advancement: Advancement,
  facts: ChoiceFacts,
  known: ReadonlySet<string>,
): { value: string; label: string; disabled?: boolean }[] {
  switch (advancement.kind) {
    case "items":
      return offeredItems(advancement, facts.catalog, facts.owned).map((e) => ({
        value: e.uuid,
        label:
          advancement.points && !e.missing
            ? i18n.format(`${K}ItemPoints`, { name: e.name, points: e.points })
            : itemLabel(i18n, e),
        disabled: e.missing === true,
      }));
    case "skills":
      return offeredSkills(advancement)
        .filter((s) => !known.has(s))
        .map((s) => ({ value: s, label: skillLabel(i18n, s) }))
        .sort((a, b) => a.label.localeCompare(b.label));
    case "languages":
      return advancement.languages
        .filter((l) => !facts.knownLanguages.has(l))
        .map((l) => ({ value: l, label: l }));
    case "characteristics":
      return CHARACTERISTICS.filter((c) => advancement.characteristics[c] !== 0).map((c) => ({
        value: c,
        label: i18n.format(advancement.max > 0 ? `${K}RiseCapped` : `${K}Rise`, {
          name: characteristicLabel(i18n, c),
          rise: signed(advancement.characteristics[c]),
          score: signed(facts.scores[c]),
          max: advancement.max,
        }),
      }));
  }
}

const chosenOf = (choice: AdvancementChoice | undefined, kind: Advancement["kind"]): readonly string[] =>
  (kind === "items"
    ? choice?.items
    : kind === "skills"
      ? choice?.skills
      : kind === "languages"
        ? choice?.languages
        : choice?.characteristics) ?? [];

/** A pick as the hero reads it: its option's label, else the catalog item's name, else the value itself. */
function pickLabel(
  value: string,
  offered: readonly { value: string; label: string }[],
  catalog: readonly OptionEntry[],
): string {
  return (
    offered.find((o) => o.value === value)?.label ??
    catalog.find((e) => e.uuid === value)?.name ??
    value.split(".").pop() ??
    value
  );
}

/**
 * One problem of a row, worded with what is wrong in it: the choice's own label, how many it asks for,
 * and the picks themselves (the ones not on offer, the ones chosen, the one missing from the catalog).
 */
function problemText(
  i18n: Localizer,
  problem: string,
  row: {
    label: string;
    advancement: Advancement;
    chosen: readonly string[];
    offered: readonly { value: string; label: string; disabled?: boolean }[];
    catalog: readonly OptionEntry[];
  },
): string {
  const list = (values: readonly string[]) =>
    values.map((v) => pickLabel(v, row.offered, row.catalog)).join(", ") ||
    i18n.localize(`${K}Problem.Nothing`);
  const open = new Set(row.offered.filter((o) => o.disabled !== true).map((o) => o.value));
  const data = { choice: row.label, count: row.advancement.choose, chosen: row.chosen.length };
  switch (problem) {
    case "notOffered":
      return i18n.format(`${K}Problem.NotOfferedNamed`, {
        ...data,
        picks: list(row.chosen.filter((v) => !open.has(v))),
      });
    case "count":
      return i18n.format(`${K}Problem.CountNamed`, { ...data, picks: list(row.chosen) });
    case "points":
      return i18n.format(`${K}Problem.PointsNamed`, { ...data, picks: list(row.chosen) });
    case "missing":
      return i18n.format(`${K}Problem.MissingNamed`, {
        ...data,
        picks: row.chosen
          .filter((v) => !row.catalog.some((e) => e.uuid === v))
          .map((v) => v.split(".").pop() ?? v)
          .join(", "),
      });
    default:
      return i18n.localize(`${K}Problem.${keyPart(problem)}`);
  }
}

/** The rows of a level's advancements, with the answers so far checked and the problems found. */
export function choiceRows(
  i18n: Localizer,
  pending: readonly PendingAdvancement[],
  facts: ChoiceFacts,
  answers: ReadonlyMap<string, AdvancementChoice>,
  problems: ReadonlyMap<string, readonly string[]>,
  idPrefix: string,
): ChoiceRow[] {
  const known = knownAfterFixed(pending, facts.knownSkills);
  return pending.map(({ source, advancement }, row) => {
    const key = recordKey(source, advancement.id);
    const fixed = !needsChoice(advancement);
    const chosen = chosenOf(answers.get(key), advancement.kind);
    const field = (value: string, label: string, i: number, disabled = false): ChoiceOption => ({
      name: `${key}:${value}`,
      id: `${idPrefix}-${row}-${i}`,
      value,
      label,
      checked: !disabled && chosen.includes(value),
      disabled,
    });
    const freeLanguages = advancement.kind === "languages" && advancement.languages.length === 0;
    const offered = fixed || freeLanguages ? [] : optionsFor(i18n, advancement, facts, known);
    const label = advancement.label || i18n.localize(`${K}Kind.${keyPart(advancement.kind)}`);
    return {
      key,
      source,
      advancement: advancement.id,
      kind: advancement.kind,
      label,
      sourceName: facts.sourceNames.get(source) ?? "",
      level: advancement.level,
      text: advancement.text ?? "",
      fixed,
      gains: fixed ? fixedGains(i18n, advancement, facts) : "",
      hint: i18n.format(advancement.points ? `${K}SpendPoints` : `${K}ChooseN`, {
        count: advancement.choose,
      }),
      options:
        fixed || freeLanguages ? [] : offered.map((o, i) => field(o.value, o.label, i, o.disabled === true)),
      freeText:
        !fixed && freeLanguages
          ? Array.from({ length: advancement.choose }, (_, i) => ({
              ...field(`language${i}`, i18n.format(`${K}LanguageN`, { n: i + 1 }), i),
              value: chosen[i] ?? "",
            }))
          : [],
      problems: (problems.get(key) ?? []).map((p) =>
        problemText(i18n, p, { label, advancement, chosen, offered, catalog: facts.catalog }),
      ),
    };
  });
}

/** Reads the answers back from the rendered rows (checked boxes and filled language fields). */
export function readAnswers(root: ParentNode, pending: readonly PendingAdvancement[]): AdvanceAnswer[] {
  const answers: AdvanceAnswer[] = [];
  for (const { source, advancement } of pending) {
    if (!needsChoice(advancement)) continue;
    const key = recordKey(source, advancement.id);
    const values: string[] = [];
    for (const input of root.querySelectorAll<HTMLInputElement>("input[data-advance]")) {
      if (input.dataset["advance"] !== key || input.disabled) continue;
      if (input.type === "checkbox" ? input.checked : input.value.trim() !== "")
        values.push(input.type === "checkbox" ? input.value : input.value.trim());
    }
    const choice: AdvancementChoice =
      advancement.kind === "items"
        ? { items: values }
        : advancement.kind === "skills"
          ? { skills: values }
          : advancement.kind === "languages"
            ? { languages: values }
            : { characteristics: CHARACTERISTICS.filter((c) => values.includes(c)) };
    answers.push({ source, advancement: advancement.id, choice });
  }
  return answers;
}

export const answerMap = (answers: readonly AdvanceAnswer[]) =>
  new Map(answers.map((a) => [recordKey(a.source, a.advancement), a.choice]));

/**
 * R-HERO-ADV: the problems with each answer before anything is written (the same check takeAdvancements
 * makes; an item pool's points come from the catalog's index).
 */
export function checkAnswers(
  pending: readonly PendingAdvancement[],
  answers: readonly AdvanceAnswer[],
  facts: ChoiceFacts,
): Map<string, string[]> {
  const byKey = answerMap(answers);
  const byUuid = entryByUuid(facts);
  const known = new Set(facts.knownSkills);
  // Languages add up as takeAdvancements adds them: two rows naming one language is one too many.
  const languages = new Set(facts.knownLanguages);
  const problems = new Map<string, string[]>();
  for (const { source, advancement } of pending) {
    const key = recordKey(source, advancement.id);
    const choice = byKey.get(key) ?? {};
    const result = resolveAdvancement(advancement, choice, {
      knownSkills: known,
      knownLanguages: languages,
      itemPoints: new Map((choice.items ?? []).map((uuid) => [uuid, byUuid.get(uuid)?.points ?? 1])),
      candidates: offeredItems(advancement, facts.catalog, facts.owned)
        .filter((e) => !e.missing)
        .map((e) => e.uuid),
    });
    const missing = (choice.items ?? []).some((uuid) => !byUuid.has(uuid));
    if (!result.ok) problems.set(key, missing ? [...result.problems, "missing"] : result.problems);
    else {
      for (const skill of result.grant.skills) known.add(skill);
      for (const language of result.grant.languages) languages.add(language);
    }
  }
  return problems;
}

/** The level-up window's template context (templates/hero-builder/level-up.hbs). */
export function levelUpContext(
  i18n: Localizer,
  name: string,
  level: number,
  rows: ChoiceRow[],
  failure: string,
) {
  return { rows, empty: rows.length === 0, intro: i18n.format(`${K}Intro`, { name, level }), failure };
}
