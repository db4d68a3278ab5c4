/** The server applies `recursive: false` updates as v13 does (test/sim/behaviours.ts). */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { SIM_BEHAVIOURS } from "./behaviours.ts";
import type { HarnessDocument } from "../harness/document.ts";

const GOBLIN = "simGoblin0000001";

describe("v13 simulation: update with recursive false", () => {
  it("a plain update merges into the stored field; with recursive false the named field is replaced whole", async () => {
    expect(SIM_BEHAVIOURS.some((b) => b.source.includes("SchemaField#_updateDiff"))).toBe(true);
    const flags = { steelbound: { a: 1 }, other: { x: 1 } };
    const s = await startSession({
      world: { Actor: [{ _id: GOBLIN, name: "Goblin", type: "monster", img: null, flags, system: {} }] },
    });
    await s.settle();
    const goblin = s.gm.collection("Actor").get(GOBLIN) as HarnessDocument;
    const stored = () => s.server.collection("Actor").get(GOBLIN)?.["flags"];
    await s.gm.run(() => goblin.update({ flags: { steelbound: { b: 2 } } }));
    expect(stored()).toEqual({ steelbound: { a: 1, b: 2 }, other: { x: 1 } });
    await s.gm.run(() => goblin.update({ flags: { steelbound: { c: 3 } } }, { recursive: false }));
    expect(stored()).toEqual({ steelbound: { c: 3 } });
  });
});
