/**
 * An in-memory party hero-token pool, one hero, its chat cards (failed saves, tests) and the running
 * combat turn, for the spendHeroToken request kind. Writes are counted and recorded.
 */
import type { HeroTokenWorld, HeroView, MessageEvidence } from "../../src/queries/hero-tokens/request.ts";
import { HERO_UUID, PLAYER } from "./apply-world.ts";
import { memoryLedger } from "../../src/queries/ledger.ts";

export const SAVE_MESSAGE = "saveMessage00001";
export const TEST_MESSAGE = "testMessage00001";
export const OTHER_HERO_UUID = "Actor.hero000000000002";

export function heroTokenWorld(
  tokens = 2,
  hero: Omit<HeroView, "benefitTurn"> = { surges: 0, stamina: { value: 10, max: 30, temporary: 0 } },
) {
  const state = {
    tokens,
    hero: { ...hero, stamina: { ...hero.stamina }, benefitTurn: null as string | null },
    writes: 0,
    /** The running combat turn, or null outside combat. */
    turn: null as { key: string; actors: string[] } | null,
    messages: new Map<string, MessageEvidence>([
      [
        SAVE_MESSAGE,
        {
          actorUuid: HERO_UUID,
          save: { success: false, heroToken: false, effectPresent: true, turn: "combat:1:hero" },
          test: null,
        },
      ],
      [TEST_MESSAGE, { actorUuid: HERO_UUID, save: null, test: { rerolled: false } }],
    ]),
    savesSucceeded: [] as string[],
    testsRerolled: [] as string[],
  };
  const world: HeroTokenWorld = {
    tokens: () => state.tokens,
    setTokens: (value) => {
      state.writes++;
      state.tokens = value;
      return Promise.resolve();
    },
    ownsActor: (uuid, userId) => uuid === HERO_UUID && userId === PLAYER.id,
    hero: (uuid) => (uuid === HERO_UUID ? state.hero : null),
    combatTurn: () => state.turn,
    evidence: (id) => state.messages.get(id) ?? null,
    updateHero: (_uuid, changes) => {
      state.writes++;
      if (changes.surges !== undefined) state.hero.surges = changes.surges;
      if (changes.staminaValue !== undefined) state.hero.stamina.value = changes.staminaValue;
      if (changes.benefitTurn !== undefined) state.hero.benefitTurn = changes.benefitTurn;
      return Promise.resolve();
    },
    succeedSave: (id) => {
      state.writes++;
      state.savesSucceeded.push(id);
      return Promise.resolve();
    },
    rerollTest: (id) => {
      state.writes++;
      state.testsRerolled.push(id);
      return Promise.resolve();
    },
    ledger: memoryLedger(),
  };
  return { world, state };
}
