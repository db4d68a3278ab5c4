/**
 * The official system's inline markup, rewritten at import into Steelbound's own enrichers
 * (src/data/enricher-syntax.ts) or, where no button fits, into text with the same meaning, so no converted
 * document shows a raw `[[…]]` form. What each official form means was read from the official system's
 * enrichers (0.11.1 module/applications/ux/enrichers: roll, apply-effect, lookup, potency, reference; the
 * config parser in ../helpers.mjs); this is our own reading of them:
 *   [[/damage F type…]]{label}    roll F as damage of that type (a choice when several) → [[/ds damage F type]]
 *   [[/heal F temp]]{label}       roll F as stamina (temporary with temp/temporary) → [[/ds heal F temporary]]
 *   [[/apply status end]]{label}  a status on the selected tokens, with an end → @Condition[status end]
 *   [[/apply effectId end]]       one of the item's own effects (by id or name) → @Effect[id end]
 *   [[/gain N resource]], [[/surge N]]…  the selected heroes gain a resource → text ("2 surges")
 *   [[/test A]]                   a characteristic test → @Test[agility]
 *   [[lookup @path]]{label}       a number of the owner shown in place (its label otherwise) → the label
 *   [[potency M 3]]               the potency notation → "M < 3"
 *   [[reference id]]{label}       a link to a rules page → its label (or the term)
 *   @Embed[… non-ability item]    core shows no content for it in Steelbound → a @UUID link
 *   @UUID[Actor.… / another module's pack]{label} a link the import cannot carry → its label
 * Foundry's own inline rolls (`[[/r 1d6]]`, `[[/roll 2d6]]`) and links into the official packs stay: core
 * enriches them (v13 client/applications/ux/text-editor.mjs TextEditor.enrichHTML, `rolls` and `documents`).
 * Pure, context-free (runs on any string of any converted document); the forms it meets are listed in
 * test/import/markup.test.ts.
 */
import { formulaText, parseFormula } from "../../rules/formula.ts";
import { CONDITIONS as ALL_CONDITIONS, DAMAGE_TYPES as ALL_DAMAGE_TYPES } from "../../rules/index.ts";

/** The damage types an official formula may name (every type but untyped, R-DM-1). */
const DAMAGE_TYPES: readonly string[] = ALL_DAMAGE_TYPES.filter((t) => t !== "untyped");
/** The conditions an ability imposes (R-CN-1…R-CN-9): the book's nine, before the states that follow. */
const CONDITIONS: readonly string[] = ALL_CONDITIONS.slice(0, ALL_CONDITIONS.indexOf("surprised"));
/** Official effect ends → Steelbound durations (R-AB-11). */
const ENDS: Record<string, string> = {
  turn: "eot",
  save: "save",
  encounter: "encounter",
  respite: "respite",
};
const END_TEXT: Record<string, string> = {
  turn: "EoT",
  save: "save ends",
  encounter: "until the end of the encounter",
  respite: "until a respite",
};
/** Official statuses Steelbound does not track as conditions. */
const OTHER_STATUSES = ["invisible", "flying", "burrowing"];
const LETTERS: Record<string, string> = {
  M: "might",
  A: "agility",
  R: "reason",
  I: "intuition",
  P: "presence",
};

/** Official roll-data paths → Steelbound's formula names (src/rules/formula.ts FORMULA_REFS). */
const REFS: Record<string, string> = {
  "@M": "@might",
  "@A": "@agility",
  "@R": "@reason",
  "@I": "@intuition",
  "@P": "@presence",
  "@chr": "@chr",
  "@char": "@chr",
  "@level": "@level",
  "@hero.victories": "@victories",
  "@monster.freeStrike": "@freeStrike",
  "@recoveries.recoveryValue": "@recovery",
};

interface Config {
  values: string[];
  keys: Record<string, string>;
}

/** `a b key=value "c d"` as the official parser splits it (its helpers.mjs parseConfig). */
function parseConfig(raw: string): Config {
  const config: Config = { values: [], keys: {} };
  for (const part of raw.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
    const at = part.indexOf("=");
    if (at === -1) config.values.push(part.replace(/^"|"$/g, ""));
    else config.keys[part.slice(0, at)] = part.slice(at + 1).replace(/^"|"$/g, "");
  }
  return config;
}

