/**
 * The bestiary pack as a Director uses it: numbers that follow the book's monster maths, tokens sized and
 * barred like actors the system creates, and a goblin band that exercises every organization.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prototypeTokenFor } from "../../src/documents/prototype-token.ts";
import {
  BASIC_MALICE,
  usualTargetCount,
  encounterBudget,
  encounterEv,
  monsterStats,
  type Organization,
  type Role,
} from "../../src/rules/index.ts";
import { filesUnder, readJson } from "../integrity/files.ts";
import { createActor, freshWorld } from "../harness/world.ts";

interface PackItem {
  name: string;
  type: string;
  system: {
    category?: string;
    type?: string;
    keywords?: string[];
    villainAction?: number;
    featureType?: string;
    target?: { count: number };
    power?: { characteristics: string[] } & Record<
      "tier1" | "tier2" | "tier3",
      { damage: { value: number }; conditions: { potency: { strength: string } }[] }
    >;
  };
}
interface PackMonster {
  name: string;
  type: string;
  system: {
    level: number;
    organization: Organization;
    role: Role | "";
    ev: number;
    freeStrike: number;
    size: { value: number; letter: "T" | "S" | "M" | "L" };
    stamina: { value: number; max: number };
    characteristics: Record<string, number>;
  };
  prototypeToken?: Record<string, unknown>;
  items: PackItem[];
}

const monsters = filesUnder("packs/monsters", ".json").map((file) => ({
  file,
  doc: readJson(file) as PackMonster,
}));
const statsOf = ({ system }: PackMonster, targets?: number) =>
  monsterStats({
    level: system.level,
    organization: system.organization,
    role: system.role === "" ? undefined : system.role,
    targets,
  });
const byOrganization = (organization: Organization) =>
  monsters.filter((m) => m.doc.system.organization === organization).map((m) => m.doc);

beforeAll(freshWorld);

describe("bestiary pack: monster maths (R-MO-5)", () => {
  for (const { file, doc } of monsters) {
    it(`R-MO-5: ${doc.name} has the EV, stamina and free strike of its level, role and organization`, () => {
      const stats = statsOf(doc);
      expect(
        { ev: doc.system.ev, stamina: doc.system.stamina.max, freeStrike: doc.system.freeStrike },
        file,
      ).toEqual({
        ev: stats.ev,
        stamina: stats.stamina,
        freeStrike: stats.freeStrike,
      });
      expect(doc.system.stamina.value, file).toBe(doc.system.stamina.max);
      expect(Math.max(...Object.values(doc.system.characteristics)), file).toBe(stats.highestCharacteristic);
    });

    it(`R-MO-5: ${doc.name}'s signature strike deals the book's damage for its target count`, () => {
      const signature = doc.items.find(
        (i) =>
          i.type === "ability" && i.system.category === "signature" && i.system.keywords?.includes("strike"),
      );
      expect(signature, file).toBeDefined();
      const power = signature?.system.power;
      const damage = power ? [power.tier1, power.tier2, power.tier3].map((t) => t.damage.value) : [];
      expect(damage, file).toEqual([...statsOf(doc, signature?.system.target?.count).strikeDamage]);
    });

    it(`R-MO-5: ${doc.name}'s other damaging abilities (areas, no strike) add no characteristic`, () => {
      const usual = usualTargetCount(doc.system.organization);
      for (const ability of doc.items) {
        const power = ability.system.power;
        if (!power || ability.system.keywords?.includes("strike") || power.tier1.damage.value === 0) continue;
        // Target count 0 is "each creature in the area": more than one extra target, ×0.5.
        const count = ability.system.target?.count ?? 1;
        const targets = count === 0 ? usual + 2 : count;
        const damage = [power.tier1, power.tier2, power.tier3].map((t) => t.damage.value);
        expect(damage, `${file} ${ability.name}`).toEqual([...statsOf(doc, targets).nonStrikeDamage]);
      }
    });

    it(`R-MO-5: ${doc.name} rolls with its highest characteristic; potencies are weak, average, strong by tier`, () => {
      const highest = Math.max(...Object.values(doc.system.characteristics));
      for (const ability of doc.items.filter((i) => i.system.power?.characteristics.length)) {
        const power = ability.system.power;
        if (!power) continue;
        for (const characteristic of power.characteristics)
          expect(doc.system.characteristics[characteristic], `${file} ${ability.name}`).toBe(highest);
        const strengths = (["tier1", "tier2", "tier3"] as const).map((t) =>
          power[t].conditions.map((c) => c.potency.strength),
        );
        expect(
          strengths[0]?.every((s) => s === "weak"),
          ability.name,
        ).toBe(true);
        expect(
          strengths[1]?.every((s) => s === "average"),
          ability.name,
        ).toBe(true);
        expect(
          strengths[2]?.every((s) => s === "strong"),
          ability.name,
        ).toBe(true);
      }
    });

    it(`R-MV-13: ${doc.name}'s prototype token is sized, hostile, unlinked and shows stamina as bar 1`, () => {
      const expected = prototypeTokenFor({ type: doc.type, system: { size: doc.system.size } });
      expect(doc.prototypeToken, file).toMatchObject(expected);
    });
  }

  it("R-MV-13: dragged into the world, a size 3 solo keeps its 3 × 3 token", async () => {
    const hulk = monsters.find((m) => m.doc.system.organization === "solo")?.doc;
    const actor = await createActor(structuredClone(hulk) as unknown as Record<string, unknown>);
    expect((actor as unknown as { prototypeToken: object }).prototypeToken).toMatchObject({
      width: 3,
      height: 3,
      bar1: { attribute: "stamina" },
    });
  });
});

describe("bestiary pack: a goblin band a Director can build an encounter from", () => {
  it("R-MO-1: minions, a horde, a platoon, an elite, a leader and a solo", () => {
    for (const organization of ["minion", "horde", "platoon", "elite", "leader", "solo"] as const)
      expect(byOrganization(organization).length, organization).toBeGreaterThan(0);
  });

  it("R-CB-18: each leader and solo has exactly three villain actions, numbered 1 to 3; no one else has any", () => {
    for (const { doc } of monsters) {
      const villain = doc.items.filter((i) => i.system.type === "villain");
      const isVillain = doc.system.organization === "leader" || doc.system.organization === "solo";
      expect(villain.map((v) => v.system.villainAction).sort(), doc.name).toEqual(isVillain ? [1, 2, 3] : []);
    }
  });

  it("R-ML-4: the leader has its own Malice feature with a Malice cost", () => {
    for (const leader of byOrganization("leader")) {
      const malice = leader.items.filter((i) => i.type === "feature" && i.system.featureType === "malice");
      expect(malice.length, leader.name).toBeGreaterThan(0);
    }
    expect(Object.keys(BASIC_MALICE)).toHaveLength(2);
  });

  it("R-EB-1, R-EB-3: a standard fight for four level-1 heroes fits the band (8 spinecleavers, 4 throwers, the warlord)", () => {
    const ev = (name: string) => monsters.find((m) => m.doc.name === name)?.doc.system.ev ?? NaN;
    const total = encounterEv([
      { ev: ev("Goblin Spinecleaver"), count: 8, evPerSetOfFour: true },
      { ev: ev("Goblin Thrower"), count: 4, evPerSetOfFour: true },
      { ev: ev("Goblin Warlord"), count: 1 },
    ]);
    expect(total).toBe(21);
    expect(total).toBeLessThanOrEqual(encounterBudget([1, 1, 1, 1], "standard"));
  });

  it("R-EB-2: the solo alone, or the warlord on its warbeast with two shieldbearers, is a hard fight (36 EV)", () => {
    const ev = (name: string) => monsters.find((m) => m.doc.name === name)?.doc.system.ev ?? NaN;
    const hard = encounterBudget([1, 1, 1, 1], "hard");
    expect(ev("Cavern Hulk")).toBe(hard);
    expect(
      encounterEv([
        { ev: ev("Goblin Warbeast"), count: 1 },
        { ev: ev("Goblin Warlord"), count: 1 },
        { ev: ev("Goblin Shieldbearer"), count: 2 },
      ]),
    ).toBe(hard);
  });
});
