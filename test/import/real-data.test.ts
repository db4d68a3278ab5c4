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
import { convertBatch } from "../../src/import/official/batch.ts";
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
  }, 120_000);

  it("R-HERO-ADV: all 967 official advancements convert, and every pool item is one the import writes", () => {
    const files = jsonFiles(ROOT).map((file) => ({
      path: file.slice(ROOT.length + 1),
      doc: JSON.parse(readFileSync(file, "utf8")) as JsonObject,
    }));
    const official = new Map<string, number>();
    const countOfficial = (doc: JsonObject): void => {
      const system = doc["system"] as JsonObject | undefined;
      const entries = Object.values((system?.["advancements"] as JsonObject | undefined) ?? {});
      for (const entry of entries) {
        const type = str((entry as JsonObject)["type"]);
        official.set(type, (official.get(type) ?? 0) + 1);
      }
      for (const item of (doc["items"] as JsonObject[] | undefined) ?? []) countOfficial(item);
    };
    for (const { doc } of files) countOfficial(doc);
    expect(Object.fromEntries(official)).toEqual({
      itemGrant: 650,
      skill: 228,
      language: 52,
      characteristic: 37,
    });

    const { packs, report } = convertBatch(files, { moduleId: "steelbound-official" });
    const written = new Set<string>();
    const advancements: { kind: string; pool: string[]; where: string }[] = [];
    const collect = (doc: JsonObject, where: string): void => {
      const system = doc["system"] as { advancements?: { kind: string; pool: string[] }[] } | undefined;
      for (const a of system?.advancements ?? []) advancements.push({ ...a, where });
      for (const item of (doc["items"] as JsonObject[] | undefined) ?? []) collect(item, where);
    };
    for (const pack of packs)
      for (const doc of pack.documents) {
        if (pack.type === "Item")
          written.add(`Compendium.steelbound-official.${pack.name}.Item.${str(doc["_id"])}`);
        collect(doc, `${pack.name}/${str(doc["name"])}`);
      }
    const byKind = new Map<string, number>();
    for (const a of advancements) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
    // 650 item grants, 228 skills, 52 languages; 37 characteristic entries, of which the ones that raise
    // some scores and let the hero raise one more become two Steelbound advancements each.
    const mixed = 6;
    expect(Object.fromEntries(byKind)).toEqual({
      items: 650,
      skills: 228,
      languages: 52,
      characteristics: 37 + mixed,
    });
    // Every pool entry points at an item the import writes, except the few the official data itself
    // leaves dangling (ids no official pack holds at c3fea28c: four Conduit domain features).
    const officialIds = new Set(files.map(({ doc }) => str(doc["_id"])));
    const unresolved = advancements.flatMap((a) =>
      a.pool.filter((uuid) => !written.has(uuid)).map((uuid) => ({ where: a.where, uuid })),
    );
    expect(unresolved.filter(({ uuid }) => officialIds.has(uuid.split(".").pop() ?? ""))).toEqual([]);
    expect(unresolved).toHaveLength(5);
    const failures = report.unmapped.filter(
      (u) => u.field.includes("advancements") && !u.field.includes(".repick."),
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
