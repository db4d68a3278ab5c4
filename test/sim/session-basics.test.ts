import "./install.ts";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession, type Session } from "./session.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "./client.ts";

type Doc = HarnessDocument & { system: Record<string, unknown> };
type ActorClass = { create(d: object): Promise<Doc> };
const createActor = (client: SimClient, data: object) =>
  client.run(() => (globalThis as unknown as { Actor: ActorClass }).Actor.create(data));

function player(s: Session, i: number): SimClient {
  const client = s.players[i];
  if (!client) throw new Error(`no player ${i}`);
  return client;
}
function actorOn(client: SimClient, id: string): HarnessDocument {
  const doc = client.collection("Actor").get(id);
  if (!doc) throw new Error(`${client.label} has no actor ${id}`);
  return doc;
}

describe("v13 simulation: server, clients, broadcasts", () => {
  it("a GM's actor reaches every client, and each client runs the create hook", async () => {
    const s = await startSession();
    const seen: string[] = [];
    for (const c of s.clients)
      c.run(() => {
        (c.globals.Hooks as { on(n: string, f: () => void): void }).on("createActor", () => {
          seen.push(c.label);
        });
      });
    const actor = await createActor(s.gm, { name: "Goblin", type: "monster" });
    expect(actor.name).toBe("Goblin");
    expect(seen.sort()).toEqual(["gm", "player1", "player2"]);
    for (const c of s.clients) expect(actorOn(c, actor.id).name).toBe("Goblin");
  });

  it("a player may create actors once granted ACTOR_CREATE (v13 BaseUser#hasPermission: explicit entry wins)", async () => {
    const s = await startSession();
    const alice = player(s, 0);
    const may = () => alice.run(() => alice.user.hasPermission("ACTOR_CREATE"));
    expect(may()).toBe(false);
    await expect(createActor(alice, { name: "Vel", type: "hero" })).rejects.toThrow(/ACTOR_CREATE/);
    grantPermission(s, alice.userId, "ACTOR_CREATE");
    expect(may()).toBe(true);
    expect(s.gm.run(() => s.gm.collection("User").get(alice.userId)?._source["permissions"])).toEqual({
      ACTOR_CREATE: true,
    });
    const actor = await createActor(alice, { name: "Vel", type: "hero" });
    expect(actorOn(s.gm, actor.id).name).toBe("Vel");
  });

  it("a notification shows the localized text when asked to (v13 Notifications#notify)", async () => {
    const s = await startSession();
    const ui = () =>
      (globalThis as unknown as { ui: { notifications: Record<string, (m: string, o?: object) => void> } })
        .ui;
    s.gm.run(() => {
      ui().notifications["warn"]?.("STEELBOUND.HeroToken.notEnoughTokens", { localize: true });
      ui().notifications["info"]?.("STEELBOUND.HeroToken.notEnoughTokens");
    });
    expect(s.gm.notifications).toEqual([
      { level: "warn", message: "Not enough hero tokens." },
      { level: "info", message: "STEELBOUND.HeroToken.notEnoughTokens" },
    ]);
  });

  it("a player cannot update an actor they do not own; the owner can", async () => {
    const s = await startSession();
    const [p1, p2] = [player(s, 0), player(s, 1)];
    const actor = await createActor(s.gm, {
      name: "Hero",
      type: "hero",
      ownership: { default: 0, [p1.userId]: 3 },
    });
    const onP2 = actorOn(p2, actor.id);
    await expect(p2.run(() => onP2.update({ name: "Stolen" }))).rejects.toThrow(/permission/);
    const onP1 = actorOn(p1, actor.id);
    await p1.run(() => onP1.update({ name: "Renamed" }));
    for (const c of s.clients) expect(actorOn(c, actor.id).name).toBe("Renamed");
  });

  it("an update that changes nothing is not sent (v13 options.diff)", async () => {
    const s = await startSession();
    const actor = await createActor(s.gm, { name: "Same", type: "monster" });
    const before = s.server.log.length;
    await s.gm.run(() => actor.update({ name: "Same" }));
    expect(s.server.log.length).toBe(before);
  });

  it("updating an embedded id that no longer exists throws (v13 strict lookup)", async () => {
    const s = await startSession();
    const actor = await createActor(s.gm, { name: "A", type: "monster" });
    await expect(
      s.gm.run(() =>
        actor.updateEmbeddedDocuments("ActiveEffect", [{ _id: "nope0000nope0000", disabled: true }]),
      ),
    ).rejects.toThrow(/does not exist/);
  });

  it("a slow connection: the GM's write computed first lands after a player's later one, and the server keeps the last absolute value (no compare-and-set)", async () => {
    const s = await startSession();
    const alice = player(s, 0);
    const actor = await createActor(s.gm, {
      name: "Goblin",
      type: "monster",
      ownership: { default: 0, [alice.userId]: 3 },
    });
    await s.settle();
    const release = s.server.delayRequests(s.gm.userId);
    const order: string[] = [];
    for (const c of s.clients)
      c.run(() => {
        (c.globals.Hooks as { on(n: string, f: (d: unknown, ch: { name?: string }) => void): void }).on(
          "updateActor",
          (_doc, changed) => {
            if (c === s.gm && changed.name) order.push(changed.name);
          },
        );
      });
    const gmWrite = s.gm.run(() => actorOn(s.gm, actor.id).update({ name: "GM's" }));
    await alice.run(() => actorOn(alice, actor.id).update({ name: "Alice's" }));
    expect(actorOn(s.gm, actor.id).name).toBe("Alice's");
    release();
    await gmWrite;
    await s.settle();
    // Every client met the writes in the server's order, the late one last.
    expect(order).toEqual(["Alice's", "GM's"]);
    for (const c of s.clients) expect(actorOn(c, actor.id).name).toBe("GM's");
  });
});
