/**
 * Edit-mode inputs for the stats every actor shares (size, speed, movement types, stability-like numbers,
 * immunities and weaknesses) and for a monster's negotiation numbers. Values come from the actor's stored
 * source, not its prepared data: a kit's speed bonus or an effect's change would otherwise be written back
 * into the stored number on every submit (the sheet submits the whole form, v13 DocumentSheetV2).
 */
import { DAMAGE_TYPES } from "../../../rules/types.ts";
import { MOTIVATIONS, MOVEMENT_TYPES, SIZE_LETTERS } from "../../../data/vocabulary.ts";
import { keyPart, selectOptions, type Localizer, type SelectOption } from "../../../i18n.ts";

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function at(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split(".")) value = isData(value) ? value[key] : undefined;
  return value;
}
function str(source: unknown, path: string, fallback: string): string {
  const value = at(source, path);
  return typeof value === "string" ? value : fallback;
}
function num(source: unknown, path: string, fallback = 0): number {
  const value = at(source, path);
  return typeof value === "number" ? value : fallback;
}
/** A SetField's source is an array; a prepared one a Set. */
function members(source: unknown, path: string): Set<string> {
  const value = at(source, path);
  const list: unknown[] = Array.isArray(value) ? value : value instanceof Set ? [...value] : [];
  return new Set(list.filter((v): v is string => typeof v === "string"));
}

export interface CheckOption {
  key: string;
  label: string;
  checked: boolean;
}
/** One number input; `name` is the form field path. */
export interface NumberInput {
  name: string;
  label: string;
  value: number;
  min: number;
}
export interface DamageRow {
  key: string;
  label: string;
  immunity: number;
  weakness: number;
  /** "Immunity all" to this type (R-DM-2); not offered for the "all damage" row. */
  immuneAll: boolean;
  allRow: boolean;
}

export interface StatsEdit {
  sizeValue: number;
  sizeLetters: SelectOption[];
  speed: number;
  movementTypes: CheckOption[];
  numbers: NumberInput[];
  damage: DamageRow[];
}

function checks(
  i18n: Localizer,
  values: readonly string[],
  chosen: Set<string>,
  prefix: string,
): CheckOption[] {
  return values.map((key) => ({
    key,
    label: i18n.localize(`${prefix}${keyPart(key)}`),
    checked: chosen.has(key),
  }));
}

/** `numbers` names the extra stored counts this sheet edits here, e.g. ["stability", "disengage"]. */
export function statsEdit(
  i18n: Localizer,
  system: unknown,
  numbers: readonly { path: string; label: string; min?: number }[],
): StatsEdit {
  const immuneAll = members(system, "damage.immuneAll");
  return {
    sizeValue: num(system, "size.value", 1),
    sizeLetters: selectOptions(i18n, SIZE_LETTERS, str(system, "size.letter", "M"), "STEELBOUND.Size."),
    speed: num(system, "movement.speed"),
    movementTypes: checks(i18n, MOVEMENT_TYPES, members(system, "movement.types"), "STEELBOUND.Movement."),
    numbers: numbers.map(({ path, label, min }) => ({
      name: `system.${path}`,
      label: i18n.localize(label),
      value: num(system, path),
      min: min ?? 0,
    })),
    damage: (["all", ...DAMAGE_TYPES] as const).map((key) => ({
      key,
      label:
        key === "all"
          ? i18n.localize("STEELBOUND.Damage.AllTypes")
          : i18n.localize(`STEELBOUND.DamageType.${keyPart(key)}`),
      immunity: num(system, `damage.immunities.${key}`),
      weakness: num(system, `damage.weaknesses.${key}`),
      immuneAll: key !== "all" && immuneAll.has(key),
      allRow: key === "all",
    })),
  };
}

export interface NegotiationEdit {
  interest: number;
  patience: number;
  impression: number;
  motivations: CheckOption[];
  pitfalls: CheckOption[];
}

/** R-NG-1: a monster's negotiation numbers, motivations and pitfalls. */
export function negotiationEdit(i18n: Localizer, system: unknown): NegotiationEdit {
  const prefix = "STEELBOUND.Director.Negotiation.Motivation.";
  return {
    interest: num(system, "negotiation.interest", 2),
    patience: num(system, "negotiation.patience", 3),
    impression: num(system, "negotiation.impression", 1),
    motivations: checks(i18n, MOTIVATIONS, members(system, "negotiation.motivations"), prefix),
    pitfalls: checks(i18n, MOTIVATIONS, members(system, "negotiation.pitfalls"), prefix),
  };
}

/** A stored string list as one comma-separated text (languages, custom skills). */
export function listText(system: unknown, path: string): string {
  const value = at(system, path);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").join(", ") : "";
}
