/**
 * SteelCombat's startCombat / nextRound go through v13 core (client/documents/combat.mjs): the
 * startEncounter sound, the combatStart / combatRound hooks, and the world time advance core asks for.
 */
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { resetHarness } from "../harness/combat-flow.ts";
import { combatSounds } from "../harness/combat-core.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";

/** Hook calls seen by a module listening through Hooks.on, as a module would. */
let hookCalls: { hook: string; args: unknown[] }[] = [];
const hooksApi = globalThis as unknown as {
  Hooks: { on(name: string, fn: (...args: unknown[]) => unknown): void; handlers?: Map<string, unknown> };
};

beforeEach(() => {
  resetHarness();
  hookCalls = [];
  for (const hook of ["combatStart", "combatRound"]) {
    hooksApi.Hooks.handlers?.delete(hook);
    // The arguments are cloned: core writes the same objects afterwards.
    hooksApi.Hooks.on(hook, (...args: unknown[]) =>
      hookCalls.push({ hook, args: args.map((a, i) => (i === 0 ? a : structuredClone(a))) }),
    );
  }
  (globalThis as unknown as { game: { time: { worldTime: number } } }).game.time = { worldTime: 0 };
  (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG["time"] = {
    roundTime: 6,
    turnTime: 0,
  };
});

const worldTime = () =>
  (globalThis as unknown as { game: { time: { worldTime: number } } }).game.time.worldTime;

function encounter() {
  const s = scenario();
  s.add(hero("Korva", { victories: 0 }));
  s.add(monster("Ogre"));
  return s;
}

describe("core round events (R-CB-2, R-CB-4)", () => {
  it("starting combat plays the encounter sound and calls combatStart, with no combatant active", async () => {
    const s = encounter();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    expect(combatSounds).toEqual(["startEncounter"]);
    expect(hookCalls.filter((h) => h.hook === "combatStart")).toHaveLength(1);
    expect(s.combat.round).toBe(1);
    expect(s.combat.turn).toBeNull();
    expect(s.combat.flow.chooser).not.toBeNull();
  });

  it("a new round calls combatRound with core's update data and advances the world clock by one round", async () => {
    const s = encounter();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.nextRound();
    const round = hookCalls.filter((h) => h.hook === "combatRound");
    expect(round).toHaveLength(1);
    expect(round[0]?.args[1]).toEqual({ round: 2, turn: null });
    expect(round[0]?.args[2]).toEqual({ direction: 1, worldTime: { delta: 6 } });
    expect(worldTime()).toBe(6);
    expect(s.combat.round).toBe(2);
    expect(s.combat.turn).toBeNull();
  });
});
