// @vitest-environment happy-dom
/**
 * A whole session played through the v13 simulation: the GM and two players on their own clients.
 * Each step is a test that fails if that step would break at a real table. Steps run in order and share
 * the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../../src/applications/sheets/monster-sheet.ts";
import { answerDialog, click, find, open, textOf } from "../sim/applications/user.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimSettings } from "../sim/settings.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";
import { BASIC_MALICE } from "../../src/rules/index.ts";
import { readMalice } from "../../src/documents/combat/malice.ts";

type Combat = SteelCombat & HarnessDocument;
let combat: Combat;
/** The client's combat tracker (v13 ui.combat, CONFIG.ui.combat), rendered. */
async function trackerOn(client: Table["gm"]) {
  const ui = client.globals.ui as { combat?: { render(o: object): Promise<unknown> } };
  if (!ui.combat) {
    const Tracker = (
      client.config as unknown as { ui: { combat: new () => { render(o: object): Promise<unknown> } } }
    ).ui.combat;
    ui.combat = client.run(() => new Tracker());
  }
  const tracker = ui.combat;
  await client.run(() => open(tracker));
  return tracker as unknown as { element: HTMLElement };
}
/** The combat as a client sees it (run inside that client). */
const combatOn = (client: Table["gm"]) => on(client, combat as HarnessDocument) as unknown as Combat;

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
    combat = (await table.gm.run(async () => {
      const cls = gm.classFor("Combat") as unknown as { create(d: object): Promise<HarnessDocument> };
      return cls.create({ scene: table.scene.id, active: true });
    })) as unknown as Combat;
    const everyone = [tokens.alice, tokens.bob, tokens.captain, tokens.leader];
    await gm.run(() =>
      (combat as HarnessDocument).createEmbeddedDocuments(
        "Combatant",
        everyone.map((t) => ({ tokenId: t.id, sceneId: table.scene.id, actorId: t.actorId })),
      ),
    );
    const formed = await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    expect(formed).toEqual({ ok: true });
    for (const client of table.session.clients)
      client.run(() => {
        const seen = combatOn(client);
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
        expect(combatOn(client).round).toBe(1);
        expect(readMalice().value).toBeGreaterThan(0);
      });
  });

  it("R-CB-2, R-CB-3: on her own client's tracker, Alice picks the heroes to go first and clicks Act for Korva", async () => {
    const { alice } = table;
    const tracker = await trackerOn(alice);
    expect(textOf(tracker)).toContain("Korva");
    await alice.run(() => click(find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]')));
    await table.session.settle();
    expect(alice.notifications.filter((n) => n.level !== "info")).toEqual([]);
    const korva = alice.run(() =>
      combatOn(alice).combatants.find((c) => c.tokenId === table.tokens.alice.id),
    );
    if (!korva?.id) throw new Error("Korva is not in the combat");
    const act = find(tracker, `[data-combatant-id="${korva.id}"] [data-action="steelboundAct"]`);
    await alice.run(() => click(act));
    await table.session.settle();
    for (const client of table.session.clients)
      client.run(() => {
        expect(combatOn(client).flow.turn?.actors).toContain(korva.id);
      });
    // The tracker re-rendered on Bob's client too: Korva is acting.
    const bobs = await trackerOn(table.bob);
    expect(textOf(bobs)).toMatch(/Acting.*Korva/);
  });

  it("R-PR-10, R-MN-3: Alice uses Shoulder In from Korva's sheet on a minion; every client renders the card", async () => {
    const { alice } = table;
    const minion = table.tokens.minions[0];
    if (!minion) throw new Error("no minion");
    target(alice, [minion]);
    const sheet = alice.run(() => new HeroSheet({ document: on(alice, table.heroes.alice) } as never));
    await alice.run(() => open(sheet));
    expect(textOf(sheet)).toContain("Shoulder In");
    queueDice(6, 6); // 12 + Might 2 = 14: tier 2
    const before = table.session.server.log.length;
    const using = alice.run(() => click(sheet, "useAbility"));
    await alice.run(() => answerDialog("roll"));
    await using;
    await table.session.settle();
    const posted = table.session.server.log
      .slice(before)
      .filter((e) => "type" in e.request && e.request.type === "ChatMessage");
    expect(posted).toHaveLength(1);
    for (const client of table.session.clients) {
      expect(client.chatLog.failed).toEqual([]);
      const card = [...client.chatLog.shown.values()].at(-1);
      if (!card) throw new Error(`${client.label} shows no card`);
      expect(textOf(card)).toContain("Shoulder In");
      expect(textOf(card)).toContain("Goblin Spinecleaver");
    }
  });

  it("R-MN-3, R-MN-4: Alice clicks Apply on her card; the GM applies once; every client sees the squad's pool drop and minions fall in ≤ 2 round trips", async () => {
    const { alice, gm, session } = table;
    const card = [...alice.chatLog.shown.values()].at(-1);
    if (!card) throw new Error("Alice has no card");
    const group = () => gm.run(() => combatOn(gm).groups.contents[0]);
    const poolBefore = (group()?.system as { pool: number } | undefined)?.pool ?? 0;
    const waveBefore = session.server.wave;
    await alice.run(async () => {
      find(card, '[data-action="applyDamage"]').dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
      await session.settle();
    });
    expect(alice.notifications.filter((n) => n.level !== "info")).toEqual([]);
    expect(session.server.wave - waveBefore).toBeLessThanOrEqual(2);
    const poolAfter = (group()?.system as { pool: number } | undefined)?.pool ?? 0;
    expect(poolBefore - poolAfter).toBe(6);
    for (const client of session.clients)
      client.run(() => {
        const squad = combatOn(client).groups.contents[0];
        expect((squad?.system as { pool: number } | undefined)?.pool).toBe(poolAfter);
        const fallen = combatOn(client).combatants.filter(
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
    expect(alice.notifications.filter((n) => n.level !== "info")).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client).flow.turn).toBeNull();
        expect(combatOn(client).sideToAct).toBe("director");
      });
  });

  it("R-CB-3, R-PR-10: the Director acts with the Warlord and strikes both heroes from its sheet; every client sees the damage", async () => {
    const { gm, session, tokens } = table;
    const tracker = await trackerOn(gm);
    const warlord = gm.run(() => combatOn(gm).combatants.find((c) => c.tokenId === tokens.leader.id));
    if (!warlord?.id) throw new Error("the Warlord is not in the combat");
    await gm.run(() =>
      click(find(tracker, `[data-combatant-id="${warlord.id}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    target(gm, [tokens.alice, tokens.bob]);
    const leader = gm.run(() => on(gm, tokens.leader).actor);
    if (!leader) throw new Error("no Warlord actor");
    const sheet = gm.run(() => new MonsterSheet({ document: leader } as never));
    await gm.run(() => open(sheet));
    // R-ML-3: at the start of the Warlord's turn the Director buys Brutal Effectiveness with Malice.
    const maliceBefore = gm.run(() => readMalice().value);
    await gm.run(() => click(find(sheet, '[data-action="basicMalice"][data-feature="brutalEffectiveness"]')));
    await session.settle();
    expect(gm.notifications.filter((n) => n.level !== "info")).toEqual([]);
    for (const client of session.clients)
      expect(client.run(() => readMalice().value)).toBe(maliceBefore - BASIC_MALICE.brutalEffectiveness.cost);
    const blade = gm.run(() => leader.items.find((i) => i.name === "Warlord's Blade"));
    queueDice(5, 5); // 10 + Might: tier 2, 9 damage to each
    const using = gm.run(() =>
      click(find(sheet, `[data-action="useAbility"][data-item-id="${blade?.id ?? ""}"]`)),
    );
    await gm.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    expect(gm.notifications.filter((n) => n.level !== "info")).toEqual([]);
    expect(gm.chatLog.failed).toEqual([]);
    const card = [...gm.chatLog.shown.values()].at(-1);
    if (!card) throw new Error("the GM sees no card");
    expect(textOf(card)).toContain("Warlord's Blade");
    const stamina = (client: Table["gm"], hero: HarnessDocument) =>
      client.run(() => (on(client, hero).system as { stamina: { value: number } }).stamina.value);
    const before = [stamina(gm, table.heroes.alice), stamina(gm, table.heroes.bob)];
    await gm.run(async () => {
      find(card, '[data-action="applyDamageAll"]').dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
      await session.settle();
    });
    for (const client of session.clients) {
      expect(stamina(client, table.heroes.alice)).toBe((before[0] ?? 0) - 9);
      expect(stamina(client, table.heroes.bob)).toBe((before[1] ?? 0) - 9);
    }
  });

  it("R-CB-3: the Director ends the Warlord's turn; Bob acts for Tamsin on his own tracker", async () => {
    const { gm, bob, session } = table;
    await gm.run(async () => click(await trackerOn(gm), "steelboundEndTurn"));
    await session.settle();
    const tamsin = bob.run(() => combatOn(bob).combatants.find((c) => c.tokenId === table.tokens.bob.id));
    if (!tamsin?.id) throw new Error("Tamsin is not in the combat");
    const tracker = await trackerOn(bob);
    await bob.run(() =>
      click(find(tracker, `[data-combatant-id="${tamsin.id}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    expect(bob.notifications.filter((n) => n.level !== "info")).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client).flow.turn?.actors).toContain(tamsin.id);
      });
  });

  it("R-HT-1, R-HT-2: Bob strikes a minion and spends a hero token for 2 surges; the GM writes the pool and every client sees it", async () => {
    const { gm, bob, session } = table;
    // R-HT-1: the Director sets the pool to the number of heroes (a GM-only world setting).
    await gm.run(() => (gm.game["settings"] as SimSettings).set("steelbound", "heroTokens", { value: 2 }));
    await session.settle();
    const minion = table.tokens.minions[7];
    if (!minion) throw new Error("no minion");
    target(bob, [minion]);
    const sheet = bob.run(() => new HeroSheet({ document: on(bob, table.heroes.bob) } as never));
    await bob.run(() => open(sheet));
    queueDice(4, 4); // 8 + Might 2 = 10: tier 1
    const using = bob.run(() => click(sheet, "useAbility"));
    await bob.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    const card = [...bob.chatLog.shown.values()].at(-1);
    if (!card) throw new Error("Bob sees no card");
    await bob.run(async () => {
      find(card, '[data-action="heroTokenSurges"]').dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
      await session.settle();
    });
    expect(bob.notifications.filter((n) => n.level !== "info")).toEqual([]);
    const pool = (client: Table["gm"]) =>
      client.run(
        () =>
          ((client.game["settings"] as SimSettings).get("steelbound", "heroTokens") as { value: number })
            .value,
      );
    for (const client of session.clients) expect(pool(client)).toBe(1);
    const surges = bob.run(() => (on(bob, table.heroes.bob).system as { surges: number }).surges);
    expect(surges).toBe(2);
  });

  it("R-CB-18: when Tamsin's turn ends, the Director uses villain action 2 from the tracker; Nets From Nowhere restrains both heroes (save ends)", async () => {
    const { gm, bob, session, tokens } = table;
    await bob.run(async () => click(await trackerOn(bob), "steelboundEndTurn"));
    await session.settle();
    const tracker = await trackerOn(gm);
    const warlord = gm.run(() => combatOn(gm).combatants.find((c) => c.tokenId === tokens.leader.id));
    await gm.run(() =>
      click(
        find(
          tracker,
          `[data-combatant-id="${warlord?.id ?? ""}"] [data-action="steelboundVillainAction"][data-villain-action="2"]`,
        ),
      ),
    );
    await session.settle();
    expect(gm.notifications.filter((n) => n.level !== "info")).toEqual([]);
    target(gm, [tokens.alice, tokens.bob]);
    const leader = gm.run(() => on(gm, tokens.leader).actor);
    const nets = gm.run(() => leader?.items.find((i) => i.name === "Nets From Nowhere"));
    const sheet = gm.run(() => new MonsterSheet({ document: leader } as never));
    await gm.run(() => open(sheet));
    queueDice(10, 10); // natural 20: tier 3, restrained (save ends) where potency lands
    const using = gm.run(() =>
      click(find(sheet, `[data-action="useAbility"][data-item-id="${nets?.id ?? ""}"]`)),
    );
    await gm.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    const card = [...gm.chatLog.shown.values()].at(-1);
    if (!card) throw new Error("the GM sees no card");
    expect(textOf(card)).toContain("Nets From Nowhere");
    await gm.run(async () => {
      find(card, '[data-action="applyConditionsAll"]').dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
      await session.settle();
    });
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
    expect(gm.notifications.filter((n) => n.level !== "info")).toEqual([]);
    expect(gm.run(() => combatOn(gm).roundComplete)).toBe(true);
    const malice = gm.run(() => readMalice().value);
    await gm.run(async () => click(await trackerOn(gm), "nextRound"));
    await session.settle();
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client).round).toBe(2);
        expect(readMalice().value).toBeGreaterThan(malice);
      });
  });

  it("R-MV-7, R-MV-8: in round 2 Alice pushes the captain with Shoulder In, picks the square on her own canvas, and the GM moves it once", async () => {
    const { alice, session, tokens } = table;
    for (const client of session.clients) drawCanvas(client, table.scene);
    const korva = alice.run(() =>
      combatOn(alice).combatants.find((c) => c.tokenId === table.tokens.alice.id),
    );
    const tracker = await trackerOn(alice);
    await alice.run(() =>
      click(find(tracker, `[data-combatant-id="${korva?.id ?? ""}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    target(alice, [tokens.captain]);
    const sheet = alice.run(() => new HeroSheet({ document: on(alice, table.heroes.alice) } as never));
    await alice.run(() => open(sheet));
    queueDice(5, 6); // 11 + Might 2 = 13: tier 2, push 2 − the Shieldbearer's stability 1 = 1 square (R-MV-8)
    const using = alice.run(() => click(sheet, "useAbility"));
    await alice.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    const card = [...alice.chatLog.shown.values()].at(-1);
    if (!card) throw new Error("Alice sees no card");
    alice.run(() =>
      find(card, '[data-target-index="0"] [data-action="forcedMove"]').dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      ),
    );
    await session.settle();
    const board = (client: Table["gm"]) => client.globals.canvas as SimCanvas | null;
    const shown = board(alice)?.highlighted("steelbound.forcedMove") ?? [];
    expect(shown).toContainEqual(expect.objectContaining({ x: 11, y: 3 }));
    expect(shown).not.toContainEqual(expect.objectContaining({ x: 12, y: 3 }));
    for (const other of [table.gm, table.bob])
      expect(board(other)?.highlighted("steelbound.forcedMove")).toEqual([]);
    alice.run(() => board(alice)?.clickSquare({ x: 11, y: 3 }));
    await session.settle();
    expect(alice.notifications.filter((n) => n.level !== "info")).toEqual([]);
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
    expect(alice.notifications.filter((n) => n.level !== "info")).toEqual([]);
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
    await alice.run(async () => {
      find(prompt, "[data-steelbound-save]").dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
      await session.settle();
    });
    expect(alice.notifications.filter((n) => n.level !== "info")).toEqual([]);
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
    const ending = gm.run(async () => click(await trackerOn(gm), "endCombat"));
    await gm.run(() => answerDialog("ok"));
    await ending;
    await session.settle();
    expect(gm.notifications.filter((n) => n.level !== "info")).toEqual([]);
    for (const client of session.clients) {
      expect(victories(client, table.heroes.alice)).toBe((before[0] ?? 0) + 1);
      expect(victories(client, table.heroes.bob)).toBe((before[1] ?? 0) + 1);
      expect(client.collection("Combat").size).toBe(0);
    }
  });
});
