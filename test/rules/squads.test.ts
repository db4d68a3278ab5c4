import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DAMAGE_TYPES,
  MAX_SQUAD_SIZE,
  aliveFromPool,
  canBecomeCaptain,
  captainBenefit,
  canFormSquad,
  canGainTemporaryStamina,
  canRegainStamina,
  createSquad,
  minionThresholds,
  damageSquad,
  fallenMinions,
  lastStandSquad,
  pickFallen,
  squadAttack,
  lastStandStamina,
  squadFreeStrikeDamage,
  squadStrikeDamage,
  type SquadHit,
  type SquadState,
  fallenSwap,
} from "../../src/rules/index.ts";

describe("squad pool", () => {
  it("R-MN-2: eight spinecleavers (5 stamina each) share a pool of 40", () => {
    expect(createSquad(5, 8)).toEqual({ individualStamina: 5, alive: 8, pool: 40 });
    expect(createSquad(5, -2)).toEqual({ individualStamina: 5, alive: 0, pool: 0 });
  });

  it("R-MN-1: squads are up to 8 minions with the same name", () => {
    expect(MAX_SQUAD_SIZE).toBe(8);
    expect(canFormSquad(Array.from({ length: 8 }, () => "Goblin Spinecleaver"))).toBe(true);
    expect(canFormSquad(Array.from({ length: 9 }, () => "Goblin Spinecleaver"))).toBe(false);
    expect(canFormSquad(["Goblin Spinecleaver", "Goblin Sniper"])).toBe(false);
    expect(canFormSquad([])).toBe(false);
  });

  it("R-MN-3: a minion dies each time the pool drops by 5 — at 35, 30, …, 0", () => {
    let squad = createSquad(5, 8);
    const aliveAfterEachPoint: number[] = [];
    for (let total = 1; total <= 40; total++) {
      squad = damageSquad(squad, { amount: 1 }).squad;
      aliveAfterEachPoint.push(squad.alive);
    }
    expect(aliveAfterEachPoint.filter((_, i) => (i + 1) % 5 === 0)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(aliveAfterEachPoint[3]).toBe(8);
    expect(aliveAfterEachPoint[5]).toBe(7);
  });

  it("R-MN-3: aliveFromPool rounds up and never exceeds the starting count", () => {
    expect(aliveFromPool(36, 5, 8)).toBe(8);
    expect(aliveFromPool(35, 5, 8)).toBe(7);
    expect(aliveFromPool(1, 5, 8)).toBe(1);
    expect(aliveFromPool(0, 5, 8)).toBe(0);
    expect(aliveFromPool(100, 5, 8)).toBe(8);
    expect(aliveFromPool(10, 0, 8)).toBe(0);
  });

  it("R-MN-4: single-target damage worth several minions drops several", () => {
    const { squad, killed } = damageSquad(createSquad(5, 8), { amount: 12 });
    expect(squad).toEqual({ individualStamina: 5, alive: 6, pool: 28 });
    expect(killed).toBe(2);
  });

  it("R-MN-5: Incinerate 6 fire on three 5-stamina minions in the area → the pool loses 15, not 18", () => {
    const { squad, killed } = damageSquad(createSquad(5, 8), { amount: 6, type: "fire", minionsInArea: 3 });
    expect(squad.pool).toBe(25);
    expect(killed).toBe(3);
  });

  it("R-MN-5: the area can't count more minions than are alive", () => {
    const start: SquadState = { individualStamina: 5, alive: 2, pool: 10 };
    expect(damageSquad(start, { amount: 6, minionsInArea: 5 }).squad.pool).toBe(0);
    expect(damageSquad(start, { amount: 6, minionsInArea: 0 })).toEqual({ squad: start, killed: 0 });
  });

  it("R-MN-6: immunity applies once per source to the squad, at the end of the calculation", () => {
    // 3 minions × 6 fire = 18, capped to 15 (R-MN-5), then fire immunity 5 once → 10 (not 3 × 1).
    const { squad, killed } = damageSquad(createSquad(5, 8), {
      amount: 6,
      type: "fire",
      immunities: { fire: 5 },
      minionsInArea: 3,
    });
    expect(squad.pool).toBe(30);
    expect(killed).toBe(2);
  });

  it("R-MN-6: immunity once on a single-target hit", () => {
    expect(
      damageSquad(createSquad(5, 8), { amount: 12, type: "fire", immunities: { all: 3 } }).squad.pool,
    ).toBe(31);
  });

  it("R-MN-6: weakness applies once per source; the area cap still holds (choice)", () => {
    const single = damageSquad(createSquad(5, 8), { amount: 4, type: "holy", weaknesses: { holy: 3 } });
    expect(single.squad.pool).toBe(33);
    expect(single.killed).toBe(1);
    const area = damageSquad(createSquad(5, 8), {
      amount: 6,
      type: "fire",
      weaknesses: { fire: 5 },
      minionsInArea: 3,
    });
    expect(area.squad.pool).toBe(25);
    expect(area.killed).toBe(3);
  });

  it("R-MN-3: the pool never goes below 0", () => {
    expect(damageSquad(createSquad(4, 2), { amount: 50 })).toEqual({
      squad: { individualStamina: 4, alive: 0, pool: 0 },
      killed: 2,
    });
    expect(damageSquad(createSquad(4, 2), { amount: -3 }).squad.pool).toBe(8);
  });

  const squadArb: fc.Arbitrary<SquadState> = fc
    .record({ individualStamina: fc.integer({ min: 1, max: 30 }), members: fc.integer({ min: 1, max: 8 }) })
    .chain(({ individualStamina, members }) =>
      fc.integer({ min: 0, max: individualStamina * members }).map((pool) => ({
        individualStamina,
        alive: aliveFromPool(pool, individualStamina, members),
        pool,
      })),
    );
  const hitArb: fc.Arbitrary<SquadHit> = fc.record(
    {
      amount: fc.integer({ min: -5, max: 200 }),
      type: fc.constantFrom(...DAMAGE_TYPES),
      immunities: fc.dictionary(fc.constantFrom("fire", "all"), fc.integer({ min: 0, max: 10 })),
      weaknesses: fc.dictionary(fc.constantFrom("fire", "all"), fc.integer({ min: 0, max: 10 })),
      minionsInArea: fc.integer({ min: 0, max: 10 }),
    },
    { requiredKeys: ["amount"] },
  );

  it("R-MN-3 property: pool ≥ 0, alive ≤ starting, killed ≥ 0, input untouched", () => {
    fc.assert(
      fc.property(squadArb, hitArb, (squad, hit) => {
        const before = { ...squad };
        const { squad: after, killed } = damageSquad(squad, hit);
        expect(squad).toEqual(before);
        expect(after.pool).toBeGreaterThanOrEqual(0);
        expect(after.pool).toBeLessThanOrEqual(squad.pool);
        expect(after.alive).toBeLessThanOrEqual(squad.alive);
        expect(after.alive).toBeGreaterThanOrEqual(0);
        expect(killed).toBeGreaterThanOrEqual(0);
        expect(killed).toBe(squad.alive - after.alive);
      }),
    );
  });

  it("R-MN-3 property: over any sequence of hits alive ≤ starting count and kills add up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(hitArb, { maxLength: 12 }),
        (individual, members, hits) => {
          let squad = createSquad(individual, members);
          let killedTotal = 0;
          for (const hit of hits) {
            const result = damageSquad(squad, hit);
            killedTotal += result.killed;
            squad = result.squad;
            expect(squad.alive).toBeLessThanOrEqual(members);
            expect(squad.alive).toBe(aliveFromPool(squad.pool, individual, members));
            expect(squad.pool).toBeGreaterThanOrEqual(0);
          }
          expect(killedTotal).toBe(members - squad.alive);
        },
      ),
    );
  });

  it("R-MN-3 property: aliveFromPool is within 0…starting", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 500 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 8 }),
        (pool, ind, start) => {
          const alive = aliveFromPool(pool, ind, start);
          expect(alive).toBeGreaterThanOrEqual(0);
          expect(alive).toBeLessThanOrEqual(start);
        },
      ),
    );
  });

  it("R-MN-5 property: an area effect never kills more minions than were inside it", () => {
    fc.assert(
      fc.property(squadArb, hitArb, fc.integer({ min: 0, max: 8 }), (squad, hit, inArea) => {
        const { killed } = damageSquad(squad, { ...hit, minionsInArea: inArea });
        expect(killed).toBeLessThanOrEqual(inArea);
      }),
    );
  });
});

