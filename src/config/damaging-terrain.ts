/**
 * init: damaging terrain deals its damage to a creature that enters it (R-MV-4, src/canvas/terrain-damage.ts).
 * Every client runs the `moveToken` hook once the server stored a movement (v13 client/documents/token.mjs
 * TokenDocument#_onUpdateOperation: `_onUpdateMovement(movement, operation, user)`, then
 * Hooks.callAll("moveToken", document, movement, operation, user)); only the active GM deals the damage.
 */
import type { terrainOnMove } from "../canvas/terrain-damage.ts";
import { track } from "../applications/windows.ts";

export function registerDamagingTerrainDamage(): void {
  // fvtt-types does not list "moveToken" in its HookConfig: named as v13 calls it (as ./auras.ts does createRegion).
  Hooks.on(
    "moveToken" as never,
    ((token: Parameters<typeof terrainOnMove>[0], movement: Parameters<typeof terrainOnMove>[1]) => {
      // Only the active GM deals it; its code loads with the GM's first movement.
      if (game.user?.isActiveGM !== true) return;
      track(import("../canvas/terrain-damage.ts"))
        .then(({ terrainOnMove }) => terrainOnMove(token, movement))
        .catch((error: unknown) => {
          console.warn("steelbound | damaging terrain could not deal its damage", error);
        });
    }) as never,
  );
}
