import { beforeEach, describe, expect, it } from "vitest";
import { freshCombatWorld } from "../harness/combat-world.ts";
import { midRoundView } from "./mid-round.ts";
import { combatTrackerMidRound } from "../fixtures/combat-tracker.ts";

beforeEach(freshCombatWorld);

/** Replaces generated ids by stable names so the view can be compared with the gallery fixture. */
function normalize(value: unknown, ids: Map<string, string>): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" ? (ids.get(v) ?? v) : v)),
  );
}

describe("combat tracker view", () => {
  it("R-CB-3: mid-round the exhausted side, the side to act, acted marks and the running turn show", async () => {
    const { view } = await midRoundView();
    const [heroes, director] = view.sections;
    expect(heroes?.exhausted).toBe(true);
    expect(heroes?.toAct).toBe(false);
    expect(heroes?.units.every((u) => u.acted)).toBe(true);
    expect(director?.exhausted).toBe(false);
    expect(director?.toAct).toBe(true);
    expect(view.turnNames).toEqual([]);
    expect(view.malice).toEqual({ visible: true, value: 5 });
  });

  it("R-MN-1: the squad is one row with its pool and alive count", async () => {
    const { view } = await midRoundView();
    const squad = view.sections[1]?.units.find((u) => u.kind === "squad");
    expect(squad?.squad).toEqual({ pool: 15, maxPool: 20, alive: 3, starting: 4, captain: null });
    expect(squad?.members).toHaveLength(4);
    expect(squad?.acted).toBe(true);
  });

  it("R-CB-18: the villain's three actions show, the used one marked", async () => {
    const { view } = await midRoundView();
    const boss = view.sections[1]?.units.flatMap((u) => u.members).find((m) => m.name === "Goblin Warlord");
    expect(boss?.villainActions.map((v) => [v.number, v.used])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it("R-CB-3 / R-ML-5: the GM gets 'act' on the one creature left; a player sees no Malice when hidden", async () => {
    const { view, playerView, sniper } = await midRoundView();
    const actable = (v: typeof view) =>
      v.sections
        .flatMap((section) => section.units)
        .flatMap((u) => u.members)
        .filter((m) => m.canAct)
        .map((m) => m.id);
    expect(actable(view)).toEqual([sniper]);
    expect(actable(playerView)).toEqual([]);
    expect(playerView.malice.visible).toBe(false);
    const directorMembers = playerView.sections[1]?.units.flatMap((u) => u.members) ?? [];
    expect(directorMembers.every((m) => m.villainActions.length === 0)).toBe(true);
  });

  it("the gallery fixture is exactly what the documents produce", async () => {
    const { view, ids } = await midRoundView();
    expect(combatTrackerMidRound).toEqual(normalize(view, ids));
  });
});
