/** Actor#modifyTokenAttribute, the token bar's write, as v13 does it (test/sim/behaviours.ts). */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { SIM_BEHAVIOURS } from "./behaviours.ts";
import type { HarnessActor } from "../harness/actor.ts";

const GOBLIN = "simGoblin0000001";

describe("v13 simulation: Actor#modifyTokenAttribute", () => {
  it("a bar's delta is clamped to 0…max and written by the caller; the modifyTokenAttribute hook may veto", async () => {
    expect(SIM_BEHAVIOURS.some((b) => b.source.includes("Actor#modifyTokenAttribute"))).toBe(true);
    const s = await startSession({
      world: {
        Actor: [
          {
            _id: GOBLIN,
            name: "Goblin",
            type: "monster",
            img: null,
            system: { stamina: { value: 5, max: 10, temporary: 0 } },
          },
        ],
      },
    });
    await s.settle();
    const goblin = s.gm.collection("Actor").get(GOBLIN) as HarnessActor;
    const stored = () =>
      (s.server.collection("Actor").get(GOBLIN)?.["system"] as { stamina: { value: number } }).stamina.value;
    await s.gm.run(() => goblin.modifyTokenAttribute("stamina", -9, true, true));
    expect(stored()).toBe(0);
    await s.gm.run(() => goblin.modifyTokenAttribute("stamina", 99, false, true));
    expect(stored()).toBe(10);
    const hooks = (s.gm.globals as { Hooks: { once(n: string, f: () => boolean): void } }).Hooks;
    hooks.once("modifyTokenAttribute", () => false);
    await s.gm.run(() => goblin.modifyTokenAttribute("stamina", -3, true, true));
    expect(stored()).toBe(10);
  });
});
