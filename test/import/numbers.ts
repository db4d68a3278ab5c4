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

/** Whether the converted item's yield (at the place `path` names in the source) is "", a yield of one. */
function yieldOfOne(system: Json | undefined, path: string): boolean {
  const project = path.startsWith("system.project.") && isObject(system) ? system["project"] : system;
  return isObject(project) && project["yield"] === "";
}

/** "uuid field" for each number neither listed nor found in the converted document. */
export function lostNumbers(
  source: JsonObject,
  document: JsonObject,
  unmapped: Unmapped[],
  uuid: string,
): string[] {
  const lost: string[] = [];
  const check = (system: Json | undefined, converted: Json | undefined, id: string) => {
    const listed = unmapped.filter((u) => u.uuid === id).map((u) => u.field);
    const { numbers, text } = present(converted);
    for (const [path, n] of leaves(system, "system", [])) {
      if (listed.some((f) => f === "" || path === f || path.startsWith(`${f}.`))) continue;
      if (RULE_VALUES[path] === n) continue;
      // `sort` orders the official power effects (the converter reads them in that order); not a game number.
      if (path.endsWith(".sort")) continue;
      // An official characteristic advancement marks each score 1 (always), 0 (a choice) or -1 (never): a
      // flag, not an amount. "Never" is a score Steelbound's advancement does not raise (src/import/official/advancement.ts).
      if (n === -1 && /^system\.advancements\.[^.]+\.characteristics\./.test(path)) continue;
      // A solo's usual 2 turns a round is the organization's default: `turns` stays null (docs/DATA.md).
      if (path === "system.combat.turns" && n === 2 && soloByDefault(converted)) continue;
      // A project (or a treasure's crafting project) that yields one item stores its yield as "" (docs/DATA.md
      // "yield (text, \"\" = one)"; src/import/official/treasure.ts yieldOf).
      if (n === 1 && /^system\.(project\.)?yield\.amount$/.test(path) && yieldOfOne(converted, path))
        continue;
      if (n === 1000 && path.startsWith("system.damage.immunities.") && immuneAll(converted).length > 0)
        continue;
      if (numbers.has(n) || new RegExp(`(^|[^\\d])${String(Math.abs(n))}([^\\d]|$)`).test(text)) continue;
      lost.push(`${id} ${path}`);
    }
  };
  check(source["system"], document["system"], uuid);
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
  }
  return lost;
}
