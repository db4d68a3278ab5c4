/**
 * Issue 40 (R-ML-1): the active GM records the victories a GM write sets on a world hero, or a hero's own
 * respite (victories to 0 with XP, outside a started combat), in THE GM's record
 * (src/queries/granted-victories.ts); the Director's starting Malice is counted from there. Hooks fire on
 * every client with the id of the user who wrote (v13/v14 client/data/client-backend.mjs
 * #handleCreateDocuments / #handleUpdateDocuments: Hooks.callAll("create<Type>"/"update<Type>", document, …,
 * userId)); only the active GM's client writes the record.
 */
import { isWorldHero } from "../documents/follower.ts";
import { inStartedCombat } from "../documents/combat/respite.ts";
import { isRespiteWrite, recordGrantedVictories } from "../queries/granted-victories.ts";

const isGmUser = (userId: string) => {
  // Collection#get answers undefined for an unknown id (v13 common/utils/collection.mjs).
  const user: { readonly isGM: boolean } | undefined = game.users?.get(userId);
  return user?.isGM === true;
};

/** Records the hero's victories when a GM wrote them or its respite did (`change` null: it was created). */
function recordVictories(actor: unknown, change: object | null, userId: string): void {
  if (game.user?.isActiveGM !== true || !isWorldHero(actor)) return;
  if (change !== null && foundry.utils.getProperty(change, "system.victories") === undefined) return;
  const byGm = isGmUser(userId);
  const respite = !byGm && change !== null && isRespiteWrite(change) && inStartedCombat([actor]).length === 0;
  if (!byGm && !respite) return;
  const victories: unknown = foundry.utils.getProperty(actor.system, "victories");
  if (typeof victories === "number") void recordGrantedVictories(actor.uuid, victories);
}

export function registerGrantedVictories(): void {
  Hooks.on("createActor", (actor, _options, userId) => {
    recordVictories(actor, null, userId);
  });
  Hooks.on("updateActor", (actor, change, _options, userId) => {
    recordVictories(actor, change, userId);
  });
}
