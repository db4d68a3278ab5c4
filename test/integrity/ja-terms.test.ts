/**
 * The Japanese translation uses the book's terms (the seeds' wording), one word per concept:
 * 分隊長 for a squad's captain (never a bare 隊長), 英雄 for a hero (ヒーロー only in the book's compound
 * ヒーロー・トークン; the heroic resource is 英雄リソース, as the seeds write it 44 times to ヒーロー・リソース's 4),
 * エシュロン for an echelon (never 段階).
 */
import { describe, expect, it } from "vitest";
import { flattenKeys, readJson } from "./files.ts";

const texts = (file: string) =>
  new Map([...flattenKeys(readJson(file))].map(([key, value]) => [key, String(value)]));
const en = texts("lang/en.json");
const ja = texts("lang/ja.json");
const offending = (test: (text: string, key: string) => boolean) =>
  [...ja].filter(([key, text]) => test(text, key)).map(([key, text]) => `${key}: ${text}`);

describe("the book's Japanese terms", () => {
  it("a squad's captain is 分隊長 everywhere", () => {
    expect(offending((t) => /(?<!分)隊長/.test(t))).toEqual([]);
  });

  it("a hero is 英雄; ヒーロー only in ヒーロー・トークン; the heroic resource is 英雄リソース", () => {
    expect(offending((t) => /ヒーロー(?!・トークン)/.test(t))).toEqual([]);
  });

  it("an echelon is エシュロン, never 段階", () => {
    expect(offending((t, key) => /echelon/i.test(en.get(key) ?? "") && !t.includes("エシュロン"))).toEqual(
      [],
    );
  });
});
