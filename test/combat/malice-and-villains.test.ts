import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { resetHarness, settings, user } from "../harness/combat-flow.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";
import { readMalice, spendMalice, maliceVisibleTo } from "../../src/documents/combat/malice.ts";

beforeEach(() => {
  resetHarness();
});

function fiveHeroes() {
  const s = scenario();
  const heroes = Array.from({ length: 5 }, (_, i) => hero(`Hero ${i}`, { victories: 3 }));
  for (const h of heroes) s.add(h);
  s.add(monster("Ogre"));
  return { s, heroes };
}

describe("Malice", () => {
  it("R-ML-1, R-ML-2: 5 heroes with 3 victories → 9, 16, 24, 33 after rounds 1–4 with no spending", async () => {
    const { s } = fiveHeroes();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    const seen = [readMalice().value];
    for (let r = 2; r <= 4; r++) {
      await s.combat.nextRound();
      seen.push(readMalice().value);
    }
    expect(seen).toEqual([9, 16, 24, 33]);
  });

  it("R-ML-2: a hero who dies mid-combat stops generating Malice", async () => {
    const { s, heroes } = fiveHeroes();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    // Dead at −(winded value): max 20 → −10 (R-ST-2).
    await heroes[0]?.update({ "system.stamina.value": -10 });
    await s.combat.nextRound();
    expect(readMalice().value).toBe(9 + 4 + 2);
  });

  it("R-ML-2: a dying (not dead) hero still counts", async () => {
    const { s, heroes } = fiveHeroes();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await heroes[0]?.update({ "system.stamina.value": -3 });
    await s.combat.nextRound();
    expect(readMalice().value).toBe(16);
  });

  it("R-ML-2: unspent Malice of an earlier encounter is gone when the next one starts", async () => {
    await settings.set("steelbound", "malice", { value: 40, maliciousStrikeRound: 2 });
    const { s } = fiveHeroes();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    expect(readMalice()).toEqual({ value: 9, maliciousStrikeRound: -1 });
  });

  it("spending never goes below zero, and only the GM writes Malice (R-ML-5)", async () => {
    const { s } = fiveHeroes();
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    expect(await spendMalice(5)).toEqual({ ok: true, value: 4 });
    expect(await spendMalice(5)).toEqual({ ok: false, error: "STEELBOUND.Malice.Error.NotEnough" });
    user.isGM = false;
    await expect(spendMalice(1)).rejects.toThrow();
  });

  it("R-ML-5: players see Malice only when the Director shows it", async () => {
    scenario();
    expect(maliceVisibleTo({ isGM: false })).toBe(true);
    await settings.set("steelbound", "maliceVisible", false);
    expect(maliceVisibleTo({ isGM: false })).toBe(false);
    expect(maliceVisibleTo({ isGM: true })).toBe(true);
  });
});

describe("villain actions", () => {
  async function villainFight() {
    const s = scenario();
    const a = s.add(hero("A"));
    const b = s.add(hero("B"));
    const boss = s.add(monster("Boss", { organization: "solo", villainActions: true }));
    const grunt = s.add(monster("Grunt"));
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    return { s, a, b, boss, grunt };
  }

  it("R-CB-18: a villain action can't be used twice in a round", async () => {
    const { s, a, b, boss, grunt } = await villainFight();
    await s.combat.takeTurn(a.id);
    await s.combat.endTurn();
    expect(await s.combat.useVillainAction(boss.id, 1)).toEqual({ ok: true });
    await s.combat.takeTurn(grunt.id);
    await s.combat.endTurn();
    expect(await s.combat.useVillainAction(boss.id, 2)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.VillainActionThisRound",
    });
    await s.combat.takeTurn(b.id);
    await s.combat.endTurn();
    await s.combat.nextRound();
    await s.combat.takeTurn(a.id);
    await s.combat.endTurn();
    expect(await s.combat.useVillainAction(boss.id, 1)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.VillainActionUsed",
    });
    expect(await s.combat.useVillainAction(boss.id, 2)).toEqual({ ok: true });
  });

  it("R-CB-18: only at the end of another creature's turn, and only for leaders and solos", async () => {
    const { s, a, boss, grunt } = await villainFight();
    expect((await s.combat.useVillainAction(boss.id, 1)).ok).toBe(false);
    await s.combat.takeTurn(a.id);
    expect(await s.combat.useVillainAction(boss.id, 1)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.VillainActionTiming",
    });
    await s.combat.endTurn();
    expect(await s.combat.useVillainAction(grunt.id, 1)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.NotVillain",
    });
    await s.combat.takeTurn(boss.id);
    await s.combat.endTurn();
    expect(await s.combat.useVillainAction(boss.id, 1)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Error.VillainActionTiming",
    });
  });
});

describe("Basic Malice and creature Malice", () => {
  async function monsterTurn() {
    const s = scenario();
    const a = s.add(hero("A", { victories: 10 }));
    const goblin = s.add(monster("Goblin"));
    const ogre = s.add(monster("Ogre"));
    await s.combat.startCombat({ d10: 2, mode: "alternating" });
    await s.combat.chooseFirstSide("director");
    return { s, a, goblin, ogre };
  }

  it("R-ML-3: Malicious Strike is never used in two consecutive rounds, even by different monsters", async () => {
    const { s, a, goblin, ogre } = await monsterTurn();
    expect(readMalice().value).toBe(10 + 2);
    await s.combat.takeTurn(goblin.id);
    expect(await s.combat.basicMalice("maliciousStrike", 5)).toEqual({ ok: true });
    expect(readMalice()).toEqual({ value: 7, maliciousStrikeRound: 1 });
    await s.combat.endTurn();
    await s.combat.takeTurn(a.id);
    await s.combat.endTurn();
    await s.combat.takeTurn(ogre.id);
    await s.combat.endTurn();
    await s.combat.nextRound();
    await s.combat.takeTurn(ogre.id);
    expect(await s.combat.basicMalice("maliciousStrike", 5)).toEqual({
      ok: false,
      error: "STEELBOUND.Malice.Error.consecutiveRounds",
    });
    expect(await s.combat.basicMalice("brutalEffectiveness", 3)).toEqual({ ok: true });
  });

  it("R-ML-3: Basic Malice only at the start of a monster's turn, once", async () => {
    const { s, a, goblin } = await monsterTurn();
    expect((await s.combat.basicMalice("brutalEffectiveness", 3)).ok).toBe(false);
    await s.combat.takeTurn(goblin.id);
    expect(await s.combat.basicMalice("brutalEffectiveness", 3)).toEqual({ ok: true });
    expect((await s.combat.basicMalice("brutalEffectiveness", 3)).ok).toBe(false);
    await s.combat.endTurn();
    await s.combat.takeTurn(a.id);
    expect(await s.combat.basicMalice("brutalEffectiveness", 3)).toEqual({
      ok: false,
      error: "STEELBOUND.Malice.Error.notTurnStart",
    });
  });

  it("R-ML-4: one creature Malice feature per turn", async () => {
    const { s, goblin } = await monsterTurn();
    await s.combat.takeTurn(goblin.id);
    expect(await s.combat.creatureMalice(2)).toEqual({ ok: true });
    expect(await s.combat.creatureMalice(2)).toEqual({
      ok: false,
      error: "STEELBOUND.Malice.Error.oncePerTurn",
    });
    expect(readMalice().value).toBe(10);
  });
});
