import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { ProjectModel } from "../../src/data/item/project.ts";
import { createActor, freshWorld, buildModel } from "../harness/world.ts";

beforeEach(freshWorld);

const hero = (system: Record<string, unknown> = {}, items: Record<string, unknown>[] = []) =>
  createActor({ name: "Korva", type: "hero", system, items });

describe("hero derived data", () => {
  it("R-ST-1, R-RC-1: winded value is half and recovery value a third of max stamina, rounded down", async () => {
    const actor = await hero({ stamina: { value: 21, max: 21 }, recoveries: { value: 8, max: 8 } });
    expect(actor.system.stamina?.winded).toBe(10);
    expect(actor.system.recoveries?.recoveryValue).toBe(7);
    expect(actor.system.stamina?.condition).toBe("healthy");
  });

  it("R-ST-1…R-ST-2: stamina condition goes healthy → winded → dying → dead", async () => {
    const at = async (value: number) =>
      (await hero({ stamina: { value, max: 20 } })).system.stamina?.condition;
    expect(await at(11)).toBe("healthy");
    expect(await at(10)).toBe("winded");
    expect(await at(0)).toBe("dying");
    expect(await at(-9)).toBe("dying");
    expect(await at(-10)).toBe("dead");
  });

  it("R-AB-6, R-MO-6: potency from the highest characteristic and echelon from level", async () => {
    const actor = await hero({ level: 4, characteristics: { might: 2, agility: 3, reason: -1 } });
    expect(actor.system.highestCharacteristic).toBe(3);
    expect(actor.system.potency).toEqual({ weak: 1, average: 2, strong: 3 });
    expect(actor.system.echelon).toBe(2);
  });

  it("folds kit bonuses into max stamina, speed, stability and disengage", async () => {
    const actor = await hero({ stamina: { value: 18, max: 18 }, stability: 0, disengage: 1 }, [
      {
        name: "Mountain",
        type: "kit",
        system: { bonuses: { stamina: 9, speed: 1, stability: 2, disengage: 1 } },
      },
    ]);
    expect(actor.system.stamina?.max).toBe(27);
    expect(actor.system.movement?.speed).toBe(6);
    expect(actor.system.stability).toBe(2);
    expect(actor.system.disengage).toBe(2);
    // The stored value is unchanged: the bonus is derived every time data is prepared.
    expect((actor.toObject().system as { stamina: { max: number } }).stamina.max).toBe(18);
  });

  it("exposes its ancestry, culture, career, class, subclass and kit items (or null)", async () => {
    const actor = await hero({}, [
      { name: "Dwarf", type: "ancestry" },
      { name: "Fury", type: "class", system: { heroicResource: { name: "ferocity" } } },
    ]);
    expect(actor.system.ancestry?.name).toBe("Dwarf");
    expect(actor.system.class?.name).toBe("Fury");
    expect(actor.system.kit).toBeNull();
  });
});

describe("monster and retainer derived data", () => {
  it("R-MN-2: a minion is never winded; R-ST-3: a Director creature is dead at 0", async () => {
    const minion = await createActor({
      name: "Spinecleaver",
      type: "monster",
      system: { organization: "minion", role: "brute", stamina: { value: 2, max: 5 } },
    });
    expect(minion.system.isMinion).toBe(true);
    expect(minion.system.stamina?.condition).toBe("healthy");
    const brute = await createActor({
      name: "Ogre",
      type: "monster",
      system: { stamina: { value: 0, max: 40 } },
    });
    expect(brute.system.stamina?.condition).toBe("dead");
  });

  it("R-CB-18: leaders and solos are villains", async () => {
    const leader = await createActor({ name: "Boss", type: "monster", system: { organization: "leader" } });
    const platoon = await createActor({
      name: "Scout",
      type: "monster",
      system: { organization: "platoon" },
    });
    expect(leader.system.isVillain).toBe(true);
    expect(platoon.system.isVillain).toBe(false);
  });

  it("R-RT-4: a retainer is dying at 0 and dead at −(half max), like a hero", async () => {
    const retainer = await createActor({
      name: "Sera",
      type: "retainer",
      system: { stamina: { value: -5, max: 12 } },
    });
    expect(retainer.system.stamina?.condition).toBe("dying");
    expect(retainer.system.recoveries?.recoveryValue).toBe(4);
  });

  it("R-RT-6: a retainer's roll data reads its mentor's level and characteristics", async () => {
    const mentor = await hero({ level: 3, characteristics: { might: 2 } });
    const retainer = await createActor({ name: "Sera", type: "retainer", system: { mentor: mentor.uuid } });
    const data = retainer.getRollData() as { mentor: { level: number; characteristics: { might: number } } };
    expect(data.mentor.level).toBe(3);
    expect(data.mentor.characteristics.might).toBe(2);
  });
});

describe("item derived data", () => {
  it("an ability knows whether it is a signature ability and whether it has a power roll", () => {
    const ability = buildModel(AbilityModel, {
      category: "signature",
      power: { characteristics: ["might"] },
    });
    ability.prepareDerivedData();
    expect(ability.isSignature).toBe(true);
    expect(ability.hasPowerRoll).toBe(true);
    expect(ability.actionLabelKey).toBe("STEELBOUND.AbilityType.main");
  });

  it("R-DT-2: a project's progress is its points over its goal, capped at 1", () => {
    const project = buildModel(ProjectModel, { goal: 30, points: 12 });
    project.prepareDerivedData();
    expect(project.progress).toBeCloseTo(0.4);
  });
});

describe("villain actions and Malice features", () => {
  it("R-CB-18, R-ML-4: a leader lists its villain actions in order and its Malice features", async () => {
    const leader = await createActor({
      name: "Goblin Underboss",
      type: "monster",
      system: { organization: "leader" },
      items: [
        { name: "Ultimate", type: "ability", system: { type: "villain", villainAction: 3 } },
        { name: "Opener", type: "ability", system: { type: "villain", villainAction: 1 } },
        { name: "Strike", type: "ability", system: { category: "signature" } },
        { name: "Crowd Control", type: "ability", system: { type: "villain", villainAction: 2 } },
        { name: "Swarm", type: "feature", system: { featureType: "malice", cost: { malice: 3 } } },
      ],
    });
    expect(leader.system.villainActions?.map((i) => i.name)).toEqual(["Opener", "Crowd Control", "Ultimate"]);
    expect(leader.system.maliceFeatures?.map((i) => i.name)).toEqual(["Swarm"]);
  });
});
