// @vitest-environment happy-dom
/**
 * R-CB-7 shown at the table: one triggered action a round. Alice uses Korva's triggered action from her own
 * sheet and the Director uses the Goblin Warlord's from its token's sheet; every client's tracker row shows
 * the spent action (Bob's in Japanese) and every client's token carries the marker. A second one is refused
 * with a warning. When the Director begins the next round the marks are gone and the action may be taken again.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import {
  combatantOn,
  heroSheetOn,
  itemNamed,
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
} from "./play.ts";
import { click, find, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { queueDice } from "../harness/rolls.ts";
import { createLocalizer } from "../harness/i18n.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
let combat: Combat;

const TRIGGERED = (name: string) => ({
  name,
  type: "ability",
  system: { type: "triggered", category: "", keywords: [], trigger: "An enemy moves next to you." },
});

const actorOfToken = (client: SimClient, token: SimTokenDocument) =>
  client.run(() => on(client, token).actor as unknown as Actor.Implementation);

/**
 * The token's marker as the client holds it: its actor's status (an effect with a status is temporary, v13
 * ActiveEffect#isTemporary, and the Token placeable draws its actor's temporary effects).
 */
const markedOn = (client: SimClient, token: SimTokenDocument): boolean =>
  client.run(() => actorOfToken(client, token).statuses.has("triggeredUsed"));

/** The tracker row's "triggered used" badge on a client (its open tracker, re-rendered by itself). */
async function badgeOn(client: SimClient, token: SimTokenDocument): Promise<HTMLElement | null> {
  const tracker = await trackerOn(client);
  const row = find(tracker, `[data-combatant-id="${combatantOn(client, combat, token)}"]`);
  return row.querySelector<HTMLElement>(".badge.triggered-used");
}

/** A user clicks the ability's use button on an open sheet; the sheet is closed after. */
async function useOn(
  client: SimClient,
  sheet: { close(): Promise<unknown> } & Parameters<typeof useButton>[0],
  item: string,
): Promise<void> {
  await client.run(() => click(useButton(sheet, item)));
  await table.session.settle();
  await client.run(() => sheet.close());
}

beforeAll(async () => {
  table = await setUpTable();
  const { gm, alice, bob, heroes, tokens, session } = table;
  bob.game["i18n"] = createLocalizer("ja");
  // Alice writes her own hero's triggered action; the Director gives the Warlord's token one.
  await alice.run(() =>
    (on(alice, heroes.alice) as unknown as Actor.Implementation).createEmbeddedDocuments("Item", [
      TRIGGERED("Hold the Line"),
    ] as never),
  );
  await gm.run(() =>
    actorOfToken(gm, tokens.leader).createEmbeddedDocuments("Item", [TRIGGERED("Cruel Riposte")] as never),
  );
  await session.settle();
  combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
  for (const client of session.clients) await trackerOn(client);
  queueDice(7);
  const tracker = await trackerOn(gm);
  await gm.run(() => click(find(tracker, ".combat-control[data-action=startCombat]")));
  await session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("R-CB-7: the round's triggered action, shown", () => {
  it("R-CB-7: Alice uses Korva's triggered action from her sheet: every tracker row and every token shows it spent", async () => {
    const { alice, session, heroes, tokens } = table;
    await nextTurnOf(table, combat, tokens.bob);
    for (const client of session.clients) {
      expect(await badgeOn(client, tokens.alice)).toBeNull();
      expect(markedOn(client, tokens.alice)).toBe(false);
    }
    const sheet = await heroSheetOn(alice, heroes.alice);
    await useOn(alice, sheet, itemNamed(alice, heroes.alice, "Hold the Line").id);
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      const badge = await badgeOn(client, tokens.alice);
      expect(badge).not.toBeNull();
      expect(markedOn(client, tokens.alice)).toBe(true);
      expect(await badgeOn(client, tokens.bob)).toBeNull();
    }
    expect(textOf((await badgeOn(alice, tokens.alice)) as HTMLElement)).toContain("Triggered");
    const japanese = (await badgeOn(table.bob, tokens.alice)) as HTMLElement;
    expect(textOf(japanese)).toContain("トリガー済");
    expect(japanese.getAttribute("aria-label")).toBe("トリガー・アクション使用済み");
  });

  it("R-CB-7: a second triggered action the same round is refused with a warning; nothing more is posted", async () => {
    const { alice, heroes, session } = table;
    const seen = alice.notifications.length;
    const before = session.gm.run(
      () => (session.gm.globals.game as { messages: { size: number } }).messages.size,
    );
    const sheet = await heroSheetOn(alice, heroes.alice);
    await useOn(alice, sheet, itemNamed(alice, heroes.alice, "Hold the Line").id);
    expect(warningsOn(alice, seen).join(" ")).toMatch(/triggered/i);
    expect(
      session.gm.run(() => (session.gm.globals.game as { messages: { size: number } }).messages.size),
    ).toBe(before);
  });

  it("R-CB-7: the Director uses the Warlord's triggered action from its token's sheet: a monster is marked the same way", async () => {
    const { gm, session, tokens } = table;
    const warlord = actorOfToken(gm, tokens.leader) as unknown as HarnessDocument;
    const sheet = await monsterSheetOn(gm, warlord);
    const item = gm.run(
      () => actorOfToken(gm, tokens.leader).items.find((i) => i.name === "Cruel Riposte")?.id ?? "",
    );
    await useOn(gm, sheet, item);
    for (const client of session.clients) {
      expect(await badgeOn(client, tokens.leader)).not.toBeNull();
      expect(markedOn(client, tokens.leader)).toBe(true);
    }
  });

  it("R-CB-7: the next round clears every mark on every client, and Korva may use her triggered action again", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    const round = gm.run(() => combat.round);
    // The table plays the round out; the Director begins the next one from his tracker.
    await nextTurnOf(table, combat, tokens.alice);
    while (gm.run(() => on(gm, combat as unknown as HarnessDocument) as unknown as Combat).round === round)
      await nextTurnOf(table, combat, tokens.alice);
    for (const client of session.clients) {
      expect(await badgeOn(client, tokens.alice)).toBeNull();
      expect(await badgeOn(client, tokens.leader)).toBeNull();
      expect(markedOn(client, tokens.alice)).toBe(false);
      expect(markedOn(client, tokens.leader)).toBe(false);
    }
    const seen = alice.notifications.length;
    const sheet = await heroSheetOn(alice, heroes.alice);
    await useOn(alice, sheet, itemNamed(alice, heroes.alice, "Hold the Line").id);
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) expect(markedOn(client, tokens.alice)).toBe(true);
  });
});
