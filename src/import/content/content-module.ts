/**
 * A content module for the official Draw Steel system (a publisher's premium module of heroes, monsters or
 * adventures, or a community one): a Foundry module whose manifest (`module.json`) names it and whose packs
 * hold documents in the official system's shapes, as LevelDB folders `packs/<pack>/` like the release's (or
 * as pack JSON like the source's). Its documents link to its own packs as `Compendium.<module id>.<pack>…`
 * and to the official system's as `Compendium.draw-steel.<pack>…`. The Content window writes every pack it
 * reads as a world compendium of the same name, so the module's own links are read exactly as the official
 * ones are: the import then points both at the compendiums it writes.
 */
import { parseSafeJson } from "../official/guard.ts";
import type { SourceFile } from "../official/batch.ts";

export interface ContentModule {
  id: string;
  title: string;
}

/** Why a picked module is not read: it was made for another game system. */
export interface OtherSystem {
  title: string;
  system: string;
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;
const depth = (path: string) => path.split(/[\\/]/).filter(Boolean).length;
/** Foundry's package ids: letters, digits, hyphens and underscores. */
const PACKAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const OFFICIAL_SYSTEM = "draw-steel";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

/** The game systems a manifest says it is for: its system relationships and its packs' `system`. */
function systemsOf(manifest: Record<string, unknown>): string[] {
  const relationships = isRecord(manifest["relationships"]) ? manifest["relationships"] : {};
  const related = Array.isArray(relationships["systems"]) ? relationships["systems"] : [];
  const packs = Array.isArray(manifest["packs"]) ? manifest["packs"] : [];
  return [
    ...related.map((r) => (isRecord(r) ? text(r["id"], 100) : "")),
    ...packs.map((p) => (isRecord(p) ? text(p["system"], 100) : "")),
  ].filter(Boolean);
}

/**
 * The module a pick or archive is, read from its shallowest `module.json` outside any packs folder; null when
 * there is none (the official release or source, or loose exported documents) or it cannot be read. A module
 * that names game systems but not the official one is `other`: its packs are not Draw Steel's shapes.
 */
export function contentModule(
  texts: readonly { path: string; text: string }[],
  belowPacks: (path: string) => string | null,
): { module: ContentModule | null; other: OtherSystem | null } {
  const manifest = texts
    .filter((t) => baseName(t.path).toLowerCase() === "module.json" && belowPacks(t.path) === null)
    .sort((a, b) => depth(a.path) - depth(b.path))[0];
  if (!manifest) return { module: null, other: null };
  let parsed: unknown;
  try {
    parsed = parseSafeJson(manifest.text);
  } catch {
    return { module: null, other: null };
  }
  if (!isRecord(parsed)) return { module: null, other: null };
  const id = text(parsed["id"], 100);
  if (!PACKAGE_ID.test(id) || id === OFFICIAL_SYSTEM) return { module: null, other: null };
  const title = text(parsed["title"], 200) || id;
  const systems = systemsOf(parsed);
  if (systems.length && !systems.includes(OFFICIAL_SYSTEM))
    return { module: null, other: { title, system: systems[0] ?? "" } };
  return { module: { id, title }, other: null };
}

/** Every `Compendium.<module id>.` link in the documents read as the official system's own. */
export function relinkModule(files: readonly SourceFile[], moduleId: string): void {
  const from = `Compendium.${moduleId}.`;
  const to = `Compendium.${OFFICIAL_SYSTEM}.`;
  const stack: unknown[] = files.map((f) => f.doc);
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      node.forEach((value: unknown, i) => {
        if (typeof value === "string") {
          if (value.includes(from)) node[i] = value.replaceAll(from, to);
        } else if (typeof value === "object" && value !== null) stack.push(value);
      });
    } else if (isRecord(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === "string") {
          if (value.includes(from)) node[key] = value.replaceAll(from, to);
        } else if (typeof value === "object" && value !== null) stack.push(value);
      }
    }
  }
}
