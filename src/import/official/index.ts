/**
 * Converts one document of the official Draw Steel system (its compendium source JSON or a
 * "Export Data" file) into Steelbound's data. Pure: runs in Node for the CLI and in Foundry for
 * "Import Data". Each converter returns `{document, unmapped}`.
 */
import { convertAbility } from "./ability.ts";
import {
  convertAncestry,
  convertCareer,
  convertComplication,
  convertCulture,
  convertPerk,
  convertTitle,
} from "./background.ts";
import { convertClass, convertSubclass } from "./class.ts";
import { convertCompanion } from "./companion.ts";
import { isObject, type Converted, type JsonObject } from "./context.ts";
import { convertEffectDocument, isEffectDocument } from "./effects.ts";
import { convertAncestryTrait, convertFeature } from "./feature.ts";
import { assertSafeSource } from "./guard.ts";
import { convertHero } from "./hero.ts";
import { convertFolder, convertJournal, convertTable } from "./journal.ts";
import { convertKit } from "./kit.ts";
import { convertNpc } from "./npc.ts";
import { convertObject } from "./object.ts";
import { convertRetainer } from "./retainer.ts";
import { DEFAULT_OPTIONS, NO_OWNER, text, type ImportOptions, type Owner } from "./shared.ts";
import { convertProject, convertTreasure } from "./treasure.ts";
import { withoutOfficialMarkup } from "./markup.ts";

export type { Converted, Json, JsonObject, Unmapped } from "./context.ts";
export type { ImportOptions } from "./shared.ts";
export { DEFAULT_OPTIONS } from "./shared.ts";
export { sanitizeHtml } from "./html.ts";
export { officialFormula } from "./markup.ts";
export { HostileInputError, IMPORT_LIMITS, assertSafeSource, parseSafeJson } from "./guard.ts";

export type DocumentName = "Actor" | "Item" | "JournalEntry" | "RollTable" | "Folder";

type ItemFn = (
  source: JsonObject,
  options: ImportOptions & { uuid: string },
  owner: Owner,
  villain: number,
) => Converted;

const ITEMS: Record<string, ItemFn> = {
  ability: (s, o, owner, villain) => convertAbility(s, { ...o, owner, villainNumber: villain }),
  feature: (s, o, owner) => convertFeature(s, { ...o, ownerKind: owner.kind }),
  ancestryTrait: (s, o) => convertAncestryTrait(s, o),
  ancestry: (s, o) => convertAncestry(s, o),
  culture: (s, o) => convertCulture(s, o),
  career: (s, o) => convertCareer(s, o),
  complication: (s, o) => convertComplication(s, o),
  perk: (s, o) => convertPerk(s, o),
  title: (s, o) => convertTitle(s, o),
  class: (s, o) => convertClass(s, o),
  subclass: (s, o) => convertSubclass(s, o),
  kit: (s, o) => convertKit(s, o),
  treasure: (s, o) => convertTreasure(s, o),
  project: (s, o) => convertProject(s, o),
};
export const ITEM_TYPES = Object.keys(ITEMS);
export const ACTOR_TYPES = ["npc", "object", "retainer", "hero", "companion"];

/** Which Foundry document a source is: by its compendium `_key` when present, otherwise by its shape. */
export function documentNameOf(source: Readonly<Record<string, unknown>>): DocumentName | null {
  const key = text(source["_key"]);
  const collection = key.startsWith("!") ? key.split("!")[1] : "";
  const byKey: Record<string, DocumentName> = {
    actors: "Actor",
    items: "Item",
    journal: "JournalEntry",
    tables: "RollTable",
    folders: "Folder",
    // The 1.x effects compendium: each effect becomes a feature that carries it (effects.ts).
    effects: "Item",
  };
  if (collection && byKey[collection]) return byKey[collection];
  const type = text(source["type"]);
  if (typeof source["sorting"] === "string") return "Folder";
  if (isEffectDocument(source)) return "Item";
  if (Array.isArray(source["pages"])) return "JournalEntry";
  if (Array.isArray(source["results"])) return "RollTable";
  if (ACTOR_TYPES.includes(type)) return "Actor";
  if (type in ITEMS) return "Item";
  return null;
}

export function convertItem(
  source: JsonObject,
  options: ImportOptions = DEFAULT_OPTIONS,
  owner: Owner = NO_OWNER,
  uuid?: string,
  villain = 0,
): Converted {
  const type = text(source["type"]);
  const convert = ITEMS[type];
  if (!convert) throw new Error(`unknown official item type "${type}"`);
  return convert(source, { ...options, uuid: uuid ?? `Item.${text(source["_id"])}` }, owner, villain);
}

export function convertActor(source: JsonObject, options: ImportOptions = DEFAULT_OPTIONS): Converted {
  let villain = 0;
  // R-CB-18: villain actions are numbered in the order the stat block lists them.
  const embedded = (item: JsonObject, uuid: string, owner: Owner) => {
    const isVillain = isObject(item["system"]) && item["system"]["type"] === "villain";
    return convertItem(item, options, owner, uuid, isVillain ? ++villain : 0);
  };
  const type = text(source["type"]);
  if (type === "npc") return convertNpc(source, options, embedded);
  if (type === "object") return convertObject(source, options, embedded);
  if (type === "retainer") return convertRetainer(source, options, embedded);
  if (type === "hero") return convertHero(source, options, embedded);
  if (type === "companion") return convertCompanion(source, options, embedded);
  throw new Error(`unknown official actor type "${type}"`);
}

/** Any official document; throws for what is not one (the caller counts it as failed). */
export function convertOfficial(
  source: JsonObject,
  options: ImportOptions = DEFAULT_OPTIONS,
): Converted & { documentName: DocumentName } {
  const converted = convertDocument(source, options);
  // Texts the converters copy without the rich-text pass (effect descriptions, custom effects' plain text)
  // still carry the official inline markup: each becomes Steelbound's enrichers or text here (./markup.ts).
  return { ...converted, document: withoutOfficialMarkup(converted.document) };
}

function convertDocument(
  source: JsonObject,
  options: ImportOptions,
): Converted & { documentName: DocumentName } {
  assertSafeSource(source);
  const documentName = documentNameOf(source);
  switch (documentName) {
    case "Actor":
      return { documentName, ...convertActor(source, options) };
    case "Item":
      if (isEffectDocument(source))
        return { documentName, ...convertEffectDocument(source, options.moduleId) };
      return { documentName, ...convertItem(source, options) };
    case "JournalEntry":
      return { documentName, ...convertJournal(source, options) };
    case "RollTable":
      return { documentName, ...convertTable(source, options) };
    case "Folder":
      return { documentName, ...convertFolder(source) };
    default:
      throw new Error(`not an official Draw Steel document (type "${text(source["type"])}")`);
  }
}
