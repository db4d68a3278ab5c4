/**
 * The Content window's reading and conversion path: what kind of source a GM drops (the release
 * zip with LevelDB packs, GitHub's source zip with pack JSON, a picked folder of either, exported JSON), the
 * zip read a slice at a time and bounded while it inflates, the guard's refusals, chunked conversion, Cancel,
 * and the links of what is converted: every one leads to a document the window writes, also after the batch
 * renames a pack.
 */
import { describe, expect, it } from "vitest";
import { Zip, ZipDeflate, strToU8, zipSync } from "fflate";
import {
  ImportCancelled,
  SourceRefused,
  belowPacks,
  convertInChunks,
  entriesOf,
  gatherSources,
  parseSources,
  readSources,
  readZip,
  selectPackTexts,
  type PickedFile,
  type Progress,
} from "../../src/import/content/sources.ts";
import { checkLinks } from "../../src/import/content/links.ts";
import { convertBatch, relinkPacks } from "../../src/import/official/batch.ts";
import { oneLanguage, languageOf } from "../../src/applications/hero-builder/languages.ts";
import { ARCHIVE_IDS as I, officialArchive } from "../fixtures/official-archive.ts";
import { MISSING_POOL_ID, linkedDocuments, officialRelease } from "../fixtures/official-release.ts";

/** A file as the browser's picker gives it (`webkitRelativePath` set when a folder was picked). */
const picked = (path: string, bytes: Uint8Array, inFolder = false): PickedFile => ({
  name: path.split("/").pop() ?? path,
  size: bytes.length,
  webkitRelativePath: inFolder ? path : "",
  arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
});

/** The source zip's layout, from `linkedDocuments` (links in the official form). */
function linkedSourceZip(version = "0.11.1"): Uint8Array {
  const files: Record<string, Uint8Array> = { [`draw-steel-${version}/system.json`]: strToU8("{}") };
  for (const [path, doc] of Object.entries(linkedDocuments("", version)))
    files[`draw-steel-${version}/src/packs/${path}`] = strToU8(JSON.stringify(doc));
  return zipSync(files);
}

