/**
 * Amount formulas (src/rules/formula.ts): parsed once, evaluated from the creature's numbers and the dice a
 * roll recorded. R-DM-1 amounts are whole numbers ≥ 0 (Draw Steel rounds down).
 */
import { describe, expect, it } from "vitest";
import {
  diceFormula,
  evaluateFormula,
  formulaDice,
  formulaText,
  isFixedFormula,
  parseFormula,
  type FormulaNode,
} from "../../src/rules/formula.ts";

const tree = (text: string): FormulaNode => {
  const parsed = parseFormula(text);
  if (parsed === null) throw new Error(`does not parse: ${text}`);
  return parsed;
};

describe("amount formulas", () => {
  it("canonical spelling and dice", () => {
    expect(formulaText(tree("2d6 + 7"))).toBe("2d6+7");
    expect(formulaText(tree("2d6+3*@presence"))).toBe("2d6+3*@presence");
    expect(formulaText(tree("2*(1+@level)"))).toBe("2*(1+@level)");
    expect(formulaText(tree("max(@reason, @intuition)"))).toBe("max(@reason,@intuition)");
    expect(formulaText(tree("d6"))).toBe("1d6");
    expect(formulaDice(tree("2d6+1d4+@level"))).toEqual([
      { count: 2, faces: 6 },
      { count: 1, faces: 4 },
    ]);
    expect(diceFormula(tree("2d6+1d4+@level"))).toBe("2d6 + 1d4");
    expect(isFixedFormula(tree("3*@might"))).toBe(true);
    expect(isFixedFormula(tree("1d6"))).toBe(false);
  });

  it("refuses what is not a formula: unknown names, code, too many dice, stray symbols", () => {
    for (const bad of [
      "",
      "@scaling",
      "@system.stamina",
      "alert(1)",
      "2d6+",
      "(2",
      "2 3",
      "99d6",
      "1d1000",
      "5%",
      "1d6+1d6+1d6+1d6+1d6+1d6+1d6",
    ])
      expect(parseFormula(bad), bad).toBeNull();
    expect(parseFormula("1".repeat(81))).toBeNull();
  });

  it("evaluates from the creature's numbers and the recorded dice; rounds down; 0…999", () => {
    const data = { level: 3, presence: 2, might: 4, chr: 4 };
    expect(evaluateFormula(tree("2d6+@level"), data, [[4, 5]])).toBe(12);
    expect(evaluateFormula(tree("2d6+3*@presence"), data, [[1, 1]])).toBe(8);
    expect(evaluateFormula(tree("floor(@level/2)"), data, [])).toBe(1);
    expect(evaluateFormula(tree("@level/2"), data, [])).toBe(1);
    expect(evaluateFormula(tree("max(@might,@presence)"), data, [])).toBe(4);
    expect(evaluateFormula(tree("@victories"), data, [])).toBe(0);
    expect(evaluateFormula(tree("1-@might"), data, [])).toBe(0);
    expect(evaluateFormula(tree("999*999"), data, [])).toBe(999);
  });

  it("refuses results that do not fit the dice: a missing die, an extra one, a face the die lacks", () => {
    const f = tree("2d6+1");
    expect(evaluateFormula(f, {}, [])).toBeNull();
    expect(evaluateFormula(f, {}, [[6]])).toBeNull();
    expect(evaluateFormula(f, {}, [[6, 6, 6]])).toBeNull();
    expect(evaluateFormula(f, {}, [[7, 1]])).toBeNull();
    expect(evaluateFormula(f, {}, [[0, 1]])).toBeNull();
    expect(evaluateFormula(f, {}, [[1.5, 1]])).toBeNull();
    expect(evaluateFormula(f, {}, [[6, 6]])).toBe(13);
  });
});
