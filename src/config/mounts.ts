/**
 * init: riders follow their mount and leave it when they move alone (「騎乗戦闘」; src/canvas/mount-board.ts), and
 * a creature in the air falls when knocked prone or left at speed 0 (src/canvas/fall-board.ts).
 * Every client hears a token's update (v13 ClientDatabaseBackend#onModifyDocument runs the updateToken hook
 * after the server's broadcast, with the operation's options); only the active GM writes.
 */
import { followMount } from "../canvas/mount-board.ts";
import { fallIfAirborne, forgetMountLinks, mountDied } from "../canvas/fall-board.ts";

function fellFailed(error: unknown): void {
  console.warn("steelbound | a creature in the air could not fall", error);
}

export function registerMounts(): void {
  Hooks.on("updateToken", (token, changes, options) => {
    followMount(token, changes, options).catch((error: unknown) => {
      console.warn("steelbound | a mount's riders could not follow it", error);
    });
  });
  // R-CN-5, R-MV-5: a creature in the air knocked prone or left at speed 0 falls (src/canvas/fall-board.ts).
  const landed = (effect: ActiveEffect.Implementation) => {
    fallIfAirborne(effect.parent).catch(fellFailed);
  };
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation) => {
    landed(effect);
    // 「騎乗戦闘」: a mount that dies throws its riders down.
    if (effect.statuses.has("dead")) mountDied(effect.parent).catch(fellFailed);
  });
  Hooks.on("updateActiveEffect", landed);
  Hooks.on("deleteToken", (token) => {
    forgetMountLinks(token).catch(fellFailed);
  });
}
