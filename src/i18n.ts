/**
 * The one Localizer. It sits at the bottom of the house, beside src/data, so documents, chat cards and
 * sheets all build text through it.
 *
 * The slice of game.i18n the context builders use. Builders take it as a parameter so they stay pure:
 * the sheets pass game.i18n, the tests and the preview gallery pass a stand-in reading lang/*.json.
 */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A translation's text split at its `{name}` placeholders, as Foundry's format finds them (v13
 * client/helpers/localization.mjs Localization#format: the pattern `{[^}]+}`, each replaced by `data[name]`
 * as the replace callback returns it, so a name the data lacks reads "undefined").
 */
interface Pattern {
  /** One more than `names`: the text before, between and after the placeholders. */
  texts: readonly string[];
  names: readonly string[];
}

const PLACEHOLDER = /{[^}]+}/g;

function patternOf(text: string): Pattern {
  const texts: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    texts.push(text.slice(from, match.index));
    names.push(match[0].slice(1, -1));
    from = match.index + match[0].length;
  }
  texts.push(text.slice(from));
  return { texts, names };
}

function filled(pattern: Pattern, data: Readonly<Record<string, string | number>>): string {
  let out = pattern.texts[0] ?? "";
  for (let i = 0; i < pattern.names.length; i++)
    out += `${data[pattern.names[i] ?? ""]}${pattern.texts[i + 1] ?? ""}`;
  return out;
}

/**
 * The same localizer answering each key once: a sheet's render asks for the same words hundreds of times
 * (a 60-ability hero: ~700 lookups of ~100 keys). Translations do not change during one render, so a
 * format's text is localized and split at its placeholders once, then filled per call (the same string
 * Foundry's format gives; see Pattern).
 */
export function onceEach(i18n: Localizer): Localizer {
  const memo = <T>(answer: (key: string) => T) => {
    const answers = new Map<string, T>();
    return (key: string): T => {
      let known = answers.get(key);
      if (known === undefined && !answers.has(key)) {
        known = answer(key);
        answers.set(key, known);
      }
      return known as T;
    };
  };
  const localize = memo((key) => i18n.localize(key));
  const pattern = memo((key) => patternOf(localize(key)));
  return {
    localize,
    format: (key, data) => filled(pattern(key), data),
    has: memo((key) => i18n.has(key)),
  };
}

/**
 * A key built from a prefix and a data value ("STEELBOUND.DamageType." + "fire" → "STEELBOUND.DamageType.Fire"),
 * built once and handed back as the same string afterwards: a fresh key string has to be hashed again on every
 * lookup, the largest part of the localizer's time in a 60-ability sheet's render. Keys are plain
 * text, the same for every localizer, so they are kept for the session (at most KEYS_PER_PREFIX per prefix).
 */
export function keyFor(prefix: string, value: string): string {
  let keys = KEYS.get(prefix);
  if (!keys) {
    keys = new Map();
    KEYS.set(prefix, keys);
  }
  let key = keys.get(value);
  if (key === undefined) {
    if (keys.size >= KEYS_PER_PREFIX) keys.clear();
    key = `${prefix}${keyPart(value)}`;
    keys.set(value, key);
  }
  return key;
}

const KEYS = new Map<string, Map<string, string>>();
/** Values are mostly from fixed vocabularies; free text (a custom condition's name) could grow a prefix's list. */
const KEYS_PER_PREFIX = 512;

/**
 * The order `String#localeCompare` gives (no locales, no options: the same collation, ECMA-402 §19.1.1),
 * from one Collator instead of one built per comparison (a 60-ability sheet's keyword, name and item sorts
 * were a tenth of its context build). Built on the first comparison, not when the bundle loads: a Collator
 * costs about 11 ms to build, which every client's start-up would otherwise pay.
 */
let collator: Intl.Collator | null = null;
export const compareText = (a: string, b: string): number => (collator ??= new Intl.Collator()).compare(a, b);

/** Localises `key` when the translation exists, else shows `fallback` (free text a user typed). */
export function localizeOr(i18n: Localizer, key: string, fallback: string): string {
  return i18n.has(key) ? i18n.localize(key) : fallback;
}

