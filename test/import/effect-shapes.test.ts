/**
 * Official shapes Steelbound's schema gained fields for: custom (non-condition) tier effects, turns per round,
 * kit equipment and the heroic resource floor. Invented data only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { convertAbility } from "../../src/import/official/ability.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { DEFAULT_OPTIONS } from "../../src/import/official/shared.ts";
import { ACTOR_MODELS, ITEM_MODELS } from "../../src/data/models.ts";
import { deepClone } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { at, fixture, whyOf } from "./fixtures.ts";
import { lostNumbers } from "./numbers.ts";

const effect = (id: string, name: string, end: string, extra: JsonObject = {}): JsonObject => ({
  _id: id,
  name,
  type: "base",
  system: { end: { type: end } },
  changes: [],
  description: "",
  ...extra,
});

const official = (power: JsonObject, effects: JsonObject[], target = "creature"): JsonObject => ({
  _id: "CustomAbility001",
  name: "Reed Lash",
  type: "ability",
  effects,
  system: {
    type: "main",
    category: "signature",
    keywords: ["melee", "strike"],
    distance: { type: "melee", primary: 1 },
    target: { type: target, value: 1 },
    power: { roll: { formula: "@chr", characteristics: ["might"] }, effects: power },
  },
});

const tier = (doc: JsonObject, n: number) => at(doc, `system.power.tier${n}`) as JsonObject;

/** The converted system data loads strictly, with no key cleaned away. */
function loads(models: Record<string, unknown>, doc: JsonObject): unknown {
  const model = models[typeof doc["type"] === "string" ? doc["type"] : ""] as abstract new (
    ...args: never[]
  ) => unknown;
  return sourceOf(buildModel(model, deepClone(doc["system"]), { strict: true }));
}

beforeAll(freshWorld);

describe("custom tier effects (docs/DATA.md customEffects)", () => {
  const soggy = effect("SoggyEffect00001", "Soggy Boots", "save");
  const lash = official(
    {
      A: {
        _id: "A",
        type: "applied",
        applied: {
          tier1: {
            display: "{{potency}}, the target's boots are soggy (save ends)",
            potency: { characteristic: "agility", value: "@potency.weak" },
            effects: { SoggyEffect00001: { condition: "failure", end: "" } },
          },
          tier2: { effects: { SoggyEffect00001: { condition: "failure", end: "" } } },
          tier3: {
            potency: { value: "2" },
            effects: { SoggyEffect00001: { condition: "failure", end: "turn" } },
          },
        },
      },
    },
    [soggy],
  );
  const { document, unmapped } = convertAbility(lash, DEFAULT_OPTIONS);

  it("R-AB-6, R-AB-11: a gated effect of the item becomes a custom effect with the effect's own end", () => {
    expect(tier(document, 1)["customEffects"]).toEqual([
      {
        name: "Soggy Boots",
        text: "the target's boots are soggy (save ends)",
        changes: [],
        potency: { characteristic: "agility", strength: "weak", offset: 0, value: 0 },
        bearer: "target",
        duration: "save",
      },
    ]);
    // Nothing is left in the tier text: the custom effect says it all.
    expect(tier(document, 1)["text"]).toBe("");
    expect(unmapped.map((u) => u.why).join("\n")).not.toMatch(/non-condition|active effect/);
  });

  it("R-AB-6: tiers 2 and 3 repeat the tier before's sentence and characteristic; a fixed potency is kept", () => {
    expect(tier(document, 2)["customEffects"]).toMatchObject([
      { text: "the target's boots are soggy (save ends)", potency: { characteristic: "agility" } },
    ]);
    expect(tier(document, 3)["customEffects"]).toMatchObject([
      {
        potency: { characteristic: "agility", strength: "fixed", value: 2 },
        // The tier's own end wins over the effect's.
        duration: "eot",
      },
    ]);
    expect(lostNumbers(lash, document, unmapped, "Item.CustomAbility001")).toEqual([]);
  });

  it("an always-on effect of a self-targeted ability lands on the user with its changes on Steelbound's paths", () => {
    const brace = effect("BraceEffect00001", "Braced", "", {
      description: "<p>You stand <em>firm</em> &amp; steady.</p>",
      changes: [{ key: "system.combat.stability", mode: 2, value: "2" }],
    });
    const self = official(
      {
        A: {
          _id: "A",
          type: "applied",
          applied: { tier1: { display: "", effects: { BraceEffect00001: { condition: "always" } } } },
        },
      },
      [brace],
      "self",
    );
    const result = convertAbility(self, DEFAULT_OPTIONS);
    expect(tier(result.document, 1)["customEffects"]).toEqual([
      {
        name: "Braced",
        text: "You stand firm & steady.",
        changes: [{ key: "system.stability", mode: 2, value: "2" }],
        potency: { characteristic: "might", strength: "none", offset: 0, value: 0 },
        bearer: "self",
        duration: "encounter",
      },
    ]);
    expect(result.unmapped.filter((u) => u.field.startsWith("effects.BraceEffect00001"))).toEqual([]);
    // A custom effect lives in its tiers, not among the ability's own effects.
    expect(result.document["effects"]).toEqual([]);
  });

  it("what a custom effect cannot hold stays tier text, with a why", () => {
    // An end Steelbound has no duration for (synthetic: the official data ends no effect "hourly").
    const rest = effect("RestEffect000001", "Damp Hourly", "hour");
    const result = convertAbility(
      official(
        {
          A: {
            _id: "A",
            type: "applied",
            applied: {
              tier1: {
                display: "damp for an hour; marked by another",
                effects: {
                  RestEffect000001: { condition: "always" },
                  NoSuchEffect0001: { condition: "always" },
                },
              },
            },
          },
        },
        [rest],
      ),
      DEFAULT_OPTIONS,
    );
    expect(tier(result.document, 1)["customEffects"]).toEqual([]);
    expect(tier(result.document, 1)["text"]).toBe("damp for an hour; marked by another");
    const why = (key: string) =>
      whyOf(result.unmapped, `system.power.effects.A.applied.tier1.effects.${key}`);
    expect(why("RestEffect000001")).toMatch(/hour/);
    expect(why("NoSuchEffect0001")).toMatch(/names no effect of the item/);
  });

  it("R-VX-2: an effect that lasts until a respite is a custom effect with the respite duration", () => {
    const rest = effect("RestEffect000002", "Damp Until Rest", "respite");
    const result = convertAbility(
      official(
        {
          A: {
            _id: "A",
            type: "applied",
            applied: {
              tier1: {
                display: "damp until a respite",
                effects: { RestEffect000002: { condition: "always" } },
              },
            },
          },
        },
        [rest],
      ),
      DEFAULT_OPTIONS,
    );
    expect(tier(result.document, 1)["customEffects"]).toMatchObject([
      { name: "Damp Until Rest", duration: "respite" },
    ]);
    expect(result.unmapped.filter((u) => u.field.includes("RestEffect000002"))).toEqual([]);
  });

  it("the converted ability loads in Steelbound's schema with its custom effects", () => {
    const system = loads(ITEM_MODELS, document) as JsonObject;
    expect(at(system, "power.tier3.customEffects.0.potency")).toEqual({
      characteristic: "agility",
      strength: "fixed",
      offset: 0,
      value: 2,
    });
  });
});

