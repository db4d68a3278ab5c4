import { afterEach, describe, expect, it } from "vitest";
import {
  CONDITIONS,
  conditionEntry,
  edgesAndBanes,
  hudConditions,
  imposedConditions,
  registerCondition,
  sourcedConditions,
  speedWithConditions,
  canShift,
  unregisterCondition,
  type ConditionEntry,
  type RollKind,
} from "../../src/rules/index.ts";
import { IMPOSED_CONDITIONS, TRACKED_STATES } from "../../src/data/vocabulary.ts";
import { edgeBaneLabel } from "../../src/i18n.ts";
import { createLocalizer } from "../harness/i18n.ts";

const melee: RollKind = { kind: "ability", strike: true, melee: true, ranged: false, damaging: true };
const mightTest: RollKind = { kind: "test", characteristic: "might" };

afterEach(() => {
  unregisterCondition("dizzy");
});

describe("the condition table (R-CN-1…R-CN-11, R-ST-1…R-ST-3)", () => {
  it("R-CN-1…R-CN-11: the book's fifteen in the book's order, each with its rule and icon", () => {
    expect(CONDITIONS.slice(0, 10)).toEqual([
      "bleeding",
      "dazed",
      "frightened",
      "grabbed",
      "prone",
      "restrained",
      "slowed",
      "taunted",
      "weakened",
      "surprised",
    ]);
    for (const id of CONDITIONS) {
      expect(conditionEntry(id)?.rule).toMatch(/^R-(CN|ST)-\d+$/);
      expect(conditionEntry(id)?.icon).toMatch(/^icons\/svg\/.+\.svg$/);
    }
  });

  it("R-CN-3, R-CN-4, R-CN-8: frightened, grabbed and taunted record their source; winded and dying are not in the HUD", () => {
    expect(sourcedConditions()).toEqual(["frightened", "grabbed", "taunted"]);
    expect(hudConditions()).not.toContain("winded");
    expect(hudConditions()).not.toContain("dying");
    expect(hudConditions()).toContain("dead");
  });

  it("the imposed list is the table's, and no tracked state is imposed", () => {
    expect(IMPOSED_CONDITIONS).toEqual(imposedConditions());
    for (const state of TRACKED_STATES) expect(conditionEntry(state)?.imposed).toBe(false);
  });

  it("R-CN-6, R-CN-9: the plain edges and banes read off the table keep the book's tallies", () => {
    const roller = (c: string[]) => ({ id: "r", conditions: new Set(c) as never });
    const target = (c: string[]) => ({ id: "t", conditions: new Set(c) as never });
    expect(edgesAndBanes({ roll: mightTest, roller: roller(["restrained"]) }).banes).toBe(1);
    expect(
      edgesAndBanes({ roll: { kind: "test", characteristic: "reason" }, roller: roller(["restrained"]) })
        .banes,
    ).toBe(0);
    expect(edgesAndBanes({ roll: mightTest, roller: roller(["weakened"]) }).banes).toBe(1);
    const vsUnconscious = edgesAndBanes({
      roll: melee,
      roller: roller([]),
      target: target(["unconscious", "prone"]),
    });
    expect(vsUnconscious.reasons.map((r) => r.source).sort()).toEqual(["targetProne", "targetUnconscious"]);
    expect(vsUnconscious.edges).toBe(3);
  });

  it("R-CN-4, R-CN-7, R-ST-3: speed caps from the table (grabbed 0, slowed 2), slowed and the zero-speed ones cannot shift", () => {
    expect(speedWithConditions(6, ["slowed"])).toBe(2);
    expect(speedWithConditions(6, ["grabbed", "slowed"])).toBe(0);
    expect(speedWithConditions(1, ["slowed"])).toBe(1);
    expect(speedWithConditions(6, ["slowed"], { holdingNotSmaller: true })).toBe(1);
    expect(canShift(["slowed"])).toBe(false);
    expect(canShift(["restrained"])).toBe(false);
    expect(canShift(["prone"])).toBe(true);
  });
});

describe("registerCondition: one entry adds a condition", () => {
  const DIZZY: ConditionEntry = {
    rule: "DIZZY-1",
    icon: "icons/svg/stoned.svg",
    imposed: true,
    speedCap: 3,
    roller: [{ on: "tests", kind: "bane", characteristics: ["agility"] }],
    target: [{ on: "strikes", kind: "doubleEdge" }],
  };

  it("joins the list, the imposed list and the HUD's; its speed cap and its edges and banes apply", () => {
    registerCondition("dizzy", DIZZY);
    expect(CONDITIONS).toContain("dizzy");
    expect(imposedConditions()).toContain("dizzy");
    expect(hudConditions()).toContain("dizzy");
    expect(speedWithConditions(5, ["dizzy" as never])).toBe(3);
    const roller = { id: "r", conditions: new Set(["dizzy"]) as never };
    expect(edgesAndBanes({ roll: { kind: "test", characteristic: "agility" }, roller }).banes).toBe(1);
    expect(edgesAndBanes({ roll: mightTest, roller }).banes).toBe(0);
    const tally = edgesAndBanes({
      roll: melee,
      roller: { id: "r", conditions: new Set() },
      target: { id: "t", conditions: new Set(["dizzy"]) as never },
    });
    expect(tally).toMatchObject({ edges: 2, reasons: [{ source: "targetDizzy", kind: "doubleEdge" }] });
  });

  it("the same entry again changes nothing; another entry under a taken id, a bad id or a sourced one is refused", () => {
    registerCondition("dizzy", DIZZY);
    registerCondition("dizzy", DIZZY);
    expect(CONDITIONS.filter((c: string) => c === "dizzy")).toHaveLength(1);
    expect(() => {
      registerCondition("dizzy", { ...DIZZY });
    }).toThrow(/already exists/);
    expect(() => {
      registerCondition("prone", { ...DIZZY });
    }).toThrow(/already exists/);
    expect(() => {
      registerCondition("Dizzy Spell", DIZZY);
    }).toThrow(/plain identifier/);
    expect(() => {
      registerCondition("woozy", { ...DIZZY, sourced: true });
    }).toThrow(/sourced/);
    expect(() => {
      registerCondition("woozy", { ...DIZZY, icon: " " });
    }).toThrow(/icon/);
  });

  it("its roll-dialog reasons read from its name in each language, the book's keep their own lines", () => {
    const en = createLocalizer("en");
    const ja = createLocalizer("ja");
    en.addModuleTranslations({ "STEELBOUND.Condition.dizzy": "Dizzy" });
    ja.addModuleTranslations({ "STEELBOUND.Condition.dizzy": "めまい" });
    expect(edgeBaneLabel(en, "dizzy", "bane")).toBe("You are Dizzy (bane)");
    expect(edgeBaneLabel(en, "targetDizzy", "doubleEdge")).toBe("Target Dizzy (double edge)");
    expect(edgeBaneLabel(ja, "dizzy", "bane")).toBe("自分がめまい(不利)");
    expect(edgeBaneLabel(ja, "targetDizzy", "edge")).toBe("対象がめまい(有利)");
    expect(edgeBaneLabel(en, "targetProne", "edge")).toBe("Target prone: melee (edge)");
  });
});
