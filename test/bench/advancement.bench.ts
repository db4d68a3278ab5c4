/**
 * R-HERO-ADV: the work a level-up costs on the client before its two writes — what the hero is owed and
 * the check of the answers — for a hero with the option items of a 10th-level hero (a class with 40
 * advancements and nine more items with five each).
 */
import { bench, describe } from "vitest";
import { pendingAdvancements, resolveAdvancement, type Advancement } from "../../src/rules/index.ts";

const none = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 };
const skillChoice = (id: string, level: number): Advancement => ({
  id,
  kind: "skills",
  level,
  choose: 1,
  pool: [],
  itemType: "",
  perkGroups: [],
  points: false,
  skills: [],
  skillGroups: ["exploration", "lore"],
  languages: [],
  characteristics: none,
  max: 0,
});

const sources = [
  { itemId: "class", advancements: Array.from({ length: 40 }, (_, i) => skillChoice(`c${i}`, (i % 10) + 1)) },
  ...Array.from({ length: 9 }, (_, n) => ({
    itemId: `item${n}`,
    advancements: Array.from({ length: 5 }, (_, i) => skillChoice(`a${i}`, (i % 5) + 1)),
  })),
];
const records = sources.flatMap((s) =>
  s.advancements.filter((a) => a.level <= 9).map((a) => ({ source: s.itemId, advancement: a.id })),
);

describe("level-up planning (R-HERO-ADV)", () => {
  bench("what a 9th-level hero is owed at 10th, each answer checked", () => {
    const known = new Set(["climb", "swim"]);
    for (const { advancement } of pendingAdvancements(sources, 10, records))
      resolveAdvancement(
        advancement,
        { skills: ["navigate"] },
        { knownSkills: known, knownLanguages: new Set() },
      );
  });
});
