/**
 * Steelbound entry point: registration only. Every hook here hands off to a module that owns the work.
 */
import "../styles/steelbound.scss";
import { SYSTEM_ID } from "./constants.ts";
import { registerAtInit, workOnReady } from "./config/index.ts";
import { makeApi, type SteelboundApi } from "./config/api.ts";

export type { SteelboundApi } from "./config/api.ts";

declare global {
  var steelbound: SteelboundApi;
}

Hooks.once("init", () => {
  const version = game.system?.version ?? "dev";
  const api = makeApi(version);
  globalThis.steelbound = api;
  // docs/API.md: the anchor systems' place for a system's API (dnd5e keeps its own on `game.dnd5e`).
  if (game.system) (game.system as { api?: SteelboundApi }).api = api;
  console.log(`${SYSTEM_ID} | Initializing Steelbound ${version} (Draw Steel for Foundry VTT)`);
  registerAtInit();
});

Hooks.once("setup", () => {
  // Registration that depends on other packages' init (e.g. translations) goes here.
});

Hooks.once("ready", () => {
  workOnReady((game.system as { api?: SteelboundApi } | undefined)?.api ?? globalThis.steelbound);
});
