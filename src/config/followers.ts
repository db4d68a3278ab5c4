/**
 * The followers' hooks (R-RW-1): a follower that joins, leaves, changes or marks its daily roll is shown on
 * its hero's sheet, so every client re-renders the hero sheets it has open (v13: a follower's update renders
 * only the follower's own `apps`; the hero sheet is not among them).
 * The renown a GM writes on a hero is recorded by ./granted-numbers.ts.
 */
import { isFollower } from "../documents/follower.ts";
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

export function registerFollowerHooks(): void {
  Hooks.on("updateWorldTime", refreshOnNewTime);
  Hooks.on("createActor", refreshHeroSheets);
  Hooks.on("updateActor", refreshHeroSheets);
  Hooks.on("deleteActor", refreshHeroSheets);
}
