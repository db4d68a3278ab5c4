/**
 * Request kind `adjustHeroTokens`: the Director's own hand on the party's hero tokens (R-HT-1 start of
 * session, +1, −1, reset). Only a GM may ask. It goes through the GM's one request queue (../gm-query.ts),
 * like a player's `spendHeroToken`, so a click and a spend arriving together are applied one after the other
 * and neither is written over.
 */
import { changeHeroTokens, POOL_CHANGES, type PoolChange } from "../../documents/combat/economy.ts";
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { oneOf } from "../../documents/gm-channel/payload.ts";

export const adjustHeroTokensKind: QueryKind<{ change: PoolChange }, { value: number }> = {
  parse: (data) => ({ change: oneOf(data["change"], POOL_CHANGES, "change") }),
  authorize(_payload, user) {
    if (!user.isGM) throw new QueryRefused("Forbidden", "the Director's control");
  },
  async handle(payload) {
    return { value: await changeHeroTokens(payload.change) };
  },
};
