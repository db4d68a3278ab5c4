/**
 * The active GM records in THE GM's record (src/queries/granted-numbers.ts) the renown (R-RW-1, the
 * follower limit) and the victories (R-ML-1, the Director's starting Malice) a GM write sets on a
 * world hero — its edit on the sheet, an applied [[/renown]] text, the end of combat's or the party's awards,
 * a GM's respite, a hero the Director created — and the victories of a hero's own respite (victories to 0
 * with XP, outside a started combat; src/queries/granted-victories.ts). A player's own write of either field
 * changes nothing here. Hooks fire on every client with the id of the user who wrote (v13/v14
 * client/data/client-backend.mjs #handleCreateDocuments / #handleUpdateDocuments:
 * Hooks.callAll("create<Type>"/"update<Type>", document, …, userId)); only the active GM's client writes the
 * record, one write per hero change.
 */
import { isWorldHero } from "../documents/follower.ts";
import { inStartedCombat } from "../documents/combat/respite.ts";
import { recordGranted, type GrantedNumbers } from "../queries/granted-numbers.ts";
import { isRespiteWrite } from "../queries/granted-victories.ts";

const isGmUser = (userId: string) => {
  // Collection#get answers undefined for an unknown id (v13 common/utils/collection.mjs).
  const user: { readonly isGM: boolean } | undefined = game.users?.get(userId);
  return user?.isGM === true;
};

const numberAt = (source: unknown, path: string): number | undefined => {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" ? value : undefined;
};

/** Records what this write granted the hero (`change` null: the hero was created). */
function recordNumbers(actor: unknown, change: object | null, userId: string): void {
  if (game.user?.isActiveGM !== true || !isWorldHero(actor)) return;
  const wrote = (path: string) => change === null || foundry.utils.getProperty(change, path) !== undefined;
  const byGm = isGmUser(userId);
  const respite = !byGm && change !== null && isRespiteWrite(change) && inStartedCombat([actor]).length === 0;
  const numbers: GrantedNumbers = {};
  if (byGm && wrote("system.renown")) numbers.renown = numberAt(actor.system, "renown");
  if ((byGm || respite) && wrote("system.victories")) numbers.victories = numberAt(actor.system, "victories");
  if (numbers.renown === undefined) delete numbers.renown;
  if (numbers.victories === undefined) delete numbers.victories;
  if (Object.keys(numbers).length > 0) void recordGranted(actor.uuid, numbers);
}

export function registerGrantedNumbers(): void {
  Hooks.on("createActor", (actor, _options, userId) => {
    recordNumbers(actor, null, userId);
  });
  Hooks.on("updateActor", (actor, change, _options, userId) => {
    recordNumbers(actor, change, userId);
  });
}
