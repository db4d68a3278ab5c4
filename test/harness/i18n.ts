/**
 * Stand-in for game.i18n (Localization) reading the real lang/*.json. Faithful to v13: a missing key comes
 * back unchanged, and format() replaces `{name}` placeholders as v13 Localization#format does (a name the
 * data lacks reads "undefined"). Every missing key is recorded so tests can fail on it.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Localizer } from "../../src/i18n.ts";

// import.meta.dirname, not import.meta.url: under a DOM environment the URL is not a file: URL.
const ROOT = resolve(import.meta.dirname, "../..");

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === "string") out.set(prefix, value);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

export interface TestLocalizer extends Localizer {
  readonly lang: string;
  readonly missing: Set<string>;
  /** Whether the table holds any key under `prefix` (a nested object there, in the JSON's terms). */
  hasUnder(prefix: string): boolean;
  /**
   * An active module's language file for this language (flat keys): v13 client/helpers/localization.mjs
   * Localization##getTranslations merges the system's files, then each active module's, into one dictionary,
   * so a module's keys are found like the system's (and may add to its namespace).
   */
  addModuleTranslations(entries: Readonly<Record<string, string>>): void;
}

/**
 * Each language's flattened table, read once per test file: every simulated client gets its own localizer
 * (and `missing` set) over the same table, which nothing writes to.
 */
const TABLES = new Map<string, ReadonlyMap<string, string>>();

function tableOf(lang: "en" | "ja"): ReadonlyMap<string, string> {
  let table = TABLES.get(lang);
  if (!table) {
    const raw = JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as unknown;
    table = flatten(raw, "", new Map());
    TABLES.set(lang, table);
  }
  return table;
}

export function createLocalizer(lang: "en" | "ja"): TestLocalizer {
  const base = tableOf(lang);
  // This localizer's own dictionary: the shared table, and whatever modules added (never the shared one).
  let table: ReadonlyMap<string, string> = base;
  const missing = new Set<string>();
  const localize = (key: string): string => {
    const value = table.get(key);
    if (value === undefined) missing.add(key);
    return value ?? key;
  };
  return {
    lang,
    missing,
    localize,
    has: (key) => table.has(key),
    addModuleTranslations: (entries) => {
      table = new Map([...table, ...Object.entries(entries)]);
    },
    hasUnder: (prefix) => {
      const head = `${prefix}.`;
      for (const key of table.keys()) if (key.startsWith(head)) return true;
      return false;
    },
    // v13 common/../localization.mjs Localization#format: every `{…}` becomes `data[name]` as the replace
    // callback returns it, so a name the data lacks reads "undefined" (as a table would see it).
    format: (key, data) => localize(key).replace(/{[^}]+}/g, (k) => String(data[k.slice(1, -1)])),
  };
}
