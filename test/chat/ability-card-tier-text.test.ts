/**
 * A tier's text (the words no mechanic holds, docs/DATA.md tier `text`) on the ability card: each row shows
 * the text of the tier its target got, the untargeted view its tier's, and nothing changes what the card
 * offers to apply. The renderer escapes and enriches it (test/session/forge-steel-tier-text.test.ts).
 */
import { describe, expect, it } from "vitest";
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import type { AbilityUseData } from "../../src/chat/ability-use-data.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive } from "../fixtures/ability-card.ts";

const s = THREE_TIER_CARD.snapshot;
const WORDS: AbilityUseData = {
  ...THREE_TIER_CARD,
  snapshot: {
    ...s,
    tier1: { ...s.tier1, text: "  the target is marked  " },
    tier2: { ...s.tier2, text: "" },
    tier3: { ...s.tier3, text: "the target is dazed until the end of its next turn" },
  },
};

describe("the ability card with a tier's text", () => {
  const context = abilityCardContext(WORDS, THREE_TIER_ROLL, threeTierLive);

  it("R-PR-2: each row carries the text of the tier its target got (trimmed; none for a tier without)", () => {
    expect(context.rows.map((r) => r.tier)).toEqual([1, 2, 3]);
    expect(context.rows.map((r) => r.tierText)).toEqual([
      "the target is marked",
      "",
      "the target is dazed until the end of its next turn",
    ]);
  });

  it("R-PR-2: a downgraded row shows the text of the tier it was downgraded to", () => {
    const down = abilityCardContext(
      { ...WORDS, targets: WORDS.targets.map((t, i) => (i === 2 ? { ...t, downgradeTo: 1 } : t)) },
      THREE_TIER_ROLL,
      threeTierLive,
    );
    expect(down.rows[2]?.tier).toBe(1);
    expect(down.rows[2]?.tierText).toBe("the target is marked");
  });

  it("the text is display only: the rows' damage, effects and what may be applied are as without it", () => {
    const plain = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive);
    const strip = (rows: typeof context.rows) =>
      rows.map(({ tierText: _t, tierTextHtml: _h, ...rest }) => rest);
    expect(strip(context.rows)).toEqual(strip(plain.rows));
    expect(context.hasEffects).toBe(plain.hasEffects);
    expect(context.hasDamage).toBe(plain.hasDamage);
  });

  it("an older card (no tier text in its snapshot) shows none", () => {
    const old = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive);
    expect(old.rows.map((r) => r.tierText)).toEqual(["", "", ""]);
    const html = renderTemplate("templates/chat/ability-use.hbs", old);
    expect(html).not.toContain("tier-text");
  });

  it("the untargeted view carries the text of the tier the roll reached", () => {
    const loose = abilityCardContext(
      { ...WORDS, targets: [] },
      { ...THREE_TIER_ROLL, dice: [10, 9] },
      threeTierLive,
    );
    expect(loose.untargeted?.tier).toBe(3);
    expect(loose.untargeted?.text).toBe("the target is dazed until the end of its next turn");
    const none = abilityCardContext({ ...WORDS, targets: [] }, THREE_TIER_ROLL, threeTierLive);
    expect(none.untargeted).toMatchObject({ tier: 2, text: "" });
  });

  it("renders the renderer's escaped text on its row and in the untargeted view, labelled in English and Japanese", () => {
    // The renderer (src/chat/render-ability-card.ts) fills the HTML with the escaped text.
    const rendered = {
      ...context,
      rows: context.rows.map((r) => ({ ...r, tierTextHtml: r.tierText ? `<em>${r.tierText}</em>` : "" })),
    };
    const html = renderTemplate("templates/chat/ability-use.hbs", rendered);
    expect(html.match(/class="tier-text"/g)).toHaveLength(2);
    expect(html).toContain("Also:");
    expect(html).toContain("Resolve by hand");
    expect(html).toContain("<em>the target is marked</em>");
    expect(renderTemplate("templates/chat/ability-use.hbs", rendered, "ja")).toContain("その他：");

    const loose = abilityCardContext(
      { ...WORDS, targets: [] },
      { ...THREE_TIER_ROLL, dice: [10, 9] },
      threeTierLive,
    );
    if (!loose.untargeted) throw new Error("no untargeted view");
    const view = { ...loose, untargeted: { ...loose.untargeted, textHtml: "<em>dazed</em>" } };
    expect(renderTemplate("templates/chat/ability-use.hbs", view)).toMatch(
      /card-untargeted[\s\S]*class="tier-text"[\s\S]*<em>dazed<\/em>/,
    );
  });
});
