/** An in-memory party hero-token pool and one hero, for the spendHeroToken request kind. */
import type { HeroTokenWorld, HeroView } from "../../src/queries/hero-tokens/request.ts";
import { HERO_UUID, PLAYER } from "./apply-world.ts";

export function heroTokenWorld(
  tokens = 2,
  hero: HeroView = { surges: 0, stamina: { value: 10, max: 30, temporary: 0 } },
) {
  const state = { tokens, hero: { ...hero, stamina: { ...hero.stamina } }, writes: 0 };
  const world: HeroTokenWorld = {
    tokens: () => state.tokens,
    setTokens: (value) => {
      state.writes++;
      state.tokens = value;
      return Promise.resolve();
    },
    ownsActor: (uuid, userId) => uuid === HERO_UUID && userId === PLAYER.id,
    hero: (uuid) => (uuid === HERO_UUID ? state.hero : null),
    updateHero: (_uuid, changes) => {
      state.writes++;
      if (changes.surges !== undefined) state.hero.surges = changes.surges;
      if (changes.staminaValue !== undefined) state.hero.stamina.value = changes.staminaValue;
      return Promise.resolve();
    },
  };
  return { world, state };
}
