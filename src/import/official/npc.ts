/**
 * Official `npc` actors → Steelbound monsters (R-MO-1); dynamic-terrain `object` actors have their own
 * converter (object.ts). A minion's EV is per set of four in both systems (R-MO-5), so it is copied as is.
 */
import { MOTIVATIONS, ORGANIZATIONS, ROLES } from "../../data/vocabulary.ts";
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

/** Old official data put the organization in the role for minions, leaders and solos. */
const LEGACY_ROLES = ["minion", "leader", "solo"];

function organizationAndRole(reader: Reader, path: string) {
  let organization = reader.str(`${path}.organization`);
  let role = reader.str(`${path}.role`);
  if (LEGACY_ROLES.includes(role)) {
    if (organization === "" || organization === role) organization = role;
    else
      reader.unmapped.push({
        uuid: reader.uuid,
        field: `system.${path}.role`,
        why: `legacy role "${role}" conflicts with organization "${organization}"`,
      });
    role = "";
  }
  if (!(ORGANIZATIONS as readonly string[]).includes(organization)) {
    reader.unmapped.push({
      uuid: reader.uuid,
      field: `system.${path}.organization`,
      why: `no organization ("${organization}"): imported as platoon`,
    });
    organization = "platoon";
  }
  if (role !== "" && !(ROLES as readonly string[]).includes(role)) {
    reader.note(`${path}.role`, `unknown role "${role}"`);
    role = "";
  }
  return { organization, role };
}

function negotiationOf(reader: Reader) {
  const motivations = (path: string) => {
    const all = reader.strings(path);
    const known = all.filter((m) => (MOTIVATIONS as readonly string[]).includes(m));
    if (known.length < all.length) reader.note(path, "unknown motivation or pitfall");
    return known;
  };
  const clamp = (path: string, min: number, max: number, fallback: number) =>
    Math.min(max, Math.max(min, reader.num(path, fallback)));
  return {
    interest: clamp("negotiation.interest", 0, 5, 2),
    patience: clamp("negotiation.patience", 0, 5, 3),
    motivations: motivations("negotiation.motivations"),
    pitfalls: motivations("negotiation.pitfalls"),
    impression: clamp("negotiation.impression", 1, 12, 1),
  };
}

/**
 * Turns per round (docs/DATA.md monster `turns`): null when the official value is the organization's usual
 * one (2 for a solo, else 1), so the organization keeps deciding; otherwise the value, 1–3.
 */
function turnsOf(reader: Reader, organization: string): number | null {
  const value = reader.maybe("combat.turns");
  reader.use("combat.turns");
  if (value === null) return null;
  const usual = organization === "solo" ? 2 : 1;
  if (value === usual) return null;
  if (value < 1 || value > 3 || !Number.isInteger(value)) {
    reader.note("combat.turns", `${value} turns per round: Steelbound holds 1 to 3`);
    return null;
  }
  return value;
}

export function convertNpc(
  source: JsonObject,
  options: ImportOptions,
  convertItem: ItemConverter,
): Converted {
  const system = isObject(source["system"]) ? source["system"] : {};
  const uuid = `Actor.${text(source["_id"])}`;
  const reader = new Reader(uuid, system);
  const { organization, role } = organizationAndRole(reader, "monster");
  const characteristics = characteristicsOf(reader);
  const size = sizeOf(reader);
  const notes = [`Source: ${sourceLine(reader)}`];
  reader.implied("combat.save.threshold", 6);
  const turns = turnsOf(reader, organization);
  const disengage = Math.max(0, reader.num("movement.disengage", 1));
  reader.use("combat.save.bonus");
  const languages = reader.strings("biography.languages");
  if (languages.length) notes.push(`Languages: ${languages.join(", ")}`);
  const monster = {
    level: Math.max(0, Math.min(20, reader.num("monster.level"))),
    organization,
    role: (ROLES as readonly string[]).includes(role) ? role : "",
    // 1.x keeps EV at the root of `system` (`system.ev`); 0.x under `monster`.
    ev: Math.max(0, reader.maybe("ev") ?? reader.num("monster.ev")),
    keywords: reader.strings("monster.keywords"),
    size,
    movement: movementOf(reader),
    stamina: stamina(reader),
    stability: Math.max(0, reader.num("combat.stability")),
    disengage,
    freeStrike: Math.max(0, reader.num("monster.freeStrike")),
    damage: damageOf(reader),
    characteristics,
    withCaptain: "",
    turns,
    negotiation: negotiationOf(reader),
    biography: biographyOf(
      reader,
      { moduleId: options.moduleId },
      notes.filter(Boolean).map(paragraph).join(""),
    ),
    legacy: [],
  };
  reader.use("statuses");
  const document = shell(source, "monster", monster, reader);
  const owner = { kind: "monster" as const, highest: highestOf(characteristics) };
  const embedded = embeddedItems(source, uuid, owner, convertItem);
  document["items"] = embedded.items;
  document["prototypeToken"] = prototypeTokenOf(source, text(source["name"]), size.value);
  const unmapped = reader.finish([
    ["combat.save.threshold", "a save threshold other than 6: Steelbound's saves always end on 6 (R-ST-2)"],
  ]);
  return { document, unmapped: [...unmapped, ...embedded.unmapped] };
}
