import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.ts";

// The shared contract lives beside the repository (CI clones main with shared/ next to it).
const contract = readFileSync(join(import.meta.dirname, "../../../shared/contracts/rules-api.d.ts"), "utf8");
const declared = [...contract.matchAll(/export declare function (\w+)/g)].map((m) => m[1] ?? "");

describe("rules API contract", () => {
  it("declares functions (sanity check of the contract parser)", () => {
    expect(declared.length).toBeGreaterThan(30);
  });

  it.each(declared)("exports %s as a function", (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe("function");
  });
});
