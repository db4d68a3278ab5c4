/**
 * Request kind `takeFromStash`: a member's owner takes one of the party stash's items to their hero. The
 * party is the Director's document (a player only observes it, src/documents/party.ts), so the GM moves it:
 * it checks the hero is a member of that party and the requester owns the hero, and reads the item and its
 * quantity from the party itself — the payload names only which party, which item and which hero. One
 * request moves one; the GM's queue runs them in order, so two players taking the last one get it once.
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, worldUuid } from "../../documents/gm-channel/payload.ts";
import { isParty, membersOf, type PartyActor } from "../../documents/party.ts";
import { isWorldHero } from "../../documents/follower.ts";
import { SteelActor } from "../../documents/actor.ts";
import { userOwns } from "../../documents/ownership.ts";
import { moveOneToHero, STASH_ITEM_TYPES } from "../../documents/party-stash.ts";

export interface TakeFromStashPayload {
  partyUuid: string;
  itemId: string;
  heroUuid: string;
}

function partyAt(uuid: string): PartyActor {
  const found = fromUuidSync(uuid);
  // The Actor class is CONFIG.Actor.documentClass (SteelActor): a world party, not a token's or a pack's.
  const actor = found instanceof SteelActor ? found : null;
  if (!isParty(actor) || actor.isToken || actor.pack) throw new QueryRefused("NotFound", "party");
  return actor;
}

function memberAt(party: PartyActor, uuid: string): Actor.Implementation {
  const actor = fromUuidSync(uuid);
  if (!isWorldHero(actor)) throw new QueryRefused("NotFound", "hero");
  if (!membersOf(party).some((m) => m.uuid === actor.uuid))
    throw new QueryRefused("Forbidden", "not a member");
  return actor;
}

function stashItem(party: PartyActor, id: string): Item.Implementation {
  const item = party.items.get(id);
  if (!item || !STASH_ITEM_TYPES.includes(item.type)) throw new QueryRefused("NotFound", "stash item");
  return item;
}

export const takeFromStashKind: QueryKind<TakeFromStashPayload, { ok: true; name: string }> = {
  parse: (data) => ({
    partyUuid: worldUuid(data["partyUuid"], "partyUuid"),
    itemId: documentId(data["itemId"], "itemId"),
    heroUuid: worldUuid(data["heroUuid"], "heroUuid"),
  }),

  authorize(payload, user: Requester) {
    const party = partyAt(payload.partyUuid);
    const hero = memberAt(party, payload.heroUuid);
    if (!user.isGM && !userOwns(hero, user)) throw new QueryRefused("Forbidden", "not your hero");
  },

  async handle(payload) {
    // Read again inside the queue: an earlier request may have taken the last one.
    const party = partyAt(payload.partyUuid);
    const hero = memberAt(party, payload.heroUuid);
    const item = stashItem(party, payload.itemId);
    return { ok: true, name: await moveOneToHero(party, item, hero) };
  },
};
