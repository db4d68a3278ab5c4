/**
 * Reading a Forge Steel hero file (`.ds-hero`): Forge Steel saves a hero as plain JSON (its
 * Utils.saveFile writes `JSON.stringify(hero, null, "\t")`; its hero list reads it back with JSON.parse).
 * Nothing in the file is trusted: every value is read through these helpers, which answer a safe default
 * for a missing or mistyped value. Pure: no Foundry globals.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const obj = (value: unknown): JsonObject => (isObject(value) ? value : {});
export const str = (value: unknown): string => (typeof value === "string" ? value : "");
export const num = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;
export const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
export const objects = (value: unknown): JsonObject[] => list(value).filter(isObject);
export const strings = (value: unknown): string[] =>
  list(value).filter((v): v is string => typeof v === "string");

/** "Heroic Resource" → "heroicresource": Forge Steel's enum values compared without case or spaces. */
export const letters = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** HTML special characters escaped; Forge Steel's text is plain (Markdown-like), never HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Plain text as Steelbound rich text: one escaped paragraph per blank-line-separated block. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** Forge Steel's characteristic names ("Might") as Steelbound keys ("might"); "" for anything else. */
export function characteristicKey(value: unknown): string {
  const key = str(value).toLowerCase();
  return ["might", "agility", "reason", "intuition", "presence"].includes(key) ? key : "";
}
