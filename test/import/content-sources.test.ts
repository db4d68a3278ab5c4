/**
 * The Content window's reading and conversion path (issue 24): which JSON of an archive or folder is a pack
 * document, the zip read a slice at a time, the guard's refusals, chunked conversion and Cancel.
 */
import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import {
  ImportCancelled,
  belowPacks,
  convertInChunks,
  parseSources,
  readZip,
  selectPackTexts,
  type Progress,
} from "../../src/import/content/sources.ts";
import { oneLanguage, languageOf } from "../../src/applications/hero-builder/languages.ts";
import { officialArchive } from "../fixtures/official-archive.ts";

describe("Content window sources (issue 24)", () => {
  it("a path below a packs folder names its pack; other JSON is left out when packs exist", () => {
    expect(belowPacks("repo-1.0/src/packs/classes/Fury/x.json")).toBe("classes/Fury/x.json");
    expect(belowPacks("repo/system.json")).toBeNull();
    const texts = [
      { path: "repo/system.json", text: "{}" },
      { path: "repo/src/packs/origins/a.json", text: "{}" },
      { path: "repo/README.md", text: "" },
    ];
    expect(selectPackTexts(texts).map((t) => t.path)).toEqual(["origins/a.json"]);
    // A folder of exported documents (no packs folder): every JSON file, by its name.
    expect(selectPackTexts([{ path: "exports/goblin.json", text: "{}" }]).map((t) => t.path)).toEqual([
      "goblin.json",
    ]);
  });

  it("reads every JSON file of an archive in slices, reporting progress", async () => {
    const seen: Progress[] = [];
    const texts = await readZip(officialArchive(), { onProgress: (p) => seen.push(p) });
    expect(texts.map((t) => t.path)).toContain(
      "fixture-system-1.0.0/src/packs/origins/Punter_FxPunter00000001.json",
    );
    expect(texts).toHaveLength(9);
    expect(seen.at(-1)).toMatchObject({ phase: "read" });
    expect(seen.at(-1)?.done).toBe(seen.at(-1)?.total);
  });

  it("refuses what the guard refuses and what is not JSON; an array holds several documents", () => {
    const { files, refused } = parseSources([
      { path: "a.json", text: '[{"name": "x"}, {"name": "y"}]' },
      { path: "b.json", text: "{ nope" },
      { path: "c.json", text: '{"__proto__": {}}' },
    ]);
    expect(files).toHaveLength(2);
    expect(refused.map((r) => r.path)).toEqual(["b.json", "c.json"]);
    expect(refused[1]?.why).toMatch(/refused/);
  });

  it("converts in chunks into packs named by the source's folders; Cancel stops between chunks", async () => {
    const texts = selectPackTexts(await readZip(officialArchive()));
    const { files } = parseSources(texts);
    const progress: Progress[] = [];
    const { packs, report } = await convertInChunks(files, { chunk: 2, onProgress: (p) => progress.push(p) });
    expect(report.documents).toEqual({ read: 7, converted: 7, failed: 0 });
    expect(packs.map((p) => p.name).sort()).toEqual(["character-options", "classes", "origins"]);
    expect(progress.map((p) => p.done)).toEqual([2, 4, 6, 7]);
    const abort = new AbortController();
    abort.abort();
    await expect(convertInChunks(files, { signal: abort.signal })).rejects.toBeInstanceOf(ImportCancelled);
    await expect(
      readZip(zipSync({ "a.json": strToU8("{}") }), { signal: abort.signal }),
    ).rejects.toBeInstanceOf(ImportCancelled);
  });
});

describe("one language per list (issue 24)", () => {
  it("an option's language is its flag, else the script of its name", () => {
    expect(languageOf("ja", "Devil")).toBe("ja");
    expect(languageOf(undefined, "デヴィルの文化")).toBe("ja");
    expect(languageOf(undefined, "Devil")).toBe("en");
  });

  it("a twin pair keeps the table's language; an option without a twin always shows", () => {
    const entries = [
      { id: "en1", type: "culture", lang: "en", translationOf: "", name: "Devil" },
      { id: "ja1", type: "culture", lang: "ja", translationOf: "en1", name: "デヴィルの文化" },
      { id: "en2", type: "culture", lang: "en", translationOf: "", name: "Marsh Hamlet" },
      { id: "ja3", type: "culture", lang: "ja", translationOf: "", name: "沼の村" },
    ];
    expect(oneLanguage(entries, "ja").map((e) => e.id)).toEqual(["ja1", "en2", "ja3"]);
    expect(oneLanguage(entries, "en").map((e) => e.id)).toEqual(["en1", "en2", "ja3"]);
  });
});
