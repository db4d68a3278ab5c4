/**
 * Deliver 5: every inline markup form the official data holds (0.11.1 and
 * 1.0.x packs, counted in the branch's report), one argument shape each, with the Steelbound enricher or text
 * it becomes (src/import/official/markup.ts). Labels are placeholders; no official prose is reproduced.
 */
import { describe, expect, it } from "vitest";
import {
  convertOfficialMarkup,
  officialFormula,
  officialMarkupAsText,
  withoutOfficialMarkup,
} from "../../src/import/official/markup.ts";
import { relinkUuids, plainTextOf } from "../../src/import/official/html.ts";
import { directivesInText } from "../../src/data/enricher-syntax.ts";

const ID = "AbCdEfGhIjKlMnOp";

/** [official form, what it becomes] */
const FORMS: [string, string][] = [
  // [[/damage …]]
  ["[[/damage 5]]", "[[/ds damage 5]]"],
  ["[[/damage 5]]{5 damage}", "[[/ds damage 5]]"],
  ["[[/damage 5 fire]]", "[[/ds damage 5 fire]]"],
  ["[[/damage 5 fire]]{5 fire damage}", "[[/ds damage 5 fire]]"],
  ["[[/damage 2d6]]", "[[/ds damage 2d6]]"],
  ["[[/damage 1d6 poison]]", "[[/ds damage 1d6 poison]]"],
  ["[[/damage 2d6+@level]]{2d6 + your level}", "[[/ds damage 2d6+@level]]"],
  ["[[/damage 2d6+@level fire]]{L}", "[[/ds damage 2d6+@level fire]]{L}"],
  ["[[/damage 1d6+3 poison]]", "[[/ds damage 1d6+3 poison]]"],
  ["[[/damage 2d6+3*@P holy]]", "[[/ds damage 2d6+3*@presence holy]]"],
  ["[[/damage 2*@P holy]]{holy damage}", "[[/ds damage 2*@presence holy]]"],
  ["[[/damage 3*@I psychic]]{L}", "[[/ds damage 3*@intuition psychic]]{L}"],
  ["[[/damage @R]]{damage}", "[[/ds damage @reason]]"],
  ["[[/damage @M]]{L}", "[[/ds damage @might]]{L}"],
  ["[[/damage @A fire]]{L}", "[[/ds damage @agility fire]]{L}"],
  ["[[/damage @chr fire]]{L}", "[[/ds damage @chr fire]]{L}"],
  ["[[/damage @char lightning]]{L}", "[[/ds damage @chr lightning]]{L}"],
  ["[[/damage @chr fire}}{fire damage}", "[[/ds damage @chr fire]]"],
  ["[[/damage @level]]{L}", "[[/ds damage @level]]{L}"],
  ["[[/damage 2+@level fire]]", "[[/ds damage 2+@level fire]]"],
  ["[[/damage 2*@level fire]]{L}", "[[/ds damage 2*@level fire]]{L}"],
  ["[[/damage 2*@level type=corruption]]{L}", "[[/ds damage 2*@level corruption]]{L}"],
  ["[[/damage 3*I type=lightning]]{L}", "[[/ds damage 3*@intuition lightning]]{L}"],
  ["[[/damage 5 + 1d6]]{L}", "[[/ds damage 5+1d6]]{L}"],
  ["[[/damage max(@R, @I, @P) holy]]{L}", "[[/ds damage max(@reason,@intuition,@presence) holy]]{L}"],
  [
    "[[/damage max(@M,@A,@R,@I,@P)]]{L}",
    "[[/ds damage max(@might,@agility,@reason,@intuition,@presence)]]{L}",
  ],
  ["[[/damage @monster.freeStrike]]{Free Strike}", "[[/ds damage @freeStrike]]{Free Strike}"],
  ["[[/damage @monster.freeStrike]]", "[[/ds damage @freeStrike]]"],
  ["[[/damage 5 damage]]", "[[/ds damage 5]]"],
  ["[[/damage 5 extra]]", "[[/ds damage 5]]"],
  ["[[/damage 5 lighting]]", "[[/ds damage 5 lightning]]"],
  ["[[/damage 5 type=fire]]", "[[/ds damage 5 fire]]"],
  ["[[/damage 5 type=acid/poison]]", "[[/ds damage 5 acid]] or [[/ds damage 5 poison]]"],
  ["[[/damage @R type=acid/cold]]", "[[/ds damage @reason acid]] or [[/ds damage @reason cold]]"],
  ["[[/damage 2d6 type=corruption]]", "[[/ds damage 2d6 corruption]]"],
  // A Malice-scaled amount is chosen when used: its label says what it is.
  ["[[/damage @scaling fire scaling]]{L}", "L"],
  ["[[/damage 2*@scaling type=psychic scaling]]{L}", "L"],
  ["[[/damage 2+@scaling lightning scaling=3]]", "2 + X lightning damage"],
  ["[[/damage (@scaling)d6 fire]]{L}", "L"],
  ["[[/damage 50% fire]]{L}", "L"],
  // [[/heal …]]
  ["[[/heal 5]]", "[[/ds heal 5]]"],
  ["[[/heal 5]]{Heal 5 Stamina}", "[[/ds heal 5]]"],
  ["[[/heal 5 temp]]", "[[/ds heal 5 temporary]]"],
  ["[[/heal 5 temporary]]", "[[/ds heal 5 temporary]]"],
  ["[[/heal 5 type=temporary]]", "[[/ds heal 5 temporary]]"],
  ["[[/heal 5 stamina]]", "[[/ds heal 5]]"],
  ["[[/heal 3*@I type=temporary]]{temporary Stamina}", "[[/ds heal 3*@intuition temporary]]"],
  ["[[/heal @recoveries.recoveryValue]]", "[[/ds heal @recovery]]"],
  ["[[/heal @recoveries.recoveryValue]]{L}", "[[/ds heal @recovery]]{L}"],
  ["[[/heal @chr temp]]{temporary Stamina}", "[[/ds heal @chr temporary]]"],
  ["[[/heal @R temp]]{L}", "[[/ds heal @reason temporary]]{L}"],
  ["[[/heal 5+@level type=temporary]]", "[[/ds heal 5+@level temporary]]"],
  ["[[/heal 5+@I]]{L}", "[[/ds heal 5+@intuition]]{L}"],
  ["[[/heal 2*@P temporary]]", "[[/ds heal 2*@presence temporary]]"],
  ["[[/heal 5 temp + @level]]", "[[/ds heal 5+@level temporary]]"],
  ["[[/heal @level]]{L}", "[[/ds heal @level]]{L}"],
  ["[[/heal @level temp]]{L}", "[[/ds heal @level temporary]]{L}"],
  // [[/apply …]]
  ["[[/apply prone]]", "@Condition[prone]"],
  ["[[/apply prone]]{L}", "@Condition[prone]{L}"],
  ["[[/apply bleeding save]]", "@Condition[bleeding save]"],
  ["[[/apply slowed turn]]", "@Condition[slowed eot]"],
  ["[[/apply weakened turn]]{L}", "@Condition[weakened eot]{L}"],
  ["[[/aplly grabbed]]", "@Condition[grabbed]"],
  ["[[/apply invisible]]", "invisible"],
  ["[[/apply invisible turn]]", "invisible (EoT)"],
  [`[[/apply ${ID}]]`, `@Effect[${ID}]`],
  [`[[/apply ${ID}]]{L}`, `@Effect[${ID}]{L}`],
  [`[[/apply ${ID} turn]]{L}`, `@Effect[${ID} eot]{L}`],
  [`[[/apply ${ID} encounter]]`, `@Effect[${ID} encounter]`],
  [`[[/apply ${ID} respite]]{L}`, `@Effect[${ID} respite]{L}`],
  [`[[/Apply ${ID} stacking=true]]`, `@Effect[${ID}]`],
  ["[[/apply stitched]]", "@Effect[stitched]"],
  // [[/gain …]], [[/surge …]]
  ["[[/surge 1]]", "1 surge"],
  ["[[/surge 2]]{L}", "L"],
  ["[[/surge @hero.victories]]{L}", "L"],
  ["[[/gain 2 surges]]", "2 surges"],
  ["[[/gain 1 surge]]", "1 surge"],
  ["[[/gain 2 heroic]]", "2 Heroic Resource"],
  ["[[/gain 1 hr]]{L}", "L"],
  ["[[/gain 1 renown]]", "1 Renown"],
  ["[[/gain 2d3 hr]]{L}", "L"],
  // [[/test …]]
  ["[[/test A]]", "@Test[agility]"],
  ["[[/test M]]", "@Test[might]"],
  // [[lookup …]]: the label names the number ("your Might score")
  ["[[lookup @M]]{L}", "L"],
  ["[[lookup @level]]{L}", "L"],
  ["[[lookup 5+@level evaluate=true]]{L}", "L"],
  ['[[lookup formula="max(@R, @I, @P)" evaluate=true]]{L}', "L"],
  ["[[lookup @stamina.winded]]{L}", "L"],
  ["[[lookup @M]]", "might"],
  // [[potency …]]
  ["[[potency M 3]]", "M &lt; 3"],
  ["[[potency P average]]", "P &lt; average"],
  ["[[potency p average]]", "P &lt; average"],
  ["[[potency A weak]]", "A &lt; weak"],
  // [[reference …]]
  ["[[reference powerRoll]]", "power roll"],
  ["[[reference hero]]{L}", "L"],
  ["[[reference tier3]]", "tier 3"],
  ["[[reference natural19or20]]", "natural 19 or 20"],
  // Links and embeds
  [
    `@Embed[Compendium.draw-steel.rewards.Item.${ID} inline]`,
    `@UUID[Compendium.draw-steel.rewards.Item.${ID}]`,
  ],
  [
    `@Embed[Compendium.draw-steel.classes.Item.${ID} inline]`,
    `@UUID[Compendium.draw-steel.classes.Item.${ID}]`,
  ],
  [
    `@Embed[Compendium.draw-steel.abilities.Item.${ID} includeName=false]`,
    `@Embed[Compendium.draw-steel.abilities.Item.${ID} includeName=false]`,
  ],
  [
    `@Embed[Compendium.draw-steel.journals.JournalEntry.${ID}.JournalEntryPage.${ID} inline]`,
    `@Embed[Compendium.draw-steel.journals.JournalEntry.${ID}.JournalEntryPage.${ID} inline]`,
  ],
  [
    `@UUID[Compendium.draw-steel.monster-features.Item.${ID}]{L}`,
    `@UUID[Compendium.draw-steel.monster-features.Item.${ID}]{L}`,
  ],
  [`@UUID[.ActiveEffect.${ID}]{L}`, `@UUID[.ActiveEffect.${ID}]{L}`],
  [`@UUID[.${ID}#respite]{L}`, `@UUID[.${ID}#respite]{L}`],
  [`@UUID[Actor.${ID}]{L}`, "L"],
  [`@UUID[Compendium.draw-steel-heroes.journal.JournalEntry.${ID}]{L}`, "L"],
  // Core inline rolls stay: Foundry enriches them.
  ["[[/r d6]]", "[[/r d6]]"],
  ["[[/roll 2d6]]{L}", "[[/roll 2d6]]{L}"],
];

