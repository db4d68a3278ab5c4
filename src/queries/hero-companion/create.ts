/**
 * Request kind `heroCompanion`: a player who may not create actors (no ACTOR_CREATE) finishes a Beastheart
 * in the hero builder, and the active GM creates the hero's companion for them. The payload names only the
 * hero (a world actor's id) and the companion picked (a compendium document's uuid); everything else the GM
 * reads itself, and only from documents the requester cannot edit — the hero and its items are the player's
 * own, so nothing on them is believed but what Foundry itself guards:
 * - the hero is a world hero the requester owns (its `ownership`, a field only a GM writes: v13
 *   common/data/fields.mjs DocumentOwnershipField gmOnly, stored 18292846256);
 * - the class: one of the hero's class items names, as `_stats.compendiumSource`, a class of a compendium the
 *   requester does not own (v13 CompendiumCollection#testUserPermission, the pack's role levels, stored
 *   18187457647), or a world class item the requester does not own; that class — never the hero's copy of
 *   it, nor its flags — must give a companion (`system.companion`). The player may point a class item at the
 *   Beastheart's entry without being one, as they may build one: the copy of a class on their own hero is
 *   theirs to write, and what this guards is that only a companion-giving class, as the Director's data has
 *   it, gets a companion at all;
 * - the companion: a `companion` actor of a compendium the requester does not own, named by its uuid (the
 *   payload's own actor data is never read, so a request carrying stats, items or ownership changes nothing);
 * - one per hero: refused while a companion follows the hero (`mentor`), or while the companion the GM made
 *   for it (its mark in the GM's ledger, ../ledger.ts heroCompanionKey) still exists, whatever its owner
 *   wrote on it since. The mark is written before the actor, inside the GM's queue that runs one request at a
 *   time, so a repeated or raced request makes none; when the GM's write fails the mark goes again.
 * The companion is made as the builder makes it (src/documents/hero-companion.ts heroCompanionData):
 * following the hero, owned by exactly the hero's owners, at the hero's level and full Stamina. Its level and
 * Stamina come from the hero the player owns: the companion is the player's own document once made (as the
 * hero is), so these are theirs to write anyway.
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { compendiumUuid, documentId } from "../../documents/gm-channel/payload.ts";
import { isWorldHero } from "../../documents/follower.ts";
import { userOwns } from "../../documents/ownership.ts";
import { SteelItem } from "../../documents/item.ts";
import { companionsOf, heroCompanionData, isCompanionSource } from "../../documents/hero-companion.ts";
import { foundryLedger, heroCompanionKey } from "../ledger.ts";

export interface HeroCompanionPayload {
  /** The world hero the companion follows. */
  heroId: string;
  /** The companion actor picked: a compendium document's uuid. */
  companionUuid: string;
}

function heroOf(id: string): Actor.Implementation {
  const hero = game.actors?.get(id);
  if (!isWorldHero(hero)) throw new QueryRefused("NotFound", "hero");
  return hero;
}

/** The requester may not write `doc`: a pack's document by the pack's levels, a world one by its own. */
function closedTo(doc: { readonly pack?: string | null }, user: Requester, own: () => boolean): boolean {
  if (user.isGM) return true;
  if (!doc.pack) return !own();
  const pack = game.packs?.get(doc.pack);
  return pack !== undefined && !userOwns(pack, user);
}

/** A class the hero's items came from, read where the requester cannot write it, that gives a companion. */
async function givesCompanion(hero: Actor.Implementation, user: Requester): Promise<boolean> {
  for (const item of hero.items.contents) {
    if (item.type !== "class") continue;
    const uuid: unknown = foundry.utils.getProperty(item._source, "_stats.compendiumSource");
    if (typeof uuid !== "string" || uuid === "") continue;
    const source = await fromUuid(uuid);
    // A pack's entry or a world item, never an embedded item (another hero's, or this one's own).
    if (!(source instanceof SteelItem) || source.type !== "class" || source.parent !== null) continue;
    if (!closedTo(source, user, () => userOwns(source, user))) continue;
    if (foundry.utils.getProperty(source.system, "companion") === true) return true;
  }
  return false;
}

async function companionAt(uuid: string, user: Requester): Promise<Actor.Implementation> {
  const source = await fromUuid(uuid);
  if (!isCompanionSource(source) || !source.pack || !closedTo(source, user, () => true))
    throw new QueryRefused("NotACompanion");
  return source;
}

export const heroCompanionKind: QueryKind<HeroCompanionPayload, { companionId: string; name: string }> = {
  parse: (data) => ({
    heroId: documentId(data["heroId"], "heroId"),
    companionUuid: compendiumUuid(data["companionUuid"], "Actor", "companionUuid"),
  }),

  authorize(payload, user) {
    const hero = heroOf(payload.heroId);
    if (!user.isGM && !userOwns(hero, user)) throw new QueryRefused("Forbidden", "not your hero");
  },

  async handle(payload, user) {
    // Read again inside the queue: an earlier request may have made the companion.
    const hero = heroOf(payload.heroId);
    const made = foundryLedger.companionsMadeFor(hero.id ?? "").filter((id) => game.actors?.has(id));
    if (made.length > 0 || companionsOf(hero).length > 0) throw new QueryRefused("HasCompanion");
    if (!(await givesCompanion(hero, user))) throw new QueryRefused("NoCompanionClass");
    const source = await companionAt(payload.companionUuid, user);
    const data = heroCompanionData(hero, source);
    const id = foundry.utils.randomID();
    data["_id"] = id;
    // Recorded first: a second request arriving while this one writes is refused, never made twice.
    const key = heroCompanionKey(hero.id ?? "", id);
    await foundryLedger.record([key]);
    try {
      await Actor.implementation.create(data as never, { keepId: true });
    } catch (error) {
      await foundryLedger.forget([key]);
      throw error;
    }
    if (!game.actors?.has(id)) {
      await foundryLedger.forget([key]);
      throw new QueryRefused("Refused", "the companion was not created");
    }
    return { companionId: id, name: source.name };
  },
};
