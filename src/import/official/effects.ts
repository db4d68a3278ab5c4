/**
 * Official ActiveEffects → Steelbound ActiveEffects (docs/DATA.md "ActiveEffect (carried by items)"):
 * name, image, description, on/off, transfer, the conditions it imposes, its end (R-AB-11 durations in
 * `flags.steelbound.duration`) and its changes on Steelbound's own data paths (effect-paths.ts). An
 * ability modifier keeps its keyword filter in `flags.steelbound.abilityKeywords`. Every change without a
 * Steelbound home is listed with its why.
 */
import { CONDITIONS } from "../../rules/index.ts";
import { MOVEMENT_TYPES, SIZE_LETTERS } from "../../data/vocabulary.ts";
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import { isObject, type Converted, type Json, type JsonObject, type Unmapped } from "./context.ts";
import { relinkUuids, sanitizeHtml } from "./html.ts";
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

/**
 * v14 change types → v13 modes (v14 BaseActiveEffect.migrateData maps `mode` → `type` the same way; our
 * documents write v13's shape and Foundry 14 migrates it, docs/DATA.md). `subtract` is an add of the
 * negated number.
 */
const MODE_OF_TYPE: Record<string, number> = {
  custom: 0,
  multiply: 1,
  add: 2,
  downgrade: 3,
  upgrade: 4,
  override: 5,
};

/** One change's key, v13 mode and value, whichever generation wrote it; or why it cannot be read. */
function changeSource(raw: Json): EffectChange | { why: string } {
  const key = isObject(raw) ? text(raw["key"]) : "";
  if (!isObject(raw) || !("type" in raw)) {
    const mode = isObject(raw) && typeof raw["mode"] === "number" ? raw["mode"] : 2;
    return { key, mode, value: isObject(raw) ? valueText(raw["value"]) : "" };
  }
  const type = text(raw["type"]);
  const value = valueText(raw["value"]);
  if (type === "subtract") {
    const n = Number(value);
    return value.trim() !== "" && Number.isFinite(n)
      ? { key, mode: 2, value: `${-n}` }
      : { why: `active effect change "${key}": subtracting "${value}" (not a number) is not modelled` };
  }
  const mode = MODE_OF_TYPE[type];
  if (mode === undefined)
    return { why: `active effect change "${key}": change type "${type}" is not modelled` };
  return { key, mode, value };
}

/**
 * The v14 phase a change applies in: "initial" is the timing Steelbound's changes have (Foundry 14 applies
 * migrated v13 changes in it, research/FOUNDRY-V14.md); any other phase is not modelled, and said so.
 */
function phaseNote(raw: Json, where: string, uuid: string): Unmapped | null {
  const phase = isObject(raw) ? text(raw["phase"]) : "";
  if (phase === "" || phase === "initial") return null;
  return {
    uuid,
    field: `${where}.phase`,
    why: `active effect change applied in the "${phase}" phase: Steelbound applies it with the others`,
  };
}

/** One change → the Steelbound change or a note. */
function convertChange(raw: Json, where: string, uuid: string): { change?: JsonObject; notes: Unmapped[] } {
  const source = changeSource(raw);
  if ("why" in source) return { notes: [{ uuid, field: where, why: source.why }] };
  const mapped = mapEffectChange(source);
  const why = "why" in mapped ? mapped.why : checkValue(mapped.change.key, mapped.change.value);
  if (why !== null || !("change" in mapped))
    return { notes: [{ uuid, field: where, why: `active effect change "${source.key}": ${why ?? ""}` }] };
  const c = mapped.change;
  const value = c.key === "system.movement.types" ? c.value.toLowerCase() : c.value;
  const priority =
    c.priority ?? (isObject(raw) && typeof raw["priority"] === "number" ? raw["priority"] : null);
  const phase = phaseNote(raw, where, uuid);
  return { change: { key: c.key, mode: c.mode, value, priority }, notes: phase ? [phase] : [] };
}

/** A path inside the effect at `field` ("" for an effect that is the document itself). */
const under = (field: string, path: string): string => (field ? `${field}.${path}` : path);

