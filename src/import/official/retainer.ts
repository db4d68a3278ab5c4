/** Official `retainer` actors → Steelbound retainers (R-RT-1…R-RT-6). */
import { ROLES } from "../../data/vocabulary.ts";
import { Reader, isObject, type Converted, type JsonObject } from "./context.ts";
import {
  biographyOf,
  characteristicsOf,
  damageOf,
  embeddedItems,
  highestOf,
  movementOf,
  sizeOf,
  stamina,
  type ItemConverter,
} from "./actor-common.ts";
import { paragraph } from "./html.ts";
import { shell, sourceLine, text, type ImportOptions } from "./shared.ts";
import { prototypeTokenOf } from "./token.ts";

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
    movement: movementOf(reader),
    size,
    stability: Math.max(0, reader.num("combat.stability")),
    disengage: Math.max(0, reader.num("movement.disengage", 1)),
    freeStrike: Math.max(0, reader.num("retainer.freeStrike")),
    damage: damageOf(reader),
    keywords: reader.strings("retainer.keywords"),
    biography: biographyOf(reader, options, notes),
    legacy: [],
  };
  reader.noteIfSet("biography.languages", "retainers have no languages field");
  const document = shell(source, "retainer", data, reader);
  const embedded = embeddedItems(
    source,
    uuid,
    { kind: "retainer", highest: highestOf(characteristics) },
    convertItem,
  );
  document["items"] = embedded.items;
  document["prototypeToken"] = prototypeTokenOf(source, text(source["name"]), size.value);
  const unmapped = reader.finish();
  return { document, unmapped: [...unmapped, ...embedded.unmapped] };
}
