import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, readJson } from "./files.ts";

interface Manifest {
  id: string;
  title: string;
  description: string;
  version: string;
  compatibility: { minimum: string; verified?: string; maximum?: string };
  esmodules: string[];
  styles: { src: string; layer?: string }[];
  languages: { lang: string; name: string; path: string }[];
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  packs: { name: string; label: string; path: string; type: string; system?: string }[];
  packFolders: { name: string; packs: string[]; folders?: { name: string; packs: string[] }[] }[];
  grid: { type: number; distance: number; units: string; diagonals: number };
  primaryTokenAttribute: string;
  initiative: string;
  url: string;
  manifest: string;
  download: string;
  license: string;
  flags: { hotReload?: { extensions: string[]; paths: string[] } };
  [key: string]: unknown;
}

const manifest = readJson("system.json") as Manifest;
const pkg = readJson("package.json") as { version: string };

// Field rules follow foundry.packages.BasePackage / BaseSystem (v13 API docs): id is lowercase
// alphanumerics and hyphens, title/description/version required, compatibility strings, sets of paths.
describe("system.json", () => {
  it("has a valid package id and required text fields", () => {
    expect(manifest.id).toBe("steelbound");
    expect(manifest.id).toMatch(/^[a-z0-9-]+$/);
    expect(manifest.title).toBe("Steelbound — Draw Steel for Foundry VTT");
    expect(manifest.version).toBe(pkg.version);
  });

  it("carries the DRAW STEEL Creator License notice", () => {
    expect(manifest.description).toContain(
      "an independent product published under the DRAW STEEL Creator License and is not affiliated with MCDM Productions, LLC. DRAW STEEL © 2024 MCDM Productions, LLC.",
    );
  });

  // PackageCompatibilityData (foundryvtt.com/api v13 and v14): minimum = will not function before, maximum =
  // will not function after, verified = verified compatible up to. Steelbound runs on v13 from 13.351 (the
  // build the simulation's v13 is read from, docs/SMOKE-TEST.md) and on v14, and knows no v15 (the generation
  // adapter, src/documents/generation.ts, has two branches). No build is verified: no real server has run the
  // smoke test (docs/SMOKE-TEST.md), so `verified` is absent until someone records a pass there.
  it("claims v13 from 13.351 and v14, and no verified build before a real-server smoke test passed", () => {
    expect(manifest.compatibility).toEqual({ minimum: "13.351", maximum: "14" });
    expect(manifest.compatibility.minimum).toMatch(/^13\.\d+$/);
    const smoke = readFileSync(join(ROOT, "docs/SMOKE-TEST.md"), "utf8");
    expect(smoke).toContain("no build is listed as verified");
  });

  it("loads the built module and stylesheet in the system CSS layer", () => {
    expect(manifest.esmodules).toEqual(["steelbound.mjs"]);
    expect(manifest.styles).toEqual([{ src: "steelbound.css", layer: "system" }]);
  });

  it("declares English and Japanese translations that exist", () => {
    expect(manifest.languages.map((l) => l.lang).sort()).toEqual(["en", "ja"]);
    for (const l of manifest.languages) expect(existsSync(join(ROOT, l.path)), l.path).toBe(true);
  });

  it("uses a square grid measured in squares where every adjacent square costs 1 (R-MV-1)", () => {
    // CONST.GRID_TYPES.SQUARE = 1, CONST.GRID_DIAGONALS.EQUIDISTANT = 0
    expect(manifest.grid).toEqual({ type: 1, distance: 1, units: "sq", diagonals: 0 });
  });

  it("shows stamina as the primary token bar", () => {
    expect(manifest.primaryTokenAttribute).toBe("stamina");
  });

  it("declares the Draw Steel document subtypes", () => {
    expect(Object.keys(manifest.documentTypes["Actor"] ?? {}).sort()).toEqual([
      "companion",
      "follower",
      "hero",
      "monster",
      "object",
      "party",
      "retainer",
    ]);
    expect(Object.keys(manifest.documentTypes["CombatantGroup"] ?? {})).toContain("squad");
    expect(Object.keys(manifest.documentTypes["Item"] ?? {})).toEqual(
      expect.arrayContaining(["ability", "feature", "ancestry", "class", "kit", "treasure", "project"]),
    );
  });

  it("declares packs with valid document types inside pack folders", () => {
    const types = [
      "Actor",
      "Item",
      "JournalEntry",
      "RollTable",
      "Macro",
      "Scene",
      "Adventure",
      "Cards",
      "Playlist",
    ];
    for (const pack of manifest.packs) {
      expect(pack.name).toMatch(/^[a-z0-9-]+$/);
      expect(types).toContain(pack.type);
      expect(pack.label.length).toBeGreaterThan(0);
    }
    const inFolders = manifest.packFolders.flatMap((f) => [
      ...f.packs,
      ...(f.folders ?? []).flatMap((s) => s.packs),
    ]);
    expect(inFolders.sort()).toEqual(manifest.packs.map((p) => p.name).sort());
  });

  it("has install URLs, a licence and hot reload for development", () => {
    expect(manifest.url).toMatch(/^https:\/\//);
    expect(manifest.manifest).toMatch(/^https:\/\/.+\/system\.json$/);
    expect(manifest.download).toMatch(/^https:\/\/.+\/steelbound\.zip$/);
    expect(manifest.license.length).toBeGreaterThan(0);
    expect(manifest.flags.hotReload?.extensions).toEqual(expect.arrayContaining(["css", "hbs", "json"]));
  });
});
