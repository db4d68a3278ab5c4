/**
 * Second set-up entry of the simulation projects: the simulation's globals over the harness's, before the
 * test file's own imports (each simulation test file imports ../sim/install.ts first; in a shared module
 * graph that import runs once per worker, so the swap is re-applied here for every file).
 *
 * Then the session-wide check: a test of the simulation fails when Foundry's simulated
 * logCompatibilityWarning fired during it or before it since the last check (its file's set-up included:
 * a deprecated API src used, on v13 or v14), unless the test cleared them itself (the tests of the shims do,
 * in their own afterEach, which Vitest runs before this one).
 */
import { afterEach } from "vitest";
import { keepSetupModules } from "./shared-graph.ts";
import { clearCompatibilityWarnings, compatibilityWarnings } from "./utils.ts";

const { applySimGlobals } = await import("../sim/install.ts");
applySimGlobals();
keepSetupModules();

afterEach(() => {
  const logged = compatibilityWarnings().map((w) => w.message);
  clearCompatibilityWarnings();
  if (logged.length > 0)
    throw new Error(
      `Foundry logged ${logged.length} compatibility warning(s) during this test (a deprecated API used): ${[
        ...new Set(logged),
      ].join(" | ")}`,
    );
});
