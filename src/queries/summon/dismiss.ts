/**
 * Request kind `dismissSummons` (R-CB-17): a summoner's player sends their summons away. The
 * summoned copies, their tokens and combatants are the GM's to delete (a player deletes no token of a scene
 * nor combatant of a combat), so the player names only the summoner; the GM finds the summons itself from
 * the copies' `summonedBy` mark (src/documents/summons.ts), which the player cannot have written on a copy
 * the GM made, and deletes them once.
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { documentId } from "../../documents/gm-channel/payload.ts";
import { userOwns } from "../../documents/ownership.ts";
import { SteelActor } from "../../documents/actor.ts";
import { dismissSummons, summonerOf, summonsOf } from "../../documents/summons.ts";

export interface DismissSummonsPayload {
  /** The summoner (a world actor) whose summons leave. */
  summonerId: string;
}

function summonerIn(id: string): Actor.Implementation {
  const actor = game.actors?.get(id);
  // A summoned copy is no summoner: summons of summons do not exist (src/queries/summon/request.ts).
  if (!(actor instanceof SteelActor) || summonerOf(actor) !== null)
    throw new QueryRefused("NotFound", "summoner");
  return actor;
}

export const dismissSummonsKind: QueryKind<DismissSummonsPayload, { dismissed: number }> = {
  parse: (data) => ({ summonerId: documentId(data["summonerId"], "summonerId") }),

  authorize(payload, user) {
    const summoner = summonerIn(payload.summonerId);
    if (user.isGM) return;
    if (!userOwns(summoner, user)) throw new QueryRefused("Forbidden", "not your creature");
  },

  async handle(payload) {
    const summoner = summonerIn(payload.summonerId);
    const summons = summonsOf([summoner.uuid]);
    if (summons.length === 0) throw new QueryRefused("AlreadyApplied", "no summons left");
    const tokens = (game.scenes?.contents ?? []).reduce(
      (n, scene) => n + scene.tokens.contents.filter((t) => summons.some((a) => a.id === t.actorId)).length,
      0,
    );
    await dismissSummons(summons);
    return { dismissed: tokens };
  },
};