/** A zip written as a stream (fflate's Zip): its local header declares no sizes (they follow the data). */
function streamedZip(name: string, data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const file = new ZipDeflate(name, { level: 9 });
  zip.add(file);
  file.push(data, true);
  zip.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe("Content window sources", () => {
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
    const entries = await readZip(officialArchive(), { onProgress: (p) => seen.push(p) });
    expect(entries.map((t) => t.path)).toContain(
      "fixture-system-1.0.0/src/packs/origins/Punter_FxPunter00000001.json",
    );
    expect(entries).toHaveLength(9);
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
    const { files } = await gatherSources(await readZip(officialArchive()));
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

  it("the release zip: its LevelDB packs are read whole; its manifest and translations are left alone", async () => {
    const zip = await officialRelease();
    const { files, refused, kinds } = await readSources([picked("system.zip", zip)]);
    expect(refused).toEqual([]);
    expect(kinds).toEqual({ leveldb: ["character-options", "classes", "origins"], json: [], loose: 0 });
    const { packs, report } = await convertInChunks(files);
    expect(report.documents).toEqual({ read: 7, converted: 7, failed: 0 });
    const origins = packs.find((p) => p.name === "origins");
    expect(origins?.documents.map((d) => d["_id"]).sort()).toEqual(
      [I.ancestry, I.career, I.culture, I.folder].sort(),
    );
    // The ancestry's embedded effect came back from its own LevelDB entry, with its changes mapped.
    const fenling = origins?.documents.find((d) => d["_id"] === I.ancestry) as { effects: { _id: string }[] };
    expect(fenling.effects.map((e) => e._id)).toEqual([I.ancestryEffect]);
  });

  it("the same packs from the release zip, the source zip and a picked folder convert alike", async () => {
    const release = await officialRelease();
    const unzipped = await readZip(release);
    const folder = unzipped.map((e) => picked(`draw-steel/${e.path}`, e.bytes, true));
    // A picked folder also holds what the window has no use for: passed over without a word.
    folder.push(picked("draw-steel/packs/classes/LOCK", new Uint8Array(0), true));
    folder.push(picked("draw-steel/templates/x.hbs", strToU8("<p></p>"), true));
    const convert = async (files: PickedFile[]) => {
      const read = await readSources(files);
      expect(read.refused).toEqual([]);
      const { packs } = await convertInChunks(read.files);
      return packs.map((p) => [p.name, p.documents.map((d) => JSON.stringify(d)).sort()]).sort();
    };
    const fromRelease = await convert([picked("system.zip", release)]);
    expect(await convert(folder)).toEqual(fromRelease);
    expect(await convert([picked("draw-steel-0.11.1.zip", linkedSourceZip())])).toEqual(fromRelease);
  });

  it("a built checkout holding a pack as JSON and as LevelDB reads it once, from its JSON", async () => {
    const release = await readZip(await officialRelease());
    const source = await readZip(linkedSourceZip());
    const { files, refused, kinds } = await gatherSources([...source, ...release]);
    expect(kinds.json).toEqual(["character-options", "classes", "origins"]);
    expect(kinds.leveldb).toEqual([]);
    expect(refused.map((r) => r.code)).toEqual(["Duplicate", "Duplicate", "Duplicate"]);
    expect(files).toHaveLength(7);
  });

  it("refuses, with a reason, what holds no pack, what is neither zip nor JSON, and a damaged pack", async () => {
    const empty = await readSources([picked("notes.zip", zipSync({ "a/readme.md": strToU8("hi") }))]);
    expect(empty.refused).toMatchObject([{ path: "notes.zip", code: "NoPacks" }]);
    const other = await readSources([picked("map.png", new Uint8Array(8))]);
    expect(other.refused).toMatchObject([{ path: "map.png", code: "NotZipOrJson" }]);
    const broken = await readSources([picked("bad.zip", strToU8("PK\u0003\u0004 not really a zip"))]);
    expect(broken.refused[0]?.code).toMatch(/BadZip|NoPacks/);
    const zip = zipSync({
      "packs/classes/000005.ldb": new Uint8Array(200),
      "packs/classes/CURRENT": strToU8("x"),
    });
    const damaged = await readSources([picked("system.zip", zip)]);
    expect(damaged.refused).toMatchObject([
      { path: "packs/classes", code: "BadPack", data: { name: "classes" } },
    ]);
  });

  it("zip bombs are refused while they inflate: entries, one entry's size, the whole archive's size", async () => {
    const limits = { entries: 50, entryBytes: 1 << 20, totalBytes: 3 << 20 };
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`x/${i}.json`, strToU8("{}")])),
    );
    await expect(readZip(many, { limits })).rejects.toMatchObject({ refusal: { code: "TooManyEntries" } });
    // 8 MB of zeros deflate to a few kilobytes. Declared as 8 MB, it is refused before inflating.
    const zeros = new Uint8Array(8 << 20);
    const declared = zipSync({ "packs/monsters/000005.ldb": zeros }, { level: 9 });
    expect(declared.length).toBeLessThan(64 * 1024);
    await expect(readZip(declared, { limits })).rejects.toMatchObject({ refusal: { code: "EntryTooLarge" } });
    // Written as a stream, the zip declares no size at all (sizes follow the data): the count while
    // inflating refuses it once it passes the limit.
    const bomb = streamedZip("packs/monsters/000005.ldb", zeros);
    let seen = 0;
    const error = await readZip(bomb, { limits, onProgress: (p) => (seen = p.done) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SourceRefused);
    expect((error as SourceRefused).refusal).toMatchObject({ code: "EntryTooLarge", data: { limit: 1 } });
    expect(seen).toBe(0); // refused inside the first slice, long before the 8 MB were inflated
    const spread = zipSync(
      Object.fromEntries(
        Array.from({ length: 5 }, (_, i) => [`packs/p/00000${i}.ldb`, new Uint8Array(900 << 10)]),
      ),
    );
    await expect(readZip(spread, { limits })).rejects.toMatchObject({ refusal: { code: "ArchiveTooLarge" } });
    // Through the window's path the refusal names the archive; nothing of it is imported.
    const read = await readSources([picked("bomb.zip", bomb)], { limits });
    expect(read.files).toEqual([]);
    expect(read.refused).toMatchObject([{ path: "bomb.zip", code: "EntryTooLarge" }]);
    // A picked folder too large is refused before any file is read.
    const huge = { ...picked("p/packs/x/000005.ldb", new Uint8Array(1), true), size: 4 << 20 };
    expect((await entriesOf([huge], { limits })).refused).toMatchObject([{ code: "ArchiveTooLarge" }]);
  });
});

