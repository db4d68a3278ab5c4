// @vitest-environment happy-dom
/**
 * on separate GM and player clients: the chat card's right-click menu on every card of ours whose
 * result can land on a creature — a target-test ability (each tested target at its own tier) and a monster's
 * free strike — and on none of the others (a test, a squad strike, whose damage was dealt when it was
 * posted). Healing is a rolled ability's only. An apply the server refuses keeps no undo record.
 * Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { BURST_3, giveWarlord, targetTestAbility, testTier } from "./setups.ts";
import {
  cardOn,
  clickOn,
  lastMessageId,
  monsterSheetOn,
  rollFrom,
  setting,
  staminaOn,
  tokenStaminaOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { find, findAll } from "../sim/applications/user.ts";
import { chatMenuOn, chooseChatMenu } from "../sim/chat-context-menu.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { Plain } from "../harness/utils.ts";
import type { SimClient } from "../sim/client.ts";
import { lastApplyOf } from "../../src/queries/chat-apply/undo-record.ts";
import { postSquadStrikeCard } from "../../src/chat/squad-strike-card.ts";

const APPLY = "STEELBOUND.ChatContext.ApplyDamage";
const HALF = "STEELBOUND.ChatContext.ApplyHalf";
const HEAL = "STEELBOUND.ChatContext.ApplyHealing";
const MODIFY = "STEELBOUND.ChatContext.ModifyDamage";
const UNDO = "STEELBOUND.ChatContext.Undo";
const ours = (keys: string[]) => keys.filter((k) => k.startsWith("STEELBOUND."));

const tier = (damage: number): Plain => testTier(damage, "poison");

/** A Might test each target makes: tier 1 (the target's worst) 6 poison, tier 3 nothing. */
const CHOKING_CLOUD = targetTestAbility("Choking Cloud", "might", BURST_3, [tier(6), tier(3), tier(0)]);

let table: Table;
let warlord: HarnessActor;
let cloud = "";
let strike = "";

async function choose(client: SimClient, card: string, key: string): Promise<void> {
  chooseChatMenu(client, card, key);
  await table.session.settle();
}

const undoEntries = (client: SimClient) =>
  ((setting(client, "applyUndo") as { entries?: string[] } | undefined)?.entries ?? []).map(
    (e) => JSON.parse(e) as { message: string },
  );

