/**
 * Official dynamic-terrain `object` actors → Steelbound object actors (docs/DATA.md `object`; 004
 * 「ダイナミック地形オブジェクト」). Read from the official data's shape: `system.object` holds level, category,
 * role, area and whether stamina counts per square; stamina, size, stability and damage immunities sit
 * where an npc's do; objects have no characteristics.
 */
import { OBJECT_CATEGORIES, ROLES } from "../../data/vocabulary.ts";
import { Reader, isObject, type Converted, type JsonObject } from "./context.ts";
import {
  biographyOf,
  damageOf,
  embeddedItems,
  movementOf,
  sizeOf,
  stamina,
  type ItemConverter,
} from "./actor-common.ts";
import { paragraph } from "./html.ts";
import { shell, sourceLine, text, type ImportOptions } from "./shared.ts";
import { prototypeTokenOf } from "./token.ts";

/** The official category, or "hazard" (listed) for one Steelbound does not name. */
function categoryOf(reader: Reader): string {
  const category = reader.str("object.category");
  if ((OBJECT_CATEGORIES as readonly string[]).includes(category)) return category;
  reader.note("object.category", `unknown category "${category}": hazard`);
  return "hazard";
}

export function convertObject(
  source: JsonObject,
  options: ImportOptions,
  convertItem: ItemConverter,
): Converted {
  const system = isObject(source["system"]) ? source["system"] : {};
  const uuid = `Actor.${text(source["_id"])}`;
  const reader = new Reader(uuid, system);
  const role = reader.str("object.role");
  if (role !== "" && !(ROLES as readonly string[]).includes(role))
    reader.note("object.role", `unknown role "${role}"`);
  const size = sizeOf(reader);
  reader.implied("combat.save.threshold", 6);
  reader.implied("combat.turns", 1);
  reader.use("combat.save.bonus");
  reader.use("movement.disengage");
  reader.use("statuses");
  const data = {
    level: Math.max(0, Math.min(20, reader.num("object.level"))),
    category: categoryOf(reader),
    role: (ROLES as readonly string[]).includes(role) ? role : "",
    ev: Math.max(0, reader.num("ev")),
    area: reader.str("object.area"),
    squareStamina: reader.bool("object.squareStamina"),
    keywords: [],
    size,
    movement: movementOf(reader),
    stamina: stamina(reader),
    stability: Math.max(0, reader.num("combat.stability")),
    damage: damageOf(reader),
    characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
    biography: biographyOf(reader, options, paragraph(`Source: ${sourceLine(reader)}`)),
    legacy: [],
  };
  const document = shell(source, "object", data, reader);
  const embedded = embeddedItems(source, uuid, { kind: "monster", highest: [] }, convertItem);
  document["items"] = embedded.items;
  document["prototypeToken"] = prototypeTokenOf(source, text(source["name"]), size.value);
  const unmapped = reader.finish([
    ["combat.save.threshold", "a save threshold other than 6: Steelbound's saves always end on 6 (R-ST-2)"],
  ]);
  return { document, unmapped: [...unmapped, ...embedded.unmapped] };
}
