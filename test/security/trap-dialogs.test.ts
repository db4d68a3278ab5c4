// @vitest-environment happy-dom
/**
 * (Deliver 6): no GM dialog a player's request can open. A trap's damage text applied by a player
 * (enricherApply, in the GM's queue) that fells minions used to pop the "which minions fall" dialog on the
 * Director's screen at once, one per trigger: one player could stack twenty. Now the rules' choice stands
 * at once (R-MN-3, R-MN-4: the minion hit first, then the others in order) and the Director's own choice
 * waits on one card per squad, whispered to the GMs, for when he likes.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { combatantOn, openCombat } from "../session/play.ts";
import { answerDialog, click, openDialogs, waitForDialog } from "../sim/applications/user.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;

/** The GM-written cards still waiting for the Director's pick of fallen minions, on a client. */
const pendingOn = (client: SimClient) =>
  client.run(() =>
    (game.messages?.contents ?? []).filter((m) => {
      const choice = foundry.utils.getProperty(m.flags, "steelbound.fallenChoice") as
        { resolved?: boolean } | undefined;
      return choice !== undefined && choice.resolved !== true;
    }),
  );

const downOn = (client: SimClient, ids: readonly string[], combatantIds: Map<string, string>) =>
  client.run(() =>
    ids.filter((id) =>
      table.tokens.minions.some(
        (t) =>
          combatantIds.get(t.id) === id &&
          (on(client, t) as unknown as { actor: { statuses: Set<string> } }).actor.statuses.has("dead"),
      ),
    ),
  );

describe("A player's trap opens no dialog on the Director's screen (R-MN-3, R-MN-4)", () => {
  const combatantIds = new Map<string, string>();
  let ids: string[] = [];

  it("twenty 1-damage trap triggers from Alice: no dialog, at most one card waiting for the Director", async () => {
    table = await setUpTable();
    const { alice, gm, bob, session } = table;
    const combat = await openCombat(table, [table.tokens.alice, table.tokens.bob]);
    await gm.run(() => combat.createSquad(table.tokens.minions.map((t) => on(gm, t)) as never));
    await session.settle();
    for (const t of table.tokens.minions) combatantIds.set(t.id, combatantOn(gm, combat, t));
    ids = table.tokens.minions.map((t) => combatantIds.get(t.id) ?? "");
    const pit: HarnessDocument = await create(gm, "Item", {
      name: "Needle Trap",
      type: "feature",
      ownership: { default: 2 },
      system: { description: { value: "<p>[[/ds damage 1]]</p>" } },
    });
    await session.settle();
    // Alice's modded client sends the trap twenty times, on the first two spinecleavers, without waiting.
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        alice.run(() =>
          requestGm({
            kind: "enricherApply",
            source: pit.uuid,
            directive: "[[/ds damage 1]]",
            targets: [table.tokens.minions[i % 2]?.uuid ?? ""],
          }),
        ),
      ),
    );
    await session.settle();
    expect(hits.filter((h) => (h?.[0]?.damage ?? 0) > 0).length).toBeGreaterThan(0);
    expect(gm.run(() => openDialogs())).toEqual([]);
    // 20 damage on a pool of 8 × 5: four fell at once, by the rules' order (R-MN-3, R-MN-4).
    for (const client of session.clients) expect(downOn(client, ids, combatantIds)).toHaveLength(4);
    // One card for the squad, shown to the GM only; no player's chat log shows it.
    expect(pendingOn(gm)).toHaveLength(1);
    const cardId = (pendingOn(gm)[0] as unknown as { id: string }).id;
    expect(gm.chatLog.shown.has(cardId)).toBe(true);
    expect(alice.chatLog.shown.has(cardId)).toBe(false);
    expect(bob.chatLog.shown.has(cardId)).toBe(false);
    expect(alice.run(() => openDialogs())).toEqual([]);
  });

  it("the Director clicks the card when he likes: the dialog opens then, his pick swaps who is down, the card is done", async () => {
    const { gm, session } = table;
    const down = downOn(gm, ids, combatantIds);
    const standing = ids.filter((id) => !down.includes(id));
    const [raised] = down.slice(-1);
    const [felled] = standing;
    const card = pendingOn(gm)[0] as unknown as { id: string };
    const button = gm.run(() =>
      gm.chatLog.shown
        .get(card.id)
        ?.querySelector<HTMLButtonElement>("button[data-steelbound-fallen-choice]"),
    );
    if (!button || raised === undefined || felled === undefined) throw new Error("no choice to make");
    await gm.run(() => click(button));
    await gm.run(() => waitForDialog());
    expect(gm.run(() => openDialogs().length)).toBe(1);
    await gm.run(() => answerDialog("ok", { [`fallen.${raised}`]: false, [`fallen.${felled}`]: true }));
    await session.settle();
    for (const client of session.clients)
      expect(downOn(client, ids, combatantIds)).toEqual(
        ids.filter((id) => (id === felled || down.includes(id)) && id !== raised),
      );
    expect(pendingOn(gm)).toEqual([]);
  });
});
