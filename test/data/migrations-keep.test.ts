/**
 * Migrations lose nothing. For every migration step, old data (down to the oldest shapes the
 * steps know) is lifted with every leaf value kept — at its new place, in `customSkills`, or in `legacy` —
 * and the migrated source loads strictly. World data is loaded non-strictly in v13 (DataModel.fromSource),
 * where an unknown SetField choice would be silently spliced out (v13 common/data/fields.mjs
 * SetField#_validateElements); the tests load both ways and require the same, complete result.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { HeroModel } from "../../src/data/actor/hero.ts";
import { MonsterModel } from "../../src/data/actor/monster.ts";
import { RetainerModel } from "../../src/data/actor/retainer.ts";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { KitModel } from "../../src/data/item/kit.ts";
import { ClassModel } from "../../src/data/item/class.ts";
import { TreasureModel } from "../../src/data/item/treasure.ts";
import { ITEM_MODELS } from "../../src/data/models.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

type Model = abstract new (...args: never[]) => unknown;

/**
 * Lifts `old` as stored world data is loaded (non-strict) and as a user-created document is (strict),
 * checks both keep every value and agree, and that the migrated source loads strictly unchanged.
 */
function migrate(model: Model, old: Plain): Plain {
  const loose = sourceOf(buildModel(model, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(model, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  // The migrated source is current data: it loads strictly and nothing moves again.
  expect(sourceOf(buildModel(model, deepClone(loose), { strict: true }))).toEqual(loose);
  return loose;
}

const legacyOf = (source: Plain) => source["legacy"] as { from: number; path: string; value: string }[];

describe("v0 → v1 (characteristic names, size object, skill keys, keyword lists) → v3", () => {
  it("a v0 hero: book skills become keys, other skills become custom skills as written", () => {
    const hero = migrate(HeroModel, {
      level: 2,
      characteristics: { m: 2, a: 1, r: 0, i: -1, p: 3 },
      size: "1S",
      skills: ["Handle Animals", "read person", "alchemy", "Basket Weaving", " Underwater Basketry "],
      customSkills: ["Juggling"],
      languages: ["Caelian"],
      biography: { value: "<p>Korva grew up on the docks.</p>" },
    });
    expect(hero["characteristics"]).toEqual({ might: 2, agility: 1, reason: 0, intuition: -1, presence: 3 });
    expect(hero["size"]).toEqual({ value: 1, letter: "S" });
    expect(hero["skills"]).toEqual(["handleAnimals", "readPerson", "alchemy"]);
    expect(hero["customSkills"]).toEqual(["Juggling", "Basket Weaving", "Underwater Basketry"]);
    expect(legacyOf(hero)).toEqual([]);
  });

  it("a v0 hero: a second score for a characteristic, an unknown movement type and an old key are kept in legacy", () => {
    const hero = migrate(HeroModel, {
      characteristics: { m: 2, might: 4 },
      movement: { speed: 6, types: ["walk", "glide"] },
      notes: "Owes the guild 40 gold",
    });
    expect(hero["characteristics"]).toMatchObject({ might: 4 });
    expect(hero["movement"]).toEqual({ speed: 6, types: ["walk"] });
    expect(legacyOf(hero)).toEqual([
      { from: 0, path: "characteristics.m", value: "2" },
      { from: 0, path: "movement.types", value: "glide" },
      { from: 0, path: "notes", value: "Owes the guild 40 gold" },
    ]);
  });

  it("a v0 monster: size string, keyword string; an unreadable size and unknown choices are kept", () => {
    const goblin = migrate(MonsterModel, {
      size: "2",
      keywords: "Humanoid, Goblin",
      organization: "boss",
      negotiation: { motivations: ["greed", "chaos"], interest: 3 },
      characteristics: { a: 2 },
    });
    expect(goblin["size"]).toEqual({ value: 2, letter: "M" });
    expect(goblin["keywords"]).toEqual(["humanoid", "goblin"]);
    expect(goblin["organization"]).toBe("platoon");
    expect(goblin["negotiation"]).toMatchObject({ motivations: ["greed"], interest: 3 });
    expect(legacyOf(goblin)).toEqual([
      { from: 0, path: "organization", value: "boss" },
      { from: 0, path: "negotiation.motivations", value: "chaos" },
    ]);
    const huge = migrate(MonsterModel, { size: "huge" });
    expect(huge["size"]).toEqual({ value: 1, letter: "M" });
    expect(legacyOf(huge)).toEqual([{ from: 0, path: "size", value: "huge" }]);
  });

  it("a v0 retainer: keywords and characteristics lifted; a mentor that is no Actor UUID is kept", () => {
    const retainer = migrate(RetainerModel, {
      keywords: "Humanoid",
      characteristics: { m: 1, p: -1 },
      role: "harrier",
      mentor: "Korva",
    });
    expect(retainer["mentor"]).toBeNull();
    expect(retainer["keywords"]).toEqual(["humanoid"]);
    expect(legacyOf(retainer)).toEqual([{ from: 0, path: "mentor", value: "Korva" }]);
  });

  it("a v0 ability: keyword string lifted; an unknown action type and a whole unknown condition entry are kept", () => {
    const condition = { condition: "poisoned", duration: "save" };
    const ability = migrate(AbilityModel, {
      keywords: "Melee, Strike, Weapon",
      type: "bonus",
      power: {
        characteristics: ["might"],
        tier1: { damage: { value: 3 }, conditions: [{ condition: "slowed" }, condition] },
      },
    });
    expect(ability["keywords"]).toEqual(["melee", "strike", "weapon"]);
    expect(ability["type"]).toBe("main");
    const tier1 = (ability["power"] as Plain)["tier1"] as { conditions: Plain[] };
    // The unknown condition is not turned into the default "slowed": it is kept whole.
    expect(tier1.conditions.map((c) => c["condition"])).toEqual(["slowed"]);
    expect(legacyOf(ability)).toEqual([
      { from: 0, path: "type", value: "bonus" },
      { from: 0, path: "power.tier1.conditions.1", value: JSON.stringify(condition) },
    ]);
  });

  it("a v0 treasure: keyword string lifted; an unknown category kept", () => {
    const ring = migrate(TreasureModel, { keywords: "Magic, Ring", category: "junk", quantity: 2 });
    expect(ring["keywords"]).toEqual(["magic", "ring"]);
    expect(legacyOf(ring)).toEqual([{ from: 0, path: "category", value: "junk" }]);
  });

  it("every item type at v0: a field the schema no longer has is kept", () => {
    for (const [type, model] of Object.entries(ITEM_MODELS)) {
      const item = migrate(model, { description: { value: `<p>${type}</p>` }, oldNote: `${type} note` });
      expect(legacyOf(item), type).toEqual([{ from: 0, path: "oldNote", value: `${type} note` }]);
    }
  });
});

describe("v1 → v2 (class gain per turn as a formula) → v3", () => {
  it("R-AB-8: a number becomes a formula; an unreadable formula and an unknown characteristic are kept", () => {
    const fury = migrate(ClassModel, {
      schemaVersion: 1,
      heroicResource: { name: "ferocity", gainPerTurn: 2 },
      primaryCharacteristics: ["might", "luck"],
    });
    expect(fury["heroicResource"]).toEqual({
      name: "ferocity",
      gainPerTurn: "2",
      floor: { base: 0, characteristic: "" }, // old data: the resource stops at 0
      triggers: [], // old data names no trigger ("gain 1 … when …")
    });
    expect(legacyOf(fury)).toEqual([{ from: 1, path: "primaryCharacteristics", value: "luck" }]);
    const talent = migrate(ClassModel, { schemaVersion: 1, heroicResource: { gainPerTurn: "lots" } });
    expect(talent["heroicResource"]).toMatchObject({ gainPerTurn: "" });
    expect(legacyOf(talent)).toEqual([{ from: 1, path: "heroicResource.gainPerTurn", value: "lots" }]);
  });
});

describe("v2 → v3 (legacy; stored values the schema rejects are kept)", () => {
  it("a v2 hero's unknown skill key becomes a custom skill instead of being dropped on load", () => {
    const hero = migrate(HeroModel, {
      schemaVersion: 2,
      skills: ["handleAnimals", "basketWeaving"],
      customSkills: ["Juggling"],
    });
    expect(hero["skills"]).toEqual(["handleAnimals"]);
    expect(hero["customSkills"]).toEqual(["Juggling", "basketWeaving"]);
  });

  it("R-DM-2: a v2 monster's unknown damage type in 'immunity all' is kept", () => {
    const monster = migrate(MonsterModel, { schemaVersion: 2, damage: { immuneAll: ["fire", "radiant"] } });
    expect((monster["damage"] as Plain)["immuneAll"]).toEqual(["fire"]);
    expect(legacyOf(monster)).toEqual([{ from: 2, path: "damage.immuneAll", value: "radiant" }]);
  });
});

describe("what is not migrated", () => {
  it("current data is not rescued: an unknown skill in current data is still rejected", () => {
    expect(() => buildModel(HeroModel, { schemaVersion: SCHEMA_VERSION, skills: ["basketWeaving"] })).toThrow(
      /skills/,
    );
  });

  it("update changes are migrated (v13 ClientDatabaseBackend#preUpdateDocumentArray) but never rewrite customSkills or legacy", () => {
    const changes: Plain = { skills: ["Basket Weaving"] };
    HeroModel.migrateData(changes);
    HeroModel.cleanData(changes, { partial: true });
    expect(changes).not.toHaveProperty("customSkills");
    expect(changes).not.toHaveProperty("legacy");
    // The same change applied to a hero is rejected, as any invalid edit is.
    // Typed as the loose object a sheet or macro may send; fvtt-types only admits valid skill keys.
    const hero = buildModel(HeroModel, { schemaVersion: SCHEMA_VERSION }) as unknown as {
      updateSource(changes: object): unknown;
    };
    expect(() => hero.updateSource({ skills: ["Basket Weaving"] })).toThrow(/skills/);
  });
});

describe("v3 data and the new shape fields (no migration step: each new field has a default)", () => {
  it("a v3 ability with conditions loads strictly with no custom effects; a v3 monster follows its organization's turns; a v3 kit has no equipment", () => {
    const tier = {
      damage: { value: 3, characteristic: true, type: "fire" },
      conditions: [
        { condition: "slowed", potency: { characteristic: "might", strength: "weak" }, duration: "eot" },
      ],
      forced: { kind: "", distance: 0, vertical: false },
      text: "",
    };
    const ability = migrate(AbilityModel, {
      schemaVersion: 3,
      type: "villain",
      villainAction: 2,
      power: { characteristics: ["might"], tier1: tier, tier2: tier, tier3: tier },
    });
    const power = ability["power"] as Record<string, Plain>;
    expect(power["tier2"]?.["customEffects"]).toEqual([]);
    // Every v3 value kept; the tier-shape fields (potency offset/value, otherwise) take their defaults.
    expect(power["tier2"]?.["conditions"]).toEqual([
      {
        condition: "slowed",
        potency: { characteristic: "might", strength: "weak", offset: 0, value: 0 },
        duration: "eot",
        otherwise: { condition: "", duration: "eot" },
      },
    ]);
    expect(ability["villainAction"]).toBe(2);
    expect(migrate(MonsterModel, { schemaVersion: 3, organization: "solo" })["turns"]).toBeNull();
    expect(migrate(KitModel, { schemaVersion: 3 })["equipment"]).toEqual({
      armor: "",
      shield: false,
      weapons: [],
      implement: false,
    });
  });
});
