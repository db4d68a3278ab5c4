// @vitest-environment happy-dom
/**
 * The party: the Director makes a party, drags heroes onto its rendered sheet, and from then on
 * once he makes it the party in play from that sheet, hero tokens (R-HT-1), the party respite (R-VX-2) and
 * awards (R-VX-1) act on its members only. The pool stays the GM-only world setting (nothing moves into the
 * party). Players who own a member see the sheet on their own client, read-only. Steps run in order and
 * share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import {
  clickAnswering,
  clickOn,
  heroSheetOn,
  heroTokensOn,
  ownSheetOn,
  rollFrom,
  setSetting,
  systemOf,
  warningsOn,
  type Sheet,
} from "./play.ts";
import { drop, find, findAll, textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let party: HarnessDocument;
let outsider: HarnessDocument;

const partySheetOn = (client: SimClient): Promise<Sheet> => ownSheetOn(client, party);
/** The pool is the world setting whichever party plays (trust issue, item 2). */
const poolOn = (client: SimClient): number => heroTokensOn(client);
const membersOn = (client: SimClient): string[] => systemOf(client, party, "members") as string[];
const levelOn = (client: SimClient, userId: string): number | undefined =>
  client.run(() => (on(client, party) as unknown as { ownership: Record<string, number> }).ownership[userId]);

