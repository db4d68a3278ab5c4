import { describe, expect, it } from "vitest";
import {
  blankAdvancement,
  characteristicArrays,
  characteristicRise,
  needsChoice,
  noCharacteristicChanges,
  offeredSkills,
  pendingAdvancements,
  recordsToUndo,
  resolveAdvancement,
  startingCharacteristics,
  withArrayLists,
  type AdvanceRecord,
  type Advancement,
} from "../../src/rules/index.ts";

// Advancement comes from the Heroes book's class tables (not the digest); R-HERO-ADV is this project's ID.
const base = (over: Partial<Advancement>): Advancement => ({ ...blankAdvancement("a", "items"), ...over });
const none = { knownSkills: new Set<string>(), knownLanguages: new Set<string>() };
const record = (over: Partial<AdvanceRecord>): AdvanceRecord => ({
  source: "class",
  advancement: "a",
  level: 1,
  items: [],
  skills: [],
  languages: [],
  characteristics: noCharacteristicChanges(),
  ...over,
});

describe("pendingAdvancements", () => {
  const sources = [
    {
      itemId: "class",
      advancements: [
        base({ id: "l2", level: 2 }),
        base({ id: "l1", level: 1 }),
        base({ id: "l5", level: 5 }),
      ],
    },
    { itemId: "kit", advancements: [base({ id: "k", level: 1 })] },
  ];
  it("R-HERO-ADV: a hero is owed what its options give up to its level and not taken yet, lowest level first", () => {
    const owed = pendingAdvancements(sources, 2, [{ source: "class", advancement: "l1" }]);
    expect(owed.map((p) => `${p.source}.${p.advancement.id}`)).toEqual(["kit.k", "class.l2"]);
  });
  it("R-HERO-ADV: what comes at a higher level waits for the level-up", () => {
    expect(pendingAdvancements(sources, 4, []).map((p) => p.advancement.id)).not.toContain("l5");
    expect(pendingAdvancements(sources, 5, []).map((p) => p.advancement.id)).toContain("l5");
  });
});

describe("needsChoice and offeredSkills", () => {
  it("R-HERO-ADV: a fixed grant (choose 0, or a pool no bigger than the choice) asks nothing", () => {
    expect(needsChoice(base({ pool: ["x", "y"] }))).toBe(false);
    expect(needsChoice(base({ pool: ["x"], choose: 1 }))).toBe(false);
    expect(needsChoice(base({ pool: ["x", "y"], choose: 1 }))).toBe(true);
    expect(needsChoice(base({ pool: [], itemType: "perk", choose: 1 }))).toBe(true);
    expect(needsChoice(base({ pool: ["x"], choose: 3, points: true }))).toBe(true);
    expect(needsChoice(base({ kind: "languages", choose: 1 }))).toBe(true);
    expect(needsChoice(base({ kind: "skills", choose: 1 }))).toBe(false);
    expect(needsChoice(base({ kind: "characteristics", choose: 1 }))).toBe(false);
    expect(
      needsChoice(
        base({
          kind: "characteristics",
          choose: 1,
          characteristics: { ...noCharacteristicChanges(), might: 1 },
        }),
      ),
    ).toBe(true);
  });
  it("R-TS-8 with R-HERO-ADV: a skill choice offers its named skills and every skill of its groups", () => {
    const offered = offeredSkills({ skills: ["alertness"], skillGroups: ["lore", "nonsense"] });
    expect(offered).toContain("alertness");
    expect(offered).toContain("history");
    expect(offered).not.toContain("climb");
  });
});

