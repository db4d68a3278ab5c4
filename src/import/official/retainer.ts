/** Official `retainer` actors → Steelbound retainers (R-RT-1…R-RT-6). */
import { ROLES } from "../../data/vocabulary.ts";
import { Reader, isObject, type Converted, type JsonObject } from "./context.ts";
import {
  biographyOf,
  characteristicsOf,
  retainerShapedDocument,
  retainerShapedFields,
  sizeOf,
  stamina,
  type ItemConverter,
} from "./actor-common.ts";
import { paragraph } from "./html.ts";
import { sourceLine, text, type ImportOptions } from "./shared.ts";

export function convertRetainer(
  source: JsonObject,
  options: ImportOptions,
  convertItem: ItemConverter,
): Converted {
  const system = isObject(source["system"]) ? source["system"] : {};
  const uuid = `Actor.${text(source["_id"])}`;
  const reader = new Reader(uuid, system);
  const role = reader.str("retainer.role");
  if (!(ROLES as readonly string[]).includes(role))
    reader.note("retainer.role", `unknown role "${role}": harrier`);
  const characteristics = characteristicsOf(reader);
  const size = sizeOf(reader);
  reader.implied("combat.save.threshold", 6);
  reader.implied("combat.turns", 1);
  reader.use("combat.save.bonus");
  reader.use("statuses");
  const notes = paragraph(`Source: ${sourceLine(reader)}`);
  const recoveriesMax = Math.max(0, reader.num("recoveries.max", 6));
  const data = {
    level: Math.max(1, Math.min(10, reader.maybe("retainer.level") ?? 1)),
    role: (ROLES as readonly string[]).includes(role) ? role : "harrier",
    mentor: null,
    characteristics,
    stamina: stamina(reader),
    recoveries: { value: Math.max(0, reader.num("recoveries.value", recoveriesMax)), max: recoveriesMax },
    ...retainerShapedFields(reader),
    size,
    freeStrike: Math.max(0, reader.num("retainer.freeStrike")),
    keywords: reader.strings("retainer.keywords"),
    biography: biographyOf(reader, options, notes),
    legacy: [],
  };
  reader.noteIfSet("biography.languages", "retainers have no languages field");
  return retainerShapedDocument(source, "retainer", data, reader, convertItem, {
    characteristics,
    size: size.value,
  });
}