describe("squad attacks", () => {
  it("R-MN-7: pitlings tier 2 (4 poison, free strike 2): one on the shadow 4, two on the conduit 6", () => {
    expect(squadStrikeDamage(4, 2, 1)).toBe(4);
    expect(squadStrikeDamage(4, 2, 2)).toBe(6);
  });

  it("R-MN-7: at most 3 minions count against one target", () => {
    expect(squadStrikeDamage(4, 2, 3)).toBe(8);
    expect(squadStrikeDamage(4, 2, 5)).toBe(8);
    expect(squadStrikeDamage(4, 2, 0)).toBe(0);
  });

  it("R-MN-9: free strikes together are summed into one strike", () => {
    expect(squadFreeStrikeDamage(2, 3)).toBe(6);
    expect(squadFreeStrikeDamage(2, -1)).toBe(0);
  });

  it("R-MN-2: minions can't regain stamina or gain temporary stamina", () => {
    expect(canRegainStamina("minion")).toBe(false);
    expect(canGainTemporaryStamina("minion")).toBe(false);
    expect(canRegainStamina("elite")).toBe(true);
  });
});

describe("captains", () => {
  const squad = { id: "s1", captain: null };

  it("R-MN-10: a non-minion, non-mount creature can captain a squad", () => {
    expect(canBecomeCaptain({ id: "boss", organization: "leader" }, squad)).toEqual({ ok: true });
    expect(canBecomeCaptain({ id: "m", organization: "minion", role: "brute" }, squad)).toEqual({
      ok: false,
      reason: "minion",
    });
    expect(canBecomeCaptain({ id: "wolf", organization: "platoon", role: "mount" }, squad)).toEqual({
      ok: false,
      reason: "mount",
    });
    expect(canBecomeCaptain({ id: "x", organization: "elite", speaksSquadLanguage: false }, squad)).toEqual({
      ok: false,
      reason: "language",
    });
  });

  it("R-MN-10: one captain per squad and one squad per captain", () => {
    expect(canBecomeCaptain({ id: "boss", organization: "leader", captainOf: "s2" }, squad)).toEqual({
      ok: false,
      reason: "alreadyCaptain",
    });
    expect(canBecomeCaptain({ id: "boss", organization: "leader", captainOf: "s1" }, squad)).toEqual({
      ok: true,
    });
    expect(canBecomeCaptain({ id: "boss", organization: "leader" }, { id: "s1", captain: "other" })).toEqual({
      ok: false,
      reason: "squadHasCaptain",
    });
    expect(canBecomeCaptain({ id: "boss", organization: "leader" }, { id: "s1", captain: "boss" })).toEqual({
      ok: true,
    });
    expect(canBecomeCaptain({ id: "boss", organization: "leader" }, { id: "s1", captain: "" })).toEqual({
      ok: true,
    });
  });
});

