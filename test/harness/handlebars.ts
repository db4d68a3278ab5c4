/**
 * A Handlebars environment with stand-ins for the Foundry v13 helpers Steelbound's templates use, and the
 * system partials registered by full path as foundry.applications.handlebars.loadTemplates does.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SYSTEM_PARTIALS } from "../../src/applications/handlebars/partials.ts";
import type { Localizer } from "../../src/applications/sheets/context/localizer.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function templateSource(relative: string): string {
  return readFileSync(join(ROOT, "templates", relative), "utf8");
}

export function createHandlebars(i18n: Localizer): typeof Handlebars {
  const hbs = Handlebars.create();
  // v13 HandlebarsHelpers.localize: with hash arguments it formats, otherwise it localizes.
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = options.hash as Record<string, string | number>;
    return Object.keys(hash).length > 0 ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  // v13 HandlebarsHelpers.concat: joins every argument but the options object.
  hbs.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));
  for (const partial of SYSTEM_PARTIALS)
    hbs.registerPartial(`systems/steelbound/templates/${partial}`, templateSource(partial));
  return hbs;
}