describe("links of converted content lead to the documents the window writes", () => {
  it("pools, @UUID links and legacy links resolve; the official data's missing pool id is named", async () => {
    for (const source of [await officialRelease(), linkedSourceZip(), linkedSourceZip("1.0.0")]) {
      const read = await readSources([picked("archive.zip", source)]);
      const { packs } = await convertInChunks(read.files);
      const links = checkLinks(packs, "world");
      expect(links.resolved).toBe(3);
      expect(links.dangling).toEqual([
        expect.objectContaining({
          pack: "classes",
          document: "Reedwarden",
          uuid: `Compendium.world.classes.Item.${MISSING_POOL_ID}`,
          missing: "document",
        }),
      ]);
      expect(links.dangling[0]?.field).toMatch(/^system\.advancements\[\d+\]\.pool\[\d+\]$/);
    }
  });

  it("a compendium named otherwise than proposed: its pack and every link to it follow the new name", async () => {
    const read = await readSources([picked("system.zip", await officialRelease())]);
    const { packs } = await convertInChunks(read.files);
    relinkPacks(packs, new Map([["classes", "classes-2"]]), "world");
    expect(packs.map((p) => p.name).sort()).toEqual(["character-options", "classes-2", "origins"]);
    const links = checkLinks(packs, "world");
    expect(links.resolved).toBe(3);
    expect(links.dangling.map((d) => d.uuid)).toEqual([`Compendium.world.classes-2.Item.${MISSING_POOL_ID}`]);
    expect(JSON.stringify(packs)).not.toContain("Compendium.world.classes.");
  });

  it("a group the batch splits by type: links converted before the split name the pack they end in", () => {
    const actor = {
      _id: "FxMonster0000001",
      _key: "!actors!FxMonster0000001",
      name: "Bog Beast",
      type: "npc",
      system: { biography: { value: "" }, source: {} },
      items: [],
      effects: [],
    };
    const item = {
      _id: "FxFeature0000001",
      _key: "!items!FxFeature0000001",
      name: "Bog Trait",
      type: "feature",
      system: {
        description: {
          value:
            "<p>@UUID[Compendium.draw-steel.monsters.Actor.FxMonster0000001]{beast}, " +
            "@UUID[Compendium.draw-steel.monsters.FxMonster0000001], @Embed[Compendium.draw-steel.monsters.Item.FxFeature0000001], " +
            "@Embed[Compendium.draw-steel.monsters.Actor.FxMonster0000001]</p>",
          director: "",
        },
        source: {},
      },
      effects: [],
    };
    const { packs } = convertBatch(
      [
        { path: "monsters/Bog_Beast.json", doc: actor },
        { path: "monsters/Bog_Trait.json", doc: item },
      ],
      { moduleId: "world" },
    );
    expect(packs.map((p) => p.name).sort()).toEqual(["monsters-actor", "monsters-item"]);
    const text = JSON.stringify(packs.find((p) => p.name === "monsters-item")?.documents[0]);
    expect(text).toContain("Compendium.world.monsters-actor.Actor.FxMonster0000001]{beast}");
    expect(text).toContain("@UUID[Compendium.world.monsters-actor.Actor.FxMonster0000001]");
    // An embedded feature becomes a link as the markup is converted (src/import/official/markup.ts: Steelbound
    // embeds abilities only); an embedded actor stays an embed. Either names the pack its target ends in.
    expect(text).toContain("@UUID[Compendium.world.monsters-item.Item.FxFeature0000001]");
    expect(text).toContain("@Embed[Compendium.world.monsters-actor.Actor.FxMonster0000001]");
    expect(text).not.toContain("Compendium.world.monsters.");
    expect(text).not.toContain("Compendium.draw-steel.");
    expect(checkLinks(packs, "world")).toMatchObject({ resolved: 4, dangling: [] });
  });
});

describe("one language per list", () => {
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
