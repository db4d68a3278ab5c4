/**
 * Second set-up entry of the simulation projects: the simulation's globals over the harness's, before the
 * test file's own imports (each simulation test file imports ../sim/install.ts first; in a shared module
 * graph that import runs once per worker, so the swap is re-applied here for every file).
 */
import { keepSetupModules } from "./shared-graph.ts";

const { applySimGlobals } = await import("../sim/install.ts");
applySimGlobals();
keepSetupModules();
