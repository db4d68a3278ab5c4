import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { montageTrackerContext } from "../../src/applications/director/context/montage.ts";
import { montageOutcomeCard } from "../../src/applications/director/context/outcome.ts";
import {
  applyMontageForm,
  emptyMontage,
  endMontageRound,
  montageTally,
  recordMontageAction,
  setMontageHeroes,
  undoMontage,
  type MontageChange,
  type MontageState,
} from "../../src/data/settings/montage.ts";
import { sampleMontage } from "../fixtures/director.ts";
import { recordMontageTest } from "../../src/data/settings/montage.ts";
import { MontageModel } from "../../src/data/settings/director.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");
const [ariadne, brisk, cael, dunmore] = sampleMontage.heroes.map((h) => h.id) as [
  string,
  string,
  string,
  string,
];

function ok(change: MontageChange): MontageState {
  if (!change.ok) throw new Error(change.error);
  return change.state;
}

describe("montage tracker", () => {
  it("R-TS-6: limits follow the difficulty and the number of heroes taking part", () => {
    expect(montageTrackerContext(en, sampleMontage, { isGM: true }).limitsLabel).toBe(
      "4 heroes: success limit 5, failure limit 3",
    );
    const six = setMontageHeroes(sampleMontage, [
      ...sampleMontage.heroes,
      { id: "Actor.e", name: "E" },
      { id: "Actor.f", name: "F" },
    ]);
    const hard = applyMontageForm(six, { difficulty: "hard" });
    expect([montageTally(hard).successLimit, montageTally(hard).failureLimit]).toEqual([8, 4]);
  });

  it("R-TS-6: the tally is kept per round, with the current round marked", () => {
    const context = montageTrackerContext(en, sampleMontage, { isGM: true });
    expect(context.perRound.map((r) => [r.label, r.successes, r.failures, r.current])).toEqual([
      ["Round 1", 2, 1, false],
      ["Round 2", 1, 0, true],
    ]);
    expect([context.successes, context.failures, context.roundLabel]).toEqual([3, 1, "Round 2 of 2"]);
  });

  it("R-TS-6: a hero can't use the same skill twice in one montage; other heroes can", () => {
    const refused = recordMontageAction(sampleMontage, {
      heroId: brisk,
      skill: "endurance",
      outcome: "success",
    });
    expect(refused).toEqual({ ok: false, error: "STEELBOUND.Director.Montage.Error.SkillUsed" });
    expect(
      ok(recordMontageAction(sampleMontage, { heroId: cael, skill: "endurance", outcome: "success" }))
        .entries,
    ).toHaveLength(6);
    const briskRow = montageTrackerContext(en, sampleMontage, { isGM: true }).heroes[1];
    expect(briskRow?.usedSkills).toEqual(["Endurance"]);
    expect(briskRow?.skillOptions.map((o) => o.value)).not.toContain("endurance");
    expect(briskRow?.skillOptions[0]).toMatchObject({ value: "", label: "No skill" });
  });

  it("R-TS-6: each hero acts once per round; the round is over when all have acted", () => {
    expect(recordMontageAction(sampleMontage, { heroId: ariadne, skill: "", outcome: "success" })).toEqual({
      ok: false,
      error: "STEELBOUND.Director.Montage.Error.AlreadyActed",
    });
    let state = sampleMontage;
    for (const heroId of [brisk, cael])
      state = ok(recordMontageAction(state, { heroId, skill: "", outcome: "none" }));
    expect(montageTrackerContext(en, state, { isGM: true }).roundOver).toBe(false);
    state = ok(recordMontageAction(state, { heroId: dunmore, skill: "", outcome: "none" }));
    const context = montageTrackerContext(en, state, { isGM: true });
    expect([context.roundOver, context.endRoundLabel]).toEqual([true, "End the last round"]);
    expect(context.heroes.every((h) => !h.canAct)).toBe(true);
  });

  it("R-TS-6: a success the Director grants counts without using a hero's action", () => {
    const state = ok(recordMontageAction(sampleMontage, { heroId: "", skill: "lie", outcome: "success" }));
    expect(montageTally(state).successes).toBe(4);
    expect(montageTally(state).acted).toEqual([ariadne]);
    expect(state.entries.at(-1)?.skill).toBe("");
  });

  it("R-TS-6: reaching the success limit is a total success (1 victory at moderate) and closes the montage", () => {
    const state = ok(
      recordMontageAction(
        ok(recordMontageAction(sampleMontage, { heroId: brisk, skill: "swim", outcome: "success" })),
        { heroId: cael, skill: "track", outcome: "success" },
      ),
    );
    const context = montageTrackerContext(en, state, { isGM: true });
    expect([context.result, context.resultLabel, context.victoriesLabel]).toEqual([
      "totalSuccess",
      "Total success",
      "Victories: 1",
    ]);
    expect(context.editable).toBe(false);
    expect(recordMontageAction(state, { heroId: dunmore, skill: "", outcome: "success" })).toEqual({
      ok: false,
      error: "STEELBOUND.Director.Montage.Error.Over",
    });
    expect(endMontageRound(state).ok).toBe(false);
  });

  it("R-TS-6: when time runs out, successes ≥ failures + 2 is a partial success; less is a total failure", () => {
    const partial = ok(endMontageRound(sampleMontage));
    expect(montageTally(partial)).toMatchObject({ timeUp: true, result: "partialSuccess", victories: 1 });
    const close = ok(
      endMontageRound(
        ok(recordMontageAction(sampleMontage, { heroId: brisk, skill: "", outcome: "failure" })),
      ),
    );
    expect(montageTally(close)).toMatchObject({ result: "totalFailure", victories: 0 });
    expect(montageOutcomeCard(en, close)).toMatchObject({
      title: "Outrun the storm",
      tone: "failure",
      result: "Total failure — Victories: 0",
    });
  });

  it("R-TS-6: the Director may allow more rounds; hard total success gives 2 victories", () => {
    const longer = applyMontageForm(sampleMontage, { maxRounds: 3, difficulty: "hard" });
    expect(montageTally(ok(endMontageRound(longer))).result).toBe("ongoing");
    const won: MontageState = {
      ...longer,
      entries: Array.from({ length: 6 }, () => ({
        round: 1,
        heroId: "",
        skill: "",
        outcome: "success" as const,
      })),
    };
    expect(montageTally(won)).toMatchObject({ successLimit: 6, result: "totalSuccess", victories: 2 });
  });

  it("undo takes back the last action of this round, then reopens the previous round", () => {
    const once = undoMontage(sampleMontage);
    expect(once.entries).toHaveLength(4);
    const twice = undoMontage(once);
    expect([twice.roundsCompleted, twice.entries.length]).toEqual([0, 4]);
    expect(undoMontage(emptyMontage())).toEqual(emptyMontage());
  });

  it("a player sees the montage read-only; the labels exist in Japanese", () => {
    const context = montageTrackerContext(ja, sampleMontage, { isGM: false });
    expect([context.editable, context.canEndRound, context.heroes.some((h) => h.canAct)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(context.difficultyLabel).toBe("モデレート");
    expect(ja.missing.size).toBe(0);
  });

  it("removing a hero drops their actions; unknown heroes can't act", () => {
    const without = setMontageHeroes(
      sampleMontage,
      sampleMontage.heroes.filter((h) => h.id !== ariadne),
    );
    expect(without.entries.some((e) => e.heroId === ariadne)).toBe(false);
    expect(recordMontageAction(without, { heroId: ariadne, skill: "", outcome: "success" })).toMatchObject({
      ok: false,
    });
  });
});

describe("R-TS-6: a hero's test card counted while the montage runs", () => {
  const running = { ...sampleMontage, roundsCompleted: 0, entries: [] };
  it("R-TS-6: counts a success or failure once per hero and round, only while running, with its skill", () => {
    const first = recordMontageTest(running, { heroId: ariadne, skill: "climb", success: true });
    expect(first).toMatchObject({ ok: true });
    const state = first && first.ok ? first.state : running;
    expect(state.entries).toEqual([{ round: 1, heroId: ariadne, skill: "climb", outcome: "success" }]);
    expect(recordMontageTest(state, { heroId: ariadne, skill: "lift", success: false })).toBeNull();
    expect(
      recordMontageTest({ ...running, live: false }, { heroId: ariadne, skill: "", success: true }),
    ).toBeNull();
    expect(
      recordMontageTest(running, { heroId: "Actor.stranger000001", skill: "", success: true }),
    ).toBeNull();
  });
  it("R-TS-6: a montage saved before it could run (no `live`) reads as not running", () => {
    const { live: _omit, ...old } = sampleMontage;
    expect(new MontageModel(old as never).live).toBe(false);
  });
});