/** An official amount in Steelbound's formula syntax ("2d6+@level"), or null when it is not one. */
export function officialFormula(raw: string): string | null {
  let text = raw.replace(/\s+/g, "");
  // Longest paths first, so "@chr" is not read as "@c" + "hr".
  for (const [from, to] of Object.entries(REFS).sort((a, b) => b[0].length - a[0].length))
    text = text.replace(new RegExp(`${from.replace(".", "\\.")}(?![\\w.])`, "g"), to);
  // "3*I": a characteristic letter written without its "@".
  text = text.replace(/(^|[^@\w])([MARIP])(?![\w.])/g, (_, before: string, letter: string) => {
    return `${before}@${LETTERS[letter] ?? letter}`;
  });
  const tree = parseFormula(text);
  return tree === null ? null : formulaText(tree);
}

/** A label that only restates the amount and type the button already shows ("5 fire damage"). */
function restates(label: string | undefined, words: readonly string[]): boolean {
  if (label === undefined) return true;
  const known = new Set([...words, ...DAMAGE_TYPES, "damage", "your", "level", "score", "+", "-", "x", "×"]);
  return label
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== "")
    .every(
      (w) => known.has(w) || /^\d+(d\d+)?$/.test(w) || w in LETTERS || Object.values(LETTERS).includes(w),
    );
}

const withLabel = (directive: string, label: string | undefined) =>
  label === undefined || label.trim() === "" ? directive : `${directive}{${label.trim()}}`;

function damage(raw: string, label: string | undefined): string | null {
  const config = parseConfig(raw);
  const types = (config.keys["type"] ?? "").split(/[/|]/).filter((t) => t !== "");
  const parts: string[] = [];
  let scaling = false;
  for (const value of config.values) {
    const v = value.toLowerCase();
    if (v === "lighting") types.push("lightning");
    else if (DAMAGE_TYPES.includes(v)) types.push(v);
    else if (v === "scaling") scaling = true;
    else if (v === "damage" || v === "extra") continue;
    else parts.push(value);
  }
  if ("scaling" in config.keys) scaling = true;
  const formula = officialFormula(parts.join(" "));
  // An amount chosen when used ("@scaling": so much per Malice spent) or not a formula: its label says it.
  if (scaling || formula === null) return null;
  const kept = restates(label, ["damage"]) ? undefined : label;
  if (types.length <= 1) return withLabel(`[[/ds damage ${[formula, ...types].join(" ")}]]`, kept);
  // "acid or cold damage": one button per type; the user clicks the type they choose.
  const buttons = types.map((t) => `[[/ds damage ${formula} ${t}]]`).join(" or ");
  return kept === undefined ? buttons : `${buttons} (${kept.trim()})`;
}

/** A damage amount chosen when used, written out: "2 + X lightning damage". */
function scaledText(raw: string): string {
  const config = parseConfig(raw);
  const words = config.values
    .filter((v) => v.toLowerCase() !== "scaling")
    .map((v) => v.replace(/\(?@scaling\)?/g, "X").replace(/([+*])/g, " $1 "));
  return `${words.join(" ")} damage`.replace(/\s+/g, " ");
}

function heal(raw: string, label: string | undefined): string | null {
  const config = parseConfig(raw);
  let temporary = config.keys["type"] === "temporary";
  const parts: string[] = [];
  for (const value of config.values) {
    const v = value.toLowerCase();
    if (v === "temp" || v === "temporary" || v === "temphp") temporary = true;
    else if (v === "stamina" || v === "value" || v === "heal" || v === "healing") continue;
    else parts.push(value);
  }
  const formula = officialFormula(parts.join(" "));
  if (formula === null) return null;
  const words = ["heal", "regain", "stamina", "temporary", "temp", "equal", "to", "amount", "recovery"];
  const kept = restates(label, words) ? undefined : label;
  return withLabel(`[[/ds heal ${formula}${temporary ? " temporary" : ""}]]`, kept);
}

