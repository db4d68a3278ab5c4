import { defineConfig } from "vitest/config";

export default defineConfig(({ mode }) => ({
  test: {
    include: ["test/**/*.test.ts"],
    // A passing test's console output (the simulation's warnings, expected refusals) is dropped; a failing
    // test's is shown with it. Benchmarks print their figures, so `vitest bench` keeps the console.
    silent: mode === "benchmark" ? false : "passed-only",
    exclude: ["test/browser/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["test/harness/setup.ts"],
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
        "src/combat/**/*.ts": { lines: 90 },
        "src/data/**/*.ts": { lines: 90 },
        "src/documents/**/*.ts": { lines: 90 },
        "src/flows/**/*.ts": { lines: 90 },
        "src/import/**/*.ts": { lines: 90 },
        "src/queries/**/*.ts": { lines: 90 },
        "src/rolls/**/*.ts": { lines: 90 },
        "src/rules/**/*.ts": { lines: 95, branches: 95, functions: 95, statements: 95 },
      },
    },
    benchmark: { include: ["test/bench/**/*.bench.ts"] },
    typecheck: { enabled: false },
  },
}));
