/** The live side of `spendMalice`: the actor by UUID, its ownership, and the GM's Malice write. */
import { spendMalice } from "../../documents/combat/malice.ts";
import { costOfUse } from "../../documents/ability-cost.ts";
import { readAbility } from "../../documents/ability-info.ts";
import { foundryLedger } from "../ledger.ts";
import { itemForPrice } from "../accepted-abilities/judge.ts";
import { userOwns } from "../../documents/ownership.ts";
import type { MaliceWorld } from "./request.ts";
import { parseFlow } from "../../documents/combat/flow-state.ts";
import { turnKey } from "../../documents/combat/turn-key.ts";
import { actionTypeOf } from "../../rules/types.ts";

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
    // Priced from the ability's accepted version, never from an edit a player made to it.
    const priced = itemForPrice(item);
    return priced === null ? null : costOfUse(actor, readAbility(priced), spendTimes).malice;
  },
  momentOf(actorUuid) {
    // The running combat and its turn as the GM's Combat document holds them (../../flows/action-log.ts
    // reads the same for the client's own limits; Draw Steel's turn lives in the combat's flow flag).
    const combat = game.combat;
    if (!combat?.started) return null;
    // A combatant stands for the named actor when it is that actor (Combatant#actor: its token's actor, a
    // synthetic one for an unlinked token, v13 client/documents/combatant.mjs) or when the name is the world
    // actor its token was made from (Combatant#actorId): a player given a monster opens its sidebar sheet.
    const standsFor = (c: Combatant.Implementation | undefined) =>
      c !== undefined &&
      (c.actor?.uuid === actorUuid || (c.actorId !== null && `Actor.${c.actorId}` === actorUuid));
    const isActor = (id: string) => standsFor(combat.combatants.get(id));
    if (!combat.combatants.some((c) => standsFor(c))) return null;
    const flow = parseFlow(combat.flags.steelbound?.flow);
    return {
      round: `${combat.id}:${combat.round}`,
      turn: turnKey(combat.id, combat.round, flow),
      ownTurn: flow.turn?.actors.some(isActor) === true,
    };
  },
  actionOf(actorUuid, abilityUuid) {
    const item = fromUuidSync(abilityUuid);
    if (!(item instanceof Item) || item.parent?.uuid !== actorUuid) return null;
    const priced = itemForPrice(item);
    return priced === null ? null : actionTypeOf(readAbility(priced).actionType);
  },
  spend: (amount) => spendMalice(amount),
  ledger: foundryLedger,
  newId: () => foundry.utils.randomID(16),
};
