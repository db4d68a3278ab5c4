/**
 * The importer against the official system's real data, when a maintainer points at it:
 *   OFFICIAL_DATA=<dir or zip> npx vitest run test/import/real-data.test.ts
 * `OFFICIAL_DATA` may be a src/packs folder (or a checkout holding one), a repository "Source code" zip, a
 * release zip, or a folder of LevelDB packs (test/import/official-corpus.ts reads each).
 * `STEELBOUND_OFFICIAL_PACKS` (its earlier name) still works. Skipped otherwise: CI has no copy of the official
 * data; the project's own tests use fixtures derived from it without its prose (test/fixtures/official,
 * tools/derive-official-fixtures.mjs) or written by us.
 * bar: ≥ 99 % of documents convert, each converted actor and item loads strictly and whole, and
 * no number of any source is lost (each is mapped or listed in `unmapped`). The "Real content plays whole"
 * done-when: abilities with a lost mechanic ≤ 0.5 %, effects without their changes ≤ 1 %, conversion within
 * 30 s (the batch's own time; reading a zip or LevelDB here is the test's and is reported apart) (figures defined in test/import/metrics.ts; they are also written to test/artifacts/official-metrics.json).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { convertBatch, type SourceFile } from "../../src/import/official/batch.ts";
import { lostNumbers } from "./numbers.ts";
import { BARS, metricsLines, officialMetrics } from "./metrics.ts";
import { readOfficialCorpus } from "./official-corpus.ts";
import { expectLoads, str } from "./schema-check.ts";

const ROOT = process.env["OFFICIAL_DATA"] ?? process.env["STEELBOUND_OFFICIAL_PACKS"] ?? "";

let files: SourceFile[] = [];
let readSeconds = 0;
let kind = "";

describe.skipIf(ROOT === "")("the official system's own data (OFFICIAL_DATA)", () => {
  beforeAll(async () => {
    freshWorld();
    const started = performance.now();
    const corpus = await readOfficialCorpus(ROOT);
    readSeconds = (performance.now() - started) / 1000;
    files = corpus.files;
    kind = corpus.kind;
  }, 120_000);

  it("≥ 99 % convert, every actor and item loads strictly and whole, and no number is lost", () => {
    let converted = 0;
    const lost: string[] = [];
    for (const { path: file, doc } of files) {
      const source = doc as JsonObject;
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
    for (const { doc } of files) countOfficial(doc as JsonObject);
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
    const officialIds = new Set(files.map(({ doc }) => str((doc as JsonObject)["_id"])));
    const unresolved = advancements.flatMap((a) =>
      a.pool.filter((uuid) => !written.has(uuid)).map((uuid) => ({ where: a.where, uuid })),
    );
    expect(unresolved.filter(({ uuid }) => officialIds.has(uuid.split(".").pop() ?? ""))).toEqual([]);
    expect(unresolved).toHaveLength(5);
    const failures = report.unmapped.filter(
      (u) => u.field.includes("advancements") && !u.field.includes(".repick."),
    );
    // The one place the official data contradicts the book is reported, not passed on: the Censor's 4th-level
    // rise names might and reason, where the book raises its primaries, might and presence.
    expect(failures).toEqual([
      expect.objectContaining({
        field: expect.stringMatching(/^system\.advancements\.\w+\.characteristics$/) as unknown,
        why: expect.stringContaining("might, reason") as unknown,
      }),
    ]);
  }, 120_000);

  it("done-when: 0 numbers lost, ≤ 0.5 % abilities with a lost mechanic, ≤ 1 % effects without their changes, ≤ 30 s", () => {
    const started = performance.now();
    const { packs, report } = convertBatch(files, { moduleId: "steelbound-official" });
    const seconds = (performance.now() - started) / 1000;
    const m = officialMetrics(files, packs, report);
    const lines = [
      `${ROOT} (${kind}): read ${m.documents.read} in ${readSeconds.toFixed(1)} s, converted ${m.documents.converted}`,
    ];
    lines.push(...metricsLines(m, seconds));
    const summary = lines.join("\n");
    mkdirSync(join(import.meta.dirname, "..", "artifacts"), { recursive: true });
    writeFileSync(
      join(import.meta.dirname, "..", "artifacts", "official-metrics.json"),
      `${JSON.stringify({ root: ROOT, kind, readSeconds, seconds, summary: lines, ...m }, null, 2)}\n`,
    );
    expect(m.numbers.lost, summary).toEqual([]);
    expect(m.abilities.lostMechanic.length / m.abilities.total, summary).toBeLessThanOrEqual(
      BARS.lostMechanic,
    );
    expect(m.effects.withoutChanges.length / m.effects.withChanges, summary).toBeLessThanOrEqual(
      BARS.effectsWithoutChanges,
    );
    expect(seconds, summary).toBeLessThanOrEqual(BARS.seconds);
  }, 120_000);
});
