/**
 * Official ActiveEffects → Steelbound ActiveEffects (docs/DATA.md "ActiveEffect (carried by items)"):
 * name, image, description, on/off, transfer, the conditions it imposes, its end (R-AB-11 durations in
 * `flags.steelbound.duration`) and its changes on Steelbound's own data paths (effect-paths.ts). An
 * ability modifier keeps its keyword filter in `flags.steelbound.abilityKeywords`. Every change without a
 * Steelbound home is listed with its why.
 */
import { CONDITIONS } from "../../rules/index.ts";
import { MOVEMENT_TYPES, SIZE_LETTERS } from "../../data/vocabulary.ts";
import { isObject, type Json, type JsonObject, type Unmapped } from "./context.ts";
import { mapEffectChange, type EffectChange } from "./effect-paths.ts";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

const ENDS: Record<string, string> = {
  turn: "eot",
  save: "save",
  encounter: "encounter",
  respite: "respite",
};

export interface ConvertedEffect {
  effect: JsonObject;
  unmapped: Unmapped[];
  /** Changes the source had and the converted effect kept. */
  kept: number;
  lost: number;
}

/** The official effect's end ("turn", "save" …) as a Steelbound duration, or "" for none. */
export function durationOf(effect: JsonObject): string {
  const system = effect["system"];
  const end = isObject(system) && isObject(system["end"]) ? text(system["end"]["type"]) : "";
  return ENDS[end] ?? "";
}

function keywordsOf(effect: JsonObject): string[] {
  const system = effect["system"];
  const filters = isObject(system) ? system["filters"] : undefined;
  const list = isObject(filters) ? filters["keywords"] : undefined;
  return Array.isArray(list)
    ? list.filter((k): k is string => typeof k === "string").map((k) => k.toLowerCase())
    : [];
}

/** A value Steelbound's field can take: lowercased movement types, known conditions and size letters. */
function checkValue(key: string, value: string): string | null {
  if (value.trim() === "") return "the change has no value";
  if (key === "system.movement.types" && !(MOVEMENT_TYPES as readonly string[]).includes(value.toLowerCase()))
    return `movement type "${value}" is not a Steelbound movement type`;
  if (key === "system.conditionImmunities" && !(CONDITIONS as readonly string[]).includes(value))
    return `"${value}" is not a Steelbound condition`;
  if (key === "system.size.letter" && !(SIZE_LETTERS as readonly string[]).includes(value))
    return `size letter "${value}" is not a Steelbound size letter`;
  return null;
}

/** A change's value as v13 stores it (a string); numbers and booleans as written. */
function valueText(value: Json | undefined): string {
  return typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? `${value}`
      : "";
}

/** One change → the Steelbound change or a note. */
function convertChange(raw: Json, where: string, uuid: string): { change?: JsonObject; note?: Unmapped } {
  const source: EffectChange = {
    key: isObject(raw) ? text(raw["key"]) : "",
    mode: isObject(raw) && typeof raw["mode"] === "number" ? raw["mode"] : 2,
    value: isObject(raw) ? valueText(raw["value"]) : "",
  };
  const mapped = mapEffectChange(source);
  const why = "why" in mapped ? mapped.why : checkValue(mapped.change.key, mapped.change.value);
  if (why !== null || !("change" in mapped))
    return { note: { uuid, field: where, why: `active effect change "${source.key}": ${why ?? ""}` } };
  const c = mapped.change;
  const value = c.key === "system.movement.types" ? c.value.toLowerCase() : c.value;
  const priority =
    c.priority ?? (isObject(raw) && typeof raw["priority"] === "number" ? raw["priority"] : null);
  return { change: { key: c.key, mode: c.mode, value, priority } };
}

/** One official effect; `field` is where it sat in the source ("effects.<id>"). */
export function convertEffect(source: JsonObject, uuid: string, field: string): ConvertedEffect {
  const changes = Array.isArray(source["changes"]) ? source["changes"] : [];
  const unmapped: Unmapped[] = [];
  const kept: JsonObject[] = [];
  changes.forEach((raw, i) => {
    const { change, note } = convertChange(raw, `${field}.changes.${i}`, uuid);
    if (change) kept.push(change);
    if (note) unmapped.push(note);
  });
  const statuses = Array.isArray(source["statuses"])
    ? source["statuses"].filter((s): s is string => typeof s === "string")
    : [];
  const known = statuses.filter((s) => (CONDITIONS as readonly string[]).includes(s));
  for (const s of statuses.filter((s) => !known.includes(s)))
    unmapped.push({ uuid, field: `${field}.statuses`, why: `status "${s}" is not a Steelbound condition` });
  const duration = durationOf(source);
  const keywords = keywordsOf(source);
  const isModifier =
    text(source["type"]) === "abilityModifier" || kept.some((c) => text(c["key"]).startsWith("ability."));
  const steelbound: JsonObject = {
    ...(duration ? { duration } : {}),
    ...(isModifier ? { abilityKeywords: keywords } : {}),
  };
  const effect: JsonObject = {
    _id: text(source["_id"]),
    name: text(source["name"]) || "Effect",
    img: text(source["img"]) || "icons/svg/aura.svg",
    description: text(source["description"]),
    disabled: source["disabled"] === true,
    transfer: source["transfer"] !== false,
    changes: kept,
    statuses: known,
    flags: { steelbound: steelbound },
  };
  return { effect, unmapped, kept: kept.length, lost: changes.length - kept.length };
}

/** Every effect of an official document, except those `skip` names (an ability's custom effects). */
export function convertEffects(
  source: JsonObject,
  uuid: string,
  skip: ReadonlySet<string> = new Set(),
): { effects: JsonObject[]; unmapped: Unmapped[] } {
  const list = Array.isArray(source["effects"]) ? source["effects"] : [];
  const effects: JsonObject[] = [];
  const unmapped: Unmapped[] = [];
  for (const raw of list) {
    if (!isObject(raw)) continue;
    const id = text(raw["_id"]);
    if (skip.has(id)) continue;
    const converted = convertEffect(raw, uuid, `effects.${id}`);
    effects.push(converted.effect);
    unmapped.push(...converted.unmapped);
  }
  return { effects, unmapped };
}

/** The Steelbound changes of one official effect (for an ability tier's custom effect), with notes. */
export function effectChanges(
  source: JsonObject,
  uuid: string,
  field: string,
): { changes: JsonObject[]; unmapped: Unmapped[] } {
  const { effect, unmapped } = convertEffect(source, uuid, field);
  // A tier's custom effect holds v13 changes without a priority (docs/DATA.md `customEffects`).
  const changes = (Array.isArray(effect["changes"]) ? effect["changes"].filter(isObject) : []).map(
    ({ key, mode, value }) => ({ key: key ?? "", mode: mode ?? 2, value: value ?? "" }),
  );
  return { changes, unmapped };
}