describe("new captain", () => {
  it("R-MN-10: after losing its captain a squad gets a new one at the start of the next round", () => {
    const squad = { id: "s1", captain: null };
    const boss = { id: "boss", organization: "leader" as const };
    expect(canBecomeCaptain(boss, squad, { round: 2, captainLostRound: 2 })).toEqual({
      ok: false,
      reason: "waitForNextRound",
    });
    expect(canBecomeCaptain(boss, squad, { round: 3, captainLostRound: 2 })).toEqual({ ok: true });
    expect(canBecomeCaptain(boss, squad, { round: 1, captainLostRound: null })).toEqual({ ok: true });
  });
});

describe("last stand", () => {
  it("R-MN-11: a squad's pool becomes the number of minions left, and they all stay standing", () => {
    const squad = lastStandSquad({ individualStamina: 5, alive: 3, pool: 13 });
    expect(squad).toEqual({ individualStamina: 1, alive: 3, pool: 3 });
    expect(damageSquad(squad, { amount: 1 }).killed).toBe(1);
  });

  it("R-MN-11: every living enemy's stamina becomes 1", () => {
    expect(lastStandStamina({ value: 30, max: 40, temporary: 2 })).toEqual({
      value: 1,
      max: 40,
      temporary: 2,
    });
    expect(lastStandStamina({ value: 0, max: 40, temporary: 0 }).value).toBe(0);
  });
});

