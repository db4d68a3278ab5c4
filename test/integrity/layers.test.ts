/**
 * The house's import rules (.dependency-cruiser.mjs: layers rules ← data, i18n ← documents ← play ←
 * applications ← config ← index, and no cycles, type-only imports included) hold for src/, so `vitest`
 * alone catches an upward import or a cycle, as `npm run deps` does.
 */
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { ROOT } from "./files.ts";

async function cruiseSrc(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(ROOT, ".dependency-cruiser.mjs"));
  const tsConfig = extractTSConfig(join(ROOT, "tsconfig.json"));
  const { output } = await cruise(["src"], { ...options, baseDir }, {}, { tsConfig });
  if (typeof output === "string") throw new Error("dependency-cruiser returned a report, not a result");
  return output;
}

const describeViolation = (v: IViolation): string => `${v.rule.name}: ${v.from} → ${v.to}`;

describe("import layers", () => {
  it("src/ has no import cycle and no upward import", async () => {
    const result = await cruiseSrc(ROOT);
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  }, 60_000);

  it("the rules catch a document importing a window and a cycle of type-only imports", async () => {
    const result = await cruiseSrc(join(ROOT, "test", "fixtures", "layers"));
    const rules = new Set(result.summary.violations.map((v) => v.rule.name));
    expect(rules).toContain("no-upward-from-documents");
    expect(rules).toContain("no-circular");
  }, 60_000);

  it("the rules catch two folders of src/ importing each other without a module cycle", async () => {
    const result = await cruiseSrc(join(ROOT, "test", "fixtures", "layers"));
    const twoWay = result.summary.violations.filter((v) => v.rule.name === "no-two-way-folders");
    expect(twoWay.map((v) => v.from).sort()).toEqual(["src/chat", "src/flows"]);
  }, 60_000);
});
