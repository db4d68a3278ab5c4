import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { heroContext } from "../../src/applications/sheets/context/hero.ts";
import { monsterContext } from "../../src/applications/sheets/context/monster.ts";
import { retainerContext } from "../../src/applications/sheets/context/retainer.ts";
import { hero } from "../fixtures/hero.ts";
import { spinecleaver, wyrm } from "../fixtures/monster.ts";
import { retainer } from "../fixtures/retainer.ts";
import { filesUnder, readJson } from "../integrity/files.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");

describe("hero sheet context", () => {
  const context = heroContext(en, hero);

  it("shows all 30 abilities grouped by action type, with the use button's item ids", () => {
    expect(context.abilityCount).toBe(30);
    expect(context.abilityGroups.flatMap((g) => g.abilities)).toHaveLength(30);
    expect(context.abilityGroups[0]?.label).toBe("Main actions");
  });

  it("R-RC-1: shows recoveries and the derived recovery value, never recomputing it", () => {
    expect(context.recoveries).toEqual({ value: 7, max: 10, recoveryValue: 21 });
  });

  it("R-AB-8: names the heroic resource from the class, and shows surges and victories", () => {
    // A Fury stops at 0 (R-AB-8): nothing to say about a floor.
    expect(context.heroicResource).toEqual({ name: "Ferocity", value: 4, note: "", below: false });
    expect([context.surges, context.victories, context.xp]).toEqual([2, 3, 22]);
  });

  it("reads ancestry, class, subclass and kit from the embedded items", () => {
    expect(context.heritage).toMatchObject({
      ancestry: "Orc",
      className: "Fury",
      subclass: "Berserker",
      kit: "Panther",
    });
  });

  it("R-TS-8: lists every skill by group and marks the ones the hero knows", () => {
    expect(context.skillGroups.map((g) => g.label)).toEqual([
      "Crafting",
      "Exploration",
      "Interpersonal",
      "Intrigue",
      "Lore",
    ]);
    const known = context.skillGroups.flatMap((g) => g.skills.filter((s) => s.known).map((s) => s.label));
    expect(known.sort()).toEqual(["Climb", "Endurance", "Intimidate", "Lift", "Nature", "Track"]);
  });

  it("R-TS-8: each skill group and the languages line link to the reference journal in the table's language", () => {
    /** The journal and page ids a compendium UUID names, checked against the pack's JSON sources. */
    const resolves = (uuid: string, pack: string): boolean => {
      const m =
        /^Compendium\.steelbound\.([a-z-]+)\.JournalEntry\.(\w{16})(?:\.JournalEntryPage\.(\w{16}))?$/.exec(
          uuid,
        );
      if (m?.[1] !== pack) return false;
      const journal = filesUnder(`packs/${pack}`, ".json")
        .map((f) => readJson(f) as { _id: string; pages: { _id: string }[] })
        .find((j) => j._id === m[2]);
      return journal !== undefined && (m[3] === undefined || journal.pages.some((p) => p._id === m[3]));
    };
    for (const [i18n, pack] of [
      [en, "hero-reference"],
      [ja, "hero-reference-ja"],
    ] as const) {
      const c = heroContext(i18n, hero);
      for (const group of c.skillGroups) expect(resolves(group.reference, pack), group.reference).toBe(true);
      expect(new Set(c.skillGroups.map((g) => g.reference)).size).toBe(5);
      expect(resolves(c.languagesReference, pack), c.languagesReference).toBe(true);
    }
  });

  it("groups treasures by category and shows project progress from derived data", () => {
    expect(context.treasures.map((g) => g.label)).toEqual(["Leveled treasures", "Trinkets", "Consumables"]);
    expect(context.projects[0]).toMatchObject({ goal: 150, points: 96, percent: 64 });
  });

  it("play and edit mode are flags the templates switch on", () => {
    expect([context.isPlay, context.isEdit]).toEqual([true, false]);
    const edit = heroContext(en, { ...hero, mode: "edit" });
    expect([edit.isPlay, edit.isEdit]).toEqual([false, true]);
  });
});

describe("monster stat block context", () => {
  const context = monsterContext(en, wyrm);

  it("R-MO-1: reads level, organization, EV, keywords and the stats row", () => {
    expect(context.levelLine).toBe("Level 5 Solo");
    expect(context.evLabel).toBe("EV 84");
    expect(context.keywords).toBe("Dragon, Elemental");
    expect([context.size, context.speed, context.stability, context.freeStrike]).toEqual([
      "3",
      "8 (fly)",
      3,
      7,
    ]);
  });

  it("R-DM-2, R-DM-3: lists immunities (including 'all') and weaknesses", () => {
    expect(context.damage).toEqual({ immunities: "poison all, fire 10", weaknesses: "cold 5" });
  });

  it("R-CB-18: shows the three villain actions in order, apart from the other abilities", () => {
    expect(context.villainActions.map((v) => v.typeLabel)).toEqual([
      "Villain Action 1",
      "Villain Action 2",
      "Villain Action 3",
    ]);
    expect(context.abilityGroups.flatMap((g) => g.abilities).some((a) => a.type === "villain")).toBe(false);
  });

  it("R-ML-4: separates traits from Malice features, with their Malice cost", () => {
    expect(context.traits.map((t) => t.name)).toEqual(["Ember Scales", "Solo Monster"]);
    expect(context.maliceFeatures.map((m) => [m.name, m.cost])).toEqual([
      ["Kindle", "3 Malice"],
      ["Wyrmfire Surge", "5 Malice"],
    ]);
  });

  it("R-MO-5: a minion's EV is for four minions, its role follows the organization, and it has a with-captain line", () => {
    const minion = monsterContext(en, spinecleaver);
    expect(minion.levelLine).toBe("Level 1 Minion Brute");
    expect(minion.evLabel).toBe("EV 3 for four minions");
    expect(minion.withCaptain).toBe("+1 damage bonus to strikes");
    expect(monsterContext(ja, spinecleaver).levelLine).toBe("レベル1 ミニオン ブルート");
  });

  it("R-MO-1: edit mode offers the organizations and the roles, with no role for leaders and solos", () => {
    expect(context.organizations.find((o) => o.selected)?.label).toBe("Solo");
    expect(context.roles.find((o) => o.selected)?.value).toBe("");
    expect(monsterContext(en, spinecleaver).roles.find((o) => o.selected)?.label).toBe("Brute");
    expect(monsterContext(en, spinecleaver).keywordsRaw).toBe("goblin, humanoid");
  });
});

describe("retainer context", () => {
  it("R-RT-1, R-RT-4: shows its mentor, its recoveries and its dying state", () => {
    const context = retainerContext(en, retainer);
    expect(context.mentorName).toBe("Varka Ironvein");
    expect(context.recoveries.max).toBe(6);
    expect(context.stamina.condition).toBe("dying");
    expect(retainerContext(en, { ...retainer, mentorName: "" }).mentorName).toBe("No mentor");
  });
});

describe("localisation of the actor contexts", () => {
  it("builds every actor context in English and Japanese without a missing key", () => {
    for (const i18n of [en, ja]) {
      heroContext(i18n, hero);
      monsterContext(i18n, wyrm);
      retainerContext(i18n, retainer);
    }
    expect([...en.missing, ...ja.missing]).toEqual([]);
  });
});
