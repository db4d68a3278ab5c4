/**
 * "Done when", driven through the registered documents: SteelCombat (CONFIG.Combat.documentClass)
 * with SteelCombatant / SteelCombatantGroup children created through Combat#createEmbeddedDocuments and
 * SteelActors built on their data models. Nothing here touches the flow harness.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  createCombat,
  createHero,
  createMonster,
  createRetainer,
  freshCombatWorld,
  join,
  placeMinions,
} from "../harness/combat-world.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";
import { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";
import { readMalice } from "../../src/documents/combat/malice.ts";
import { hasLivingCaptain } from "../../src/documents/combat/squads.ts";
import { buildTrackerView } from "../../src/applications/combat/tracker-context.ts";

beforeEach(freshCombatWorld);

/** Plays the rest of a round, always picking the first creature whose 'act' button is live. */
async function playRound(combat: SteelCombat): Promise<string> {
  const sides: string[] = [];
  for (let guard = 0; guard < 50; guard++) {
    const side = combat.sideToAct;
    const next = combat.actable()[0];
    if (side === null || next === undefined) break;
    expect(await combat.takeTurn(next)).toEqual({ ok: true });
    sides.push(side === "heroes" ? "h" : "d");
    expect(await combat.endTurn()).toEqual({ ok: true });
  }
  return sides.join(" ");
}

