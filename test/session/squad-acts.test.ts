// @vitest-environment happy-dom
/**
 * Squads and monsters act by themselves: the Director's squad rolls its signature ability once
 * through the ability flow and the card adds the extra minions' free strikes (R-MN-7); Apply goes through
 * the GM's apply path, which recomputes them from the squad.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "./table.ts";
import {
  clickAnswering,
  clickOn,
  combatantOn,
  lastCardOn,
  maliceOn,
  monsterSheetOn,
  openCombat,
  rollFrom,
  setSetting,
  staminaOn,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
} from "./play.ts";
import {
  answerDialog,
  click,
  find,
  findAll,
  openDialogs,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { effectDeprecationsLogged, simV14, storedEffectChanges } from "../sim/generation.ts";
import { clearCompatibilityWarnings } from "../harness/utils.ts";

let table: Table;
let combat: Combat;
let wren: HarnessDocument;
let wrenToken: SimTokenDocument;

beforeAll(async () => {
  table = await setUpTable();
  const { gm, tokens, scene } = table;
  wren = await create(gm, "Actor", {
    name: "Wren",
    type: "hero",
    ownership: { default: 0 },
    prototypeToken: { name: "Wren", actorLink: true, disposition: 1 },
    system: { stamina: { value: 24, max: 24, temporary: 0 } },
  });
  await gm.run(() =>
    scene.createEmbeddedDocuments("Token", [
      { name: "Wren", actorId: wren.id, actorLink: true, x: 400, y: 700 },
    ]),
  );
  await table.session.settle();
  const placed = scene.tokens.contents.find((t) => t.actorId === wren.id);
  if (!placed) throw new Error("Wren was not placed");
  wrenToken = placed;
  combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
  await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

/**
 * The squad dialog's OK, then the roll dialog it leads to. The OK is clicked without waiting for the table
 * to settle: the tracker's click is still at work (it waits for the roll dialog), as a user would see.
 */
async function answerThenRoll(client: SimClient, fields: Record<string, string>): Promise<void> {
  await client.run(async () => {
    await waitForDialog();
    const dialog = openDialogs().at(-1);
    if (!dialog) throw new Error("no squad dialog");
    for (const [name, value] of Object.entries(fields))
      (find(dialog, `[name="${name}"]`) as HTMLInputElement).value = value;
    find(dialog, '[data-action="ok"]').dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }),
    );
    for (let i = 0; i < 200; i += 1) {
      if (openDialogs().some((d) => d.rendered && d.element.querySelector('[data-action="roll"]'))) break;
      await new Promise((r) => setTimeout(r, 0));
    }
  });
  await client.run(() => answerDialog("roll"));
}

describe("a squad's signature ability, one roll for the squad", () => {
  it("R-MN-7: 2, 1 and 4 spinecleavers on Korva, Tamsin and Wren, one tier-2 Cleave: 6, 4 and 8 on every client's card; Apply deals exactly that", async () => {
    const { gm, tokens } = table;
    const tracker = await trackerOn(gm);
    target(gm, [tokens.alice, tokens.bob, wrenToken]);
    queueDice(5, 5); // 10 + Might 2 = 12: tier 2, Cleave deals 4; free strike 2
    const clicking = gm.run(() => click(find(tracker, '[data-action="steelboundSquadStrike"]')));
    await answerThenRoll(gm, { kind: "signature", "minions.0": "2", "minions.1": "1", "minions.2": "4" });
    await clicking;
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    for (const client of table.session.clients) {
      const card = lastCardOn(client);
      expect(textOf(card)).toContain("Cleave");
      const rows = findAll(card, ".target-row");
      expect(rows.map((r) => textOf(find(r, ".target-name")))).toEqual(["Korva", "Tamsin", "Wren"]);
      expect(rows.map((r) => textOf(find(r, ".target-minions")))).toEqual([
        "Minions: 2",
        "Minions: 1",
        "Minions: 4",
      ]);
      expect(rows.map((r) => Number(textOf(find(r, ".damage-value"))))).toEqual([6, 4, 8]);
      expect(textOf(rows[0] ?? card)).toContain("+2");
      expect(textOf(rows[2] ?? card)).toContain("+4");
    }
    const [korva, tamsin, wrens] = [table.heroes.alice, table.heroes.bob, wren].map((a) => staminaOn(gm, a));
    await clickOn(table, gm, find(lastCardOn(gm), '[data-action="applyDamageAll"]'));
    expect(warningsOn(gm)).toEqual([]);
    for (const client of table.session.clients)
      expect([
        staminaOn(client, table.heroes.alice),
        staminaOn(client, table.heroes.bob),
        staminaOn(client, wren),
      ]).toEqual([(korva ?? 0) - 6, (tamsin ?? 0) - 4, (wrens ?? 0) - 8]);
  });

  it("R-MN-7: more minions than the squad has standing are refused with a warning and nothing is rolled", async () => {
    const { gm, tokens } = table;
    const tracker = await trackerOn(gm);
    target(gm, [tokens.alice]);
    const shown = gm.chatLog.shown.size;
    const clicking = gm.run(() => click(find(tracker, '[data-action="steelboundSquadStrike"]')));
    await gm.run(() => answerDialog("ok", { kind: "signature", "minions.0": "9" }));
    await clicking;
    await table.session.settle();
    expect(warningsOn(gm).at(-1)).toMatch(/more minions than the squad has standing/);
    expect(gm.chatLog.shown.size).toBe(shown);
  });
});

