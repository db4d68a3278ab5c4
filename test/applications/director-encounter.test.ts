import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { encounterBuilderContext } from "../../src/applications/director/context/encounter.ts";
import {
  addMonster,
  addPartyMember,
  applyEncounterForm,
  emptyEncounter,
  removeMonster,
  type EncounterState,
} from "../../src/data/settings/encounter.ts";
import { sampleEncounter } from "../fixtures/director.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");
const view = (state: EncounterState, lang = en) =>
  encounterBuilderContext(lang, state, { isGM: true, monsterChoices: [] });

const scout = sampleEncounter.monsters[2];
if (!scout) throw new Error("fixture");
const { count: _count, ...scoutLine } = scout;

describe("encounter builder: budget", () => {
  it("R-EB-1, R-EB-2: four level-1 heroes have 18 / 24 / 36 / 48 EV at easy / standard / hard / extreme", () => {
    const budgets = (["easy", "standard", "hard", "extreme"] as const).map(
      (difficulty) => view(applyEncounterForm(sampleEncounter, { difficulty })).budget,
    );
    expect(budgets).toEqual([18, 24, 36, 48]);
    expect(view(sampleEncounter).difficultyOptions.map((o) => o.label)).toEqual([
      "Easy — 18 EV (75 %)",
      "Standard — 24 EV (100 %)",
      "Hard — 36 EV (150 %)",
      "Extreme — 48 EV (200 %)",
    ]);
  });

  it("R-RT-2: a retainer counts as one more hero of its level", () => {
    const withRetainer = addPartyMember(sampleEncounter, {
      id: "Actor.retainerMira01",
      name: "Mira",
      level: 2,
      retainer: true,
    });
    const context = view(withRetainer);
    expect(context.budget).toBe(24 + 8);
    expect(context.partySummary).toBe("Heroes: 4 · retainers: 1");
    expect(context.party.at(-1)).toMatchObject({ kindLabel: "Retainer", ev: 8 });
  });

  it("R-EB-1: editing a level in the list changes the budget; junk keeps the old level", () => {
    const id = sampleEncounter.party[0]?.id ?? "";
    expect(view(applyEncounterForm(sampleEncounter, { [`party.${id}.level`]: 3 })).budget).toBe(28);
    expect(view(applyEncounterForm(sampleEncounter, { [`party.${id}.level`]: "x" })).budget).toBe(24);
    expect(view(applyEncounterForm(sampleEncounter, { [`party.${id}.level`]: 40 })).party[0]?.level).toBe(10);
  });
});

describe("encounter builder: monsters", () => {
  it("R-EB-3, R-MO-5: minions are bought per set of four; other monsters per creature", () => {
    const context = view(sampleEncounter);
    expect(context.monsters.map((m) => [m.name, m.lineEv, m.evLabel, m.setsLabel])).toEqual([
      ["Goblin Spinecleaver", 6, "EV 3 for four minions", "Sets of four: 2"],
      ["Goblin Thrower", 3, "EV 3 for four minions", "Sets of four: 1"],
      ["Goblin Scout", 12, "EV 6", ""],
    ]);
    expect(context.totalEv).toBe(21);
  });

  it("R-EB-3: a partial set of minions costs a full set", () => {
    const five = applyEncounterForm(sampleEncounter, { "monsters.Actor.spinecleaver0001.count": 5 });
    expect(view(five).monsters[0]?.lineEv).toBe(6);
  });

  it("R-EB-1: under budget shows the leftover and the Malice suggestion; on and over are flagged", () => {
    const under = view(sampleEncounter);
    expect([under.status, under.statusLabel, under.leftover]).toEqual(["under", "Under budget by 3 EV", 3]);
    expect(under.maliceHint).toContain("(3)");
    const on = view(applyEncounterForm(sampleEncounter, { "monsters.Actor.spinecleaver0001.count": 12 }));
    expect([on.status, on.statusLabel, on.maliceHint]).toEqual(["on", "On budget", ""]);
    const over = view(addMonster(sampleEncounter, scoutLine));
    expect([over.status, over.statusLabel, over.leftover]).toEqual(["over", "Over budget by 3 EV", 0]);
    expect(over.meterPercent).toBe(100);
  });

  it("dropping a stat block again adds one more of it; removing the foe clears the objective's target", () => {
    const more = addMonster(sampleEncounter, scoutLine);
    expect(more.monsters).toHaveLength(3);
    expect(more.monsters[2]?.count).toBe(3);
    const removed = removeMonster(sampleEncounter, scout.uuid);
    expect(removed.monsters).toHaveLength(2);
    expect(removed.facts.target).toBe("");
    expect(sampleEncounter.monsters).toHaveLength(3);
  });

  it("an empty draft asks for heroes and monsters", () => {
    const context = view(emptyEncounter());
    expect([context.hasParty, context.hasMonsters, context.budget, context.totalEv]).toEqual([
      false,
      false,
      0,
      0,
    ]);
    expect(context.status).toBe("on");
  });
});

describe("encounter builder: objectives", () => {
  it("R-EB-4: defeating a foe worth more than a third of the EV keeps the difficulty", () => {
    const context = view(sampleEncounter);
    expect(context.fields.target).toBe(true);
    expect([context.shift, context.effectiveLabel]).toEqual([0, "Plays as Standard"]);
  });

  it("R-EB-4: defeating a foe worth a third or less of the EV makes it one step easier", () => {
    const thrower = applyEncounterForm(sampleEncounter, { "facts.target": "Actor.goblinThrower01" });
    const context = view(thrower);
    expect([context.shift, context.shiftLabel, context.effectiveLabel]).toEqual([
      -1,
      "The objective shifts the difficulty by −1.",
      "Plays as Easy",
    ]);
  });

  it("R-EB-4: holding them off for 5 rounds makes it one step harder; the form asks for rounds and points", () => {
    const hold = applyEncounterForm(sampleEncounter, { objective: "holdThemOff", "facts.rounds": 5 });
    const context = view(hold);
    expect([context.fields.rounds, context.fields.defendedPoints, context.fields.target]).toEqual([
      true,
      true,
      false,
    ]);
    expect(context.effectiveLabel).toBe("Plays as Hard");
  });

  it("R-EB-4: destroy the thing shows the object's usual stamina (level × 35)", () => {
    const destroy = view(applyEncounterForm(sampleEncounter, { objective: "destroyTheThing" }));
    expect(destroy.destroyStamina).toBe("The object's stamina is usually 35 (level 1 × 35).");
    expect(destroy.effectiveLabel).toBe("Plays as Easy");
  });

  it("an unknown objective or target from the form is ignored", () => {
    const junk = applyEncounterForm(sampleEncounter, {
      objective: "winTheLottery",
      "facts.target": "Actor.nope",
    });
    expect(junk.objective).toBe("");
    expect(junk.facts.target).toBe(sampleEncounter.facts.target);
  });

  it("the Japanese labels use the seed's terms", () => {
    const context = view(sampleEncounter, ja);
    expect(context.objectiveOptions.find((o) => o.selected)?.label).toBe("特定の敵を倒す");
    expect(context.effectiveDifficulty).toBe("標準");
    expect(ja.missing.size).toBe(0);
  });
});
