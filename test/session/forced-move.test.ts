// @vitest-environment happy-dom
/**
 * Forced movement at the table (R-MV-*): a hero's push card on Alice's client, its Move button, the legal
 * squares on Alice's own canvas, her click, the GM's `forcedMove` query moving the token once through
 * TokenDocument#move, and what every client then sees.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { create, on, target, type Table } from "./table.ts";
import { meleeStrike, setUpCanvasTable, tearDownCanvases, type Canvases } from "./setups.ts";
import {
  clickOn,
  combatOn,
  heroSheetOn,
  lastCardOn,
  openCombat,
  rollFrom,
  tokenStaminaOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { pressKey, type SimCanvas } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { fall } from "../../src/rules/index.ts";

const LAYER = "steelbound.forcedMove";
/** The sim's Hooks: any hook name (fvtt-types only knows core hooks by their typed names). */
type SimHooks = { on(name: string, fn: (...args: never[]) => void): number };
let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases);
});
afterEach(() => tearDownCanvases(table, canvases));

const board = (client: SimClient) => canvases.get(client) as SimCanvas;
const squareOf = (client: SimClient, token: SimTokenDocument) => {
  const seen = on(client, token);
  return { x: seen.x / 100, y: seen.y / 100, z: seen.elevation / 5 };
};

/** The GM places a token on square (x, y). */
async function place(token: SimTokenDocument, x: number, y: number) {
  await table.gm.run(() => on(table.gm, token).update({ x: x * 100, y: y * 100 }));
  await table.session.settle();
}

/** Alice uses one of Korva's abilities from his sheet on `targets`; returns the card on her client. */
async function aliceUses(abilityName: string, targets: SimTokenDocument[], dice: number[]) {
  const { alice } = table;
  target(alice, targets);
  const korva = on(alice, table.heroes.alice);
  const sheet = await heroSheetOn(alice, table.heroes.alice);
  const item = korva.getEmbeddedCollection("Item").find((i) => i.name === abilityName);
  if (!item) throw new Error(`Korva has no ${abilityName}`);
  await rollFrom(table, alice, useButton(sheet, item.id), dice);
  return lastCardOn(alice);
}
const moveButton = (client: SimClient, row = 0) =>
  find(lastCardOn(client), `[data-target-index="${row}"] [data-action="forcedMove"]`) as HTMLButtonElement;

/** The user clicks the row's Move button on their client (the card's handler is not awaited, as in v13). */
const clickMove = (client: SimClient, row = 0) => clickOn(table, client, moveButton(client, row));
async function clickSquare(client: SimClient, square: { x: number; y: number }, button = 0) {
  client.run(() => {
    board(client).clickSquare(square, button);
  });
  await table.session.settle();
}
const queries = () => table.session.server.log.filter((e) => "query" in e.request);

