/**
 * init: the hero-token offer follows every write that drops a hero, the GM's or a player's (R-HT-2, src/chat/
 * drop-watch.ts): each GM client remembers every hero's stored Stamina from `ready` and `createActor` on (and
 * before each write of its own, `preUpdateActor`, which runs on the writing client only), and the active GM
 * judges each `updateActor` against it (v13 client/data/client-backend.mjs #handleUpdateDocuments: the source
 * is already updated when `updateActor` fires on every client).
 */
import { rememberHeroStamina, watchHeroDrop } from "../chat/drop-watch.ts";

export function registerHeroDrop(): void {
  Hooks.once("ready", () => {
    for (const actor of game.actors ?? []) rememberHeroStamina(actor);
  });
  Hooks.on("createActor", (actor) => {
    rememberHeroStamina(actor);
  });
  Hooks.on("preUpdateActor", (actor) => {
    rememberHeroStamina(actor);
  });
  Hooks.on("updateActor", (actor, _changed, _options, userId) => {
    watchHeroDrop(actor, userId);
  });
}