describe("which minions fall", () => {
  const living = ["a", "b", "c", "d"];

  it("R-MN-3: one death with a known hit minion: that one, no choice", () => {
    expect(fallenMinions(living, "c", 1)).toEqual({ defaults: ["c"], choice: false });
  });

  it("R-MN-4: several deaths: the one hit first, then the others; the attacker may pick", () => {
    expect(fallenMinions(living, "c", 2)).toEqual({ defaults: ["c", "a"], choice: true });
    expect(fallenMinions(living, null, 1)).toEqual({ defaults: ["a"], choice: true });
    // A dead or unknown hit minion is no default.
    expect(fallenMinions(living, "z", 1)).toEqual({ defaults: ["a"], choice: true });
  });

  it("R-MN-3: no choice when every living minion falls, or none does", () => {
    expect(fallenMinions(living, "b", 4)).toEqual({ defaults: ["b", "a", "c", "d"], choice: false });
    expect(fallenMinions(living, "b", 9).defaults).toHaveLength(4);
    expect(fallenMinions(living, "b", 0)).toEqual({ defaults: [], choice: false });
  });

  it("R-MN-3: the attacker's pick stands only when it names exactly that many living minions", () => {
    const fallen = fallenMinions(living, "c", 2);
    expect(pickFallen(living, ["d", "b"], fallen)).toEqual(["d", "b"]);
    expect(pickFallen(living, ["d"], fallen)).toEqual(["c", "a"]);
    expect(pickFallen(living, ["d", "d"], fallen)).toEqual(["c", "a"]);
    expect(pickFallen(living, ["d", "z"], fallen)).toEqual(["c", "a"]);
  });
});

describe("squad attacks on several targets", () => {
  const pitlings = { tierDamage: 4, freeStrike: 2, living: 3 };

  it("R-MN-7: one signature roll; the shadow hit by one pitling takes 4, the conduit hit by two 6", () => {
    expect(squadAttack({ ...pitlings, kind: "signature", minionsOnTargets: [1, 2] })).toEqual({
      ok: true,
      damage: [4, 6],
    });
  });

  it("R-MN-7: a fourth minion on one target adds nothing; a target no minion attacks takes nothing", () => {
    const squad = { ...pitlings, living: 5 };
    expect(squadAttack({ ...squad, kind: "signature", minionsOnTargets: [4, 0, 1] })).toEqual({
      ok: true,
      damage: [8, 0, 4],
    });
  });

  it("R-MN-9: free strikes made together are summed into one strike per target", () => {
    expect(squadAttack({ ...pitlings, kind: "freeStrike", minionsOnTargets: [3] })).toEqual({
      ok: true,
      damage: [6],
    });
  });

  it("R-MN-7: each minion attacks once; nothing committed or nonsense is refused", () => {
    expect(squadAttack({ ...pitlings, kind: "signature", minionsOnTargets: [2, 2] })).toEqual({
      ok: false,
      reason: "tooManyMinions",
    });
    expect(squadAttack({ ...pitlings, kind: "freeStrike", minionsOnTargets: [0, 0] })).toEqual({
      ok: false,
      reason: "noMinions",
    });
    expect(squadAttack({ ...pitlings, kind: "signature", minionsOnTargets: [1.5] }).ok).toBe(false);
    expect(squadAttack({ ...pitlings, kind: "signature", tierDamage: -1, minionsOnTargets: [1] }).ok).toBe(
      false,
    );
    expect(squadAttack({ ...pitlings, living: -2, kind: "signature", minionsOnTargets: [1] })).toEqual({
      ok: false,
      reason: "tooManyMinions",
    });
  });
});