describe("resolveAdvancement", () => {
  it("R-HERO-ADV: a fixed item grant gives the whole pool whatever the answer", () => {
    const result = resolveAdvancement(base({ pool: ["f1", "f2"] }), { items: ["other"] }, none);
    expect(result).toEqual({
      ok: true,
      grant: { items: ["f1", "f2"], skills: [], languages: [], characteristics: [] },
    });
  });
  it("R-HERO-ADV: an ability choice takes exactly the number asked, from the pool only", () => {
    const choice = base({ pool: ["a", "b", "c"], choose: 1 });
    expect(resolveAdvancement(choice, { items: ["b"] }, none)).toMatchObject({
      ok: true,
      grant: { items: ["b"] },
    });
    expect(resolveAdvancement(choice, { items: ["a", "b"] }, none)).toEqual({
      ok: false,
      problems: ["count"],
    });
    expect(resolveAdvancement(choice, { items: ["z"] }, none)).toEqual({
      ok: false,
      problems: ["notOffered"],
    });
    expect(resolveAdvancement(choice, {}, none)).toEqual({ ok: false, problems: ["count"] });
  });
  it("R-HERO-ADV: a perk of the hero's choice is picked from the candidates the table has", () => {
    const perk = base({ itemType: "perk", choose: 1 });
    const context = { ...none, candidates: ["p1", "p2"] };
    expect(resolveAdvancement(perk, { items: ["p2"] }, context)).toMatchObject({ ok: true });
    expect(resolveAdvancement(perk, { items: ["p3"] }, context)).toMatchObject({ ok: false });
  });
  it("R-HERO-ADV (ancestry points): traits are bought with points, never more than the ancestry gives", () => {
    const traits = base({ pool: ["t1", "t2", "t3"], choose: 3, points: true });
    const itemPoints = new Map([
      ["t1", 2],
      ["t2", 1],
      ["t3", 2],
    ]);
    const context = { ...none, itemPoints };
    expect(resolveAdvancement(traits, { items: ["t1", "t2"] }, context)).toMatchObject({ ok: true });
    expect(resolveAdvancement(traits, { items: ["t1", "t3"] }, context)).toEqual({
      ok: false,
      problems: ["points"],
    });
    expect(resolveAdvancement(traits, { items: [] }, context)).toEqual({ ok: false, problems: ["points"] });
    // An item without a known price costs 1.
    expect(
      resolveAdvancement(traits, { items: ["t2", "t3"] }, { ...none, itemPoints: new Map() }),
    ).toMatchObject({
      ok: true,
    });
  });
  it("R-HERO-ADV: fixed skills and languages skip what the hero already has", () => {
    const skills = base({ kind: "skills", skills: ["lead", "alertness"] });
    const known = { knownSkills: new Set(["lead"]), knownLanguages: new Set(["Caelian"]) };
    expect(resolveAdvancement(skills, {}, known)).toMatchObject({
      ok: true,
      grant: { skills: ["alertness"] },
    });
    const languages = base({ kind: "languages", languages: ["Caelian", "Zaliac"] });
    expect(resolveAdvancement(languages, {}, known)).toMatchObject({
      ok: true,
      grant: { languages: ["Zaliac"] },
    });
  });
  it("R-HERO-ADV with R-TS-8: a skill choice picks new skills from what it offers", () => {
    const choice = base({ kind: "skills", choose: 2, skillGroups: ["lore"] });
    const known = { ...none, knownSkills: new Set(["history"]) };
    expect(resolveAdvancement(choice, { skills: ["magic", "religion"] }, known)).toMatchObject({ ok: true });
    expect(resolveAdvancement(choice, { skills: ["history", "magic"] }, known)).toMatchObject({
      ok: false,
      problems: ["notOffered"],
    });
    expect(resolveAdvancement(choice, { skills: ["magic"] }, known)).toEqual({
      ok: false,
      problems: ["count"],
    });
  });
  it("R-HERO-ADV: a language choice takes any new language, or one from its list", () => {
    const any = base({ kind: "languages", choose: 1 });
    const known = { ...none, knownLanguages: new Set(["Caelian"]) };
    expect(resolveAdvancement(any, { languages: [" Zaliac "] }, known)).toMatchObject({
      ok: true,
      grant: { languages: ["Zaliac"] },
    });
    expect(resolveAdvancement(any, { languages: ["Caelian"] }, known)).toMatchObject({ ok: false });
    expect(resolveAdvancement(any, { languages: ["", ""] }, known)).toEqual({
      ok: false,
      problems: ["count"],
    });
    const listed = base({ kind: "languages", choose: 1, languages: ["Khelt", "Vaslorian"] });
    expect(resolveAdvancement(listed, { languages: ["Khelt"] }, known)).toMatchObject({ ok: true });
    expect(resolveAdvancement(listed, { languages: ["Zaliac"] }, known)).toMatchObject({ ok: false });
  });
  it("R-HERO-ADV: characteristic increases apply as listed, or the chosen ones when there is a choice", () => {
    const fixed = base({
      kind: "characteristics",
      characteristics: { ...noCharacteristicChanges(), might: 1, reason: 1 },
    });
    expect(resolveAdvancement(fixed, {}, none)).toMatchObject({
      grant: { characteristics: ["might", "reason"] },
    });
    const pick = { ...fixed, choose: 1 };
    expect(resolveAdvancement(pick, { characteristics: ["reason"] }, none)).toMatchObject({
      ok: true,
      grant: { characteristics: ["reason"] },
    });
    expect(resolveAdvancement(pick, { characteristics: ["agility"] }, none)).toMatchObject({ ok: false });
    expect(resolveAdvancement(pick, { characteristics: ["might", "reason"] }, none)).toEqual({
      ok: false,
      problems: ["count"],
    });
  });
});

