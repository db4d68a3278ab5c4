// @vitest-environment happy-dom
/**
 * (the encounter builder's lost update): the draft is one world setting, and a drop used to write
 * a whole new draft computed from the client's copy. Two drops close together — the Director dropping two
 * monsters before the first write's reply came back, or the Director and an Assistant GM at once — then
 * wrote two drafts from the same copy, and the server kept the last: one monster was lost. Each drop is now
 * an edit the active GM's queue applies to the draft as the server holds it (src/queries/encounter/edit.ts).
 * The slow connection is the simulation's (test/sim/server.ts SimServer#delayRequests).
 */
import "../sim/install.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { create, packSource } from "./table.ts";
import { startSession, type Session } from "../sim/session.ts";
import { USER_ROLES } from "../sim/documents.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { change, dragAndDrop, find, open, textOf } from "../sim/applications/user.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { readEncounter } from "../../src/data/settings/director-store.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

let session: Session;
let cora: SimClient;
let monsters: { minion: HarnessDocument; captain: HarnessDocument; leader: HarnessDocument };

type Window = { readonly element: HTMLElement; readonly rendered: boolean };

function builderOn(client: SimClient): Window {
  const app = client.run(() => instances.get(ENCOUNTER_BUILDER_ID)) as Window | undefined;
  if (!app?.rendered) throw new Error(`the encounter builder is not open on ${client.label}`);
  return app;
}

/** Drags a world actor from the client's Actors sidebar onto its encounter builder. */
async function dropFromSidebar(client: SimClient, actor: HarnessDocument): Promise<void> {
  const tab = client.run(() => new ActorDirectory());
  await client.run(() => open(tab));
  await client.run(() => dragAndDrop(find(tab, `[data-entry-id="${actor.id}"]`), builderOn(client)));
}

/** Each client's draft, as monster name → count (every client must hold the same). */
function draftEverywhere(): Record<string, number> {
  const drafts = session.clients.map((c) =>
    JSON.stringify(Object.fromEntries(c.run(() => readEncounter().monsters.map((m) => [m.name, m.count])))),
  );
  expect(new Set(drafts).size).toBe(1);
  return JSON.parse(drafts[0] ?? "{}") as Record<string, number>;
}

/** Waits (a bounded number of macrotasks) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise<void>((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

async function clearDraft(): Promise<void> {
  const { gm } = session;
  await gm.run(() => game.settings?.set("steelbound", "encounter", { ...readEncounter(), monsters: [] }));
  await session.settle();
}

beforeAll(async () => {
  session = await startSession({ players: ["Alice", "Cora"], roles: { Cora: USER_ROLES.ASSISTANT } });
  const { gm } = session;
  const found = session.players[1];
  if (!found) throw new Error("no Cora");
  cora = found;
  monsters = {
    minion: await create(gm, "Actor", packSource("monsters", "Goblin Spinecleaver")),
    captain: await create(gm, "Actor", packSource("monsters", "Goblin Shieldbearer")),
    leader: await create(gm, "Actor", packSource("monsters", "Goblin Warlord")),
  };
  await gm.run(() => steelbound.openEncounterBuilder());
  await session.settle();
}, 120_000);

describe("Two changes of the encounter draft made close together both land (v13, v14)", () => {
  it("the Director drops two monsters before the first drop's write came back: both are on the list", async () => {
    const { gm } = session;
    const release = session.server.delayRequests(gm.userId);
    await dropFromSidebar(gm, monsters.minion);
    await dropFromSidebar(gm, monsters.captain);
    await dropFromSidebar(gm, monsters.minion);
    await session.settle();
    // Nothing has reached the server yet: the draft is still empty everywhere.
    expect(draftEverywhere()).toEqual({});
    release();
    await session.settle();
    expect(draftEverywhere()).toEqual({ "Goblin Spinecleaver": 2, "Goblin Shieldbearer": 1 });
    expect(textOf(find(builderOn(gm), "fieldset.monsters"))).toContain("Goblin Shieldbearer");
  });

  it("the Director and an Assistant GM drop at once, the Director's write still on the wire: both land", async () => {
    const { gm } = session;
    await clearDraft();
    await cora.run(() => steelbound.openEncounterBuilder());
    await session.settle();
    const release = session.server.delayRequests(gm.userId);
    await dropFromSidebar(gm, monsters.leader);
    await session.settle();
    // Cora's drop goes to the Director's queue, behind his own edit still waiting for its reply.
    await dropFromSidebar(cora, monsters.captain);
    await session.settle();
    release();
    await session.settle();
    expect(draftEverywhere()).toEqual({ "Goblin Warlord": 1, "Goblin Shieldbearer": 1 });
    expect(textOf(find(builderOn(cora), "fieldset.monsters"))).toContain("Goblin Warlord");
    expect(cora.notifications.filter((n) => n.level !== "info")).toEqual([]);
  });

  it("a player's own request to edit the draft is refused by the Director's queue", async () => {
    const alice = session.players[0];
    if (!alice) throw new Error("no Alice");
    const answer = await alice.run(() =>
      requestGm({ kind: "editEncounter", edit: { op: "reset", party: [] } }),
    );
    await session.settle();
    expect(answer).toBeNull();
    expect(draftEverywhere()).toEqual({ "Goblin Warlord": 1, "Goblin Shieldbearer": 1 });
    expect(alice.notifications.map((n) => n.message)).toContain("You are not allowed to do that.");
  });

  it("a form change (a count) made while a drop is on the wire keeps the dropped monster", async () => {
    const { gm } = session;
    await clearDraft();
    await dropFromSidebar(gm, monsters.minion);
    await session.settle();
    const release = session.server.delayRequests(gm.userId);
    await dropFromSidebar(gm, monsters.leader);
    // The Assistant GM types 4 into the minions' count on her own window meanwhile.
    const count = find(builderOn(cora), `[name="monsters.${monsters.minion.uuid}.count"]`);
    // Her form's submission waits for its answer from the Director's queue, which the slow write holds
    // (so nothing here may wait for the window's pending work before the release).
    const queries = () => session.server.log.filter((e) => e.userId === cora.userId && "query" in e.request);
    const before = queries().length;
    const typed = cora.run(() => change(count, "4"));
    await until(() => queries().length > before);
    release();
    await typed;
    await session.settle();
    expect(draftEverywhere()).toEqual({ "Goblin Spinecleaver": 4, "Goblin Warlord": 1 });
  });
});