function apply(raw: string, label: string | undefined): string {
  const config = parseConfig(raw);
  let end = config.keys["end"] ?? "";
  let what = "";
  for (const value of config.values) {
    const v = value.toLowerCase();
    if (v in ENDS) end = v;
    else if (what === "") what = value;
  }
  const duration = ENDS[end];
  const status = what.toLowerCase();
  if (CONDITIONS.includes(status))
    return withLabel(`@Condition[${[status, duration].filter(Boolean).join(" ")}]`, label);
  // A status Steelbound does not track (invisible, flying): the words, with their end.
  if (OTHER_STATUSES.includes(status))
    return label?.trim() || [what, END_TEXT[end] ? `(${END_TEXT[end]})` : ""].filter(Boolean).join(" ");
  // One of the item's own effects, by id (or by name): the button copies it to the targets.
  if (!/^[\w-]{1,40}$/.test(what)) return label?.trim() ?? what;
  return withLabel(`@Effect[${[what, duration].filter(Boolean).join(" ")}]`, label);
}

const RESOURCES: Record<string, [string, string]> = {
  surge: ["surge", "surges"],
  surges: ["surge", "surges"],
  heroic: ["Heroic Resource", "Heroic Resource"],
  hr: ["Heroic Resource", "Heroic Resource"],
  renown: ["Renown", "Renown"],
  victory: ["Victory", "Victories"],
  victories: ["Victory", "Victories"],
  epic: ["Epic Resource", "Epic Resource"],
  wealth: ["Wealth", "Wealth"],
};

/** `[[/gain N surge]]`, `[[/surge N]]`: a hero's resource, written out ("2 surges"). */
function gain(kind: string, raw: string, label: string | undefined): string {
  if (label?.trim()) return label.trim();
  const config = parseConfig(raw);
  let resource = kind === "gain" ? "" : kind;
  const parts: string[] = [];
  for (const value of config.values) {
    if (value.toLowerCase() in RESOURCES) resource = value.toLowerCase();
    else parts.push(value);
  }
  const amount = parts.join(" ").replace("@hero.victories", "Victories");
  const [one, many] = RESOURCES[resource] ?? ["", ""];
  return `${amount} ${amount === "1" ? one : many}`.trim();
}

function test(raw: string, label: string | undefined): string {
  const config = parseConfig(raw);
  const characteristic = config.values
    .map((v) => LETTERS[v] ?? v.toLowerCase())
    .find((v) => Object.values(LETTERS).includes(v));
  if (characteristic === undefined) return label?.trim() ?? "";
  const difficulty =
    config.keys["difficulty"] ?? config.values.find((v) => ["easy", "medium", "hard"].includes(v));
  return `@Test[${characteristic}]${difficulty ? `{${difficulty}}` : ""}`;
}

/** A number the owner's sheet would show in place: its label says which ("your Reason score"). */
function lookup(raw: string, label: string | undefined): string {
  if (label?.trim()) return label.trim();
  const config = parseConfig(raw);
  const formula = config.keys["formula"] ?? config.values.find((v) => v !== "evaluate") ?? "";
  return formula.replace(/@(\w+)/g, (_, name: string) => LETTERS[name] ?? name);
}

function potency(raw: string, html: boolean): string {
  const config = parseConfig(raw);
  const letter = config.values.map((v) => v.toUpperCase()).find((v) => v in LETTERS) ?? "";
  const strength = config.values.find(
    (v) => /^\d+$/.test(v) || ["weak", "average", "strong"].includes(v.toLowerCase()),
  );
  return `${letter} ${html ? "&lt;" : "<"} ${strength?.toLowerCase() ?? ""}`.trim();
}

/** "powerRoll" → "power roll", "tier3" → "tier 3", "natural19or20" → "natural 19 or 20". */
function reference(raw: string, label: string | undefined): string {
  if (label?.trim()) return label.trim();
  const id = parseConfig(raw).values[0] ?? "";
  return id
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .toLowerCase();
}

/** Packs whose items Steelbound shows in an embed (abilities); other items are linked instead. */
const EMBEDDED_ITEM_PACKS = new Set(["abilities", "monster-features"]);

function embed(config: string): string | null {
  const uuid = parseConfig(config).values.find((v) => v.startsWith("Compendium.")) ?? "";
  const [, , pack, type] = uuid.split(".");
  if (type === "Item" && pack !== undefined && !EMBEDDED_ITEM_PACKS.has(pack)) return `@UUID[${uuid}]`;
  return null;
}

/** A link the import cannot carry: to a world document of the author's world, or to another module's pack. */
function foreignLink(target: string): boolean {
  if (target.startsWith(".")) return false;
  if (target.startsWith("Compendium.")) return !target.startsWith("Compendium.draw-steel.");
  return /^(Actor|Item|JournalEntry|RollTable|Scene|Macro)\./.test(target);
}

