/**
 * Official `hero` actors → Steelbound heroes. The official hero keeps its level on the class item and its
 * maximum stamina is derived from class and kit, as in Steelbound (R-HERO-STAMINA), so only current
 * values are read here.
 */
import { SKILLS } from "../../data/vocabulary.ts";
import { Reader, isObject, type Converted, type JsonObject } from "./context.ts";
import {
  biographyOf,
  characteristicsOf,
  damageOf,
  embeddedItems,
  movementOf,
  sizeOf,
  type ItemConverter,
} from "./actor-common.ts";
import { shell, text, type ImportOptions } from "./shared.ts";
import { prototypeTokenOf } from "./token.ts";

/** The official hero's level and resource name live on its class item. */
function classOf(source: JsonObject): { level: number; resource: string } {
  const items = Array.isArray(source["items"]) ? source["items"] : [];
  for (const item of items) {
    if (!isObject(item) || item["type"] !== "class" || !isObject(item["system"])) continue;
    const level = item["system"]["level"];
    const resource = item["system"]["primary"];
    return {
      level: typeof level === "number" ? Math.max(1, Math.min(10, level)) : 1,
      resource: typeof resource === "string" ? resource : "",
    };
  }
  return { level: 1, resource: "" };
}

export function convertHero(
  source: JsonObject,
  options: ImportOptions,
  convertItem: ItemConverter,
): Converted {
  const system = isObject(source["system"]) ? source["system"] : {};
  const uuid = `Actor.${text(source["_id"])}`;
  const reader = new Reader(uuid, system);
  const skills = reader.strings("skills.value");
  const known = skills.filter((s) => (SKILLS as readonly string[]).includes(s));
  const size = sizeOf(reader);
  const cls = classOf(source);
  const value = reader.num("stamina.value");
  reader.use("hero.preferredKit");
  reader.implied("combat.save.threshold", 6);
  reader.implied("combat.turns", 1);
  reader.use("combat.save.bonus");
  const data = {
    level: cls.level,
    characteristics: characteristicsOf(reader),
    stamina: { value, max: Math.max(0, value), temporary: Math.max(0, reader.num("stamina.temporary")) },
    recoveries: {
      value: Math.max(0, reader.num("recoveries.value")),
      max: Math.max(0, reader.num("recoveries.max")),
    },
    heroicResource: { name: cls.resource, value: reader.num("hero.primary.value") },
    surges: Math.max(0, reader.num("hero.surges")),
    epicResource: Math.max(0, reader.num("hero.epic.value")),
    victories: Math.max(0, reader.num("hero.victories")),
    xp: Math.max(0, reader.num("hero.xp")),
    wealth: Math.max(0, reader.num("hero.wealth", 1)),
    renown: Math.max(0, reader.num("hero.renown")),
    movement: movementOf(reader),
    size,
    stability: Math.max(0, reader.num("combat.stability")),
    disengage: Math.max(0, reader.num("movement.disengage", 1)),
    skills: known,
    customSkills: skills.filter((s) => !known.includes(s)),
    languages: reader.strings("biography.languages"),
    damage: damageOf(reader),
    biography: biographyOf(reader, options),
    legacy: [],
  };
  const document = shell(source, "hero", data, reader);
  const embedded = embeddedItems(source, uuid, { kind: "hero", highest: [] }, convertItem);
  document["items"] = embedded.items;
  document["prototypeToken"] = prototypeTokenOf(source, text(source["name"]), size.value);
  const unmapped = reader.finish();
  return { document, unmapped: [...unmapped, ...embedded.unmapped] };
}
