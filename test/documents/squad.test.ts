import { beforeEach, describe, expect, it } from "vitest";
import { SteelCombatantGroup, groupOf } from "../../src/documents/combatant-group.ts";
import { createActor, freshWorld, squadOf, startCombat } from "../harness/world.ts";

beforeEach(freshWorld);

describe("minion squads", () => {
  it("R-MN-2: squad creation data pools individual stamina × members", () => {
    expect(SteelCombatantGroup.squadData("Spinecleavers", 5, 8)).toEqual({
      name: "Spinecleavers",
      type: "squad",
      system: { individualStamina: 5, startingMembers: 8, pool: 40 },
    });
  });

  it("R-MN-3: alive follows the pool (deaths at 35, 30, … for eight 5-stamina minions)", async () => {
    const minion = await createActor({
      name: "Spinecleaver",
      type: "monster",
      system: { organization: "minion" },
    });
    const combat = startCombat();
    const { group } = squadOf(combat, SteelCombatantGroup.squadData("Spinecleavers", 5, 8), [minion]);
    expect(group.system).toMatchObject({ pool: 40, maxPool: 40, alive: 8 });
    await group.update({ system: { pool: 35 } });
    expect(group.system.alive).toBe(7);
    await group.update({ system: { pool: 31 } });
    expect(group.system.alive).toBe(7);
    await group.update({ system: { pool: 0 } });
    expect(group.system.alive).toBe(0);
  });

  it("finds the squad whether the combatant holds the group document or, as stored in v13 source, its id", async () => {
    const minion = await createActor({
      name: "Spinecleaver",
      type: "monster",
      system: { organization: "minion" },
    });
    const combat = startCombat();
    const { group } = squadOf(combat, SteelCombatantGroup.squadData("Spinecleavers", 5, 4), [minion]);
    const [combatant] = combat.getCombatantsByActor(minion.id ?? "");
    // Harness combatants stand in for fvtt-types' Combatant.Implementation.
    expect(combatant && groupOf(combatant as never)).toBe(group);
    // A combatant whose group is still the source id resolves it through its combat.
    const sourceForm = { group: group.id, parent: combat };
    // Only the two fields groupOf reads are needed to stand for a combatant here.
    expect(groupOf(sourceForm as never)).toBe(group);
    expect(minion.squad).toBe(group);
  });

  it("R-MN-2: the Director sets the pool by hand, never above individual stamina × members nor below 0", async () => {
    const minion = await createActor({
      name: "Spinecleaver",
      type: "monster",
      system: { organization: "minion" },
    });
    const combat = startCombat();
    const { group } = squadOf(combat, SteelCombatantGroup.squadData("Spinecleavers", 5, 8), [minion]);
    await group.setPool(23);
    expect(group.system).toMatchObject({ pool: 23, alive: 5 });
    await group.setPool(100);
    expect(group.system).toMatchObject({ pool: 40, alive: 8 });
    await group.setPool(-3);
    expect(group.system).toMatchObject({ pool: 0, alive: 0 });
  });
});
