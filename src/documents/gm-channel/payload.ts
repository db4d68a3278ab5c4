/** Small parsers for untrusted query payloads: each returns the typed value or throws QueryRefused. */
import { QueryRefused } from "./query-kind.ts";

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
/** A world document UUID made of Type.id pairs, e.g. "Scene.abc…Token.def…" or "Actor.abc…". */
const WORLD_UUID = /^([A-Z][A-Za-z]+\.[A-Za-z0-9]{16})(\.[A-Z][A-Za-z]+\.[A-Za-z0-9]{16})*$/;

/** A compendium document's UUID, "Compendium.<package>.<pack>.<Type>.<id>" (v13 Document#uuid of a pack's document). */
const COMPENDIUM_UUID = /^Compendium\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.([A-Z][A-Za-z]+)\.[A-Za-z0-9]{16}$/;

function malformed(what: string): never {
  throw new QueryRefused("Malformed", what);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function documentId(value: unknown, what: string): string {
  return typeof value === "string" && DOCUMENT_ID.test(value) ? value : malformed(what);
}

export function worldUuid(value: unknown, what: string): string {
  return typeof value === "string" && value.length <= 200 && WORLD_UUID.test(value) ? value : malformed(what);
}

/** A compendium document's UUID naming a document of `type` (e.g. "Actor"); never a world document's. */
export function compendiumUuid(value: unknown, type: string, what: string): string {
  if (typeof value !== "string" || value.length > 200) return malformed(what);
  return COMPENDIUM_UUID.exec(value)?.[1] === type ? value : malformed(what);
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : malformed(what);
}

export function integer(value: unknown, min: number, max: number, what: string): number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
    ? value
    : malformed(what);
}

/** A non-empty list of distinct items, at most `max` long. */
export function list<T>(value: unknown, max: number, item: (v: unknown) => T, what: string): T[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) malformed(what);
  const items = (value as unknown[]).map(item);
  if (new Set(items).size !== items.length) malformed(`${what} (duplicates)`);
  return items;
}
