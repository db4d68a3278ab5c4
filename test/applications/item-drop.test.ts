import { describe, expect, it } from "vitest";
import { planItemDrop } from "../../src/applications/sheets/item-drop.ts";

const existing = [
  { id: "cl1", type: "class" },
  { id: "ki1", type: "kit" },
  { id: "ab1", type: "ability" },
];

describe("planItemDrop", () => {
  it("a drag within the same actor sorts instead of creating", () => {
    expect(planItemDrop({ actorType: "hero", itemType: "ability", sameActor: true, existing })).toEqual({
      action: "sort",
    });
  });

  it("a hero's class, kit, ancestry … replace the one it has; other items are added", () => {
    expect(planItemDrop({ actorType: "hero", itemType: "class", sameActor: false, existing })).toEqual({
      action: "create",
      replace: ["cl1"],
      fillVitals: false,
    });
    expect(planItemDrop({ actorType: "hero", itemType: "ancestry", sameActor: false, existing })).toEqual({
      action: "create",
      replace: [],
      fillVitals: false,
    });
    expect(planItemDrop({ actorType: "hero", itemType: "ability", sameActor: false, existing })).toEqual({
      action: "create",
      replace: [],
      fillVitals: false,
    });
  });

  it("stat-block actors refuse what their sheets cannot show (class, treasure)", () => {
    for (const actorType of ["monster", "retainer"])
      expect(planItemDrop({ actorType, itemType: "class", sameActor: false, existing: [] })).toEqual({
        action: "refuse",
      });
    expect(
      planItemDrop({ actorType: "monster", itemType: "treasure", sameActor: false, existing: [] }),
    ).toEqual({ action: "refuse" });
    expect(
      planItemDrop({ actorType: "retainer", itemType: "treasure", sameActor: false, existing: [] }),
    ).toEqual({ action: "refuse" });
    expect(
      planItemDrop({ actorType: "monster", itemType: "feature", sameActor: false, existing: [] }),
    ).toEqual({
      action: "create",
      replace: [],
      fillVitals: false,
    });
  });

  it("R-HERO-STAMINA: a fresh hero's first class fills its stamina and recoveries", () => {
    const fresh = { actorType: "hero", itemType: "class", sameActor: false, existing: [], staminaValue: 0 };
    expect(planItemDrop(fresh)).toMatchObject({ action: "create", fillVitals: true });
    expect(planItemDrop({ ...fresh, staminaValue: 12 })).toMatchObject({ fillVitals: false });
    expect(planItemDrop({ ...fresh, existing })).toMatchObject({ replace: ["cl1"], fillVitals: false });
  });

  it("an unknown actor type refuses everything", () => {
    expect(
      planItemDrop({ actorType: "vehicle", itemType: "ability", sameActor: false, existing: [] }),
    ).toEqual({
      action: "refuse",
    });
  });
});
