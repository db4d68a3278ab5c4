// @vitest-environment happy-dom
/**
 * Effects reach their bearer through the route each Foundry generation takes (src/documents/generation.ts):
 * v13 Actor#applyActiveEffects calls the instance ActiveEffect#apply for each change; v14
 * Actor#applyActiveEffects(phase) calls the static `applyChange` of CONFIG.ActiveEffect.documentClass and
 * never the instance method (test/harness/actor.ts, test/sim/behaviours.ts V14_BEHAVIOURS). Korva's kit,
 * equipped treasure and title give his abilities their bonuses; a creature who becomes immune to a condition
 * loses its speed cap; and none of it logs the v14 effect deprecations. Run as both generations:
 * `npx vitest run` and `FOUNDRY_GENERATION=14 npx vitest run` this file.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { meleeStrike } from "./setups.ts";
import { actorOn, heroSheetOn, systemOf } from "./play.ts";
import { textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { clearCompatibilityWarnings, type Plain } from "../harness/utils.ts";
import { effectDeprecationsLogged } from "../sim/generation.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
const ADD = 2;
const UPGRADE = 4;

beforeAll(async () => {
  clearCompatibilityWarnings();
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

interface Bonus {
  key: string;
  value: number;
  keywords: readonly string[];
}
const bonusesOn = (client: SimClient): Bonus[] =>
  ((systemOf(client, table.heroes.alice, "abilityBonuses") as Bonus[] | undefined) ?? []).map((b) => ({
    key: b.key,
    value: b.value,
    keywords: [...b.keywords],
  }));
const itemOn = (client: SimClient, name: string): HarnessDocument => {
  const item = client.run(() => actorOn(client, table.heroes.alice).items.find((i) => i.name === name));
  if (!item) throw new Error(`${client.label} has no ${name}`);
  return item;
};
const effect = (name: string, changes: Plain[], keywords: string[] = []): Plain => ({
  name,
  changes,
  flags: { steelbound: { abilityKeywords: keywords } },
});

describe("item bonuses to abilities on the generation's route", () => {
  it("R-AB-6, R-RW-1: Korva's kit (+1 distance), equipped treasure (+1 treasure damage on strikes) and title (+1 edge on strikes) reach his abilities on every client; his sheet's strike shows melee 2; unequipped, the treasure's bonus is gone", async () => {
    const { gm, alice, session, heroes } = table;
    await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [
        meleeStrike("Searing Jab", [
          { damage: { value: 2 } },
          { damage: { value: 5 } },
          { damage: { value: 7 } },
        ]),
        {
          name: "Raider Gear",
          type: "kit",
          effects: [effect("Long reach", [{ key: "ability.distance", mode: ADD, value: "1" }])],
        },
        {
          name: "Ember Blade",
          type: "treasure",
          system: { category: "trinket", equipped: true },
          effects: [
            effect("Ember edge", [{ key: "ability.treasureDamage", mode: UPGRADE, value: "1" }], ["strike"]),
          ],
        },
        {
          name: "Knight",
          type: "title",
          effects: [effect("Knightly", [{ key: "ability.edges", mode: ADD, value: "1" }], ["strike"])],
        },
      ]),
    );
    await session.settle();
    const expected: Bonus[] = [
      { key: "ability.distance", value: 1, keywords: [] },
      { key: "ability.treasureDamage", value: 1, keywords: ["strike"] },
      { key: "ability.edges", value: 1, keywords: ["strike"] },
    ];
    for (const client of session.clients) expect(bonusesOn(client)).toEqual(expect.arrayContaining(expected));
    const sheet = textOf(await heroSheetOn(alice, heroes.alice));
    expect(sheet).toMatch(/Melee 2\b/);

    await alice.run(() => itemOn(alice, "Ember Blade").update({ "system.equipped": false }));
    await session.settle();
    for (const client of session.clients)
      expect(bonusesOn(client).map((b) => b.key)).not.toContain("ability.treasureDamage");
  });
});

describe("condition immunity on the generation's route", () => {
  it("R-CN-7: the Shieldbearer is slowed from the status list (speed 2); once the Director makes him immune to slowed his own speed is back on every client, the effect still on him", async () => {
    const { gm, session, monsters } = table;
    const speedOn = (client: SimClient) => Number(systemOf(client, monsters.captain, "movement.speed"));
    const own = speedOn(gm);
    expect(own).toBeGreaterThan(2);
    await gm.run(() => actorOn(gm, monsters.captain).toggleStatusEffect("slowed", { active: true }));
    await session.settle();
    for (const client of session.clients) expect(speedOn(client)).toBe(2);
    await gm.run(() => actorOn(gm, monsters.captain).update({ "system.conditionImmunities": ["slowed"] }));
    await session.settle();
    for (const client of session.clients) {
      expect(speedOn(client)).toBe(own);
      const effects = client.run(() => [...actorOn(client, monsters.captain).effects]);
      expect(effects.some((e) => e.statuses.has("slowed"))).toBe(true);
    }
  });
});

describe("v14's effect deprecations", () => {
  it("none of the above read CONST.ACTIVE_EFFECT_MODES, a change's numeric mode, an effect's root changes or the instance apply (v14 logs each as a compatibility warning)", () => {
    expect(effectDeprecationsLogged()).toEqual([]);
  });
});
