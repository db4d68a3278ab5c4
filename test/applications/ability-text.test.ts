import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import {
  distanceText,
  powerRollLabel,
  targetText,
  tierText,
} from "../../src/applications/sheets/context/ability-text.ts";
import { ability, condition, tier } from "../fixtures/make.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");
const base = ability({ name: "x" }).system.distance;

describe("ability text", () => {
  it("R-AB-2: writes each distance the way a stat block does", () => {
    expect(distanceText(en, { ...base, type: "melee", melee: 2 })).toBe("Melee 2");
    expect(distanceText(en, { ...base, type: "meleeRanged", melee: 1, ranged: 5 })).toBe(
      "Melee 1 or ranged 5",
    );
    expect(distanceText(en, { ...base, type: "cube", size: 3, within: 10 })).toBe("3 cube within 10");
    expect(distanceText(en, { ...base, type: "line", length: 5, width: 1, within: 1 })).toBe(
      "5 × 1 line within 1",
    );
    expect(distanceText(en, { ...base, type: "self" })).toBe("Self");
    expect(distanceText(en, { ...base, type: "special", text: "See below" })).toBe("See below");
    expect(distanceText(ja, { ...base, type: "burst", size: 2 })).toBe("2バースト");
  });

  it("names the target from free text, or from the count", () => {
    expect(targetText(en, { text: "Each ally", count: 0 })).toBe("Each ally");
    expect(targetText(en, { text: "", count: 1 })).toBe("One creature or object");
    expect(targetText(en, { text: "", count: 3 })).toBe("3 creatures or objects");
    expect(targetText(en, { text: "", count: 0 })).toBe("Special");
  });

  it("R-PR-1: labels the power roll with its characteristics in book order, or none", () => {
    expect(powerRollLabel(en, new Set(["agility", "might"]))).toBe("Power Roll + Might or Agility");
    expect(powerRollLabel(ja, new Set(["might"]))).toBe("パワーロール+筋力");
    expect(powerRollLabel(en, new Set())).toBeNull();
  });

  it("R-AB-3: shows damage as the formula, never an evaluated number", () => {
    const chars = new Set(["might", "agility"] as const);
    expect(tierText(en, tier({ damage: 5 }), chars, null)).toBe("5 + M or A damage");
    expect(tierText(en, tier({ damage: 4, char: false, type: "fire" }), chars, null)).toBe("4 fire damage");
    expect(tierText(ja, tier({ damage: 6, type: "fire" }), new Set(["might"]), null)).toBe(
      "6 + 筋の火ダメージ",
    );
  });

  it("R-AB-6: a potency shows the actor's derived number, or the word when there is no actor", () => {
    const slowed = tier({ damage: 2, conditions: [condition("slowed", "agility", "average", "eot")] });
    const chars = new Set(["might"] as const);
    expect(tierText(en, slowed, chars, { weak: 1, average: 2, strong: 3 })).toBe(
      "2 + M damage; A < 2 slowed (EoT)",
    );
    expect(tierText(en, slowed, chars, null)).toBe("2 + M damage; A < average slowed (EoT)");
  });

  it("R-MV-7: forced movement reads push/pull/slide, with vertical when it applies", () => {
    expect(tierText(en, tier({ push: 2 }), new Set(), null)).toBe("push 2");
    expect(tierText(en, tier({ slide: 3, vertical: true }), new Set(), null)).toBe("vertical slide 3");
    expect(tierText(en, tier({}), new Set(), null)).toBe("No effect");
  });

  it("R-MV-8, R-DM-2: a tier that ignores stability or immunity says so", () => {
    const base = tier({ damage: 5, type: "fire", slide: 5 });
    const t = {
      ...base,
      damage: { ...base.damage, ignoresImmunity: true },
      forced: { ...base.forced, ignoresStability: true },
    };
    expect(tierText(en, t, new Set(["might"]), null)).toBe(
      "5 + M fire damage, ignoring immunity; slide 5, ignoring stability",
    );
    expect(tierText(ja, t, new Set(["might"]), null)).toContain("安定度無視");
    expect(tierText(ja, t, new Set(["might"]), null)).toContain("ダメージ免疫無視");
  });

  it("asks for no key the language files lack", () => {
    expect([...en.missing, ...ja.missing]).toEqual([]);
  });
});
