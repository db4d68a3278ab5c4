// @vitest-environment happy-dom
/**
 * Real content played whole, where the table meets it:
 * - R-HERO-KIT-TWO (Heroes book, the Tactician's Field Arsenal): Korva learns the feature and Alice drops
 *   Shining Armor and then Sniper on her sheet; both stay, the sheet shows the combined stamina, stability,
 *   speed and disengage on every client, Shoulder In's card carries Shining Armor's +2 melee damage and the
 *   GM, reading the same two kits, applies that damage;
 * - R-AB-11 with an ancestry trait that saves on 5 (Otherworldly Grace): the sheet shows "5+", the save
 *   prompt says 5, and a 5 ends the effect from the rendered save card;
 * - R-AB-8: a Talent's clarity (the class's floor, −(1 + Reason)) goes below 0 from spending, and the sheet
 *   says so;
 * - bonuses that scale with level (`bonuses.perLevel`) follow a level change on the sheet;
 * - R-AB-2: a line ability reads "A × B line within D" on the sheet and on its card, in English and Japanese.
 */
import "../sim/install.ts";
import { afterAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  combatantOn,
  heroSheetOn,
  lastMessageId,
  openCombat,
  placeInReach,
  rollFrom,
  rowButton,
  systemOf,
  tokenStaminaOn,
  trackerOn,
  useButton,
  warningsOn,
  heroTokensOn,
  setSetting,
  type Combat,
} from "./play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { change, drop, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { instances } from "../sim/applications/application.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessActor } from "../harness/actor.ts";

let table: Table;
const korvaOn = (client: SimClient): HarnessActor => actorOn(client, table.heroes.alice);
type Sheetlike = { element: HTMLElement };
const statOn = (sheet: Sheetlike, label: string) =>
  textOf(findAll(sheet.element, ".stat-row > div").find((d) => textOf(d).startsWith(label)) ?? sheet.element);

afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

// Official 0.11.1 kit numbers (Heroes book): the Field Arsenal quick build.
const SHINING_ARMOR = {
  name: "Shining Armor",
  type: "kit",
  system: { bonuses: { stamina: 12, stability: 1, meleeDamage: [2, 2, 2] } },
};
const SNIPER = {
  name: "Sniper",
  type: "kit",
  system: { bonuses: { speed: 1, disengage: 1, rangedDamage: [0, 0, 4], rangedDistance: 10 } },
};

