/**
 * Second set-up entry of the combat-flow projects: the combat stand-ins (./combat-flow.ts), whose classes
 * src's combat documents extend at import, wired into this file's fresh globals before its own imports.
 */
import { keepSetupModules } from "./shared-graph.ts";

const { installCombatFlowGlobals } = await import("./combat-flow.ts");
installCombatFlowGlobals();
keepSetupModules();