describe("the party", () => {
  it("R-HT-1: the Director makes a party; it is not in play yet, and the world's 3 hero tokens stay where they are", async () => {
    table = await setUpTable();
    const { gm, alice, session } = table;
    await setSetting(gm, "heroTokens", { value: 3 });
    // A hero Alice also owns who is not in the party: without a party she would count.
    outsider = await create(gm, "Actor", {
      name: "Vash",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { victories: 1, stamina: { value: 10, max: 20, temporary: 0 } },
    });
    party = await create(gm, "Actor", { name: "The Shoulder Company", type: "party" });
    await session.settle();
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(3);
      expect(systemOf(client, party, "heroTokens.value")).toBe(0);
      expect(client.run(() => game.settings?.get("steelbound", "activeParty"))).toBe("");
    }
    const sheet = await partySheetOn(gm);
    expect(textOf(find(sheet, ".party-not-active"))).toContain("Not the party in play");
    expect(findAll(sheet, '[data-action="heroTokens"]')).toEqual([]);
  });

  it("the Director drops two heroes on the party sheet; each player who owns one now sees the party", async () => {
    const { gm, alice, bob, session, heroes, monsters } = table;
    const sheet = await partySheetOn(gm);
    await gm.run(() => drop(sheet, { type: "Actor", uuid: heroes.alice.uuid }));
    await session.settle();
    await gm.run(() => drop(find(sheet, ".party-members"), { type: "Actor", uuid: heroes.bob.uuid }));
    await session.settle();
    const seen = gm.notifications.length;
    await gm.run(() => drop(sheet, { type: "Actor", uuid: monsters.captain.uuid }));
    await session.settle();
    expect(warningsOn(gm, seen)).toEqual(["Only a hero of this world can join the party."]);
    for (const client of session.clients)
      expect(membersOn(client)).toEqual([heroes.alice.uuid, heroes.bob.uuid]);
    expect(findAll(sheet, ".party-member").map((li) => li.dataset["uuid"])).toEqual([
      heroes.alice.uuid,
      heroes.bob.uuid,
    ]);
    expect(levelOn(gm, alice.userId)).toBe(2);
    expect(levelOn(gm, bob.userId)).toBe(2);
  });

  it('the Director clicks "Make this the party in play" on its sheet: every client plays it, the pool is the world\'s 3', async () => {
    const { gm, alice, session } = table;
    const sheet = await partySheetOn(gm);
    await clickOn(table, gm, find(sheet, '[data-action="makeActive"]'));
    for (const client of session.clients) {
      expect(client.run(() => game.settings?.get("steelbound", "activeParty"))).toBe(party.id);
      expect(poolOn(client)).toBe(3);
    }
    expect(textOf(find(sheet, ".party-active"))).toBe("The party in play");
    expect(textOf(find(sheet, ".party-token-count"))).toBe("3");
    expect(findAll(sheet, '[data-action="stopPlaying"]')).toHaveLength(1);
    // A player has neither button on her client.
    const hers = await partySheetOn(alice);
    expect(findAll(hers, '[data-action="makeActive"], [data-action="stopPlaying"]')).toEqual([]);
  });

  it("Alice opens the party on her client: both members' stamina, recoveries and resource, but no edits", async () => {
    const { alice, session, heroes } = table;
    const sheet = await partySheetOn(alice);
    expect(alice.run(() => sheet.isEditable)).toBe(false);
    const rows = findAll(sheet, ".party-member");
    expect(rows).toHaveLength(2);
    expect(textOf(rows[0] ?? sheet)).toMatch(/Korva[\s\S]*24\/24[\s\S]*8\/8/);
    expect(textOf(rows[1] ?? sheet)).toContain("Tamsin");
    expect(findAll(sheet, '[data-action="removeMember"]')).toEqual([]);
    expect(findAll(sheet, '[data-action="award"]')).toEqual([]);
    // Her drop does not land (a read-only sheet binds no drop), and the server refuses her own write.
    await alice.run(() => drop(sheet, { type: "Actor", uuid: outsider.uuid }));
    await session.settle();
    await expect(
      alice.run(() => on(alice, party).update({ system: { members: [heroes.alice.uuid, outsider.uuid] } })),
    ).rejects.toThrow();
    await session.settle();
    expect(membersOn(alice)).toEqual([heroes.alice.uuid, heroes.bob.uuid]);
  });

  it("a member's stamina change shows on Alice's open party sheet", async () => {
    const { gm, alice, session, heroes } = table;
    const sheet = await partySheetOn(alice);
    await gm.run(() => on(gm, heroes.bob).update({ system: { stamina: { value: 9 } } }));
    await session.settle();
    expect(textOf(findAll(sheet, ".party-member")[1] ?? sheet)).toContain("9/24");
  });

  it("R-DT-2: the respite project board: Korva's new project shows on the open party sheets; a project roll moves it", async () => {
    const { gm, alice, bob, session, heroes } = table;
    const sheets = await Promise.all([partySheetOn(gm), partySheetOn(alice), partySheetOn(bob)]);
    expect(findAll(sheets[0], ".party-projects")).toEqual([]);
    const [project] = await alice.run(() =>
      on(alice, heroes.alice).createEmbeddedDocuments("Item", [
        {
          name: "Forge a Blade",
          type: "project",
          system: { goal: 30, points: 4, characteristics: ["might"] },
        },
      ]),
    );
    await session.settle();
    if (!project) throw new Error("no project");
    for (const sheet of sheets) {
      const row = find(sheet, ".party-projects .board-project");
      expect(textOf(row)).toMatch(/Korva\s*Forge a Blade[\s\S]*4 \/ 30 project points/);
    }
    // 8 + 7 + Might 2 = 17 more: 21 of 30.
    const own = await heroSheetOn(alice, heroes.alice);
    await rollFrom(
      table,
      alice,
      find(own, `[data-action=rollProject][data-item-id="${project.id}"]`),
      [8, 7],
    );
    for (const sheet of sheets) {
      expect(textOf(find(sheet, ".board-project .project-points"))).toBe("21 / 30 project points");
      expect(find(sheet, ".board-project progress").getAttribute("value")).toBe("70");
    }
    await rollFrom(
      table,
      alice,
      find(own, `[data-action=rollProject][data-item-id="${project.id}"]`),
      [5, 5],
    );
    for (const sheet of sheets) expect(textOf(find(sheet, ".board-project .badge"))).toBe("Complete");
  });

  it("R-HT-1: the Director starts the session from the party sheet: one token per member (not per owned hero)", async () => {
    const { gm, session } = table;
    const sheet = await partySheetOn(gm);
    await clickOn(table, gm, find(sheet, '[data-action="heroTokens"][data-change="startSession"]'));
    for (const client of session.clients) expect(poolOn(client)).toBe(2);
    await clickOn(table, gm, find(sheet, '[data-action="heroTokens"][data-change="increase"]'));
    for (const client of session.clients) expect(poolOn(client)).toBe(3);
    expect(textOf(find(sheet, ".party-token-count"))).toBe("3");
  });

  it("R-VX-1: the Director awards 2 victories to the party; members gain them, the outsider does not", async () => {
    const { gm, session, heroes } = table;
    const sheet = await partySheetOn(gm);
    await clickAnswering(table, gm, find(sheet, '[data-action="award"][data-kind="victories"]'), "ok", {
      amount: "2",
    });
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "victories")).toBe(4);
      expect(systemOf(client, heroes.bob, "victories")).toBe(4);
      expect(systemOf(client, outsider, "victories")).toBe(1);
    }
  });

  it("R-VX-2: the party respite from the sheet restores the members and turns their victories into XP; the outsider rests not", async () => {
    const { gm, session, heroes } = table;
    const sheet = await partySheetOn(gm);
    await clickAnswering(table, gm, find(sheet, '[data-action="partyRespite"]'), "yes");
    expect(warningsOn(gm)).toEqual(["Only a hero of this world can join the party."]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.bob, "stamina.value")).toBe(24);
      expect(systemOf(client, heroes.bob, "xp")).toBe(4);
      expect(systemOf(client, heroes.alice, "victories")).toBe(0);
      expect(systemOf(client, outsider, "stamina.value")).toBe(10);
      expect(systemOf(client, outsider, "victories")).toBe(1);
    }
  });

  it("R-HT-2: the outsider may not spend the party's tokens; a member may", async () => {
    const { alice, session, heroes } = table;
    const { requestGm } = await import("../../src/documents/gm-channel/request-gm.ts");
    const seen = alice.notifications.length;
    const refused = await alice.run(() =>
      requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: outsider.uuid, messageId: null }),
    );
    await session.settle();
    expect(refused).toBeNull();
    expect(warningsOn(alice, seen)).toHaveLength(1);
    for (const client of session.clients) expect(poolOn(client)).toBe(3);
    await alice.run(() =>
      requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: heroes.alice.uuid, messageId: null }),
    );
    await session.settle();
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(2);
      expect(systemOf(client, heroes.alice, "surges")).toBe(2);
    }
  });

  it("the Director removes Bob's hero: Bob no longer sees the party", async () => {
    const { gm, bob, session, heroes } = table;
    const sheet = await partySheetOn(gm);
    const row = findAll(sheet, ".party-member").find((li) => li.dataset["uuid"] === heroes.bob.uuid);
    if (!row) throw new Error("Bob's hero has no row");
    await clickOn(table, gm, find(row, '[data-action="removeMember"]'));
    for (const client of session.clients) expect(membersOn(client)).toEqual([heroes.alice.uuid]);
    expect(levelOn(gm, bob.userId)).toBe(0);
  });
});
