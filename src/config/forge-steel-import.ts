/**
 * "Import hero" (Forge Steel) in the Actors sidebar tab. v13 ActorDirectory
 * (client/applications/sidebar/tabs/actor-directory.mjs, tabName "actors") renders through
 * ApplicationV2, which calls `renderActorDirectory` with the tab's element (and `renderDocumentDirectory`
 * for every directory, so the narrower hook keeps the button off the other tabs).
 */
import { addForgeSteelImportButton } from "../applications/forge-steel-button.ts";

export function registerForgeSteelImport(): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    addForgeSteelImportButton(html, game.i18n?.localize("STEELBOUND.ForgeSteel.Button") ?? "");
  });
}
