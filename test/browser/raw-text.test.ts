/** The raw-text check itself (test/browser/raw-text.ts): what it finds in the text a window shows. */
import { describe, expect, it } from "vitest";
import { japaneseAllowList, rawTextFindings } from "./raw-text.ts";

const chunk = (text: string) => ({ fixture: "f", where: "span", text });
const kinds = (texts: string[], lang: "en" | "ja", allowed?: Set<string>) =>
  rawTextFindings(texts.map(chunk), lang, allowed).map((f) => f.kind);

describe("raw text on a window", () => {
  it("finds a translation key, a data key, a schema path and JSON", () => {
    expect(kinds(["STEELBOUND.Combat.Acted", "Medium test · handleAnimals"], "en")).toEqual([
      "key",
      "identifier",
    ]);
    expect(kinds(["system.stability", "Shield Bash: power › tier1 › damage › value"], "en")).toEqual([
      "path",
      "path",
    ]);
    expect(kinds(['{"key":"system.stability","value":"2"}', "needs undefined+"], "en")).toEqual([
      "path",
      "json",
    ]);
    expect(kinds(['[{"value": 2}]'], "en")).toEqual(["json"]);
  });

  it("lets plain words, numbers and file names pass", () => {
    expect(
      kinds(["Handle Animals", "Tier 2 › damage 8 10", "packs/monsters/broken.json: not valid JSON"], "en"),
    ).toEqual([]);
  });

  it("on a Japanese page finds English words the translation and the fixtures' data do not give", () => {
    const allowed = japaneseAllowList();
    expect(allowed.has("Korva")).toBe(true);
    expect(allowed.has("EV")).toBe(true);
    expect(kinds(["中程度のテスト · climb", "Ranged 10", "3 cube within 10"], "ja", allowed)).toEqual([
      "english",
      "english",
      "english",
    ]);
    expect(kinds(["コルヴァ", "Korva のスタミナ", "EV 12", "サイズ 1L"], "ja", allowed)).toEqual([]);
  });
});
