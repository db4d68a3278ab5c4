/** Stat-block pieces shared by the official npc, retainer, object and hero actors. */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import { MOVEMENT_TYPES, SIZE_LETTERS } from "../../data/vocabulary.ts";
import { isObject, type Converted, type JsonObject, type Reader, type Unmapped } from "./context.ts";
import { relinkUuids, sanitizeHtml } from "./html.ts";
import type { ImportOptions, Owner } from "./shared.ts";
import { shell, text } from "./shared.ts";
import { prototypeTokenOf } from "./token.ts";

/** The official system writes an immunity of 1000 for "immune to all damage of this type". */
export const IMMUNITY_ALL = 1000;

export function characteristicsOf(reader: Reader): Record<string, number> {
  return Object.fromEntries(
    CHARACTERISTICS.map((c) => [c, Math.max(-5, Math.min(5, reader.num(`characteristics.${c}.value`)))]),
  );
}

/** The characteristics tied for highest: monsters roll with their highest (R-MO-1). */
export function highestOf(scores: Record<string, number>): string[] {
  const best = Math.max(...Object.values(scores));
  return CHARACTERISTICS.filter((c) => scores[c] === best);
}

/** R-DM-2/R-DM-3. Official `damage.{immunities,weaknesses}.{all,<type>}`; 1000 means "all" (immuneAll). */
export function damageOf(reader: Reader) {
  const keys = ["all", ...DAMAGE_TYPES];
  const immunities: Record<string, number> = {};
  const weaknesses: Record<string, number> = {};
  const immuneAll = new Set<string>();
  for (const key of keys) {
    const immunity = reader.num(`damage.immunities.${key}`);
    if (immunity >= IMMUNITY_ALL) {
      immunities[key] = 0;
      for (const type of key === "all" ? DAMAGE_TYPES : [key]) immuneAll.add(type);
    } else immunities[key] = Math.max(0, immunity);
    weaknesses[key] = Math.max(0, reader.num(`damage.weaknesses.${key}`));
  }
  return { immunities, weaknesses, immuneAll: [...immuneAll] };
}

export function sizeOf(reader: Reader) {
  const letter = reader.str("combat.size.letter", "M");
  const value = Math.max(1, reader.num("combat.size.value", 1));
  return { value, letter: (SIZE_LETTERS as readonly string[]).includes(letter) ? letter : "M" };
}

/** R-MV-5: speed and movement types; the official `hover` flag is a movement type in Steelbound. */
export function movementOf(reader: Reader) {
  const types = reader
    .strings("movement.types")
    .filter((t) => (MOVEMENT_TYPES as readonly string[]).includes(t));
  if (reader.bool("movement.hover") && !types.includes("hover")) types.push("hover");
  if (!types.includes("walk")) types.unshift("walk");
  return { speed: Math.max(0, reader.num("movement.value")), types };
}

export function biographyOf(reader: Reader, options: ImportOptions, extra = "") {
  const clean = (path: string) => relinkUuids(sanitizeHtml(reader.str(path)), options.moduleId);
  return { value: clean("biography.value"), gmNotes: clean("biography.director") + extra };
}

export function stamina(reader: Reader) {
  const max = Math.max(0, reader.num("stamina.max"));
  const value = reader.maybe("stamina.value") ?? max;
  reader.use("stamina.value");
  return { value, max, temporary: Math.max(0, reader.num("stamina.temporary")) };
}

export type ItemConverter = (item: JsonObject, uuid: string, owner: Owner) => Converted;

/** Converts embedded items through `convert`; a failing item is listed and left out, not fatal. */
export function embeddedItems(
  source: JsonObject,
  actorUuid: string,
  owner: Owner,
  convert: ItemConverter,
): { items: JsonObject[]; unmapped: Unmapped[] } {
  const list = Array.isArray(source["items"]) ? source["items"] : [];
  const items: JsonObject[] = [];
  const unmapped: Unmapped[] = [];
  for (const item of list) {
    if (!isObject(item)) continue;
    const uuid = `${actorUuid}.Item.${text(item["_id"])}`;
    try {
      const converted = convert(item, uuid, owner);
      converted.document["folder"] = null;
      items.push(converted.document);
      unmapped.push(...converted.unmapped);
    } catch (error) {
      unmapped.push({ uuid, field: "", why: `item not converted: ${String(error)}` });
    }
  }
  return { items, unmapped };
}

/**
 * The stat-block fields a retainer and a companion read alike (companion.ts is retainer-shaped): movement,
 * stability, disengage (1 when absent, R-CB-10) and damage modifiers.
 */
export function retainerShapedFields(reader: Reader) {
  return {
    movement: movementOf(reader),
    stability: Math.max(0, reader.num("combat.stability")),
    disengage: Math.max(0, reader.num("movement.disengage", 1)),
    damage: damageOf(reader),
  };
}

/** A retainer-shaped actor's document: the shell, its embedded items (rolling as a retainer) and its token. */
export function retainerShapedDocument(
  source: JsonObject,
  type: "retainer" | "companion",
  data: JsonObject,
  reader: Reader,
  convertItem: ItemConverter,
  shape: { characteristics: Record<string, number>; size: number },
): Converted {
  const document = shell(source, type, data, reader);
  const uuid = `Actor.${text(source["_id"])}`;
  const owner: Owner = { kind: "retainer", highest: highestOf(shape.characteristics) };
  const embedded = embeddedItems(source, uuid, owner, convertItem);
  document["items"] = embedded.items;
  document["prototypeToken"] = prototypeTokenOf(source, text(source["name"]), shape.size);
  const unmapped = reader.finish();
  return { document, unmapped: [...unmapped, ...embedded.unmapped] };
}
