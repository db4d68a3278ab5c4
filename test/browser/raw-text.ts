/**
 * Raw text a user should never read on a window: a translation key, a camelCase identifier, a
 * schema path, JSON, and on a Japanese page English words that are neither a name the fixtures' data gives
 * nor a word the Japanese translation itself writes (EV, JSON, a proper noun). The gallery test collects each
 * fixture's text in Chromium (each visible text node, the labels a screen reader or tooltip reads, the
 * choices of a select) and asks `rawTextFindings` what in it is raw.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../integrity/files.ts";

/** One piece of text a fixture shows: where it came from (a text node, an attribute) and the text. */
export interface TextChunk {
  fixture: string;
  where: string;
  text: string;
}

export interface RawFinding {
  fixture: string;
  kind: "key" | "identifier" | "path" | "json" | "english";
  text: string;
  where: string;
}

const KEY = /\b(?:STEELBOUND|TYPES|DOCUMENT|SETTINGS|COMBAT|DRAW_STEEL)\.[A-Za-z][\w.]*/;
/** "handleAnimals", "successWithConsequence": a data key shown as it is stored. */
const IDENTIFIER = /\b[a-z]+[A-Z][a-zA-Z]*\b/;
/** "system.stamina.max", "prototypeToken.width", or the same path written "stamina › max". */
const PATH =
  /\b(?:system|prototypeToken|flags|power)\.[a-z]\w*|\b[a-z]\w*\.[a-z]\w*\.[a-z]\w*|\btier[123]\b|› value\b/;
const JSON_TEXT =
  /[{[]\s*"[^"\n]*"\s*[:,\]]|\[object Object\]|\bundefined\b|\bNaN\b|^null$|^\{\s*\}$|^\[\s*\]$/;

/** File names a content window lists as the user gave them ("monsters.json", "world.zip"). */
const FILE_NAME = /\b[\w-]+\.(?:json|zip|webp|png|jpg|svg|db|ldb|hbs|js|mjs)\b/g;

const ASCII_WORD = /[A-Za-z][A-Za-z'’]*/g;

function flatten(value: unknown, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) flatten(v, out);
  return out;
}

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * The words an English word on a Japanese page may be: those the Japanese translation writes itself, and
 * those of the text the fixtures give as data (a monster's name, an ability's effect as its compendium
 * wrote it) — string literals with a space or a capital, so a bare data key ("ranged", "fire") is not one,
 * and none that is one of our English translations written out.
 */
export function japaneseAllowList(): Set<string> {
  const words = new Set<string>();
  const ja = flatten(JSON.parse(readFileSync(join(ROOT, "lang", "ja.json"), "utf8")), []);
  for (const text of ja) for (const [w] of text.replace(/{[^}]+}/g, " ").matchAll(ASCII_WORD)) words.add(w);
  // A literal that is one of our own English sentences filled in with numbers ("3 cube within 10") is system text a
  // fixture wrote out, not data: its words are not let through. (A bare name such as "Charge" is data.)
  const english = flatten(JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")), [])
    .filter((t) => /{[^}]+}/.test(t) && /[A-Za-z]{3}/.test(t.replace(/{[^}]+}/g, "")))
    .map((t) => new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/{[^}]+}/g, "[\\d.+−-]+")}$`));
  const ours = (literal: string) => english.some((pattern) => pattern.test(literal));
  const sources = [
    ...filesUnder("test/browser", ".ts").filter((f) => !f.endsWith(".test.ts") && !f.endsWith("raw-text.ts")),
    ...filesUnder("test/fixtures", ".ts"),
    // The hero builder's fixture options (ancestries, kits, perks) are the session tests' own.
    "test/session/hero-options.ts",
  ];
  for (const file of sources) {
    const source = readFileSync(join(ROOT, file), "utf8");
    // A pack's or a document's name the fixtures give in lower case ("tables") is data too.
    for (const [, name = ""] of source.matchAll(/\bname: "([a-z]+)"/g)) words.add(name);
    for (const [, quoted, backticked] of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) {
      const literal = quoted ?? backticked ?? "";
      if (!/\s|[A-Z]|</.test(literal) || ours(literal)) continue;
      for (const [w] of literal.replace(/\$\{[^}]*\}/g, " ").matchAll(ASCII_WORD)) words.add(w);
    }
  }
  for (const w of NOTATION) words.add(w);
  return words;
}

/**
 * What the book itself writes in Latin letters on a Japanese page: the size letters of size 1 (1T, 1S, 1M,
 * 1L), and "sq", the grid unit a scene's configuration gives (the token ruler's fixture).
 */
const NOTATION = ["T", "S", "M", "L", "sq"];

/** What of the fixtures' text is raw: each finding names its fixture, its kind and the text it is in. */
export function rawTextFindings(
  chunks: readonly TextChunk[],
  lang: "en" | "ja",
  allowed: ReadonlySet<string> = new Set(),
): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const { fixture, where, text } of chunks) {
    const plain = text.replace(FILE_NAME, " ").trim();
    if (plain === "") continue;
    const add = (kind: RawFinding["kind"]) => findings.push({ fixture, kind, text: text.trim(), where });
    if (KEY.test(plain)) add("key");
    else if (IDENTIFIER.test(plain)) add("identifier");
    else if (PATH.test(plain)) add("path");
    else if (JSON_TEXT.test(plain)) add("json");
    else if (lang === "ja") {
      const english = [...plain.matchAll(ASCII_WORD)].map(([w]) => w).filter((w) => !allowed.has(w));
      if (english.length > 0) add("english");
    }
  }
  return findings;
}

/**
 * Runs in the page (Playwright serialises it: it reads nothing from this module). Each fixture's visible
 * text nodes, the aria-label, title, placeholder and plain-text tooltip of its elements, and its select
 * choices; a `data-tooltip` (which Foundry localizes) is returned with where = "data-tooltip".
 */
export function collectChunks(): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const fixture of document.querySelectorAll<HTMLElement>("[data-fixture]")) {
    const id = fixture.dataset["fixture"] ?? "?";
    const app = fixture.querySelector(".application");
    if (!app) continue;
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, textarea")) continue;
      const option = parent.closest("option");
      if (!option && parent.offsetParent === null && getComputedStyle(parent).position !== "fixed") continue;
      chunks.push({
        fixture: id,
        where: option ? "option" : parent.tagName.toLowerCase(),
        text: node.textContent ?? "",
      });
    }
    for (const el of app.querySelectorAll<HTMLElement>(
      "[aria-label], [title], [placeholder], [data-tooltip-text], [data-tooltip]",
    ))
      for (const attribute of ["aria-label", "title", "placeholder", "data-tooltip-text", "data-tooltip"]) {
        const value = el.getAttribute(attribute);
        if (value) chunks.push({ fixture: id, where: attribute, text: value });
      }
  }
  return chunks;
}
