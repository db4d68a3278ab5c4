import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { heroContext } from "../../src/applications/sheets/context/hero.ts";
import { readAbility } from "../../src/documents/ability-info.ts";
import { targetOutcome, type AbilityTierData } from "../../src/rules/index.ts";
import { hero } from "../fixtures/hero.ts";

// Kit bonuses are Heroes book rules (R-HERO-KIT-…, this project's IDs); the fixture's kit is Panther:
// melee damage +4/+4/+4, melee distance +1.
const en = createLocalizer("en");
const context = heroContext(en, hero);
const card = (name: string) => {
  const found = context.abilityGroups.flatMap((g) => g.abilities).find((a) => a.name === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
};

describe("kit bonuses folded into a hero's ability cards", () => {
  it("R-HERO-KIT-DAMAGE, R-HERO-KIT-DISTANCE: a melee weapon strike shows kit damage and distance", () => {
    const arc = card("Cleaving Arc");
    expect(arc.distance).toBe("Melee 2");
    expect(arc.powerRoll?.tiers.map((t) => t.text)).toEqual([
      "7 + M or A damage",
      "10 + M or A damage",
      "13 + M or A damage",
    ]);
  });

  it("R-AB-2: a melee-or-ranged weapon ability gets the melee bonus only on its melee distance", () => {
    const lash = card("Lash of Chains");
    expect(lash.distance).toBe("Melee 2 or ranged 5");
    expect(lash.powerRoll?.tiers[0]?.text).toBe("8 + M or A damage; pull 2");
  });

  it("R-HERO-KIT-DAMAGE: abilities without the Weapon keyword are unchanged", () => {
    expect(card("Hunter's Leap").distance).toBe("Self");
    const grab = card("Grab");
    expect(grab.powerRoll?.tiers.map((t) => t.text).join(" ")).not.toMatch(/\d+ damage/);
  });
});

describe("the roll reads the same kit bonus as the sheet", () => {
  const kit = {
    type: "kit",
    system: {
      bonuses: { meleeDamage: [4, 4, 4], rangedDamage: [0, 0, 0], meleeDistance: 1, rangedDistance: 0 },
    },
  };
  const tier = (value: number): AbilityTierData => ({
    damage: { value, characteristic: false, type: "untyped" },
    conditions: [],
    forced: { kind: "", distance: 0, vertical: false },
  });
  const system = {
    keywords: ["melee", "strike", "weapon"],
    distance: { type: "melee", melee: 1 },
    power: { characteristics: ["might"], tier1: tier(3), tier2: tier(6), tier3: tier(9) },
  };

  it("R-HERO-KIT-DAMAGE, R-AB-5: the snapshot's damage bonus makes applied damage match the card", () => {
    const ability = readAbility({ name: "Cleaving Arc", img: null, system, parent: { items: [kit] } });
    expect(ability.kit.damage).toEqual([4, 4, 4]);
    expect(ability.distance).toBe("Melee 2");
    const outcome = targetOutcome(
      {
        dice: [3, 3],
        characteristic: 0,
        tiers: ability.tiers,
        highestCharacteristic: 0,
        potency: { weak: 0, average: 0, strong: 0 },
        damageBonus: ability.kit.damage,
      },
      {
        edges: 0,
        banes: 0,
        characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
        modifiers: {},
        stability: 0,
      },
    );
    expect(outcome.damage).toBe(7);
  });

  it("R-HERO-KIT-DAMAGE: an ability whose owner has no kit (or no owner) gets nothing", () => {
    expect(readAbility({ name: "x", img: null, system, parent: { items: [] } }).kit.damage).toEqual([
      0, 0, 0,
    ]);
    expect(readAbility({ name: "x", img: null, system }).distance).toBe("Melee 1");
  });
});
