// Imports content of the official Draw Steel system into an installable Foundry module for Steelbound:
//   npm run import:official -- --from <folder> --out <folder> [--id <module-id>] [--title <title>]
// --from holds the official compendium source JSON (any depth) and/or LevelDB pack folders. The converters
// are TypeScript in src/import/official; Vite's runnerImport runs them here without a build step.
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");

function parseArgs(argv) {
  const args = { id: "steelbound-official", title: "Draw Steel (official content for Steelbound)" };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, "");
    if (!["from", "out", "id", "title"].includes(key ?? "")) throw new Error(`unknown option ${argv[i]}`);
    args[key] = argv[i + 1];
  }
  if (!args.from || !args.out) throw new Error("usage: --from <folder> --out <folder> [--id <module-id>]");
  if (!/^[a-z0-9-]+$/.test(args.id)) throw new Error("--id must be lowercase letters, digits and hyphens");
  return args;
}

const isLevelDb = (dir) =>
  existsSync(join(dir, "CURRENT")) && readdirSync(dir).some((f) => f.endsWith(".ldb") || f === "LOG");

/**
 * Every JSON source under `dir`, LevelDB packs extracted first (each as `packs/<its folder's name>/…`, so a
 * release's `packs/monsters` is the pack `monsters`); paths relative to `base`.
 */
async function collect(dir, base, tmp, out) {
  if (isLevelDb(dir)) {
    const name = basename(dir) || "pack";
    const dest = join(tmp, "packs", name);
    await extractPack(dir, dest, { clean: true });
    await collect(dest, tmp, tmp, out);
    return;
  }
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) await collect(path, base, tmp, out);
    else if (entry.endsWith(".json")) {
      let doc;
      try {
        doc = JSON.parse(readFileSync(path, "utf8"));
      } catch (error) {
        doc = `invalid JSON: ${error.message}`;
      }
      out.push({ path: relative(base, path), doc });
    }
  }
}

function manifestOf(args, packs) {
  return {
    id: args.id,
    title: args.title,
    description:
      "<p>Content converted from the official Draw Steel system's data for the Steelbound system.</p>",
    version: "1.0.0",
    authors: [{ name: "Steelbound import-official" }],
    compatibility: { minimum: "13.345", verified: "13" },
    relationships: { systems: [{ id: "steelbound", type: "system", compatibility: {} }] },
    packs: packs.map((p) => ({
      name: p.name,
      label: p.label,
      path: `packs/${p.name}`,
      type: p.type,
      system: "steelbound",
      ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
      flags: {},
    })),
    packFolders: [{ name: args.title, sorting: "a", color: "#4a2c1d", packs: packs.map((p) => p.name) }],
  };
}

const safe = (name) =>
  String(name ?? "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .slice(0, 60);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const from = resolve(args.from);
  const out = resolve(args.out);
  const tmp = mkdtempSync(join(tmpdir(), "steelbound-import-"));
  // An earlier run's output is moved aside at once and deleted while this run reads and converts.
  const old = join(out, `.old-${process.pid}`);
  for (const part of ["src", "packs"])
    if (existsSync(join(out, part))) {
      mkdirSync(old, { recursive: true });
      renameSync(join(out, part), join(old, part));
    }
  const clearing = rm(old, { recursive: true, force: true });
  const phases = [];
  let phaseStart = performance.now();
  const phase = (name) => {
    const now = performance.now();
    phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = now;
  };
  try {
    const collected = [];
    await collect(from, from, tmp, collected);
    phase("read");
    // As the Content window chooses (src/import/content/sources.ts): beside packs (a release or a source
    // tree), JSON outside a `packs` folder is the manifest and translations; each path starts at its pack.
    const below = (path) => {
      const parts = path.split(/[\\/]/).filter(Boolean);
      const at = parts.indexOf("packs");
      return at >= 0 && at < parts.length - 1 ? parts.slice(at + 1).join("/") : null;
    };
    const inPacks = collected.filter((f) => below(f.path) !== null);
    const files = inPacks.length ? inPacks.map((f) => ({ ...f, path: below(f.path) })) : collected;
    const { module } = await runnerImport(join(root, "src/import/official/batch.ts"), {
      configFile: false,
      logLevel: "silent",
      root,
    });
    const { packs, report } = module.convertBatch(files, { moduleId: args.id });
    phase("convert");
    // The packs are written side by side: one pack's files are written (the disk's work) while another's
    // LevelDB is compiled, and each pack's files are written without waiting on one another.
    await Promise.all(
      packs.map(async (pack) => {
        const src = join(out, "src", pack.name);
        mkdirSync(src, { recursive: true });
        await Promise.all(
          pack.documents.map((doc) =>
            writeFile(join(src, `${safe(doc.name)}_${doc._id}.json`), `${JSON.stringify(doc, null, 2)}\n`),
          ),
        );
        const dest = join(out, "packs", pack.name);
        mkdirSync(dest, { recursive: true });
        await compilePack(src, dest, { recursive: true });
      }),
    );
    phase("write packs");
    writeFileSync(join(out, "module.json"), `${JSON.stringify(manifestOf(args, packs), null, 2)}\n`);
    writeFileSync(join(out, "import-report.json"), `${JSON.stringify(report, null, 2)}\n`);
    await clearing;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { read, converted, failed } = report.documents;
    console.log(
      `import:official: read ${read}, converted ${converted}, failed ${failed} in ${seconds} s → ${out}`,
    );
    console.log(`  ${phases.join(", ")}`);
    // The done-when figures (numbers lost, abilities with a lost mechanic, effects without their changes),
    // defined and computed in test/import/metrics.ts from the sources and the batch's output.
    const metrics = await runnerImport(join(root, "test/import/metrics.ts"), {
      configFile: false,
      logLevel: "silent",
      root,
    });
    const figures = metrics.module.officialMetrics(files, packs, report);
    for (const line of metrics.module.metricsLines(figures)) console.log(line);
    console.log("  unmapped, by reason:");
    const reasons = new Map();
    for (const u of report.unmapped) reasons.set(u.why, (reasons.get(u.why) ?? 0) + 1);
    const top = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 10);
    for (const [why, count] of top) console.log(`  ${String(count).padStart(6)}  ${why}`);
    for (const f of report.failures.slice(0, 10)) console.log(`  failed: ${f.path}: ${f.why}`);
  } finally {
    await clearing;
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
