import { beforeEach, describe, expect, it } from "vitest";
import { createActor, freshWorld } from "../harness/world.ts";
import type { SteelActor } from "../../src/documents/actor.ts";

beforeEach(freshWorld);

// Class and kit numbers come from the Heroes book, not the digest: R-HERO-… IDs are this project's.
const fury = {
  name: "Fury",
  type: "class",
  system: { stamina: { starting: 21, perLevel: 9 }, recoveries: 10, heroicResource: { name: "Ferocity" } },
};
const mountain = { name: "Mountain", type: "kit", system: { bonuses: { stamina: 9, stability: 2 } } };
const panther = { name: "Panther", type: "kit", system: { bonuses: { stamina: 6, speed: 1 } } };

const hero = (level: number, items: Record<string, unknown>[]) =>
  createActor({
    name: "Korva",
    type: "hero",
    system: { level, stamina: { value: 18, max: 18 }, recoveries: { value: 8, max: 8 } },
    items,
  });
const stored = (actor: SteelActor) =>
  actor.toObject().system as { stamina: { max: number }; recoveries: { max: number } };

describe("hero max stamina and recoveries from the class item", () => {
  it("R-HERO-STAMINA (Heroes book), R-ST-1, R-RC-1: a level 1 Fury in Mountain has 21 + 9 stamina", async () => {
    const actor = await hero(1, [fury, mountain]);
    expect(actor.system.stamina?.max).toBe(30);
    expect(actor.system.stamina?.winded).toBe(15);
    expect(actor.system.recoveries?.max).toBe(10);
    expect(actor.system.recoveries?.recoveryValue).toBe(10);
    expect(actor.system.editableMax).toBeNull();
    // Nothing is written: the stored numbers stay as they were.
    expect(stored(actor).stamina.max).toBe(18);
    expect(stored(actor).recoveries.max).toBe(8);
  });

  it("R-HERO-STAMINA, R-MO-6: at level 5 (echelon 2) the class adds 4 levels and the kit counts twice", async () => {
    const actor = await hero(5, [fury, mountain]);
    expect(actor.system.stamina?.max).toBe(21 + 9 * 4 + 9 * 2);
    expect(actor.system.stamina?.winded).toBe(37);
    expect(actor.system.recoveries?.recoveryValue).toBe(25);
  });

  it("R-HERO-STAMINA: without a class the stored max stays authoritative (plus the kit)", async () => {
    const bare = await hero(1, []);
    expect(bare.system.stamina?.max).toBe(18);
    expect(bare.system.recoveries?.max).toBe(8);
    expect(bare.system.editableMax).toEqual({ stamina: 18, recoveries: 8 });
    const kitted = await hero(4, [panther]);
    expect(kitted.system.stamina?.max).toBe(18 + 6 * 2);
    expect(kitted.system.editableMax).toEqual({ stamina: 18, recoveries: 8 });
  });

  it("R-HERO-STAMINA: swapping the kit re-derives max stamina and the other kit bonuses", async () => {
    const actor = await hero(1, [fury, mountain]);
    const old = actor.items.find((i) => i.type === "kit");
    await actor.deleteEmbeddedDocuments("Item", [old?.id ?? ""]);
    await actor.createEmbeddedDocuments("Item", [panther as Item.CreateData]);
    expect(actor.system.stamina?.max).toBe(27);
    expect(actor.system.stability).toBe(0);
    expect(actor.system.movement?.speed).toBe(6);
  });

  it("R-HERO-STAMINA: removing the class gives the stored max back", async () => {
    const actor = await hero(3, [fury]);
    expect(actor.system.stamina?.max).toBe(39);
    const cls = actor.items.find((i) => i.type === "class");
    await actor.deleteEmbeddedDocuments("Item", [cls?.id ?? ""]);
    expect(actor.system.stamina?.max).toBe(18);
    expect(actor.system.recoveries?.max).toBe(8);
  });
});

describe("two kits, level-scaled bonuses and the save threshold in the hero's prepared data", () => {
  // Official 0.11.1 kit numbers (Heroes book): Shining Armor and Sniper, the Field Arsenal quick build.
  const shiningArmor = {
    name: "Shining Armor",
    type: "kit",
    system: { bonuses: { stamina: 12, stability: 1, meleeDamage: [2, 2, 2] } },
  };
  const sniper = {
    name: "Sniper",
    type: "kit",
    system: { bonuses: { speed: 1, disengage: 1, rangedDamage: [0, 0, 4], rangedDistance: 10 } },
  };
  const tactician = {
    name: "Tactician",
    type: "class",
    system: { stamina: { starting: 21, perLevel: 9 }, recoveries: 10, heroicResource: { name: "Focus" } },
  };
  const fieldArsenal = { name: "Field Arsenal", type: "feature", system: { featureType: "class", kits: 2 } };

  it("R-HERO-KIT-TWO: a level 1 Tactician in Shining Armor and Sniper has 21 + 12 stamina, stability 1, speed 6, disengage 2, whatever the kits' order", async () => {
    for (const kits of [
      [shiningArmor, sniper],
      [sniper, shiningArmor],
    ]) {
      const actor = await hero(1, [tactician, fieldArsenal, ...kits]);
      expect(actor.system.stamina?.max).toBe(33);
      expect(actor.system.stability).toBe(1);
      expect(actor.system.movement?.speed).toBe(6);
      expect(actor.system.disengage).toBe(2);
      expect(actor.system.kitLimit).toBe(2);
      expect(actor.system.kits?.map((k) => k.name).sort()).toEqual(["Shining Armor", "Sniper"]);
    }
  });

  it("bonuses that scale with level follow a level change: +1 stability per level, fire immunity 1 per level", async () => {
    const actor = await hero(2, [tactician]);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Disciple of Earth",
        changes: [
          { key: "system.bonuses.perLevel.stability", mode: 2, value: "1" },
          { key: "system.bonuses.perLevel.immunities.fire", mode: 2, value: "1" },
        ],
      },
    ] as ActiveEffect.CreateData[]);
    expect(actor.system.stability).toBe(2);
    expect(actor.system.damage?.immunities.fire).toBe(2);
    await actor.update({ system: { level: 5 } });
    expect(actor.system.stability).toBe(5);
    expect(actor.system.damage?.immunities.fire).toBe(5);
    // Derived, not stored.
    expect((actor.toObject().system as { stability: number }).stability).toBe(0);
  });

  it("R-AB-11: an ancestry trait's effect sets the save threshold to 5 (mode DOWNGRADE); without one it is 6", async () => {
    const actor = await hero(1, []);
    expect(actor.system.bonuses?.saveThreshold).toBe(6);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Otherworldly Grace", changes: [{ key: "system.bonuses.saveThreshold", mode: 3, value: "5" }] },
    ] as ActiveEffect.CreateData[]);
    expect(actor.system.bonuses?.saveThreshold).toBe(5);
  });
});
