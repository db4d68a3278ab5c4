/**
 * `npm run import:official` end to end on the fixtures: the output is an installable module for
 * Steelbound (module.json checked as test/integrity/manifest.test.ts checks system.json), its LevelDB packs
 * extract again with the official Foundry CLI, and the report counts what was read and converted.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../integrity/files.ts";
import { FIXTURES } from "./fixtures.ts";

interface ModuleManifest {
  id: string;
  title: string;
  version: string;
  compatibility: { minimum: string; verified: string };
  relationships: { systems: { id: string; type: string }[] };
  packs: { name: string; label: string; path: string; type: string; system: string }[];
  packFolders: { name: string; packs: string[] }[];
}

let out = "";
let log = "";
const read = (path: string): unknown => JSON.parse(readFileSync(join(out, path), "utf8"));

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "steelbound-import-test-"));
  log = execFileSync(
    process.execPath,
    ["tools/import-official.mjs", "--from", join(ROOT, FIXTURES), "--out", out, "--id", "bog-content"],
    { cwd: ROOT, encoding: "utf8" },
  );
}, 60_000);
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe("import:official CLI", () => {
  it("reports what it read and converted", () => {
    expect(log).toMatch(/read 22, converted 22, failed 0/);
    const report = read("import-report.json") as {
      documents: Record<string, number>;
      byType: Record<string, { read: number }>;
      unmapped: { uuid: string; field: string; why: string }[];
    };
    expect(report.documents).toEqual({ read: 22, converted: 22, failed: 0 });
    expect(report.byType["npc"]?.read).toBe(2);
    expect(report.byType["folder"]?.read).toBe(2);
    // The fixtures still hold things Steelbound has no home for (fewer since mapped effects,
    // careers and epic resources); each is listed with a why.
    expect(report.unmapped.length).toBeGreaterThan(5);
    for (const u of report.unmapped) expect(u.why.length, u.field).toBeGreaterThan(5);
  });

  it("writes a valid module manifest that requires Steelbound", () => {
    const manifest = read("module.json") as ModuleManifest;
    expect(manifest.id).toBe("bog-content");
    expect(manifest.id).toMatch(/^[a-z0-9-]+$/);
    expect(manifest.title.length).toBeGreaterThan(0);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.compatibility).toMatchObject({ minimum: "13.345", verified: "13" });
    expect(manifest.relationships.systems).toEqual([{ id: "steelbound", type: "system", compatibility: {} }]);
    const names = manifest.packs.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const pack of manifest.packs) {
      expect(pack.path).toBe(`packs/${pack.name}`);
      expect(pack.system).toBe("steelbound");
      expect(["Actor", "Item", "JournalEntry", "RollTable"]).toContain(pack.type);
      expect(existsSync(join(out, pack.path, "CURRENT")), pack.name).toBe(true);
    }
    expect(manifest.packFolders[0]?.packs.sort()).toEqual([...names].sort());
  });

  it("writes one converted source file per document and packs that extract again", async () => {
    const monsters = readdirSync(join(out, "src", "monsters"));
    expect(monsters).toHaveLength(5); // four actors and their folder
    const again = mkdtempSync(join(tmpdir(), "steelbound-extract-"));
    try {
      await extractPack(join(out, "packs", "monsters"), again, { log: false });
      const docs = readdirSync(again).map(
        (f) => JSON.parse(readFileSync(join(again, f), "utf8")) as Record<string, unknown>,
      );
      const pelter = docs.find((d) => d["_id"] === "MudPelter0000001") as {
        type: string;
        folder: string;
        items: unknown[];
      };
      expect(pelter.type).toBe("monster");
      expect(pelter.folder).toBe("MudFolder0000001");
      expect(pelter.items).toHaveLength(2);
      expect(docs.some((d) => d["_key"] === "!folders!MudFolder0000001")).toBe(true);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it("reads LevelDB pack folders too (extracted with the official CLI first)", async () => {
    const work = mkdtempSync(join(tmpdir(), "steelbound-import-ldb-"));
    try {
      // An official-format LevelDB pack, compiled from the monster fixtures with the official CLI.
      await compilePack(join(ROOT, FIXTURES, "monsters"), join(work, "ldb", "monsters"), { recursive: true });
      const again = execFileSync(
        process.execPath,
        ["tools/import-official.mjs", "--from", join(work, "ldb"), "--out", join(work, "out")],
        { cwd: ROOT, encoding: "utf8" },
      );
      expect(again).toMatch(/read 5, converted 5, failed 0/);
      const manifest = JSON.parse(readFileSync(join(work, "out", "module.json"), "utf8")) as ModuleManifest;
      expect(manifest.packs.map((p) => `${p.name}:${p.type}`)).toEqual(["monsters:Actor"]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it("reads a release's folder: packs/<pack>/ LevelDB named by their folder, the manifest and translations left alone", async () => {
    const work = mkdtempSync(join(tmpdir(), "steelbound-import-release-"));
    try {
      const release = join(work, "draw-steel");
      await compilePack(join(ROOT, FIXTURES, "monsters"), join(release, "packs", "monsters"), {
        recursive: true,
      });
      mkdirSync(join(release, "lang"), { recursive: true });
      writeFileSync(join(release, "system.json"), JSON.stringify({ id: "draw-steel", version: "0.11.1" }));
      writeFileSync(join(release, "lang", "en.json"), JSON.stringify({ HELLO: "Hello" }));
      const out = execFileSync(
        process.execPath,
        ["tools/import-official.mjs", "--from", release, "--out", join(work, "out")],
        {
          cwd: ROOT,
          encoding: "utf8",
        },
      );
      expect(out).toMatch(/read 5, converted 5, failed 0/);
      const manifest = JSON.parse(readFileSync(join(work, "out", "module.json"), "utf8")) as ModuleManifest;
      expect(manifest.packs.map((p) => `${p.name}:${p.type}`)).toEqual(["monsters:Actor"]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
