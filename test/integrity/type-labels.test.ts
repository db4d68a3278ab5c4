/**
 * v13 client/helpers/localization.mjs Localization#initialize labels every subtype in game.documentTypes
 * with the key `TYPES.<documentName>.<type>` (core supplies `TYPES.Base` for the base type only), so each
 * subtype system.json declares needs that key in every language we ship, or the create dialogs and
 * sheets show the raw key.
 */
import { describe, expect, it } from "vitest";
import { flattenKeys, readJson } from "./files.ts";

const manifest = readJson("system.json") as {
  documentTypes: Record<string, Record<string, unknown>>;
  languages: { lang: string; path: string }[];
};

describe("TYPES labels", () => {
  const declared = Object.entries(manifest.documentTypes).flatMap(([documentName, types]) =>
    Object.keys(types).map((type) => `TYPES.${documentName}.${type}`),
  );

  it("covers ChatMessage, Actor, Item and CombatantGroup subtypes", () => {
    expect(declared).toContain("TYPES.ChatMessage.abilityUse");
    expect(declared).toContain("TYPES.ChatMessage.test");
    expect(declared).toContain("TYPES.CombatantGroup.squad");
  });

  for (const { lang, path } of manifest.languages)
    it(`every declared subtype has a TYPES label in ${lang}`, () => {
      const keys = flattenKeys(readJson(path));
      const missing = declared.filter((key) => typeof keys.get(key) !== "string" || keys.get(key) === "");
      expect(missing).toEqual([]);
    });

  it("ships both en and ja", () => {
    expect(manifest.languages.map((l) => l.lang).sort()).toEqual(["en", "ja"]);
  });
});
