/**
 * Hostile official files are refused with a clear error in linear time, before any
 * conversion (src/import/official/guard.ts). Before the fix, 15 kB nested 1,500 deep took seconds (the
 * unmapped-number walk checked every prefix of every path: cubic in the depth).
 */
import { describe, expect, it } from "vitest";
import { convertOfficial, HostileInputError, parseSafeJson } from "../../src/import/official/index.ts";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const feature = (system: string) =>
  `{"_id":"Hostile000000001","name":"x","type":"feature","system":${system}}`;
const refused = (fn: () => unknown) => {
  const start = performance.now();
  expect(fn).toThrow(HostileInputError);
  return performance.now() - start;
};

describe("Hostile official input is refused in linear time", () => {
  it("15 kB nested 1,500 deep is refused in under 100 ms", () => {
    const text = feature(nested(1500));
    expect(text.length).toBeGreaterThan(9000);
    expect(refused(() => convertOfficial(parseSafeJson(text) as never))).toBeLessThan(100);
    expect(() => parseSafeJson(text)).toThrow(/nested deeper than/);
  });

  it("deep arrays, __proto__, constructor and prototype keys are refused", () => {
    refused(() => parseSafeJson(feature(`${"[".repeat(2000)}${"]".repeat(2000)}`)));
    for (const key of ["__proto__", "constructor", "prototype"])
      expect(() => parseSafeJson(feature(`{"${key}":{"isAdmin":true}}`))).toThrow(key);
  });

  it("a cycle in a source handed to the converter is refused", () => {
    const source: Record<string, unknown> = { _id: "Cycle00000000001", type: "feature", name: "x" };
    source["system"] = { self: source };
    refused(() => convertOfficial(source as never));
  });

  it("a file of 20 MB or more is refused before it is parsed; normal data converts", () => {
    refused(() => parseSafeJson(" ".repeat(20_000_001)));
    expect(
      convertOfficial(parseSafeJson(feature('{"description":{"value":"<p>ok</p>"}}')) as never).documentName,
    ).toBe("Item");
  });
});
