/**
 * The hero builder's draft (R-HERO-ADV): the name, the picked options, the characteristic array placed on
 * the scores that are not the class's primaries, and the answers to the first level's choices; what is
 * still missing; and what the finished hero's actor and items are made of.
 */
import {
  CHARACTERISTICS,
  characteristicArrays,
  heroMaxRecoveries,
  heroMaxStamina,
  pendingAdvancements,
  startingCharacteristics,
  startingWealthAndRenown,
  type Characteristic,
  type CharacteristicChanges,
  type PendingAdvancement,
} from "../../rules/index.ts";
import { advancementsOf } from "../../documents/advancement.ts";
import type { AdvanceAnswer } from "../../documents/advancement-take.ts";
import { OPTION_TYPES, OPTIONAL_TYPES, type OptionType } from "./option-types.ts";
import type { OptionEntry } from "./catalog.ts";

/** A picked option loaded whole (an Item from the world or a compendium). */
export interface PickedOption {
  uuid: string;
  name: string;
  type: string;
  system: unknown;
  toObject(): Record<string, unknown>;
}

export interface BuilderDraft {
  name: string;
  picks: Partial<Record<OptionType, string>>;
  /** Index into characteristicArrays(primaries.length). */
  array: number;
  placed: Partial<Record<Characteristic, number>>;
  answers: AdvanceAnswer[];
  /** The companion actor picked (its uuid) when the class has one (class.companion); "" = none yet. */
  companion: string;
}

export const emptyDraft = (): BuilderDraft => ({
  name: "",
  picks: {},
  array: 0,
  placed: {},
  answers: [],
  companion: "",
});

const read = (system: unknown, key: string): unknown =>
  typeof system === "object" && system !== null ? Reflect.get(system, key) : undefined;

/** The class's primary characteristics (they start at 2). */
export function primariesOf(cls: PickedOption | undefined): Characteristic[] {
  const value = read(cls?.system, "primaryCharacteristics");
  const list = value instanceof Set || Array.isArray(value) ? [...(value as Iterable<unknown>)] : [];
  return CHARACTERISTICS.filter((c) => list.includes(c));
}

/** True when the picked class gives its hero a companion (class.companion: the Beastheart). */
export function classHasCompanion(cls: PickedOption | undefined): boolean {
  return read(cls?.system, "companion") === true;
}

/** The array placed in order on the non-primary scores (what a new array choice starts from). */
export function placeInOrder(primaries: readonly Characteristic[], array: readonly number[]) {
  const placed: Partial<Record<Characteristic, number>> = {};
  CHARACTERISTICS.filter((c) => !primaries.includes(c)).forEach((c, i) => (placed[c] = array[i] ?? 0));
  return placed;
}

export function arraysFor(primaries: readonly Characteristic[]): number[][] {
  return characteristicArrays(primaries.length);
}

export function scoresOf(
  draft: BuilderDraft,
  primaries: readonly Characteristic[],
): CharacteristicChanges | null {
  const result = startingCharacteristics(primaries, draft.placed);
  return result.ok ? result.scores : null;
}

/**
 * Option types the hero still needs: a subclass only when the class has some; a kit and a complication are
 * optional; a step
 * the class's own advancements own (choice-owners.ts) is chosen in its rows, not here.
 */
export function missingPicks(
  draft: BuilderDraft,
  subclassesOffered: number,
  owned: ReadonlySet<OptionType> = new Set(),
): OptionType[] {
  return OPTION_TYPES.filter((type) => {
    if (draft.picks[type] || owned.has(type)) return false;
    if (OPTIONAL_TYPES.includes(type)) return false;
    return type !== "subclass" || subclassesOffered > 0;
  });
}

/** The picked options in builder order, each with the id its item will have on the hero. */
export function pickedInOrder(
  draft: BuilderDraft,
  loaded: ReadonlyMap<string, PickedOption>,
  ids: ReadonlyMap<string, string>,
): { id: string; doc: PickedOption }[] {
  const picked: { id: string; doc: PickedOption }[] = [];
  for (const type of OPTION_TYPES) {
    const uuid = draft.picks[type];
    const doc = uuid ? loaded.get(uuid) : undefined;
    const id = uuid ? ids.get(uuid) : undefined;
    if (doc && id) picked.push({ id, doc });
  }
  return picked;
}

/** R-HERO-ADV: what the picked options grant at 1st level. */
export function firstLevelPending(
  picked: readonly { id: string; doc: PickedOption }[],
): PendingAdvancement[] {
  return pendingAdvancements(
    picked.map(({ id, doc }) => ({ itemId: id, advancements: advancementsOf(doc) })),
    1,
    [],
  );
}

/** R-HERO-STAMINA / R-HERO-RECOVERIES at 1st level from the picked class and kit (null without a class). */
export function firstLevelVitals(
  cls: PickedOption | undefined,
  kit: PickedOption | undefined,
): { stamina: number; recoveries: number } | null {
  if (!cls) return null;
  const stamina = read(cls.system, "stamina");
  const num = (value: unknown) => (typeof value === "number" ? value : 0);
  const bonuses = read(kit?.system, "bonuses");
  return {
    stamina: heroMaxStamina({
      level: 1,
      classStamina: { starting: num(read(stamina, "starting")), perLevel: num(read(stamina, "perLevel")) },
      stored: 0,
      kitStamina: num(read(bonuses, "stamina")),
    }),
    recoveries: heroMaxRecoveries(num(read(cls.system, "recoveries")), 0),
  };
}

/** R-RW-1: the hero's starting wealth and renown with what the picked career grants. */
export function careerRewards(career: PickedOption | undefined): { wealth: number; renown: number } {
  const num = (value: unknown) => (typeof value === "number" ? value : 0);
  return startingWealthAndRenown(
    career
      ? { wealth: num(read(career.system, "wealth")), renown: num(read(career.system, "renown")) }
      : null,
  );
}

/** The catalog entries a subclass step offers: those naming the picked class. */
export function subclassesOf(catalog: readonly OptionEntry[], className: string): OptionEntry[] {
  const wanted = className.trim().toLowerCase();
  return catalog.filter((e) => e.type === "subclass" && e.className.trim().toLowerCase() === wanted);
}
