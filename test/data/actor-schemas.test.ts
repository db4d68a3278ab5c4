import { beforeEach, describe, expect, it } from "vitest";
import { HeroModel } from "../../src/data/actor/hero.ts";
import { MonsterModel } from "../../src/data/actor/monster.ts";
import { RetainerModel } from "../../src/data/actor/retainer.ts";
import { SquadModel } from "../../src/data/combatant-group/squad.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";

beforeEach(freshWorld);

// Rejection is for current data, hence `schemaVersion: SCHEMA_VERSION` there: a source without a version is
// old (version 0) data, whose unusable values are kept in `legacy` / `customSkills` instead.

describe("hero schema", () => {
  it("fills every field with its initial value from empty source", () => {
    const hero = sourceOf(buildModel(HeroModel, {}));
    expect(hero).toMatchObject({
      schemaVersion: SCHEMA_VERSION,
      level: 1,
      characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
      stamina: { value: 0, max: 0, temporary: 0 },
      recoveries: { value: 0, max: 0 },
      heroicResource: { name: "", value: 0 },
      surges: 0,
      disengage: 1,
      movement: { speed: 5, types: ["walk"] },
      size: { value: 1, letter: "M" },
      skills: [],
      damage: { immunities: { fire: 0, all: 0 }, weaknesses: { cold: 0 }, immuneAll: [] },
      biography: { value: "", gmNotes: "" },
    });
  });

  it("keeps valid input as given", () => {
    const hero = buildModel(HeroModel, {
      level: 4,
      characteristics: { might: 2, agility: -1, reason: 0, intuition: 1, presence: 3 },
      heroicResource: { name: "clarity", value: -3 },
      skills: ["handleAnimals", "alchemy"],
      movement: { speed: 6, types: ["walk", "climb"] },
    });
    expect(hero.level).toBe(4);
    expect(hero.characteristics.presence).toBe(3);
    // R-AB-8: Talent clarity may go below 0 ("strained").
    expect(hero.heroicResource.value).toBe(-3);
    expect(hero.skills).toEqual(new Set(["handleAnimals", "alchemy"]));
    expect(hero.movement.types).toEqual(new Set(["walk", "climb"]));
  });

  it("R-CH-1: cleans characteristics to integers within −5…+5 (Foundry rounds and clamps when cleaning)", () => {
    const hero = buildModel(HeroModel, {
      level: 12,
      characteristics: { might: 7, agility: -9, reason: "2", intuition: 1.6, presence: 0 },
    });
    expect(hero.characteristics).toEqual({ might: 5, agility: -5, reason: 2, intuition: 2, presence: 0 });
    expect(hero.level).toBe(10);
  });

  it("rejects values no cleaning can save (not a number, unknown skill, bad size letter)", () => {
    expect(() =>
      buildModel(HeroModel, { schemaVersion: SCHEMA_VERSION, characteristics: { might: "strong" } }),
    ).toThrow(/might/);
    expect(() => buildModel(HeroModel, { schemaVersion: SCHEMA_VERSION, skills: ["basketWeaving"] })).toThrow(
      /skills/,
    );
    expect(() =>
      buildModel(HeroModel, { schemaVersion: SCHEMA_VERSION, size: { value: 1, letter: "Q" } }),
    ).toThrow(/letter/);
    expect(() => buildModel(HeroModel, { stamina: { max: -4 } })).not.toThrow();
  });

  it("drops unknown keys and, when not strict, falls back to initial values instead of throwing", () => {
    const hero = buildModel(
      HeroModel,
      { hp: 30, skills: ["climb", "basketWeaving"], level: "high" },
      { strict: false },
    );
    expect(sourceOf(hero)).not.toHaveProperty("hp");
    expect(hero.skills).toEqual(new Set(["climb"]));
    expect(hero.level).toBe(1);
  });

  it("updateSource validates partial changes and rejects invalid ones without touching the data", () => {
    const hero = buildModel(HeroModel, { level: 3 });
    hero.updateSource({ characteristics: { might: 9 }, level: 5 });
    expect(hero.characteristics.might).toBe(5);
    expect(hero.level).toBe(5);
    expect(() => hero.updateSource({ level: Number("five") })).toThrow(/level/);
    expect(hero.level).toBe(5);
  });
});

