/**
 * Official ActiveEffects arrive with their changes on Steelbound's paths. Synthetic sources in
 * the official shape (our own names and numbers, no official text).
 */
import { describe, expect, it } from "vitest";
import { convertItem, type JsonObject } from "../../src/import/official/index.ts";
import { mapEffectChange } from "../../src/import/official/effect-paths.ts";

const change = (key: string, value: string, mode = 2) => ({ key, mode, value, priority: null });

function kitWith(effects: JsonObject[]): JsonObject {
  return {
    _id: "TestKit000000001",
    name: "Test Kit",
    type: "kit",
    system: {
      bonuses: { stamina: 3, speed: 1, stability: 0, disengage: 0 },
      equipment: { armor: "light", weapon: ["medium"], shield: false },
      description: { value: "<p>A made-up kit.</p>" },
    },
    effects,
  };
}

function effect(id: string, changes: JsonObject[], extra: JsonObject = {}): JsonObject {
  return {
    _id: id,
    name: `Effect ${id}`,
    img: "icons/svg/aura.svg",
    type: "base",
    system: { end: { type: "", roll: "1d10" } },
    changes,
    disabled: false,
    transfer: true,
    statuses: [],
    description: "",
    ...extra,
  };
}

describe("official effect paths → Steelbound paths", () => {
  it("maps creature paths onto Steelbound's fields, keeping the mode", () => {
    expect(mapEffectChange(change("system.movement.value", "1"))).toEqual({
      change: { key: "system.movement.speed", mode: 2, value: "1" },
    });
    expect(mapEffectChange(change("system.damage.immunities.fire", "5", 4))).toEqual({
      change: { key: "system.damage.immunities.fire", mode: 4, value: "5" },
    });
    // The data's misspellings of weaknesses land on the same field.
    expect(mapEffectChange(change("system.damage.weakness.holy", "3"))).toMatchObject({
      change: { key: "system.damage.weaknesses.holy" },
    });
    expect(mapEffectChange(change("system.stamina.bonuses.echelon", "6"))).toMatchObject({
      change: { key: "system.bonuses.stamina.echelon" },
    });
    expect(mapEffectChange(change("system.hero.renown", "1"))).toMatchObject({
      change: { key: "system.renown" },
    });
    expect(mapEffectChange(change("system.statuses.immunities", "slowed"))).toMatchObject({
      change: { key: "system.conditionImmunities" },
    });
    expect(mapEffectChange(change("system.combat.turns", "2", 4))).toEqual({
      change: { key: "system.turns", mode: 5, value: "2" },
    });
    expect(mapEffectChange(change("power.roll.edges", "1"))).toMatchObject({
      change: { key: "ability.edges" },
    });
    // R-AB-11: "succeed on a 5 or higher" (the high elf's Otherworldly Grace) is the bearer's threshold.
    // R-MV-13: an object's square footprint in words is its size (the official Snare Trap: 3 by 3).
    expect(mapEffectChange(change("system.combat.size.text", "3 squares by 3 squares", 5))).toEqual({
      change: { key: "system.size.value", mode: 5, value: "3" },
    });
    expect(mapEffectChange(change("system.combat.size.text", "2 squares by 4 squares", 5))).toHaveProperty(
      "why",
    );
    expect(mapEffectChange(change("system.combat.save.threshold", "5", 5))).toEqual({
      change: { key: "system.bonuses.saveThreshold", mode: 5, value: "5" },
    });
    // R-AB-11: "+1 to saving throws" (the Conduit's Bastion Ward; the Sun domain's Inner Light writes the key
    // without "system.") is what the bearer adds to the d10, the official add kept.
    expect(mapEffectChange(change("system.combat.save.bonus", "1", 2))).toEqual({
      change: { key: "system.bonuses.saveBonus", mode: 2, value: "1" },
    });
    expect(mapEffectChange(change("combat.save.bonus", "1", 2))).toEqual({
      change: { key: "system.bonuses.saveBonus", mode: 2, value: "1" },
    });
  });

  it("says why a path has no Steelbound home", () => {
    const why = (key: string) => {
      const mapped = mapEffectChange(change(key, "1"));
      return "why" in mapped ? mapped.why : "";
    };
    expect(why("system.combat.initiativeThreshold")).toMatch(/initiative threshold/);
    expect(why("system.something.else")).toMatch(/no Steelbound data path/);
  });

  it("a kit's effects come along with mapped changes; an unmapped change is listed, the rest kept", () => {
    const result = convertItem(
      kitWith([
        effect("KitEffect0000001", [
          change("system.stamina.bonuses.echelon", "3"),
          change("system.combat.initiativeThreshold", "5", 5),
        ]),
        effect("KitEffect0000002", [change("damage.bonuses.value", "2"), change("power.roll.edges", "1")], {
          type: "abilityModifier",
          system: { end: { type: "" }, filters: { keywords: ["Melee", "weapon"] } },
        }),
        effect("KitEffect0000003", [], {
          statuses: ["slowed", "glowing"],
          system: { end: { type: "turn" } },
        }),
      ]),
    );
    const effects = result.document["effects"] as JsonObject[];
    expect(effects).toHaveLength(3);
    expect(effects[0]).toMatchObject({
      _id: "KitEffect0000001",
      transfer: true,
      changes: [{ key: "system.bonuses.stamina.echelon", mode: 2, value: "3" }],
    });
    expect(effects[1]).toMatchObject({
      changes: [
        { key: "ability.damage", mode: 2, value: "2" },
        { key: "ability.edges", mode: 2, value: "1" },
      ],
      flags: { steelbound: { abilityKeywords: ["melee", "weapon"] } },
    });
    expect(effects[2]).toMatchObject({ statuses: ["slowed"], flags: { steelbound: { duration: "eot" } } });
    const notes = result.unmapped.filter((u) => u.field.startsWith("effects."));
    expect(notes.map((u) => u.field)).toEqual([
      "effects.KitEffect0000001.changes.1",
      "effects.KitEffect0000003.statuses",
    ]);
    expect(notes[0]?.why).toMatch(/initiative threshold/);
    expect(notes[1]?.why).toMatch(/glowing/);
  });
});

