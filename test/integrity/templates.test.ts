import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { filesUnder, readText } from "./files.ts";
import { SYSTEM_HELPERS } from "../../src/applications/handlebars/helper-names.ts";

/** Helpers Handlebars itself provides. */
const BUILTIN = ["if", "unless", "each", "with", "lookup", "log"];
/** Helpers Foundry v13 registers in HandlebarsHelpers / foundry.applications.handlebars (documented API). */
const FOUNDRY = [
  "checked",
  "disabled",
  "concat",
  "editor",
  "ifThen",
  "localize",
  "numberFormat",
  "numberInput",
  "object",
  "radioBoxes",
  "selectOptions",
  "formInput",
  "formGroup",
  "filePicker",
  "colorPicker",
  "select",
  "rangePicker",
  "eq",
  "ne",
  "lt",
  "lte",
  "gt",
  "gte",
  "and",
  "or",
  "not",
];
const KNOWN_HELPERS = new Set([...BUILTIN, ...FOUNDRY, ...SYSTEM_HELPERS]);

const templates = filesUnder("templates", ".hbs");
/** Partials are referenced by their full system path, as Foundry's loadTemplates registers them. */
const partialNames = new Set(templates.map((t) => `systems/steelbound/${t}`));

interface Usage {
  helpers: Set<string>;
  partials: Set<string>;
}

function collect(node: unknown, usage: Usage): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, usage);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const n = node as Record<string, unknown> & { type?: string };
  if (n.type === "PartialStatement" || n.type === "PartialBlockStatement") {
    const name = n["name"] as { type: string; original?: unknown };
    if (name.type === "PathExpression" || name.type === "StringLiteral")
      usage.partials.add(String(name.original));
  }
  if (n.type === "MustacheStatement" || n.type === "BlockStatement" || n.type === "SubExpression") {
    const path = n["path"] as { type: string; original?: unknown; parts?: unknown[]; data?: boolean };
    const params = (n["params"] as unknown[] | undefined) ?? [];
    const hash = n["hash"] as { pairs?: unknown[] } | undefined;
    const isCall = params.length > 0 || (hash?.pairs?.length ?? 0) > 0 || n.type !== "MustacheStatement";
    if (path.type === "PathExpression" && isCall && path.data !== true && (path.parts?.length ?? 0) === 1)
      usage.helpers.add(String(path.original));
  }
  for (const value of Object.values(n)) if (typeof value === "object") collect(value, usage);
}

describe("templates", () => {
  it("the template folder is scanned", () => {
    expect(Array.isArray(templates)).toBe(true);
  });

  it.skipIf(templates.length === 0).each(templates)(
    "%s compiles in strict mode and uses only known helpers and partials",
    (file) => {
      const source = readText(file);
      expect(() => Handlebars.precompile(source, { strict: true })).not.toThrow();
      const usage: Usage = { helpers: new Set(), partials: new Set() };
      collect(Handlebars.parse(source), usage);
      expect([...usage.helpers].filter((h) => !KNOWN_HELPERS.has(h))).toEqual([]);
      expect([...usage.partials].filter((p) => !partialNames.has(p))).toEqual([]);
    },
  );

  // Handlebars re-indents every line of a partial called alone on an indented line (the parser marks the call
  // with its `indent`): for the ability lists that was a third of a 60-ability sheet's render.
  it("the sheets call the ability partials inline, so their output is not re-indented", () => {
    const listPartials = ["ability-groups", "ability-card"].map(
      (name) => `systems/steelbound/templates/actor/parts/${name}.hbs`,
    );
    const reindented: string[] = [];
    const visit = (node: unknown, file: string): void => {
      if (Array.isArray(node)) for (const child of node) visit(child, file);
      if (typeof node !== "object" || node === null || Array.isArray(node)) return;
      const n = node as { type?: string; indent?: string; name?: { original?: unknown } };
      if (n.type === "PartialStatement" && n.indent && listPartials.includes(String(n.name?.original)))
        reindented.push(`${file}: ${String(n.name?.original)}`);
      for (const value of Object.values(n)) if (typeof value === "object") visit(value, file);
    };
    for (const file of templates.filter((t) => t.startsWith("templates/actor/")))
      visit(Handlebars.parse(readText(file)), file);
    expect(reindented).toEqual([]);
  });
});
