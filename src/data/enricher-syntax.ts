/**
 * The text syntax of Steelbound's journal enrichers (README "Journal enrichers"), parsed without Foundry:
 * the sheets render a button for each directive, and the GM re-reads the directive from the stored text
 * before applying it, so a request can only ask for what the text says.
 *   [[/ds power +2]]{Trap}        a power roll with a fixed bonus (2d10 + 2)
 *   [[/ds damage 5 fire]]          5 fire damage to the targeted creatures (type optional)
 *   [[/ds damage 2d6+@level fire]] an amount formula (src/rules/formula.ts): the GM rolls it once, every
 *                                  target takes the rolled amount
 *   [[/ds heal 3]]                 3 stamina regained by the targeted creatures
 *   [[/ds heal @level temporary]]  temporary stamina (a formula too)
 *   @Condition[weakened]{save ends} the condition on the targeted creatures (the label is shown only)
 *   @Condition[weakened save]      … with its duration (eot, save, encounter, respite; R-AB-11)
 *   @Effect[<id or name> eot]      a copy of one of the text's own item's effects, on the targeted creatures
 *   @Test[might]{medium}           the clicking player's hero rolls that test (difficulty optional)
 */
import { CONDITIONS, DAMAGE_TYPES, type ConditionId, type DamageType } from "../rules/index.ts";
import { CHARACTERISTICS, type Characteristic } from "../rules/types.ts";
import { formulaText, parseFormula } from "../rules/formula.ts";
import { EFFECT_DURATIONS } from "./vocabulary.ts";

export type EnricherDuration = (typeof EFFECT_DURATIONS)[number];

export type Difficulty = "easy" | "medium" | "hard";
const DIFFICULTIES: readonly Difficulty[] = ["easy", "medium", "hard"];
/** Bigger amounts are typing mistakes, not Draw Steel numbers. */
const MAX_AMOUNT = 999;

export type Directive =
  | { kind: "power"; bonus: number }
  /** `amount`: a formula in its canonical spelling ("5", "2d6+@level"). */
  | { kind: "damage"; amount: string; type: DamageType }
  | { kind: "heal"; amount: string; temporary: boolean }
  | { kind: "condition"; condition: ConditionId; duration: EnricherDuration | null }
  | { kind: "effect"; effect: string; duration: EnricherDuration | null }
  | { kind: "test"; characteristic: Characteristic; difficulty: Difficulty | null };

/** A directive found in text, with the label written after it ({…}) when there is one. */
export interface Found {
  directive: Directive;
  label: string | null;
}

export const ROLL_PATTERN = /\[\[\/ds\s+(power|damage|heal)\s+([^\]]*?)\s*\]\](?:\{([^}]+)\})?/gi;
export const CONDITION_PATTERN = /@Condition\[([A-Za-z]+)(?:\s+([A-Za-z]+))?\](?:\{([^}]+)\})?/g;
export const EFFECT_PATTERN = /@Effect\[([\w-]{1,40})(?:\s+([A-Za-z]+))?\](?:\{([^}]+)\})?/g;
export const TEST_PATTERN = /@Test\[([A-Za-z]+)\](?:\{([^}]+)\})?/g;

/** An amount: a plain 1…999, or a formula (src/rules/formula.ts), in its canonical spelling. */
function amountOf(text: string): string | null {
  if (/^\d{1,3}$/.test(text)) {
    const value = Number(text);
    return value > 0 && value <= MAX_AMOUNT ? String(value) : null;
  }
  const tree = parseFormula(text);
  return tree === null || tree.kind === "number" ? null : formulaText(tree);
}

function durationOf(word: string | undefined): EnricherDuration | null | undefined {
  if (word === undefined) return null;
  return pick(word, EFFECT_DURATIONS) ?? undefined;
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | null {
  const lower = value?.toLowerCase();
  return (allowed as readonly string[]).includes(lower ?? "") ? (lower as T) : null;
}

/** `[[/ds <verb> <args>]]`: null when the arguments do not parse. */
export function rollDirective(verb: string, args: string): Directive | null {
  const words = args.trim().split(/\s+/);
  switch (verb.toLowerCase()) {
    case "power": {
      // "+2", "-1", "2d10+2": Draw Steel power rolls are always 2d10, only the bonus varies.
      const match = /^(?:2d10)?\s*([+-]?)\s*(\d{1,2})?$/i.exec(args.trim().replace(/\s+/g, ""));
      if (!match) return null;
      const bonus = Number(match[2] ?? 0) * (match[1] === "-" ? -1 : 1);
      return { kind: "power", bonus };
    }
    case "damage": {
      // The last word names the type when it is one; the words before it are the amount.
      const typed = words.length > 1 ? pick(words.at(-1), DAMAGE_TYPES) : null;
      const amount = amountOf((typed === null ? words : words.slice(0, -1)).join(""));
      return amount === null ? null : { kind: "damage", amount, type: typed ?? "untyped" };
    }
    case "heal": {
      const temporary = words.length > 1 && words.at(-1)?.toLowerCase() === "temporary";
      const amount = amountOf((temporary ? words.slice(0, -1) : words).join(""));
      return amount === null ? null : { kind: "heal", amount, temporary };
    }
    default:
      return null;
  }
}

export function conditionDirective(name: string, end?: string): Directive | null {
  const condition = pick(name, CONDITIONS);
  const duration = durationOf(end);
  return condition === null || duration === undefined ? null : { kind: "condition", condition, duration };
}

export function effectDirective(effect: string, end?: string): Directive | null {
  const duration = durationOf(end);
  return duration === undefined || !/^[\w-]{1,40}$/.test(effect)
    ? null
    : { kind: "effect", effect, duration };
}

export function testDirective(name: string, label: string | undefined): Directive | null {
  const characteristic = pick(name, CHARACTERISTICS);
  if (characteristic === null) return null;
  return { kind: "test", characteristic, difficulty: pick(label?.trim(), DIFFICULTIES) };
}

/** Every directive written in one string, in order. */
export function directivesInText(text: string): Found[] {
  const found: { at: number; item: Found }[] = [];
  const add = (at: number, directive: Directive | null, label: string | undefined) => {
    if (directive) found.push({ at, item: { directive, label: label ?? null } });
  };
  for (const m of text.matchAll(ROLL_PATTERN)) add(m.index, rollDirective(m[1] ?? "", m[2] ?? ""), m[3]);
  for (const m of text.matchAll(CONDITION_PATTERN)) add(m.index, conditionDirective(m[1] ?? "", m[2]), m[3]);
  for (const m of text.matchAll(EFFECT_PATTERN)) add(m.index, effectDirective(m[1] ?? "", m[2]), m[3]);
  for (const m of text.matchAll(TEST_PATTERN)) add(m.index, testDirective(m[1] ?? "", m[2]), m[2]);
  return found.sort((a, b) => a.at - b.at).map((f) => f.item);
}

/** Every directive in any string of a document's stored data (its text fields, however nested). */
export function directivesIn(source: unknown, depth = 0): Directive[] {
  if (depth > 8) return [];
  if (typeof source === "string") return directivesInText(source).map((f) => f.directive);
  if (Array.isArray(source)) return source.flatMap((v: unknown) => directivesIn(v, depth + 1));
  if (typeof source === "object" && source !== null)
    return Object.values(source).flatMap((v: unknown) => directivesIn(v, depth + 1));
  return [];
}

export function sameDirective(a: Directive, b: Directive): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
