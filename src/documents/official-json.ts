/**
 * "Import Data" on a Steelbound actor or item accepts a file exported from the official Draw Steel system:
 * the JSON is converted on the way in (src/import/official through documents/slots.ts) and then imported
 * the way Foundry imports any JSON.
 *
 * v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#importFromJSON parses the JSON,
 * builds the document with `fromImport` (which asks the server to migrate the source whenever its
 * `_stats.coreVersion` differs from the running version, or is missing), turns it into data with
 * `collection.fromCompendium`, drops the `preserveOnImport` keys (`_id`, `sort`, `ownership`) and updates
 * this document with `{diff: false, recursive: false}`. The converted source is current data, so it is
 * stamped with the running core version (no migration), and it keeps this document's folder.
 */
import { SYSTEM_ID } from "../constants.ts";
import { slots } from "./slots.ts";

const OFFICIAL_ONLY_TYPES = ["npc", "object", "ancestryTrait"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An export of the official system: its system id, a type only it has, or its stat-block shape. */
export function isOfficialSource(source: unknown): source is Record<string, unknown> {
  if (!isRecord(source)) return false;
  const stats = source["_stats"];
  if (isRecord(stats) && stats["systemId"] === "draw-steel") return true;
  if (OFFICIAL_ONLY_TYPES.includes(String(source["type"]))) return true;
  const system = source["system"];
  return isRecord(system) && ("_dsid" in system || "combat" in system);
}

/**
 * docs/DATA.md: a document made from official data records where it came from in
 * `flags.steelbound.importedFrom` (`{system: "draw-steel", id}`), so importing the same source again updates
 * what it created earlier and never takes over a document it did not create.
 */
export function importedFromOf(doc: { flags?: unknown }): string | null {
  const id: unknown = foundry.utils.getProperty(doc.flags ?? {}, `${SYSTEM_ID}.importedFrom.id`);
  return typeof id === "string" && id ? id : null;
}

/** The converted data with its provenance flag (the official `_id` it was made from). */
export function withProvenance<D extends Record<string, unknown>>(document: D, sourceId: string): D {
  const flags = isRecord(document["flags"]) ? document["flags"] : {};
  const own = isRecord(flags[SYSTEM_ID]) ? flags[SYSTEM_ID] : {};
  const importedFrom = { system: "draw-steel", id: sourceId };
  return { ...document, flags: { ...flags, [SYSTEM_ID]: { ...own, importedFrom } } };
}

/** The JSON to hand to Foundry's import, and how many official fields had no Steelbound home. */
export async function steelboundJson(
  json: string,
  documentName: "Actor" | "Item",
  target: { folder: { id: string | null } | null },
): Promise<{ json: string; unmapped: number }> {
  const parsed: unknown = JSON.parse(json);
  if (!isOfficialSource(parsed)) return { json, unmapped: 0 };
  const { document, unmapped } = await slots.convertOfficial(documentName, parsed);
  const sourceId = typeof parsed["_id"] === "string" ? parsed["_id"] : "";
  const stamped = {
    ...(sourceId ? withProvenance(document, sourceId) : document),
    folder: target.folder?.id ?? null,
    _stats: { coreVersion: game.version },
  };
  return { json: JSON.stringify(stamped), unmapped: unmapped.length };
}

/** Tells the user how many official fields Steelbound has no field for yet (the CLI's report lists them). */
export function noteUnmapped(count: number): void {
  if (count === 0) return;
  ui.notifications?.info(game.i18n?.format("STEELBOUND.Import.Unmapped", { count: String(count) }) ?? "");
}