describe("characteristicRise", () => {
  it("R-HERO-ADV: an increase stops at the advancement's maximum, and a score already there stays", () => {
    const scores = { might: 2, agility: 4, reason: 1, intuition: 0, presence: -1 };
    const rise = characteristicRise(
      scores,
      { characteristics: { might: 1, agility: 1, reason: 3, intuition: 1, presence: 1 }, max: 3 },
      ["might", "agility", "reason"],
    );
    expect(rise).toEqual({ might: 1, agility: 0, reason: 2, intuition: 0, presence: 0 });
    expect(
      characteristicRise(scores, { characteristics: { ...noCharacteristicChanges(), might: 2 }, max: 0 }, [
        "might",
      ]),
    ).toMatchObject({ might: 2 });
  });
  it("R-CH-1: no score rises above +5, even when the advancement states no cap (「各能力値には-5から+5の範囲のスコアがある」)", () => {
    const scores = { might: 4, agility: 5, reason: 3, intuition: 0, presence: -1 };
    const uncapped = {
      characteristics: { might: 2, agility: 1, reason: 1, intuition: 0, presence: 0 },
      max: 0,
    };
    expect(characteristicRise(scores, uncapped, ["might", "agility", "reason"])).toEqual({
      ...noCharacteristicChanges(),
      might: 1,
      reason: 1,
    });
    // A stated cap above the book's range is still held to +5.
    expect(characteristicRise(scores, { ...uncapped, max: 7 }, ["might"])).toMatchObject({ might: 1 });
  });
});

describe("recordsToUndo", () => {
  it("R-HERO-ADV: dropping to a level gives back every grant above it and what its items granted", () => {
    const l1 = record({ advancement: "l1", level: 1, items: ["f1"] });
    const l4 = record({ advancement: "l4", level: 4, items: ["feat"] });
    const nested = record({ source: "feat", advancement: "n", level: 1, items: ["deep"] });
    const deeper = record({ source: "deep", advancement: "d", level: 1 });
    const ofLevel1Item = record({ source: "f1", advancement: "x", level: 1 });
    const undo = recordsToUndo([l1, l4, nested, deeper, ofLevel1Item], 3);
    expect(undo).toEqual([l4, nested, deeper]);
  });
});

describe("starting characteristics", () => {
  it("R-HERO-ADV: two primaries leave three scores and three arrays; one primary leaves four and four arrays", () => {
    expect(characteristicArrays(2)).toHaveLength(3);
    expect(characteristicArrays(2).every((a) => a.length === 3)).toBe(true);
    expect(characteristicArrays(1)).toHaveLength(4);
    expect(characteristicArrays(1).every((a) => a.length === 4)).toBe(true);
  });
  it("R-HERO-ADV: primaries start at 2 and the others take one array in any order", () => {
    expect(startingCharacteristics(["might", "presence"], { agility: -1, reason: 2, intuition: -1 })).toEqual(
      {
        ok: true,
        scores: { might: 2, agility: -1, reason: 2, intuition: -1, presence: 2 },
      },
    );
    expect(startingCharacteristics(["might", "presence"], { agility: 2, reason: 2, intuition: 2 })).toEqual({
      ok: false,
    });
    expect(startingCharacteristics(["might", "presence"], { agility: 1, reason: 0 })).toEqual({ ok: false });
    expect(
      startingCharacteristics(["intuition"], { might: 1, agility: 1, reason: 1, presence: 0 }),
    ).toMatchObject({ ok: true, scores: { intuition: 2, presence: 0 } });
  });
});

describe("blankAdvancement and withArrayLists", () => {
  it("R-HERO-ADV: a new entry grants nothing at level 1; a prepared entry's Sets read as arrays", () => {
    const blank = blankAdvancement("new", "skills");
    expect(blank).toMatchObject({ id: "new", kind: "skills", level: 1, choose: 0, skills: [], max: 0 });
    expect(needsChoice(blank)).toBe(false);
    const prepared = { ...blank, skills: new Set(["lead"]), skillGroups: new Set(["lore"]) };
    const read = withArrayLists(prepared);
    expect(read.skills).toEqual(["lead"]);
    expect(offeredSkills(read)).toContain("history");
  });
});
