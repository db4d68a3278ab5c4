/**
 * An independent check that no number of an official document was dropped: every number (or numeric
 * string) in its `system` — and in each embedded item's — must be listed in `unmapped` (the field or a
 * parent of it) or appear in the converted document (as a number, or inside its text).
 */
import type { Json, JsonObject, Unmapped } from "../../src/import/official/index.ts";

const str = (value: unknown): string => (typeof value === "string" ? value : "");

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function numberOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}
function leaves(value: Json | undefined, path: string, out: [string, number][]): [string, number][] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}.${i}`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, `${path}.${k}`, out);
  else {
    const n = numberOf(value);
    if (n !== null) out.push([path, n]);
  }
  return out;
}
function present(doc: Json | undefined): { numbers: Set<number>; text: string } {
  const numbers = new Set<number>();
  let text = "";
  const walk = (v: Json | undefined): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
    else if (typeof v === "number") numbers.add(v);
    else if (typeof v === "string") text += ` ${v}`;
  };
  walk(doc);
  return { numbers, text };
}

/**
 * Values the rules fix and Steelbound therefore does not store: a save ends on 6, a creature takes one turn
 * a round and disengages 1 square. The converters count these as mapped when they have exactly this value.
 */
const RULE_VALUES: Record<string, number> = {
  "system.combat.save.threshold": 6,
  "system.combat.turns": 1,
  "system.movement.disengage": 1,
};

/** The converted `damage.immuneAll` (where an official immunity of 1000, "all", goes). */
function immuneAll(system: Json | undefined): Json[] {
  const damage = isObject(system) ? system["damage"] : undefined;
  const all = isObject(damage) ? damage["immuneAll"] : undefined;
  return Array.isArray(all) ? all : [];
}

/** A converted solo whose turns per round come from its organization. */
function soloByDefault(system: Json | undefined): boolean {
  return isObject(system) && system["organization"] === "solo" && system["turns"] === null;
}

/**
 * An official effect's blank imbuing project (1.x `system.project` with no goal) holds the model's default
 * yield of one weapon: a schema default, not a number of the effect.
 */
function blankProjectYield(system: Json | undefined, path: string): boolean {
  const project = isObject(system) ? system["project"] : undefined;
  return isObject(project) && project["goal"] === null && path.endsWith("system.project.yield.amount");
}

/** A document of the 1.x effects compendium (converted to a feature carrying it, src/import/official/effects.ts). */
function isEffectDocument(source: JsonObject): boolean {
  return str(source["_key"]).startsWith("!effects!");
}

/** "uuid field" for each number neither listed nor found in the converted document. */
export function lostNumbers(
  source: JsonObject,
  document: JsonObject,
  unmapped: Unmapped[],
  uuid: string,
): string[] {
  const lost: string[] = [];
  const check = (system: Json | undefined, converted: Json | undefined, id: string, base = "system") => {
    const listed = unmapped.filter((u) => u.uuid === id).map((u) => u.field);
    const { numbers, text } = present(converted);
    for (const [path, n] of leaves(system, base, [])) {
      if (blankProjectYield(system, path)) continue;
      if (listed.some((f) => f === "" || path === f || path.startsWith(`${f}.`))) continue;
      if (RULE_VALUES[path] === n) continue;
      // `sort` orders the official power effects (the converter reads them in that order); not a game number.
      if (path.endsWith(".sort")) continue;
      // An official characteristic advancement marks each score 1 (always), 0 (a choice) or -1 (never): a
      // flag, not an amount. "Never" is a score Steelbound's advancement does not raise (src/import/official/advancement.ts).
      if (n === -1 && /^system\.advancements\.[^.]+\.characteristics\./.test(path)) continue;
      // A solo's usual 2 turns a round is the organization's default: `turns` stays null (docs/DATA.md).
      if (path === "system.combat.turns" && n === 2 && soloByDefault(converted)) continue;
      if (n === 1000 && path.startsWith("system.damage.immunities.") && immuneAll(converted).length > 0)
        continue;
      if (numbers.has(n) || new RegExp(`(^|[^\\d])${String(Math.abs(n))}([^\\d]|$)`).test(text)) continue;
      lost.push(`${id} ${path}`);
    }
  };
  // An effects-compendium document: its numbers (v14 change values, a project goal) live in the feature's effect.
  if (isEffectDocument(source)) {
    check(source["system"], document, uuid);
    return lost;
  }
  check(source["system"], document["system"], uuid);
  checkEffects(source, document, uuid);
  const items = Array.isArray(source["items"]) ? source["items"] : [];
  const converted = Array.isArray(document["items"]) ? document["items"] : [];
  for (const item of items) {
    if (!isObject(item)) continue;
    const match = converted.find((c) => isObject(c) && c["_id"] === item["_id"]);
    const id = `${uuid}.Item.${str(item["_id"])}`;
    if (!isObject(match)) {
      if (!unmapped.some((u) => u.uuid === id)) lost.push(`${id} (item missing)`);
      continue;
    }
    check(item["system"], match["system"], id);
    checkEffects(item, match, id);
  }
  return lost;

  /**
   * The numbers of each ActiveEffect a document carries: v14 (1.x) `system` (its changes' values, its
   * project) and v13 (0.11) root `changes`, reported under `effects.<id>.…` on the document's uuid.
   */
  function checkEffects(from: JsonObject, to: JsonObject, id: string): void {
    const effects = Array.isArray(from["effects"]) ? from["effects"] : [];
    const convertedEffects = Array.isArray(to["effects"]) ? to["effects"] : [];
    for (const effect of effects) {
      if (!isObject(effect)) continue;
      const eid = str(effect["_id"]);
      // An ability's custom effects are held by its tiers (src/import/official/custom-effect.ts).
      const match = convertedEffects.find((c) => isObject(c) && c["_id"] === eid) ?? to["system"];
      check(effect["system"], match, id, `effects.${eid}.system`);
      check(effect["changes"], match, id, `effects.${eid}.changes`);
    }
  }
}
