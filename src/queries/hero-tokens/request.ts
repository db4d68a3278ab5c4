/**
 * Request kind `spendHeroToken` (R-HT-2): the party's hero tokens are a world setting only the GM can
 * write, so a player asks here. The GM checks the spend with the rules (`heroTokenSpend`), lowers the
 * pool, and gives the hero what the token buys (2 surges, or stamina equal to the recovery value).
 * Rerolling a test and succeeding a save are then done by the player on their own card.
 */
import {
  healStamina,
  heroTokenSpend,
  recoveryValue,
  type HeroTokenSpend,
  type HeroTokenVerdict,
} from "../../rules/index.ts";
import type { StaminaState } from "../../rules/index.ts";
import { QueryRefused, type QueryKind } from "../query-kind.ts";
import { oneOf, worldUuid } from "../payload.ts";

export const HERO_TOKEN_SPENDS: readonly HeroTokenSpend[] = [
  "surges",
  "succeedSave",
  "rerollTest",
  "regainStamina",
];

export interface HeroTokenPayload {
  spend: HeroTokenSpend;
  actorUuid: string;
}

/** The hero as the GM reads it. */
export interface HeroView {
  surges: number;
  stamina: StaminaState;
}

export interface HeroTokenWorld {
  tokens(): number;
  setTokens(value: number): Promise<unknown>;
  ownsActor(actorUuid: string, userId: string): boolean;
  hero(actorUuid: string): HeroView | null;
  updateHero(actorUuid: string, changes: { surges?: number; staminaValue?: number }): Promise<unknown>;
}

export function heroTokenKind(world: HeroTokenWorld): QueryKind<HeroTokenPayload, HeroTokenVerdict> {
  return {
    parse: (data) => ({
      spend: oneOf(data["spend"], HERO_TOKEN_SPENDS, "spend"),
      actorUuid: worldUuid(data["actorUuid"], "actorUuid"),
    }),
    authorize(payload, user) {
      if (world.hero(payload.actorUuid) === null) throw new QueryRefused("NotFound", "hero");
      if (!user.isGM && !world.ownsActor(payload.actorUuid, user.id))
        throw new QueryRefused("Forbidden", "not owner");
    },
    async handle(payload) {
      const hero = world.hero(payload.actorUuid);
      if (hero === null) throw new QueryRefused("NotFound", "hero");
      const verdict = heroTokenSpend({
        spend: payload.spend,
        tokens: world.tokens(),
        // The player asks from the failed save / the test / their turn; the card offers it only then.
        benefitUsed: false,
        saveFailed: true,
        isTest: true,
        ownTurnOrTakingDamage: true,
        recoveryValue: recoveryValue(hero.stamina.max),
      });
      if (!verdict.allowed) return verdict;
      const changes: { surges?: number; staminaValue?: number } = {};
      if (verdict.surges > 0) changes.surges = hero.surges + verdict.surges;
      if (verdict.stamina > 0) changes.staminaValue = healStamina(hero.stamina, verdict.stamina).value;
      await Promise.all([
        world.setTokens(verdict.tokensAfter),
        Object.keys(changes).length > 0 ? world.updateHero(payload.actorUuid, changes) : null,
      ]);
      return verdict;
    },
  };
}
