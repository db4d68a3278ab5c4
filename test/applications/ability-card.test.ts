import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import {
  abilityCard,
  cardWords,
  groupAbilities,
  keywordList,
} from "../../src/applications/sheets/context/ability-card.ts";
import { ability } from "../fixtures/make.ts";

const en = createLocalizer("en");
const options = { resourceName: "Wrath", potency: null, enriched: undefined };

describe("ability cards", () => {
  it("R-PR-2: shows three tier lines with the ≤11, 12–16 and 17+ glyphs", () => {
    const card = abilityCard(
      en,
      ability({ name: "Strike", chars: ["might"], tiers: [{ damage: 2 }, { damage: 5 }, { damage: 7 }] }),
      options,
    );
    expect(card.powerRoll?.tiers.map((t) => [t.glyph, t.text])).toEqual([
      ["≤11", "2 + M damage"],
      ["12–16", "5 + M damage"],
      ["17+", "7 + M damage"],
    ]);
  });

  it("R-AB-8: heroic costs name the hero's resource; Malice costs name Malice", () => {
    expect(abilityCard(en, ability({ name: "Judgment", resource: 3 }), options).cost).toBe("3 Wrath");
    expect(abilityCard(en, ability({ name: "Kindle", malice: 5 }), options).cost).toBe("5 Malice");
    expect(abilityCard(en, ability({ name: "Free" }), options).cost).toBe("");
  });

  it("R-AB-8: a spend X+ line says it can be repeated", () => {
    const card = abilityCard(
      en,
      ability({ name: "Blood", spend: { value: 1, text: "2 extra damage each.", repeatable: true } }),
      options,
    );
    expect(card.spend).toBe("Spend 1+ Wrath: 2 extra damage each.");
  });

  it("R-CB-18: villain actions are labelled with their number", () => {
    expect(
      abilityCard(en, ability({ name: "Opener", type: "villain", villainAction: 1 }), options).typeLabel,
    ).toBe("Villain Action 1");
  });

  it("R-CB-7: groups abilities in turn order, signature abilities first in each group", () => {
    const cards = [
      ability({ name: "Zeal", type: "maneuver" }),
      ability({ name: "Bash" }),
      ability({ name: "Axe", category: "signature" }),
      ability({ name: "Shift", type: "move" }),
      ability({ name: "Parry", type: "triggered" }),
    ].map((a) => abilityCard(en, a, options));
    const groups = groupAbilities(en, cards);
    expect(groups.map((g) => g.label)).toEqual([
      "Main actions",
      "Maneuvers",
      "Move actions",
      "Triggered actions",
    ]);
    expect(groups[0]?.abilities.map((a) => a.name)).toEqual(["Axe", "Bash"]);
  });

  it("a sheet's cards share one look-up of the tier glyphs and of each keyword", () => {
    const asked = new Map<string, number>();
    const counting = {
      ...en,
      localize: (key: string) => {
        asked.set(key, (asked.get(key) ?? 0) + 1);
        return en.localize(key);
      },
    };
    const words = cardWords(counting);
    const cards = ["Slam", "Bash", "Cleave"].map((name) =>
      abilityCard(counting, ability({ name, keywords: ["melee", "weapon", "strike"] }), {
        ...options,
        words,
      }),
    );
    expect(asked.get("STEELBOUND.Ability.Tier.Glyph1")).toBe(1);
    expect(asked.get("STEELBOUND.Keyword.Melee")).toBe(1);
    for (const card of cards) {
      expect(card.keywords).toBe(keywordList(en, new Set(["melee", "weapon", "strike"])));
      expect(card.keywordChips.map((c) => c.label).join(", ")).toBe(card.keywords);
    }
  });
});
