/**
 * Schema v4 (src/data/migrations/steps.ts `filledFields`, `prerequisitesText`): data stored at v3, before
 * added effect targets, condition immunities, disengage, prerequisites, careers' starting numbers,
 * treasures' crafting projects, projects' yield and epic resources, is lifted with every value kept: the new
 * fields take their defaults, a value the v4 schema has no place for (the short-lived `bonuses.save`, a
 * project written as text) is kept in `legacy`, a prerequisite written as text becomes `prerequisites.text`.
 * Loaded strictly and loosely (as v13 loads world data) with the same, complete result.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { HeroModel } from "../../src/data/actor/hero.ts";
import { MonsterModel } from "../../src/data/actor/monster.ts";
import { RetainerModel } from "../../src/data/actor/retainer.ts";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { CareerModel } from "../../src/data/item/background.ts";
import { ClassModel } from "../../src/data/item/class.ts";
import { ProjectModel } from "../../src/data/item/project.ts";
import { TreasureModel } from "../../src/data/item/treasure.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";
import { DAMAGE_TYPES } from "../../src/rules/types.ts";

beforeEach(freshWorld);

type Model = abstract new (...args: never[]) => unknown;

/** As migrations-keep.test.ts: both loads agree, nothing is lost, the result is current and stable. */
function migrate(model: Model, old: Plain): Plain {
  const loose = sourceOf(buildModel(model, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(model, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  expect(sourceOf(buildModel(model, deepClone(loose), { strict: true }))).toEqual(loose);
  return loose;
}

const legacyOf = (source: Plain) => source["legacy"] as { from: number; path: string; value: string }[];
const NONE_SCALED = {
  speed: 0,
  stability: 0,
  disengage: 0,
  immunities: Object.fromEntries(["all", ...DAMAGE_TYPES].map((k) => [k, 0])),
  weaknesses: Object.fromEntries(["all", ...DAMAGE_TYPES].map((k) => [k, 0])),
};
/** The v4 fields' defaults, with what v6 added to `bonuses` (migration-v6.test.ts) at its own defaults. */
const NO_BONUSES = {
  stamina: { echelon: 0, level: 0, treasure: 0 },
  recoveryValue: 0,
  against: { edges: 0, banes: 0 },
  saveThreshold: 6,
  saveBonus: 0,
  perLevel: NONE_SCALED,
  perEchelon: NONE_SCALED,
};

describe("v3 → v4: the fields added, filled by their defaults; nothing lost", () => {
  it("v4 is a step of the chain (the current version, in migration-v5.test.ts, is above it)", () => {
    expect(SCHEMA_VERSION).toBeGreaterThan(3);
  });

  it("a v3 hero: no bonuses, immunities or epic resource yet; its stamina, wealth and skills stay as stored", () => {
    const hero = migrate(HeroModel, {
      schemaVersion: 3,
      level: 4,
      stamina: { value: 21, max: 30, temporary: 2 },
      wealth: 3,
      renown: 2,
      skills: ["alchemy"],
      legacy: [{ from: 2, path: "notes", value: "Owes the guild" }],
    });
    expect(hero["bonuses"]).toEqual(NO_BONUSES);
    expect(hero["conditionImmunities"]).toEqual([]);
    expect(hero["epicResource"]).toBe(0);
    expect(hero["stamina"]).toMatchObject({ value: 21, max: 30, temporary: 2 });
    expect(hero).toMatchObject({ level: 4, wealth: 3, renown: 2, skills: ["alchemy"] });
    expect(legacyOf(hero)).toEqual([{ from: 2, path: "notes", value: "Owes the guild" }]);
  });

  it("a hero written between the issue-24 commits: its bonuses stay, the dropped `bonuses.save` is kept in legacy", () => {
    const hero = migrate(HeroModel, {
      schemaVersion: 3,
      bonuses: { stamina: { echelon: 6, level: 0, treasure: 0 }, recoveryValue: 1, save: 1 },
      conditionImmunities: ["frightened"],
    });
    expect(hero["bonuses"]).toEqual({
      ...NO_BONUSES,
      stamina: { echelon: 6, level: 0, treasure: 0 },
      recoveryValue: 1,
    });
    expect(hero["conditionImmunities"]).toEqual(["frightened"]);
    expect(legacyOf(hero)).toEqual([{ from: 3, path: "bonuses.save", value: "1" }]);
  });

  it("a v3 monster and retainer disengage 1 (the default); an unknown condition immunity is kept in legacy", () => {
    const goblin = migrate(MonsterModel, {
      schemaVersion: 3,
      level: 1,
      organization: "horde",
      freeStrike: 2,
      conditionImmunities: ["dazed", "petrified"],
    });
    expect(goblin).toMatchObject({ disengage: 1, freeStrike: 2, organization: "horde", bonuses: NO_BONUSES });
    expect(goblin["conditionImmunities"]).toEqual(["dazed"]);
    expect(legacyOf(goblin)).toEqual([{ from: 3, path: "conditionImmunities", value: "petrified" }]);
    const retainer = migrate(RetainerModel, { schemaVersion: 3, level: 2, freeStrike: 3 });
    expect(retainer).toMatchObject({ disengage: 1, freeStrike: 3, conditionImmunities: [] });
  });

  it("v3 items: no prerequisites, career numbers 0, no crafting project, a project of one, no epic resource", () => {
    const ability = migrate(AbilityModel, { schemaVersion: 3, type: "main", keywords: ["melee"] });
    expect(ability["prerequisites"]).toEqual({ text: "", level: 0, items: [] });
    expect(ability["keywords"]).toEqual(["melee"]);
    const career = migrate(CareerModel, { schemaVersion: 3, source: "Heroes p. 60" });
    expect(career).toMatchObject({ wealth: 0, renown: 0, projectPoints: 0, source: "Heroes p. 60" });
    const treasure = migrate(TreasureModel, { schemaVersion: 3, quantity: 2, equipped: true });
    expect(treasure).toMatchObject({ quantity: 2, equipped: true });
    expect(treasure["project"]).toEqual({
      goal: 0,
      prerequisite: "",
      projectSource: "",
      characteristics: [],
      yield: "",
    });
    expect(migrate(ProjectModel, { schemaVersion: 3, goal: 120 })).toMatchObject({ goal: 120, yield: "" });
    const talent = migrate(ClassModel, {
      schemaVersion: 3,
      heroicResource: { name: "clarity", gainPerTurn: "2" },
    });
    expect(talent).toMatchObject({ epicResource: "", heroicResource: { name: "clarity", gainPerTurn: "2" } });
  });

  it("a prerequisite written as text becomes its text; a crafting project written as text is kept in legacy", () => {
    const ability = migrate(AbilityModel, { schemaVersion: 3, prerequisites: "Level 5 tactician" });
    expect(ability["prerequisites"]).toEqual({ text: "Level 5 tactician", level: 0, items: [] });
    const treasure = migrate(TreasureModel, { schemaVersion: 3, project: "Forge it at a dwarven anvil" });
    expect(treasure["project"]).toMatchObject({ goal: 0 });
    expect(legacyOf(treasure)).toEqual([{ from: 3, path: "project", value: "Forge it at a dwarven anvil" }]);
  });
});
