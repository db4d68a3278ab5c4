import { beforeEach, describe, expect, it } from "vitest";
import { calls, resetCalls } from "../harness/calls.ts";
import { createActor, freshWorld } from "../harness/world.ts";
import { deleteEffectsStillPresent } from "../../src/documents/effect-removal.ts";

beforeEach(freshWorld);

describe("deleting effects that may be stale (v13 strict embedded lookups)", () => {
  it("skips ids already gone and deletes the rest in one call, instead of the whole delete throwing", async () => {
    const actor = await createActor({
      name: "Goblin",
      type: "monster",
      system: { stamina: { value: 10, max: 10 } },
      effects: [
        { name: "Slowed", statuses: ["slowed"] },
        { name: "Weakened", statuses: ["weakened"] },
      ],
    });
    const [slowed, weakened] = actor.effects.contents.map((e) => e.id ?? "");
    await actor.deleteEmbeddedDocuments("ActiveEffect", [slowed ?? ""]);
    // What core does with the stale id: the strict lookup throws and nothing is deleted.
    await expect(
      actor.deleteEmbeddedDocuments("ActiveEffect", [slowed ?? "", weakened ?? ""]),
    ).rejects.toThrow("does not exist");
    resetCalls();
    await deleteEffectsStillPresent(actor, [slowed ?? "", weakened ?? ""]);
    expect(actor.effects.size).toBe(0);
    expect(calls.map((c) => c.method)).toEqual(["deleteEmbeddedDocuments"]);
    resetCalls();
    await deleteEffectsStillPresent(actor, [slowed ?? ""]);
    expect(calls).toEqual([]);
  });

  it("R-ST-1: stamina sync and condition replacement run through it (a healed actor loses winded once)", async () => {
    const actor = await createActor({
      name: "Goblin",
      type: "monster",
      system: { stamina: { value: 10, max: 10 } },
    });
    await actor.update({ system: { stamina: { value: 1 } } });
    await actor.statusesSettled;
    expect([...actor.statuses]).toContain("winded");
    await actor.update({ system: { stamina: { value: actor.system.stamina?.max } } });
    await Promise.all([actor.syncStaminaStatuses(), actor.syncStaminaStatuses(), actor.statusesSettled]);
    expect([...actor.statuses]).not.toContain("winded");
  });
});
