/**
 * The digest's rule IDs (R-AB-6, R-CN-1 …) are for implementers: they belong in code comments and test
 * names, never in text a player or Director reads. This scans every UI string and every compendium text a
 * table sees (names, descriptions, ability lines, journal pages, the Director's GM notes). Flags are machine
 * data and are skipped.
 */
import { describe, expect, it } from "vitest";
import { filesUnder, flattenKeys, isRecord, readJson } from "./files.ts";

const RULE_ID = /\bR-[A-Z]{2}-\d+/;

/** Keys whose subtree no reader sees as prose. */
const SKIP_KEYS = new Set(["flags", "_id", "_key", "_stats"]);

/** Every string leaf outside skipped keys, with its JSON path. */
function readable(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => readable(v, `${path}[${i}]`));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    SKIP_KEYS.has(key) ? [] : readable(child, `${path}.${key}`),
  );
}

const manifest = readJson("system.json") as { packs: { name: string }[] };
const packFiles = manifest.packs.flatMap((pack) => filesUnder(`packs/${pack.name}`, ".json"));

describe("no internal rule ID reaches the table", () => {
  for (const lang of ["lang/en.json", "lang/ja.json"]) {
    it(`${lang} has no rule ID in any string`, () => {
      const hits = [...flattenKeys(readJson(lang))]
        .filter(([, text]) => typeof text === "string" && RULE_ID.test(text))
        .map(([key]) => key);
      expect(hits).toEqual([]);
    });
  }

  it("no compendium name, description, ability line or journal page shows a rule ID", () => {
    const hits = packFiles.flatMap((file) =>
      readable(readJson(file))
        .filter(({ text }) => RULE_ID.test(text))
        .map(({ path, text }) => `${file} ${path}: ${text.slice(0, 60)}`),
    );
    expect(packFiles.length).toBeGreaterThan(100);
    expect(hits).toEqual([]);
  });

  it("the scan would catch one: a rule ID in a journal page or a nested ability line is found", () => {
    const page = {
      pages: [{ name: "Grabbed", text: { content: "<p>(R-CN-4)</p>" } }],
      flags: { r: "R-CN-4" },
    };
    expect(readable(page).filter(({ text }) => RULE_ID.test(text))).toEqual([
      { path: ".pages[0].text.content", text: "<p>(R-CN-4)</p>" },
    ]);
  });
});
