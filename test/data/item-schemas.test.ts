import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { CultureModel, TitleModel } from "../../src/data/item/background.ts";
import { ClassModel } from "../../src/data/item/class.ts";
import { FeatureModel } from "../../src/data/item/feature.ts";
import { KitModel } from "../../src/data/item/kit.ts";
import { ProjectModel } from "../../src/data/item/project.ts";
import { TreasureModel } from "../../src/data/item/treasure.ts";
import { ITEM_MODELS } from "../../src/data/models.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";

beforeEach(freshWorld);

// Rejection is for current data, hence `schemaVersion: SCHEMA_VERSION` there: a source without a version is
// old (version 0) data, whose unusable values are kept in `legacy` / `customSkills` instead.

describe("ability schema", () => {
  const strike = {
    keywords: ["melee", "strike", "weapon"],
    type: "main",
    category: "signature",
    distance: { type: "melee", melee: 1 },
    target: { text: "One creature", count: 1 },
    power: {
      characteristics: ["might", "agility"],
      tier1: { damage: { value: 3, characteristic: true } },
      tier2: { damage: { value: 5, characteristic: true }, forced: { kind: "push", distance: 1 } },
      tier3: {
        damage: { value: 7, characteristic: true, type: "fire" },
        conditions: [
          {
            condition: "slowed",
            potency: { characteristic: "might", strength: "average" },
            duration: "save",
          },
        ],
      },
    },
    effect: { after: "<p>Shake the ground.</p>" },
  };

  it("R-AB-1…R-AB-6: keeps a complete ability with tiers, forced movement and potency-gated conditions", () => {
    const ability = buildModel(AbilityModel, strike);
    // Fields added later (a type choice, a second damage entry, "otherwise", potency offsets, a forced
    // formula, a second kind, a forced potency, ignoring immunity or stability) take defaults that keep the
    // old meaning.
    expect(ability.power.tier3.damage).toEqual({
      value: 7,
      characteristic: true,
      type: "fire",
      types: new Set(),
      extra: { value: 0, characteristic: false, type: "untyped" },
      formula: "",
      ignoresImmunity: false,
    });
    expect(ability.power.tier2.forced).toEqual({
      kind: "push",
      distance: 1,
      vertical: false,
      or: "",
      bonus: "",
      potency: { characteristic: "might", strength: "none", offset: 0, value: 0 },
      ignoresStability: false,
    });
    expect(ability.power.tier3.conditions[0]).toEqual({
      condition: "slowed",
      potency: { characteristic: "might", strength: "average", offset: 0, value: 0 },
      duration: "save",
      otherwise: { condition: "", duration: "eot" },
    });
    expect(ability.power.tier1.conditions).toEqual([]);
    expect(ability.effect.after).toBe("<p>Shake the ground.</p>");
  });

  it("R-AB-6: ability data saved before refundIfResisted loads as none; only the three choices are kept", () => {
    expect(buildModel(AbilityModel, strike).refundIfResisted).toBe("none");
    expect(buildModel(AbilityModel, { ...strike, refundIfResisted: "spend" }).refundIfResisted).toBe("spend");
    expect(() =>
      buildModel(AbilityModel, { schemaVersion: SCHEMA_VERSION, refundIfResisted: "half" }),
    ).toThrow(/refundIfResisted/);
  });

  it("seed 004: ability data saved before healFromDamage loads as none (heals nothing); only the three choices are kept", () => {
    expect(buildModel(AbilityModel, strike).healFromDamage).toBe("none");
    expect(buildModel(AbilityModel, { ...strike, healFromDamage: "half" }).healFromDamage).toBe("half");
    expect(() =>
      buildModel(AbilityModel, { schemaVersion: SCHEMA_VERSION, healFromDamage: "double" }),
    ).toThrow(/healFromDamage/);
  });

  it("seed 004: ability data saved before healFromDamageWhen heals on every use as before; only always or spend", () => {
    expect(buildModel(AbilityModel, { ...strike, healFromDamage: "full" }).healFromDamageWhen).toBe("always");
    expect(buildModel(AbilityModel, { ...strike, healFromDamageWhen: "spend" }).healFromDamageWhen).toBe(
      "spend",
    );
    expect(() =>
      buildModel(AbilityModel, { schemaVersion: SCHEMA_VERSION, healFromDamageWhen: "sometimes" }),
    ).toThrow(/healFromDamageWhen/);
  });

  it("cleans numbers (rounded, never negative) and rejects unknown action types and conditions", () => {
    const ability = buildModel(AbilityModel, { cost: { resource: 2.7, malice: -3 }, villainAction: 9 });
    expect(ability.cost).toEqual({ resource: 3, malice: 0 });
    expect(ability.villainAction).toBe(3);
    expect(() => buildModel(AbilityModel, { schemaVersion: SCHEMA_VERSION, type: "bonus" })).toThrow(/type/);
    expect(() =>
      buildModel(AbilityModel, {
        schemaVersion: SCHEMA_VERSION,
        power: { tier1: { conditions: [{ condition: "poisoned" }] } },
      }),
    ).toThrow(/condition/);
    expect(() =>
      buildModel(AbilityModel, {
        schemaVersion: SCHEMA_VERSION,
        power: { tier1: { damage: { type: "radiant" } } },
      }),
    ).toThrow(/type/);
  });

  it("R-PR-1: an ability saved as schema version 3 (before power.roll) loads as the user's characteristic roll, unchanged in meaning", () => {
    const old = buildModel(AbilityModel, { ...strike, schemaVersion: 3 });
    expect(old.power.roll).toBe("characteristic");
    expect(old.power.fixedBonus).toBe(0);
    expect([...old.power.characteristics]).toEqual(["might", "agility"]);
    old.prepareDerivedData();
    expect(old.hasPowerRoll).toBe(true);
  });

  it("R-PR-1, R-PR-5: a fixed-bonus roll has a power roll without characteristics; a target test keeps the tested ones", () => {
    const fixed = buildModel(AbilityModel, { power: { roll: "fixed", fixedBonus: 2 } });
    fixed.prepareDerivedData();
    expect(fixed.hasPowerRoll).toBe(true);
    expect(fixed.power.fixedBonus).toBe(2);
    const test = buildModel(AbilityModel, {
      power: { roll: "targetTest", characteristics: ["might", "agility"] },
    });
    expect(test.power.roll).toBe("targetTest");
    expect([...test.power.characteristics]).toEqual(["might", "agility"]);
    expect(() =>
      buildModel(AbilityModel, { schemaVersion: SCHEMA_VERSION, power: { roll: "director" } }),
    ).toThrow(/roll/);
  });

  it("R-CB-18: villain actions are abilities of type villain numbered 1–3", () => {
    const ability = buildModel(AbilityModel, { type: "villain", villainAction: 2 });
    expect(ability.type).toBe("villain");
    expect(ability.villainAction).toBe(2);
  });
});

