/** The live side of `spendMalice`: the actor by UUID, its ownership, and the GM's Malice write. */
import { spendMalice } from "../../documents/combat/malice.ts";
import { costOfUse } from "../../documents/ability-cost.ts";
import { readAbility } from "../../documents/ability-info.ts";
import { foundryLedger } from "../ledger.ts";
import { itemForPrice } from "../accepted-abilities/judge.ts";
import { userOwns } from "../../documents/ownership.ts";
import type { MaliceWorld } from "./request.ts";

function actorAt(uuid: string) {
  const actor = fromUuidSync(uuid);
  return actor instanceof Actor ? actor : null;
}

export const foundryMaliceWorld: MaliceWorld = {
  isDirectorCreature: (uuid) => actorAt(uuid)?.type === "monster",
  ownsActor: (uuid, userId) => userOwns(actorAt(uuid), userId),
  maliceCost(actorUuid, abilityUuid, spendTimes) {
    const actor = actorAt(actorUuid);
    const item = fromUuidSync(abilityUuid);
    // The item must be embedded in that monster (v13 Item#actor is its parent).
    if (!actor || !(item instanceof Item) || item.type !== "ability" || item.parent?.uuid !== actor.uuid)
      return null;
    // Issue 19: priced from the ability's accepted version, never from an edit a player made to it.
    const priced = itemForPrice(item);
    return priced === null ? null : costOfUse(actor, readAbility(priced), spendTimes).malice;
  },
  spend: (amount) => spendMalice(amount),
  ledger: foundryLedger,
  newId: () => foundry.utils.randomID(16),
};
