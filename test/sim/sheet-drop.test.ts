// @vitest-environment happy-dom
/**
 * The sim behaviours the sheet session tests rely on, each checked on its own: a parent's sheet re-renders
 * on every client when an embedded document changes, deleteDialog, drops on an actor sheet, world
 * collections with fromCompendium, and token control.
 */
import "./install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "./session.ts";
import { create, on } from "../session/table.ts";
import { answerDialog, click, drop, open, textOf } from "./applications/user.ts";
import { instances } from "./applications/application.ts";
import { WorldCollection } from "../harness/world-collection.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "./client.ts";
import { controlTokens, type SimToken } from "./canvas.ts";
import type { HarnessHooks } from "../harness/globals.ts";

type Sheet = { element: HTMLElement; render(o: object): Promise<unknown> };
let session: Session;
let alice: SimClient;
let hero: HarnessActor;

async function sheetOf(client: SimClient, doc: HarnessDocument): Promise<Sheet> {
  const sheet = client.run(() => on(client, doc).sheet) as Sheet;
  await client.run(() => open(sheet));
  return sheet;
}

beforeAll(async () => {
  session = await startSession({ players: ["Alice"] });
  const [player] = session.players;
  if (!player) throw new Error("no player");
  alice = player;
  const created = await create(session.gm, "Actor", {
    name: "Korva",
    type: "hero",
    ownership: { default: 0, [alice.userId]: 3 },
  });
  if (!(created instanceof HarnessActor)) throw new Error("not an actor");
  hero = created;
  await session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("sim: sheets, drops and controls as v13 runs them", () => {
  it("an embedded create, update and delete re-render the parent's sheet on every client (client-backend descendant events)", async () => {
    const gmSheet = await sheetOf(session.gm, hero);
    const [item] = await alice.run(() =>
      on(alice, hero).createEmbeddedDocuments("Item", [{ name: "Gouge", type: "ability" }]),
    );
    await session.settle();
    expect(textOf(gmSheet)).toContain("Gouge");
    await alice.run(() => on(alice, item as HarnessDocument).update({ name: "Eviscerate" }));
    await session.settle();
    expect(textOf(gmSheet)).toContain("Eviscerate");
  });

  it("deleteDialog: No keeps the document, Yes deletes it everywhere", async () => {
    const item = on(alice, hero).items.find((i) => i.name === "Eviscerate");
    if (!item) throw new Error("no item");
    const kept = alice.run(() => item.deleteDialog());
    await alice.run(() => answerDialog("no"));
    expect(await kept).toBe(false);
    const deleted = alice.run(() => item.deleteDialog());
    await alice.run(() => answerDialog("yes"));
    await deleted;
    await session.settle();
    for (const client of session.clients) expect(on(client, hero).items.has(item.id)).toBe(false);
  });

  it("a drop resolves {type, uuid} and {type, data}; a dropActorSheetData hook returning false stops it; a read-only sheet takes no drop", async () => {
    const sheet = await sheetOf(alice, hero);
    const world = await create(session.gm, "Item", {
      name: "Panther",
      type: "kit",
      ownership: { default: 2 },
    });
    await session.settle();
    await alice.run(() => drop(sheet, { type: "Item", uuid: world.uuid }));
    await alice.run(() => drop(sheet, { type: "Item", data: { name: "Gouge", type: "ability" } }));
    await session.settle();
    expect(
      on(session.gm, hero)
        .items.map((i) => i.name)
        .sort(),
    ).toEqual(["Gouge", "Panther"]);
    const hooks = alice.globals.Hooks as HarnessHooks;
    const stop = hooks.on("dropActorSheetData", () => false);
    await alice.run(() => drop(sheet, { type: "Item", data: { name: "Blocked", type: "ability" } }));
    hooks.off("dropActorSheetData", stop);
    await session.settle();
    expect(on(session.gm, hero).items.some((i) => i.name === "Blocked")).toBe(false);
    // A hero Alice only observes: her copy of its sheet is read-only and binds no drop handler.
    const other = await create(session.gm, "Actor", {
      name: "Tamsin",
      type: "hero",
      ownership: { default: 2 },
    });
    await session.settle();
    const readOnly = await sheetOf(alice, other);
    expect(readOnly.element.ondrop).toBeNull();
  });

  it("world collections are WorldCollections (fromCompendium)", () => {
    for (const client of session.clients) expect(client.collection("Item")).toBeInstanceOf(WorldCollection);
  });

  it("controlTokens: releases the others, keeps only tokens the user may update, calls controlToken for each change", async () => {
    const scene = await create(session.gm, "Scene", {
      name: "Warren",
      active: true,
      tokens: [
        { name: "Korva", actorId: hero.id, actorLink: true, x: 0, y: 0 },
        { name: "Korva 2", actorId: hero.id, actorLink: true, x: 100, y: 0 },
      ],
    });
    await session.settle();
    const tokens = (scene as HarnessDocument & { tokens: { contents: HarnessDocument[] } }).tokens.contents;
    const calls: [string, boolean][] = [];
    const hooks = alice.globals.Hooks as HarnessHooks;
    hooks.on("controlToken", (t: unknown, controlled: unknown) => {
      calls.push([(t as SimToken).document.name, controlled === true]);
    });
    alice.run(() => {
      controlTokens(alice, [tokens[0] as HarnessDocument]);
    });
    alice.run(() => {
      controlTokens(alice, [tokens[1] as HarnessDocument]);
    });
    expect(calls).toEqual([
      ["Korva", true],
      ["Korva", false],
      ["Korva 2", true],
    ]);
    const canvas = alice.globals.canvas as { tokens: { controlled: { document: HarnessDocument }[] } };
    expect(canvas.tokens.controlled.map((t) => t.document.name)).toEqual(["Korva 2"]);
    // The GM's world has a token Alice may not update (no owner): she cannot control it.
    const foreign = await create(session.gm, "Actor", { name: "Goblin", type: "monster" });
    const [goblin] = await session.gm.run(() =>
      on(session.gm, scene).createEmbeddedDocuments("Token", [
        { name: "Goblin", actorId: foreign.id, actorLink: true, x: 200, y: 0 },
      ]),
    );
    await session.settle();
    alice.run(() => {
      controlTokens(alice, [goblin as HarnessDocument]);
    });
    expect(canvas.tokens.controlled).toEqual([]);
  });

  it("an unlinked token's synthetic actor keeps its base actor's items, a delta item replacing the same id", async () => {
    const base = await create(session.gm, "Actor", {
      name: "Warlord",
      type: "monster",
      items: [
        { _id: "blade00000000000", name: "Blade", type: "ability" },
        { _id: "horn000000000000", name: "Horn", type: "ability" },
      ],
    });
    const scene = await create(session.gm, "Scene", {
      name: "Keep",
      tokens: [
        {
          name: "Warlord",
          actorId: base.id,
          actorLink: false,
          delta: { items: [{ _id: "horn000000000000", name: "Great Horn", type: "ability" }] },
        },
      ],
    });
    await session.settle();
    const [token] = on(session.gm, scene).getEmbeddedCollection("Token").contents;
    const names = session.gm.run(() =>
      (token as unknown as { actor: HarnessActor | null }).actor?.items.map((i) => i.name),
    );
    expect(names?.sort()).toEqual(["Blade", "Great Horn"]);
  });

  it("a sheet's click still works after a drop re-render (the drop handler is re-bound, not stacked)", async () => {
    const sheet = await sheetOf(alice, hero);
    await alice.run(() => click(sheet, "toggleMode"));
    expect(textOf(sheet)).toContain("Korva");
  });
});
