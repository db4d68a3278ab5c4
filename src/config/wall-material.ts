/**
 * init: the Director's wall material (R-MV-10). v13 ApplicationV2 calls `render<ClassName>` hooks with the
 * application and its element on each render (client/applications/api/application.mjs #doEvent), and v13's
 * WallConfig (client/applications/sheets/wall-config.mjs) renders its form groups in its body part; the
 * Material select is added there (../applications/scene/wall-material-field.ts).
 */
import { addWallMaterialField } from "../applications/scene/wall-material-field.ts";
import { WALL_MATERIALS, wallMaterial } from "../canvas/wall-material.ts";

export function registerWallMaterial(): void {
  Hooks.on("renderWallConfig", (app, html) => {
    const localize = (key: string) => game.i18n?.localize(key) ?? key;
    const wall = (app as unknown as { document?: { flags?: unknown } }).document;
    addWallMaterialField(
      html,
      (wall && wallMaterial(wall)) ?? "",
      [
        { value: "", label: localize("STEELBOUND.Wall.Material.none") },
        ...WALL_MATERIALS.map((m) => ({ value: m, label: localize(`STEELBOUND.Wall.Material.${m}`) })),
      ],
      { label: localize("STEELBOUND.Wall.Material.label"), hint: localize("STEELBOUND.Wall.Material.hint") },
    );
  });
}
