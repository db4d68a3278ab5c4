import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { resetHarness } from "../harness/combat-flow.ts";
import { hero, monster, retainer, scenario } from "../harness/scenario.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";

beforeEach(() => {
  resetHarness();
});

/** Plays a round by always picking the first creature whose 'act' button is live; returns the sides in order. */
async function playRound(combat: SteelCombat): Promise<string[]> {
  const sides: string[] = [];
  for (let guard = 0; guard < 50; guard++) {
    const side = combat.sideToAct;
    const next = combat.actable()[0];
    if (side === null || next === undefined) break;
    expect(await combat.takeTurn(next)).toEqual({ ok: true });
    sides.push(side === "heroes" ? "h" : "d");
    expect(await combat.endTurn()).toEqual({ ok: true });
  }
  return sides;
}

describe("alternating turns", () => {
  it("R-CB-3: 4 heroes vs 6 enemies alternate h d h d h d h d d d", async () => {
    const s = scenario();
    for (let i = 0; i < 4; i++) s.add(hero(`Hero ${i}`));
    for (let i = 0; i < 6; i++) s.add(monster(`Goblin ${i}`));
    await s.combat.startCombat({ d10: 8, mode: "alternating" });
    expect(s.combat.flow.chooser).toBe("heroes");
    expect(s.combat.sideToAct).toBeNull();
    expect(await s.combat.chooseFirstSide("heroes")).toEqual({ ok: true });
    expect((await playRound(s.combat)).join(" ")).toBe("h d h d h d h d d d");
    expect(s.combat.roundComplete).toBe(true);
  });

  it("R-CB-4: the side that went first in round 1 goes first every round", async () => {
    const s = scenario();
    s.add(hero("A"));
    s.add(hero("B"));
    s.add(monster("M"));
    await s.combat.startCombat({ d10: 2, mode: "alternating" });
    expect(s.combat.flow.chooser).toBe("director");
    await s.combat.chooseFirstSide("director");
    expect((await playRound(s.combat)).join("")).toBe("dhh");
    await s.combat.nextRound();
    expect(s.combat.round).toBe(2);
    expect((await playRound(s.combat)).join("")).toBe("dhh");
  });

  it("R-CB-2: a wholly surprised side never goes first, whatever the d10", async () => {
    for (const d10 of [1, 10]) {
      const s = scenario();
      s.add(hero("A"), { surprised: true });
      s.add(hero("B"), { surprised: true });
      s.add(monster("M"));
      await s.combat.startCombat({ d10, mode: "alternating" });
      expect(s.combat.flow.firstSide).toBe("director");
      expect(s.combat.sideToAct).toBe("director");
      expect(s.combat.flow.d10).toBeNull();
    }
    const s = scenario();
    s.add(hero("A"));
    s.add(monster("M"), { surprised: true });
    await s.combat.startCombat({ d10: 1, mode: "alternating" });
    expect(s.combat.sideToAct).toBe("heroes");
  });

  it("R-CN-10: surprise lasts until the end of round 1", async () => {
    const s = scenario();
    const a = s.add(hero("A"), { surprised: true });
    s.add(monster("M"));
    await s.combat.startCombat({ mode: "alternating" });
    expect(s.combat.flow.surprised).toEqual([a.id]);
    await s.combat.nextRound();
    expect(s.combat.flow.surprised).toEqual([]);
  });

  it("R-CB-3: a creature can't act twice in a round, and can't act out of its side's turn", async () => {
    const s = scenario();
    const a = s.add(hero("A"));
    s.add(hero("B"));
    const m = s.add(monster("M"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    expect(await s.combat.takeTurn(m.id)).toEqual({ ok: false, error: "STEELBOUND.Combat.Error.OtherSide" });
    await s.combat.takeTurn(a.id);
    expect(await s.combat.takeTurn(m.id)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.TurnInProgress",
    });
    await s.combat.endTurn();
    expect(s.combat.hasActed(a.id)).toBe(true);
    await s.combat.takeTurn(m.id);
    await s.combat.endTurn();
    expect((await s.combat.takeTurn(a.id)).ok).toBe(false);
  });

  it("R-CB-3: the GM can undo a mistaken pick", async () => {
    const s = scenario();
    const a = s.add(hero("A"));
    const b = s.add(hero("B"));
    s.add(monster("M"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    await s.combat.takeTurn(a.id);
    expect(await s.combat.undoPick()).toEqual({ ok: true });
    expect(s.combat.hasActed(a.id)).toBe(false);
    expect(s.combat.flow.turn).toBeNull();
    expect(s.combat.sideToAct).toBe("heroes");
    expect(await s.combat.takeTurn(b.id)).toEqual({ ok: true });
  });

  it("R-CB-5: a Director group acts creature by creature until the group is done", async () => {
    const s = scenario();
    for (const n of ["A", "B", "C"]) s.add(hero(n));
    const g = s.group("Ambush");
    const g1 = s.add(monster("G1"), { group: g });
    const g2 = s.add(monster("G2"), { group: g });
    const solo = s.add(monster("Solo"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    await s.combat.takeTurn(s.combat.actable()[0] ?? "");
    await s.combat.endTurn();
    await s.combat.takeTurn(g1.id);
    await s.combat.endTurn();
    // The group is unfinished: the Director must go on with it, not switch to another creature.
    expect(s.combat.sideToAct).toBe("director");
    expect(await s.combat.takeTurn(solo.id)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.GroupUnfinished",
    });
    expect(s.combat.actable()).toEqual([g2.id]);
    await s.combat.takeTurn(g2.id);
    await s.combat.endTurn();
    expect(s.combat.sideToAct).toBe("heroes");
  });

  it("R-RT-3: retainers never get a turn of their own; they act inside their mentor's turn", async () => {
    const s = scenario();
    const mentorActor = hero("Mentor");
    const mentor = s.add(mentorActor);
    const ret = s.add(retainer("Squire", mentorActor));
    s.add(monster("M"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    expect(s.combat.actable()).toEqual([mentor.id]);
    expect(await s.combat.takeTurn(ret.id)).toEqual({ ok: false, error: "STEELBOUND.Combat.Error.Follower" });
    await s.combat.takeTurn(mentor.id);
    expect(s.combat.flow.turn?.actors).toEqual([mentor.id, ret.id]);
    await s.combat.endTurn();
    expect(s.combat.hasActed(ret.id)).toBe(true);
    const sides = await playRound(s.combat);
    expect(sides).toEqual(["d"]);
  });

  it("R-CB-17: summoned creatures act right after their summoner", async () => {
    const s = scenario();
    const caller = s.add(hero("Caller"));
    const summon = s.add(monster("Spirit"), { summoner: caller.id });
    s.add(monster("M"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    expect(s.combat.actable()).toEqual([caller.id]);
    await s.combat.takeTurn(caller.id);
    await s.combat.endTurn();
    expect(s.combat.flow.turn?.actors).toEqual([summon.id]);
    expect(s.combat.sideToAct).toBeNull();
    await s.combat.endTurn();
    expect(s.combat.sideToAct).toBe("director");
  });

  it("R-CB-6: the alternative order fixes who acts next within each side by Agility totals", async () => {
    const s = scenario();
    const slow = s.add(hero("Slow"));
    const fast = s.add(hero("Fast"));
    const m = s.add(monster("M"));
    await s.combat.startCombat({
      d10: 9,
      mode: "agility",
      agility: { [slow.id]: 8, [fast.id]: 17, [m.id]: 12 },
    });
    await s.combat.chooseFirstSide("heroes");
    expect(s.combat.actable()).toEqual([fast.id]);
    expect(await s.combat.takeTurn(slow.id)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.NotTheirTurn",
    });
  });
});

describe("R-CB-6 Agility order", () => {
  it("R-CB-6: ties within a side are rerolled among the tied creatures", async () => {
    const { agilityOrder } = await import("../../src/documents/combat/agility-order.ts");
    const s = scenario();
    const a = s.add(hero("A"));
    const b = s.add(hero("B"));
    const c = s.add(hero("C"));
    const m = s.add(monster("M"));
    // 2d10 + Agility: A 12, B 15, C 12, M 9; then the tie A/C is rerolled: A 3, C 8.
    const rolls = [12, 15, 12, 9, 3, 8];
    const roll = async () => Promise.resolve(rolls.shift() ?? 0);
    const order = await agilityOrder(s.combat, s.combat.roster, roll);
    expect(order).toEqual({ heroes: [b.id, c.id, a.id], director: [m.id] });
  });
});