describe("forced movement from an ability card", () => {
  it("R-MV-7: Alice's Move shows the legal squares on her canvas only; her click has the GM move the minion once; everyone sees it", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    // 14: tier 2, push 2, +1 for a melee weapon ability against the smaller goblin (R-MV-9).
    await aliceUses("Shoulder In", [minion], [6, 6]);
    const moves: { client: string; method: unknown }[] = [];
    for (const client of table.session.clients)
      client.run(() =>
        (Hooks as unknown as SimHooks).on("moveToken", (_doc: unknown, movement: { method: string }) => {
          moves.push({ client: client.label, method: movement.method });
        }),
      );

    await clickMove(table.alice);
    const shown = board(table.alice).highlighted(LAYER);
    expect(shown).toContainEqual(expect.objectContaining({ x: 7, y: 10 }));
    // Every square is farther from Korva than the minion was (a push), none is where someone stands.
    for (const s of shown) expect(Math.max(Math.abs(s.x - 4), Math.abs(s.y - 10))).toBeGreaterThan(1);
    expect(shown).not.toContainEqual(expect.objectContaining({ x: 5, y: 10 }));
    for (const other of [table.gm, table.bob]) expect(board(other).highlighted(LAYER)).toEqual([]);

    const sent = queries().length;
    await clickSquare(table.alice, { x: 7, y: 10 });
    expect(warningsOn(table.alice)).toEqual([]);
    expect(board(table.alice).highlighted(LAYER)).toEqual([]);
    // The pick click is the picker's: it must not also reach the canvas (select, drag, deselect a token).
    expect(board(table.alice).canvasClicks).toEqual([]);
    expect(queries().length - sent).toBe(1); // one forcedMove query to the GM
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 7, y: 10, z: 0 });
      expect(client.run(() => board(client).tokens.get(minion.id)?.x)).toBe(700);
      expect(moveButton(client).disabled).toBe(true);
    }
    expect(moves).toEqual(table.session.clients.map((c) => ({ client: c.label, method: "api" })));
  });

  it("R-MV-7: a second Move on a row already moved is refused: the minion stays where it was pushed", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await aliceUses("Shoulder In", [minion], [6, 6]);
    await clickMove(table.alice);
    await clickSquare(table.alice, { x: 7, y: 10 });
    expect(moveButton(table.alice).disabled).toBe(true);
    // A stale copy of the card (the update not yet arrived) still offers Move: the GM refuses it.
    moveButton(table.alice).disabled = false;
    await clickMove(table.alice);
    await clickSquare(table.alice, { x: 8, y: 10 });
    for (const client of table.session.clients)
      expect(squareOf(client, minion)).toEqual({ x: 7, y: 10, z: 0 });
    expect(warningsOn(table.alice).length).toBeGreaterThan(0);
  });

  it("R-MV-10: pushed 3 into a wall after 1 square, the minion stops before it and takes 2 + the 2 squares left", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await table.gm.run(() =>
      (on(table.gm, table.scene) as HarnessDocument).createEmbeddedDocuments("Wall", [
        { c: [700, 1000, 700, 1100] },
      ]),
    );
    await table.session.settle();
    const before = tokenStaminaOn(table.gm, minion);
    await aliceUses("Shoulder In", [minion], [6, 6]); // push 3 (R-MV-9)
    await clickMove(table.alice);
    const red = board(table.alice)
      .highlighted(LAYER)
      .filter((s) => s.color !== 0x3fa34d);
    expect(red).toContainEqual(expect.objectContaining({ x: 7, y: 10 }));
    await clickSquare(table.alice, { x: 7, y: 10 });
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 6, y: 10, z: 0 });
      expect(tokenStaminaOn(client, minion)).toBe(before - 4);
    }
  });

  it("R-MV-10: pushed 3 into another creature after 1 square, both take 1 damage per square left (2)", async () => {
    const [minion, other] = table.tokens.minions as [SimTokenDocument, SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await place(other, 7, 10);
    const before = [tokenStaminaOn(table.gm, minion), tokenStaminaOn(table.gm, other)] as const;
    await aliceUses("Shoulder In", [minion], [6, 6]); // push 3 (R-MV-9)
    await clickMove(table.alice);
    await clickSquare(table.alice, { x: 7, y: 10 });
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 6, y: 10, z: 0 });
      expect([tokenStaminaOn(client, minion), tokenStaminaOn(client, other)]).toEqual([
        before[0] - 2,
        before[1] - 2,
      ]);
    }
  });

  it("R-MV-7, R-MV-11, R-DM-7: a vertical push lifts the minion (PageUp picks the height); it falls, takes damage and is knocked prone", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    const lift = () => ({ damage: { value: 1 }, forced: { kind: "push", distance: 3, vertical: true } });
    const heave = meleeStrike("Heave", [lift(), lift(), lift()]);
    await create(table.gm, "Item", heave, { parent: on(table.gm, table.heroes.alice) });
    await table.session.settle();
    const before = tokenStaminaOn(table.gm, minion);
    await aliceUses("Heave", [minion], [6, 6]);
    await clickMove(table.alice);
    for (let i = 0; i < 3; i++) table.alice.run(() => pressKey("PageUp"));
    expect(board(table.alice).highlighted(LAYER)).toContainEqual(expect.objectContaining({ x: 8, y: 10 }));
    await clickSquare(table.alice, { x: 8, y: 10 });
    const agility = table.gm.run(
      () =>
        (on(table.gm, minion).actor?.system as { characteristics: { agility: number } }).characteristics
          .agility,
    );
    const expected = fall(3, agility);
    expect(expected.damage).toBeGreaterThan(0);
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 8, y: 10, z: 0 });
      expect(tokenStaminaOn(client, minion)).toBe(before - expected.damage);
      expect(client.run(() => on(client, minion).hasStatusEffect("prone"))).toBe(expected.prone);
    }
  });

  it("R-MV-8, R-MV-9: the captain's stability 1 shortens the push 2 (+1 against the smaller goblin) to 2 squares", async () => {
    const { captain } = table.tokens;
    await place(table.tokens.alice, 4, 10);
    await place(captain, 5, 10);
    await aliceUses("Shoulder In", [captain], [6, 6]);
    await clickMove(table.alice);
    const shown = board(table.alice).highlighted(LAYER);
    expect(shown.length).toBeGreaterThan(0);
    const reach = Math.max(...shown.map((s) => Math.max(Math.abs(s.x - 5), Math.abs(s.y - 10))));
    expect(reach).toBe(2);
    await clickSquare(table.alice, { x: 6, y: 10 });
    for (const client of table.session.clients)
      expect(squareOf(client, captain)).toEqual({ x: 6, y: 10, z: 0 });
  });

  it("R-MV-7: Bob, who neither wrote the card nor owns Korva, cannot move its target", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await aliceUses("Shoulder In", [minion], [6, 6]);
    await clickMove(table.bob);
    expect(board(table.bob).highlighted(LAYER)).toEqual([]);
    await clickSquare(table.bob, { x: 7, y: 10 });
    expect(warningsOn(table.bob).length).toBeGreaterThan(0);
    for (const client of table.session.clients)
      expect(squareOf(client, minion)).toEqual({ x: 5, y: 10, z: 0 });
  });

  it("R-MV-7: without a mouse: an arrow key lights a legal square, the arrows move the light, Enter moves the minion there", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await aliceUses("Shoulder In", [minion], [6, 6]);
    await clickMove(table.alice);
    const legal = board(table.alice).highlighted(LAYER);
    const lit = () =>
      board(table.alice)
        .highlighted(`${LAYER}.focus`)
        .map(({ x, y }) => ({ x, y }));
    expect(lit()).toEqual([]);
    table.alice.run(() => pressKey("ArrowRight"));
    expect(lit()).toHaveLength(1);
    expect(legal).toContainEqual(expect.objectContaining(lit()[0]));
    // Right as far as the push goes (push 2 from (5, 10): the light stops on the furthest legal square).
    for (let i = 0; i < 6; i++) table.alice.run(() => pressKey("ArrowRight"));
    const furthest = Math.max(...legal.map((s) => s.x));
    expect(lit()[0]?.x).toBe(furthest);
    const chosen = lit()[0];
    if (!chosen) throw new Error("nothing lit");
    const key = table.alice.run(() => pressKey("Enter"));
    expect(key.defaultPrevented).toBe(true);
    await table.session.settle();
    expect(board(table.alice).interface.grid.getHighlightLayer(`${LAYER}.focus`)).toBeUndefined();
    for (const client of table.session.clients)
      expect(squareOf(client, minion)).toEqual({ x: chosen.x, y: chosen.y, z: 0 });
  });

  it("R-MV-7: Escape (or a right-click) cancels the pick: nothing stays highlighted and nothing is sent", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await aliceUses("Shoulder In", [minion], [6, 6]);
    const sent = queries().length;
    await clickMove(table.alice);
    expect(board(table.alice).highlighted(LAYER).length).toBeGreaterThan(0);
    table.alice.run(() => pressKey("Escape"));
    await table.session.settle();
    expect(board(table.alice).interface.grid.getHighlightLayer(LAYER)).toBeUndefined();
    await clickSquare(table.alice, { x: 7, y: 10 });
    await clickMove(table.alice);
    await clickSquare(table.alice, { x: 7, y: 10 }, 2);
    expect(board(table.alice).interface.grid.getHighlightLayer(LAYER)).toBeUndefined();
    expect(queries().length).toBe(sent);
    for (const client of table.session.clients)
      expect(squareOf(client, minion)).toEqual({ x: 5, y: 10, z: 0 });
    expect(moveButton(table.alice).disabled).toBe(false);
  });
});

