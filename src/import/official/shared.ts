/** Document-level pieces every converter shares: the shell, rich text, the source line. */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import type { JsonObject, Reader } from "./context.ts";
import { convertEffects } from "./effects.ts";
import { relinkUuids, sanitizeHtml } from "./html.ts";

/** How converted data refers to itself: the generated module's id (for compendium links). */
export interface ImportOptions {
  moduleId: string;
}
export const DEFAULT_OPTIONS: ImportOptions = { moduleId: "steelbound-official" };
/** The Content window writes world compendiums (`world.<pack>`), so its links name the world's packs. */
export const WORLD_OPTIONS: ImportOptions = { moduleId: "world" };

/** Who owns an ability: it decides whether its resource cost is Malice and how `@chr` rolls. */
export interface Owner {
  kind: "monster" | "hero" | "retainer" | "none";
  /** The owner's highest characteristics (monsters roll with their highest, R-MO-1). */
  highest: string[];
}
export const NO_OWNER: Owner = { kind: "none", highest: [] };

export function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Rich text, cleaned and with official compendium links pointing at the generated module. */
export function rich(reader: Reader, path: string, options: ImportOptions): string {
  return relinkUuids(sanitizeHtml(reader.str(path)), options.moduleId);
}

/** "Monsters p. 160": the official {book, page, license} as Steelbound's one-line source. */
export function sourceLine(reader: Reader): string {
  const book = reader.str("source.book");
  const page = reader.str("source.page") || String(reader.maybe("source.page") ?? "");
  reader.use("source");
  return [book, page ? `p. ${page}` : ""].filter(Boolean).join(" ");
}

/**
 * The document around converted system data. `_id`, folder and sort are kept so a re-import updates the
 * same documents; flags of other modules are not carried over, the official `_dsid` is kept for matching.
 * The source's ActiveEffects come along with their changes on Steelbound's paths (effects.ts), except those
 * `skip` names (an ability's custom effects, which its tiers hold); a change with no home is listed.
 */
export function shell(
  source: JsonObject,
  type: string,
  system: JsonObject,
  reader: Reader,
  skip: ReadonlySet<string> = new Set(),
): JsonObject {
  const dsid = reader.str("_dsid");
  const { effects, unmapped } = convertEffects(source, reader.uuid, skip);
  reader.unmapped.push(...unmapped);
  return {
    _id: text(source["_id"]),
    name: text(source["name"]) || "Unnamed",
    type,
    img: text(source["img"]) || "icons/svg/item-bag.svg",
    system: { schemaVersion: SCHEMA_VERSION, ...system },
    effects,
    folder: typeof source["folder"] === "string" ? source["folder"] : null,
    sort: typeof source["sort"] === "number" ? source["sort"] : 0,
    flags: { steelbound: { official: { dsid, type: text(source["type"]) } } },
  };
}
