// @vitest-environment happy-dom
/**
 * A whole session played through the v13 simulation: the GM and two players on their own clients.
 * Each step is a test that fails if that step would break at a real table. Steps run in order and share
 * the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  clickAnswering,
  clickOn,
  combatOn,
  combatantOn,
  heroSheetOn,
  heroTokensOn,
  lastCardOn,
  monsterSheetOn,
  openCombat,
  rollFrom,
  setSetting,
  staminaOn,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
  placeInReach,
} from "./play.ts";
import { click, find, textOf } from "../sim/applications/user.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { BASIC_MALICE } from "../../src/rules/index.ts";
import { readMalice } from "../../src/documents/combat/malice.ts";

let combat: Combat;

let table: Table;

describe("a session at the table", () => {
  it("the Director sets up the world and every client sees it", async () => {
    table = await setUpTable();
    for (const client of table.session.clients) {
      expect(on(client, table.heroes.alice).name).toBe("Korva");
      expect(on(client, table.scene).tokens.size).toBe(12);
    }
    // Alice owns Korva on her own client, not Tamsin; the GM owns both.
    expect(table.alice.run(() => on(table.alice, table.heroes.alice).isOwner)).toBe(true);
    expect(table.alice.run(() => on(table.alice, table.heroes.bob).isOwner)).toBe(false);
    // An unlinked minion token's actor is a synthetic actor with the pack's stamina.
    const minion = table.bob.run(() => on(table.bob, table.tokens.minions[0] ?? table.tokens.captain).actor);
    expect(minion?.parent?.documentName).toBe("Token");
    expect((minion?.system as { stamina: { value: number } }).stamina.value).toBe(5);
  });

  it("R-CB-2, R-MN-1: the Director opens combat with a squad of 8 minions and its captain, the heroes surprised by nobody", async () => {
    const { gm, tokens } = table;
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
    const formed = await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    expect(formed).toEqual({ ok: true });
    for (const client of table.session.clients)
      client.run(() => {
        const seen = combatOn(client, combat);
        expect(seen.combatants.size).toBe(12);
        expect(seen.groups.size).toBe(1);
      });
  });

  it("R-CB-2, R-ML-1: starting combat rolls the d10 in chat and gives the Director Malice; every client sees round 1", async () => {
    queueDice(7);
    await table.gm.run(() => combat.startCombat());
    await table.session.settle();
    for (const client of table.session.clients)
      client.run(() => {
        expect(combatOn(client, combat).round).toBe(1);
        expect(readMalice().value).toBeGreaterThan(0);
      });
  });

  it("R-CB-2, R-CB-3: on her own client's tracker, Alice picks the heroes to go first and clicks Act for Korva", async () => {
    const { alice } = table;
    const tracker = await trackerOn(alice);
    expect(textOf(tracker)).toContain("Korva");
    await alice.run(() => click(find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]')));
    await table.session.settle();
    expect(warningsOn(alice)).toEqual([]);
    const korva = combatantOn(alice, combat, table.tokens.alice);
    const act = find(tracker, `[data-combatant-id="${korva}"] [data-action="steelboundAct"]`);
    await alice.run(() => click(act));
    await table.session.settle();
    for (const client of table.session.clients)
      client.run(() => {
        expect(combatOn(client, combat).flow.turn?.actors).toContain(korva);
      });
    // The tracker re-rendered on Bob's client too: Korva is acting.
    const bobs = await trackerOn(table.bob);
    expect(textOf(bobs)).toMatch(/Acting.*Korva/);
  });

  it("R-PR-10, R-MN-3: Alice uses Shoulder In from Korva's sheet on a minion; every client renders the card", async () => {
    const { alice } = table;
    const minion = table.tokens.minions[0];
    if (!minion) throw new Error("no minion");
    await placeInReach(table, table.tokens.alice, [minion]);
    target(alice, [minion]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    expect(textOf(sheet)).toContain("Shoulder In");
    const before = table.session.server.log.length;
    await rollFrom(table, alice, useButton(sheet), [6, 6]); // 12 + Might 2 = 14: tier 2
    const posted = table.session.server.log
      .slice(before)
      .filter((e) => "type" in e.request && e.request.type === "ChatMessage");
    expect(posted).toHaveLength(1);
    for (const client of table.session.clients) {
      expect(client.chatLog.failed).toEqual([]);
      const card = lastCardOn(client);
      expect(textOf(card)).toContain("Shoulder In");
      expect(textOf(card)).toContain("Goblin Spinecleaver");
    }
  });

  it("R-MN-3, R-MN-4: Alice clicks Apply on her card; the GM applies once; every client sees the squad's pool drop and minions fall in ≤ 2 round trips", async () => {
    const { alice, gm, session } = table;
    const card = lastCardOn(alice);
    const group = () => gm.run(() => combatOn(gm, combat).groups.contents[0]);
    const poolBefore = (group()?.system as { pool: number } | undefined)?.pool ?? 0;
    const waveBefore = session.server.wave;
    await clickOn(table, alice, find(card, '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    expect(session.server.wave - waveBefore).toBeLessThanOrEqual(2);
    const poolAfter = (group()?.system as { pool: number } | undefined)?.pool ?? 0;
    expect(poolBefore - poolAfter).toBe(6);
    for (const client of session.clients)
      client.run(() => {
        const squad = combatOn(client, combat).groups.contents[0];
        expect((squad?.system as { pool: number } | undefined)?.pool).toBe(poolAfter);
        const fallen = combatOn(client, combat).combatants.filter(
          (c) => (c.group as unknown) === squad && c.isDefeated,
        );
        expect(fallen.length).toBeGreaterThanOrEqual(1);
      });
  });

  it("R-CB-3: Alice ends Korva's turn from her tracker; the Director's side is up on every client", async () => {
    const { alice, session } = table;
    const tracker = await trackerOn(alice);
    await alice.run(() => click(tracker, "steelboundEndTurn"));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client, combat).flow.turn).toBeNull();
        expect(combatOn(client, combat).sideToAct).toBe("director");
      });
  });

  it("R-CB-3, R-PR-10: the Director acts with the Warlord and strikes both heroes from its sheet; every client sees the damage", async () => {
    const { gm, session, tokens } = table;
    const tracker = await trackerOn(gm);
    const warlord = combatantOn(gm, combat, tokens.leader);
    await gm.run(() =>
      click(find(tracker, `[data-combatant-id="${warlord}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    target(gm, [tokens.alice, tokens.bob]);
    const leader = gm.run(() => on(gm, tokens.leader).actor);
    if (!leader) throw new Error("no Warlord actor");
    const sheet = await monsterSheetOn(gm, leader);
    // R-ML-3: at the start of the Warlord's turn the Director buys Brutal Effectiveness with Malice.
    const maliceBefore = gm.run(() => readMalice().value);
    await gm.run(() => click(find(sheet, '[data-action="basicMalice"][data-feature="brutalEffectiveness"]')));
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients)
      expect(client.run(() => readMalice().value)).toBe(maliceBefore - BASIC_MALICE.brutalEffectiveness.cost);
    const blade = gm.run(() => leader.items.find((i) => i.name === "Warlord's Blade"));
    await rollFrom(table, gm, useButton(sheet, blade?.id ?? ""), [5, 5]); // 10 + Might 3: tier 2, 10 damage to each
    expect(warningsOn(gm)).toEqual([]);
    expect(gm.chatLog.failed).toEqual([]);
    const card = lastCardOn(gm);
    expect(textOf(card)).toContain("Warlord's Blade");
    const before = [staminaOn(gm, table.heroes.alice), staminaOn(gm, table.heroes.bob)];
    await clickOn(table, gm, find(card, '[data-action="applyDamageAll"]'));
    for (const client of session.clients) {
      expect(staminaOn(client, table.heroes.alice)).toBe((before[0] ?? 0) - 10);
      expect(staminaOn(client, table.heroes.bob)).toBe((before[1] ?? 0) - 10);
    }
  });

  it("R-CB-3: the Director ends the Warlord's turn; Bob acts for Tamsin on his own tracker", async () => {
    const { gm, bob, session } = table;
    await gm.run(async () => click(await trackerOn(gm), "steelboundEndTurn"));
    await session.settle();
    const tamsin = combatantOn(bob, combat, table.tokens.bob);
    const tracker = await trackerOn(bob);
    await bob.run(() =>
      click(find(tracker, `[data-combatant-id="${tamsin}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    expect(warningsOn(bob)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client, combat).flow.turn?.actors).toContain(tamsin);
      });
  });

  it("R-HT-1, R-HT-2: Bob strikes a minion and spends a hero token for 2 surges; the GM writes the pool and every client sees it", async () => {
    const { gm, bob, session } = table;
    // R-HT-1: the Director sets the pool to the number of heroes (a GM-only world setting).
    await setSetting(gm, "heroTokens", { value: 2 });
    await session.settle();
    const minion = table.tokens.minions[7];
    if (!minion) throw new Error("no minion");
    target(bob, [minion]);
    const sheet = await heroSheetOn(bob, table.heroes.bob);
    await rollFrom(table, bob, useButton(sheet), [4, 4]); // 8 + Might 2 = 10: tier 1
    await clickOn(table, bob, find(lastCardOn(bob), '[data-action="heroTokenSurges"]'));
    expect(warningsOn(bob)).toEqual([]);
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(1);
    const surges = bob.run(() => (on(bob, table.heroes.bob).system as { surges: number }).surges);
    expect(surges).toBe(2);
  });

  it("R-CB-18: when Tamsin's turn ends, the Director uses villain action 2 from the tracker; Nets From Nowhere restrains both heroes (save ends)", async () => {
    const { gm, bob, session, tokens } = table;
    await bob.run(async () => click(await trackerOn(bob), "steelboundEndTurn"));
    await session.settle();
    const tracker = await trackerOn(gm);
    const warlord = combatantOn(gm, combat, tokens.leader);
    // The tracker's button uses the villain action itself (its roll dialog, then its card), checked and
    // recorded on the way (R-CB-18, src/flows/villain-use.ts).
    target(gm, [tokens.alice, tokens.bob]);
    // natural 20: tier 3, restrained (save ends) where potency lands
    await rollFrom(
      table,
      gm,
      find(
        tracker,
        `[data-combatant-id="${warlord}"] [data-action="steelboundVillainAction"][data-villain-action="2"]`,
      ),
      [10, 10],
    );
    expect(warningsOn(gm)).toEqual([]);
    const card = lastCardOn(gm);
    expect(textOf(card)).toContain("Nets From Nowhere");
    expect(textOf(card)).toContain("Villain Action 2"); // R-CB-18: the card names its number
    await clickOn(table, gm, find(card, '[data-action="applyConditionsAll"]'));
    for (const client of session.clients)
      client.run(() => {
        const korva = on(client, table.heroes.alice) as unknown as { statuses: Set<string> };
        expect(korva.statuses.has("restrained")).toBe(true);
      });
  });

  it("R-CB-3, R-CB-4, R-ML-2: the Director plays the captain and the squad from the tracker, then starts round 2; Malice grows", async () => {
    const { gm, session } = table;
    for (let guard = 0; guard < 6; guard++) {
      const tracker = await trackerOn(gm);
      const act = tracker.element.querySelector<HTMLElement>('[data-action="steelboundAct"]');
      if (!act) break;
      await gm.run(() => click(act));
      await session.settle();
      await gm.run(async () => click(await trackerOn(gm), "steelboundEndTurn"));
      await session.settle();
    }
    expect(warningsOn(gm)).toEqual([]);
    expect(gm.run(() => combatOn(gm, combat).roundComplete)).toBe(true);
    const malice = gm.run(() => readMalice().value);
    await gm.run(async () => click(await trackerOn(gm), "nextRound"));
    await session.settle();
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client, combat).round).toBe(2);
        expect(readMalice().value).toBeGreaterThan(malice);
      });
  });

  it("R-MV-7, R-MV-8: in round 2 Alice pushes the captain with Shoulder In, picks the square on her own canvas, and the GM moves it once", async () => {
    const { alice, session, tokens } = table;
    for (const client of session.clients) drawCanvas(client, table.scene);
    const korva = combatantOn(alice, combat, table.tokens.alice);
    const tracker = await trackerOn(alice);
    await alice.run(() =>
      click(find(tracker, `[data-combatant-id="${korva}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    // 11 + Might 2 = 13: tier 2, push 2 − the Shieldbearer's stability 1 = 1 square (R-MV-8)
    await rollFrom(table, alice, useButton(sheet), [5, 6]);
    await clickOn(
      table,
      alice,
      find(lastCardOn(alice), '[data-target-index="0"] [data-action="forcedMove"]'),
    );
    const board = (client: Table["gm"]) => client.globals.canvas as SimCanvas | null;
    const shown = board(alice)?.highlighted("steelbound.forcedMove") ?? [];
    expect(shown).toContainEqual(expect.objectContaining({ x: 11, y: 3 }));
    expect(shown).not.toContainEqual(expect.objectContaining({ x: 12, y: 3 }));
    for (const other of [table.gm, table.bob])
      expect(board(other)?.highlighted("steelbound.forcedMove")).toEqual([]);
    alice.run(() => board(alice)?.clickSquare({ x: 11, y: 3 }));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        const captain = on(client, tokens.captain);
        expect({ x: captain.x, y: captain.y }).toEqual({ x: 1100, y: 300 });
      });
  });

  it("R-AB-11: when Korva's turn ends in round 2, a save card asks about the restraint; Alice rolls it from her own chat log and the effect ends everywhere", async () => {
    const { alice, session } = table;
    await alice.run(async () => click(await trackerOn(alice), "steelboundEndTurn"));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    const prompt = [...alice.chatLog.shown.values()].find((html) =>
      html.querySelector("[data-steelbound-save]"),
    );
    if (!prompt) throw new Error("Alice sees no save card");
    for (const client of session.clients)
      client.run(() => {
        const hero = on(client, table.heroes.alice) as unknown as { statuses: Set<string> };
        expect(hero.statuses.has("restrained")).toBe(true);
      });
    queueDice(8); // R-AB-11: 6 or more on the d10 ends a save-ends effect
    await clickOn(table, alice, find(prompt, "[data-steelbound-save]"));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        const hero = on(client, table.heroes.alice) as unknown as { statuses: Set<string> };
        expect(hero.statuses.has("restrained")).toBe(false);
      });
  });

  it("R-CB-16, R-VX-1: the Director ends the combat from the tracker and awards a victory; every client sees the heroes' victories and no combat", async () => {
    const { gm, session } = table;
    const victories = (client: Table["gm"], hero: HarnessDocument) =>
      client.run(() => (on(client, hero).system as { victories: number }).victories);
    const before = [victories(gm, table.heroes.alice), victories(gm, table.heroes.bob)];
    await clickAnswering(table, gm, find(await trackerOn(gm), '[data-action="endCombat"]'), "ok");
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) {
      expect(victories(client, table.heroes.alice)).toBe((before[0] ?? 0) + 1);
      expect(victories(client, table.heroes.bob)).toBe((before[1] ?? 0) + 1);
      expect(client.collection("Combat").size).toBe(0);
    }
  });
});
