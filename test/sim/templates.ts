/**
 * v13 client/applications/handlebars.mjs getTemplate / renderTemplate for the simulation. getTemplate asks
 * the server for the file and rejects with the server's error when it does not exist, so a message whose
 * template is missing fails to render. Here: `systems/steelbound/templates/…` reads our templates/ folder,
 * core paths read core-templates.ts, anything else rejects. Templates compile with the harness Handlebars
 * (real `handlebars` with our helper stand-ins); renderTemplate allows prototype properties (v13 passes
 * allowProtoPropertiesByDefault / allowProtoMethodsByDefault).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type Handlebars from "handlebars";
import { createHandlebars } from "../harness/handlebars.ts";
import type { Localizer } from "../../src/i18n.ts";
import { CORE_TEMPLATES } from "./core-templates.ts";

// import.meta.dirname: under a DOM environment import.meta.url is not a file: URL.
const ROOT = join(import.meta.dirname, "../..");
const SYSTEM_PREFIX = "systems/steelbound/";

/** The source the server would send for `path`, or null (v13: the socket answers with an error). */
function templateFile(path: string): string | null {
  if (path.startsWith(SYSTEM_PREFIX)) {
    const file = join(ROOT, path.slice(SYSTEM_PREFIX.length));
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  }
  return CORE_TEMPLATES[path] ?? null;
}

export interface SimTemplates {
  getTemplate(path: string): Promise<Handlebars.TemplateDelegate>;
  renderTemplate(path: string, data: object): Promise<string>;
  /** Every path asked for, in order (failed ones too). */
  readonly requested: string[];
}

export function createSimTemplates(i18n: Localizer): SimTemplates {
  const hbs = createHandlebars(i18n);
  const cache = new Map<string, Handlebars.TemplateDelegate>();
  const requested: string[] = [];
  const getTemplate = (path: string): Promise<Handlebars.TemplateDelegate> => {
    requested.push(path);
    const cached = cache.get(path);
    if (cached) return Promise.resolve(cached);
    const source = templateFile(path);
    if (source === null) return Promise.reject(new Error(`Template file ${path} does not exist.`));
    const compiled = hbs.compile(source);
    cache.set(path, compiled);
    return Promise.resolve(compiled);
  };
  return {
    requested,
    getTemplate,
    async renderTemplate(path, data) {
      const template = await getTemplate(path);
      return template(data, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
    },
  };
}
