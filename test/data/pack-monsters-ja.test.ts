/**
 * The Japanese bestiary (packs/monsters-ja) is the English one a Japanese table reads: every monster of
 * packs/monsters has exactly one twin (flags.steelbound.translationOf) with its own ids and the very same
 * numbers — level, organization, role, EV, stamina, characteristics, and every ability's power-roll tiers
 * (damage, conditions and their potency, forced movement) — while every word a player reads is Japanese.
 * Keywords stay our vocabulary keys; the card shows them through keywordLabel (STEELBOUND.Keyword.*).
 */
import { describe, expect, it } from "vitest";
import { filesUnder, flattenKeys, isRecord, readJson } from "../integrity/files.ts";
import { keyPart } from "../../src/i18n.ts";

interface Item {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  flags: unknown;
}
interface Monster {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown> & { keywords: string[] };
  prototypeToken: Record<string, unknown>;
  items: Item[];
  flags: { steelbound?: Record<string, unknown> };
}

const load = (pack: string): Monster[] =>
  filesUnder(`packs/${pack}`, ".json").map((f) => readJson(f) as Monster);
const english = load("monsters");
const japanese = load("monsters-ja");
const twinOf = (en: Monster) => japanese.find((ja) => ja.flags.steelbound?.["translationOf"] === en._id);

/** Keys whose string values are words a player reads; every other value is rules data. */
const PROSE_KEYS = new Set([
  "value",
  "gmNotes",
  "source",
  "text",
  "trigger",
  "before",
  "after",
  "withCaptain",
]);
function masked(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => masked(v));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, k)]));
  return typeof value === "string" && PROSE_KEYS.has(key) ? "<prose>" : value;
}
function prose(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => prose(v));
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return typeof value === "string" && value !== "" && PROSE_KEYS.has(key) ? [value] : [];
}
const textOf = (html: string) => html.replace(/<[^>]*>/g, " ");
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** Two English words in a row: an untranslated phrase ("Steelbound" and "EV 12" alone are fine). */
const ENGLISH_PHRASE = /\b[A-Za-z]{2,}['’]?[a-z]*[\s,;:]+[A-Za-z]{2,}\b/;

const jaKeys = flattenKeys(readJson("lang/ja.json"));

describe("packs/monsters-ja twins packs/monsters (R-MO-1, R-MO-5)", () => {
  it("there is one Japanese monster per English monster, each naming a different original", () => {
    expect(english.length).toBeGreaterThanOrEqual(8);
    expect(japanese.length).toBe(english.length);
    const originals = new Set(japanese.map((ja) => ja.flags.steelbound?.["translationOf"]));
    expect(originals).toEqual(new Set(english.map((en) => en._id)));
  });

  for (const en of english) {
    describe(en.name, () => {
      const ja = twinOf(en);

      it("has its own actor and item ids, with matching _keys", () => {
        expect(ja, `${en.name} has no Japanese twin`).toBeDefined();
        if (!ja) return;
        const enIds = new Set([en._id, ...en.items.map((i) => i._id)]);
        expect(enIds.has(ja._id)).toBe(false);
        expect(ja._key).toBe(`!actors!${ja._id}`);
        for (const item of ja.items) {
          expect(enIds.has(item._id), item.name).toBe(false);
          expect(item._key).toBe(`!actors.items!${ja._id}.${item._id}`);
        }
      });

      it("R-MO-5: the same level, organization, role, EV, stamina and characteristics", () => {
        if (!ja) throw new Error(`${en.name} has no Japanese twin`);
        for (const key of ["level", "organization", "role", "ev", "stamina", "characteristics", "freeStrike"])
          expect(ja.system[key], key).toEqual(en.system[key]);
        expect(masked(ja.system)).toEqual(masked(en.system));
        expect({ ...ja.prototypeToken, name: "" }).toEqual({ ...en.prototypeToken, name: "" });
        expect([ja.type, ja.img]).toEqual([en.type, en.img]);
      });

      it("R-MO-1: the same abilities and features in the same order, with identical power-roll numbers", () => {
        if (!ja) throw new Error(`${en.name} has no Japanese twin`);
        expect(ja.items.map((i) => [i.type, i.img])).toEqual(en.items.map((i) => [i.type, i.img]));
        en.items.forEach((item, n) => {
          const twin = ja.items[n];
          const tiers = (i: Item | undefined) => {
            const power = i?.system["power"] as Record<string, Record<string, unknown>> | undefined;
            return ["tier1", "tier2", "tier3"].map((t) => ({ ...power?.[t], text: undefined }));
          };
          expect(tiers(twin), `${item.name} power roll`).toEqual(tiers(item));
          expect(masked(twin?.system), item.name).toEqual(masked(item.system));
          expect(twin?.flags, item.name).toEqual(item.flags);
        });
      });

      it("keywords stay vocabulary keys that the Japanese card labels", () => {
        if (!ja) throw new Error(`${en.name} has no Japanese twin`);
        const keywords = [
          ja.system.keywords,
          ...ja.items.map((i) => (i.system["keywords"] as string[] | undefined) ?? []),
        ];
        for (const keyword of keywords.flat()) {
          expect(keyword).toMatch(/^[a-z]+$/);
          expect(jaKeys.get(`STEELBOUND.Keyword.${keyPart(keyword)}`), keyword).toMatch(JAPANESE);
        }
      });

      it("every word a player reads is Japanese: no untranslated English sentence", () => {
        if (!ja) throw new Error(`${en.name} has no Japanese twin`);
        const texts = [
          ja.name,
          String(ja.prototypeToken["name"]),
          ...prose(ja.system),
          ...ja.items.flatMap((i) => [i.name, ...prose(i.system)]),
        ];
        for (const text of texts) {
          const plain = textOf(text);
          expect(plain, text).toMatch(JAPANESE);
          expect(plain, text).not.toMatch(ENGLISH_PHRASE);
        }
        expect(ja.prototypeToken["name"]).toBe(ja.name);
      });
    });
  }
});
