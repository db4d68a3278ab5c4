import { describe, expect, it } from "vitest";
import { abilityBarContext } from "../../src/applications/hud/ability-bar-context.ts";
import { createLocalizer } from "../harness/i18n.ts";

describe("the ability bar's content", () => {
  it("R-CB-7: groups by action type in turn order, signature first, each with its cost and a spoken label", () => {
    const context = abilityBarContext(
      createLocalizer("en"),
      "Korva",
      [
        { id: "b", name: "Whirlwind", type: "main", signature: false, cost: 3, costsMalice: false },
        { id: "a", name: "Shoulder In", type: "main", signature: true, cost: 0, costsMalice: false },
        { id: "c", name: "Knockback", type: "maneuver", signature: false, cost: 0, costsMalice: false },
        { id: "d", name: "Horn", type: "triggered", signature: false, cost: 5, costsMalice: true },
      ],
      "Ferocity",
    );
    expect(context.groups.map((g) => g.label)).toEqual(["Main actions", "Maneuvers", "Triggered actions"]);
    expect(context.groups[0]?.entries.map((e) => [e.name, e.cost])).toEqual([
      ["Shoulder In", ""],
      ["Whirlwind", "3 Ferocity"],
    ]);
    expect(context.groups[2]?.entries[0]?.cost).toBe("5 Malice");
    expect(context.groups[0]?.entries[1]?.label).toBe("Whirlwind, Main action, 3 Ferocity");
    expect(context.tests.map((t) => t.abbr)).toEqual(["M", "A", "R", "I", "P"]);
    expect(context.empty).toBe(false);
  });

  it("a creature with no abilities still offers its tests, in Japanese too", () => {
    const context = abilityBarContext(createLocalizer("ja"), "コルヴァ", [], "激昂");
    expect(context.empty).toBe(true);
    expect(context.tests[0]?.title).toBe("筋力テスト");
    // The cost reads as the Japanese ability card reads it (resource, then the number).
    const costed = abilityBarContext(
      createLocalizer("ja"),
      "コルヴァ",
      [{ id: "b", name: "旋風", type: "main", signature: false, cost: 3, costsMalice: false }],
      "激昂",
    );
    expect(costed.groups[0]?.entries[0]?.cost).toBe("激昂3");
  });
});
