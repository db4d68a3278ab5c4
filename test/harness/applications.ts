/**
 * Installs foundry.applications and foundry.documents.collections from the v13 rendering simulation in
 * test/sim/applications: the ApplicationV2 class chain, the Handlebars mixin, DialogV2, the sidebar combat
 * tracker, sheet registration and template loading. Node tests load src against these classes without
 * rendering; DOM tests (happy-dom) render them for real (test/sim/applications/user.ts).
 */
import { ApplicationV2, instances } from "../sim/applications/application.ts";
import { CombatTracker } from "../sim/applications/combat-tracker.ts";
import { DialogV2, dialogAnswers, dialogInputs } from "../sim/applications/dialog.ts";
import {
  ActorSheetV2,
  DocumentSheetV2,
  ItemSheetV2,
  sortRequests,
} from "../sim/applications/document-sheet.ts";
import { FormDataExtended } from "../sim/applications/form-data.ts";
import { HandlebarsApplicationMixin } from "../sim/applications/handlebars-mixin.ts";
import { sheetRegistrations, type SheetRegistration } from "../sim/applications/sheet-registry.ts";
import { TextEditor } from "../sim/applications/text-editor.ts";
import { JournalEntrySheet } from "../sim/applications/journal-sheet.ts";
import { everyFile } from "./shared-graph.ts";

export { dialogAnswers, dialogInputs, sheetRegistrations, sortRequests, type SheetRegistration };

/** Template paths handed to loadTemplates while templates are not rendered (Node tests). */
export const preloadedTemplates: string[] = [];
everyFile(() => {
  preloadedTemplates.length = 0;
});

function sheetCollection(documentName: SheetRegistration["documentName"]) {
  return {
    registerSheet(scope: string, sheetClass: unknown, options: SheetRegistration["options"] = {}): void {
      sheetRegistrations.push({ documentName, scope, sheetClass, options });
    },
  };
}

/** Adds foundry.applications and foundry.documents.collections to the installed `foundry` global. */
export function installApplicationGlobals(): void {
  const g = globalThis as unknown as { foundry: Record<string, unknown> };
  Object.assign(g.foundry, {
    applications: {
      api: { ApplicationV2, DialogV2, DocumentSheetV2, HandlebarsApplicationMixin },
      sheets: { ActorSheetV2, ItemSheetV2, journal: { JournalEntrySheet } },
      sidebar: { tabs: { CombatTracker } },
      ux: { FormDataExtended, TextEditor },
      // Each client sees its own open applications (test/sim/applications/client-windows.ts).
      instances,
      handlebars: {
        loadTemplates: (paths: string[]) => {
          preloadedTemplates.push(...paths);
          return Promise.resolve([]);
        },
      },
    },
    documents: {
      collections: {
        Actors: sheetCollection("Actor"),
        Items: sheetCollection("Item"),
        Journal: sheetCollection("JournalEntry"),
      },
    },
  });
}
