/**
 * Schema v5 (src/data/migrations/v5-project-language.ts): a project stored at v4 gains `sourceLanguage` and
 * `relatedLanguages` (R-DT-1, R-DT-2). A source text that names its language ("Texts or lore in Zaliac",
 * 「ザリアック語の古文書」) gives `sourceLanguage`; anything else takes the defaults. Nothing is lost; loaded
 * strictly and loosely with the same result, and stable once current.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ProjectModel } from "../../src/data/item/project.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { languageNamedIn } from "../../src/data/migrations/v5-project-language.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

function migrate(old: Plain): Plain {
  const loose = sourceOf(buildModel(ProjectModel, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(ProjectModel, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  expect(sourceOf(buildModel(ProjectModel, deepClone(loose), { strict: true }))).toEqual(loose);
  return loose;
}

describe("v4 → v5: projects name their source's language (R-DT-1, R-DT-2)", () => {
  it("SCHEMA_VERSION is 5", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(5);
  });

  it("R-DT-2: a v4 project whose source text names its language gets it as sourceLanguage; the text stays", () => {
    const project = migrate({
      schemaVersion: 4,
      goal: 150,
      points: 12,
      projectSource: "Texts or lore in Zaliac",
      characteristics: ["reason"],
    });
    expect(project).toMatchObject({
      goal: 150,
      points: 12,
      projectSource: "Texts or lore in Zaliac",
      sourceLanguage: "Zaliac",
      relatedLanguages: [],
    });
    expect(migrate({ schemaVersion: 4, projectSource: "ザリアック語の古文書" })["sourceLanguage"]).toBe(
      "ザリアック語",
    );
  });

  it("R-DT-2: a v4 project with no source, or a source naming no language, needs none; stored v5 values are kept", () => {
    expect(migrate({ schemaVersion: 4, goal: 120 })).toMatchObject({
      sourceLanguage: "",
      relatedLanguages: [],
    });
    expect(
      migrate({ schemaVersion: 4, projectSource: "学びたい言語を教えてくれる古文書や指導" }),
    ).toMatchObject({
      sourceLanguage: "",
    });
    expect(migrate({ schemaVersion: 4, projectSource: "A master smith" })["sourceLanguage"]).toBe("");
    expect(
      migrate({
        schemaVersion: 5,
        projectSource: "Texts in Khelt",
        sourceLanguage: "",
        relatedLanguages: ["Yllyric"],
      }),
    ).toMatchObject({ sourceLanguage: "", relatedLanguages: ["Yllyric"] });
  });

  it("languageNamedIn reads an English '… in Name' ending or a katakana name before 語", () => {
    expect(languageNamedIn("Texts or lore in High Rhyvian.")).toBe("High Rhyvian");
    expect(languageNamedIn("in the library")).toBe("");
    expect(languageNamedIn("高リヴィア語の巻物")).toBe("高リヴィア語");
    expect(languageNamedIn("ケルト語で書かれた書物")).toBe("ケルト語");
  });
});