describe("real content at the table", () => {
  it("R-HERO-KIT-TWO: Korva learns Field Arsenal; Alice drops Shining Armor, then Sniper: both stay, and every client's sheet shows 24 + 12 stamina, stability 1, speed 6, disengage 2", async () => {
    table = await setUpTable();
    const { gm, alice, bob, session, heroes } = table;
    // Bob watches Korva's sheet (observer), so every client can open it.
    await gm.run(() => on(gm, heroes.alice).update({ ownership: { [bob.userId]: 2 } }));
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [
        { name: "Field Arsenal", type: "feature", system: { featureType: "class", kits: 2 } },
      ]),
    );
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => drop(sheet, { type: "Item", data: SHINING_ARMOR }));
    await session.settle();
    await alice.run(() => drop(sheet, { type: "Item", data: SNIPER }));
    await session.settle();
    for (const client of session.clients) {
      const kits = korvaOn(client).items.filter((i) => i.type === "kit");
      expect(kits.map((k) => k.name).sort()).toEqual(["Shining Armor", "Sniper"]);
      const view = await heroSheetOn(client, heroes.alice);
      expect(textOf(find(view, ".stamina-max"))).toBe("36");
      expect(statOn(view, "Stability")).toContain("1");
      expect(statOn(view, "Speed")).toContain("6");
      expect(statOn(view, "Disengage")).toContain("2");
      expect(textOf(find(view, ".lineage .kit"))).toBe("Shining Armor, Sniper");
    }
  });

  it("R-HERO-KIT-TWO, R-HERO-KIT-DAMAGE: Shoulder In shows 5 / 8 / 11 on the sheet, its card deals 5 at tier 1, and the GM applies the same 5", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    const tiers = findAll(sheet.element, ".tier-lines .tier-text").map(textOf);
    expect(tiers.slice(0, 3).join(" | ")).toMatch(/^5 damage.*\| 8 damage.*\| 11 damage/);
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    const shoulder = korvaOn(alice).items.find((i) => i.name === "Shoulder In");
    await rollFrom(table, alice, useButton(sheet, shoulder?.id ?? ""), [2, 3]); // 5 + Might 2: tier 1
    const card = lastMessageId(table);
    for (const client of session.clients) expect(textOf(cardOn(client, card))).toContain("5 damage");
    const before = tokenStaminaOn(gm, tokens.captain);
    const seen = gm.notifications.length;
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    // The kits Alice dropped are her own documents: the Director sees their numbers once and
    // accepts them; they are within the book's bounds, so nothing is cut down.
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    const review = textOf(find(cardOn(gm, card), ".steelbound-review"));
    expect(review).toContain("kit melee damage Tier 1: — → +2");
    expect(review).toContain("kit ranged distance: — → +10");
    await clickOn(table, gm, find(cardOn(gm, card), '[data-review-decision="always"]'));
    expect(warningsOn(gm, seen)).toEqual([]);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(before - 5);
  });

  it("R-AB-11: Korva's Otherworldly Grace saves on 5: her sheet says 5+, the prompt at her turn's end says 5, and Alice's 5 ends weakened on every client", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [
        {
          name: "Otherworldly Grace",
          type: "feature",
          system: { featureType: "ancestry" },
          effects: [
            {
              name: "Otherworldly Grace",
              transfer: true,
              changes: [{ key: "system.bonuses.saveThreshold", mode: 3, value: "5" }],
            },
          ],
        },
      ]),
    );
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [
        { name: "Weakened", statuses: ["weakened"], flags: { steelbound: { duration: "save" } } },
      ]),
    );
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "bonuses.saveThreshold")).toBe(5);
      expect(statOn(await heroSheetOn(client, heroes.alice), "Saving throw")).toContain("5+");
    }
    const combat: Combat = await openCombat(table, [tokens.alice, tokens.captain]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const tracker = await trackerOn(alice);
    await clickOn(table, alice, find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]'));
    const korva = combatantOn(alice, combat, tokens.alice);
    await clickOn(
      table,
      alice,
      find(await trackerOn(alice), `[data-combatant-id="${korva}"] [data-action="steelboundAct"]`),
    );
    await clickOn(table, alice, find(await trackerOn(alice), '[data-action="steelboundEndTurn"]'));
    const prompt = lastMessageId(table);
    expect(textOf(cardOn(alice, prompt))).toContain("5+ ends the effect");
    queueDice(5);
    await clickOn(table, alice, find(cardOn(alice, prompt), "button[data-steelbound-save]"));
    const result = lastMessageId(table);
    expect(result).not.toBe(prompt);
    for (const client of session.clients) {
      expect(textOf(cardOn(client, result))).toMatch(/succeeds/);
      expect(textOf(cardOn(client, result))).toContain("needs 5+");
      const effects = client.run(() => korvaOn(client).effects.contents.map((e) => e.name));
      expect(effects).not.toContain("Weakened");
    }
    await gm.run(() => combat.delete());
    await session.settle();
  });

  it("R-AB-8: Korva as a Talent (clarity down to −(1 + Reason 2) = −3) spends 3 clarity she does not have: her sheet shows −3, below 0, on every client", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    const fury = korvaOn(gm).items.find((i) => i.type === "class");
    await gm.run(() =>
      on(gm, heroes.alice).updateEmbeddedDocuments("Item", [
        {
          _id: fury?.id ?? "",
          name: "Talent",
          system: { heroicResource: { name: "Clarity", floor: { base: 1, characteristic: "reason" } } },
        },
      ]),
    );
    await gm.run(() =>
      on(gm, heroes.alice).update({
        system: { characteristics: { reason: 2 }, heroicResource: { value: 0 } },
      }),
    );
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [
        {
          name: "Mind Spike",
          type: "ability",
          system: {
            category: "heroic",
            type: "main",
            keywords: ["psionic", "ranged", "strike"],
            distance: { type: "ranged", ranged: 10 },
            cost: { resource: 3 },
            power: { characteristics: ["reason"], tier1: { damage: { value: 2 } } },
          },
        },
      ]),
    );
    await session.settle();
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    expect(textOf(find(sheet, ".heroic-resource"))).toContain("can go down to -3");
    const spike = korvaOn(alice).items.find((i) => i.name === "Mind Spike");
    const seen = alice.notifications.length;
    await rollFrom(table, alice, useButton(sheet, spike?.id ?? ""), [3, 3]);
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(-3);
      const view = await heroSheetOn(client, heroes.alice);
      const resource = find(view, ".heroic-resource");
      expect(textOf(resource)).toContain("-3");
      expect(textOf(resource)).toContain("below 0 (lowest -3)");
      expect(findAll(resource, ".below-zero")).toHaveLength(1);
    }
  });

  it("a bonus that scales with level (stability +1 per level) reads 1 at level 1 and 4 at level 4 on Korva's sheet", async () => {
    const { gm, alice, session, heroes } = table;
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [
        {
          name: "Steady as Stone",
          changes: [{ key: "system.bonuses.perLevel.stability", mode: 2, value: "1" }],
        },
      ]),
    );
    await session.settle();
    // Shining Armor's +1 and 1 per level at level 1.
    expect(statOn(await heroSheetOn(alice, heroes.alice), "Stability")).toContain("2");
    await gm.run(() => on(gm, heroes.alice).update({ system: { level: 4 } }));
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "stability")).toBe(5);
      expect(statOn(await heroSheetOn(client, heroes.alice), "Stability")).toContain("5");
    }
  });

  it("R-AB-2: a line ability reads '5 × 1 line within 1' on the sheet and its card in English, and '1マス以内の5×1直線' for a Japanese player", async () => {
    const { gm, alice, bob, session, heroes, tokens } = table;
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [
        {
          name: "Piercing Bolt",
          type: "ability",
          system: {
            category: "signature",
            type: "main",
            keywords: ["area", "magic"],
            distance: { type: "line", length: 5, width: 1, within: 1 },
            target: { text: "Each enemy in the area" },
            power: { characteristics: ["reason"], tier1: { damage: { value: 2 } } },
          },
        },
      ]),
    );
    await session.settle();
    const bolt = korvaOn(alice).items.find((i) => i.name === "Piercing Bolt");
    const sheet = await heroSheetOn(alice, heroes.alice);
    const row = find(sheet, `[data-item-id="${bolt?.id ?? ""}"]`);
    expect(textOf(row)).toContain("5 × 1 line within 1");
    expect(textOf(row)).not.toContain("0 line");
    target(alice, [tokens.captain]);
    await rollFrom(table, alice, useButton(sheet, bolt?.id ?? ""), [3, 3]);
    const card = lastMessageId(table);
    expect(textOf(cardOn(alice, card))).toContain("5 × 1 line within 1");
    // Bob reads the game in Japanese: his own copy of the sheet says it in Japanese.
    bob.game["i18n"] = createLocalizer("ja");
    const bobSheet = await heroSheetOn(bob, heroes.alice);
    expect(textOf(find(bobSheet, `[data-item-id="${bolt?.id ?? ""}"]`))).toContain("1マス以内の5×1直線");
    // Alice switches to Japanese: the card she posts reads the line in Japanese (the card keeps the words
    // of its use, as a chat message keeps what was said).
    alice.game["i18n"] = createLocalizer("ja");
    try {
      const jaSheet = await heroSheetOn(alice, heroes.alice);
      await rollFrom(table, alice, useButton(jaSheet, bolt?.id ?? ""), [3, 3]);
      const jaCard = lastMessageId(table);
      expect(textOf(cardOn(alice, jaCard))).toContain("1マス以内の5×1直線");
    } finally {
      alice.game["i18n"] = createLocalizer("en");
    }
  });
  it("R-HERO-KIT-TWO: Mountain replaces Sniper (two kits at most); with two melee damage bonuses the larger (+2/+2/+2) counts until Alice prefers Mountain on her sheet: Shoulder In reads 3 / 6 / 13 on every client", async () => {
    const { alice, session, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() =>
      drop(sheet, {
        type: "Item",
        data: {
          name: "Mountain",
          type: "kit",
          system: { bonuses: { stamina: 9, stability: 2, meleeDamage: [0, 0, 4] } },
        },
      }),
    );
    await session.settle();
    const names = () =>
      korvaOn(alice)
        .items.filter((i) => i.type === "kit")
        .map((k) => k.name)
        .sort();
    expect(names()).toEqual(["Mountain", "Shining Armor"]);
    const shoulder = korvaOn(alice).items.find((i) => i.name === "Shoulder In");
    const shoulderTiers = async (client: SimClient) =>
      findAll(
        find(await heroSheetOn(client, heroes.alice), `[data-item-id="${shoulder?.id ?? ""}"]`),
        ".tier-lines .tier-text",
      )
        .map(textOf)
        .slice(0, 3)
        // The leading number, in any language (Bob reads Japanese since the step before).
        .map((t) => /^\d+/.exec(t)?.[0]);
    expect(await shoulderTiers(alice)).toEqual(["5", "8", "11"]);
    const mountain = korvaOn(alice).items.find((i) => i.name === "Mountain");
    await alice.run(() => change(field(sheet, "[name='system.preferredKit']"), mountain?.id ?? ""));
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "preferredKit")).toBe(mountain?.id);
      expect(await shoulderTiers(client)).toEqual(["3", "6", "13"]);
    }
  });
  it("R-AB-11, R-HT-2: the GM reads a save card against Korva's own threshold (5): a card claiming a 5 failed buys nothing with a hero token, a 4 that failed does", async () => {
    const { alice, gm, session, heroes } = table;
    await setSetting(gm, "heroTokens", { value: 3 });
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [
        { name: "Dazed", statuses: ["dazed"], flags: { steelbound: { duration: "save" } } },
      ]),
    );
    await session.settle();
    const effect = alice.run(() => korvaOn(alice).effects.contents.find((e) => e.name === "Dazed")?.id ?? "");
    // The Director's own prompt (outside combat: no turn), as the end of a turn posts it.
    const prompt = await create(gm, "ChatMessage", {
      content: "prompt",
      flags: { steelbound: { savePrompt: { actor: heroes.alice.uuid, turn: null, effects: [effect] } } },
    });
    const spendOn = async (d10: number) => {
      const card = await create(alice, "ChatMessage", {
        content: "save",
        flags: {
          steelbound: {
            save: {
              actor: heroes.alice.uuid,
              effect,
              effectName: "Dazed",
              d10,
              threshold: 6,
              success: false,
              prompt: prompt.id,
              turn: null,
              heroToken: false,
              hero: true,
            },
          },
        },
      });
      const answer = await alice.run(() =>
        requestGm({
          kind: "spendHeroToken",
          spend: "succeedSave",
          actorUuid: heroes.alice.uuid,
          messageId: card.id,
        }),
      );
      await session.settle();
      return answer;
    };
    expect(await spendOn(5)).toMatchObject({ allowed: false });
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(3);
    expect(await spendOn(4)).toMatchObject({ allowed: true });
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(2);
      expect(client.run(() => korvaOn(client).effects.contents.map((e) => e.name))).not.toContain("Dazed");
    }
  });
});
