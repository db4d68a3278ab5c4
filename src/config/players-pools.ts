/**
 * init: the hero tokens and Malice in the players list (../applications/hud/players-pools.ts). v13 calls
 * `renderPlayers` with the list's element on each render (ApplicationV2 render hooks, client/applications/
 * api/application.mjs); the combat settings' change (./combat.ts) renders the list again.
 */
import { addPoolsToPlayers } from "../applications/hud/players-pools.ts";
import { maliceVisibleTo, readMalice } from "../documents/combat/malice.ts";
import { readHeroTokens } from "../documents/combat/economy.ts";

export function registerPlayersPools(): void {
  Hooks.on("renderPlayers", (_app, html) => {
    const localize = (key: string) => game.i18n?.localize(key) ?? key;
    const isGM = game.user?.isGM ?? false;
    addPoolsToPlayers(
      html,
      { heroTokens: readHeroTokens(), malice: maliceVisibleTo({ isGM }) ? readMalice().value : null },
      {
        title: localize("STEELBOUND.Players.Pools"),
        heroTokens: localize("STEELBOUND.HeroTokens.Name"),
        malice: localize("STEELBOUND.Malice.Name"),
      },
    );
  });
}
