/**
 * Sheet registration (v13 client/applications/apps/document-sheet-config.mjs DocumentSheetConfig.registerSheet,
 * reached through `Actors.registerSheet` / `Items.registerSheet`) and the sheet a document opens
 * (v13 ClientDocumentMixin#sheet: the registered default for its type, built once with `{document}`).
 */
import { everyFile } from "../../harness/shared-graph.ts";
export interface SheetRegistration {
  documentName: "Actor" | "Item" | "JournalEntry";
  scope: string;
  sheetClass: unknown;
  options: { types?: string[]; makeDefault?: boolean; label?: string };
}

export const sheetRegistrations: SheetRegistration[] = [];
everyFile(() => {
  sheetRegistrations.length = 0;
});

/** The class a document of this name and type opens: a default registered for its type, else any match. */
export function sheetClassFor(documentName: string, type: string): (new (options: object) => unknown) | null {
  const matching = sheetRegistrations.filter(
    (r) => r.documentName === documentName && (!r.options.types || r.options.types.includes(type)),
  );
  const chosen = matching.find((r) => r.options.makeDefault) ?? matching[0];
  return typeof chosen?.sheetClass === "function"
    ? (chosen.sheetClass as new (options: object) => unknown)
    : null;
}
