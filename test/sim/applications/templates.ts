/**
 * v13 client/applications/handlebars.mjs loadTemplates / renderTemplate, for the rendered simulation:
 * the real templates/ files compiled by the real `handlebars` package with the helpers and partials the
 * system relies on (test/harness/handlebars.ts), localized through the current `game.i18n`. Core
 * templates the system names (the combat tracker's header and footer) come from ./core-templates, our own
 * minimal stand-ins carrying the same data-action buttons.
 */
import type Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createHandlebars } from "../../harness/handlebars.ts";
import { i18n } from "./foundry-access.ts";
import { CORE_TEMPLATES } from "../core-templates.ts";
import { everyFile } from "../../harness/shared-graph.ts";

// import.meta.dirname: under a DOM environment import.meta.url is not a file: URL.
const ROOT = resolve(import.meta.dirname, "../../..");
const SYSTEM_PREFIX = "systems/steelbound/";
const CORE_PREFIX = "templates/";

let environment: typeof Handlebars | null = null;
const compiled = new Map<string, Handlebars.TemplateDelegate>();
everyFile(() => {
  environment = null;
  compiled.clear();
});

/** Where a template path points: the system's own file, or our stand-in for a core template. */
export function templateFile(path: string): string {
  if (path.startsWith(SYSTEM_PREFIX)) return join(ROOT, path.slice(SYSTEM_PREFIX.length));
  if (path.startsWith(CORE_PREFIX))
    return join(ROOT, "test/sim/applications/core-templates", path.slice(CORE_PREFIX.length));
  return join(ROOT, path);
}

function hbs(): typeof Handlebars {
  environment ??= createHandlebars({
    localize: (key) => i18n().localize(key),
    format: (key, data) => i18n().format(key, data),
    has: () => true,
  });
  return environment;
}

/** v13 getTemplate: compiled once and cached by path. */
export function getTemplate(path: string): Handlebars.TemplateDelegate {
  const cached = compiled.get(path);
  if (cached) return cached;
  // Core chat templates (message frame, dice) are the chat render path's stand-ins (../core-templates.ts).
  const template = hbs().compile(CORE_TEMPLATES[path] ?? readFileSync(templateFile(path), "utf8"));
  compiled.set(path, template);
  return template;
}

/** v13 loadTemplates: compiles each path (and registers it as a partial by its path). */
export async function loadTemplates(paths: readonly string[] | Record<string, string>): Promise<unknown[]> {
  const entries: [string, string][] = Array.isArray(paths)
    ? (paths as readonly string[]).map((p): [string, string] => [p, p])
    : Object.entries(paths as Record<string, string>);
  for (const [name, path] of entries) hbs().registerPartial(name, getTemplate(path));
  return Promise.resolve(entries.map(([, path]) => getTemplate(path)));
}

/** v13 renderTemplate: the template applied to the data (Handlebars escapes `{{ }}` output). */
export async function renderTemplate(path: string, data: object): Promise<string> {
  return Promise.resolve(
    getTemplate(path)(data, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true }),
  );
}