describe("the captain's benefit (004 分隊長の恩恵)", () => {
  const speed = [{ key: "system.movement.speed", mode: 2, value: "1" }];

  it("R-MN-10: 「ミニオン分隊に分隊長がいる間、分隊内の各ミニオンは…「分隊長がいる(With Captain)」の欄に記された恩恵を受ける」 — while the captain lives each minion bears its own benefit", () => {
    expect(captainBenefit({ isMinion: true, withCaptain: speed }, { captainLives: true })).toEqual(speed);
  });

  it("R-MN-10: 「ミニオン分隊が分隊長を失った場合」 — no captain, no benefit; the captain itself (not a minion) bears none; a minion with no benefit line bears nothing", () => {
    expect(captainBenefit({ isMinion: true, withCaptain: speed }, { captainLives: false })).toBeNull();
    expect(captainBenefit({ isMinion: false, withCaptain: speed }, { captainLives: true })).toBeNull();
    expect(captainBenefit({ isMinion: true, withCaptain: [] }, { captainLives: true })).toBeNull();
  });
});

describe("which minions fall, picked after the defaults fell (nobody is waited for in the queue)", () => {
  const living = ["a", "b", "c", "d"];
  const world = (down: string[]) => ({
    down: (id: string) => down.includes(id),
    standing: (id: string) => living.includes(id) && !down.includes(id),
  });

  it("R-MN-3, R-MN-4: the later pick swaps the defaults it spares for the minions it names", () => {
    expect(fallenSwap(living, ["c", "a"], ["c", "d"], world(["c", "a"]))).toEqual({
      fall: ["d"],
      rise: ["a"],
    });
    expect(fallenSwap(living, ["c", "a"], ["a", "c"], world(["c", "a"]))).toEqual({ fall: [], rise: [] });
  });

  it("R-MN-3: an invalid pick (wrong count, repeats, unknown minions) changes nothing", () => {
    for (const picked of [["d"], ["d", "d"], ["d", "z"], ["b", "c", "d"]])
      expect(fallenSwap(living, ["c", "a"], picked, world(["c", "a"]))).toEqual({ fall: [], rise: [] });
  });

  it("R-MN-3: what happened meanwhile wins: only pairs still true are swapped, so as many stay down", () => {
    // "d" fell to a later hit before the pick arrived: "a" stays down too.
    expect(fallenSwap(living, ["c", "a"], ["c", "d"], world(["c", "a", "d"]))).toEqual({
      fall: [],
      rise: [],
    });
    // The pick names two others, but "b" already fell meanwhile: one pair only.
    expect(fallenSwap(living, ["c", "a"], ["b", "d"], world(["c", "a", "b"]))).toEqual({
      fall: ["d"],
      rise: ["c"],
    });
  });
});

describe("minion thresholds on the squad's bar (R-MN-3)", () => {
  it("R-MN-3: 8 spinecleavers of 5 stamina: marks at 5, 10, …, 35; the next falls at 35 while all stand", () => {
    expect(minionThresholds(5, 40, 40)).toEqual({ marks: [5, 10, 15, 20, 25, 30, 35], next: 35 });
  });

  it("R-MN-3: after 6 damage (pool 34, seven standing) the next minion falls at 30; the last one standing falls at 0", () => {
    expect(minionThresholds(5, 40, 34).next).toBe(30);
    expect(minionThresholds(5, 40, 3)).toEqual({ marks: [5, 10, 15, 20, 25, 30, 35], next: null });
    expect(minionThresholds(5, 40, 0).next).toBeNull();
  });

  it("R-MN-3: the next fall is always the mark just below the pool, whatever the squad", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 8 }), (each, members) => {
        const max = each * members;
        for (let pool = 1; pool <= max; pool++) {
          const { marks, next } = minionThresholds(each, max, pool);
          expect(marks).toHaveLength(members - 1);
          const below = marks.filter((m) => m < pool);
          expect(next).toBe(below.at(-1) ?? null);
        }
      }),
    );
  });
});