describe("a whole combat through the documents", () => {
  it("R-CB-3: 4 heroes vs 6 enemies alternate exactly h d h d h d h d d d", async () => {
    const combat = await createCombat();
    for (let i = 0; i < 4; i++) await join(combat, await createHero(`Hero ${String(i)}`));
    for (let i = 0; i < 6; i++) await join(combat, await createMonster(`Goblin ${String(i)}`));
    await combat.startCombat({ d10: 8, mode: "alternating" });
    expect(await combat.chooseFirstSide("heroes")).toEqual({ ok: true });
    expect(await playRound(combat)).toBe("h d h d h d h d d d");
    expect(combat.roundComplete).toBe(true);
  });

  it("R-CB-2: a surprised side never goes first, whatever the d10", async () => {
    for (const d10 of [1, 10]) {
      freshCombatWorld();
      const combat = await createCombat();
      await join(combat, await createHero("Ardent"), { surprised: true });
      await join(combat, await createHero("Brisk"), { surprised: true });
      await join(combat, await createMonster("Ogre"));
      await combat.startCombat({ d10, mode: "alternating" });
      expect(combat.sideToAct).toBe("director");
      expect((await playRound(combat)).startsWith("d")).toBe(true);
    }
  });

  it("R-ML-1, R-ML-2: Malice after rounds 1–4 with 5 heroes of 3 victories is 9, 16, 24, 33", async () => {
    const combat = await createCombat();
    for (let i = 0; i < 5; i++) await join(combat, await createHero(`Hero ${String(i)}`, { victories: 3 }));
    await join(combat, await createMonster("Ogre"));
    await combat.startCombat({ d10: 9, mode: "alternating" });
    const seen = [readMalice().value];
    for (let round = 2; round <= 4; round++) {
      await combat.nextRound();
      seen.push(readMalice().value);
    }
    expect(seen).toEqual([9, 16, 24, 33]);
  });

  it("R-ML-2: a hero dying mid-combat stops generating Malice (dead, not merely dying)", async () => {
    const combat = await createCombat();
    const heroes = [];
    for (let i = 0; i < 5; i++) heroes.push(await createHero(`Hero ${String(i)}`, { victories: 3 }));
    for (const hero of heroes) await join(combat, hero);
    await join(combat, await createMonster("Ogre"));
    await combat.startCombat({ d10: 9, mode: "alternating" });
    // Stamina 20 → −3: dying, still counts (R-ST-2).
    await heroes[1]?.takeDamage(23);
    await combat.nextRound();
    expect(readMalice().value).toBe(9 + 5 + 2);
    // Stamina 20 → −10 (minus the winded value): dead.
    await heroes[0]?.takeDamage(30);
    expect(heroes[0]?.system.stamina?.condition).toBe("dead");
    await combat.nextRound();
    expect(readMalice().value).toBe(16 + 4 + 3);
  });

  it("R-MN-3: a squad of 8 spinecleavers loses a minion at 35, 30, … 0 as its tokens are struck", async () => {
    const combat = await createCombat();
    const { tokens } = await placeMinions("Goblin Spinecleaver", 8, 5);
    await combat.createSquad(tokens);
    const group = combat.groups.contents[0];
    if (!(group instanceof SteelCombatantGroup)) throw new Error("no squad");
    const pools: number[] = [];
    const alive: number[] = [];
    for (let i = 0; i < 8; i++) {
      const target = [...group.members].find((c) => !c.isDefeated);
      const report = await target?.actor?.takeDamage(5);
      expect(report).toMatchObject({ target: "squad", dealt: 5, killed: 1, condition: "dead" });
      pools.push(group.system.pool);
      alive.push([...group.members].filter((c) => !c.isDefeated).length);
    }
    expect(pools).toEqual([35, 30, 25, 20, 15, 10, 5, 0]);
    expect(alive).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it("R-MN-1: the squad acts on one turn and the tracker shows one row with its pool and alive count", async () => {
    const combat = await createCombat();
    await join(combat, await createHero("Ardent"));
    const { tokens } = await placeMinions("Goblin Spinecleaver", 4, 5);
    await combat.createSquad(tokens);
    const group = combat.groups.contents[0];
    if (!(group instanceof SteelCombatantGroup)) throw new Error("no squad");
    await [...group.members][0]?.actor?.takeDamage(5);
    await combat.startCombat({ d10: 2, mode: "alternating" });
    await combat.chooseFirstSide("director");
    const view = buildTrackerView(combat, { isGM: true, maliceVisible: true, malice: 0, heroTokens: 0 });
    const director = view.sections.find((s) => s.side === "director");
    expect(director?.units).toHaveLength(1);
    expect(director?.units[0]).toMatchObject({
      kind: "squad",
      id: group.id,
      squad: { pool: 15, maxPool: 20, alive: 3, starting: 4 },
    });
    expect(await playRound(combat)).toBe("d h");
  });

  it("R-MN-10: the captain's benefit holds while it lives; after it falls a new one comes next round", async () => {
    const combat = await createCombat();
    await join(combat, await createHero("Ardent"));
    const { tokens } = await placeMinions("Goblin Spinecleaver", 4, 5);
    await combat.createSquad(tokens);
    const group = combat.groups.contents[0];
    if (!(group instanceof SteelCombatantGroup)) throw new Error("no squad");
    const monarch = await join(combat, await createMonster("Goblin Monarch", { organization: "leader" }));
    const heir = await join(combat, await createMonster("Lieutenant", { organization: "elite" }));
    expect(await group.assignCaptain(monarch.id ?? "")).toEqual({ ok: true });
    expect(hasLivingCaptain(group)).toBe(true);
    await combat.startCombat({ d10: 9, mode: "alternating" });
    await combat.chooseFirstSide("heroes");
    await combat.takeTurn(combat.actable()[0] ?? "");
    await monarch.actor?.takeDamage(100);
    await combat.endTurn();
    expect(hasLivingCaptain(group)).toBe(false);
    expect(await group.assignCaptain(heir.id ?? "")).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Squad.Error.waitForNextRound",
    });
    await combat.nextRound();
    expect(await group.assignCaptain(heir.id ?? "")).toEqual({ ok: true });
    expect(hasLivingCaptain(group)).toBe(true);
  });

  it("R-CB-18: a villain action can't be used twice in a round", async () => {
    const combat = await createCombat();
    const a = await join(combat, await createHero("Ardent"));
    const b = await join(combat, await createHero("Brisk"));
    const boss = await join(
      combat,
      await createMonster("Ajax", { organization: "solo", villainActions: true }),
    );
    const grunt = await join(combat, await createMonster("Grunt"));
    await combat.startCombat({ d10: 9, mode: "alternating" });
    await combat.chooseFirstSide("heroes");
    await combat.takeTurn(a.id ?? "");
    await combat.endTurn();
    expect(await combat.useVillainAction(boss.id ?? "", 1)).toEqual({ ok: true });
    await combat.takeTurn(grunt.id ?? "");
    await combat.endTurn();
    expect(await combat.useVillainAction(boss.id ?? "", 2)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.VillainActionThisRound",
    });
    await combat.takeTurn(b.id ?? "");
    await combat.endTurn();
    await combat.nextRound();
    await combat.takeTurn(a.id ?? "");
    await combat.endTurn();
    expect(await combat.useVillainAction(boss.id ?? "", 2)).toEqual({ ok: true });
  });

  it("R-RT-3: retainers never get a turn of their own", async () => {
    const combat = await createCombat();
    const mentorActor = await createHero("Mentor");
    const mentor = await join(combat, mentorActor);
    const squire = await join(combat, await createRetainer("Squire", mentorActor));
    await join(combat, await createMonster("Ogre"));
    await combat.startCombat({ d10: 9, mode: "alternating" });
    await combat.chooseFirstSide("heroes");
    expect(combat.actable()).toEqual([mentor.id]);
    expect(await combat.takeTurn(squire.id ?? "")).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.Follower",
    });
    await combat.takeTurn(mentor.id ?? "");
    expect(combat.flow.turn?.actors).toEqual([mentor.id, squire.id]);
    await combat.endTurn();
    expect(await playRound(combat)).toBe("d");
  });
});
