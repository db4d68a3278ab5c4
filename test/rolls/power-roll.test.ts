import { queueDice, type StandInRollJSON } from "../harness/rolls.ts";
import { describe, expect, it } from "vitest";
import { PowerRoll } from "../../src/rolls/power-roll.ts";
import { registerRolls } from "../../src/config/rolls.ts";

async function rolled(dice: [number, number], options: Parameters<typeof PowerRoll.build>[0] = {}) {
  queueDice(...dice);
  const roll = PowerRoll.build({ characteristicValue: 2, ...options });
  await roll.evaluate();
  return roll;
}

describe("PowerRoll", () => {
  it("R-PR-1: rolls 2d10 plus the characteristic and bonus (Dice So Nice sees plain 2d10)", async () => {
    const roll = await rolled([4, 5], { bonus: 1 });
    expect(roll.formula).toBe("2d10 + 2 + 1");
    expect(roll.total).toBe(12);
    expect(roll.naturalDice).toEqual([4, 5]);
    expect(PowerRoll.build({ characteristicValue: -1 }).formula).toBe("2d10 - 1");
  });

  it("R-PR-10: one roll, a tier per target from that target's edges and banes", async () => {
    const roll = await rolled([6, 5]); // natural 11, total 13 → tier 2
    expect(roll.resolve({ edges: 0, banes: 0 }).tier).toBe(2);
    expect(roll.resolve({ edges: 2, banes: 0 }).tier).toBe(3); // double edge: tier up (R-PR-3)
    expect(roll.resolve({ edges: 0, banes: 2 }).tier).toBe(1); // double bane: tier down
    expect(roll.resolve({ edges: 1, banes: 0 }).total).toBe(15);
    expect(roll.resolve({ edges: 0, banes: 1, bonus: -1 }).total).toBe(10);
  });

  it("R-PR-6: a natural 19 or 20 is tier 3 whatever the banes", async () => {
    const roll = await rolled([10, 9], { characteristicValue: -5 });
    expect(roll.resolve({ edges: 0, banes: 2 })).toMatchObject({ tier: 3, critical: true });
  });

  it("R-PR-7: automatic tiers come from the roll's options", async () => {
    const roll = await rolled([1, 1], { automaticTiers: [3] });
    expect(roll.resolve().tier).toBe(3);
  });

  it("R-TS-1: a test shows its outcome for the chosen difficulty", async () => {
    const roll = await rolled([6, 5], { kind: "test" }); // 13
    expect(roll.testOutcome("easy")).toBe("success");
    expect(roll.testOutcome("medium")).toBe("successWithConsequence");
    expect(roll.testOutcome("hard")).toBe("failure");
  });

  it("R-DT-1: a project roll gives project points", async () => {
    const roll = await rolled([3, 4], { kind: "project", characteristicValue: 2 });
    expect(roll.projectPoints()).toEqual({ points: 9, breakthrough: false });
  });

  it("refuses to resolve before evaluation", () => {
    const roll = PowerRoll.build({});
    expect(roll.naturalDice).toBeNull();
    expect(() => roll.resolve()).toThrow(/evaluated/);
    expect(() => roll.projectPoints()).toThrow(/evaluated/);
  });

  it("survives a chat message round trip (reload / late joiner) once registered", async () => {
    registerRolls();
    registerRolls(); // idempotent
    const roll = await rolled([8, 9], { characteristic: "might", bonus: 1, edges: 1 });
    const json = JSON.parse(JSON.stringify(roll.toJSON())) as StandInRollJSON;
    const restored = Roll.fromData(json as unknown as Roll.Data); // the stand-in's JSON shape is Foundry's
    expect(restored).toBeInstanceOf(PowerRoll);
    if (!(restored instanceof PowerRoll)) return;
    expect(restored.power).toMatchObject({
      characteristic: "might",
      characteristicValue: 2,
      bonus: 1,
      edges: 1,
    });
    expect(restored.resolve()).toEqual(roll.resolve());
  });
});
