// @vitest-environment happy-dom
/** Each core behaviour of the simulation (test/sim/core-behaviours.ts) checked on its own. */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { create, on, setUpTable } from "../session/table.ts";
import type { SimSettings } from "./settings.ts";
import type { SimUsers } from "./documents.ts";
import { CORE_BEHAVIOURS } from "./core-behaviours.ts";
import { SIM_BEHAVIOURS } from "./behaviours.ts";

describe("v13 simulation core", () => {
  it("lists every core behaviour with its v13 source in SIM_BEHAVIOURS", () => {
    for (const b of CORE_BEHAVIOURS) {
      expect(b.source).toMatch(/^v13 (client|common)\//);
      expect(SIM_BEHAVIOURS).toContainEqual(b);
    }
  });

  it("a write resolves after the server's reply; another client sees the change only once it handled the broadcast", async () => {
    const s = await startSession();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    const pending = create(s.gm, "Actor", { name: "Late", type: "monster" });
    // Nothing has reached anyone yet: the request is still on its way to the server.
    expect(player.collection("Actor").size).toBe(0);
    expect(s.gm.collection("Actor").size).toBe(0);
    const actor = await pending;
    expect(s.gm.collection("Actor").get(actor.id)).toBe(actor);
    await s.settle();
    expect(player.collection("Actor").get(actor.id)?.name).toBe("Late");
  });

  it("a preCreate hook on the requester vetoes a creation: nothing is sent", async () => {
    const s = await startSession();
    s.gm.run(() => {
      (s.gm.globals.Hooks as { on(n: string, f: () => boolean): void }).on("preCreateActor", () => false);
    });
    const before = s.server.log.length;
    await expect(create(s.gm, "Actor", { name: "Vetoed", type: "monster" })).rejects.toThrow(/not created/);
    expect(s.server.log.length).toBe(before);
  });

  it("world settings: a player's write is refused by the server; the GM's write runs onChange on every client", async () => {
    const s = await startSession();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    const settings = (c: typeof s.gm) => c.game["settings"] as SimSettings;
    const changes: string[] = [];
    for (const c of s.clients)
      c.run(() => {
        settings(c).register("test", "pool", {
          scope: "world",
          type: Number,
          default: 0,
          onChange: () => changes.push(c.label),
        });
      });
    await expect(player.run(() => settings(player).set("test", "pool", 5))).rejects.toThrow(/permission/);
    expect(player.run(() => settings(player).get("test", "pool", { document: true }))).toMatchObject({
      id: null,
    });
    await s.gm.run(() => settings(s.gm).set("test", "pool", 3));
    await s.settle();
    expect(changes.sort()).toEqual(["gm", "player1", "player2"]);
    for (const c of s.clients) expect(c.run(() => settings(c).get("test", "pool"))).toBe(3);
  });

  it("game.users.activeGM is the connected GM on every client; players are not GMs", async () => {
    const s = await startSession();
    for (const c of s.clients)
      expect(c.run(() => (c.game["users"] as SimUsers).activeGM?.id)).toBe(s.gm.userId);
    expect(s.players.every((p) => !p.user.isGM)).toBe(true);
  });

  it("an unlinked token's actor is synthetic: uuid through the token, writes land in the delta, the world actor is untouched", async () => {
    const t = await setUpTable();
    const minion = t.tokens.minions[0];
    if (!minion) throw new Error("no minion");
    const actor = t.gm.run(() => on(t.gm, minion).actor);
    if (!actor) throw new Error("no synthetic actor");
    expect(actor.uuid).toBe(`${minion.uuid}.Actor.${t.monsters.minion.id}`);
    expect(t.gm.run(() => t.gm.resolve(actor.uuid))).toBe(actor);
    await t.gm.run(() => actor.update({ "system.stamina.value": 2 }));
    await t.session.settle();
    for (const c of t.session.clients)
      c.run(() => {
        const there = on(c, minion).actor;
        expect((there?.system as { stamina: { value: number } }).stamina.value).toBe(2);
        expect((on(c, t.monsters.minion).system as { stamina: { value: number } }).stamina.value).toBe(5);
      });
  });

  it("an effect's _stats.lastModifiedBy is the server's: the writer of its creation and of each update, never what the client sends", async () => {
    const t = await setUpTable();
    const writerOn = (c: typeof t.gm, id: string) =>
      c.run(() => {
        const actor = on(c, t.heroes.alice) as unknown as {
          effects: { get(id: string): { _stats: { lastModifiedBy?: unknown } } | undefined };
        };
        return actor.effects.get(id)?._stats.lastModifiedBy;
      });
    const forged = { _stats: { lastModifiedBy: t.gm.userId } };
    const [made] = await t.alice.run(() =>
      on(t.alice, t.heroes.alice).createEmbeddedDocuments("ActiveEffect", [{ name: "Mine", ...forged }]),
    );
    await t.session.settle();
    const id = (made as { id: string }).id;
    for (const c of t.session.clients) expect(writerOn(c, id)).toBe(t.alice.userId);
    await t.gm.run(() =>
      on(t.gm, t.heroes.alice).updateEmbeddedDocuments("ActiveEffect", [{ _id: id, name: "GM's" }]),
    );
    await t.session.settle();
    for (const c of t.session.clients) expect(writerOn(c, id)).toBe(t.gm.userId);
    await t.alice.run(() =>
      on(t.alice, t.heroes.alice).updateEmbeddedDocuments("ActiveEffect", [
        { _id: id, disabled: true, ...forged },
      ]),
    );
    await t.session.settle();
    for (const c of t.session.clients) expect(writerOn(c, id)).toBe(t.alice.userId);
  });

  it("Combat#turns sort by initiative then id; Combatant#players are the owners who are not GMs", async () => {
    const t = await setUpTable();
    const combat = await create(t.gm, "Combat", { scene: t.scene.id, active: true });
    await t.gm.run(() =>
      combat.createEmbeddedDocuments("Combatant", [
        { tokenId: t.tokens.alice.id, sceneId: t.scene.id, actorId: t.tokens.alice.actorId, initiative: 3 },
        { tokenId: t.tokens.bob.id, sceneId: t.scene.id, actorId: t.tokens.bob.actorId, initiative: 9 },
      ]),
    );
    await t.session.settle();
    t.alice.run(() => {
      const seen = on(t.alice, combat) as unknown as {
        turns: { tokenId: string; players: { id: string }[] }[];
      };
      expect(seen.turns.map((c) => c.tokenId)).toEqual([t.tokens.bob.id, t.tokens.alice.id]);
      expect(seen.turns[1]?.players.map((u) => u.id)).toEqual([t.alice.userId]);
    });
  });
});
