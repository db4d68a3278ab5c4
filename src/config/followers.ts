/**
 * The followers' hooks (R-RW-1): a follower that joins, leaves, changes or marks its daily roll is shown on
 * its hero's sheet, so every client re-renders the hero sheets it has open (v13: a follower's update renders
 * only the follower's own `apps`; the hero sheet is not among them).
 * Issue 40.12: the active GM records the renown every GM write sets on a world hero (THE GM's record,
 * src/queries/followers/granted-renown.ts); the follower limit is read from there. Hooks fire on every client
 * with the id of the user who wrote (v13 client/data/client-backend.mjs #handleCreateDocuments /
 * #handleUpdateDocuments: Hooks.callAll("create<Type>"/"update<Type>", document, …, userId)); only the
 * active GM's client writes the record.
 */
import { isFollower, isWorldHero } from "../documents/follower.ts";
import { recordGrantedRenown } from "../queries/followers/granted-renown.ts";
import { HeroSheet } from "../applications/sheets/hero-sheet.ts";
import { FollowerSheet } from "../applications/sheets/follower-sheet.ts";

function refreshHeroSheets(actor: unknown): void {
  if (!isFollower(actor)) return;
  for (const app of foundry.applications.instances.values())
    if (app instanceof HeroSheet && app.rendered) void app.render();
}

/**
 * R-RW-1: a new day by the world clock frees every follower for another roll. v13/v14 client/helpers/time.mjs
 * GameTime#onUpdateWorldTime calls `updateWorldTime` on every client, but no document changes, so the hero
 * and follower sheets that show the day's roll are re-rendered here.
 */
function refreshOnNewTime(): void {
  for (const app of foundry.applications.instances.values())
    if ((app instanceof HeroSheet || app instanceof FollowerSheet) && app.rendered) void app.render();
}

const byGm = (userId: string) => {
  // Collection#get answers undefined for an unknown id (v13 common/utils/collection.mjs).
  const user: { readonly isGM: boolean } | undefined = game.users?.get(userId);
  return game.user?.isActiveGM === true && user?.isGM === true;
};

/** Records the hero's renown when a GM wrote it (`change` absent: the hero was created). */
function recordRenown(actor: unknown, change: object | null, userId: string): void {
  if (!isWorldHero(actor) || !byGm(userId)) return;
  if (change !== null && foundry.utils.getProperty(change, "system.renown") === undefined) return;
  const renown: unknown = foundry.utils.getProperty(actor.system, "renown");
  if (typeof renown === "number") void recordGrantedRenown(actor.uuid, renown);
}

export function registerFollowerHooks(): void {
  Hooks.on("createActor", (actor, _options, userId) => {
    recordRenown(actor, null, userId);
  });
  Hooks.on("updateActor", (actor, change, _options, userId) => {
    recordRenown(actor, change, userId);
  });
  Hooks.on("updateWorldTime", refreshOnNewTime);
  Hooks.on("createActor", refreshHeroSheets);
  Hooks.on("updateActor", refreshHeroSheets);
  Hooks.on("deleteActor", refreshHeroSheets);
}
