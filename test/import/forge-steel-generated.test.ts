/**
 * A hero file Forge Steel's own code wrote: a synthetic hero (invented names and numbers) built with Forge
 * Steel's factories (FactoryLogic.createHero, createAncestry, createClass, createKit, feature.create…) and
 * saved through its Utils.exportData → saveFile, run outside this repository on a copy of its source; only
 * the written file is kept here (test/fixtures/forge-steel/generated). It carries every default field
 * Forge Steel's factories add, so this checks the converter against the real shape, not our reading of it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertForgeSteelHero } from "../../src/import/forge-steel/index.ts";
import { parseSafeJson } from "../../src/import/official/index.ts";
import type { JsonObject } from "../../src/import/forge-steel/source.ts";
import { expectLoads } from "./schema-check.ts";

const FILE = join(import.meta.dirname, "../fixtures/forge-steel/generated/brindle-quay.ds-hero");
type Item = JsonObject & { name: string; type: string; system: JsonObject; effects?: JsonObject[] };

beforeAll(freshWorld);

describe("a .ds-hero written by Forge Steel's own saveFile", () => {
  const { actor, report } = convertForgeSteelHero(parseSafeJson(readFileSync(FILE, "utf8")));
  const items = actor["items"] as Item[];
  const system = actor["system"] as JsonObject;

  it("is Forge Steel's plain tab-indented JSON and loads whole against our schemas", () => {
    expect(readFileSync(FILE, "utf8").startsWith('{\n\t"id": "hero-gen-brindle"')).toBe(true);
    expectLoads("Actor", actor, "hero");
    for (const item of items) expectLoads("Item", item, item.name);
  });

  it("R-HERO-STAMINA / R-CH-1: level, scores, stamina from the class and kit less the damage taken", () => {
    expect(system).toMatchObject({
      level: 1,
      characteristics: { might: 0, agility: 2, reason: 2, intuition: 1, presence: -1 },
      // 18 + the kit's 6 at 1st echelon, less 4 damage; 8 recoveries.
      stamina: { value: 20, max: 0 },
      recoveries: { value: 8, max: 0 },
      heroicResource: { name: "Current", value: 0 },
      victories: 2,
      skills: ["swim"],
      languages: ["Brinespeech"],
    });
  });

  it("R-HERO-ADV: identity items, the chosen option's effect, the ability and its tiers", () => {
    expect(items.map((i) => `${i.type}:${i.name}`)).toEqual([
      "ancestry:Tidefolk",
      "culture:Reefhold",
      "class:Tidecaller",
      "kit:Netcaster Kit",
      "feature:Deepwater Skin",
      "feature:Calm Waters",
      "feature:Slick Scales",
      "feature:Current",
      "ability:Breaking Wave",
    ]);
    const byName = (name: string) => items.find((i) => i.name === name);
    expect(byName("Reefhold")?.system).toMatchObject({ language: "Brinespeech", environment: "wilderness" });
    expect(byName("Netcaster Kit")?.system).toMatchObject({
      bonuses: { stamina: 6, speed: 2, disengage: 1, rangedDamage: [1, 1, 1], rangedDistance: 5 },
      equipment: { armor: "light", weapons: ["ensnaring"] },
    });
    expect(byName("Slick Scales")?.effects?.[0]?.["changes"]).toEqual([
      { key: "system.movement.speed", mode: 2, value: "1" },
    ]);
    expect(byName("Deepwater Skin")?.effects?.[0]?.["changes"]).toEqual([
      { key: "system.damage.immunities.cold", mode: 4, value: "3" },
    ]);
    expect(byName("Breaking Wave")?.system).toMatchObject({
      category: "signature",
      distance: { type: "ranged", ranged: 5 },
      target: { count: 2 },
      power: {
        characteristics: ["reason"],
        tier1: { damage: { value: 2, characteristic: true, type: "cold" } },
        tier3: { damage: { value: 6 }, forced: { kind: "slide", distance: 3 } },
      },
    });
  });

  it("the report lists the unmapped parts, including the language Forge Steel left unchosen", () => {
    expect(report.map((r) => `${r.why}: ${r.where} | ${r.what}`)).toEqual([
      "conditionImmunity: Tidefolk › Calm Waters | Dazed",
      "missing: Default Language | Language Choice (1)",
      "state: state | hero tokens: 2",
    ]);
  });
});
