// @vitest-environment happy-dom
/**
 * The Director's decision is bound to what he saw. Bob owns Tamsin, so he can edit her Shoulder
 * In as he likes and ask the GM again whenever he wants (a modded client sends any request): the Director's
 * click on a card's review names the review the card showed him, and the GM takes the decision only while
 * the record still waits on exactly that ability and that accepted version. Anything else is refused, and
 * the card shows a fresh review. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "../session/table.ts";
import {
  cardOn,
  clickOn,
  placeInReach,
  requestApply,
  rowButton,
  setting,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
  itemNamed,
} from "../session/play.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";

let table: Table;
/** Shoulder In's tier-3 damage as the Director made it (9). */
let honestDamage = 0;

const shoulderIn = (client: SimClient) => itemNamed(client, table.heroes.bob, "Shoulder In");

async function editTier3(damage: number): Promise<void> {
  const { bob, session } = table;
  await bob.run(() =>
    shoulderIn(bob).update({ system: { power: { tier3: { damage: { value: damage } } } } }),
  );
  await session.settle();
}

/** Bob uses Shoulder In at `token` with 10 + 10 (tier 3) and clicks its row's button. */
async function useAndApply(token: SimTokenDocument): Promise<string> {
  const { bob, heroes, tokens } = table;
  await placeInReach(table, tokens.bob, [token]);
  const id = await useAbilityOn(table, bob, heroes.bob, [token], [10, 10]);
  await clickOn(table, bob, rowButton(bob, id, "applyDamage"));
  return id;
}

const reviewText = (id: string) =>
  cardOn(table.gm, id).querySelector(".steelbound-review")?.textContent ?? "";
const decisionButton = (id: string, decision: string): HTMLElement => {
  const button = cardOn(table.gm, id).querySelector<HTMLElement>(`[data-review-decision="${decision}"]`);
  if (!button) throw new Error(`no ${decision} button on ${id}`);
  return button;
};

describe("The Director's decision applies only to the review he saw", () => {
  it("setup: the Director's own Shoulder In applies without asking", async () => {
    table = await setUpTable();
    const { gm, tokens } = table;
    const before = tokenStaminaOn(gm, tokens.captain);
    const id = await useAndApply(tokens.captain);
    honestDamage = before - tokenStaminaOn(gm, tokens.captain);
    expect(honestDamage).toBeGreaterThan(0);
    expect(reviewText(id)).toBe("");
  });

  it("the re-edit race: Bob re-edits to 9,999 and asks again before the Director's click reaches the queue — 9,999 is not applied, a fresh review appears", async () => {
    const { gm, bob, tokens } = table;
    const [minion] = tokens.minions;
    if (!minion) throw new Error("no minion");
    await editTier3(12);
    const before = tokenStaminaOn(gm, minion);
    const id = await useAndApply(minion);
    expect(reviewText(id)).toContain("Tier 3 damage: 9 → 12");
    // The button the Director is about to click, as drawn: it names the review of 9 → 12.
    const shown = decisionButton(id, "once");
    const shownKey = shown.dataset["reviewSeen"];

    await editTier3(9999);
    const asked = await requestApply(table, bob, id, [minion]);
    expect(asked.result).toBeNull();
    expect(tokenStaminaOn(gm, minion)).toBe(before);

    // The Director's click on the review he saw reaches the queue after Bob's request.
    const warned = gm.notifications.length;
    await clickOn(table, gm, shown);
    expect(tokenStaminaOn(gm, minion)).toBe(before);
    expect(warningsOn(gm, warned).join(" ")).toContain("changed after this review was drawn");
    // The fresh review shows what Bob's card now asks for, and its buttons name that review.
    expect(reviewText(id)).toContain("Tier 3 damage: 9 → 9,999");
    expect(decisionButton(id, "once").dataset["reviewSeen"]).not.toBe(shownKey);
    // Bob still sees that it waits.
    expect(cardOn(bob, id).querySelector(".steelbound-review")?.textContent).toContain(
      "Waiting for the Director",
    );

    // Deciding on the fresh review works: the Director's own numbers, once.
    await clickOn(table, gm, decisionButton(id, "accepted"));
    expect(before - tokenStaminaOn(gm, minion)).toBe(honestDamage);
    expect(reviewText(id)).toBe("");
  });

  it("Bob re-edits to 9,999 without asking again: 'Accept once' on the old review applies nothing and the card reviews 9,999", async () => {
    const { gm, tokens } = table;
    const [, minion] = tokens.minions;
    if (!minion) throw new Error("no minion");
    await editTier3(12);
    const before = tokenStaminaOn(gm, minion);
    const id = await useAndApply(minion);
    expect(reviewText(id)).toContain("Tier 3 damage: 9 → 12");
    await editTier3(9999);
    const warned = gm.notifications.length;
    await clickOn(table, gm, decisionButton(id, "once"));
    expect(tokenStaminaOn(gm, minion)).toBe(before);
    expect(warningsOn(gm, warned).join(" ")).toContain("changed after this review was drawn");
    expect(reviewText(id)).toContain("Tier 3 damage: 9 → 9,999");
  });

  it("'Accept from now on' on an old review keeps nothing: the accepted version stays the Director's", async () => {
    const { gm, tokens } = table;
    const [, , minion] = tokens.minions;
    if (!minion) throw new Error("no minion");
    await editTier3(12);
    const before = tokenStaminaOn(gm, minion);
    const id = await useAndApply(minion);
    const old = decisionButton(id, "always");
    await editTier3(9999);
    await clickOn(table, gm, old);
    expect(tokenStaminaOn(gm, minion)).toBe(before);
    const record = setting(gm, "gmRecord") as { toObject(): { abilities: Record<string, string> } };
    expect(Object.values(record.toObject().abilities).some((print) => print.includes("9999"))).toBe(false);
    // The fresh review, accepted once, is what lands: the Director saw 9,999 and chose it.
    await clickOn(table, gm, decisionButton(id, "once"));
    expect(before - tokenStaminaOn(gm, minion)).toBeGreaterThanOrEqual(9999);
  });

  it("a decision naming no review it could have seen is refused as malformed, and one naming another review decides nothing", async () => {
    const { gm, tokens } = table;
    const [, , , minion] = tokens.minions;
    if (!minion) throw new Error("no minion");
    const before = tokenStaminaOn(gm, minion);
    const id = await useAndApply(minion);
    const { requestGm } = await import("../../src/documents/gm-channel/request-gm.ts");
    const bare = await gm.run(() =>
      requestGm({ kind: "reviewAbility", messageId: id, decision: "once" } as never),
    );
    expect(bare).toBeNull();
    const other = await gm.run(() =>
      requestGm({ kind: "reviewAbility", messageId: id, decision: "once", seen: `s2:${"0".repeat(64)}` }),
    );
    expect(other).toBeNull();
    expect(tokenStaminaOn(gm, minion)).toBe(before);
    expect(reviewText(id)).toContain("Tier 3 damage: 9 → 9,999");
  });
});
