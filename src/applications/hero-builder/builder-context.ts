/** Template context and checks of the hero builder (templates/hero-builder/builder.hbs). */
import { CHARACTERISTICS, type Characteristic, type PendingAdvancement } from "../../rules/index.ts";
import { keyPart, signed, type Localizer } from "../../i18n.ts";
import { entriesOf, type OptionEntry } from "./catalog.ts";
import { choiceRows, type ChoiceFacts, type ChoiceRow } from "./choices.ts";
import {
  arraysFor,
  classHasCompanion,
  firstLevelPending,
  firstLevelVitals,
  missingPicks,
  primariesOf,
  scoresOf,
  subclassesOf,
  type BuilderDraft,
  type PickedOption,
} from "./builder-draft.ts";
import { OPTION_TYPES, OPTIONAL_TYPES, type OptionType } from "./option-types.ts";
import { stepsOwnedByClass } from "./choice-owners.ts";

const K = "STEELBOUND.HeroBuilder.";

interface Picked {
  id: string;
  doc: PickedOption;
}

export interface BuilderInput {
  draft: BuilderDraft;
  catalog: readonly OptionEntry[];
  loaded: ReadonlyMap<string, PickedOption>;
  picked: readonly Picked[];
  problems: readonly string[];
  choiceProblems: ReadonlyMap<string, readonly string[]>;
  /** The ids' prefix of this window's fields (labels point at their own window's fields); "sb-hero-builder". */
  idPrefix?: string;
}

const characteristicLabel = (i18n: Localizer, c: Characteristic) =>
  i18n.localize(`STEELBOUND.Characteristic.${keyPart(c)}.Label`);

function pickedOf(input: Pick<BuilderInput, "draft" | "loaded">, type: OptionType): PickedOption | undefined {
  const uuid = input.draft.picks[type];
  return uuid ? input.loaded.get(uuid) : undefined;
}

function entriesFor(input: Pick<BuilderInput, "draft" | "loaded" | "catalog">, type: OptionType) {
  if (type !== "subclass") return entriesOf(input.catalog, type);
  const cls = pickedOf(input, "class");
  return cls ? subclassesOf(input.catalog, cls.name).sort((a, b) => a.name.localeCompare(b.name)) : [];
}

/** The companions on offer when the picked class has one (class.companion), by name; none otherwise. */
export function companionsFor(input: Pick<BuilderInput, "draft" | "loaded" | "catalog">): OptionEntry[] {
  return classHasCompanion(pickedOf(input, "class")) ? entriesOf(input.catalog, "companion") : [];
}

/** What the 1st-level choices know of the hero being built (nothing yet but its scores). */
export function builderFacts(
  draft: BuilderDraft,
  picked: readonly Picked[],
  catalog: readonly OptionEntry[],
): ChoiceFacts {
  const cls = picked.find((p) => p.doc.type === "class")?.doc;
  return {
    sourceNames: new Map(picked.map((p) => [p.id, p.doc.name])),
    knownSkills: new Set(),
    knownLanguages: new Set(),
    scores: scoresOf(draft, primariesOf(cls)) ?? {
      might: 0,
      agility: 0,
      reason: 0,
      intuition: 0,
      presence: 0,
    },
    catalog,
    // The picked options themselves: a class's row never offers the kit or subclass picked above again.
    owned: new Set(picked.map((p) => p.doc.uuid)),
  };
}

/** The problems that keep Finish from building: a missing name or pick, scores that are no array. */
export function builderProblems(
  i18n: Localizer,
  draft: BuilderDraft,
  catalog: readonly OptionEntry[],
  loaded: ReadonlyMap<string, PickedOption>,
): string[] {
  const problems: string[] = [];
  if (draft.name === "") problems.push(i18n.localize(`${K}Problem.Name`));
  const subclasses = entriesFor({ draft, loaded, catalog }, "subclass").length;
  const owned = stepsOwnedByClass(draft.picks.class, catalog);
  for (const type of missingPicks(draft, subclasses, owned))
    problems.push(i18n.format(`${K}Problem.Pick`, { option: i18n.localize(`TYPES.Item.${type}`) }));
  const cls = pickedOf({ draft, loaded }, "class");
  const companions = companionsFor({ draft, loaded, catalog });
  if (companions.length > 0 && !companions.some((c) => c.uuid === draft.companion))
    problems.push(i18n.localize(`${K}Problem.Companion`));
  if (cls && !scoresOf(draft, primariesOf(cls))) problems.push(i18n.localize(`${K}Problem.Array`));
  return problems;
}

