/**
 * The import rules of src/, checked by `npm run deps` (part of `npm test`) and by
 * test/integrity/layers.test.ts (so `vitest` alone catches them too).
 *
 * Layers, bottom to top; a file may import its own layer and the layers below it, never one above:
 *
 *   0 rules         src/rules (pure Draw Steel maths), src/constants.ts
 *   1 data          src/data (TypeDataModels, status-effect list, vocabulary), src/i18n.ts (the Localizer)
 *   2 documents     src/documents (Actor, Item, Combat, … and their helpers; slots.ts, the typed table of
 *                   callbacks through which a document reaches a dialog, card or flow of a higher layer)
 *   3 play          src/rolls, src/flows, src/chat, src/queries, src/canvas, src/import (src/director
 *                   dissolved into src/data, src/combat into src/queries/combat)
 *   4 applications  src/applications (every window)
 *   5 config        src/config (every CONFIG assignment and Hooks.on; fills documents/slots.ts at init)
 *   6 index         src/index.ts
 *
 * Sideways imports inside the play layer are allowed (a chat card's button runs a roll, a GM query applies
 * a card's results): its folders are siblings that call each other, and forcing an order on them would only
 * push code into slots for no gain. What keeps them honest is `no-circular`: any cycle, type-only imports
 * included, fails, so sideways use always runs one way. Inside the other layers the same holds. And
 * `no-two-way-folders` keeps whole folders one way too: today rolls ← canvas ← chat ← queries ← flows
 * (the GM channel's client, src/documents/gm-channel, sits below them all).
 * The rules layer is stricter: it imports nothing but itself (no Foundry, no documents, no I/O).
 */

/** Layer index → the path patterns (relative to the repository) of its files. */
const LAYERS = [
  ["rules", ["^src/rules/", "^src/constants\\.ts$"]],
  ["data", ["^src/data/", "^src/i18n\\.ts$"]],
  ["documents", ["^src/documents/"]],
  ["play", ["^src/rolls/", "^src/flows/", "^src/chat/", "^src/queries/", "^src/canvas/", "^src/import/"]],
  ["applications", ["^src/applications/"]],
  ["config", ["^src/config/"]],
  ["index", ["^src/index\\.ts$"]],
];

/** One rule per layer: nothing in it imports any layer above it. */
const upward = LAYERS.slice(0, -1).map(([name, paths], i) => ({
  name: `no-upward-from-${name}`,
  comment: `${name} is layer ${i}; it must not import ${LAYERS.slice(i + 1)
    .map(([n]) => n)
    .join(", ")} (reach a higher layer through src/documents/slots.ts)`,
  severity: "error",
  from: { path: paths },
  to: { path: LAYERS.slice(i + 1).flatMap(([, p]) => p) },
}));

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles, type-only imports included: every import runs one way.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: "no-two-way-folders",
      comment:
        "No two top folders of src/ import each other (a reader sees the house by folders): a folder of src/ " +
        "that imports another one which (through any of its subfolders) leads back to it fails.",
      severity: "error",
      scope: "folder",
      from: { path: "^(src/[^/]+)$" },
      to: { pathNot: "^$1(/|$)", circular: true },
    },
    {
      name: "rules-are-pure",
      comment:
        "src/rules imports only src/rules (and src/constants.ts): no Foundry, no packages, no documents.",
      severity: "error",
      from: { path: "^src/rules/" },
      to: { pathNot: ["^src/rules/", "^src/constants\\.ts$"] },
    },
    {
      name: "every-src-file-has-a-layer",
      comment: "A new top-level folder or file of src/ must first be given a layer in LAYERS above.",
      severity: "error",
      from: { path: "^src/", pathNot: [...LAYERS.flatMap(([, p]) => p), "\\.d\\.ts$"] },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing file.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^node_modules/" },
    // Type-only imports count: a cycle through `import type` is still a cycle between modules.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".d.ts", ".mjs", ".js"],
    },
  },
};
