import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { chatMessages, resetHarness } from "../harness/combat-flow.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";
import { finishEncounter, victoryRows } from "../../src/documents/combat/end-combat.ts";
import { readMalice } from "../../src/documents/combat/malice.ts";
import { takeRespite } from "../../src/documents/combat/respite.ts";

beforeEach(() => {
  resetHarness();
});

// The harness actor is the runtime Actor; the services take Foundry's type.
const asActor = (a: unknown) => a as Actor.Implementation;

describe("end of combat and respite", () => {
  it("R-VX-1: the victories dialog defaults to 1 for surviving heroes when the objective is met", async () => {
    const s = scenario();
    const alive = hero("Alive");
    const dead = hero("Dead", { stamina: -10 });
    s.add(alive);
    s.add(dead);
    s.add(monster("M"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    expect(victoryRows(s.combat, true).map((r) => [r.name, r.award])).toEqual([
      ["Alive", 1],
      ["Dead", 0],
    ]);
    expect(victoryRows(s.combat, false).map((r) => r.award)).toEqual([0, 0]);
  });

  it("R-CB-16: effects end except winded/unconscious/dying; surges, temporary stamina and Malice are lost", async () => {
    const s = scenario();
    const a = hero("A", { victories: 2 });
    a.system["surges"] = 3;
    (a.system["stamina"] as Record<string, number>)["temporary"] = 5;
    s.add(a);
    s.add(monster("M"));
    const slowed = s.effect(a, "Slowed", { statuses: ["slowed"], duration: "save" });
    const winded = s.effect(a, "Winded", { statuses: ["winded"] });
    const blessing = s.effect(a, "Kit bonus", {});
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    expect(readMalice().value).toBeGreaterThan(0);
    await finishEncounter(s.combat, { [a.id]: 1 });
    expect(a.system["victories"]).toBe(3);
    expect(a.system["surges"]).toBe(0);
    expect((a.system["stamina"] as Record<string, number>)["temporary"]).toBe(0);
    expect(slowed.deleted).toBe(true);
    expect(winded.deleted).toBe(false);
    expect(blessing.deleted).toBe(false);
    expect(readMalice().value).toBe(0);
  });

  it("R-VX-2: a respite restores stamina and recoveries and turns victories into XP", async () => {
    const a = hero("A", { victories: 4, stamina: 3 });
    a.system["xp"] = 10;
    a.system["recoveries"] = { value: 1, max: 8 };
    await takeRespite([asActor(a)]);
    expect(a.system["xp"]).toBe(14);
    expect(a.system["victories"]).toBe(0);
    expect((a.system["stamina"] as Record<string, number>)["value"]).toBe(20);
    expect((a.system["recoveries"] as Record<string, number>)["value"]).toBe(8);
  });
});

describe("turn hooks", () => {
  it("R-AB-8: a hero gains its class's heroic resource at the start of each turn", async () => {
    const s = scenario();
    const fury = hero("Fury", { gain: "2" });
    const f = s.add(fury);
    s.add(monster("M"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    await s.combat.takeTurn(f.id);
    expect((fury.system["heroicResource"] as Record<string, number>)["value"]).toBe(2);
  });

  it("R-AB-11: EoT effects end at the end of the creature's turn; save-ends effects prompt a save", async () => {
    const s = scenario();
    const a = hero("A");
    const c = s.add(a);
    s.add(monster("M"));
    const dazed = s.effect(a, "Dazed", { statuses: ["dazed"], duration: "eot" });
    const bleeding = s.effect(a, "Bleeding", { statuses: ["bleeding"], duration: "save" });
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    await s.combat.takeTurn(c.id);
    await s.combat.endTurn();
    expect(dazed.deleted).toBe(true);
    expect(bleeding.deleted).toBe(false);
    expect(chatMessages).toHaveLength(1);
    expect(String(chatMessages[0]?.["content"])).toContain("Bleeding");
  });
});
