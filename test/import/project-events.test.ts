/**
 * The official projects name their events table (`system.events`, a link into the official tables pack's
 * "Project Events" folder, seed 004 §プロジェクト・イベント); the importer keeps it as `eventsTable`, relinked to
 * the imported module's tables pack, and brings the table with its id. Read from the prose-free fixtures
 * derived from the official 0.11 packs (tools/derive-official-fixtures.mjs → test/fixtures/official/0.11).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";

const ROOT = "test/fixtures/official/0.11";
const read = (path: string): JsonObject => JSON.parse(readFileSync(`${ROOT}/${path}`, "utf8")) as JsonObject;
const AIRSHIP =
  "rewards/Downtime_Projects_wPToc7h5Yji25IT9/Crafting_T4atnhMHm4PGlGhs/project_Build_Airship_YL8gLTdhmqUkdgF3.json";
const EVENTS =
  "tables/Project_Events_Tgb2Z68gf9SJ5VIg/RollTable_Crafting_and_Research_Events_ebiZk3Sfa6Jw1JKk.json";

describe("project events tables from the official data (seed 004)", () => {
  it("seed 004: a project's events link becomes its eventsTable in the module's own tables pack", () => {
    const project = convertOfficial(read(AIRSHIP), { moduleId: "bog-content" });
    expect((project.document["system"] as JsonObject)["eventsTable"]).toBe(
      "Compendium.bog-content.tables.RollTable.ebiZk3Sfa6Jw1JKk",
    );
    expect(project.unmapped.filter((u) => u.field.endsWith("events"))).toEqual([]);
  });

  it("seed 004: the events table it names is imported as a RollTable of the same id, formula and ranges", () => {
    const table = convertOfficial(read(EVENTS), { moduleId: "bog-content" });
    expect(table.documentName).toBe("RollTable");
    expect(table.document).toMatchObject({ _id: "ebiZk3Sfa6Jw1JKk", formula: "1d100" });
    const results = table.document["results"] as JsonObject[];
    expect(results.length).toBe(50);
    expect(results[0]).toMatchObject({ range: [1, 2], type: "text" });
  });

  it("seed 004: a link that names no table leaves the project without one", () => {
    const source = read(AIRSHIP);
    const system = { ...(source["system"] as JsonObject), events: "not a link" };
    const project = convertOfficial({ ...source, system }, { moduleId: "bog-content" });
    expect((project.document["system"] as JsonObject)["eventsTable"]).toBeNull();
  });
});
