/**
 * Our LevelDB reader (src/import/content/leveldb.ts) against packs written by the official Foundry CLI
 * (compilePack, through classic-level: Snappy-compressed tables) from small JSON sources this test writes, and
 * against writes classic-level leaves in its write-ahead log (puts over compiled documents, a deletion):
 * every document it yields deep-equals what the CLI's extractPack yields for the same pack.
 * `OFFICIAL_RELEASE=<release's packs folder> npx vitest run test/import/leveldb.test.ts` also compares every
 * pack of a real release (skipped without it: CI has no official files).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import {
  LevelDbError,
  assembleDocuments,
  readLevelDb,
  snappyDecompress,
  type PackFile,
} from "../../src/import/content/leveldb.ts";

const work = mkdtempSync(join(tmpdir(), "steelbound-leveldb-"));
// Removing the opt-in run's copies of the real packs takes a while on a busy machine.
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
}, 120_000);

const id = (n: number) => `Ldb${String(n).padStart(13, "0")}`;
const effect = (parent: string, n: number, prefix: string) => ({
  _id: id(n),
  _key: `!${prefix}.effects!${parent}.${id(n)}`,
  name: `Effect ${n}`,
  changes: [{ key: "system.x", mode: 2, value: "1" }],
  disabled: false,
});

/** Source JSON in the CLI's layout: an actor holding items (one with an effect) and an effect, a folder. */
function sources(): Record<string, Record<string, unknown>> {
  const actor = id(1);
  const item = id(2);
  return {
    "Folder_x.json": { _id: id(9), _key: `!folders!${id(9)}`, name: "Swamp", type: "Actor", folder: null },
    "Bog_Beast.json": {
      _id: actor,
      _key: `!actors!${actor}`,
      name: "Bog Beast",
      type: "npc",
      folder: id(9),
      // A long text so the table's blocks compress (repeats become Snappy back-references).
      system: { biography: "mud ".repeat(2000), numbers: [1, 2, 3] },
      items: [
        {
          _id: item,
          _key: `!actors.items!${actor}.${item}`,
          name: "Claw",
          type: "ability",
          system: { text: "claw ".repeat(300) },
          effects: [effect(`${actor}.${item}`, 3, "actors.items")],
        },
        { _id: id(4), _key: `!actors.items!${actor}.${id(4)}`, name: "Hide", type: "feature", system: {} },
      ],
      effects: [effect(actor, 5, "actors")],
    },
    "Lone.json": { _id: id(6), _key: `!actors!${id(6)}`, name: "Lone", type: "npc", system: { n: "ü—日本" } },
  };
}

function writeSources(dir: string, docs: Record<string, Record<string, unknown>>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, doc] of Object.entries(docs)) writeFileSync(join(dir, name), JSON.stringify(doc));
}

const packFiles = (dir: string): PackFile[] =>
  readdirSync(dir).map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(dir, name))) }));

function jsonTree(dir: string): Record<string, unknown>[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonTree(path);
    return [JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>];
  });
}

/** Our documents and the CLI's extraction of the same pack, each by `_key`. */
async function both(pack: string) {
  const values = new Map(readLevelDb(packFiles(pack)).map((e) => [e.key, JSON.parse(e.value) as unknown]));
  const ours = assembleDocuments(values);
  const out = mkdtempSync(join(work, "out-"));
  await extractPack(pack, out, { clean: true });
  const byKey = (docs: Record<string, unknown>[]) => new Map(docs.map((d) => [String(d["_key"]), d]));
  return { ours: byKey(ours.documents), cli: byKey(jsonTree(out)), missing: ours.missing };
}

