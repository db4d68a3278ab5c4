/**
 * The rules engine as `game.system.api.rules` hands it out (docs/API.md, the contract in
 * test/rules/contract), loaded on first use: everything ./index.ts exports, plus the modules that only the
 * API offers (no code of the system calls them). Those stay out of ./index.ts on purpose: every module the
 * barrel reaches sits in the start bundle with all its exports once the API asks for the whole namespace.
 */
export * from "./index.ts";
export * from "./maneuver-outcomes.ts";
export * from "./underwater.ts";
export * from "./movement-checks.ts";
