// @vitest-environment happy-dom
/**
 * src/documents/ownership.ts userOwns asks the document's own testUserPermission (v13 common/abstract/
 * document.mjs Document#testUserPermission, #getUserLevel): a GM always owns; a player by the stored
 * ownership or its default; an embedded item by its actor; an unlinked token's actor by its base actor; an
 * unknown user id owns nothing. On the GM's client the answer for a player comes from the GM's own copy.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { SIM_BEHAVIOURS } from "./behaviours.ts";
import { startSession } from "./session.ts";
import { create, on } from "../session/table.ts";
import { userOwns, type Permissioned } from "../../src/documents/ownership.ts";

const asPermissioned = (doc: unknown) => doc as Permissioned;

describe("userOwns: one ownership test, as v13 Document#testUserPermission", () => {
  it("is listed with its v13 source", () => {
    expect(SIM_BEHAVIOURS.some((b) => b.source.includes("ClientDocumentMixin#isOwner"))).toBe(true);
  });

  it("GM always; players by ownership or default; items by their actor; unknown ids never", async () => {
    const session = await startSession({ players: ["Alice", "Bob"] });
    const [alice, bob] = session.players;
    const gm = session.gm;
    if (!alice || !bob) throw new Error("two players");
    const hero = await create(gm, "Actor", {
      name: "Korva",
      type: "hero",
      ownership: { default: 2, [alice.userId]: 3 },
      items: [{ name: "Fury", type: "class" }],
    });
    const shared = await create(gm, "Item", { name: "Axe", type: "treasure", ownership: { default: 1 } });
    const secret = await create(gm, "Item", { name: "Map", type: "treasure", ownership: { default: 0 } });
    await session.settle();
    const item = (hero as unknown as { items: { contents: unknown[] } }).items.contents[0];
    if (!item) throw new Error("the hero's item");

    gm.run(() => {
      const stored = asPermissioned(on(gm, hero));
      expect(userOwns(stored, alice.userId)).toBe(true);
      expect(userOwns(stored, bob.userId)).toBe(false);
      expect(userOwns(stored, bob.userId, "OBSERVER")).toBe(true);
      expect(userOwns(stored, gm.userId)).toBe(true);
      expect(userOwns(stored, "NoSuchUser000000")).toBe(false);
      expect(userOwns(stored, null)).toBe(false);
      expect(userOwns(null, alice.userId)).toBe(false);
      // An embedded item has its actor's level (v13 BaseItem#getUserLevel, Document#getUserLevel INHERIT).
      const owned = asPermissioned(gm.resolve((item as { uuid: string }).uuid));
      expect(userOwns(owned, alice.userId)).toBe(true);
      expect(userOwns(owned, bob.userId)).toBe(false);
    });
    // Each client answers for its own user (ClientDocumentMixin#isOwner is the same test for game.user).
    for (const [client, sees] of [
      [alice, true],
      [bob, true],
      [gm, true],
    ] as const)
      client.run(() => {
        const game = (globalThis as unknown as { game: { user: { id: string } } }).game;
        expect(userOwns(asPermissioned(on(client, shared)), game.user, "LIMITED")).toBe(sees);
      });
    expect(alice.run(() => userOwns(asPermissioned(on(alice, secret)), alice.userId, "LIMITED"))).toBe(false);
    expect(gm.run(() => userOwns(asPermissioned(on(gm, secret)), gm.userId, "LIMITED"))).toBe(true);
  });

  it("an unlinked token's actor: the base actor's owner owns it", async () => {
    const session = await startSession({ players: ["Alice", "Bob"] });
    const [alice, bob] = session.players;
    const gm = session.gm;
    if (!alice || !bob) throw new Error("two players");
    const base = await create(gm, "Actor", {
      name: "Hireling",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
    });
    const scene = await create(gm, "Scene", {
      name: "Field",
      tokens: [{ name: "Hireling", actorId: base.id, actorLink: false, x: 0, y: 0 }],
    });
    await session.settle();
    gm.run(() => {
      const token = (on(gm, scene) as unknown as { tokens: { contents: { actor: unknown }[] } }).tokens
        .contents[0];
      const actor = asPermissioned(token?.actor);
      expect(userOwns(actor, alice.userId)).toBe(true);
      expect(userOwns(actor, bob.userId)).toBe(false);
    });
  });
});
