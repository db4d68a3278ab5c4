import { describe, expect, it } from "vitest";
import { readAbility } from "../../src/documents/ability-info.ts";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { buildModel } from "../harness/world.ts";

// A stored source (a SetField holds an array), read through the ability's model as Foundry builds an item's system.
const item = (system: unknown) => ({ name: "Gouge", img: null, system });

describe("reading an ability item", () => {
  it("reads keywords, costs, characteristics and tiers (docs/DATA.md)", () => {
    const ability = readAbility(
      item({
        keywords: ["Melee", "Strike", "Weapon"],
        type: "main",
        category: "heroic",
        distance: { type: "melee", melee: 1 },
        target: { text: "One creature" },
        cost: { resource: 3, malice: 0 },
        spend: { value: 1, text: "+1 damage", repeatable: true },
        power: {
          characteristics: ["might", "agility"],
          tier1: {
            damage: { value: 3, characteristic: true, type: "fire" },
            conditions: [],
            forced: { kind: "push", distance: 1 },
          },
          tier2: {
            damage: { value: 5, characteristic: true, type: "nonsense" },
            conditions: [
              {
                condition: "bleeding",
                potency: { characteristic: "might", strength: "average" },
                duration: "save",
              },
            ],
          },
          tier3: null,
        },
      }),
    );
    expect(ability).toMatchObject({
      keywords: ["melee", "strike", "weapon"],
      actionType: "main",
      distance: "Melee 1",
      target: "One creature",
      cost: { resource: 3, malice: 0 },
      spend: { value: 1, repeatable: true },
      characteristics: ["might", "agility"],
    });
    expect(ability.tiers[0]).toMatchObject({
      damage: { value: 3, type: "fire" },
      forced: { kind: "push", distance: 1 },
    });
    expect(ability.tiers[1].damage.type).toBe("untyped");
    expect(ability.tiers[1].conditions).toEqual([
      // Data from before offsets, fixed potencies and "otherwise" reads with the old meaning.
      {
        condition: "bleeding",
        potency: { characteristic: "might", strength: "average", offset: 0, value: 0 },
        duration: "save",
        otherwise: { condition: "", duration: "eot" },
      },
    ]);
    expect(ability.tiers[2]).toMatchObject({ damage: { value: 0 }, conditions: [], forced: { kind: "" } });
    expect(ability.cost).toEqual({ resource: 3, malice: 0 });
  });

  it("reads a tier's conditions as the ability's model holds them, an entry written with no condition included", () => {
    // A source's empty condition is cleaned by the schema (v13 StringField#clean: "" on a non-blank field takes
    // the initial), when stored as when read: the reader hands the rules exactly what the item holds.
    const tier2 = {
      conditions: [
        {
          condition: "bleeding",
          potency: { characteristic: "might", strength: "average" },
          duration: "save",
        },
        { condition: "", potency: {}, duration: "eot" },
      ],
    };
    const model = buildModel(AbilityModel, { power: { tier2: structuredClone(tier2) } }, { strict: false });
    const read = readAbility(item({ power: { tier2 } })).tiers[1].conditions;
    expect(read).toEqual(JSON.parse(JSON.stringify(model.power.tier2.conditions)));
    expect(read[0]).toMatchObject({ condition: "bleeding", duration: "save" });
  });

  it("reads a signature ability's category (R-AB-8: the roll flow makes it free, test/rules/ability-cost)", () => {
    expect(readAbility(item({ category: "signature", cost: { resource: 2 } }))).toMatchObject({
      category: "signature",
      cost: { resource: 2, malice: 0 },
    });
  });

  it.each([
    [{ type: "ranged", ranged: 10 }, "Ranged 10"],
    [{ type: "meleeRanged", melee: 1, ranged: 5 }, "Melee 1 or ranged 5"],
    [{ type: "burst", size: 3 }, "3 burst"],
    [{ type: "aura", size: 2 }, "2 aura"],
    [{ type: "cube", size: 3, within: 10 }, "3 cube within 10"],
    [{ type: "wall", size: 5, within: 10 }, "5 wall within 10"],
    [{ type: "self" }, "Self"],
    [{ type: "special" }, "Special"],
    // R-AB-2: a line is A × B, within D; the size of other areas plays no part in it.
    [{ type: "line", length: 5, width: 1, within: 1 }, "5 × 1 line within 1"],
    [{ type: "line", length: 10, width: 2, within: 1, size: 3 }, "10 × 2 line within 1"],
    [{ type: "line", text: "5 x 1 line within 1" }, "5 x 1 line within 1"],
    [{ type: "ranged", ranged: 10, text: "or a creature it sees" }, "Ranged 10 (or a creature it sees)"],
  ])("distance %o reads as %s", (distance, text) => {
    expect(readAbility(item({ distance })).distance).toBe(text);
  });

  it("empty system data gives an unusable but safe ability", () => {
    expect(readAbility(item(undefined))).toMatchObject({
      characteristics: [],
      actionType: "main",
      keywords: [],
    });
  });
});

describe("the distance in the table's language (R-AB-2)", () => {
  it("R-AB-2: with our translations loaded, a line reads 'A × B line within D' in English and its Japanese in Japanese", async () => {
    const { createLocalizer } = await import("../harness/i18n.ts");
    const g = globalThis as unknown as { game: { i18n: unknown } };
    const before = g.game.i18n;
    const line = { type: "line", length: 5, width: 1, within: 1 };
    try {
      g.game.i18n = createLocalizer("en");
      expect(readAbility(item({ distance: line })).distance).toBe("5 × 1 line within 1");
      g.game.i18n = createLocalizer("ja");
      expect(readAbility(item({ distance: line })).distance).toBe("1マス以内の5×1直線");
      expect(readAbility(item({ distance: { type: "cube", size: 3, within: 10 } })).distance).toBe(
        "10マス以内の3キューブ",
      );
    } finally {
      g.game.i18n = before;
    }
  });
});
