/**
 * Renders Steelbound templates in Node with the Foundry v13 helpers they use (localize with
 * `{placeholder}` formatting from lang/en.json, concat, disabled, or), as Foundry would at runtime.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

function flatten(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(prefix, value);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

export function renderTemplate(path: string, context: object, lang: "en" | "ja" = "en"): string {
  const strings = flatten(JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")));
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) => {
    const text = strings.get(key) ?? key;
    const hash = options.hash as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = hash[name];
      return typeof value === "string" || typeof value === "number" ? String(value) : `{${name}}`;
    });
  });
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));
  hb.registerHelper("disabled", (value: unknown) => new hb.SafeString(value ? "disabled" : ""));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  const template = hb.compile(readFileSync(join(ROOT, path), "utf8"), { strict: false });
  return template(context);
}
