/**
 * v5: projects have `sourceLanguage` and `relatedLanguages` (R-DT-1, R-DT-2). Older projects
 * take the defaults (no language needed, none related), except one whose `projectSource` text already names
 * the language its source is in, as the book's and the importer's texts do ("Texts or lore in Zaliac",
 * 「ザリアック語の古文書」): that name becomes `sourceLanguage`. The text itself stays as it was. Runs on
 * every item without a type list (the "none" model list), so it acts only where `projectSource` is a string
 * and `sourceLanguage` is not set; partial update changes without `projectSource` are left alone.
 */

/** The shape of a step in steps.ts (MigrationStep), restated so the two files do not import each other. */
interface Step {
  version: number;
  reason: string;
  migrate(source: Record<string, unknown>): void;
}

/** "… in Zaliac" at the end of an English source, or the first katakana name (with 高/低/旧 before it) followed by 語. */
export function languageNamedIn(text: string): string {
  const english = /\bin ([A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*)\.?\s*$/.exec(text.trim());
  if (english?.[1] !== undefined) return english[1];
  const japanese = /([高低旧]?[\u30A1-\u30FA\u30FC\u30FB]+語)/.exec(text);
  return japanese?.[1] ?? "";
}

export const projectLanguage: Step = {
  version: 5,
  reason: "projects name their source's language and related languages",
  migrate(source) {
    const text = source["projectSource"];
    if (typeof text !== "string" || typeof source["sourceLanguage"] === "string") return;
    const named = languageNamedIn(text);
    if (named !== "") source["sourceLanguage"] = named;
  },
};
