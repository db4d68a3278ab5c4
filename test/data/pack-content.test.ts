/**
 * What players and the Director find in the compendiums: every basic action of the combat chapter as an
 * ability, the Basic Malice features the combat code knows, rules journals whose links resolve, and sources
 * stored at the current schema version so the system's packs never need a runtime migration.
 */
import { describe, expect, it } from "vitest";
import { SCHEMA_VERSION, needsMigration } from "../../src/data/migrations/index.ts";
import { BASIC_MALICE, type BasicMaliceFeature } from "../../src/rules/index.ts";
import { basicActionOf } from "../../src/flows/basic-actions.ts";
import { filesUnder, isRecord, readJson, readText } from "../integrity/files.ts";

type Doc = Record<string, unknown> & {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  system?: unknown;
};
interface Ability {
  type: string;
  keywords: string[];
  distance: { type: string; melee: number };
  trigger: string;
  power: {
    characteristics: string[];
    tier1: { text: string; conditions: { condition: string }[] };
    tier2: { text: string; conditions: { condition: string }[] };
    tier3: { text: string; conditions: { condition: string }[] };
  };
}

const manifest = readJson("system.json") as { packs: { name: string; type: string }[] };
const packs = manifest.packs.map((pack) => ({
  ...pack,
  docs: filesUnder(`packs/${pack.name}`, ".json").map((file) => ({ file, doc: readJson(file) as Doc })),
}));
const docsOf = (name: string) => packs.find((p) => p.name === name)?.docs.map((d) => d.doc) ?? [];
const abilities = new Map(docsOf("abilities").map((d) => [d.name, d.system as Ability]));

describe("System packs are stored at the current schema version", () => {
  for (const pack of packs.filter((p) => p.type === "Actor" || p.type === "Item")) {
    it(`every ${pack.name} document and embedded item has schemaVersion ${SCHEMA_VERSION}`, () => {
      const systems = pack.docs.flatMap(({ doc }) => [
        doc.system,
        ...((doc["items"] as Doc[] | undefined) ?? []).map((i) => i.system),
      ]);
      expect(systems.length).toBeGreaterThan(0);
      for (const system of systems) {
        expect(isRecord(system) && !needsMigration(system), JSON.stringify(system).slice(0, 80)).toBe(true);
      }
    });
  }
});

describe("abilities pack: the combat chapter's basic actions (R-CB-8 … R-CB-15)", () => {
  const expected: Record<string, string> = {
    Advance: "move",
    Disengage: "move",
    Ride: "move",
    "Aid Attack": "maneuver",
    "Catch Breath": "maneuver",
    "Escape Grab": "maneuver",
    Grab: "maneuver",
    Hide: "maneuver",
    Knockback: "maneuver",
    "Make or Assist a Test": "maneuver",
    "Search for Hidden Creatures": "maneuver",
    "Stand Up": "maneuver",
    "Use Consumable": "maneuver",
    "Claw Dirt": "maneuver",
    Dig: "maneuver",
    Charge: "main",
    Defend: "main",
    Heal: "main",
    "Melee Weapon Free Strike": "main",
    "Ranged Weapon Free Strike": "main",
    "Opportunity Attack": "freeTriggered",
  };
  for (const [name, type] of Object.entries(expected)) {
    it(`R-CB-7: ${name} is a ${type} ability`, () => {
      expect(abilities.get(name)?.type).toBe(type);
    });
  }

  it("R-CB-14: Escape Grab rolls Might or Agility; tier 2 frees you after the grabber's free strike", () => {
    const escape = abilities.get("Escape Grab");
    expect(escape?.power.characteristics.sort()).toEqual(["agility", "might"]);
    expect(escape?.power.tier2.text).toMatch(/free strike/);
    expect(escape?.power.tier3.text).toMatch(/no longer grabbed/);
  });

  it("R-CB-15: Claw Dirt (Might) leaves you slowed and weakened on tier 1, slowed on tier 2, free on tier 3", () => {
    const claw = abilities.get("Claw Dirt");
    expect(claw?.power.characteristics).toEqual(["might"]);
    const conditions = (t: { conditions: { condition: string }[] } | undefined) =>
      t?.conditions.map((c) => c.condition);
    expect(conditions(claw?.power.tier1)).toEqual(["slowed", "weakened"]);
    expect(conditions(claw?.power.tier2)).toEqual(["slowed"]);
    expect(conditions(claw?.power.tier3)).toEqual([]);
  });

  it("R-CB-11: Opportunity Attack is a melee 1 free triggered action with its trigger written out", () => {
    const attack = abilities.get("Opportunity Attack");
    expect(attack?.distance).toMatchObject({ type: "melee", melee: 1 });
    expect(attack?.trigger).toMatch(/without shifting/);
  });
});

