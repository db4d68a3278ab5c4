/**
 * init: the hero-token offer follows every write that drops a hero, the GM's or a player's (R-HT-2, src/chat/
 * drop-watch.ts): each GM client remembers every hero's stored Stamina, unlinked tokens' too, from `ready`,
 * `createActor` and `createToken` on (and before each write of its own, `preUpdateActor`, which runs on the
 * writing client only), and the active GM judges each `updateActor` against it (v13
 * client/data/client-backend.mjs #handleUpdateDocuments: the source is already updated when `updateActor`
 * fires on every client).
 */
import {
  rememberDependentTokens,
  rememberHeroStamina,
  rememberTokenHero,
  rememberTokenHeroes,
  watchHeroDrop,
} from "../chat/drop-watch.ts";

export function registerHeroDrop(): void {
  Hooks.once("ready", () => {
    for (const actor of game.actors ?? []) rememberHeroStamina(actor);
    rememberTokenHeroes();
  });
  Hooks.on("createActor", (actor) => {
    rememberHeroStamina(actor);
  });
  Hooks.on("preUpdateActor", (actor) => {
    rememberHeroStamina(actor);
  });
  // An unlinked token's synthetic actor (src/chat/drop-watch.ts): noted when the token appears and after
  // each update of its base actor, which changes it without an `updateActor` of its own.
  Hooks.on("createToken", (token) => {
    rememberTokenHero(token);
  });
  Hooks.on("updateActor", (actor, _changed, _options, userId) => {
    watchHeroDrop(actor, userId);
    rememberDependentTokens(actor);
  });
}
