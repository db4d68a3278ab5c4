/**
 * Test files share one module graph per worker (vitest.config.ts, test/harness/shared-graph.ts): the set-up's
 * modules are evaluated once per worker, so every piece of module state they hold must go back to its fresh
 * value before the next file (an `everyFile` reset in the same module), or be state that is right to share
 * (listed below with the reason). A new array, map, set, counter or `let` in a set-up module fails here
 * until it says which.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runtimeImports } from "./imports.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SETUP = ["test/harness/setup.ts", "test/harness/setup-sim.ts", "test/harness/setup-combat-flow.ts"];

/** Module state that is right to share between the files of a worker, and why. */
const SHARED: Record<string, string> = {
  "test/harness/backend-seam.ts provider": "set once by test/sim/install.ts; answers per client",
  "test/harness/rolls.ts installed": "the CONFIG accessor that adds the roll sections, installed once",
  "test/sim/context.ts installed": "the per-client global accessors, installed once",
  "test/harness/shared-graph.ts kept": "the shared-graph bookkeeping itself",
  "test/harness/shared-graph.ts setupGlobals": "the shared-graph bookkeeping itself",
  "test/harness/shared-graph.ts setupValues": "the shared-graph bookkeeping itself",
  "test/harness/shared-graph.ts firstFile": "the shared-graph bookkeeping itself",
  "test/harness/shared-graph.ts resets": "the shared-graph bookkeeping itself",
  "test/harness/shared-graph.ts perWorker": "values whose module is evaluated once per worker",
  "test/harness/shared-graph.ts pageListeners": "the shared-graph bookkeeping itself",
  "test/harness/shared-graph.ts timers": "the shared-graph bookkeeping itself (cleared by the next file)",
  "test/harness/document.ts embedded": "a class's declaration of its embedded collections, never written",
  "test/harness/effect-change.ts ROOT_STRINGS": "a constant set",
  "test/sim/token-movement.ts WAYPOINT_KEYS": "a constant set",
  "test/harness/globals.ts notifications": "emptied by resetWorld, which the set-up runs for every file",
  "test/harness/i18n.ts TABLES": "each lang file read and flattened once; never written after",
  "test/harness/data-model.ts LOCALIZATION_PREFIXES": "a class's declaration, never written",
  "test/harness/form-fields.ts own":
    "a document to build form elements in outside a DOM environment (the preview gallery), made once; no element is kept in it",
  "test/sim/applications/application.ts instances": "a view over client-windows.ts's registries, reset there",
};

function setupModules(): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !file.startsWith(`${ROOT}/test/`)) return;
    seen.add(file);
    for (const imported of runtimeImports(file)) walk(imported);
  };
  for (const f of SETUP) walk(resolve(ROOT, f));
  return [...seen].map((f) => relative(ROOT, f)).sort();
}

/** Top-level `let`s, mutable containers and assignable statics a module declares. */
function moduleState(text: string): string[] {
  const names = new Set<string>();
  const patterns = [
    /^(?:export )?let (\w+)/gm,
    /^(?:export )?const (\w+)(?::[^=\n]+)? = (?:new (?:Map|Set|ClientInstances)\b|\[\])/gm,
    /^ {2}static (?!readonly)(?:override )?(\w+)(?::[^=\n]+)? = (?:\d|\[\]|new )/gm,
  ];
  for (const p of patterns) for (const m of text.matchAll(p)) names.add(m[1] ?? "");
  return [...names];
}

/** The names an `everyFile(() => { … })` block of the module touches. */
function resetNames(text: string): string {
  return [...text.matchAll(/everyFile\(\(\) => \{([\s\S]*?)\n\}\);/g)].map((m) => m[1] ?? "").join("\n");
}

describe("the set-up's modules start every test file fresh (a shared module graph per worker)", () => {
  it("every module state in the set-up's modules is reset per file or listed as shared with its reason", () => {
    const unreset: string[] = [];
    const modules = setupModules();
    expect(modules.length).toBeGreaterThan(40);
    for (const file of modules) {
      const text = readFileSync(resolve(ROOT, file), "utf8");
      const resets = resetNames(text);
      for (const name of moduleState(text)) {
        if (SHARED[`${file} ${name}`]) continue;
        if (!new RegExp(`\\b${name}\\b`).test(resets)) unreset.push(`${file} ${name}`);
      }
    }
    expect(unreset).toEqual([]);
  });
});
