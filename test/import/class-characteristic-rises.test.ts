/**
 * R-HERO-ADV: at 4th and 10th level the book raises a class's primary characteristics. An official class
 * whose increase at those levels names another score (the official 0.11.1 Censor raises Might and Reason
 * at 4th; its primaries are Might and Presence) is imported as the book has it, and the import report
 * says what the source had; a source that splits the primaries' rise into a fixed rise and a choice is
 * taken as it is.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";

const rise = (level: number, characteristics: Record<string, number>, max?: number): JsonObject => ({
  _id: `Rise${level}`.padEnd(16, "0"),
  type: "characteristic",
  name: "",
  requirements: { level },
  characteristics,
  ...(max ? { max } : {}),
});

function classWith(advancements: JsonObject[]): JsonObject {
  return {
    _id: "BookClass0000001",
    name: "Judge",
    type: "class",
    img: null,
    system: {
      description: { value: "" },
      source: { book: "", page: "", license: "" },
      _dsid: "judge",
      level: 1,
      primary: "Wrath",
      turnGain: "2",
      minimum: "0",
      characteristics: { core: ["might", "presence"] },
      stamina: { starting: 21, level: 9 },
      recoveries: 12,
      advancements: Object.fromEntries(advancements.map((a) => [a["_id"] as string, a])),
    },
  };
}

type Adv = { level: number; choose: number; characteristics: Record<string, number> };

describe("class characteristic increases against the book (R-HERO-ADV)", () => {
  beforeAll(freshWorld);

  it("R-HERO-ADV: a 4th-level rise of Might and Reason for a Might/Presence class imports as Might and Presence, reported", () => {
    const result = convertOfficial(
      classWith([
        rise(4, { might: 1, reason: 1 }),
        rise(7, { might: 1, agility: 1, reason: 1, intuition: 1, presence: 1 }, 4),
      ]),
    );
    const advancements = (result.document["system"] as { advancements: Adv[] }).advancements;
    expect(advancements.find((a) => a.level === 4)?.characteristics).toEqual({
      might: 1,
      agility: 0,
      reason: 0,
      intuition: 0,
      presence: 1,
    });
    // Every score at 7th is the book's own rule: taken as it is, and nothing reported for it.
    expect(advancements.find((a) => a.level === 7)?.characteristics).toMatchObject({ reason: 1, agility: 1 });
    const notes = result.unmapped.filter((u) => u.field.includes("characteristics"));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.why).toMatch(/book raises .*might, presence.*this source raises might, reason/);
  });

  it("R-HERO-ADV: a 10th-level rise of the primaries is taken as it is, with no note", () => {
    const result = convertOfficial(classWith([rise(10, { might: 1, presence: 1 }, 5)]));
    const [ten] = (result.document["system"] as { advancements: Adv[] }).advancements;
    expect(ten?.characteristics).toMatchObject({ might: 1, presence: 1, reason: 0 });
    expect(result.unmapped.filter((u) => u.field.includes("characteristics"))).toEqual([]);
  });
});