export interface BuilderContext {
  idPrefix: string;
  name: string;
  steps: {
    type: OptionType;
    label: string;
    optional: boolean;
    options: { value: string; label: string; selected: boolean }[];
    none: string;
  }[];
  hasClass: boolean;
  /** The companion step: shown when the class has a companion (with a hint when none is on offer). */
  companion: {
    shown: boolean;
    options: { value: string; label: string; selected: boolean }[];
    empty: boolean;
  };
  primaries: { key: Characteristic; label: string; value: string }[];
  arrays: { value: number; label: string; selected: boolean }[];
  others: {
    key: Characteristic;
    label: string;
    options: { value: number; label: string; selected: boolean }[];
  }[];
  vitals: string;
  rows: ChoiceRow[];
  hasRows: boolean;
  problems: readonly string[];
}

export function builderContext(i18n: Localizer, input: BuilderInput): BuilderContext {
  const { draft } = input;
  const cls = pickedOf(input, "class");
  const primaries = primariesOf(cls);
  const arrays = arraysFor(primaries);
  const array = arrays[draft.array] ?? arrays[0] ?? [];
  const values = [...new Set(array)].sort((a, b) => b - a);
  const pending: PendingAdvancement[] = firstLevelPending(input.picked);
  const vitals = firstLevelVitals(cls, pickedOf(input, "kit"));
  const owned = stepsOwnedByClass(draft.picks.class, input.catalog);
  const idPrefix = input.idPrefix ?? "sb-hero-builder";
  return {
    idPrefix,
    name: draft.name,
    steps: OPTION_TYPES.filter((type) => !owned.has(type)).map((type) => ({
      type,
      label: i18n.localize(`TYPES.Item.${type}`),
      optional: OPTIONAL_TYPES.includes(type),
      none: i18n.localize(
        type === "kit" ? `${K}NoKit` : type === "complication" ? `${K}NoComplication` : `${K}Pick`,
      ),
      options: entriesFor(input, type).map((e) => ({
        value: e.uuid,
        label: e.name,
        selected: e.uuid === draft.picks[type],
      })),
    })),
    hasClass: cls !== undefined,
    companion: {
      shown: classHasCompanion(cls),
      options: companionsFor(input).map((e) => ({
        value: e.uuid,
        label: e.name,
        selected: e.uuid === draft.companion,
      })),
      empty: classHasCompanion(cls) && companionsFor(input).length === 0,
    },
    primaries: primaries.map((c) => ({ key: c, label: characteristicLabel(i18n, c), value: signed(2) })),
    arrays: arrays.map((a, i) => ({
      value: i,
      label: a.map((n) => signed(n)).join(", "),
      selected: i === draft.array,
    })),
    others: CHARACTERISTICS.filter((c) => !primaries.includes(c)).map((c) => ({
      key: c,
      label: characteristicLabel(i18n, c),
      options: values.map((v) => ({ value: v, label: signed(v), selected: draft.placed[c] === v })),
    })),
    vitals: vitals ? i18n.format(`${K}Vitals`, vitals) : "",
    rows: choiceRows(
      i18n,
      pending,
      builderFacts(draft, input.picked, input.catalog),
      new Map(draft.answers.map((a) => [`${a.source}.${a.advancement}`, a.choice])),
      input.choiceProblems,
      idPrefix,
    ),
    hasRows: pending.length > 0,
    problems: input.problems,
  };
}
