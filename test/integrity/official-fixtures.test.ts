/**
 * The fixtures derived from the official system's data (tools/derive-official-fixtures.mjs, committed under
 * test/fixtures/official/) carry its structure, ids, links and numbers but none of its prose.
 *
 * The check, on every string of every fixture file except `name` fields (names may stay):
 *   - the string is cut into blocks at HTML tags and line breaks;
 *   - inside a block, the markup a converter reads is left out (inline rolls `[[...]]{...}`, enrichers and links
 *     `@UUID[...]{...}` / `@Embed[...]`, templates `{{...}}`, entities `&nbsp;`), and so is placeholder text
 *     ("Text ab.");
 *   - what is left may hold at most 6 words (a word: a token with two letters in a row, not an `@reference`),
 *     and if it holds 3 or more it must not end like a sentence (. ! ? : ;).
 * So short notation stays (`{{potency}} slowed (save ends)`, `push 3`, `9 + @chr`, `Quick Build:`) and every
 * sentence of rules text has been replaced.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, filesUnder, isRecord, readJson } from "./files.ts";

const DIR = "test/fixtures/official";
const INLINE =
  /\[\[[^\]]*\]\](?:\{[^}]*\})?|@[A-Za-z]+\[[^\]]*\](?:\{[^}]*\})?|\{\{[^}]*\}\}|&[A-Za-z0-9#]+;/g;
const PLACEHOLDER = /\bText [a-z]+\./g;
const MAX_WORDS = 6;

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w) && !w.startsWith("@"));
}

/** The blocks of `value` that still read as prose. */
export function proseIn(value: string): string[] {
  return value
    .split(/<[^>]*>|\n/)
    .map((block) => block.replace(INLINE, " ").replace(PLACEHOLDER, " "))
    .filter((rest) => {
      const n = words(rest).length;
      return n > MAX_WORDS || (n >= 3 && /[.!?:;]["'”’)\]]*\s*$/.test(rest));
    });
}

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}.${i}`, out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      if (key !== "name") strings(child, `${path}.${key}`, out);
  } else if (typeof value === "string") out.push([path, value]);
  return out;
}

/** The documents (each folder's `.manifest.json`, written by the tool, lists what the set holds). */
const files = filesUnder(DIR, ".json").filter((f) => !f.endsWith(".manifest.json"));

describe("official-data fixtures (test/fixtures/official)", () => {
  it("the check itself: it flags a sentence and a long run, and lets notation and placeholders through", () => {
    expect(proseIn("<p>You gain one skill of your choice.</p>")).toHaveLength(1);
    expect(proseIn("the target is pushed away from you and falls down")).toHaveLength(1);
    expect(proseIn("<p>Text a. [[/damage 2d6]]{2d6 fire damage} Text b.</p>")).toEqual([]);
    expect(proseIn("{{potency}} slowed (save ends)")).toEqual([]);
    expect(
      proseIn("@UUID[Compendium.draw-steel.classes.Item.abcdefghijklmnop]{A Long Feature Name Here Now}"),
    ).toEqual([]);
    expect(proseIn("9 + @chr")).toEqual([]);
  });

  it("exist for 0.11 and 1.x, and every one is a foundryvtt-cli document with an _id and a _key", () => {
    expect(files.filter((f) => f.startsWith(`${DIR}/0.11/`)).length).toBeGreaterThan(100);
    expect(files.filter((f) => f.startsWith(`${DIR}/1.x/`)).length).toBeGreaterThan(5);
    const bad = files.filter((f) => {
      const doc = readJson(f);
      return !isRecord(doc) || typeof doc["_id"] !== "string" || typeof doc["_key"] !== "string";
    });
    expect(bad).toEqual([]);
  });

  it("carry no prose: every block of text longer than a short notation is placeholder text", () => {
    const found: string[] = [];
    for (const file of files)
      for (const [path, value] of strings(readJson(file), "", []))
        for (const block of proseIn(value)) found.push(`${file} ${path}: ${block.slice(0, 80)}`);
    expect(found).toEqual([]);
  });

  it("the heal-from-damage abilities (tools/derive-heal-fixtures.mjs) carry only our heal sentences and notation", () => {
    const file = "test/fixtures/heal-from-damage-0.11.json";
    // Our one sentence of each heal's shape is the text the importer reads; every other sentence is a placeholder.
    const ours = /^(The|Each) [^.]* regains Stamina equal to (half )?the damage dealt\.$/;
    const found = strings(readJson(file), "", [])
      .flatMap(([path, value]) => proseIn(value).map((block) => [path, block.trim()] as const))
      .filter(([, block]) => !ours.test(block));
    expect(found).toEqual([]);
  });
});

/**
 * Opt-in: the committed fixtures are exactly what the tool derives from the official data, when pointed at it:
 *   OFFICIAL_FIXTURES_FROM=<0.11.1 src/packs> [OFFICIAL_FIXTURES_1X=<the 1.x collection>] npx vitest run <this>
 */
const FROM = process.env["OFFICIAL_FIXTURES_FROM"] ?? "";
const FROM_1X = process.env["OFFICIAL_FIXTURES_1X"] ?? "";
const sets = [
  { name: "0.11", from: FROM, args: [] as string[] },
  { name: "1.x", from: FROM_1X, args: ["--all"] },
].filter((set) => set.from !== "");

describe.skipIf(sets.length === 0)(
  "official-data fixtures are what the tool derives (OFFICIAL_FIXTURES_FROM)",
  () => {
    it.each(sets)("$name: regenerating gives byte-identical files", ({ name, from, args }) => {
      const tmp = mkdtempSync(join(tmpdir(), "steelbound-fixtures-"));
      try {
        const out = join(tmp, name);
        execFileSync(
          process.execPath,
          [join(ROOT, "tools/derive-official-fixtures.mjs"), "--from", from, "--out", out, ...args],
          { stdio: "ignore" },
        );
        const committed = join(ROOT, DIR, name);
        const derived = filesUnder(relative(ROOT, out), ".json").map((f) => relative(relative(ROOT, out), f));
        const kept = filesUnder(`${DIR}/${name}`, ".json").map((f) => f.slice(`${DIR}/${name}/`.length));
        expect(derived.sort()).toEqual(kept.sort());
        const differ = kept.filter(
          (f) => readFileSync(join(out, f), "utf8") !== readFileSync(join(committed, f), "utf8"),
        );
        expect(differ).toEqual([]);
        expect(readFileSync(`${out}.manifest.json`, "utf8")).toBe(
          readFileSync(join(ROOT, DIR, `${name}.manifest.json`), "utf8"),
        );
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    });
  },
);
