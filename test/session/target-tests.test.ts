// @vitest-environment happy-dom
/**
 * Abilities whose tiers are each target's own test ("each target makes a Might test", src/rules/target-test.ts)
 * and abilities that roll with a fixed bonus ("Power Roll + 2"), where the table meets them: the
 * Director's monster uses one on both heroes, each player rolls only their own hero's test from the card,
 * every client shows both results, and the GM applies each tier; a result the card's author writes is not
 * believed. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "./table.ts";
import { BURST_3, giveKorva, giveWarlord, targetTestAbility, testTier, useTestOn } from "./setups.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  heroSheetOn,
  lastMessageId,
  monsterSheetOn,
  ownSheetOn,
  rollFrom,
  staminaOn,
  systemOf,
  tokenStaminaOn,
  useButton,
  warningsOn,
  placeInReach,
} from "./play.ts";
import { change, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { Plain } from "../harness/utils.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { PowerRoll } from "../../src/rolls/power-roll.ts";

const tier = (damage: number, extra: Plain = {}): Plain => testTier(damage, "poison", extra);

/** A Might test each target makes: tier 1 (the target's worst) 6 poison and slowed, tier 3 nothing. */
const CHOKING_CLOUD = targetTestAbility("Choking Cloud", "might", BURST_3, [
  tier(6, {
    conditions: [
      { condition: "slowed", potency: { characteristic: "might", strength: "none" }, duration: "eot" },
    ],
  }),
  tier(3),
  tier(0),
]);

/** Korva's own target-test ability (a hero's card is the one a player could forge). */
const ROAR = targetTestAbility(
  "Daunting Roar",
  "presence",
  { keywords: ["area"], distance: { type: "burst", size: 2 } },
  [tier(5), tier(2), tier(0)],
);

/** "Power Roll + 2": the roll adds 2, not a characteristic. */
const RAKE: Plain = {
  name: "Rake",
  type: "ability",
  system: {
    type: "main",
    keywords: ["melee", "strike", "weapon"],
    distance: { type: "melee", melee: 1 },
    power: {
      roll: "fixed",
      fixedBonus: 2,
      characteristics: [],
      tier1: tier(1),
      tier2: tier(4),
      tier3: tier(7),
    },
  },
};

let table: Table;
let card = "";
let warlord: HarnessActor;

const rows = (client: Table["gm"]) => findAll(cardOn(client, card), "[data-target-index]");
const rollButtons = (client: Table["gm"]) =>
  findAll(cardOn(client, card), '[data-action="rollTargetTest"]').map(
    (b) => b.closest<HTMLElement>("[data-target-index]")?.dataset["targetIndex"],
  );