/** An actor's item id by name, as the GM's client holds it. */
function itemId(actor: HarnessDocument, name: string): string {
  const gm = table.gm;
  const item = gm.run(() =>
    (on(gm, actor) as unknown as Actor.Implementation).items.find((i) => i.name === name),
  );
  if (!item?.id) throw new Error(`no ${name}`);
  return item.id;
}

describe("the Director's monsters act by themselves", () => {
  let sheet: Awaited<ReturnType<typeof monsterSheetOn>>;
  let warlordActor: HarnessDocument;

  it("R-ML-3: at the start of the Warlord's turn the Director buys Malicious Strike for 7 Malice: +5 waits for its next strike", async () => {
    const { gm, tokens, session } = table;
    gm.notifications.length = 0;
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await setSetting(gm, "malice", { value: 20, maliciousStrikeRound: -1 });
    await session.settle();
    const tracker = await trackerOn(gm);
    await clickOn(table, gm, find(tracker, '[data-action="steelboundChooseSide"][data-side="director"]'));
    const warlord = combatantOn(gm, combat, tokens.leader);
    await clickOn(table, gm, find(tracker, `[data-combatant-id="${warlord}"] [data-action="steelboundAct"]`));
    // The Director opens the Warlord's token's sheet (its unlinked token's actor), as a double-click does.
    warlordActor = gm.run(() => on(gm, tokens.leader).actor) as unknown as HarnessDocument;
    sheet = await monsterSheetOn(gm, warlordActor);
    await clickAnswering(
      table,
      gm,
      find(sheet, '[data-action="basicMalice"][data-feature="maliciousStrike"]'),
      "ok",
      { spend: "7" },
    );
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) expect(maliceOn(client)).toBe(13);
    // The sim rebuilds an unlinked token's synthetic actor on each delta write, where v13 updates it in place
    // (client/documents/token.mjs TokenDocument#_onUpdateBaseActor → ActorDelta#updateSyntheticActor): the
    // sheet is opened again so that it holds the token's current actor.
    await gm.run(() => sheet.close());
    sheet = await monsterSheetOn(gm, warlordActor);
  });

  it("R-CB-18: a villain action from the sheet during the Warlord's own turn is refused with a notice; no card", async () => {
    const { gm } = table;
    const shown = gm.chatLog.shown.size;
    await clickOn(table, gm, useButton(sheet, itemId(warlordActor, "Get Them!")));
    expect(warningsOn(gm).at(-1)).toBe("Villain actions are used at the end of another creature's turn.");
    expect(gm.chatLog.shown.size).toBe(shown);
  });

  it("R-ML-3: the Warlord's Blade on Korva (tier 2, 10) carries Malicious Strike's +5 on every client's card; Apply deals 15", async () => {
    const { gm, tokens, session, heroes } = table;
    gm.notifications.length = 0;
    target(gm, [tokens.alice]);
    await rollFrom(table, gm, useButton(sheet, itemId(warlordActor, "Warlord's Blade")), [5, 5]);
    for (const client of session.clients) {
      const card = lastCardOn(client);
      expect(textOf(find(card, ".damage-value"))).toBe("15");
      expect(textOf(find(card, ".malicious-strike"))).toContain("+5");
    }
    const before = staminaOn(gm, heroes.alice);
    await clickOn(table, gm, find(lastCardOn(gm), '[data-action="applyDamage"]'));
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(before - 15);
    // The bonus was spent on that strike: nothing waits any more.
    expect(
      gm.run(() => (on(gm, warlordActor) as unknown as Actor.Implementation).flags.steelbound),
    ).toMatchObject({ maliciousStrike: 0 });
  });

  it("the Warlord's free strike in one click from its sheet: no roll, 4 damage to Tamsin on every client; the GM's Apply deals 4", async () => {
    const { gm, tokens, session, heroes } = table;
    target(gm, [tokens.bob]);
    const rolls = session.server.log.length;
    await clickOn(table, gm, find(sheet, '[data-action="freeStrike"]'));
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) {
      const card = lastCardOn(client);
      expect(textOf(card)).toContain("Free strike: no roll");
      expect(findAll(card, ".dice")).toEqual([]);
      expect(textOf(find(card, ".damage-value"))).toBe("4");
    }
    expect(session.server.log.length).toBeGreaterThan(rolls);
    const before = staminaOn(gm, heroes.bob);
    await clickOn(table, gm, find(lastCardOn(gm), '[data-action="applyDamage"]'));
    for (const client of session.clients) expect(staminaOn(client, heroes.bob)).toBe(before - 4);
    // The tracker offers the same click on the Warlord's row, not on a hero's.
    const tracker = await trackerOn(gm);
    const row = (token: SimTokenDocument) =>
      find(tracker, `[data-combatant-id="${combatantOn(gm, combat, token)}"]`);
    expect(findAll(row(tokens.leader), '[data-action="steelboundFreeStrike"]')).toHaveLength(1);
    expect(findAll(row(tokens.alice), '[data-action="steelboundFreeStrike"]')).toEqual([]);
  });

  it("R-CB-18: after Korva's turn ends, villain action 1 from the sheet posts its card and is recorded on the tracker; a second one this round is refused", async () => {
    const { gm, alice, session, tokens } = table;
    const gmTracker = await trackerOn(gm);
    await clickOn(table, gm, find(gmTracker, '[data-action="steelboundEndTurn"]'));
    const tracker = await trackerOn(alice);
    const korva = combatantOn(alice, combat, tokens.alice);
    await clickOn(
      table,
      alice,
      find(tracker, `[data-combatant-id="${korva}"] [data-action="steelboundAct"]`),
    );
    await clickOn(table, alice, find(tracker, '[data-action="steelboundEndTurn"]'));
    gm.notifications.length = 0;
    await clickOn(table, gm, useButton(sheet, itemId(warlordActor, "Get Them!")));
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) expect(textOf(lastCardOn(client))).toContain("Get Them!");
    const warlord = combatantOn(gm, combat, tokens.leader);
    const va = (n: number) =>
      find(
        gmTracker,
        `[data-combatant-id="${warlord}"] [data-action="steelboundVillainAction"][data-villain-action="${n}"]`,
      );
    expect((va(1) as HTMLButtonElement).disabled).toBe(true);
    const shown = gm.chatLog.shown.size;
    await clickOn(table, gm, useButton(sheet, itemId(warlordActor, "Nets From Nowhere")));
    expect(warningsOn(gm).at(-1)).toBe("A villain action was already used this round.");
    expect(gm.chatLog.shown.size).toBe(shown);
    await gm.run(() => sheet.close());
  });
});

