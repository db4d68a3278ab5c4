/** Official advancements → Steelbound `advancements`, on our own official-format fixtures (invented text). */
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { plainTextOf } from "../../src/import/official/html.ts";
import { at, batch, converted, whyOf } from "./fixtures.ts";
import { expectLoads } from "./schema-check.ts";

type Adv = Record<string, unknown>;
const advancementsOf = (doc: unknown): Adv[] => at(doc, "system.advancements") as Adv[];

describe("official advancements → Steelbound advancements (R-HERO-ADV)", () => {
  beforeAll(freshWorld);

  it("an ancestry's signature trait is a fixed grant and its purchased traits a points choice, in sheet order", () => {
    const frogkin = converted("Frogkin000000001");
    const [signature, bought] = advancementsOf(frogkin.document);
    expect(signature).toMatchObject({
      id: "FrogAdvSignatur1",
      kind: "items",
      level: 1,
      label: "Signature",
      choose: 0,
      points: false,
      pool: ["Compendium.bog-content.options.Item.ReedSense0000001"],
    });
    expect(bought).toMatchObject({
      id: "FrogAdvPurchase1",
      level: 1,
      choose: 3,
      points: true,
      itemType: "feature",
      text: "Spend 3 points on traits & gifts.",
      pool: [
        "Compendium.bog-content.options.Item.WebbedFeet000001",
        "Compendium.bog-content.options.Item.ReedSense0000001",
      ],
    });
    expectLoads("Item", frogkin.document, "Frogkin");
    expect(frogkin.unmapped).toEqual([]);
  });

  it("a culture's skill choice keeps Steelbound skills and groups; an unknown skill and a respite re-pick are listed", () => {
    const village = converted("StiltVillage0001");
    const [language, skill] = advancementsOf(village.document);
    expect(language).toMatchObject({ kind: "languages", level: 1, choose: 1, languages: [] });
    expect(skill).toMatchObject({
      kind: "skills",
      label: "Upbringing",
      text: "One skill from the crafting group.",
      choose: 1,
      skills: ["swim"],
      skillGroups: ["crafting"],
    });
    expect(whyOf(village.unmapped, "system.advancements.StiltAdvSkill001.skills.choices")).toMatch(
      /bogWalking/,
    );
    expect(whyOf(village.unmapped, "system.advancements.StiltAdvSkill001.repick.respite")).toMatch(/respite/);
    expectLoads("Item", village.document, "Stilt Village");
  });

  it("a title's 'one score of your choice, to 6' is a choice of one; a perk grant without a pool names its groups", () => {
    const warden = converted("MarshWarden00001");
    const [score, perk] = advancementsOf(warden.document);
    expect(score).toMatchObject({
      kind: "characteristics",
      choose: 1,
      max: 6,
      characteristics: { might: 1, agility: 1, reason: 0, intuition: 0, presence: 0 },
    });
    expect(perk).toMatchObject({
      kind: "items",
      level: 3,
      choose: 1,
      pool: [],
      itemType: "perk",
      perkGroups: ["lore", "exploration"],
    });
    expectLoads("Item", warden.document, "Marsh Warden");
  });

  it("a class's 'Agility rises, and one more of your choice' becomes a fixed rise and a choice, capped at 3 by default", () => {
    const wren = converted("Wren000000000001");
    const items = at(wren.document, "items") as { type: string }[];
    const ferrymaster = items.find((i) => i.type === "class");
    const [always, choice] = advancementsOf(ferrymaster);
    expect(always).toMatchObject({
      id: "WrenAdvChr000001",
      level: 4,
      choose: 0,
      max: 3,
      characteristics: { might: 0, agility: 1, reason: 0, intuition: 0, presence: 0 },
    });
    expect(choice).toMatchObject({
      id: "WrenAdvChr000001-choice",
      level: 4,
      choose: 1,
      max: 3,
      characteristics: { might: 1, agility: 0, reason: 0, intuition: 0, presence: 1 },
    });
  });

  it("the import report lists no advancement failures for the fixtures", () => {
    const { report } = batch();
    const advancementNotes = report.unmapped.filter((u) => u.field.includes("advancements"));
    expect(advancementNotes.map((u) => u.field).sort()).toEqual([
      "system.advancements.StiltAdvSkill001.repick.respite",
      "system.advancements.StiltAdvSkill001.skills.choices",
    ]);
  });

  it("rich text becomes plain text: links keep their label, entities decode, blocks become lines", () => {
    expect(plainTextOf("<p>A &lt;b&gt; &#38; &#x41;</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "A <b> & A\none\ntwo",
    );
  });
});
