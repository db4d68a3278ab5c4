/**
 * The simulation's v13 transferred effects (SIM_BEHAVIOURS): an owned item's effect applies to its actor
 * through Actor#allApplicableEffects, a change to it re-prepares the actor on every client, and an effect
 * created on the actor itself never transfers.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { create, on } from "../session/table.ts";
import { HarnessActor, HarnessItem } from "../harness/actor.ts";

describe("v13 transferred item effects in the simulation", () => {
  it("an owned item's transfer effect applies; editing it re-prepares the actor on every client; an actor's own effect gets transfer false", async () => {
    const s = await startSession();
    const actor = await create(s.gm, "Actor", {
      name: "Wall",
      type: "monster",
      items: [
        {
          name: "Shield",
          type: "feature",
          effects: [{ name: "Braced", changes: [{ key: "system.stability", mode: 2, value: "2" }] }],
        },
      ],
    });
    await s.settle();
    const actorOn = (client: typeof s.gm): HarnessActor => {
      const held = on(client, actor);
      if (!(held instanceof HarnessActor)) throw new Error("not an actor");
      return held;
    };
    const stability = (client: typeof s.gm) =>
      client.run(() => foundry.utils.getProperty(on(client, actor).system as object, "stability"));
    const base = s.gm.run(() => (on(s.gm, actor)._source["system"] as { stability?: number }).stability ?? 0);
    for (const client of s.clients) expect(stability(client)).toBe(base + 2);
    const item = s.gm.run(() => actorOn(s.gm).items.contents[0]);
    if (!(item instanceof HarnessItem)) throw new Error("no item");
    const effect = s.gm.run(() => item.effects.contents[0]);
    expect(effect?.transfer).toBe(true);
    expect(s.gm.run(() => [...actorOn(s.gm).allApplicableEffects()].map((e) => e.name))).toEqual(["Braced"]);
    await s.gm.run(() => effect?.update({ changes: [{ key: "system.stability", mode: 2, value: "3" }] }));
    await s.settle();
    for (const client of s.clients) expect(stability(client)).toBe(base + 3);
    const [own] = await s.gm.run(() =>
      actorOn(s.gm).createEmbeddedDocuments("ActiveEffect", [{ name: "Own", transfer: true }]),
    );
    await s.settle();
    for (const client of s.clients)
      expect(client.run(() => actorOn(client).effects.get(own?.id ?? "")?.transfer)).toBe(false);
  });
});