describe("the captain's benefit (R-MN-10)", () => {
  /** The "With captain" effects each living minion's actor bears, as a client sees them. */
  const benefits = (client: SimClient): number[] =>
    client.run(() =>
      table.tokens.minions.flatMap((t) => {
        const actor = on(client, t).actor as unknown as Actor.Implementation | null;
        if (!actor || actor.statuses.has("dead")) return [];
        return [actor.effects.filter((e) => e.name === "With captain").length];
      }),
    );

  it("R-MN-10: with the Shieldbearer as captain every living spinecleaver bears 'With captain' (+2 speed) on every client; when he dies it is gone", async () => {
    const { gm, session, tokens, monsters } = table;
    clearCompatibilityWarnings();
    // The spinecleavers' benefit as changes (docs/DATA.md `captainChanges`), the text kept.
    await gm.run(() =>
      monsters.minion.update({
        system: { captainChanges: [{ key: "system.movement.speed", mode: 2, value: "2" }] },
      }),
    );
    await session.settle();
    const group = gm.run(() => combat.groups.contents[0]?.id ?? "");
    const captain = combatantOn(gm, combat, tokens.captain);
    expect(await gm.run(() => combat.chooseCaptain(group, captain))).toEqual({ ok: true });
    await session.settle();
    // Built and applied without v14's deprecated effect API (CONST.ACTIVE_EFFECT_MODES, numeric modes…).
    expect(effectDeprecationsLogged()).toEqual([]);
    for (const client of session.clients) {
      const held = benefits(client);
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((n) => n === 1)).toBe(true);
      const changes = client.run(() => {
        const actor = on(client, tokens.minions[1] ?? tokens.captain)
          .actor as unknown as Actor.Implementation;
        return storedEffectChanges(actor.effects.find((e) => e.name === "With captain"));
      });
      // v14 stores system.changes with a type and the value JSON-parsed (BaseActiveEffect.migrateData;
      // test/sim/behaviours.ts V14_BEHAVIOURS); v13 the root changes with a mode.
      if (simV14()) expect(changes).toMatchObject([{ key: "system.movement.speed", type: "add", value: 2 }]);
      else expect(changes).toEqual([{ key: "system.movement.speed", mode: 2, value: "2" }]);
    }
    // The captain falls: the benefit leaves every minion, on every client.
    await gm.run(() =>
      (on(gm, tokens.captain).actor as unknown as Actor.Implementation).toggleStatusEffect("dead", {
        active: true,
        overlay: true,
      }),
    );
    await session.settle();
    for (const client of session.clients) expect(benefits(client).every((n) => n === 0)).toBe(true);
  });
});