describe("official inline markup → Steelbound (src/import/official/markup.ts)", () => {
  it.each(FORMS)("%s → %s", (official, expected) => {
    expect(convertOfficialMarkup(`<p>${official}</p>`)).toBe(`<p>${expected}</p>`);
  });

  it("every Steelbound directive written parses as one directive (src/data/enricher-syntax.ts)", () => {
    for (const [, expected] of FORMS) {
      const written = expected.match(/\[\[\/ds [^\]]*\]\]|@(Condition|Effect|Test)\[[^\]]*\]/g) ?? [];
      for (const one of written) expect(directivesInText(one), one).toHaveLength(1);
    }
  });

  it("relinkUuids converts the markup and repoints the official packs at the generated module", () => {
    expect(
      relinkUuids(`<p>[[/damage 5 fire]] @Embed[Compendium.draw-steel.rewards.Item.${ID} inline]</p>`, "mod"),
    ).toBe(`<p>[[/ds damage 5 fire]] @UUID[Compendium.mod.rewards.Item.${ID}]</p>`);
    expect(relinkUuids(`Compendium.draw-steel.abilities.Item.${ID}`, "mod")).toBe(
      `Compendium.mod.abilities.Item.${ID}`,
    );
  });

  it("plain text (an advancement's label, a custom effect's text) gets words, never a directive", () => {
    expect(plainTextOf("<p>Take [[/damage 5 fire]] and [[/apply weakened save]]{L}.</p>")).toBe(
      "Take 5 fire damage and L.",
    );
    expect(officialMarkupAsText("[[/heal 5 temp]] [[lookup @M]]{your score} [[potency M 2]]")).toBe(
      "5 temporary Stamina your score M < 2",
    );
    expect(withoutOfficialMarkup({ a: ["x [[/apply prone]]"], b: "<p>[[/apply prone]]</p>" })).toEqual({
      a: ["x prone"],
      b: "<p>@Condition[prone]</p>",
    });
  });

  it("official amounts in Steelbound's formula syntax", () => {
    expect(officialFormula("2d6 + 7")).toBe("2d6+7");
    expect(officialFormula("2d6+@level")).toBe("2d6+@level");
    expect(officialFormula("@chr")).toBe("@chr");
    expect(officialFormula("floor(@level/2)")).toBe("floor(@level/2)");
    expect(officialFormula("@scaling")).toBeNull();
    expect(officialFormula("@stamina.winded")).toBeNull();
  });

  it("text with no markup is returned untouched", () => {
    const html = "<p>Plain text, an @ sign and [brackets].</p>";
    expect(convertOfficialMarkup(html)).toBe(html);
  });
});
