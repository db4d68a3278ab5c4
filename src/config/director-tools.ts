/**
 * The Director's tools at init: their world settings (re-rendering an open tool when its state changes on any
 * client) and their buttons in the Actors directory header (v13 ActorDirectory renders through
 * ApplicationV2, which calls `renderActorDirectory` with the tab's element).
 */
import { registerDirectorSettings, type DirectorTool } from "../data/settings/director-store.ts";
import { addDirectorButtons } from "../applications/director/tool-buttons.ts";
import { onMontageTestCard } from "../applications/director/montage-feed.ts";
import {
  ENCOUNTER_BUILDER_ID,
  MONTAGE_TRACKER_ID,
  NEGOTIATION_TRACKER_ID,
} from "../applications/director/ids.ts";

const WINDOW_IDS: Readonly<Record<DirectorTool, string>> = {
  encounter: ENCOUNTER_BUILDER_ID,
  montage: MONTAGE_TRACKER_ID,
  negotiation: NEGOTIATION_TRACKER_ID,
};

export function registerDirectorTools(): void {
  registerDirectorSettings((tool) => {
    const app = foundry.applications.instances.get(WINDOW_IDS[tool]);
    if (app?.rendered) void app.render();
    // R-EB-4: the combat tracker shows the encounter's objective and its progress to the Director.
    if (tool === "encounter" && ui.combat?.rendered) void ui.combat.render();
  });
  // R-TS-6: a running montage counts the heroes' own test cards (on the active GM).
  Hooks.on("createChatMessage", (message) => {
    onMontageTestCard(message);
  });
  Hooks.on("renderActorDirectory", (_app, html) => {
    addDirectorButtons(html, game.user?.isGM ?? false, (key) => game.i18n?.localize(key) ?? key);
  });
}
