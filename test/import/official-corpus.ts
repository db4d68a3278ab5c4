/**
 * Reads the official system's data for the opt-in real-data test, from whatever a maintainer points at:
 * - a folder of compendium source JSON (its `src/packs`, or a checkout holding `…/packs/<pack>/**.json`);
 * - a repository "Source code" zip (JSON under `…/packs/`), read with the Content window's own reader
 *   (src/import/content/sources.ts readZip + belowPacks + parseSources, the import guard included);
 * - a release zip or a folder of LevelDB packs (`packs/<pack>/CURRENT`, `*.ldb`): each pack is copied to a
 *   temporary folder (opening a LevelDB writes to it) and read back to JSON with the Foundry CLI's extractPack,
 *   as tools/import-official.mjs does. src/import/content/sources.ts has no LevelDB reader of its own (yet).
 * Paths come back relative to the packs folder ("classes/Fury/x.json"): their first folder names the pack.
 */
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { unzipSync } from "fflate";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { SourceFile } from "../../src/import/official/batch.ts";
import { belowPacks, parseSources, readZip, type NamedText } from "../../src/import/content/sources.ts";

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const isLevelDb = (dir: string): boolean =>
  existsSync(join(dir, "CURRENT")) && readdirSync(dir).some((f) => f.endsWith(".ldb") || f.endsWith(".log"));

/** The LevelDB pack folders under `dir` (the folder itself, or `packs/<pack>` below it). */
function levelDbPacks(dir: string): string[] {
  if (isLevelDb(dir)) return [dir];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap(levelDbPacks);
}

/** JSON texts of a folder, paths below its `packs` folder when it has one, else relative to it. */
function folderTexts(root: string): NamedText[] {
  return walk(root)
    .filter((p) => p.toLowerCase().endsWith(".json"))
    .map((p) => {
      const rel = relative(root, p).split("\\").join("/");
      return { path: belowPacks(rel) ?? rel, text: readFileSync(p, "utf8") };
    });
}

async function levelDbTexts(packs: string[]): Promise<NamedText[]> {
  const tmp = mkdtempSync(join(tmpdir(), "steelbound-official-"));
  try {
    const texts: NamedText[] = [];
    for (const pack of packs) {
      const name = pack.split(/[\\/]/).pop() ?? "pack";
      const copy = join(tmp, "db", name);
      cpSync(pack, copy, { recursive: true });
      rmSync(join(copy, "LOCK"), { force: true });
      const json = join(tmp, "json", name);
      await extractPack(copy, json, { log: false, clean: true });
      for (const t of folderTexts(json)) texts.push({ path: `${name}/${t.path}`, text: t.text });
    }
    return texts;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export interface Corpus {
  files: SourceFile[];
  /** What was read: "folder", "source zip", "LevelDB". */
  kind: string;
  refused: number;
}

export async function readOfficialCorpus(root: string): Promise<Corpus> {
  let texts: NamedText[];
  let kind: string;
  if (statSync(root).isDirectory()) {
    const dbs = levelDbPacks(root);
    if (dbs.length > 0) {
      texts = await levelDbTexts(dbs);
      kind = "LevelDB";
    } else {
      texts = folderTexts(root);
      kind = "folder";
    }
  } else {
    const bytes = new Uint8Array(readFileSync(root));
    const json = (await readZip(bytes)).flatMap((t) => {
      const path = t.path.toLowerCase().endsWith(".json") ? belowPacks(t.path) : null;
      return path ? [{ path, text: new TextDecoder().decode(t.bytes) }] : [];
    });
    if (json.length > 0) {
      texts = json;
      kind = "source zip";
    } else {
      // A release zip: its packs are LevelDB folders. Unzip them to a temporary folder first.
      const tmp = mkdtempSync(join(tmpdir(), "steelbound-release-"));
      try {
        for (const [name, data] of Object.entries(unzipSync(bytes))) {
          if (name.endsWith("/")) continue;
          const path = join(tmp, name);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, data);
        }
        texts = await levelDbTexts(levelDbPacks(tmp));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
      kind = "release zip (LevelDB)";
    }
  }
  const { files, refused } = parseSources(texts);
  return { files, kind, refused: refused.length };
}
