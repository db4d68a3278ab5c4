import { beforeEach, describe, expect, it } from "vitest";
import type { SteelActor } from "../../src/documents/actor.ts";
import { callsFor, resetCalls } from "../harness/calls.ts";
import { createActor, freshWorld, squadOf, startCombat } from "../harness/world.ts";

beforeEach(freshWorld);

const hero = (stamina: Record<string, number>, damage: Record<string, unknown> = {}) =>
  createActor({ name: "Korva", type: "hero", system: { stamina, damage } });

const spinecleaver = () =>
  createActor({
    name: "Goblin Spinecleaver",
    type: "monster",
    system: { organization: "minion", role: "brute", stamina: { value: 5, max: 5 }, freeStrike: 2 },
  });

function statuses(actor: SteelActor): string[] {
  return [...actor.statuses].sort();
}

describe("takeDamage on a hero", () => {
  it("R-DM-3: weakness is added before immunity, in one update", async () => {
    const actor = await hero({ value: 30, max: 30 }, { weaknesses: { fire: 5 } });
    resetCalls();
    const report = await actor.takeDamage(10, { type: "fire" });
    expect(report).toMatchObject({ dealt: 15, target: "stamina", killed: 0 });
    expect(actor.system.stamina?.value).toBe(15);
    expect(callsFor(actor.uuid, "update")).toHaveLength(1);
  });

  it("R-DM-2: fire immunity 5 turns 8 fire into 3; immunity all ignores it", async () => {
    const actor = await hero({ value: 30, max: 30 }, { immunities: { fire: 5 }, immuneAll: ["poison"] });
    await actor.takeDamage(8, { type: "fire" });
    expect(actor.system.stamina?.value).toBe(27);
    await actor.takeDamage(12, { type: "poison" });
    expect(actor.system.stamina?.value).toBe(27);
  });

  it("R-ST-4: temporary stamina absorbs damage first (10 temporary, 16 damage → stamina −6 below)", async () => {
    const actor = await hero({ value: 20, max: 20, temporary: 10 });
    await actor.takeDamage(16);
    expect(actor.system.stamina).toMatchObject({ value: 14, temporary: 0 });
  });

  it("R-ST-1, R-ST-2: winded, then dying and bleeding, then dead — status effects follow stamina", async () => {
    const actor = await hero({ value: 20, max: 20 });
    await actor.takeDamage(10);
    expect(statuses(actor)).toEqual(["winded"]);
    await actor.takeDamage(12);
    expect(actor.system.stamina?.condition).toBe("dying");
    expect(statuses(actor)).toEqual(["bleeding", "dying"]);
    await actor.takeDamage(8);
    expect(statuses(actor)).toEqual(["dead"]);
    expect(actor.effects.find((e) => e.statuses.has("dead"))?.getFlag("core", "overlay")).toBe(true);
  });

  it("keeps stamina statuses in sync in at most one delete and one create per change", async () => {
    const actor = await hero({ value: 20, max: 20 });
    await actor.takeDamage(12);
    resetCalls();
    await actor.takeDamage(10);
    expect(callsFor(actor.uuid, "deleteEmbeddedDocuments")).toHaveLength(1);
    expect(callsFor(actor.uuid, "createEmbeddedDocuments")).toHaveLength(1);
  });

  it("healing a dying hero removes dying and the bleeding it caused, but keeps other bleeding", async () => {
    const actor = await hero({ value: 2, max: 20, temporary: 0 });
    await actor.takeDamage(5);
    expect(statuses(actor)).toEqual(["bleeding", "dying"]);
    await actor.heal(30);
    expect(actor.system.stamina?.value).toBe(20);
    expect(statuses(actor)).toEqual([]);
  });
});

describe("takeDamage on Director creatures", () => {
  it("R-ST-3: a monster at 0 stamina is dead (with the defeated overlay)", async () => {
    const ogre = await createActor({
      name: "Ogre",
      type: "monster",
      system: { stamina: { value: 10, max: 40 } },
    });
    const report = await ogre.takeDamage(12, { type: "cold", source: "Actor.abcdefghijklmnop" });
    expect(report).toMatchObject({ dealt: 12, condition: "dead", source: "Actor.abcdefghijklmnop" });
    expect(statuses(ogre)).toEqual(["dead"]);
  });

  it("R-MN-2: a minion outside any squad takes damage to its own stamina", async () => {
    const minion = await spinecleaver();
    await minion.takeDamage(3);
    expect(minion.system.stamina?.value).toBe(2);
  });

  it("R-MN-3: damage to a minion in a squad goes to the shared pool and kills the one hit first", async () => {
    const minions = await Promise.all([spinecleaver(), spinecleaver(), spinecleaver()]);
    const [first, second, third] = minions;
    const combat = startCombat();
    const { group } = squadOf(
      combat,
      {
        name: "Spinecleavers",
        type: "squad",
        system: { individualStamina: 5, pool: 15, startingMembers: 3 },
      },
      minions,
    );
    resetCalls();

    const report = await second.takeDamage(7);
    expect(report).toMatchObject({ target: "squad", dealt: 7, killed: 1, condition: "dead" });
    expect(group.system.pool).toBe(8);
    expect(group.system.alive).toBe(2);
    expect(callsFor(group.uuid, "update")).toHaveLength(1);
    expect(statuses(second)).toEqual(["dead"]);
    expect(statuses(first)).toEqual([]);
    // The minion's own stamina is untouched: the squad holds it (R-MN-2).
    expect(second.system.stamina?.value).toBe(5);

    await third.takeDamage(10);
    expect(group.system.pool).toBe(0);
    expect(statuses(first)).toEqual(["dead"]);
    expect(statuses(third)).toEqual(["dead"]);
  });

  it("R-MN-5: an area effect only kills minions inside the area", async () => {
    const minions = await Promise.all([spinecleaver(), spinecleaver(), spinecleaver(), spinecleaver()]);
    const combat = startCombat();
    const { group } = squadOf(
      combat,
      {
        name: "Spinecleavers",
        type: "squad",
        system: { individualStamina: 5, pool: 20, startingMembers: 4 },
      },
      minions,
    );
    await minions[0].takeDamage(6, { type: "fire", minionsInArea: 3 });
    expect(group.system.pool).toBe(5);
    expect(group.system.alive).toBe(1);
  });

  it("R-MN-6: the squad's immunity applies once per damage source", async () => {
    const minion = await createActor({
      name: "Ember Imp",
      type: "monster",
      system: { organization: "minion", stamina: { value: 4, max: 4 }, damage: { immunities: { fire: 2 } } },
    });
    const combat = startCombat();
    const { group } = squadOf(
      combat,
      { name: "Imps", type: "squad", system: { individualStamina: 4, pool: 16, startingMembers: 4 } },
      [minion],
    );
    await minion.takeDamage(6, { type: "fire" });
    expect(group.system.pool).toBe(12);
  });

  it("R-MN-2: minions regain no stamina and gain no temporary stamina", async () => {
    const minion = await spinecleaver();
    await minion.takeDamage(3);
    expect(await minion.heal(3)).toBe(0);
    await minion.gainTemporaryStamina(5);
    expect(minion.system.stamina).toMatchObject({ value: 2, temporary: 0 });
  });
});