describe("reading LevelDB packs without native code", () => {
  it("Snappy: literals and overlapping copies; a block claiming too much is refused before allocating", () => {
    // "abc" then a copy of 9 bytes from 3 back (a run over what it writes): "abcabcabcabc".
    const stream = Uint8Array.of(12, (3 - 1) << 2, 97, 98, 99, 0b10 | ((9 - 1) << 2), 3, 0);
    expect(new TextDecoder().decode(snappyDecompress(stream))).toBe("abcabcabcabc");
    expect(() => snappyDecompress(Uint8Array.of(0x80, 0x80, 0x80, 0x40), 1024)).toThrow(LevelDbError);
    expect(() => snappyDecompress(Uint8Array.of(4, 0b01 | (0 << 2), 9))).toThrow(/before the block/);
  });

  it("a pack compiled by the CLI reads back whole: embedded items, their effects, folders", async () => {
    const src = join(work, "src-a");
    const pack = join(work, "pack-a");
    writeSources(src, sources());
    await compilePack(src, pack, { recursive: true });
    const { ours, cli, missing } = await both(pack);
    expect(missing).toEqual([]);
    expect([...ours.keys()].sort()).toEqual([...cli.keys()].sort());
    expect(ours.size).toBe(3);
    for (const [key, doc] of cli) expect(ours.get(key)).toEqual(doc);
    const beast = ours.get(`!actors!${id(1)}`) as { items: { effects: { _key: string }[] }[] };
    expect(beast.items[0]?.effects[0]?._key).toBe(`!actors.items.effects!${id(1)}.${id(2)}.${id(3)}`);
    // The compiled table is Snappy-compressed (what classic-level writes by default).
    const table = packFiles(pack).find((f) => f.name.endsWith(".ldb"));
    expect(table?.bytes.length).toBeLessThan(8000);
  });

  it("writes still in the log win over the table; a deletion hides the document", async () => {
    const src = join(work, "src-b");
    const pack = join(work, "pack-b");
    writeSources(src, sources());
    await compilePack(src, pack, { recursive: true });
    const db = new ClassicLevel<string, unknown>(pack, { keyEncoding: "utf8", valueEncoding: "json" });
    await db.put(`!actors!${id(6)}`, {
      _id: id(6),
      name: "Lone Again",
      type: "npc",
      system: {},
      items: [],
      effects: [],
    });
    await db.del(`!actors.items!${id(1)}.${id(4)}`);
    await db.put(`!actors!${id(1)}`, {
      ...(JSON.parse(readFileSync(join(src, "Bog_Beast.json"), "utf8")) as object),
      items: [id(2)],
      effects: [id(5)],
    });
    await db.put(`!folders!${id(9)}`, { _id: id(9), name: "Deep Swamp", type: "Actor", folder: null });
    await db.close();
    const logs = packFiles(pack).filter((f) => /^\d+\.log$/.test(f.name) && f.bytes.length > 0);
    expect(logs.length).toBeGreaterThan(0);
    const { ours, cli } = await both(pack);
    for (const [key, doc] of cli) expect(ours.get(key)).toEqual(doc);
    expect(ours.size).toBe(cli.size);
    expect(ours.get(`!actors!${id(6)}`)?.["name"]).toBe("Lone Again");
    expect(ours.get(`!folders!${id(9)}`)?.["name"]).toBe("Deep Swamp");
    expect((ours.get(`!actors!${id(1)}`)?.["items"] as unknown[]).length).toBe(1);
  });

  it("an embedded id its parent lists twice gives two whole documents that share nothing", () => {
    const values = new Map<string, unknown>([
      [`!actors!${id(1)}`, { _id: id(1), name: "x", items: [id(2), id(2)], effects: [] }],
      [`!actors.items!${id(1)}.${id(2)}`, { _id: id(2), name: "y", effects: [id(3)] }],
      [`!actors.items.effects!${id(1)}.${id(2)}.${id(3)}`, { _id: id(3), name: "z" }],
    ]);
    const { documents, missing } = assembleDocuments(values);
    expect(missing).toEqual([]);
    const items = documents[0]?.["items"] as { effects: { name: string }[] }[];
    expect(items.map((i) => i.effects.map((e) => e.name))).toEqual([["z"], ["z"]]);
    expect(items[0]).not.toBe(items[1]);
    expect(items[0]?.effects[0]).not.toBe(items[1]?.effects[0]);
  });

  it("an embedded id with no entry is left out and named; files that are not LevelDB are refused", () => {
    const values = new Map<string, unknown>([
      [`!items!${id(1)}`, { _id: id(1), name: "x", effects: [id(2)] }],
    ]);
    const { documents, missing } = assembleDocuments(values);
    expect(documents[0]?.["effects"]).toEqual([]);
    expect(missing).toEqual([`!items.effects!${id(1)}.${id(2)}`]);
    expect(() => readLevelDb([{ name: "000005.ldb", bytes: new Uint8Array(100) }])).toThrow(
      /not a LevelDB table/,
    );
    expect(() => readLevelDb([{ name: "CURRENT", bytes: new Uint8Array(1) }])).toThrow(/no LevelDB table/);
  });
});

const RELEASE = process.env["OFFICIAL_RELEASE"] ?? "";

describe.skipIf(RELEASE === "")("a real release's LevelDB packs (OFFICIAL_RELEASE)", () => {
  it("every document of every pack deep-equals the CLI's extractPack", { timeout: 120_000 }, async () => {
    const counts: string[] = [];
    for (const name of readdirSync(RELEASE).sort()) {
      const { ours, cli, missing } = await both(join(RELEASE, name));
      expect(missing).toEqual([]);
      expect(ours.size).toBe(cli.size);
      for (const [key, doc] of cli) expect(ours.get(key), key).toEqual(doc);
      counts.push(`${name} ${ours.size}`);
    }
    console.log(`LevelDB reader = extractPack for: ${counts.join(", ")}`);
  });
});