describe("forced movement of a creature the same card killed", () => {
  /** The Move buttons of the last card's first row on a client (none when the row offers no movement). */
  const moveButtons = (client: SimClient) =>
    findAll(lastCardOn(client), '[data-target-index="0"] [data-action="forcedMove"]');
  const deadOn = (client: SimClient, token: SimTokenDocument) =>
    client.run(() => on(client, token).actor?.statuses.has("dead") ?? false);

  it("R-MN-3: Shoulder In's damage drops the squad's pool by one minion's stamina (5) or more: the struck minion falls and no client's card offers to push it; a forged request is refused", async () => {
    const { alice, gm, session, tokens } = table;
    const [minion] = tokens.minions as [SimTokenDocument];
    const combat = await openCombat(table, [tokens.alice, tokens.bob]);
    await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    await session.settle();
    await place(tokens.alice, 4, 10);
    await place(minion, 5, 10);
    // 14: tier 2, push 2 (+1 against the smaller goblin) and more damage than one minion's 5 stamina.
    await aliceUses("Shoulder In", [minion], [6, 6]);
    for (const client of session.clients) expect(moveButtons(client)).toHaveLength(1);
    const pool = () =>
      gm.run(() => (combatOn(gm, combat).groups.contents[0]?.system as { pool: number }).pool);
    const before = pool();

    await clickOn(
      table,
      alice,
      find(lastCardOn(alice), '[data-target-index="0"] [data-action="applyDamage"]'),
    );
    expect(warningsOn(alice)).toEqual([]);
    expect(before - pool()).toBeGreaterThanOrEqual(5);
    expect(before - pool()).toBeLessThan(10);
    for (const client of session.clients) {
      expect(deadOn(client, minion)).toBe(true);
      expect(moveButtons(client)).toEqual([]);
      expect(textOf(find(lastCardOn(client), '[data-target-index="0"] .target-forced'))).toContain(
        "Fell: off the battlefield",
      );
    }

    // A modded client asks anyway: the GM reads the fallen minion and moves nothing.
    const messageId = alice.run(() => game.messages?.contents.at(-1)?.id ?? "");
    const seen = alice.notifications.length;
    await alice.run(() =>
      requestGm({
        kind: "forcedMove",
        messageId,
        target: on(alice, minion).uuid,
        pick: { x: 7, y: 10, z: 0 },
      }),
    );
    await session.settle();
    expect(warningsOn(alice, seen).length).toBeGreaterThan(0);
    for (const client of session.clients) expect(squareOf(client, minion)).toEqual({ x: 5, y: 10, z: 0 });
  });

  it("R-MV-12: the captain (no minion) the same blow kills is still pushed: its Move stays on every client and moves it", async () => {
    const { alice, gm, session, tokens } = table;
    const { captain } = tokens;
    await place(tokens.alice, 4, 10);
    await place(captain, 5, 10);
    await gm.run(() => on(gm, captain).actor?.update({ "system.stamina.value": 2 }));
    await session.settle();
    await aliceUses("Shoulder In", [captain], [6, 6]);
    await clickOn(
      table,
      alice,
      find(lastCardOn(alice), '[data-target-index="0"] [data-action="applyDamage"]'),
    );
    expect(tokenStaminaOn(gm, captain)).toBeLessThanOrEqual(0);
    for (const client of session.clients) expect(moveButtons(client)).toHaveLength(1);
    await clickMove(alice);
    await clickSquare(alice, { x: 6, y: 10 });
    for (const client of session.clients) expect(squareOf(client, captain)).toEqual({ x: 6, y: 10, z: 0 });
  });
});

