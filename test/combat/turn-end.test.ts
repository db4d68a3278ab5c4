import { describe, expect, it } from "vitest";
import { saveEnds, timedEffects, turnEndPlan } from "../../src/documents/combat/turn-end.ts";

const effect = (id: string, duration: unknown) => ({ id, name: id, flags: { steelbound: { duration } } });

describe("effect durations at the end of a creature's turn", () => {
  const effects = timedEffects([
    effect("slowedEoT", "eot"),
    effect("proneSave", "save"),
    effect("weakenedEnc", "encounter"),
    effect("manual", undefined),
    { id: "noFlags", name: "noFlags", flags: null },
    { id: null, name: "unsaved", flags: {} },
  ]);

  it("reads the Draw Steel duration written on each effect", () => {
    expect(effects.map((e) => [e.id, e.duration])).toEqual([
      ["slowedEoT", "eot"],
      ["proneSave", "save"],
      ["weakenedEnc", "encounter"],
      ["manual", null],
      ["noFlags", null],
    ]);
  });

  it("R-AB-11: EoT effects end at the end of the creature's own turn; save-ends effects call for a save", () => {
    const plan = turnEndPlan(effects);
    expect(plan.expire.map((e) => e.id)).toEqual(["slowedEoT"]);
    expect(plan.saves.map((e) => e.id)).toEqual(["proneSave"]);
  });

  it("R-ST-2: while dying, bleeding neither expires nor calls for a save; other effects still do", () => {
    const bleeding = timedEffects([
      {
        id: "bleedEoT",
        name: "Bleeding",
        flags: { steelbound: { duration: "eot" } },
        statuses: ["bleeding"],
      },
      {
        id: "bleedSave",
        name: "Bleeding",
        flags: { steelbound: { duration: "save" } },
        statuses: ["bleeding"],
      },
      ...effects.map((e) => ({ id: e.id, name: e.name, flags: { steelbound: { duration: e.duration } } })),
    ]);
    const dying = turnEndPlan(bleeding, { dying: true });
    expect(dying.expire.map((e) => e.id)).toEqual(["slowedEoT"]);
    expect(dying.saves.map((e) => e.id)).toEqual(["proneSave"]);
    const alive = turnEndPlan(bleeding, { dying: false });
    expect(alive.expire.map((e) => e.id)).toEqual(["bleedEoT", "slowedEoT"]);
    expect(alive.saves.map((e) => e.id)).toEqual(["bleedSave", "proneSave"]);
  });

  it("R-AB-11: a saving throw of 6 or more ends the effect", () => {
    expect([1, 5, 6, 10].map((d10) => saveEnds(d10))).toEqual([false, false, true, true]);
  });
});