/** v14 keeps an effect's changes in `system.changes` (1.x data); v13 (0.11) at the root. */
function changesOf(source: JsonObject, field: string): { list: Json[]; at: string } {
  const system = source["system"];
  if (isObject(system) && Array.isArray(system["changes"]))
    return { list: system["changes"], at: under(field, "system.changes") };
  return { list: Array.isArray(source["changes"]) ? source["changes"] : [], at: under(field, "changes") };
}

/**
 * An official effect's imbuing project (1.x `system.project`: what crafting the enhancement takes). Blank in
 * most effects (the model's defaults: no goal, one weapon); a real one is listed, as Steelbound's effects
 * carry no project.
 */
function projectNote(source: JsonObject, field: string, uuid: string): Unmapped | null {
  const system = source["system"];
  const project = isObject(system) ? system["project"] : undefined;
  if (!isObject(project)) return null;
  const goal = project["goal"];
  const said = ["prerequisites", "source"].some((k) => text(project[k]).trim() !== "");
  if ((goal === null || goal === undefined) && !said) return null;
  return {
    uuid,
    field: under(field, "system.project"),
    why: `the imbuing project (goal ${typeof goal === "number" ? goal : "none"}) is not carried by Steelbound's effects`,
  };
}

/** One official effect; `field` is where it sat in the source ("effects.<id>"). */
export function convertEffect(source: JsonObject, uuid: string, field: string): ConvertedEffect {
  const { list: changes, at } = changesOf(source, field);
  const unmapped: Unmapped[] = [];
  const kept: JsonObject[] = [];
  changes.forEach((raw, i) => {
    const { change, notes } = convertChange(raw, `${at}.${i}`, uuid);
    if (change) kept.push(change);
    unmapped.push(...notes);
  });
  const project = projectNote(source, field, uuid);
  if (project) unmapped.push(project);
  const statuses = Array.isArray(source["statuses"])
    ? source["statuses"].filter((s): s is string => typeof s === "string")
    : [];
  const known = statuses.filter((s) => (CONDITIONS as readonly string[]).includes(s));
  for (const s of statuses.filter((s) => !known.includes(s)))
    unmapped.push({
      uuid,
      field: under(field, "statuses"),
      why: `status "${s}" is not a Steelbound condition`,
    });
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

/** A document of the official effects compendium (1.x `effects` pack): an ActiveEffect on its own. */
export function isEffectDocument(source: Readonly<Record<string, unknown>>): boolean {
  const key = text(source["_key"]);
  if (key.startsWith("!effects!")) return true;
  const system = source["system"];
  return (
    !key.startsWith("!") &&
    typeof source["transfer"] === "boolean" &&
    isObject(system) &&
    Array.isArray(system["changes"]) &&
    !Array.isArray(source["items"])
  );
}

/**
 * An effects-compendium document → a Steelbound `feature` item that carries the effect (our effects live on
 * items: docs/DATA.md "ActiveEffect (carried by items)", and v13 has no compendium of loose effects). The
 * effect transfers, so the feature grants it to whoever holds it: drop it on an actor to give the effect.
 * The feature shows the effect's description; its changes land on Steelbound's paths as for any item effect.
 */
export function convertEffectDocument(source: JsonObject, moduleId: string): Converted {
  const id = text(source["_id"]);
  const uuid = `Item.${id}`;
  const converted = convertEffect(source, uuid, "");
  const effect: JsonObject = { ...converted.effect, transfer: true };
  const description = relinkUuids(sanitizeHtml(text(source["description"])), moduleId);
  effect["description"] = description;
  const document: JsonObject = {
    _id: id,
    name: text(source["name"]) || "Effect",
    type: "feature",
    img: text(source["img"]) || "icons/svg/aura.svg",
    system: {
      schemaVersion: SCHEMA_VERSION,
      description: { value: description },
      source: "",
      prerequisites: { text: "", level: 0, items: [] },
      featureType: "other",
      cost: { malice: 0 },
    },
    effects: [effect],
    folder: typeof source["folder"] === "string" ? source["folder"] : null,
    sort: typeof source["sort"] === "number" ? source["sort"] : 0,
    flags: { steelbound: { official: { dsid: "", type: "effect" } } },
  };
  return { document, unmapped: converted.unmapped };
}
