// @vitest-environment happy-dom
/**
 * Ability modifiers from effects (docs/DATA.md `abilityBonuses`): the Director gives Korva
 * an effect, "Flame Brand", whose changes raise his strikes' potency by 1 (ability.potency, R-AB-6), give
 * them the keyword fire (ability.keyword) and 2 more squares of distance (ability.distance). Alice's card
 * shows the new potency and keyword on every client; the GM, reading the ability and Korva's effects
 * itself, measures the longer reach and applies the raised potency: the Goblin Shieldbearer, who resisted
 * the slow at Korva's own potency, is slowed now.
 */
import "../sim/install.ts";
import { afterEach, describe, expect, it } from "vitest";
import { on, setUpTable } from "./table.ts";
import { meleeStrike } from "./setups.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  heroSheetOn,
  monsterSheetOn,
  placeAt,
  placeInReach,
  useAbilityOn,
  warningsOn,
} from "./play.ts";
import { closeAll, find, textOf } from "../sim/applications/user.ts";
import { clearCompatibilityWarnings, type Plain } from "../harness/utils.ts";
import { effectDeprecationsLogged } from "../sim/generation.ts";

const tier = (value: number, extra: Plain = {}): Plain => ({ damage: { value }, ...extra });
const SEARING_JAB = meleeStrike("Searing Jab", [
  tier(2),
  tier(5),
  tier(7, {
    conditions: [
      { condition: "slowed", potency: { characteristic: "might", strength: "strong" }, duration: "eot" },
    ],
  }),
]);
const FLAME_BRAND: Plain = {
  name: "Flame Brand",
  changes: [
    { key: "ability.potency", mode: 2, value: "1" },
    { key: "ability.keyword", mode: 2, value: "fire" },
    { key: "ability.distance", mode: 2, value: "2" },
  ],
  flags: { steelbound: { abilityKeywords: ["strike"] } },
};

afterEach(async () => {
  await closeAll();
});

describe("ability modifiers from effects", () => {
  it("R-AB-6: an effect raising Korva's strikes' potency by 1, adding fire and 2 squares of reach shows on every client's card, and the GM applies the raised potency at the longer reach", async () => {
    clearCompatibilityWarnings();
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    await gm.run(() => actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [SEARING_JAB]));
    await session.settle();
    const slowed = () => gm.run(() => on(gm, tokens.captain).actor?.statuses.has("slowed") ?? false);

    // Without the effect: Korva's strong potency, X; the captain's Might is X, so he resists.
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const plain = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [10, 9], "Searing Jab");
    const potencyOf = (id: string) => Number(/M < (-?\d+)/.exec(textOf(cardOn(gm, id)))?.[1]);
    const base = potencyOf(plain);
    expect(Number.isFinite(base)).toBe(true);
    expect(textOf(cardOn(gm, plain)).toLowerCase()).not.toContain("fire");
    await gm.run(() =>
      on(gm, tokens.captain).actor?.update({ system: { characteristics: { might: base } } }),
    );
    await session.settle();
    await clickOn(table, alice, find(cardOn(alice, plain), '[data-action="applyConditions"]'));
    expect(slowed()).toBe(false);

    // The Director brands Korva; Alice steps back 3 squares (melee 1 + 2) and strikes again.
    await gm.run(() => actorOn(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [FLAME_BRAND]));
    await session.settle();
    const captainAt = gm.run(() => ({
      x: on(gm, tokens.captain).x / 100,
      y: on(gm, tokens.captain).y / 100,
    }));
    await placeAt(table, tokens.alice, captainAt.x - 3, captainAt.y);
    // Korva's sheet reads the same: fire among the keywords, the raised potency on tier 3, melee 3.
    const sheet = textOf(await heroSheetOn(alice, heroes.alice));
    expect(sheet.toLowerCase()).toContain("fire");
    expect(sheet).toContain(`M < ${base + 1}`);
    const seen = alice.notifications.length;
    const branded = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [10, 9], "Searing Jab");
    for (const client of session.clients) {
      const text = textOf(cardOn(client, branded));
      expect(text).toContain(`M < ${base + 1}`);
      expect(text.toLowerCase()).toContain("fire");
    }
    await clickOn(table, alice, find(cardOn(alice, branded), '[data-action="applyConditions"]'));
    expect(warningsOn(alice, seen)).toEqual([]);
    expect(slowed()).toBe(true);
    // v14 logs none of its effect deprecations for any of it (test/sim/generation.ts V14_DEPRECATIONS).
    expect(effectDeprecationsLogged()).toEqual([]);
  });
});

describe("ability modifiers on a Director creature's sheet", () => {
  it("R-AB-6: the Director brands the Goblin Shieldbearer; his sheet's Shield Bash card shows fire among its keywords and 2 more squares of melee, as a hero's card does", async () => {
    const table = await setUpTable();
    const { gm, session, monsters } = table;
    const bashCard = async () => {
      const sheet = await monsterSheetOn(gm, monsters.captain);
      const card = [...sheet.element.querySelectorAll<HTMLElement>("[data-item-id]")].find((el) =>
        textOf(el).includes("Shield Bash"),
      );
      if (!card) throw new Error("no Shield Bash card on the monster sheet");
      return textOf(card);
    };
    const before = await bashCard();
    expect(before.toLowerCase()).not.toContain("fire");
    expect(before).toMatch(/Melee 1\b/);
    await gm.run(() => actorOn(gm, monsters.captain).createEmbeddedDocuments("ActiveEffect", [FLAME_BRAND]));
    await session.settle();
    const after = await bashCard();
    expect(after.toLowerCase()).toContain("fire");
    expect(after).toMatch(/Melee 3\b/);
  });
});