describe("abilities pack: basic actions that act (R-RC-1, R-CN-5, R-CB-10)", () => {
  it("R-RC-1 / R-CN-5 / R-CB-10 / R-CB-9: Catch Breath, Stand Up, Defend, Hide and Search carry the basic-action flag the use flow reads", () => {
    const flagged = docsOf("abilities").flatMap((d) => {
      const action = basicActionOf(d["flags"]);
      return action === null ? [] : [[d.name, action]];
    });
    expect(Object.fromEntries(flagged)).toEqual({
      "Catch Breath": "catchBreath",
      "Stand Up": "standUp",
      Defend: "defend",
      Hide: "hide",
      "Search for Hidden Creatures": "search",
    });
  });
});

describe("malice pack: the Basic Malice features (R-ML-3)", () => {
  it("R-ML-3: one feature per Basic Malice id the combat code uses, with the book's cost", () => {
    const features = docsOf("malice").map((d) => ({
      id: (d["flags"] as { steelbound?: { basicMalice?: BasicMaliceFeature } }).steelbound?.basicMalice,
      system: d.system as { featureType: string; cost: { malice: number } },
    }));
    expect(features.map((f) => f.id).sort()).toEqual(Object.keys(BASIC_MALICE).sort());
    for (const { id, system } of features) {
      expect(system.featureType).toBe("malice");
      expect(system.cost.malice).toBe(id === undefined ? NaN : BASIC_MALICE[id].cost);
    }
  });
});

describe("rules pack: journal entries", () => {
  const journals = docsOf("rules");

  it("R-CN-1 … R-CN-10: a Conditions journal with a page per condition", () => {
    const conditions = journals.find((j) => j.name === "Conditions");
    const pages = (conditions?.["pages"] as Doc[] | undefined)?.map((p) => p.name) ?? [];
    for (const name of [
      "Bleeding",
      "Dazed",
      "Frightened",
      "Grabbed",
      "Prone",
      "Restrained",
      "Slowed",
      "Surprised",
      "Taunted",
      "Weakened",
    ])
      expect(pages).toContain(name);
  });

  it("journal entries and their text pages carry the keys the Foundry CLI needs", () => {
    expect(journals.length).toBeGreaterThan(0);
    for (const journal of journals) {
      expect(journal._key).toBe(`!journal!${journal._id}`);
      const pages = journal["pages"] as (Doc & { text: { format: number; content: string } })[];
      expect(pages.length, journal.name).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(page._key).toBe(`!journal.pages!${journal._id}.${page._id}`);
        expect(page.type).toBe("text");
        expect(page.text.format).toBe(1);
        expect(page.text.content.length).toBeGreaterThan(0);
      }
    }
  });

  it("every @UUID link into a Steelbound compendium names a document that exists there", () => {
    const links = packs.flatMap((pack) =>
      pack.docs.flatMap(({ file }) =>
        [
          ...readText(file).matchAll(
            /@UUID\[Compendium\.steelbound\.([a-z0-9-]+)\.(\w+)\.([A-Za-z0-9]{16})\]/g,
          ),
        ].map(([, target, type, id]) => ({ file, target, type, id })),
      ),
    );
    expect(links.length).toBeGreaterThan(10);
    for (const { file, target, type, id } of links) {
      const pack = packs.find((p) => p.name === target);
      expect(pack?.type, `${file} → ${target}`).toBe(type);
      expect(
        pack?.docs.some((d) => d.doc._id === id),
        `${file} → ${target}.${id ?? ""}`,
      ).toBe(true);
    }
  });
});