describe("target tests and fixed bonuses", () => {
  it("R-PR-1, R-PR-2: the Director uses Choking Cloud on both heroes; no dice are rolled and each row waits for its test", async () => {
    table = await setUpTable();
    const { gm, session, tokens } = table;
    // The token's synthetic actor (an unlinked monster), as the Director's sheet shows it.
    warlord = await giveWarlord(table, [CHOKING_CLOUD]);
    target(gm, [tokens.alice, tokens.bob]);
    const sheet = await monsterSheetOn(gm, warlord);
    // The stat block says who rolls, in place of "Power Roll + …".
    expect(textOf(sheet)).toContain("Each target makes a Might test");
    const item = gm.run(() => warlord.items.find((i) => i.name === "Choking Cloud"));
    await clickOn(table, gm, useButton(sheet, item?.id ?? ""));
    expect(warningsOn(gm)).toEqual([]);
    card = lastMessageId(table);
    for (const client of session.clients) {
      const shown = cardOn(client, card);
      expect(textOf(shown)).toContain("Choking Cloud");
      expect(shown.querySelector(".dice")).toBeNull();
      expect(rows(client).map((r) => r.classList.contains("awaiting"))).toEqual([true, true]);
    }
  });

  it("buttons: Alice is offered only Korva's test, Bob only Tamsin's, the GM both; nobody is offered Apply yet", () => {
    const { gm, alice, bob, session } = table;
    expect(rollButtons(alice)).toEqual(["0"]);
    expect(rollButtons(bob)).toEqual(["1"]);
    expect(rollButtons(gm)).toEqual(["0", "1"]);
    for (const client of session.clients)
      expect(findAll(cardOn(client, card), '[data-action^="apply"]')).toEqual([]);
  });

  it("the GM refuses to apply to Tamsin before Bob has rolled her test", async () => {
    const { gm, tokens, heroes } = table;
    const before = staminaOn(gm, heroes.bob);
    const seen = gm.notifications.length;
    const result = await gm.run(() =>
      requestGm({ kind: "applyResults", messageId: card, targets: [tokens.bob.uuid], mode: "damage" }),
    );
    await table.session.settle();
    expect(result).toBeNull();
    expect(warningsOn(gm, seen).join(" ")).toContain("has not made its test");
    expect(staminaOn(gm, heroes.bob)).toBe(before);
  });

  it("R-PR-2, R-TS-1: Alice rolls Korva's Might test (3 + 4 + 2 = 9, tier 1); Bob rolls Tamsin's (8 + 8 + 2 = 18, tier 3); every client shows both", async () => {
    const { alice, bob, session } = table;
    await rollFrom(table, alice, find(cardOn(alice, card), '[data-action="rollTargetTest"]'), [3, 4]);
    await rollFrom(table, bob, find(cardOn(bob, card), '[data-action="rollTargetTest"]'), [8, 8]);
    expect(warningsOn(alice)).toEqual([]);
    expect(warningsOn(bob)).toEqual([]);
    for (const client of session.clients) {
      const [korva, tamsin] = rows(client);
      expect(korva?.classList.contains("tier-1")).toBe(true);
      expect(textOf(korva as HTMLElement)).toContain("9");
      expect(textOf(korva as HTMLElement)).toContain("6");
      expect(tamsin?.classList.contains("tier-3")).toBe(true);
      expect(textOf(tamsin as HTMLElement)).toContain("18");
      expect(rollButtons(client)).toEqual([]);
    }
  });

  it("R-AB-4: the GM applies damage and conditions to all; Korva takes 6 poison and is slowed, Tamsin is untouched on every client", async () => {
    const { gm, session, heroes } = table;
    const before = [staminaOn(gm, heroes.alice), staminaOn(gm, heroes.bob)];
    const seen = gm.notifications.length;
    await clickOn(table, gm, find(cardOn(gm, card), '[data-action="applyDamageAll"]'));
    await clickOn(table, gm, find(cardOn(gm, card), '[data-action="applyConditionsAll"]'));
    expect(warningsOn(gm, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(staminaOn(client, heroes.alice)).toBe((before[0] ?? 0) - 6);
      expect(staminaOn(client, heroes.bob)).toBe(before[1]);
      expect(client.run(() => actorOn(client, heroes.alice).statuses.has("slowed"))).toBe(true);
      expect(client.run(() => actorOn(client, heroes.bob).statuses.has("slowed"))).toBe(false);
    }
  });

  it("forgery: Alice writes a tier-1 result for the captain on her own Daunting Roar card; the GM believes neither the record nor her test of a creature she does not own", async () => {
    const { gm, alice, session, heroes, tokens } = table;
    await giveKorva(table, [ROAR]);
    const roarCard = await useTestOn(table, alice, heroes.alice, [tokens.captain], "Daunting Roar");
    // Alice is offered no test for the Director's captain.
    expect(findAll(cardOn(alice, roarCard), '[data-action="rollTargetTest"]')).toEqual([]);
    // She posts a "test" of the captain herself (2d10 = 2) and points her card's row at it.
    const captain = gm.run(() => on(gm, tokens.captain).actor?.uuid ?? "");
    queueDice(1, 1);
    const forged = await alice.run(async () => {
      const roll = PowerRoll.build({ kind: "test", characteristic: "presence", characteristicValue: 0 });
      await roll.evaluate();
      return create(alice, "ChatMessage", {
        type: "test",
        system: { actor: captain, characteristic: "presence", difficulty: "medium" },
        rolls: [JSON.stringify(roll)],
      });
    });
    const message = alice.run(() => game.messages?.get(roarCard));
    const row = systemOf(alice, message as unknown as HarnessDocument, "targets.0") as Plain;
    const record = {
      message: forged.id,
      characteristic: "presence" as const,
      tier: 1,
      total: 2,
      natural: 2,
      critical: false,
      netEdge: "none",
    };
    await alice.run(() => message?.update({ system: { targets: [{ ...row, test: record }] } }));
    await session.settle();
    const before = tokenStaminaOn(gm, tokens.captain);
    const seen = alice.notifications.length;
    // The forged row now shows an Apply button on her card; the GM refuses it.
    await clickOn(table, alice, find(cardOn(alice, roarCard), '[data-action="applyDamage"]'));
    const asked = await alice.run(() =>
      requestGm({ kind: "targetTest", messageId: roarCard, index: 0, testMessage: forged.id }),
    );
    await session.settle();
    expect(asked).toBeNull();
    expect(warningsOn(alice, seen)).toHaveLength(2);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(before);
  });

  it("R-PR-1, R-PR-5: Korva's Rake rolls 2d10 + 2 (5 + 5 + 2 = 12, tier 2) with no characteristic; the GM applies 4 to the Warlord", async () => {
    const { gm, alice, session, heroes, tokens } = table;
    await gm.run(() => actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [RAKE]));
    await session.settle();
    await placeInReach(table, tokens.alice, [tokens.leader]);
    target(alice, [tokens.leader]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    const rake = alice.run(() => actorOn(alice, heroes.alice).items.find((i) => i.name === "Rake"));
    expect(textOf(sheet)).toContain("Power Roll + 2");
    const seenAtUse = alice.notifications.length;
    await rollFrom(table, alice, useButton(sheet, rake?.id ?? ""), [5, 5]);
    expect(warningsOn(alice, seenAtUse)).toEqual([]);
    await alice.run(() => sheet.close());
    const rakeCard = lastMessageId(table);
    const roll = alice.run(() => game.messages?.get(rakeCard, { strict: true }).rolls.at(0));
    expect(roll?.formula).toBe("2d10 + 2");
    for (const client of session.clients) {
      const [row] = findAll(cardOn(client, rakeCard), "[data-target-index]");
      expect(row?.classList.contains("tier-2")).toBe(true);
      expect(textOf(cardOn(client, rakeCard))).toContain("12");
    }
    const before = tokenStaminaOn(gm, tokens.leader);
    const seen = alice.notifications.length;
    await clickOn(table, alice, find(cardOn(alice, rakeCard), '[data-action="applyDamage"]'));
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.leader)).toBe(before - 4);
  });

  it("the ability sheet edits who rolls and the fixed bonus; the GM's copy reads them", async () => {
    const { alice, gm, heroes, session } = table;
    const rake = actorOn(alice, heroes.alice).items.find((i) => i.name === "Rake");
    if (!rake) throw new Error("no Rake");
    const sheet = await ownSheetOn(alice, rake);
    await alice.run(() => change(field(sheet, "[name='system.power.fixedBonus']"), "3"));
    await session.settle();
    const power = () =>
      (
        actorOn(gm, heroes.alice).items.get(rake.id)?.system as unknown as {
          power: { roll: string; fixedBonus: number };
        }
      ).power;
    expect(power().fixedBonus).toBe(3);
    await alice.run(() => change(field(sheet, "[name='system.power.roll']"), "targetTest"));
    await session.settle();
    expect(power().roll).toBe("targetTest");
    await alice.run(() => sheet.close());
  });
});
