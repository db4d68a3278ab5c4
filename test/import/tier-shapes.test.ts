/** Official ability shapes the tiers now hold — imported as data, not as tier text. */
import { describe, expect, it } from "vitest";
import { convertAbility } from "../../src/import/official/ability.ts";
import type { JsonObject } from "../../src/import/official/context.ts";
import { DEFAULT_OPTIONS } from "../../src/import/official/shared.ts";

const official = (effects: JsonObject): JsonObject => ({
  _id: "ShapeAbility0001",
  name: "Shapes",
  type: "ability",
  system: {
    type: "main",
    category: "signature",
    keywords: ["melee", "strike"],
    distance: { type: "melee", primary: 1 },
    target: { type: "creature", value: 1 },
    power: { roll: { formula: "@chr", characteristics: ["might"] }, effects },
  },
});
const tier2 = (doc: Record<string, unknown>) =>
  ((doc["system"] as { power: Record<string, unknown> }).power["tier2"] ?? {}) as Record<string, unknown>;

describe("official tier shapes on import", () => {
  it("R-DM-2, R-DM-3: a second damage effect becomes the tier's second entry with its own type", () => {
    const { document, unmapped } = convertAbility(
      official({
        A: { _id: "A", sort: 1, type: "damage", damage: { tier2: { value: "5", types: [] } } },
        B: { _id: "B", sort: 2, type: "damage", damage: { tier2: { value: "2", types: ["fire"] } } },
      }),
      DEFAULT_OPTIONS,
    );
    expect(tier2(document)["damage"]).toMatchObject({
      value: 5,
      type: "untyped",
      extra: { value: 2, characteristic: false, type: "fire" },
    });
    expect(unmapped.map((u) => u.why).join("\n")).not.toMatch(/second damage/);
  });

  it("R-AB-6: 'weak + 1', and an effect applied when the target resists becomes 'otherwise'", () => {
    const { document } = convertAbility(
      official({
        A: {
          _id: "A",
          type: "applied",
          applied: {
            tier2: {
              display: "{{potency}} restrained (save ends); otherwise slowed (EoT)",
              potency: { value: "@potency.weak+1", characteristic: "might" },
              effects: {
                slowed: { condition: "success", end: "turn" },
                restrained: { condition: "failure", end: "save" },
              },
            },
          },
        },
      }),
      DEFAULT_OPTIONS,
    );
    expect(tier2(document)["conditions"]).toEqual([
      {
        condition: "restrained",
        potency: { characteristic: "might", strength: "weak", offset: 1, value: 0 },
        duration: "save",
        otherwise: { condition: "slowed", duration: "eot" },
      },
    ]);
    expect(tier2(document)["text"]).toBe("");
  });

  it("R-AB-6, R-MV-8: 'A < 2 push 2 + @chr' is a gated forced movement adding the rolled characteristic", () => {
    const { document } = convertAbility(
      official({
        A: {
          _id: "A",
          type: "forced",
          forced: {
            tier2: {
              movement: ["push"],
              distance: "2 + @chr",
              potency: { value: "2", characteristic: "agility" },
            },
          },
        },
      }),
      DEFAULT_OPTIONS,
    );
    expect(tier2(document)["forced"]).toEqual({
      kind: "push",
      distance: 2,
      vertical: false,
      or: "",
      bonus: "roll",
      potency: { characteristic: "agility", strength: "fixed", offset: 0, value: 2 },
      ignoresStability: false,
    });
  });

  it("R-DM-2: damage whose ignoredImmunities hold 'all' ignores immunity; only some types is reported", () => {
    const { document, unmapped } = convertAbility(
      official({
        A: {
          _id: "A",
          type: "damage",
          damage: {
            tier2: { value: "13 + @chr", types: ["fire"], ignoredImmunities: ["all"] },
            tier3: { value: "18 + @chr", types: ["fire"], ignoredImmunities: ["fire"] },
          },
        },
      }),
      DEFAULT_OPTIONS,
    );
    expect(tier2(document)["damage"]).toMatchObject({ value: 13, type: "fire", ignoresImmunity: true });
    const tier3 = (document["system"] as { power: Record<string, { damage: unknown }> }).power["tier3"];
    expect(tier3?.damage).toMatchObject({ value: 18, ignoresImmunity: false });
    const why = unmapped.map((u) => u.why).join("\n");
    expect(why).toMatch(/ignores only some immunities/);
    expect(why).not.toMatch(/not modelled yet/);
  });

  it("R-MV-8: the official forced property 'ignoresImmunity' is a movement that ignores stability", () => {
    const { document, unmapped } = convertAbility(
      official({
        A: {
          _id: "A",
          type: "forced",
          forced: { tier2: { movement: ["slide"], distance: "5", properties: ["ignoresImmunity"] } },
        },
      }),
      DEFAULT_OPTIONS,
    );
    expect(tier2(document)["forced"]).toMatchObject({ kind: "slide", distance: 5, ignoresStability: true });
    expect(unmapped).toEqual([]);
  });

  it("R-MV-8: a potency beside 'ignores stability' gates only the ignoring: reported, the movement gated", () => {
    const { document, unmapped } = convertAbility(
      official({
        A: {
          _id: "A",
          type: "forced",
          forced: {
            tier2: {
              movement: ["slide"],
              distance: "5",
              potency: { characteristic: "presence" },
              display: "{{forced}}; {{potency}}, ignores stability",
              properties: ["ignoresImmunity"],
            },
          },
        },
      }),
      DEFAULT_OPTIONS,
    );
    expect(tier2(document)["forced"]).toMatchObject({
      ignoresStability: true,
      potency: { strength: "average" },
    });
    expect(unmapped.map((u) => u.why)).toContain(
      "a potency that gates only ignoring stability: imported gating the whole movement",
    );
  });

  it("R-MO-1: an ownerless ability rolling with its owner's highest characteristic offers all five", () => {
    const doc = official({
      A: { _id: "A", type: "damage", damage: { tier2: { value: "5 + @chr", types: [] } } },
    });
    (doc["system"] as { power: { roll: JsonObject } }).power.roll = { formula: "@chr", characteristics: [] };
    const { document, unmapped } = convertAbility(doc, DEFAULT_OPTIONS);
    const power = (document["system"] as { power: Record<string, unknown> }).power;
    expect(power["characteristics"]).toEqual(["might", "agility", "reason", "intuition", "presence"]);
    expect(unmapped.map((u) => u.why).join("\n")).not.toMatch(/owner's highest/);
  });

  it("R-AB-6: an applied effect naming the compendium id of a re-keyed copy's ActiveEffect finds the copy", () => {
    const doc = official({
      A: {
        _id: "A",
        type: "applied",
        applied: {
          tier2: {
            display: "the target is shaken",
            potency: { value: "@potency.weak", characteristic: "none" },
            effects: { OrigEffect000001: { condition: "always", end: "turn" } },
          },
        },
      },
    });
    doc["effects"] = [
      {
        _id: "CopyEffect000001",
        name: "Shaken",
        type: "base",
        changes: [{ key: "system.movement.speed", mode: 2, value: "-2" }],
        _stats: { compendiumSource: "Compendium.x.y.Item.ShapeAbility0001.ActiveEffect.OrigEffect000001" },
      },
    ];
    const { document, unmapped } = convertAbility(doc, DEFAULT_OPTIONS);
    expect(tier2(document)["customEffects"]).toEqual([
      expect.objectContaining({ name: "Shaken", duration: "eot" }),
    ]);
    expect(unmapped.map((u) => u.why).join("\n")).not.toMatch(/names no effect/);
  });
});
