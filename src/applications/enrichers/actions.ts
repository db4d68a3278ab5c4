/**
 * What a macro, an enricher button or an embedded ability's Use button does: the same document methods
 * the sheets call (SteelActor#useAbility, #rollTest), with the actor a player expects (./player-actor.ts).
 * These are the public macro API (`steelbound.useItem`, `steelbound.rollTest`, src/index.ts).
 */
import { canRollTest, canUseAbility } from "../sheets/document-methods.ts";
import { characteristicKey } from "../sheets/document-methods.ts";
import { ownAbility, playerActor, warn } from "./player-actor.ts";

/**
 * Uses an item by uuid. An ability on an actor is used by that actor (its owner clicked); a free-standing
 * ability (a compendium or journal one) by the player's hero, with the hero's own copy when it has one.
 * Any other item opens its sheet. Resolves to whether a card was posted.
 */
export async function useItem(uuid: string): Promise<boolean> {
  const found = await fromUuid(uuid);
  if (!(found instanceof Item)) {
    warn("NotFound");
    return false;
  }
  // instanceof narrows to the generic Item; every Item here is this system's configured class.
  const item = found as unknown as Item.Implementation;
  if (item.type !== "ability") {
    const sheet: unknown = item.sheet;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
    return false;
  }
  const actor = item.parent instanceof Actor ? item.parent : playerActor();
  if (!actor?.isOwner) {
    warn("NoHero");
    return false;
  }
  if (!canUseAbility(actor)) return false;
  return actor.useAbility(ownAbility(actor, item));
}

/** Rolls a characteristic test for the player's hero (controlled token, else assigned character). */
export async function rollTest(characteristic: string): Promise<boolean> {
  const key = characteristicKey(characteristic);
  const actor = playerActor();
  if (key === null) return false;
  if (actor === null || !canRollTest(actor)) {
    warn("NoHero");
    return false;
  }
  return actor.rollTest(key);
}
