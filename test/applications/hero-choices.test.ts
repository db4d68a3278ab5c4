/**
 * R-HERO-ADV, the rows a level's choices show (src/applications/hero-builder/choices.ts) and the one-owner
 * rule (choice-owners.ts), pure: a pool entry the table cannot find shows as missing (never its raw uuid)
 * and cannot be picked, and an answer naming it is refused with that reason; what the hero owns is not
 * offered again; a class whose advancements choose its subclass owns its kit step too.
 */
import { describe, expect, it } from "vitest";
import { blankAdvancement, type Advancement } from "../../src/rules/index.ts";
import { checkAnswers, choiceRows, type ChoiceFacts } from "../../src/applications/hero-builder/choices.ts";
import { stepsOwnedByClass } from "../../src/applications/hero-builder/choice-owners.ts";
import type { OptionEntry } from "../../src/applications/hero-builder/catalog.ts";
import { oneSourcePerType } from "../../src/applications/hero-builder/option-sources.ts";
import { createLocalizer } from "../harness/i18n.ts";

const i18n = createLocalizer("en");
const entry = (uuid: string, name: string, type: string, extra: Partial<OptionEntry> = {}): OptionEntry => ({
  uuid,
  name,
  type,
  className: "",
  points: 1,
  group: "",
  ...extra,
});
const A = "Compendium.world.classes.Item.AbilityA00000001";
const B = "Compendium.world.classes.Item.AbilityB00000001";
const GONE = "Compendium.world.classes.Item.Gone000000000001";
const catalog = [entry(A, "Arc", "ability"), entry(B, "Bolt", "ability")];
const facts = (owned: string[] = []): ChoiceFacts => ({
  sourceNames: new Map([["cls", "Judge"]]),
  knownSkills: new Set(),
  knownLanguages: new Set(),
  scores: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
  catalog,
  owned: new Set(owned),
});
const choice: Advancement = { ...blankAdvancement("pick", "items"), choose: 1, pool: [A, B, GONE] };
const pending = [{ source: "cls", advancement: choice }];

describe("hero choice rows (R-HERO-ADV)", () => {
  it("R-HERO-ADV: a pool entry the table lacks shows as missing by its id, disabled; the others pickable", () => {
    const [row] = choiceRows(i18n, pending, facts(), new Map(), new Map(), "t");
    const options = row?.options ?? [];
    expect(options.map((o) => [o.label, o.disabled])).toEqual([
      ["Arc", false],
      ["Bolt", false],
      ["Missing: not in the world or its compendiums (Gone000000000001)", true],
    ]);
    expect(options.some((o) => o.label.includes("Compendium."))).toBe(false);
  });

  it("R-HERO-ADV: an answer naming a missing entry is refused, saying it is missing", () => {
    const problems = checkAnswers(
      pending,
      [{ source: "cls", advancement: "pick", choice: { items: [GONE] } }],
      facts(),
    );
    expect(problems.get("cls.pick")).toEqual(expect.arrayContaining(["notOffered", "missing"]));
    const [row] = choiceRows(i18n, pending, facts(), new Map(), problems, "t");
    expect(row?.problems.join(" ")).toContain("not in the world or its compendiums");
  });

  it("R-HERO-ADV: what the hero already owns is not offered again", () => {
    const [row] = choiceRows(i18n, pending, facts([A]), new Map(), new Map(), "t");
    expect(row?.options.map((o) => o.value)).toEqual([B, GONE]);
  });

  it("R-HERO-ADV: a class whose advancement chooses the subclass owns the subclass and kit steps; a plain class neither", () => {
    const sub = "Compendium.world.classes.Item.Sub0000000000001";
    const official = entry("Compendium.world.classes.Item.Cls0000000000001", "Judge", "class", {
      grants: [{ level: 1, itemType: "", pool: [sub] }],
    });
    const plain = entry("Compendium.world.classes.Item.Cls0000000000002", "Warden", "class", { grants: [] });
    const all = [official, plain, entry(sub, "Order", "subclass", { className: "judge" })];
    expect([...stepsOwnedByClass(official.uuid, all)].sort()).toEqual(["kit", "subclass"]);
    expect([...stepsOwnedByClass(plain.uuid, all)]).toEqual([]);
  });

  it("one culture list: the world's cultures replace the system's in their language; a Japanese table keeps ours", () => {
    const ours = [
      { uuid: "Compendium.steelbound.cultures.Item.a", type: "culture", lang: "en" },
      { uuid: "Compendium.steelbound.cultures-ja.Item.b", type: "culture", lang: "ja" },
    ];
    const imported = [{ uuid: "Compendium.world.origins.Item.c", type: "culture", lang: "en" }];
    const perks = [{ uuid: "Compendium.steelbound.cultures.Item.p", type: "perk", lang: "en" }];
    expect(oneSourcePerType([...ours.slice(0, 1), ...imported, ...perks], "en").map((e) => e.uuid)).toEqual([
      imported[0]?.uuid,
      perks[0]?.uuid,
    ]);
    expect(oneSourcePerType([...ours.slice(1), ...imported], "ja").map((e) => e.uuid)).toEqual([
      ours[1]?.uuid,
    ]);
  });
});