describe("other item schemas", () => {
  it("every item type in system.json has a model with a description and a source", () => {
    for (const model of Object.values(ITEM_MODELS)) {
      const source = sourceOf(buildModel(model, {}));
      expect(source).toMatchObject({ description: { value: "" }, source: "" });
    }
  });

  it("kit damage bonuses are exactly three tiers", () => {
    expect(buildModel(KitModel, {}).bonuses.meleeDamage).toEqual([0, 0, 0]);
    expect(buildModel(KitModel, { bonuses: { meleeDamage: [1, 1, 2] } }).bonuses.meleeDamage).toEqual([
      1, 1, 2,
    ]);
    expect(() =>
      buildModel(KitModel, { schemaVersion: SCHEMA_VERSION, bonuses: { meleeDamage: [1, 2] } }),
    ).toThrow(/meleeDamage/);
  });

  it("R-ML-4: a Malice feature records its Malice cost", () => {
    const feature = buildModel(FeatureModel, { featureType: "malice", cost: { malice: 3 } });
    expect(feature.cost.malice).toBe(3);
    expect(() => buildModel(FeatureModel, { schemaVersion: SCHEMA_VERSION, featureType: "spell" })).toThrow(
      /featureType/,
    );
  });

  it("R-AB-8: a class stored before resource triggers existed loads with none; a trigger keeps its kind, words, gain and window", () => {
    const old = buildModel(ClassModel, { heroicResource: { name: "ferocity", gainPerTurn: "1d3" } });
    expect(old.heroicResource.triggers).toEqual([]);
    const fury = buildModel(ClassModel, {
      heroicResource: { name: "ferocity", triggers: [{ kind: "take-damage", gain: "1", window: "round" }] },
    });
    expect(fury.heroicResource.triggers).toEqual([
      { kind: "take-damage", text: "", gain: "1", window: "round" },
    ]);
  });

  it("R-AB-8: a class names its heroic resource and primary characteristics", () => {
    const fury = buildModel(ClassModel, {
      heroicResource: { name: "ferocity", gainPerTurn: 1 },
      primaryCharacteristics: ["might", "agility"],
    });
    expect(fury.primaryCharacteristics).toEqual(new Set(["might", "agility"]));
    expect(() =>
      buildModel(ClassModel, { schemaVersion: SCHEMA_VERSION, primaryCharacteristics: ["luck"] }),
    ).toThrow(/primaryCharacteristics/);
  });

  it("R-AB-8: a class's heroic resource gain per turn is a dice formula (Roll.validate), blank for none", () => {
    const gain = (gainPerTurn: unknown) =>
      buildModel(ClassModel, {
        schemaVersion: SCHEMA_VERSION,
        heroicResource: { name: "piety", gainPerTurn },
      }).heroicResource.gainPerTurn;
    expect(gain("1d3")).toBe("1d3");
    expect(gain("2")).toBe("2");
    expect(gain("")).toBe("");
    expect(() => gain("lots of piety")).toThrow(/gainPerTurn/);
  });

  it("R-BG-1: a culture's aspects come from the book's lists", () => {
    expect(buildModel(CultureModel, { environment: "urban", upbringing: "noble" }).environment).toBe("urban");
    expect(() => buildModel(CultureModel, { schemaVersion: SCHEMA_VERSION, environment: "space" })).toThrow(
      /environment/,
    );
  });

  it("R-BG-1: a culture keeps each aspect's skill options (groups, named skills, quick build)", () => {
    const culture = buildModel(CultureModel, {
      schemaVersion: SCHEMA_VERSION,
      upbringing: "labor",
      skillOptions: {
        upbringing: {
          groups: ["exploration"],
          skills: ["blacksmithing", "handleAnimals"],
          quickBuild: "lift",
        },
      },
    });
    expect([...culture.skillOptions.upbringing.groups]).toEqual(["exploration"]);
    expect([...culture.skillOptions.upbringing.skills]).toEqual(["blacksmithing", "handleAnimals"]);
    expect(culture.skillOptions.upbringing.quickBuild).toBe("lift");
    expect([...culture.skillOptions.environment.groups]).toEqual([]);
    expect(() =>
      buildModel(CultureModel, {
        schemaVersion: SCHEMA_VERSION,
        skillOptions: { environment: { groups: ["cooking"] } },
      }),
    ).toThrow(/groups/);
    expect(() =>
      buildModel(CultureModel, {
        schemaVersion: SCHEMA_VERSION,
        skillOptions: { environment: { quickBuild: "juggling" } },
      }),
    ).toThrow(/quickBuild/);
  });

  it("R-RW-1: treasures have a category, an echelon 1–4 and a quantity; titles an echelon", () => {
    const potion = buildModel(TreasureModel, { category: "consumable", echelon: 7, quantity: 2 });
    expect(potion.echelon).toBe(4);
    expect(() => buildModel(TreasureModel, { schemaVersion: SCHEMA_VERSION, category: "junk" })).toThrow(
      /category/,
    );
    expect(buildModel(TitleModel, { echelon: 0 }).echelon).toBe(1);
  });

  it("R-DT-2: a project goal is at least 1 and points never negative", () => {
    const project = buildModel(ProjectModel, { goal: 0, points: -5, characteristics: ["reason"] });
    expect(project.goal).toBe(1);
    expect(project.points).toBe(0);
  });
});
