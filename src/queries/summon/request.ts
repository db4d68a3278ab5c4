/**
 * Request kind `summon` (R-CB-17): a summoner's ability card places the creatures the ability
 * summons next to the summoner. A player cannot create the actor, tokens and combatants this takes, so the
 * card's author asks the GM, naming only the card. The GM reads everything else itself: the card must be the
 * requester's own and its creature one the requester owns; the ability must be that creature's own item, and
 * what it summons (creature and count) is read from the ability only as the Director accepted it (a player's
 * ability is a document they own, ../accepted-abilities/judge.ts judgeAbility): an ability that differs from
 * its accepted version, or has none, waits for the Director on its card like an applied one (mode "summon",
 * ../accepted-abilities/review.ts) and the request is answered "awaiting the Director"; the Director's decision
 * re-runs it once, from the queue, and it then summons the item as accepted once, or its accepted version.
 * The creature must be a world monster that is no summon itself. Each card summons once (the GM's ledger). The cost (the summoner's
 * Essence) was paid once with the use, before the card existed (src/flows/use-ability.ts). R-CB-17: a summoner
 * in a combat summons again only once its next turn has begun (the combat's flow records each summoning).
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { documentId } from "../../documents/gm-channel/payload.ts";
import { userOwns } from "../../documents/ownership.ts";
import { SteelActor } from "../../documents/actor.ts";
import { SteelItem } from "../../documents/item.ts";
import { SteelCombat } from "../../documents/combat.ts";
import { MonsterModel } from "../../data/actor/monster.ts";
import { AbilityUseModel } from "../../chat/ability-use-model.ts";
import { summonerOf } from "../../documents/summons.ts";
import { MAX_SQUAD_SIZE } from "../../rules/index.ts";
import { itemForCard, type JudgedItem } from "../accepted-abilities/judge.ts";
import { holdForReview } from "../accepted-abilities/review.ts";
import { foundryLedger, ledgerKey } from "../ledger.ts";
import { placeSummons } from "./place.ts";

export interface SummonPayload {
  /** The `abilityUse` chat message of the summoning ability. */
  messageId: string;
}

interface Card {
  summoner: Actor.Implementation;
  item: Item.Implementation;
}

function cardOf(messageId: string): Card {
  const message = game.messages?.get(messageId);
  if (!(message?.system instanceof AbilityUseModel)) throw new QueryRefused("NotFound", "ability card");
  const data = message.system as unknown as { actor: string; ability: string };
  const summoner = fromUuidSync(data.actor);
  if (!(summoner instanceof SteelActor)) throw new QueryRefused("NotFound", "summoner");
  const item = fromUuidSync(data.ability);
  // The ability is the summoner's own item, not one of another creature's the card names beside it.
  if (!(item instanceof SteelItem) || item.parent !== summoner) throw new QueryRefused("NotFound", "ability");
  return { summoner, item };
}

/** What the ability as the GM judged it summons; refused when it summons nothing. */
function summonOf(judged: JudgedItem): { creature: Actor.Implementation; count: number } {
  const system = judged.system as object;
  const uuid: unknown = foundry.utils.getProperty(system, "summon.creature");
  const count: unknown = foundry.utils.getProperty(system, "summon.count");
  if (typeof uuid !== "string" || typeof count !== "number" || count < 1)
    throw new QueryRefused("Refused", "the ability summons nothing");
  const creature = fromUuidSync(uuid);
  if (
    !(creature instanceof SteelActor) ||
    !(creature.system instanceof MonsterModel) ||
    creature.pack ||
    creature.isToken ||
    summonerOf(creature) !== null
  )
    throw new QueryRefused("NotFound", "summoned creature");
  // R-MN-1: no summoning larger than a squad.
  return { creature, count: Math.min(count, MAX_SQUAD_SIZE) };
}

/** The summoner's token: on the board of its combat, else of the active scene, else of any scene. */
function boardOf(summoner: Actor.Implementation) {
  const combatant =
    (game.combats?.contents ?? [])
      .flatMap((c) => c.combatants.contents)
      .find((c) => c.actorId === summoner.id && c.combat?.started === true) ?? null;
  const scenes = [...(game.scenes?.contents ?? [])].sort((a, b) => Number(b.active) - Number(a.active));
  const scene =
    combatant?.parent.scene ?? scenes.find((s) => s.tokens.some((t) => t.actorId === summoner.id));
  const token = scene?.tokens.contents.find((t) => t.actorId === summoner.id) ?? null;
  if (token === null) throw new QueryRefused("NotFound", "summoner's token");
  return { token, combatant };
}

export const summonKind: QueryKind<SummonPayload, { placed: number }> = {
  parse: (data) => ({ messageId: documentId(data["messageId"], "messageId") }),

  authorize(payload, user) {
    const message = game.messages?.get(payload.messageId);
    const { summoner } = cardOf(payload.messageId);
    if (user.isGM) return;
    if (message?.author?.id !== user.id || !userOwns(summoner, user))
      throw new QueryRefused("Forbidden", "not your card or not your creature");
  },

  async handle(payload, user) {
    const key = ledgerKey(payload.messageId, "summon");
    if (foundryLedger.has(key)) throw new QueryRefused("AlreadyApplied", "summoned");
    const { summoner, item } = cardOf(payload.messageId);
    // An edited (or never accepted) ability waits for the Director on its card, outside this queue.
    const view = { id: payload.messageId, abilityUuid: item.uuid, actorUuid: summoner.uuid };
    if (await holdForReview(view, { targets: [], mode: "summon" }, user))
      throw new QueryRefused("AwaitingDirector", item.uuid);
    const { creature, count } = summonOf(itemForCard(item, payload.messageId));
    const { token, combatant } = boardOf(summoner);
    // R-CB-17: a summoner cannot summon again before its next turn (read from the combat's own flow).
    const combat = combatant?.parent ?? null;
    const id = combatant?.id ?? null;
    if (combat instanceof SteelCombat && id !== null && combat.summonedThisTurn(id))
      throw new QueryRefused("SummonedThisTurn");
    // Recorded first: a second request arriving while this one writes is refused, never placed twice.
    await foundryLedger.record([key]);
    const placed = await placeSummons({ summoner, token, creature, count, combatant });
    if (placed === 0) throw new QueryRefused("Refused", "no room next to the summoner");
    if (combat instanceof SteelCombat && id !== null) await combat.markSummoned(id);
    return { placed };
  },
};
