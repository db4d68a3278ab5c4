/**
 * Official 1.x `companion` actors (a Beastheart's animal) → Steelbound companions (data/actor/companion.ts:
 * retainer-shaped, `mentor` = the master). The official companion takes its stamina from its master's level
 * and writes its free strike as a formula ("1 + @M"); Steelbound holds numbers, so the free strike is worked
 * out from the companion's own scores and the stamina is the document's own, each with a note.
 */
import { ROLES } from "../../data/vocabulary.ts";
import { Reader, isObject, numberOf, type Converted, type JsonObject } from "./context.ts";
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
import { officialFormula } from "./markup.ts";
import { evaluateFormula, formulaDice, parseFormula } from "../../rules/formula.ts";

/**
 * "1 + @M" → 1 + the companion's Might; a plain number as is; null for anything else (dice included). Read
 * through the official-formula reading of the markup converter and the rules' formula evaluator.
 */
export function freeStrikeOf(raw: unknown, scores: Record<string, number>): number | null {
  const plain = numberOf(raw);
  if (plain !== null) return plain;
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const formula = officialFormula(raw);
  const tree = formula === null ? null : parseFormula(formula);
  if (tree === null || formulaDice(tree).length > 0) return null;
  return evaluateFormula(tree, scores, []);
}

export function convertCompanion(
  source: JsonObject,
  options: ImportOptions,
  convertItem: ItemConverter,
): Converted {
  const system = isObject(source["system"]) ? source["system"] : {};
  const uuid = `Actor.${text(source["_id"])}`;
  const reader = new Reader(uuid, system);
  const characteristics = characteristicsOf(reader);
  const size = sizeOf(reader);
  reader.implied("combat.save.threshold", 6);
  reader.implied("combat.turns", 1);
  reader.use("combat.save.bonus");
  reader.use("statuses");
  const role = reader.str("companion.role");
  if (role !== "" && !(ROLES as readonly string[]).includes(role))
    reader.note("companion.role", `unknown role "${role}"`);
  const rawStrike = reader.get("companion.freeStrike");
  const freeStrike = freeStrikeOf(rawStrike, characteristics);
  reader.use("companion.freeStrike");
  if (freeStrike === null && rawStrike !== undefined && rawStrike !== null && rawStrike !== "")
    reader.note("companion.freeStrike", `free strike "${JSON.stringify(rawStrike)}" is not readable: 0`);
  else if (typeof rawStrike === "string" && numberOf(rawStrike) === null)
    reader.unmapped.push({
      uuid,
      field: "system.companion.freeStrike",
      why: `free strike "${rawStrike}" worked out from the companion's scores as ${freeStrike ?? 0}; it does not follow later changes`,
    });
  const vitals = stamina(reader);
  if (vitals.max === 0)
    reader.unmapped.push({
      uuid,
      field: "system.stamina.max",
      why: "the official companion's stamina comes from its master's level: set its maximum on the sheet",
    });
  reader.use("companion.master");
  const notes = paragraph(`Source: ${sourceLine(reader)}`);
  const data = {
    level: 1,
    role: (ROLES as readonly string[]).includes(role) ? role : "harrier",
    mentor: null,
    characteristics,
    stamina: vitals,
    recoveries: { value: 0, max: 0 },
    ...retainerShapedFields(reader),
    size,
    freeStrike: Math.max(0, freeStrike ?? 0),
    keywords: reader.strings("companion.keywords"),
    biography: biographyOf(reader, options, notes),
    legacy: [],
  };
  reader.noteIfSet("biography.languages", "companions have no languages field");
  return retainerShapedDocument(source, "companion", data, reader, convertItem, {
    characteristics,
    size: size.value,
  });
}
