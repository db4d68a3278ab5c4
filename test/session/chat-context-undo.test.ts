// @vitest-environment happy-dom
/**
 * The undo of an apply, on separate GM and player clients: the GM's record of an apply is
 * written in the apply's own wave (a player's apply still costs ≤ 2 round trips), and the Director's undo
 * from his chat log's right-click menu restores exactly what that apply changed — a squad's pool, the
 * minions it felled, the effects it created on an unlinked token — once. Steps run in order and share the
 * table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { STAGGERING_BLOW } from "./setups.ts";
import {
  cardOn,
  clickOn,
  combatOn,
  openCombat,
  placeInReach,
  setSetting,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
  type Combat,
} from "./play.ts";
import { answerDialog, find } from "../sim/applications/user.ts";
import { controlTokens } from "../sim/canvas.ts";
import { chatMenuOn, chooseChatMenu } from "../sim/chat-context-menu.ts";
import type { SimClient } from "../sim/client.ts";
import { lastApplyOf } from "../../src/queries/chat-apply/undo-record.ts";
import type { SimTokenDocument } from "../sim/documents.ts";

type OurFlags = { steelbound?: { duration?: string } };

let table: Table;
let combat: Combat;
let card = "";
let poolBefore = 0;

const APPLY = "STEELBOUND.ChatContext.ApplyDamage";
const UNDO = "STEELBOUND.ChatContext.Undo";
const MODIFY = "STEELBOUND.ChatContext.ModifyDamage";
const ours = (keys: string[]) => keys.filter((k) => k.startsWith("STEELBOUND."));

const poolOn = (client: SimClient) =>
  client.run(
    () => (combatOn(client, combat).groups.contents[0]?.system as { pool: number } | undefined)?.pool ?? 0,
  );
const fallenOn = (client: SimClient) =>
  client.run(() => combatOn(client, combat).combatants.filter((c) => c.isDefeated).length);
const statusesOn = (client: SimClient, token: SimTokenDocument) =>
  client.run(() => [...((on(client, token).actor as { statuses?: Set<string> } | null)?.statuses ?? [])]);
const effectIdsOn = (client: SimClient, token: SimTokenDocument) =>
  client.run(() => (on(client, token).actor?.effects.map((e) => e.id) ?? []).sort());

describe("undo of a chat apply", () => {
  it("R-MN-3, R-MN-4: Alice rolls with no target, then targets a minion and applies from the menu: the squad's pool drops and a minion falls in ≤ 2 round trips, the GM's record in the same wave", async () => {
    table = await setUpTable();
    const { alice, gm, session, tokens, heroes } = table;
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
    const formed = await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    expect(formed).toEqual({ ok: true });
    const minion = tokens.minions[0];
    if (!minion) throw new Error("no minion");
    await placeInReach(table, tokens.alice, [minion]);
    card = await useAbilityOn(table, alice, heroes.alice, [], [6, 6]); // 12 + Might 2: tier 2, 6 damage
    poolBefore = poolOn(gm);
    // A player controls only tokens she owns (v13 PlaceableObject#control), so Alice targets the goblin.
    target(alice, [minion]);
    const waveBefore = session.server.wave;
    const settingWrites = session.server.log.length;
    chooseChatMenu(alice, card, APPLY);
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    expect(session.server.wave - waveBefore).toBeLessThanOrEqual(2);
    const undoWrite = session.server.log
      .slice(settingWrites)
      .find(
        (e) =>
          "type" in e.request &&
          e.request.type === "Setting" &&
          JSON.stringify(e.request).includes("applyUndo"),
      );
    const batchWave = session.server.log
      .slice(settingWrites)
      .find((e) => "type" in e.request && e.request.type === "ChatMessage")?.wave;
    expect(undoWrite?.wave).toBe(batchWave);
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(poolBefore - 6);
      expect(fallenOn(client)).toBeGreaterThanOrEqual(1);
      expect(tokens.minions.some((t) => statusesOn(client, t).includes("dead"))).toBe(true);
    }
    expect(ours(chatMenuOn(gm, card))).toContain(UNDO);
    expect(ours(chatMenuOn(alice, card))).not.toContain(UNDO);
  });

  it("R-MN-3: the Director undoes it from his menu: the pool, the fallen minions and their marks come back on every client, once; the card may be applied again", async () => {
    const { alice, gm, session, tokens } = table;
    const minion = tokens.minions[0];
    if (!minion) throw new Error("no minion");
    chooseChatMenu(gm, card, UNDO);
    await session.settle();
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(poolBefore);
      expect(fallenOn(client)).toBe(0);
      for (const t of tokens.minions) expect(statusesOn(client, t)).not.toContain("dead");
    }
    expect(ours(chatMenuOn(gm, card))).not.toContain(UNDO);
    // The ledger entry went with the undo: the same apply lands again, once.
    target(alice, [minion]);
    chooseChatMenu(alice, card, APPLY);
    await session.settle();
    expect(poolOn(gm)).toBe(poolBefore - 6);
    const seen = alice.notifications.length;
    chooseChatMenu(alice, card, APPLY);
    await session.settle();
    expect(warningsOn(alice, seen).join(" ")).toMatch(/already/i);
    expect(poolOn(gm)).toBe(poolBefore - 6);
  });

  it("R-AB-10, R-CN-3: the slowed effect Alice's card gives the Shieldbearer (an unlinked token) is created under the id the GM recorded; the Director's undo deletes exactly it, and its damage comes back", async () => {
    const { alice, gm, session, tokens, heroes } = table;
    // The captain's Might is low enough that Korva's strong potency takes hold.
    await gm.run(() => on(gm, tokens.captain).actor?.update({ system: { characteristics: { might: -5 } } }));
    await session.settle();
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const effectsBefore = effectIdsOn(gm, tokens.captain);
    const seen = alice.notifications.length;
    const staminaBefore = tokenStaminaOn(gm, tokens.captain);
    const strike = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [10, 10]); // tier 3
    await clickOn(table, alice, find(cardOn(alice, strike), '[data-action="applyConditions"]'));
    await clickOn(table, alice, find(cardOn(alice, strike), '[data-action="applyDamage"]'));
    expect(warningsOn(alice, seen)).toEqual([]);
    const created = effectIdsOn(gm, tokens.captain).filter((id) => !effectsBefore.includes(id));
    expect(statusesOn(gm, tokens.captain)).toContain("slowed");
    expect(created.length).toBeGreaterThanOrEqual(1);
    const dealt = staminaBefore - tokenStaminaOn(gm, tokens.captain);
    expect(dealt).toBeGreaterThan(0);
    // The damage was the card's last apply: undone first, the slowed effect stays.
    chooseChatMenu(gm, strike, UNDO);
    await session.settle();
    for (const client of session.clients) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe(staminaBefore);
      expect(statusesOn(client, tokens.captain)).toContain("slowed");
    }
    // The conditions' record names the effect by the id it was created with (chosen before it existed).
    const recorded = gm.run(() => lastApplyOf(strike)?.creatures.flatMap((c) => c.effects) ?? []);
    expect(recorded.sort()).toEqual(created);
    chooseChatMenu(gm, strike, UNDO);
    await session.settle();
    for (const client of session.clients) {
      expect(statusesOn(client, tokens.captain)).not.toContain("slowed");
      expect(effectIdsOn(client, tokens.captain)).toEqual(effectsBefore);
    }
    expect(ours(chatMenuOn(gm, strike))).not.toContain(UNDO);
  });

  it("R-AB-10: a second use of the same ability restacks the Shieldbearer's effect (latest duration); its undo puts back the duration it held, the effect stays; the first card's undo removes it", async () => {
    const { alice, gm, session, tokens, heroes } = table;
    await setSetting(gm, "trustAbilityEdits", true);
    const made: unknown = await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [STAGGERING_BLOW]),
    );
    await session.settle();
    const [blow] = made as { name: string }[];
    if (!blow) throw new Error("no Staggering Blow");
    const seen = alice.notifications.length;
    const use = async (dice: number[]) => {
      const id = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], dice, blow.name);
      await clickOn(table, alice, find(cardOn(alice, id), '[data-action="applyConditions"]'));
      expect(warningsOn(alice, seen)).toEqual([]);
      return id;
    };
    const offBalanceOn = (client: SimClient) =>
      client.run(
        () =>
          on(client, tokens.captain)
            .actor?.effects.filter((e) => e.name === "Off balance")
            .map((e) => ({ id: e.id, duration: (e.flags as OurFlags).steelbound?.duration })) ?? [],
      );
    const first = await use([9, 9]); // tier 3: end of encounter
    const [given] = offBalanceOn(gm);
    expect(given?.duration).toBe("encounter");
    const second = await use([6, 6]); // tier 2: restacked, EoT
    expect(offBalanceOn(gm)).toEqual([{ id: given?.id, duration: "eot" }]);
    expect(gm.run(() => lastApplyOf(second)?.restacked?.length)).toBe(1);
    chooseChatMenu(gm, second, UNDO);
    await session.settle();
    for (const client of session.clients)
      expect(offBalanceOn(client)).toEqual([{ id: given?.id, duration: "encounter" }]);
    chooseChatMenu(gm, first, UNDO);
    await session.settle();
    for (const client of session.clients) expect(offBalanceOn(client)).toEqual([]);
  });

  it("R-MN-3, R-MN-4: the Director modifies the card's damage by +2 on a selected standing minion: the squad's pool takes the card's 6 and the 2 on every client, and minions fall as the pool says", async () => {
    const { gm, session, tokens } = table;
    const minion = tokens.minions[1];
    if (!minion) throw new Error("no second minion");
    await placeInReach(table, tokens.alice, [minion]);
    const poolNow = poolOn(gm);
    const fallenNow = fallenOn(gm);
    const seen = gm.notifications.length;
    gm.run(() => {
      target(gm, []);
      controlTokens(gm, [minion]);
    });
    chooseChatMenu(gm, card, MODIFY);
    await gm.run(() => answerDialog("ok", { adjust: "2", mode: "damage" }));
    await session.settle();
    expect(warningsOn(gm, seen).join(" | ")).toBe("");
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(poolNow - 8);
      expect(fallenOn(client)).toBeGreaterThan(fallenNow);
    }
  });

  it("R-ST-1: healed to full after a hit, the Leader's undo of that hit keeps it at its maximum Stamina on every client, not above it", async () => {
    const { alice, gm, session, tokens, heroes } = table;
    await placeInReach(table, tokens.alice, [tokens.leader]);
    const max = gm.run(
      () => foundry.utils.getProperty(on(gm, tokens.leader).actor?.system ?? {}, "stamina.max") as number,
    );
    await gm.run(() => on(gm, tokens.leader).actor?.update({ "system.stamina.value": max }));
    await session.settle();
    const strike = await useAbilityOn(table, alice, heroes.alice, [tokens.leader], [6, 6]);
    await clickOn(table, alice, find(cardOn(alice, strike), '[data-action="applyDamage"]'));
    expect(tokenStaminaOn(gm, tokens.leader)).toBeLessThan(max);
    // The Director heals it back up by hand, then undoes the card.
    await gm.run(() => on(gm, tokens.leader).actor?.update({ "system.stamina.value": max }));
    await session.settle();
    chooseChatMenu(gm, strike, UNDO);
    await session.settle();
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.leader)).toBe(max);
  });
});
