/**
 * How the simulation treats user HTML, each with the v13 source it was written from. Each has its own test
 * in test/sim/html.test.ts.
 */
export const HTML_BEHAVIOURS: { behaviour: string; source: string; v14: string }[] = [
  {
    behaviour:
      "The server cleans HTMLField values on create and update: core ChatMessage content/flavor and ActiveEffect description, and a subtype's system paths only when system.json documentTypes.<Document>.<type>.htmlFields lists them (embedded items and effects too); cleaning drops script-capable elements, on… attributes and javascript: URLs",
    source:
      "v13 common/data/fields.mjs HTMLField (server-side sanitization); common/abstract/data.mjs DataModel.defineSchema JSDoc and common/packages ServerSanitizationFields (htmlFields)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps sanitization (its private # members are not in a declaration); the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps defineSchema (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "TextEditor.enrichHTML does not sanitise: the content is parsed into a div through innerHTML and returned; unrevealed section.secret blocks are removed unless secrets is true; empty content gives ''",
    source: "v13 client/applications/ux/text-editor.mjs TextEditor.enrichHTML",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ux/text-editor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps enrichHTML",
  },
  {
    behaviour:
      "Handlebars helpers: localize returns a plain string (escaped by {{ }}); concat returns a SafeString (not escaped)",
    source: "v13 client/applications/handlebars.mjs localize, concat",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/handlebars.d.mts (fvtt-types main 14.366 @13e58d21d) keeps localize (its private # members are not in a declaration)",
  },
];
