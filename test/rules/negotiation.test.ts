import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MOTIVATIONS,
  STARTING_ATTITUDES,
  argumentDifficulty,
  argumentKind,
  canAttemptDiscovery,
  defaultImpression,
  discoverTest,
  negotiationEnd,
  negotiationOffer,
  renownEdge,
  resolveArgument,
  resolvePowerRoll,
  startNegotiation,
  type ArgumentKind,
  type Attitude,
  type Tier,
} from "../../src/rules/index.ts";

const roll = (tier: Tier, critical = false) => ({ tier, critical });
const mid = { interest: 2, patience: 3 };

describe("startNegotiation", () => {
  const TABLE: [Attitude, number, number][] = [
    ["hostile", 1, 2],
    ["suspicious", 2, 2],
    ["neutral", 2, 3],
    ["open", 3, 3],
    ["friendly", 3, 4],
    ["trusting", 3, 5],
  ];
  for (const [attitude, interest, patience] of TABLE)
    it(`R-NG-2: ${attitude} starts at interest ${interest}, patience ${patience}`, () => {
      expect(startNegotiation(attitude)).toEqual({ interest, patience });
    });
  it("R-NG-2: speaking the NPC's language gives +1 patience (3+ speakers +2), max 5", () => {
    expect(startNegotiation("neutral", { nativeLanguageSpeakers: 1 })).toEqual({ interest: 2, patience: 4 });
    expect(startNegotiation("neutral", { nativeLanguageSpeakers: 3 })).toEqual({ interest: 2, patience: 5 });
    expect(startNegotiation("trusting", { nativeLanguageSpeakers: 4 }).patience).toBe(5);
    expect(startNegotiation("friendly", { nativeLanguageSpeakers: 0 }).patience).toBe(4);
  });
  it("R-NG-1: every attitude starts within 1–4 interest and 1–5 patience", () => {
    for (const s of Object.values(STARTING_ATTITUDES)) {
      expect(s.interest).toBeGreaterThanOrEqual(1);
      expect(s.interest).toBeLessThanOrEqual(4);
      expect(s.patience).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("negotiationEnd", () => {
  it("R-NG-3: interest 5 → final offer; interest 0 → no offer; patience 0 → final offer", () => {
    expect(negotiationEnd({ interest: 5, patience: 2 })).toBe("finalOffer");
    expect(negotiationEnd({ interest: 0, patience: 2 })).toBe("noOffer");
    expect(negotiationEnd({ interest: 3, patience: 0 })).toBe("finalOffer");
    expect(negotiationEnd({ interest: 3, patience: 1 })).toBeNull();
  });
  it("R-NG-3: interest 0 with patience 0 makes no offer (documented choice)", () => {
    expect(negotiationEnd({ interest: 0, patience: 0 })).toBe("noOffer");
  });
});

describe("resolveArgument", () => {
  it("R-NG-5: motivation — tier 1 patience −1", () => {
    expect(resolveArgument(mid, { kind: "motivation", roll: roll(1) })).toMatchObject({
      interest: 2,
      patience: 2,
    });
  });
  it("R-NG-5: motivation — tier 2 interest +1, patience −1", () => {
    expect(resolveArgument(mid, { kind: "motivation", roll: roll(2) })).toMatchObject({
      interest: 3,
      patience: 2,
    });
  });
  it("R-NG-5: motivation — tier 3 interest +1, patience unchanged", () => {
    expect(resolveArgument(mid, { kind: "motivation", roll: roll(3) })).toMatchObject({
      interest: 3,
      patience: 3,
    });
  });
  it("R-NG-5: appealing to a used motivation — interest unchanged, patience −1", () => {
    expect(resolveArgument(mid, { kind: "usedMotivation", roll: roll(3) })).toMatchObject({
      interest: 2,
      patience: 2,
    });
  });
  it("R-NG-6: no motivation — tier 1 patience −1 and interest −1", () => {
    expect(resolveArgument(mid, { kind: "noMotivation", roll: roll(1) })).toMatchObject({
      interest: 1,
      patience: 2,
    });
  });
  it("R-NG-6: no motivation — tier 2 patience −1", () => {
    expect(resolveArgument(mid, { kind: "noMotivation", roll: roll(2) })).toMatchObject({
      interest: 2,
      patience: 2,
    });
  });
  it("R-NG-6: no motivation — tier 3 interest +1, patience −1", () => {
    expect(resolveArgument(mid, { kind: "noMotivation", roll: roll(3) })).toMatchObject({
      interest: 3,
      patience: 2,
    });
  });
  it("R-NG-6: natural 19/20 on a no-motivation argument keeps patience", () => {
    const crit = resolvePowerRoll({ dice: [10, 9], characteristic: 0 });
    expect(resolveArgument(mid, { kind: "noMotivation", roll: crit })).toMatchObject({
      interest: 3,
      patience: 3,
    });
  });
  it("R-NG-6: repeating the same no-motivation argument is an automatic tier 1", () => {
    expect(resolveArgument(mid, { kind: "noMotivation", roll: roll(3), repeated: true })).toMatchObject({
      interest: 1,
      patience: 2,
    });
    // Documented choice: a natural 19/20 still keeps patience (R-PR-7 keeps natural-roll extras).
    expect(resolveArgument(mid, { kind: "noMotivation", roll: roll(3, true), repeated: true })).toMatchObject(
      {
        interest: 1,
        patience: 3,
      },
    );
  });
  it("R-NG-7: a pitfall is an automatic failure — interest −1, patience −1, whatever the roll", () => {
    expect(resolveArgument(mid, { kind: "pitfall", roll: roll(3, true) })).toMatchObject({
      interest: 1,
      patience: 2,
    });
  });
  it("R-NG-7: caught in a lie — one more interest −1 when interest wasn't raised", () => {
    expect(resolveArgument(mid, { kind: "noMotivation", roll: roll(2), caughtInLie: true })).toMatchObject({
      interest: 1,
      patience: 2,
    });
    expect(resolveArgument(mid, { kind: "motivation", roll: roll(1), caughtInLie: true })).toMatchObject({
      interest: 1,
    });
    expect(resolveArgument(mid, { kind: "motivation", roll: roll(2), caughtInLie: true })).toMatchObject({
      interest: 3,
    });
  });
  it("R-NG-3: reaching interest 5 ends with a final offer", () => {
    const r = resolveArgument({ interest: 4, patience: 2 }, { kind: "motivation", roll: roll(3) });
    expect(r).toEqual({ interest: 5, patience: 2, ended: true });
    expect(negotiationEnd(r)).toBe("finalOffer");
  });
  it("R-NG-3: dropping to interest 0 ends with no offer", () => {
    const r = resolveArgument({ interest: 1, patience: 3 }, { kind: "pitfall", roll: roll(1) });
    expect(r).toEqual({ interest: 0, patience: 2, ended: true });
    expect(negotiationEnd(r)).toBe("noOffer");
  });
  it("R-NG-3: patience 0 ends with a final offer", () => {
    const r = resolveArgument({ interest: 3, patience: 1 }, { kind: "motivation", roll: roll(2) });
    expect(r).toEqual({ interest: 4, patience: 0, ended: true });
    expect(negotiationEnd(r)).toBe("finalOffer");
  });
  it("R-NG-3: an ended negotiation doesn't move", () => {
    const r = resolveArgument({ interest: 5, patience: 1 }, { kind: "pitfall", roll: roll(1) });
    expect(r).toEqual({ interest: 5, patience: 1, ended: true });
  });
  it("R-NG-1: interest and patience stay within 0–5 (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<ArgumentKind>("motivation", "usedMotivation", "noMotivation", "pitfall"),
        fc.constantFrom<Tier>(1, 2, 3),
        fc.boolean(),
        fc.boolean(),
        (interest, patience, kind, tier, critical, lie) => {
          const r = resolveArgument(
            { interest, patience },
            { kind, roll: { tier, critical }, caughtInLie: lie },
          );
          for (const v of [r.interest, r.patience]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(5);
          }
          expect(r.patience).toBeLessThanOrEqual(patience);
        },
      ),
    );
  });
  it("R-NG-5: difficulty — motivation medium, no motivation hard, others not rolled", () => {
    expect(argumentDifficulty("motivation")).toBe("medium");
    expect(argumentDifficulty("noMotivation")).toBe("hard");
    expect(argumentDifficulty("pitfall")).toBeNull();
    expect(argumentDifficulty("usedMotivation")).toBeNull();
  });
});

describe("discoverTest", () => {
  it("R-NG-4: tier 1 patience −1, tier 2 nothing, tier 3 learn a motivation or pitfall", () => {
    expect(discoverTest(mid, 1)).toMatchObject({ interest: 2, patience: 2, learned: false, ended: false });
    expect(discoverTest(mid, 2)).toMatchObject({ interest: 2, patience: 3, learned: false });
    expect(discoverTest(mid, 3)).toMatchObject({ interest: 2, patience: 3, learned: true });
  });
  it("R-NG-3: a failed discovery that empties patience ends the negotiation", () => {
    const r = discoverTest({ interest: 2, patience: 1 }, 1);
    expect(r).toEqual({ interest: 2, patience: 0, learned: false, ended: true });
    expect(negotiationEnd(r)).toBe("finalOffer");
  });
  it("R-NG-4: no second discovery test before an argument", () => {
    expect(canAttemptDiscovery(false, 0)).toBe(true);
    expect(canAttemptDiscovery(false, 1)).toBe(false);
    expect(canAttemptDiscovery(true, 1)).toBe(true);
  });
});

describe("offers, motivations, renown", () => {
  it("R-NG-8: offers by interest 0–5", () => {
    expect([0, 1, 2, 3, 4, 5].map(negotiationOffer)).toEqual([
      "noAnd",
      "no",
      "noBut",
      "yesBut",
      "yes",
      "yesAnd",
    ]);
    expect(negotiationOffer(9)).toBe("yesAnd");
    expect(negotiationOffer(-2)).toBe("noAnd");
  });
  it("R-NG-9: twelve motivations", () => {
    expect(MOTIVATIONS).toHaveLength(12);
    expect(MOTIVATIONS).toContain("higherAuthority");
  });
  it("R-NG-7: fame gives an edge on Flirt/Lead/Persuade arguments when renown ≥ impression", () => {
    const base = { renown: 3, impression: 3, npcKnowsHero: true, reputation: "fame" as const };
    expect(renownEdge({ ...base, argumentSkills: ["persuade"] })).toBe(1);
    expect(renownEdge({ ...base, argumentSkills: ["intimidate"] })).toBe(0);
    expect(renownEdge({ ...base, impression: 4, argumentSkills: ["persuade"] })).toBe(0);
    expect(renownEdge({ ...base, npcKnowsHero: false, argumentSkills: ["lead"] })).toBe(0);
  });
  it("R-NG-7: infamy gives an edge on Brag/Interrogate/Intimidate arguments", () => {
    const base = { renown: 5, impression: 2, npcKnowsHero: true, reputation: "infamy" as const };
    expect(renownEdge({ ...base, argumentSkills: ["intimidate"] })).toBe(1);
    expect(renownEdge({ ...base, argumentSkills: ["flirt"] })).toBe(0);
  });
  it("R-NG-7: a creature's impression defaults to its level (1–12)", () => {
    expect([defaultImpression(3), defaultImpression(0), defaultImpression(20)]).toEqual([3, 1, 12]);
  });
});

describe("book example: Zola Honeycut", () => {
  it("R-NG-5/R-NG-7: pitfall 2/4 → 1/3; motivation 14 → 2/2; motivation 12 with renown edge → 3/1", () => {
    let zola = { interest: 2, patience: 4 };
    // Corvo appeals to Higher Authority — a pitfall.
    zola = resolveArgument(zola, { kind: "pitfall", roll: roll(2) });
    expect(zola).toMatchObject({ interest: 1, patience: 3 });
    // Val's Read Person test of 17 reveals a pitfall (patience unchanged).
    const found = discoverTest(zola, resolvePowerRoll({ dice: [8, 7], characteristic: 2 }).tier);
    expect(found).toMatchObject({ learned: true, patience: 3 });
    // Linn appeals to Protection and rolls 14.
    zola = resolveArgument(zola, { kind: "motivation", roll: roll(2) });
    expect(zola).toMatchObject({ interest: 2, patience: 2 });
    expect(negotiationOffer(zola.interest)).toBe("noBut");
    // Yorn (renown 3, impression 3) appeals to Benevolence with Persuade and an edge: 12.
    const edge = renownEdge({
      renown: 3,
      impression: 3,
      npcKnowsHero: true,
      reputation: "fame",
      argumentSkills: ["persuade"],
    });
    expect(edge).toBe(1);
    zola = resolveArgument(zola, {
      kind: "motivation",
      roll: resolvePowerRoll({ dice: [4, 4], characteristic: 2, edges: edge }),
    });
    expect(zola).toMatchObject({ interest: 3, patience: 1, ended: false });
    expect(negotiationOffer(zola.interest)).toBe("yesBut");
  });
});

describe("argumentKind", () => {
  it("R-NG-7: touching a pitfall makes it a pitfall argument even when it also appeals to a motivation", () => {
    expect(argumentKind({ motivation: "greed", touchesPitfall: true }, [])).toBe("pitfall");
    expect(argumentKind({ motivation: null, touchesPitfall: true }, [])).toBe("pitfall");
  });

  it("R-NG-5: a motivation not yet appealed to is a motivation argument; a second appeal costs patience only", () => {
    expect(argumentKind({ motivation: "greed", touchesPitfall: false }, ["peace"])).toBe("motivation");
    expect(argumentKind({ motivation: "greed", touchesPitfall: false }, ["greed"])).toBe("usedMotivation");
  });

  it("R-NG-6: no motivation and no pitfall is the hard no-motivation argument", () => {
    expect(argumentKind({ motivation: null, touchesPitfall: false }, ["greed"])).toBe("noMotivation");
  });
});
