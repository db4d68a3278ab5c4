/**
 * Heroes from Forge Steel: our own hand-made `.ds-hero` files (test/fixtures/forge-steel, invented heroes
 * written in Forge Steel's plain-JSON hero format) converted into Steelbound hero data. The hero keeps its
 * ancestry, culture, career, class at its level with the chosen subclass, kit, features and chosen options,
 * abilities and characteristics; stamina and recoveries come out as Steelbound derives them; every part
 * without a Steelbound home is in the report.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertForgeSteelHero } from "../../src/import/forge-steel/index.ts";
import { parseSafeJson } from "../../src/import/official/index.ts";
import type { JsonObject } from "../../src/import/forge-steel/source.ts";
import { expectLoads } from "./schema-check.ts";
import { heroMaxStamina } from "../../src/rules/hero-build.ts";
import { readTier } from "../../src/import/forge-steel/tier.ts";

const FIXTURES = join(import.meta.dirname, "../fixtures/forge-steel");
const load = (name: string) => parseSafeJson(readFileSync(join(FIXTURES, name), "utf8"));

type Item = JsonObject & { name: string; type: string; system: JsonObject; effects: JsonObject[] };
const itemsOf = (actor: JsonObject) => actor["items"] as Item[];
const named = (actor: JsonObject, name: string) => itemsOf(actor).find((i) => i.name === name);

beforeAll(freshWorld);

describe("a Forge Steel hero file as a Steelbound hero", () => {
  const { actor, report } = convertForgeSteelHero(load("ember-warden.ds-hero"));
  const system = actor["system"] as JsonObject;

  it("loads whole against our schemas, the hero and every embedded item", () => {
    expectLoads("Actor", actor, "hero");
    for (const item of itemsOf(actor)) expectLoads("Item", item, item.name);
  });

  it("R-HERO-ADV: keeps who the hero is — ancestry, culture, career, class at its level, the chosen subclass and kit", () => {
    expect(actor["name"]).toBe("Tamsin Ashgrove");
    expect(system["level"]).toBe(2);
    const identity = itemsOf(actor)
      .filter((i) =>
        ["ancestry", "culture", "career", "class", "subclass", "kit", "treasure"].includes(i.type),
      )
      .map((i) => `${i.type}:${i.name}`);
    expect(identity).toEqual([
      "ancestry:Cinderkin",
      "culture:Lantern Folk",
      "career:Lamplighter",
      "class:Warden of Coals",
      "subclass:Hearthguard",
      "kit:Ironbark Kit",
      "treasure:Glow Jar",
    ]);
    expect(named(actor, "Lantern Folk")?.system).toMatchObject({
      language: "Glimmertongue",
      environment: "urban",
      organization: "communal",
      upbringing: "labor",
    });
    expect(named(actor, "Warden of Coals")?.system).toMatchObject({
      heroicResource: { name: "Embers", gainPerTurn: "2" },
      stamina: { starting: 20, perLevel: 8 },
      recoveries: 10,
      primaryCharacteristics: ["might", "intuition"],
    });
    expect(named(actor, "Ironbark Kit")?.system).toMatchObject({
      bonuses: { stamina: 3, speed: 1, stability: 1, meleeDamage: [1, 1, 1] },
      equipment: { armor: "medium", shield: false, weapons: ["medium"] },
    });
    expect(named(actor, "Glow Jar")?.system).toMatchObject({
      category: "consumable",
      quantity: 2,
      echelon: 1,
    });
    const career = named(actor, "Lamplighter")?.system["description"] as { value: string };
    expect(career.value).toContain("The Long Dark");
  });

  it("R-CH-1: the class's characteristic scores; R-AB-8: the heroic resource and its value", () => {
    expect(system["characteristics"]).toEqual({
      might: 2,
      agility: 0,
      reason: -1,
      intuition: 2,
      presence: 1,
    });
    expect(system["heroicResource"]).toEqual({ name: "Embers", value: 3 });
  });

  it("R-AB-8: the class's other resource gains become its triggers (its words, its gain, how often)", () => {
    const cls = itemsOf(actor).find((i) => i.type === "class");
    expect((cls?.system["heroicResource"] as JsonObject)["triggers"]).toEqual([
      { kind: "hit", text: "You take fire damage", gain: "1", window: "round" },
    ]);
  });

  it("R-HERO-STAMINA / R-HERO-RECOVERIES: current stamina and recoveries are Steelbound's maxima less what was spent", () => {
    const max = heroMaxStamina({
      level: 2,
      classStamina: { starting: 20, perLevel: 8 },
      stored: 0,
      kitStamina: 3,
    });
    expect(max).toBe(31);
    expect(system["stamina"]).toEqual({ value: 26, max: 0, temporary: 0 });
    expect(system["recoveries"]).toEqual({ value: 8, max: 0 });
    expect(system).toMatchObject({ surges: 1, victories: 3, xp: 4, wealth: 2, renown: 2 });
  });

  it("features with chosen options: only the picked option, the selected subclass, levels up to the hero's", () => {
    const names = itemsOf(actor)
      .filter((i) => i.type === "feature")
      .map((i) => i.name);
    expect(names).toContain("Quick Step");
    expect(names).not.toContain("Slow Burn");
    expect(names).toContain("Steady Stance");
    expect(names).toContain("Inner Glow");
    expect(names).toContain("Rooted Grip");
    expect(names).not.toContain("Wildfire");
    expect(names).not.toContain("Smog");
    expect(itemsOf(actor).find((i) => i.type === "perk")?.name).toBe("Keen Nose");
    expect(system["skills"]).toEqual(expect.arrayContaining(["alertness", "endurance", "sneak"]));
    expect(system["customSkills"]).toEqual(["Lantern Making"]);
    expect(system["languages"]).toEqual(["Glimmertongue", "Old Wick"]);
    expect(system["size"]).toEqual({ value: 1, letter: "S" });
  });

  it("R-DM-2 / R-MV-5: feature bonuses become effects on their items (speed, stability, fire immunity)", () => {
    const change = (name: string) => named(actor, name)?.effects[0]?.["changes"];
    expect(change("Quick Step")).toEqual([{ key: "system.movement.speed", mode: 2, value: "1" }]);
    expect(change("Steady Stance")).toEqual([{ key: "system.stability", mode: 2, value: "1" }]);
    expect(change("Ashen Skin")).toEqual([{ key: "system.damage.immunities.fire", mode: 4, value: "5" }]);
    expect(named(actor, "Quick Step")?.effects[0]?.["transfer"]).toBe(true);
  });

  it("R-AB-3 / R-AB-6 / R-MV-7: abilities — the class's own, the chosen class ability, the subclass's; tiers read", () => {
    const abilities = itemsOf(actor)
      .filter((i) => i.type === "ability")
      .map((i) => i.name)
      .sort();
    expect(abilities).toEqual(["Cinder Strike", "Ember Burst", "Hearth Ward"]);
    const strike = named(actor, "Cinder Strike")?.system as JsonObject;
    expect(strike).toMatchObject({
      type: "main",
      category: "signature",
      keywords: ["melee", "strike", "weapon"],
      distance: { type: "melee", melee: 1 },
      target: { text: "One creature", count: 1 },
      power: {
        characteristics: ["might"],
        tier1: { damage: { value: 2, characteristic: true, type: "fire" }, text: "" },
        tier2: { damage: { value: 5, type: "fire" }, forced: { kind: "push", distance: 1 } },
        tier3: {
          damage: { value: 7 },
          conditions: [
            {
              condition: "slowed",
              duration: "save",
              potency: { characteristic: "might", strength: "strong" },
            },
          ],
        },
      },
    });
    const burst = named(actor, "Ember Burst")?.system as JsonObject;
    expect(burst).toMatchObject({
      category: "heroic",
      cost: { resource: 3 },
      distance: { type: "burst", size: 2 },
      spend: { value: 2, text: "The burst is 1 square larger." },
      power: { tier2: { text: "the ground smoulders" } },
    });
    expect(named(actor, "Hearth Ward")?.system).toMatchObject({
      type: "triggered",
      trigger: "The target takes damage.",
    });
  });

  it("the report lists every part without a Steelbound home, none dropped silently", () => {
    const lines = report.map((r) => `${r.why}: ${r.where} | ${r.what}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        "conditionImmunity: Cinderkin › Unshaken | Frightened",
        "bonusField: Lamplighter | Project Points",
        "creature: Pet Moth | Companion",
        "tierText: Warden of Coals › Ember Burst | tier2: the ground smoulders",
        "state: state | hero tokens: 1",
      ]),
    );
    expect(report.every((r) => r.why !== "unknown")).toBe(true);
  });

  it("R-AB-11: a Save Threshold feature lowers the hero's save to its number (an effect on the feature)", () => {
    expect(report.some((r) => r.what === "Save Threshold")).toBe(false);
    const stubborn = (actor["items"] as { name: string; effects?: { changes: unknown[] }[] }[]).find(
      (i) => i.name === "Stubborn",
    );
    expect(stubborn?.effects?.[0]?.changes).toEqual([
      { key: "system.bonuses.saveThreshold", mode: 3, value: "5" },
    ]);
  });

  it("text is escaped into Steelbound's rich text, never passed on as HTML", () => {
    const biography = system["biography"] as { value: string };
    expect(biography.value).toBe("<p>Keeps a lantern &lt;always&gt; lit.</p>");
  });
});

describe("a hero saved before it was built", () => {
  it("converts with the stored numbers and nothing to report", () => {
    const { actor, report } = convertForgeSteelHero(load("unbuilt.ds-hero"));
    expectLoads("Actor", actor, "bare");
    expect(actor["system"]).toMatchObject({ level: 1, wealth: 1, stamina: { value: 0, max: 0 } });
    expect(itemsOf(actor)).toEqual([]);
    expect(report).toEqual([]);
  });

  it("refuses a file that is no Forge Steel hero", () => {
    expect(() => convertForgeSteelHero({ name: "x" })).toThrow(/not a Forge Steel hero/);
    expect(() => convertForgeSteelHero([])).toThrow(/not a Forge Steel hero/);
  });
});

describe("a Forge Steel power-roll tier's text", () => {
  it("R-AB-6: a potency written as a strength or as a number; R-AB-11: save ends or end of turn", () => {
    expect(readTier("4 + A damage; A < [average], grabbed (EoT)", ["agility"]).tier.conditions).toEqual([
      {
        condition: "grabbed",
        potency: { characteristic: "agility", strength: "average", offset: 0, value: 0 },
        duration: "eot",
        otherwise: { condition: "", duration: "eot" },
      },
    ]);
    const fixed = readTier("R < 2, weakened (save ends); vertical pull 3", ["reason"]);
    expect(fixed.tier.conditions[0]?.potency).toEqual({
      characteristic: "reason",
      strength: "fixed",
      offset: 0,
      value: 2,
    });
    expect(fixed.tier.forced).toMatchObject({ kind: "pull", distance: 3, vertical: true });
    expect(fixed.kept).toBe(false);
  });

  it("R-AB-4: a characteristic the roll does not use is the user's number in a formula, as Forge Steel adds it; an unknown damage type stays as text", () => {
    expect(readTier("3 + P damage", ["might"])).toMatchObject({
      kept: false,
      tier: { damage: { value: 3, characteristic: false, formula: "@presence" } },
    });
    expect(readTier("7 + I or P damage", ["might"]).tier.damage.formula).toBe("max(@intuition, @presence)");
    expect(readTier("3 void damage", ["might"])).toMatchObject({
      kept: true,
      tier: { text: "3 void damage" },
    });
  });
});
