// @vitest-environment happy-dom
/**
 * on separate GM and player clients: a roll made without targets shows its tier; the chat card's
 * right-click menu (v13 getChatMessageContextOptions, driven on each client's rendered chat log) applies its
 * damage to targeted or selected tokens through the GM, once; the Director undoes the last apply, modifies
 * damage in a dialog and applies healing; every client floats the Stamina change over the token.
 * Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { cardOn, placeInReach, tokenStaminaOn, useAbilityOn, warningsOn } from "./play.ts";
import { find, findAll, textOf, answerDialog } from "../sim/applications/user.ts";
import { chatMenuOn, chooseChatMenu } from "../sim/chat-context-menu.ts";
import { recordScrollingText, type ScrollingText } from "../sim/scrolling-text.ts";
import { controlTokens } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let card = "";
let damage = 0;
let floating: Map<SimClient, ScrollingText[]>;

const APPLY = "STEELBOUND.ChatContext.ApplyDamage";
const HALF = "STEELBOUND.ChatContext.ApplyHalf";
const HEAL = "STEELBOUND.ChatContext.ApplyHealing";
const MODIFY = "STEELBOUND.ChatContext.ModifyDamage";
const UNDO = "STEELBOUND.ChatContext.Undo";
const ours = (keys: string[]) => keys.filter((k) => k.startsWith("STEELBOUND."));
const captainStamina = (client: SimClient) => tokenStaminaOn(client, table.tokens.captain);

async function choose(client: SimClient, key: string): Promise<void> {
  chooseChatMenu(client, card, key);
  await table.session.settle();
}

describe("chat card right-click", () => {
  it("R-PR-2: Korva uses Shoulder In with no target; every client's card shows the tier reached and its damage", async () => {
    table = await setUpTable();
    const { alice, session, heroes, tokens } = table;
    await placeInReach(table, tokens.alice, [tokens.captain]);
    card = await useAbilityOn(table, alice, heroes.alice, [], [10, 5]);
    for (const client of session.clients) {
      const untargeted = find(cardOn(client, card), ".card-untargeted");
      // "Tier 2: 7 damage", never "Tier 2 7 damage": the tier and its damage read as two things.
      expect(textOf(untargeted)).toMatch(/Tier [123]: \d+ damage/);
      expect(findAll(cardOn(client, card), "[data-target-index]")).toHaveLength(0);
    }
    damage = Number(textOf(find(cardOn(alice, card), ".card-untargeted .damage-value")));
    expect(damage).toBeGreaterThan(0);
  });

  it("the menu shows each user only what they may use: Alice (Korva's owner) damage and half, Bob nothing of ours, the Director also healing and modify", () => {
    const { alice, bob, gm } = table;
    expect(ours(chatMenuOn(alice, card))).toEqual([APPLY, HALF]);
    expect(ours(chatMenuOn(bob, card))).toEqual([]);
    // Nothing applied yet: nothing to undo.
    expect(ours(chatMenuOn(gm, card))).toEqual([APPLY, HALF, HEAL, MODIFY]);
  });

  it("Alice targets the Shieldbearer and applies the card's damage from the menu: the GM's amount lands once, the card gains the row, every client floats the loss", async () => {
    const { alice, gm, session, tokens, scene } = table;
    floating = new Map(session.clients.map((c) => [c, recordScrollingText(c, scene)]));
    const before = captainStamina(gm);
    target(alice, [tokens.captain]);
    await choose(alice, APPLY);
    for (const client of session.clients) {
      expect(captainStamina(client)).toBe(before - damage);
      const row = find(cardOn(client, card), '[data-target-index="0"]');
      expect(textOf(row)).toContain("Goblin Shieldbearer");
      expect(textOf(row)).toMatch(/applied/i);
      expect(floating.get(client)?.map((f) => f.content)).toEqual([`\u2212${damage}`]);
    }
    // Exactly once: the same choice again is refused and changes nothing.
    const seen = alice.notifications.length;
    await choose(alice, APPLY);
    expect(warningsOn(alice, seen).join(" ")).toMatch(/already/i);
    expect(captainStamina(gm)).toBe(before - damage);
  });

  it("R-AB-2: a target the ability does not reach from Korva is refused with the GM's reason; nothing changes", async () => {
    const { alice, gm, tokens } = table;
    const before = tokenStaminaOn(gm, tokens.leader);
    target(alice, [tokens.leader]);
    const seen = alice.notifications.length;
    await choose(alice, APPLY);
    expect(warningsOn(alice, seen).join(" ")).not.toBe("");
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(before);
  });

  it("the Director undoes the last apply: the Shieldbearer's Stamina comes back on every client, once, and the card can be applied again", async () => {
    const { gm, alice, session } = table;
    expect(ours(chatMenuOn(gm, card))).toContain(UNDO);
    expect(ours(chatMenuOn(alice, card))).not.toContain(UNDO);
    const before = captainStamina(gm);
    await choose(gm, UNDO);
    for (const client of session.clients) {
      expect(captainStamina(client)).toBe(before + damage);
      expect(floating.get(client)?.at(-1)?.content).toBe(`+${damage}`);
    }
    expect(ours(chatMenuOn(gm, card))).not.toContain(UNDO);
    expect(
      findAll(cardOn(gm, card), '[data-target-index="0"] [data-action="applyDamage"][disabled]'),
    ).toHaveLength(0);
  });

  it("the Director selects the Shieldbearer, modifies the damage by +2 in a dialog on the GM's client and applies it", async () => {
    const { gm, session, tokens } = table;
    const before = captainStamina(gm);
    gm.run(() => {
      target(gm, []);
      controlTokens(gm, [tokens.captain]);
    });
    chooseChatMenu(gm, card, MODIFY);
    await gm.run(() => answerDialog("ok", { adjust: "2", mode: "damage" }));
    await session.settle();
    for (const client of session.clients) expect(captainStamina(client)).toBe(before - damage - 2);
  });

  it("the Director applies the card's amount as healing to the selected Shieldbearer (never above its maximum)", async () => {
    const { gm, session } = table;
    const max = gm.run(() =>
      foundry.utils.getProperty(on(gm, table.tokens.captain).actor?.system ?? {}, "stamina.max"),
    ) as number;
    const before = captainStamina(gm);
    await choose(gm, HEAL);
    for (const client of session.clients) expect(captainStamina(client)).toBe(Math.min(max, before + damage));
    expect(floating.get(table.bob)?.at(-1)?.content).toBe(`+${Math.min(max, before + damage) - before}`);
  });

  it("a hidden token's Stamina change floats only on the Director's client (players never see a hidden token)", async () => {
    const { gm, session, tokens } = table;
    await gm.run(() => on(gm, tokens.captain).update({ hidden: true }));
    await session.settle();
    const counts = () => new Map(session.clients.map((c) => [c, floating.get(c)?.length ?? 0]));
    const before = counts();
    const stamina = captainStamina(gm);
    await gm.run(() => on(gm, tokens.captain).actor?.update({ "system.stamina.value": stamina - 1 }));
    await session.settle();
    for (const client of session.clients)
      expect((floating.get(client)?.length ?? 0) - (before.get(client) ?? 0)).toBe(client === gm ? 1 : 0);
  });
});
