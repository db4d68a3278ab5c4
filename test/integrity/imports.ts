/**
 * The relative imports a test module runs (not `import type`, which Vite strips): static, re-exports, bare
 * side-effect imports and dynamic `import("…")`. One reading for both the config that groups test files by
 * the stand-in world they reach (vitest.config.ts) and the check that the set-up's modules start each file
 * fresh (./shared-graph.test.ts).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const RUNTIME_IMPORT =
  /^(?:import|export)\s(?!type\s)[^;]*?from\s+"(\.[^"]+)"|^import\s+"(\.[^"]+)"|import\("(\.[^"]+)"\)/gm;

/** Absolute paths of the modules `file` imports at run time by a relative specifier. */
export function runtimeImports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(RUNTIME_IMPORT)].map((m) =>
    resolve(dirname(file), m[1] ?? m[2] ?? m[3] ?? ""),
  );
}
