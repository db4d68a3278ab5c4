// @vitest-environment happy-dom
/**
 * Squads and monsters act by themselves (issue 14): the Director's squad rolls its signature ability once
 * through the ability flow and the card adds the extra minions' free strikes (R-MN-7); Apply goes through
 * the GM's apply path, which recomputes them from the squad.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "./table.ts";
import { clickOn, lastCardOn, openCombat, staminaOn, trackerOn, warningsOn, type Combat } from "./play.ts";
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