describe("chat card right-click on target-test and free-strike cards", () => {
  it("R-PR-1: the Director's Warlord uses Choking Cloud on both heroes; before any test the Director's menu offers damage, half and modify (no healing), the players' nothing of ours", async () => {
    table = await setUpTable();
    const { gm, alice, bob, tokens } = table;
    warlord = await giveWarlord(table, [CHOKING_CLOUD]);
    target(gm, [tokens.alice, tokens.bob]);
    const sheet = await monsterSheetOn(gm, warlord);
    const item = gm.run(() => warlord.items.find((i) => i.name === "Choking Cloud"));
    await clickOn(table, gm, useButton(sheet, item?.id ?? ""));
    await gm.run(() => sheet.close());
    expect(warningsOn(gm)).toEqual([]);
    cloud = lastMessageId(table);
    expect(ours(chatMenuOn(gm, cloud))).toEqual([APPLY, HALF, MODIFY]);
    expect(chatMenuOn(gm, cloud)).not.toContain(HEAL);
    expect(ours(chatMenuOn(alice, cloud))).toEqual([]);
    expect(ours(chatMenuOn(bob, cloud))).toEqual([]);
  });

  it("R-TS-1: a test card (Korva's Might test rolled from the card) has no result to apply: no entry of ours on any client", async () => {
    const { alice, session } = table;
    await rollFrom(table, alice, find(cardOn(alice, cloud), '[data-action="rollTargetTest"]'), [3, 4]);
    expect(warningsOn(alice)).toEqual([]);
    const test = lastMessageId(table);
    expect(test).not.toBe(cloud);
    for (const client of session.clients) expect(ours(chatMenuOn(client, test))).toEqual([]);
  });

  it("R-AB-4: the Director applies to both heroes from the menu: refused while Tamsin has no test (nothing changes); then Korva alone takes her tier-1 6 poison on every client", async () => {
    const { gm, session, tokens, heroes } = table;
    const before = [staminaOn(gm, heroes.alice), staminaOn(gm, heroes.bob)];
    target(gm, [tokens.alice, tokens.bob]);
    const seen = gm.notifications.length;
    await choose(gm, cloud, APPLY);
    expect(warningsOn(gm, seen).join(" ")).toContain("has not made its test");
    expect([staminaOn(gm, heroes.alice), staminaOn(gm, heroes.bob)]).toEqual(before);
    target(gm, [tokens.alice]);
    await choose(gm, cloud, APPLY);
    expect(warningsOn(gm, seen)).toHaveLength(1);
    for (const client of session.clients) {
      expect(staminaOn(client, heroes.alice)).toBe((before[0] ?? 0) - 6);
      expect(staminaOn(client, heroes.bob)).toBe(before[1]);
    }
    expect(ours(chatMenuOn(gm, cloud))).toContain(UNDO);
  });

  it("the Director undoes it from his menu: Korva's Stamina comes back on every client, once", async () => {
    const { gm, session, heroes } = table;
    const after = staminaOn(gm, heroes.alice);
    await choose(gm, cloud, UNDO);
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(after + 6);
    expect(ours(chatMenuOn(gm, cloud))).not.toContain(UNDO);
  });

  it("R-MO-2: the Warlord's free strike on Tamsin: the Director's menu offers damage, half and modify (never healing), Bob's nothing; half of it lands on every client", async () => {
    const { gm, bob, session, tokens, heroes } = table;
    target(gm, [tokens.bob]);
    const seen = gm.notifications.length;
    const sheet = await monsterSheetOn(gm, warlord);
    await clickOn(table, gm, find(sheet, '[data-action="freeStrike"]'));
    await gm.run(() => sheet.close());
    expect(warningsOn(gm, seen)).toEqual([]);
    strike = lastMessageId(table);
    expect(ours(chatMenuOn(gm, strike))).toEqual([APPLY, HALF, MODIFY]);
    expect(ours(chatMenuOn(bob, strike))).toEqual([]);
    const before = staminaOn(gm, heroes.bob);
    await choose(gm, strike, HALF);
    expect(warningsOn(gm, seen)).toEqual([]);
    // The Warlord's free strike is 4 (its stat block): half is 2.
    for (const client of session.clients) expect(staminaOn(client, heroes.bob)).toBe(before - 2);
    expect(ours(chatMenuOn(gm, strike))).toEqual([APPLY, HALF, MODIFY, UNDO]);
    await choose(gm, strike, UNDO);
    for (const client of session.clients) expect(staminaOn(client, heroes.bob)).toBe(before);
  });

  it("R-MN-7: a squad strike's card (its damage dealt when the GM posted it) offers nothing of ours on any client", async () => {
    const { gm, session } = table;
    await gm.run(() =>
      postSquadStrikeCard({ squad: "Spinecleavers", signature: false, typeLabel: "", hits: [] }),
    );
    await session.settle();
    const squadCard = lastMessageId(table);
    expect(squadCard).not.toBe(strike);
    for (const client of session.clients) expect(ours(chatMenuOn(client, squadCard))).toEqual([]);
  });

  it("an apply the server refuses (the Shieldbearer's token deleted by another GM while the apply is sent) keeps no undo record: nothing to undo, nothing lands", async () => {
    const { gm, session, tokens, scene } = table;
    const before = tokenStaminaOn(gm, tokens.captain);
    // The deletion has reached the server but not yet the GM's client: the GM still reads the token.
    const stored = session.server.collection("Scene").get(scene.id) as { tokens: Plain[] };
    const kept = stored.tokens;
    stored.tokens = kept.filter((t) => t["_id"] !== tokens.captain.id);
    target(gm, []);
    gm.run(() => {
      gm.user.targets = new Set([{ document: on(gm, tokens.captain) }]);
    });
    const seen = gm.notifications.length;
    await choose(gm, strike, APPLY);
    stored.tokens = kept;
    expect(warningsOn(gm, seen)).not.toEqual([]);
    expect(gm.run(() => lastApplyOf(strike))).toBeNull();
    for (const client of session.clients) {
      expect(undoEntries(client).filter((e) => e.message === strike)).toEqual([]);
      expect(ours(chatMenuOn(client, strike))).not.toContain(UNDO);
    }
    // The stored Setting document on the server holds no record of this card either.
    const storedUndo = [...session.server.collection("Setting").values()].find(
      (s) => s["key"] === "steelbound.applyUndo",
    );
    expect(JSON.stringify(storedUndo?.["value"] ?? null)).not.toContain(strike);
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    expect(findAll(cardOn(gm, strike), "[data-target-index]").length).toBeGreaterThan(0);
  });

  it("the refused apply left no ledger key: made again once the token is back it lands once, and a third is refused as a repeat", async () => {
    const { gm, session, tokens } = table;
    const ledgerOn = (client: SimClient) =>
      ((setting(client, "ledger") as { entries?: string[] } | undefined)?.entries ?? []).filter((k) =>
        k.startsWith(`${strike}|`),
      );
    for (const client of session.clients) expect(ledgerOn(client)).toEqual([]);
    const before = tokenStaminaOn(gm, tokens.captain);
    gm.run(() => {
      gm.user.targets = new Set([{ document: on(gm, tokens.captain) }]);
    });
    const seen = gm.notifications.length;
    await choose(gm, strike, APPLY);
    expect(warningsOn(gm, seen)).toEqual([]);
    const after = tokenStaminaOn(gm, tokens.captain);
    expect(after).toBeLessThan(before);
    for (const client of session.clients) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe(after);
      expect(ledgerOn(client)).toHaveLength(1);
    }
    await choose(gm, strike, APPLY);
    expect(warningsOn(gm, seen)).not.toEqual([]);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(after);
  });
});
