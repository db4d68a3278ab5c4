/**
 * init: riders follow their mount and leave it when they move alone (「騎乗戦闘」; src/canvas/mount-board.ts), and
 * a creature in the air falls when knocked prone or left at speed 0 (src/canvas/fall-board.ts).
 * Every client hears a token's update (v13 ClientDatabaseBackend#onModifyDocument runs the updateToken hook
 * after the server's broadcast, with the operation's options); only the active GM writes.
 */
import { track } from "../applications/windows.ts";

/** Only the active GM writes (each function checks it again): the board work loads with its first event. */
const gm = () => game.user?.isActiveGM === true;
const mounts = () => track(import("../canvas/mount-board.ts"));
const falls = () => track(import("../canvas/fall-board.ts"));

function fellFailed(error: unknown): void {
  console.warn("steelbound | a creature in the air could not fall", error);
}

export function registerMounts(): void {
  Hooks.on("updateToken", (token, changes, options) => {
    if (!gm()) return;
    mounts()
      .then(({ followMount }) => followMount(token, changes, options))
      .catch((error: unknown) => {
        console.warn("steelbound | a mount's riders could not follow it", error);
      });
  });
  // R-CN-5, R-MV-5: a creature in the air knocked prone or left at speed 0 falls (src/canvas/fall-board.ts).
  const landed = (effect: ActiveEffect.Implementation) => {
    if (!gm()) return;
    falls()
      .then(({ fallIfAirborne }) => fallIfAirborne(effect.parent))
      .catch(fellFailed);
  };
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation) => {
    landed(effect);
    // 「騎乗戦闘」: a mount that dies throws its riders down.
    if (!gm() || !effect.statuses.has("dead")) return;
    falls()
      .then(({ mountDied }) => mountDied(effect.parent))
      .catch(fellFailed);
  });
  Hooks.on("updateActiveEffect", landed);
  Hooks.on("deleteToken", (token) => {
    if (!gm()) return;
    falls()
      .then(({ forgetMountLinks }) => forgetMountLinks(token))
      .catch(fellFailed);
  });
}