describe("turns per round, kit equipment, heroic resource floor", () => {
  const withSystem = (id: string, path: string, value: unknown): JsonObject => {
    const doc = deepClone(fixture(id));
    let here = doc["system"] as JsonObject;
    const keys = path.split(".");
    for (const key of keys.slice(0, -1)) here = here[key] as JsonObject;
    here[keys.at(-1) ?? ""] = value as JsonObject;
    return doc;
  };

  it("R-CB-2: turns per round are the monster's `turns`; its organization's usual number stays null", () => {
    const queen = convertOfficial(fixture("BogQueen00000001"), DEFAULT_OPTIONS);
    expect(at(queen.document, "system.turns")).toBe(2);
    expect(whyOf(queen.unmapped, "system.combat.turns")).toBeUndefined();
    expect(at(convertOfficial(fixture("MudPelter0000001")).document, "system.turns")).toBeNull();
    const solo = withSystem("BogQueen00000001", "monster.organization", "solo");
    expect(at(convertOfficial(solo).document, "system.turns")).toBeNull();
    const four = convertOfficial(withSystem("BogQueen00000001", "combat.turns", 4));
    expect(at(four.document, "system.turns")).toBeNull();
    expect(whyOf(four.unmapped, "system.combat.turns")).toMatch(/1 to 3/);
    loads(ACTOR_MODELS, queen.document);
  });

  it("a kit's equipment: armor, shield and weapons; the official 'none' weapon is no weapon", () => {
    const kit = convertOfficial(fixture("Boathook00000001"));
    expect(at(kit.document, "system.equipment")).toEqual({
      armor: "light",
      shield: false,
      weapons: ["polearm"],
      implement: false,
    });
    const bare = withSystem("Boathook00000001", "equipment", {
      armor: "heavy",
      shield: true,
      weapon: ["none", "sling"],
    });
    const converted = convertOfficial(bare);
    expect(at(converted.document, "system.equipment")).toEqual({
      armor: "heavy",
      shield: true,
      weapons: [],
      implement: false,
    });
    expect(whyOf(converted.unmapped, "system.equipment.weapon")).toMatch(/sling/);
    loads(ITEM_MODELS, converted.document);
  });

  it("R-AB-8: the class's resource minimum '-1 - @R' is a floor of 1 + Reason below 0", () => {
    const wren = fixture("Wren000000000001");
    const cls = (wren["items"] as JsonObject[]).find((i) => i["type"] === "class") as JsonObject;
    const floor = (minimum: string) => {
      const doc = deepClone(cls);
      delete doc["_key"];
      (doc["system"] as JsonObject)["minimum"] = minimum;
      return convertOfficial(doc);
    };
    expect(at(floor("0").document, "system.heroicResource.floor")).toEqual({ base: 0, characteristic: "" });
    const talent = floor("-1 - @R");
    expect(at(talent.document, "system.heroicResource.floor")).toEqual({ base: 1, characteristic: "reason" });
    expect(talent.unmapped.map((u) => u.field)).not.toContain("system.minimum");
    loads(ITEM_MODELS, talent.document);
    const odd = floor("3");
    expect(at(odd.document, "system.heroicResource.floor")).toEqual({ base: 0, characteristic: "" });
    expect(whyOf(odd.unmapped, "system.minimum")).toMatch(/minimum "3"/);
  });
});
