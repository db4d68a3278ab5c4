/**
 * init: the hero-token offer for an unlinked hero token (R-HT-2, src/chat/drop-watch-tokens.ts): each GM
 * client notes the Stamina of every unlinked token's synthetic actor, so its first drop is judged like a
 * linked hero's.
 */
import {
  rememberDependentTokens,
  rememberTokenHero,
  rememberTokenHeroes,
} from "../chat/drop-watch-tokens.ts";

export function registerHeroDropTokens(): void {
  Hooks.once("ready", () => {
    rememberTokenHeroes();
  });
  Hooks.on("createToken", (token) => {
    if (game.user?.isGM === true) rememberTokenHero(token);
  });
  Hooks.on("updateActor", (actor) => {
    rememberDependentTokens(actor);
  });
}
