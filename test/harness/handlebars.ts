/**
 * A Handlebars environment with stand-ins for the Foundry v13 helpers Steelbound's templates use (localize
 * with `{placeholder}` formatting, concat, disabled, or), and the system partials registered by full path as
 * foundry.applications.handlebars.loadTemplates does.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { SYSTEM_PARTIALS } from "../../src/applications/handlebars/partials.ts";
import type { Localizer } from "../../src/i18n.ts";
import { createLocalizer } from "./i18n.ts";
import { useCompileCache } from "./handlebars-cache.ts";
import { DataField } from "./fields.ts";
import type { FormGroupConfig, FormInputConfig } from "./form-fields.ts";

// import.meta.dirname, not import.meta.url: under a DOM environment the URL is not a file: URL.
const ROOT = resolve(import.meta.dirname, "../..");

export function templateSource(relative: string): string {
  return readFileSync(join(ROOT, "templates", relative), "utf8");
}

export function createHandlebars(i18n: Localizer): typeof Handlebars {
  const hbs = Handlebars.create();
  useCompileCache(hbs);
  // v13 HandlebarsHelpers.localize: with hash arguments it formats, otherwise it localizes.
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = options.hash as Record<string, string | number>;
    // v13 localize returns a plain string, so `{{localize …}}` output is escaped like any other value.
    return Object.keys(hash).length > 0 ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  // v13 client/applications/handlebars.mjs concat: joins every argument but the options object and returns
  // a SafeString (so `{{concat …}}` output is NOT escaped; localize turns a SafeString key back into text).
  hbs.registerHelper(
    "concat",
    (...args: unknown[]) => new hbs.SafeString(args.slice(0, -1).map(String).join("")),
  );
  // v13 HandlebarsHelpers.disabled: the attribute when truthy.
  hbs.registerHelper("disabled", (value: unknown) => new hbs.SafeString(value ? "disabled" : ""));
  // v13 registers the logical helpers (eq, or, …) from Handlebars' own helper set.
  hbs.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  // v13 client/applications/handlebars.mjs formInput / formGroup (stored 8672787435): the field renders
  // itself (DataField#toInput / #toFormGroup, test/harness/fields.ts); the hash splits into the group's
  // options and the input's; a missing field renders nothing (v13 logs an error).
  hbs.registerHelper("formInput", (field: unknown, options: Handlebars.HelperOptions) => {
    if (!(field instanceof DataField)) return new hbs.SafeString("");
    return new hbs.SafeString(field.toInput({ ...(options.hash as FormInputConfig) }).outerHTML);
  });
  hbs.registerHelper("formGroup", (field: unknown, options: Handlebars.HelperOptions) => {
    if (!(field instanceof DataField)) return new hbs.SafeString("");
    const { classes, label, hint, rootId, stacked, units, hidden, widget, ...inputConfig } =
      options.hash as Record<string, unknown> & FormInputConfig;
    const groupConfig: FormGroupConfig = {
      ...(typeof label === "string" ? { label } : {}),
      ...(typeof hint === "string" ? { hint } : {}),
      ...(typeof rootId === "string" ? { rootId } : {}),
      ...(typeof units === "string" ? { units } : {}),
      stacked: stacked === true,
      hidden: hidden === true,
      widget,
      localize: inputConfig.localize === true,
      classes: typeof classes === "string" ? classes.split(" ") : [],
    };
    return new hbs.SafeString(field.toFormGroup(groupConfig, inputConfig).outerHTML);
  });
  for (const partial of SYSTEM_PARTIALS)
    hbs.registerPartial(`systems/steelbound/templates/${partial}`, templateSource(partial));
  return hbs;
}

/** Renders one template (path relative to the project root) in the given language. */
export function renderTemplate(path: string, context: object, lang: "en" | "ja" = "en"): string {
  const hbs = createHandlebars(createLocalizer(lang));
  return hbs.compile(readFileSync(join(ROOT, path), "utf8"), { strict: false })(context);
}
