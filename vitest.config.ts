import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { runtimeImports } from "./test/integrity/imports.ts";

/**
 * Test files that read the repository (manifest, lang, packs, templates) or convert plain data (src/import's
 * converters) and use no Foundry stand-in: they run without the harness set-up in one shared module graph
 * (project `plain`), like `rules`. Checked: none imports test/harness, test/sim or a src module that extends
 * or reads a Foundry global, and none writes module-level state another file reads.
 */
const PLAIN = [
  "test/integrity/hooks-in-config.test.ts",
  "test/integrity/i18n.test.ts",
  "test/integrity/layers.test.ts",
  "test/integrity/manifest.test.ts",
  "test/integrity/no-rule-ids.test.ts",
  "test/integrity/packs.test.ts",
  "test/integrity/release-zip.test.ts",
  "test/integrity/rules-journals.test.ts",
  "test/integrity/templates.test.ts",
  "test/integrity/triple-stash.test.ts",
  "test/integrity/type-labels.test.ts",
  "test/import/cli.test.ts",
  "test/import/content-sources.test.ts",
  "test/import/converters.test.ts",
  "test/import/effect-paths.test.ts",
  "test/import/tier-shapes.test.ts",
  "test/integrity/shared-graph.test.ts",
  "test/integrity/localizer-once.test.ts",
];

/**
 * The stand-in worlds a Foundry test file can play in, by the module it imports (directly or through its
 * helpers) that puts its classes into the globals src extends at import time: the simulation
 * (test/sim/install.ts), the combat-flow stand-ins (test/harness/combat-flow.ts), or the plain harness.
 * Files of one world share module graphs (src evaluated once per worker); worlds never mix in one graph.
 */
const WORLDS = [
  { name: "sim", entry: "test/sim/install.ts", setup: "test/harness/setup-sim.ts" },
  { name: "combat", entry: "test/harness/combat-flow.ts", setup: "test/harness/setup-combat-flow.ts" },
] as const;

/** Every Foundry test file, by its world and whether it renders a DOM (happy-dom). */
function foundryGroups(): { name: string; setupFiles: string[]; files: string[] }[] {
  const testRoot = `${resolve("test")}/`;
  const reaches = (entry: string, file: string, seen = new Set<string>()): boolean => {
    if (file === entry) return true;
    if (seen.has(file) || !file.startsWith(testRoot) || !file.endsWith(".ts")) return false;
    seen.add(file);
    return runtimeImports(file).some((f) => reaches(entry, f, seen));
  };
  const files = readdirSync("test", { recursive: true, encoding: "utf8" })
    .map((f) => join("test", f))
    .filter((f) => f.endsWith(".test.ts") && !/^test\/(rules|browser)\//.test(f) && !PLAIN.includes(f));
  const groups = new Map<string, { name: string; setupFiles: string[]; files: string[] }>();
  for (const f of files) {
    const world = WORLDS.find((w) => reaches(resolve(w.entry), resolve(f)));
    const dom = readFileSync(f, "utf8").includes("@vitest-environment happy-dom");
    const name = `foundry-${world?.name ?? "harness"}-${dom ? "dom" : "node"}`;
    const setupFiles = ["test/harness/setup.ts", ...(world ? [world.setup] : [])];
    if (!groups.has(name)) groups.set(name, { name, setupFiles, files: [] });
    groups.get(name)?.files.push(f);
  }
  return [...groups.values()].sort((x, y) => x.name.localeCompare(y.name));
}

export default defineConfig(({ mode }) => ({
  test: {
    // A passing test's console output (the simulation's warnings, expected refusals) is dropped; a failing
    // test's is shown with it. Benchmarks print their figures, so `vitest bench` keeps the console.
    silent: mode === "benchmark" ? false : "passed-only",
    // The default reporter names every test slower than this; on a shared two-core machine that was ~370 lines
    // of timings per run. Only tests near the hang guard below are named now.
    slowTestThreshold: 10_000,
    environment: "node",
    // Worker threads start and tear down cheaper than forked processes (measured: ~17% less CPU, ~20% less
    // wall on test/data + test/chat + test/documents), and two of them use both cores of a two-core machine
    // (Vitest's default is one fewer than the cores: a single worker there; ~23% less wall).
    pool: "threads",
    maxWorkers: 2,
    // Session tests play whole table scenes through the simulation; on a busy two-core machine one can take
    // several seconds, so the limit guards against hangs rather than measuring speed (benchmarks do that).
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      // Floors that keep the Foundry layer exercised where users meet it (the v13 simulation in test/sim,
      // test/session): all of src, and each folder of src on its own (src/director dissolved into
      // src/data/settings). Raise them as coverage grows; never lower them to make a change pass.
      thresholds: {
        lines: 95,
        "src/applications/**/*.ts": { lines: 90 },
        "src/canvas/**/*.ts": { lines: 90 },
        "src/chat/**/*.ts": { lines: 90 },
        "src/data/**/*.ts": { lines: 90 },
        "src/documents/**/*.ts": { lines: 90 },
        "src/flows/**/*.ts": { lines: 90 },
        "src/import/**/*.ts": { lines: 90 },
        "src/queries/**/*.ts": { lines: 90 },
        "src/rolls/**/*.ts": { lines: 90 },
        "src/rules/**/*.ts": { lines: 95, branches: 95, functions: 95, statements: 95 },
      },
    },
    // Three projects: `rules` (test/rules, pure Draw Steel maths) and `plain` (PLAIN above) need no Foundry
    // stand-ins, so they skip the harness set-up (which loads the harness, the rendering simulation and
    // src/config/slots.ts again for every file) and share one module graph and one worker across their files
    // (isolate: false; measured on the 16 plain files with coverage: 34.4 -> 20.3 s CPU). Every other test
    // file gets a fresh module graph and the Foundry globals, as before.
    projects: [
      {
        extends: true,
        test: {
          name: "rules",
          include: ["test/rules/**/*.test.ts"],
          isolate: false,
          benchmark: { include: [] },
        },
      },
      {
        extends: true,
        test: {
          name: "plain",
          include: PLAIN,
          isolate: false,
          benchmark: { include: [] },
        },
      },
      ...foundryGroups().map(({ name, setupFiles, files }, index) => ({
        extends: true as const,
        test: {
          name,
          include: files,
          isolate: false as const,
          sequence: { groupOrder: index + 1 },
          setupFiles,
          benchmark: { include: [] },
        },
      })),
      {
        extends: true,
        test: {
          name: "bench",
          include: [],
          setupFiles: ["test/harness/setup.ts"],
          benchmark: { include: ["test/bench/**/*.bench.ts"] },
        },
      },
    ],
    typecheck: { enabled: false },
  },
}));
