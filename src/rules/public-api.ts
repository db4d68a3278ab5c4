/**
 * The rules engine as `game.system.api.rules` hands it out (docs/API.md), loaded on first use: the same
 * exports as ./index.ts, in a module of its own so the parts only the API needs stay out of the start bundle.
 */
export * from "./index.ts";