/** A skill as players read it ("handleAnimals" → "Handle Animals" / 動物の扱い); a homebrew skill as written. */
export function skillLabel(i18n: Localizer, skill: string): string {
  return localizeOr(i18n, `STEELBOUND.Skill.${keyPart(skill)}`, skill);
}

/** Upper-cases the first letter, to build a key from a data value ("freeTriggered" → "FreeTriggered"). */
export function keyPart(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A keyword as players read it: its STEELBOUND.Keyword.* label ("fire" → 火), else the keyword written as
 * words ("fire-breath" → "Fire Breath") — never a key-like string.
 */
export function keywordLabel(i18n: Localizer, keyword: string): string {
  const words = keyword
    .trim()
    .split(/[\s_.-]+|(?<=[a-z])(?=[A-Z])/)
    .filter((w) => w !== "");
  const key = `STEELBOUND.Keyword.${words.map((w) => keyPart(w.toLowerCase())).join("")}`;
  if (words.length > 0 && i18n.has(key)) return i18n.localize(key);
  return words.map((w) => keyPart(w)).join(" ");
}

/**
 * The rule a condition or keyword stands for, in our own words (STEELBOUND.Rules.*), for its tooltip;
 * "" when it has none (a monster's keyword, a custom effect). Shown as plain text (`data-tooltip-text`).
 */
export function conditionRule(i18n: Localizer, condition: string): string {
  return localizeOr(i18n, `STEELBOUND.Rules.Condition.${condition}`, "");
}

/**
 * Why an edge or bane is on a roll, as the roll dialog lists it (STEELBOUND.EdgeBane.<source>). A condition
 * with no line of its own there (one an add-on registered) reads "<condition> (bane)" for its bearer's rolls
 * and "Target <condition> (edge)" for rolls against it, from its name (src/rules/condition-table.ts).
 */
export function edgeBaneLabel(i18n: Localizer, source: string, kind: string): string {
  const key = `STEELBOUND.EdgeBane.${source}`;
  if (i18n.has(key)) return i18n.localize(key);
  const kindLabel = localizeOr(i18n, `STEELBOUND.EdgeBane.Kind.${kind}`, kind);
  const rest = /^target([A-Z].*)$/.exec(source)?.[1];
  const target = rest !== undefined;
  const id = target ? `${rest.charAt(0).toLowerCase()}${rest.slice(1)}` : source;
  const condition = localizeOr(i18n, `STEELBOUND.Condition.${id}`, id);
  return i18n.format(target ? "STEELBOUND.EdgeBane.TargetCondition" : "STEELBOUND.EdgeBane.OwnCondition", {
    condition,
    kind: kindLabel,
  });
}

export function keywordRule(i18n: Localizer, keyword: string): string {
  return localizeOr(i18n, keyFor("STEELBOUND.Rules.Keyword.", keyword.trim().toLowerCase()), "");
}

/** "+2", "0", "−1": signed display of a characteristic or modifier (true minus sign for legibility). */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

/** Joins a list the way the language joins alternatives ("M or A", "筋または敏"). */
export function joinOr(i18n: Localizer, parts: readonly string[]): string {
  return parts.join(i18n.localize("STEELBOUND.Sheet.OrSeparator"));
}

/** An option of a <select>, prepared so templates need no selectOptions helper. */
export interface SelectOption {
  value: string;
  label: string;
  selected: boolean;
}

export function selectOptions(
  i18n: Localizer,
  values: readonly string[],
  current: string,
  /** Ends with a dot, e.g. "STEELBOUND.DamageType." (so the literal is not mistaken for a key). */
  keyPrefix: string,
): SelectOption[] {
  return values.map((value) => ({
    value,
    label: localizeOr(i18n, `${keyPrefix}${keyPart(value)}`, value),
    selected: value === current,
  }));
}

/** game.i18n with a fallback to the key itself (i18n is not ready before init finishes). */
export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function format(key: string, data: Record<string, string>): string {
  return game.i18n?.format(key, data) ?? key;
}

/** game.i18n as the builders' Localizer. */
export function gameLocalizer(): Localizer {
  const i18n = game.i18n;
  if (!i18n) throw new Error("steelbound | text is built only after i18n is ready");
  return {
    localize: (key) => i18n.localize(key),
    format: (key, data) =>
      i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
    has: (key) => i18n.has(key),
  };
}