describe("monster schema", () => {
  it("accepts a full R-MO-1 stat block", () => {
    const monster = buildModel(MonsterModel, {
      level: 1,
      organization: "minion",
      role: "brute",
      ev: 3,
      keywords: ["humanoid", "goblin"],
      stamina: { value: 5, max: 5 },
      freeStrike: 2,
      withCaptain: "+1 damage bonus to strikes",
      negotiation: { interest: 1, patience: 2, motivations: ["greed"], pitfalls: ["justice"], impression: 3 },
    });
    expect(monster.organization).toBe("minion");
    expect(monster.keywords).toEqual(new Set(["humanoid", "goblin"]));
    expect(monster.negotiation.motivations).toEqual(new Set(["greed"]));
  });

  it("R-MO-1: rejects an unknown organization or role; leaders and solos may have no role", () => {
    expect(() => buildModel(MonsterModel, { schemaVersion: SCHEMA_VERSION, organization: "boss" })).toThrow(
      /organization/,
    );
    expect(() => buildModel(MonsterModel, { schemaVersion: SCHEMA_VERSION, role: "tank" })).toThrow(/role/);
    expect(buildModel(MonsterModel, { organization: "solo", role: "" }).role).toBe("");
  });

  it("R-NG-1: clamps interest and patience to 0–5 and impression to 1–12; rejects unknown motivations", () => {
    const monster = buildModel(MonsterModel, { negotiation: { interest: 8, patience: -1, impression: 20 } });
    expect(monster.negotiation).toMatchObject({ interest: 5, patience: 0, impression: 12 });
    expect(() =>
      buildModel(MonsterModel, { schemaVersion: SCHEMA_VERSION, negotiation: { motivations: ["chaos"] } }),
    ).toThrow(/motivations/);
  });

  it("R-DM-2: immunities are non-negative integers by type, with 'immunity all' as a set of types", () => {
    const monster = buildModel(MonsterModel, {
      damage: { immunities: { fire: 5.4, all: -2 }, immuneAll: ["poison"] },
    });
    expect(monster.damage.immunities.fire).toBe(5);
    expect(monster.damage.immunities.all).toBe(0);
    expect(monster.damage.immuneAll).toEqual(new Set(["poison"]));
    expect(() =>
      buildModel(MonsterModel, { schemaVersion: SCHEMA_VERSION, damage: { immuneAll: ["radiant"] } }),
    ).toThrow(/immuneAll/);
  });
});

describe("retainer schema", () => {
  it("R-RT-4: starts with 6 recoveries; R-RT-6: levels 1–10", () => {
    const retainer = buildModel(RetainerModel, { level: 0 });
    expect(retainer.recoveries).toEqual({ value: 6, max: 6 });
    expect(retainer.level).toBe(1);
    expect(retainer.mentor).toBeNull();
  });

  it("R-RT-1: the mentor must be an Actor UUID", () => {
    expect(buildModel(RetainerModel, { mentor: "Actor.abcdefghijklmnop" }).mentor).toBe(
      "Actor.abcdefghijklmnop",
    );
    expect(() =>
      buildModel(RetainerModel, { schemaVersion: SCHEMA_VERSION, mentor: "Item.abcdefghijklmnop" }),
    ).toThrow(/mentor/);
    expect(() => buildModel(RetainerModel, { schemaVersion: SCHEMA_VERSION, mentor: "not a uuid" })).toThrow(
      /mentor/,
    );
  });
});

describe("squad schema", () => {
  it("R-MN-1: a squad has 1–8 starting members and a positive individual stamina", () => {
    const squad = buildModel(SquadModel, { individualStamina: 5, pool: 40, startingMembers: 12 });
    expect(squad.startingMembers).toBe(8);
    expect(buildModel(SquadModel, { individualStamina: 0 }).individualStamina).toBe(1);
    expect(() => buildModel(SquadModel, { schemaVersion: SCHEMA_VERSION, pool: "lots" })).toThrow(/pool/);
  });
});
