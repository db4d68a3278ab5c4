/**
 * The official stat blocks say "regains Stamina equal to (half) the damage dealt" only in an ability's
 * effect prose; the importer sets Steelbound's `healFromDamage` from it (seed 004
 * §ダメージで回復するクリーチャー). Invented wording in the official shape, and every such ability of the
 * official 0.11.1 packs with its prose replaced (test/fixtures/heal-from-damage-0.11.json, written by
 * tools/derive-heal-fixtures.mjs).
 */
import { describe, expect, it } from "vitest";
import { convertAbility } from "../../src/import/official/ability.ts";
import type { JsonObject } from "../../src/import/official/index.ts";
import { DEFAULT_OPTIONS } from "../../src/import/official/shared.ts";
import { healFromDamageOf } from "../../src/import/official/heal-from-damage.ts";
import official from "../fixtures/heal-from-damage-0.11.json" with { type: "json" };

const ability = (effect: { before?: string; after?: string }, spend = ""): JsonObject => ({
  _id: "HealBite0000001",
  name: "Hungry Bite",
  type: "ability",
  system: {
    type: "main",
    category: "signature",
    distance: { type: "melee", primary: 1 },
    target: { type: "creature", value: 1 },
    power: { roll: { formula: "@chr", characteristics: ["might"] }, effects: {} },
    effect: { before: effect.before ?? "", after: effect.after ?? "" },
    spend: { text: spend, value: spend ? 1 : null },
    keywords: ["melee", "strike"],
  },
});
const healOf = (source: JsonObject): unknown =>
  (convertAbility(source, DEFAULT_OPTIONS).document["system"] as JsonObject)["healFromDamage"];

describe("official abilities that heal their user from the damage dealt (seed 004)", () => {
  it("seed 004: the effect's 'regains Stamina equal to the damage dealt' → full; '… half the damage dealt' → half", () => {
    expect(
      healOf(ability({ after: "<p>The ogre then regains Stamina equal to the damage dealt.</p>" })),
    ).toBe("full");
    expect(
      healOf(
        ability({ before: "<p>Jaws close. The count regains Stamina equal to half the damage dealt.</p>" }),
      ),
    ).toBe("half");
    expect(healOf(ability({ after: "<p>The target is bleeding.</p>" }))).toBe("none");
  });

  it("seed 004: an ally who may regain it instead, or a squad's pool, is left as text (the field heals the user)", () => {
    expect(
      healFromDamageOf(
        "<p>The piper or one ally within distance regains Stamina equal to the damage dealt.</p>",
      ),
    ).toBe("none");
    expect(
      healFromDamageOf("<p>The squad’s Stamina pool regains Stamina equal to half the damage dealt.</p>"),
    ).toBe("none");
  });

  it("seed 004: the same sentence in a spend's text heals only when the spend is paid (healFromDamageWhen spend)", () => {
    const result = convertAbility(
      ability({}, "The ogre regains Stamina equal to the damage dealt."),
      DEFAULT_OPTIONS,
    );
    const system = result.document["system"] as JsonObject;
    expect([system["healFromDamage"], system["healFromDamageWhen"]]).toEqual(["full", "spend"]);
    expect(result.unmapped.some((u) => u.field.endsWith("spend.text"))).toBe(false);
    // The effect's own heal heals every use.
    const always = convertAbility(
      ability({ after: "<p>The ogre regains Stamina equal to the damage dealt.</p>" }),
      DEFAULT_OPTIONS,
    ).document["system"] as JsonObject;
    expect(always["healFromDamageWhen"]).toBe("always");
  });

  it("seed 004: a spend that heals from damage it deals itself is kept as the spend's text and listed", () => {
    const result = convertAbility(
      ability(
        {},
        "The ogre deals 3 damage to each creature held, and regains Stamina equal to the damage dealt.",
      ),
      DEFAULT_OPTIONS,
    );
    expect((result.document["system"] as JsonObject)["healFromDamage"]).toBe("none");
    expect(result.unmapped.some((u) => u.field.endsWith("spend.text"))).toBe(true);
  });
});

describe("the official 0.11.1 abilities that heal from the damage dealt (seed 004)", () => {
  const converted = (official as unknown as (JsonObject & { owner: string; name: string })[]).map(
    (source) => {
      const result = convertAbility(source, DEFAULT_OPTIONS);
      const system = result.document["system"] as JsonObject;
      return {
        who: `${source.owner}: ${source.name}`,
        heal: `${system["healFromDamage"] as string} ${system["healFromDamageWhen"] as string}`,
        noted: result.unmapped.some((u) => u.field.endsWith("spend.text")),
      };
    },
  );
  const healOf = (who: string) => converted.find((c) => c.who === who);

  it("seed 004: each spend-gated heal (Savoring Bite, Greedy Hands, Soul Steal …) heals only when its spend is paid", () => {
    expect(healOf("Troll Butcher: Savoring Bite")?.heal).toBe("full spend");
    expect(healOf("Troll Glutton: Voracious Mastication")?.heal).toBe("full spend");
    expect(healOf("Aurumvas: Greedy Hands")?.heal).toBe("full spend");
    expect(healOf("Wode Hag: Soul Steal")?.heal).toBe("half spend");
    expect(healOf("Myxovidan the Sintaker: Breaking Palm")?.heal).toBe("half spend");
    expect(healOf("Human Death Cultist: Death Scythe")?.heal).toBe("half spend");
  });

  it("seed 004: an effect's own heal heals every use; an ally's or a pool's, and a spend's own damage, stay text", () => {
    expect(healOf("Count Rhodar von Glauer: Vermilion Fangs")?.heal).toBe("half always");
    expect(healOf("Vampire Lord: Crimson Embrace")?.heal).toBe("half always");
    expect(healOf("Radenwight Piper: Piercing Trill")?.heal).toBe("none always");
    expect(healOf("Troll Ravager: Dine and Dash")?.heal).toBe("none always");
    expect(healOf("War Dog Amalgamite: Several Arms")).toEqual({
      who: "War Dog Amalgamite: Several Arms",
      heal: "none always",
      noted: true,
    });
    // Emergency Meal's heal comes through the free strikes it grants: kept, and listed for the Director.
    const meal = (official as unknown as (JsonObject & { owner: string; name: string })[]).find(
      (a) => a.owner === "Troll Butcher" && a.name === "Emergency Meal",
    );
    if (!meal) throw new Error("no Emergency Meal");
    const result = convertAbility(meal, DEFAULT_OPTIONS);
    expect((result.document["system"] as JsonObject)["healFromDamage"]).toBe("full");
    expect(result.unmapped.some((u) => u.field.endsWith("effect") && /free strikes/.test(u.why))).toBe(true);
    // Every official spend-gated heal is one of those above: 6 of the 23.
    expect(converted.filter((c) => c.heal.endsWith("spend"))).toHaveLength(6);
  });
});