describe("hurling through walls the Director gave a material (R-MV-10)", () => {
  type WallSource = { c: number[]; flags?: { steelbound?: { material?: string } } };
  const wallsOn = (client: SimClient) =>
    (on(client, table.scene) as HarnessDocument)
      .getEmbeddedCollection("Wall")
      .contents.map((w) => {
        const source = (w as unknown as { _source: WallSource })._source;
        return { c: source.c, material: source.flags?.steelbound?.material };
      })
      .sort((a, b) => (a.c[1] ?? 0) - (b.c[1] ?? 0));
  async function wall(c: number[], material: string) {
    await table.gm.run(() =>
      (on(table.gm, table.scene) as HarnessDocument).createEmbeddedDocuments("Wall", [
        { c, flags: { steelbound: { material } } },
      ]),
    );
    await table.session.settle();
  }

  it("R-MV-10: pushed 3 through a glass wall: the minion goes on to the third square, takes 3, and that square of the wall is gone on every client", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    // Three squares of glass between columns 6 and 7, rows 9 to 11.
    await wall([700, 900, 700, 1200], "glass");
    const before = tokenStaminaOn(table.gm, minion);
    await aliceUses("Shoulder In", [minion], [6, 6]); // push 3 (R-MV-9)
    await clickMove(table.alice);
    expect(board(table.alice).highlighted(LAYER)).toContainEqual(expect.objectContaining({ x: 8, y: 10 }));
    await clickSquare(table.alice, { x: 8, y: 10 });
    expect(warningsOn(table.alice)).toEqual([]);
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 8, y: 10, z: 0 });
      expect(tokenStaminaOn(client, minion)).toBe(before - 3);
      // The square the minion went through broke; the glass above and below it stands.
      expect(wallsOn(client)).toEqual([
        { c: [700, 900, 700, 1000], material: "glass" },
        { c: [700, 1100, 700, 1200], material: "glass" },
      ]);
    }
  });

  it("R-MV-10: pushed 3 from beside a wooden wall: breaking it takes all 3 squares — one square moved, 5 damage, the wall gone", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await wall([600, 1000, 600, 1100], "wood");
    const before = tokenStaminaOn(table.gm, minion);
    await aliceUses("Shoulder In", [minion], [6, 6]);
    await clickMove(table.alice);
    const shown = board(table.alice).highlighted(LAYER);
    expect(shown).toContainEqual(expect.objectContaining({ x: 6, y: 10 }));
    expect(shown).not.toContainEqual(expect.objectContaining({ x: 7, y: 10 }));
    await clickSquare(table.alice, { x: 6, y: 10 });
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 6, y: 10, z: 0 });
      expect(tokenStaminaOn(client, minion)).toBe(before - 5);
      expect(wallsOn(client)).toEqual([]);
    }
  });

  it("R-MV-10: a metal wall holds against a push 3 with 2 squares left: a slam for 2 + 2, the wall untouched", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await place(table.tokens.alice, 4, 10);
    await place(minion, 5, 10);
    await wall([700, 1000, 700, 1100], "metal");
    const before = tokenStaminaOn(table.gm, minion);
    await aliceUses("Shoulder In", [minion], [6, 6]);
    await clickMove(table.alice);
    await clickSquare(table.alice, { x: 7, y: 10 });
    for (const client of table.session.clients) {
      expect(squareOf(client, minion)).toEqual({ x: 6, y: 10, z: 0 });
      expect(tokenStaminaOn(client, minion)).toBe(before - 4);
      expect(wallsOn(client)).toEqual([{ c: [700, 1000, 700, 1100], material: "metal" }]);
    }
  });
});
