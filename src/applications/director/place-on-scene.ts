/**
 * The encounter builder's "Place on scene" (R-MN-1, R-MN-10): the Director clicks a free square of the
 * viewed scene (the square picker, green over every free square; Escape or a right-click gives up), then
 * the encounter flow imports, places and opens the combat. What happened is told as one notification.
 */
import type { Localizer } from "../../i18n.ts";
import type { MonsterLine } from "../../data/settings/encounter.ts";
import { pickSquare } from "../../canvas/square-picker.ts";
import { freeSquares, placeEncounter } from "../../flows/place-encounter.ts";

const LAYER = "steelbound.placeEncounter";
const PLACE_COLOR = 0x3f7fbf;

export async function placeOnScene(i18n: Localizer, monsters: readonly MonsterLine[]): Promise<void> {
  // The viewed scene's world document (what the flow writes to).
  const viewed = canvas?.ready ? canvas.scene : null;
  const scene = viewed?.id ? (game.scenes?.get(viewed.id) ?? null) : null;
  if (monsters.every((m) => m.count <= 0)) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.Director.Place.Error.Empty"));
    return;
  }
  if (!scene || !scene.grid.isSquare) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.Director.Place.Error.Scene"));
    return;
  }
  const grid = { size: scene.grid.size, distance: scene.grid.distance };
  const picked = await pickSquare(
    freeSquares(scene).map((cell) => ({ cell, slam: false })),
    {
      grid,
      startZ: 0,
      vertical: false,
      layer: LAYER,
      color: PLACE_COLOR,
      hint: () => ui.notifications?.info(i18n.localize("STEELBOUND.Director.Place.Hint")),
    },
  );
  if (!picked) return;
  const result = await placeEncounter(monsters, scene, picked);
  if (!result.ok) {
    ui.notifications?.warn(i18n.localize(result.error));
    return;
  }
  ui.notifications?.info(
    i18n.format("STEELBOUND.Director.Place.Done", { placed: result.placed, squads: result.squads }),
  );
  if (result.unplaced > 0)
    ui.notifications?.warn(
      i18n.format("STEELBOUND.Director.Place.Error.NoRoomFor", { count: result.unplaced }),
    );
}
