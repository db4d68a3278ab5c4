import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["test/harness/setup.ts"],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: {
        "src/rules/**/*.ts": { lines: 95, branches: 95, functions: 95, statements: 95 },
      },
    },
    benchmark: { include: ["test/bench/**/*.bench.ts"] },
    typecheck: { enabled: false },
  },
});
