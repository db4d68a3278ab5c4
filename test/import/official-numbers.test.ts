/**
 * Opt-in: the numbers check on the real official data, which is not part of this repository.
 * OFFICIAL_PACKS=<folder of official source JSON> npx vitest run test/import/official-numbers.test.ts
 */
import { describe, expect, it } from "vitest";
import { relative, resolve } from "node:path";
import { ROOT, filesUnder, readJson } from "../integrity/files.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { lostNumbers } from "./numbers.ts";

const folder = process.env["OFFICIAL_PACKS"] ?? "";
const str = (value: unknown): string => (typeof value === "string" ? value : "");

describe.skipIf(folder === "")("official data (OFFICIAL_PACKS)", () => {
  it("no number of any official document is lost: each is mapped or listed in unmapped", () => {
    const lost: string[] = [];
    let documents = 0;
    for (const path of filesUnder(relative(ROOT, resolve(folder)), ".json")) {
      const doc = readJson(path) as JsonObject;
      if (typeof doc["_key"] === "string" && doc["_key"].startsWith("!folders!")) continue;
      const result = convertOfficial(doc, { moduleId: "steelbound-official" });
      documents += 1;
      lost.push(
        ...lostNumbers(doc, result.document, result.unmapped, `${result.documentName}.${str(doc["_id"])}`),
      );
    }
    expect(documents).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  }, 120_000);
});