/** Every official form in `text` (HTML or plain) → Steelbound's enrichers or text. Other text is kept. */
export function convertOfficialMarkup(text: string, html = true, links = true): string {
  if (!text.includes("[[") && !text.includes("@")) return text;
  const converted = text
    .replace(
      /\[\[\/(damage|heal|healing|apply|aplly|gain|surge|heroic|renown|epic|victory|wealth|test)(\s[^\]{}]*?)?(?:\]\](?!\])|\}\}(?=\{))(?:\{([^}]*)\})?/gi,
      (all, verb: string, raw: string | undefined, label: string | undefined) => {
        const kind = verb.toLowerCase();
        const config = (raw ?? "").trim();
        if (kind === "damage") return damage(config, label) ?? (label?.trim() || scaledText(config));
        if (kind === "heal" || kind === "healing") return heal(config, label) ?? (label?.trim() || config);
        if (kind === "apply" || kind === "aplly") return apply(config, label);
        if (kind === "test") return test(config, label);
        return gain(kind, config, label);
      },
    )
    .replace(
      /\[\[lookup(\s[^\]]*?)?\]\](?!\])(?:\{([^}]*)\})?/gi,
      (_, raw: string | undefined, label?: string) => lookup((raw ?? "").trim(), label),
    )
    .replace(
      /\[\[potency(\s[^\]]*?)?\]\](?!\])(?:\{([^}]*)\})?/gi,
      (_, raw: string | undefined, label?: string) =>
        label?.trim() ? label.trim() : potency((raw ?? "").trim(), html),
    )
    .replace(/\[\[reference\s([^\]]+)\]\](?:\{([^}]*)\})?/gi, (_, raw: string, label?: string) =>
      reference(raw.trim(), label),
    );
  if (!links) return converted;
  return converted
    .replace(/@Embed\[([^\]]+)\](?:\{([^}]*)\})?/g, (all, config: string, label?: string) => {
      const link = embed(config);
      return link === null ? all : `${link}${label ? `{${label}}` : ""}`;
    })
    .replace(/@UUID\[([^\]#]+)(#[^\]]*)?\](?:\{([^}]*)\})?/g, (all, target: string, _hash, label?: string) =>
      foreignLink(target) ? (label?.trim() ?? "") : all,
    );
}

/** The same forms as plain text, for fields shown without enrichment (an advancement's label). */
export function officialMarkupAsText(text: string, links = true): string {
  return convertOfficialMarkup(text, false, links)
    .replace(
      /\[\[\/ds\s+(damage|heal)\s+([^\]]*?)\s*\]\](?:\{([^}]*)\})?/gi,
      (_, verb: string, args: string, label?: string) => {
        if (label) return label;
        const words = args.split(/\s+/);
        return verb.toLowerCase() === "damage" ? `${words.join(" ")} damage` : `${words.join(" ")} Stamina`;
      },
    )
    .replace(
      /@(Condition|Effect|Test)\[([^\]]*)\](?:\{([^}]*)\})?/g,
      (_, kind: string, args: string, label?: string) =>
        label ?? `${args.split(" ")[0] ?? ""}${kind === "Test" ? " test" : ""}`,
    );
}

/** Any official form left in a string of a converted document (HTML or plain text). */
const LEFT =
  /\[\[\/?(damage|heal|healing|apply|aplly|gain|surge|heroic|renown|epic|victory|wealth|test|lookup|potency|reference)\b/i;

/**
 * A converted document with every string that still holds official markup rewritten: HTML (it has tags)
 * into enrichers, plain text (a custom effect's text, shown escaped) into words. Strings already passed
 * through the rich-text pass are left as they are.
 */
export function withoutOfficialMarkup<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === "string") {
    // Every form LEFT finds opens with "[[": most strings have none and skip the pattern.
    if (!value.includes("[[") || !LEFT.test(value)) return value;
    const html = /<\/?[a-z][^>]*>/i.test(value);
    // Links are the rich-text pass's (relinkUuids): here they already name the generated module.
    return (html ? convertOfficialMarkup(value, true, false) : officialMarkupAsText(value, false)) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => withoutOfficialMarkup(v, depth + 1)) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = withoutOfficialMarkup(v, depth + 1);
    return out as T;
  }
  return value;
}
