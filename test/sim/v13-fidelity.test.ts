// @vitest-environment happy-dom
/**
 * The simulation's v13 behaviours that the v13 audit found missing or wrong, each on its own:
 * see test/sim/core-behaviours.ts for the v13 source each one follows.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { SimUser, SimUsers, USER_ROLES } from "./documents.ts";
import { on, setUpTable } from "../session/table.ts";
import type { HarnessActor } from "../harness/actor.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { HarnessHooks } from "../harness/globals.ts";
import type { SimClient } from "./client.ts";
import { addPack } from "../harness/compendium.ts";

type Hooks = { on(name: string, fn: (...args: unknown[]) => unknown): void };
const GOBLIN = "simGoblin0000001";

describe("v13 simulation fidelity", () => {
  it("a synthetic actor's write is an ActorDelta update: actor hooks on every client, no token hooks, the same object updated in place", async () => {
    const table = await setUpTable();
    const { session, gm, tokens } = table;
    const seen: string[] = [];
    for (const client of session.clients)
      client.run(() => {
        const hooks = client.globals.Hooks as Hooks;
        for (const name of ["preUpdateActor", "updateActor", "preUpdateToken", "updateToken"])
          hooks.on(name, (doc: unknown) => {
            if (
              (doc as HarnessDocument).parent?.id === tokens.captain.id ||
              doc === on(client, tokens.captain)
            )
              seen.push(`${client.label}:${name}`);
          });
      });
    const actors = session.clients.map((c) => c.run(() => on(c, tokens.captain).actor));
    const captain = actors[0] as HarnessActor;
    await gm.run(() => captain.update({ "system.stamina.value": 30 }));
    await session.settle();
    expect(seen.sort()).toEqual([
      "gm:preUpdateActor",
      "gm:updateActor",
      "player1:updateActor",
      "player2:updateActor",
    ]);
    session.clients.forEach((client, i) => {
      client.run(() => {
        const actor = on(client, tokens.captain).actor as HarnessActor;
        expect(actor).toBe(actors[i]);
        expect((actor.system as { stamina: { value: number } }).stamina.value).toBe(30);
      });
    });
    // Stored in the token's delta; the world actor is untouched.
    const stored = session.server.sourceAt(`${tokens.captain.uuid}.ActorDelta`);
    expect((stored["system"] as { stamina: { value: number } }).stamina.value).toBe(30);
    expect(session.server.collection("Actor").get(tokens.captain.actorId ?? "")?.["system"]).toMatchObject({
      stamina: { value: 40 },
    });
  });

  it("recursive: false replaces the named fields on every client as on the server, kept keys included", async () => {
    const flags = { steelbound: { a: 1 }, other: { x: 1 } };
    const s = await startSession({
      world: { Actor: [{ _id: GOBLIN, name: "Goblin", type: "monster", img: null, flags, system: {} }] },
    });
    await s.settle();
    const goblin = s.gm.collection("Actor").get(GOBLIN) as HarnessDocument;
    await s.gm.run(() => goblin.update({ flags: { steelbound: { a: 1, c: 3 } } }, { recursive: false }));
    await s.settle();
    expect(s.server.collection("Actor").get(GOBLIN)?.["flags"]).toEqual({ steelbound: { a: 1, c: 3 } });
    for (const client of s.clients)
      expect(client.collection("Actor").get(GOBLIN)?._source["flags"]).toEqual({
        steelbound: { a: 1, c: 3 },
      });
  });

  it("Users#activeGM: among active users of the highest role, the smallest id", () => {
    const users = new SimUsers();
    const make = (id: string, role: number) => {
      const user = new SimUser({ _id: id, name: id, role });
      user.active = true;
      users.set(id, user);
    };
    make("bbbbbbbbbbbbbbbb", USER_ROLES.GAMEMASTER);
    make("aaaaaaaaaaaaaaaa", USER_ROLES.GAMEMASTER);
    make("0000000000000000", USER_ROLES.ASSISTANT);
    expect(users.activeGM?.id).toBe("aaaaaaaaaaaaaaaa");
  });

  it("User#query: the server rejects a query the target has not answered within its timeout", async () => {
    const s = await startSession();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    for (const client of s.clients)
      client.run(() => {
        const queries = (client.config as unknown as { queries: Record<string, unknown> }).queries;
        queries["test.hang"] = () => new Promise(() => undefined);
      });
    const gmUser = player.run(() => (player.game["users"] as SimUsers).get(s.gm.userId));
    const asked = player.run(() => gmUser?.query("test.hang", {}, { timeout: 30 }));
    await expect(asked).rejects.toThrow(/timed out/);
  });
  it("start-up order: world documents are built and prepared before setup, and the movement actions are frozen from setup on", async () => {
    const seen: string[] = [];
    await startSession({
      world: { Actor: [{ _id: GOBLIN, name: "Goblin", type: "monster", img: null, system: {} }] },
      modules: {
        setup: (client) => {
          const actors = client.game["actors"] as
            { get(id: string): HarnessDocument | undefined } | undefined;
          const goblin = actors?.get(GOBLIN);
          seen.push(`${client.label}:${goblin?.name ?? "none"}:${goblin?.system ? "prepared" : "raw"}`);
          const movement = (client.globals.CONFIG as { Token: { movement: Record<string, unknown> } }).Token
            .movement;
          expect(() => {
            movement["actions"] = {};
          }).toThrow(TypeError);
          expect(Object.isFrozen(movement["actions"])).toBe(true);
        },
      },
    });
    expect(seen).toEqual(["gm:Goblin:prepared", "player1:Goblin:prepared", "player2:Goblin:prepared"]);
  });

  it("socket events before ready are buffered: listeners from init hear them at once, document changes and core's query handler only after ready", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: (client: SimClient) => void;
    const held = new Promise<SimClient>((resolve) => (holding = resolve));
    const starting = startSession({
      world: { Actor: [{ _id: GOBLIN, name: "Goblin", type: "monster", img: null, system: {} }] },
      beforeReady: (client) => {
        if (client.label !== "player2") return undefined;
        holding(client);
        return released;
      },
    });
    const late = await held; // player2 is between "setup" and "ready"; the GM and player1 are ready
    const gm = late.server.clients[0] as SimClient;
    const order: string[] = [];
    let heardEarly = 0;
    late.run(() => {
      const hooks = late.globals.Hooks as HarnessHooks;
      hooks.on("ready", () => order.push("ready"));
      hooks.on("updateActor", (doc: unknown) => order.push(`updateActor:${(doc as HarnessDocument).name}`));
      late.socket.on("userQuery", () => (heardEarly += 1)); // like src/queries/requester.ts at init
      (late.config as unknown as { queries: Record<string, unknown> }).queries["test.echo"] = (
        data: unknown,
      ) => data;
    });
    gm.run(() => {
      (gm.config as unknown as { queries: Record<string, unknown> }).queries["test.echo"] = () => null;
    });
    const goblin = gm.collection("Actor").get(GOBLIN) as HarnessDocument;
    await gm.run(() => goblin.update({ name: "Goblin Boss" }));
    const lateUser = gm.run(() => (gm.game["users"] as SimUsers).get(late.userId));
    let answer: unknown = "unanswered";
    const asked = gm.run(() => lateUser?.query("test.echo", { n: 1 }));
    void asked?.then((value) => (answer = value));
    for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(late.collection("Actor").get(GOBLIN)?.name).toBe("Goblin");
    expect(answer).toBe("unanswered");
    expect(heardEarly).toBe(1);
    release();
    const session = await starting;
    await session.settle();
    expect(late.collection("Actor").get(GOBLIN)?.name).toBe("Goblin Boss");
    // Every buffered change (the GM's start-up migration included) lands after "ready".
    expect(order[0]).toBe("ready");
    expect(order).toContain("updateActor:Goblin Boss");
    expect(answer).toEqual({ n: 1 });
    expect(heardEarly).toBe(2); // the replay calls every listener again, with the same arguments
  });
  it("a locked compendium's document: a write is refused with an error before anything is sent (the world's copy with its id untouched); its sheet is not editable", async () => {
    const SWORD = "simSword00000001";
    const source = { _id: SWORD, name: "Sword", type: "treasure", img: null, system: {} };
    const s = await startSession({ world: { Item: [source] } });
    for (const client of s.clients)
      client.run(() =>
        addPack({
          id: "steelbound.gear",
          label: "Gear",
          type: "Item",
          packageType: "system",
          documents: [source],
        }),
      );
    const uuid = `Compendium.steelbound.gear.Item.${SWORD}`;
    const doc = (await s.gm.run(() => fromUuid(uuid))) as unknown as HarnessDocument;
    const sent = s.server.log.length;
    const refusal = 'You may not update documents in the locked compendium "steelbound.gear".';
    await expect(s.gm.run(() => doc.update({ name: "Blade" }))).rejects.toThrow(refusal);
    await expect(s.gm.run(() => doc.delete())).rejects.toThrow(/locked compendium/);
    await s.settle();
    expect(s.server.log.length).toBe(sent);
    expect(s.gm.notifications).toContainEqual({ level: "error", message: refusal });
    expect(s.server.collection("Item").get(SWORD)?.["name"]).toBe("Sword");
    expect(s.gm.run(() => (doc.sheet as { isEditable: boolean }).isEditable)).toBe(false);
    // Unlocked (the GM's Toggle Edit Lock), its sheet is editable again.
    await s.gm.run(() =>
      (s.gm.game["packs"] as Map<string, { configure(o: object): Promise<void> }>)
        .get("steelbound.gear")
        ?.configure({ locked: false }),
    );
    expect(s.gm.run(() => (doc.sheet as { isEditable: boolean }).isEditable)).toBe(true);
  });
});
