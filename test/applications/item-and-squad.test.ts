import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { itemContext } from "../../src/applications/sheets/context/item.ts";
import { squadManagerContext } from "../../src/applications/sheets/context/squad.ts";
import {
  indexedRows,
  normalizeActorSubmit,
  normalizeItemSubmit,
  parseKeywords,
  parseList,
} from "../../src/applications/sheets/context/item-submit.ts";
import { hero } from "../fixtures/hero.ts";
import { wyrm } from "../fixtures/monster.ts";
import { squadManagerInput } from "../fixtures/squad.ts";
import { IMPOSED_CONDITIONS } from "../../src/data/vocabulary.ts";

const en = createLocalizer("en");
const input = { editable: true, enriched: undefined };

describe("item sheet context", () => {
  it("picks the details template of every item type, simple types sharing one", () => {
    const kinds = Object.fromEntries(hero.items.map((i) => [i.type, itemContext(en, i, input).details.kind]));
    expect(kinds).toMatchObject({
      ability: "ability",
      feature: "feature",
      class: "class",
      subclass: "subclass",
      kit: "kit",
      treasure: "treasure",
      project: "project",
      ancestry: "simple",
      perk: "simple",
    });
  });

  it("R-PR-2: the ability editor has one editor per tier, with conditions and a live preview", () => {
    const villain = wyrm.items.find((i) => i.name === "Choking Cloud");
    if (!villain) throw new Error("fixture");
    const details = itemContext(en, villain, input).details;
    if (details.kind !== "ability") throw new Error("expected the ability editor");
    expect(details.ability.tiers.map((t) => t.glyph)).toEqual(["≤11", "12–16", "17+"]);
    expect(details.ability.tiers[2]?.conditions[0]?.prefix).toBe("system.power.tier3.conditions.0");
    expect(details.ability.isVillain).toBe(true);
    expect(details.ability.preview.powerRoll?.tiers[2]?.text).toBe(
      "11 + M poison damage; M < strong restrained (save ends)",
    );
    expect(details.ability.types.find((o) => o.selected)?.label).toBe("Villain action");
  });

  it("R-CN-1…R-CN-10: the condition picker offers exactly what the schema accepts, surprised included", () => {
    const villain = wyrm.items.find((i) => i.name === "Choking Cloud");
    if (!villain) throw new Error("fixture");
    const details = itemContext(en, villain, input).details;
    if (details.kind !== "ability") throw new Error("expected the ability editor");
    const picker = details.ability.tiers[2]?.conditions[0]?.conditions ?? [];
    expect(picker.map((o) => o.value)).toEqual([...IMPOSED_CONDITIONS]);
    expect(picker.find((o) => o.value === "surprised")?.label).toBe("Surprised");
    expect(picker.find((o) => o.selected)?.value).toBe("restrained");
  });
});

describe("item form submission", () => {
  it("turns a keyword list into lower-case keys without duplicates", () => {
    expect(parseKeywords("Magic, Ranged ,strike, magic")).toEqual(["magic", "ranged", "strike"]);
    expect(parseKeywords("魔法、 遠隔")).toEqual(["魔法", "遠隔"]);
  });

  it("turns characteristic checkboxes into sets and condition rows into arrays", () => {
    const data = normalizeItemSubmit({
      system: {
        keywords: "Area, Magic",
        primaryCharacteristics: { might: true, agility: false, presence: true },
        power: {
          characteristics: { reason: true },
          tier1: { conditions: { "1": { condition: "dazed" }, "0": { condition: "slowed" } } },
        },
      },
    });
    expect(data).toEqual({
      system: {
        keywords: ["area", "magic"],
        primaryCharacteristics: ["might", "presence"],
        power: {
          characteristics: ["reason"],
          tier1: { conditions: [{ condition: "slowed" }, { condition: "dazed" }] },
        },
      },
    });
    expect(indexedRows({ x: 1, "2": "b", "10": "c" })).toEqual(["b", "c"]);
    expect(normalizeItemSubmit({ name: "No system" })).toEqual({ name: "No system" });
  });

  it("R-CB-17: a cleared summoned-creature input is stored as no creature (null), a UUID as written", () => {
    expect(normalizeItemSubmit({ system: { summon: { creature: "  ", count: 2 } } })).toEqual({
      system: { summon: { creature: null, count: 2 } },
    });
    expect(normalizeItemSubmit({ system: { summon: { creature: "Actor.abcdefghijklmnop" } } })).toEqual({
      system: { summon: { creature: "Actor.abcdefghijklmnop" } },
    });
  });

  it("actor forms reshape keywords but leave characteristic scores alone", () => {
    expect(
      normalizeActorSubmit({
        system: { keywords: "Goblin, Humanoid", characteristics: { might: 2, agility: 1 } },
      }),
    ).toEqual({ system: { keywords: ["goblin", "humanoid"], characteristics: { might: 2, agility: 1 } } });
  });

  it("actor forms turn name lists and checkbox groups into the stored arrays", () => {
    expect(parseList("Caelian, High Elf ,caelian、ゾラ語")).toEqual([
      "Caelian",
      "High Elf",
      "caelian",
      "ゾラ語",
    ]);
    const data = normalizeActorSubmit({
      system: {
        languages: "Caelian, Zaliac",
        customSkills: "",
        movement: { speed: 5, types: { walk: true, fly: false, swim: true } },
        damage: { immunities: { fire: 2 }, immuneAll: { psychic: true, holy: false } },
        negotiation: { interest: 2, motivations: { greed: true }, pitfalls: { justice: false } },
      },
    });
    expect(data).toEqual({
      system: {
        languages: ["Caelian", "Zaliac"],
        customSkills: [],
        movement: { speed: 5, types: ["walk", "swim"] },
        damage: { immunities: { fire: 2 }, immuneAll: ["psychic"] },
        negotiation: { interest: 2, motivations: ["greed"], pitfalls: [] },
      },
    });
  });
});

describe("squad manager context", () => {
  it("R-MN-2, R-MN-3: shows the pool, its maximum and the minions alive from the squad's derived data", () => {
    const squad = squadManagerContext(en, squadManagerInput).squads[0];
    expect(squad).toMatchObject({ pool: 23, maxPool: 40, poolPercent: 57.5, aliveLabel: "5 of 8 alive" });
    expect(squad?.members).toHaveLength(8);
  });

  it("R-MN-10: offers non-minion combatants as captain, with the current one selected", () => {
    const squad = squadManagerContext(en, squadManagerInput).squads[0];
    expect(squad?.captainName).toBe("Goblin Underboss");
    expect(squad?.captainOptions.map((o) => [o.label, o.selected])).toEqual([
      ["No captain", false],
      ["Goblin Underboss", true],
      ["Ashen Crown Wyrm", false],
    ]);
  });

  it("R-MN-1: only a GM with selected minion tokens in a combat can create a squad", () => {
    expect(squadManagerContext(en, squadManagerInput).canCreate).toBe(true);
    expect(squadManagerContext(en, { ...squadManagerInput, selectedMinions: 0 }).canCreate).toBe(false);
    expect(squadManagerContext(en, { ...squadManagerInput, isGM: false }).canCreate).toBe(false);
    expect(squadManagerContext(en, { ...squadManagerInput, hasCombat: false }).canCreate).toBe(false);
  });
});
