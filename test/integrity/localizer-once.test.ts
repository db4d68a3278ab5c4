/**
 * (a 60-ability sheet in ≤ 3 ms): a sheet's render reads its words through onceEach, which localizes
 * each key once and fills a format's placeholders itself. These tests hold that every format it fills reads
 * exactly as game.i18n.format would write it (the harness follows v13 Localization#format), in both languages.
 */
import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { keyFor, keyPart, onceEach, type Localizer } from "../../src/i18n.ts";
import { flattenKeys, readJson } from "./files.ts";

const PLACEHOLDER = /{[^}]+}/g;

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[0].slice(1, -1));
}

describe("the once-per-render localizer", () => {
  for (const lang of ["en", "ja"] as const) {
    it(`fills every ${lang} format as game.i18n.format does, with all, some and none of its values`, () => {
      const table = flattenKeys(readJson(`lang/${lang}.json`));
      const i18n = createLocalizer(lang);
      const once = onceEach(i18n);
      let formats = 0;
      for (const [key, text] of table) {
        const names = placeholdersOf(String(text));
        if (names.length === 0) continue;
        formats++;
        const all = Object.fromEntries(names.map((n, i) => [n, i % 2 === 0 ? `<${n}>` : i]));
        const some = Object.fromEntries(names.slice(1).map((n) => [n, `<${n}>`]));
        for (const data of [all, some, {}]) expect(once.format(key, data), key).toBe(i18n.format(key, data));
      }
      expect(formats).toBeGreaterThan(100);
      expect(i18n.missing).toEqual(new Set());
    });
  }

  it("reads a name the data lacks as Foundry does ('undefined'), and a key without translation as the key", () => {
    const once = onceEach(createLocalizer("en"));
    expect(once.format("STEELBOUND.Ability.DamageLine", {})).toBe(
      createLocalizer("en").localize("STEELBOUND.Ability.DamageLine").replace("{amount}", "undefined"),
    );
    expect(once.format("STEELBOUND.No.Such.Key", { a: 1 })).toBe("STEELBOUND.No.Such.Key");
  });

  it("asks the game's localizer once per key however often a render asks", () => {
    const asked: string[] = [];
    const base = createLocalizer("en");
    const counting: Localizer = {
      localize: (key) => (asked.push(key), base.localize(key)),
      format: (key, data) => base.format(key, data),
      has: (key) => base.has(key),
    };
    const once = onceEach(counting);
    for (let i = 0; i < 5; i++) {
      once.localize("STEELBOUND.Ability.Use");
      once.format("STEELBOUND.Ability.DamageLine", { amount: i });
    }
    expect(asked.sort()).toEqual(["STEELBOUND.Ability.DamageLine", "STEELBOUND.Ability.Use"]);
  });

  it("builds a key from a prefix and a value once, and hands back the same key after", () => {
    const key = keyFor("STEELBOUND.DamageType.", "fire");
    expect(key).toBe(`STEELBOUND.DamageType.${keyPart("fire")}`);
    expect(keyFor("STEELBOUND.DamageType.", "fire")).toBe(key);
    expect(keyFor("STEELBOUND.Ability.Duration.", "saveEnds")).toBe("STEELBOUND.Ability.Duration.SaveEnds");
  });
});
