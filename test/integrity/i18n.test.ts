import { describe, expect, it } from "vitest";
import { filesUnder, flattenKeys, readJson, readText } from "./files.ts";

const en = flattenKeys(readJson("lang/en.json"));
const ja = flattenKeys(readJson("lang/ja.json"));

/** Every "STEELBOUND.…" key written literally in source or templates, with the file it appears in. */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const pattern = /["'`](STEELBOUND\.[A-Za-z0-9_.-]+[A-Za-z0-9_])["'`]/g;
  for (const file of [...filesUnder("src", ".ts"), ...filesUnder("templates", ".hbs")]) {
    for (const match of readText(file).matchAll(pattern)) {
      const key = match[1];
      if (key !== undefined && !key.endsWith(".")) used.set(key, file);
    }
  }
  return used;
}

describe("localisation", () => {
  it("en and ja have exactly the same keys", () => {
    const missingInJa = [...en.keys()].filter((k) => !ja.has(k));
    const extraInJa = [...ja.keys()].filter((k) => !en.has(k));
    expect(missingInJa).toEqual([]);
    expect(extraInJa).toEqual([]);
  });

  it("every translation is a non-empty string", () => {
    for (const [lang, map] of [
      ["en", en],
      ["ja", ja],
    ] as const) {
      const bad = [...map].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
      expect(bad, `${lang}: empty or non-string values`).toEqual([]);
    }
  });

  it("every key used in src and templates exists in en (and so in ja)", () => {
    // A data model's LOCALIZATION_PREFIXES entry is a prefix: Foundry reads `<prefix>.FIELDS.<field>.label`.
    const isPrefix = (key: string) => [...en.keys()].some((k) => k.startsWith(`${key}.FIELDS.`));
    const missing = [...usedKeys()]
      .filter(([key]) => !en.has(key) && !isPrefix(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("format placeholders match between en and ja", () => {
    const placeholders = (s: unknown) =>
      typeof s === "string" ? [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : [];
    const mismatched = [...en.keys()].filter(
      (k) => JSON.stringify(placeholders(en.get(k))) !== JSON.stringify(placeholders(ja.get(k))),
    );
    expect(mismatched).toEqual([]);
  });
});
