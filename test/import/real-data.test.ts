/**
 * The importer against the official system's real data, when a maintainer points at it:
 * `STEELBOUND_OFFICIAL_PACKS=<its src/packs folder> npx vitest run test/import/real-data.test.ts`.
 * Skipped otherwise (CI has no copy of it, and the project's own tests use fixtures written by us).
 * Issue 12's bar: ≥ 99 % of documents convert, each converted actor and item loads strictly and whole,
 * and no number of any source is lost (each is mapped or listed in `unmapped`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { lostNumbers } from "./numbers.ts";
import { expectLoads, str } from "./schema-check.ts";

const ROOT = process.env["STEELBOUND_OFFICIAL_PACKS"] ?? "";

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith(".json") ? [path] : [];
  });
}

describe.skipIf(ROOT === "")("the official system's own data (STEELBOUND_OFFICIAL_PACKS)", () => {
  beforeAll(freshWorld);

  it("≥ 99 % convert, every actor and item loads strictly and whole, and no number is lost", () => {
    const files = jsonFiles(ROOT);
    let converted = 0;
    const lost: string[] = [];
    for (const file of files) {
      const source = JSON.parse(readFileSync(file, "utf8")) as JsonObject;
      let result: ReturnType<typeof convertOfficial>;
      try {
        result = convertOfficial(source);
      } catch {
        continue;
      }
      converted += 1;
      const uuid = `${result.documentName}.${str(source["_id"])}`;
      lost.push(...lostNumbers(source, result.document, result.unmapped, uuid));
      if (result.documentName !== "Actor" && result.documentName !== "Item") continue;
      expectLoads(result.documentName, result.document, file);
      for (const item of (result.document["items"] as JsonObject[] | undefined) ?? [])
        expectLoads("Item", item, `${file} > ${str(item["name"])}`);
    }
    expect(files.length).toBeGreaterThan(0);
    expect(converted / files.length).toBeGreaterThanOrEqual(0.99);
    expect(lost).toEqual([]);
  });
});
