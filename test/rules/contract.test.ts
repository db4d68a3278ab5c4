import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.ts";

// The rules contract, kept in the repository so a fresh clone tests alone.
const contract = readFileSync(join(import.meta.dirname, "contract/rules-api.d.ts"), "utf8");
const declared = [...contract.matchAll(/export declare function (\w+)/g)].map((m) => m[1] ?? "");

describe("rules API contract", () => {
  it("declares functions (sanity check of the contract parser)", () => {
    expect(declared.length).toBeGreaterThan(30);
  });

  it.each(declared)("exports %s as a function", (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe("function");
  });
});
