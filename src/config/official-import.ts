/** The official-data import button in the Actors and Items sidebar tabs. */
import { addOfficialImportButton } from "../applications/official-import-button.ts";
import type { Kind } from "../applications/official-import.ts";

/**
 * One handler for both tabs: v13 ApplicationV2 calls `render<Class>` for each class of the chain, so the
 * Actors ("actors") and Items ("items") sidebar tabs both call renderDocumentDirectory (compendium popouts
 * too, which have other ids and get no button).
 */
export function registerOfficialImport(): void {
  Hooks.on("renderDocumentDirectory", (app, html) => {
    const kind = TAB_KINDS[app.id];
    if (kind) addOfficialImportButton(html, kind);
  });
}

const TAB_KINDS: Readonly<Record<string, Kind>> = { actors: "Actor", items: "Item" };