describe("careers, treasure projects, prerequisites, epic resources", () => {
  it("R-DT-2: a treasure keeps its crafting project; its prerequisites land on the item", () => {
    const result = convertItem({
      _id: "TestTreasure0001",
      name: "Test Lantern",
      type: "treasure",
      system: {
        category: "trinket",
        echelon: 1,
        keywords: ["magic"],
        description: { value: "" },
        prerequisites: { value: "Own a lamp.", level: 2, dsid: ["test-lamp"] },
        project: {
          prerequisites: "A jar of fireflies",
          source: "Texts in a made-up tongue",
          rollCharacteristic: ["reason", "intuition"],
          yield: { amount: "1d3", display: "" },
          goal: 30,
        },
      },
    });
    expect(result.document["system"]).toMatchObject({
      prerequisites: { text: "Own a lamp.", level: 2, items: ["test-lamp"] },
      project: {
        goal: 30,
        prerequisite: "A jar of fireflies",
        projectSource: "Texts in a made-up tongue",
        characteristics: ["reason", "intuition"],
        yield: "1d3",
      },
    });
    expect(result.unmapped.filter((u) => /project|prerequisite/.test(u.field))).toEqual([]);
  });

  it("a class names its epic resource", () => {
    const result = convertItem({
      _id: "TestClass0000001",
      name: "Test Class",
      type: "class",
      system: {
        primary: "Zeal",
        epic: "Glory",
        description: { value: "" },
        stamina: {},
        characteristics: {},
      },
    });
    expect(result.document["system"]).toMatchObject({
      epicResource: "Glory",
      heroicResource: { name: "Zeal" },
    });
  });
});
