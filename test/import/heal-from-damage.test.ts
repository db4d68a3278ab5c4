/**
 * The official stat blocks say "regains Stamina equal to (half) the damage dealt" only in an ability's
 * effect prose; the importer sets Steelbound's `healFromDamage` from it (seed 004
 * §ダメージで回復するクリーチャー). Invented wording in the official shape.
 */
import { describe, expect, it } from "vitest";
import { convertAbility } from "../../src/import/official/ability.ts";
import type { JsonObject } from "../../src/import/official/index.ts";
import { DEFAULT_OPTIONS } from "../../src/import/official/shared.ts";
import { healFromDamageOf } from "../../src/import/official/heal-from-damage.ts";

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

  it("seed 004: the same sentence in a spend's text is kept as text and listed (it heals only when paid)", () => {
    const result = convertAbility(
      ability({}, "The ogre regains Stamina equal to the damage dealt."),
      DEFAULT_OPTIONS,
    );
    expect((result.document["system"] as JsonObject)["healFromDamage"]).toBe("none");
    expect(result.unmapped.some((u) => u.field.endsWith("spend.text"))).toBe(true);
  });
});
