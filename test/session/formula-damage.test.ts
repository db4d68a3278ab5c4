// @vitest-environment happy-dom
/**
 * Deliver 7, at the table: an ability whose tiers deal "1d6 + @level",
 * "2d6 + @level", "3d6 + @level" fire damage (as the importer now keeps the official "2d6 + 7 + @chr" kind),
 * taken by Alice from a system pack. Her card rolls each tier's formula once with the power roll and shows the
 * tier's amount; the GM applies that same amount, read from the item's formula and the card's recorded dice,
 * not from the card's totals (a total Alice writes on her own card changes nothing).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable } from "./table.ts";
import { actorOn, cardOn, clickOn, placeInReach, tokenStaminaOn, useAbilityOn } from "./play.ts";
import { find, textOf } from "../sim/applications/user.ts";
import { addPack } from "../harness/compendium.ts";

const PACK = "steelbound-official.abilities";

describe("a tier's damage formula on the card", () => {
  it("R-AB-4, deliver 7: a tier's damage formula 1d6 + @level is rolled once on the card and the GM applies the same amount", async () => {
    const table = await setUpTable();
    const { alice, gm, session, heroes, tokens } = table;
    const formula = (f: string) => ({ damage: { value: 0, formula: f, type: "fire" } });
    const entry = {
      _id: "EmberCut00000001",
      name: "Ember Cut",
      type: "ability",
      system: {
        category: "signature",
        type: "main",
        keywords: ["melee", "strike", "weapon"],
        distance: { type: "melee", melee: 1 },
        target: { text: "One creature", count: 1 },
        power: {
          characteristics: ["might"],
          tier1: formula("1d6+@level"),
          tier2: formula("2d6+@level"),
          tier3: formula("3d6+@level"),
        },
      },
    };
    // The ability comes from a system pack, as an imported one does: the GM accepts its pack mechanics.
    for (const client of session.clients)
      client.run(() =>
        addPack({ id: PACK, label: "Abilities", type: "Item", packageType: "system", documents: [entry] }),
      );
    await alice.run(() =>
      actorOn(alice, heroes.alice).createEmbeddedDocuments("Item", [
        { ...entry, _id: undefined, _stats: { compendiumSource: `Compendium.${PACK}.Item.${entry._id}` } },
      ]),
    );
    await session.settle();
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const stamina = tokenStaminaOn(gm, tokens.captain);
    const card = await useAbilityOn(
      table,
      alice,
      heroes.alice,
      [tokens.captain],
      [1, 2, 4, 1, 1, 1, 1, 1],
      "Ember Cut",
    );
    // Power roll 1 + 2 + Might 2 = tier 1; its formula's die rolled a 4: 4 + level 1 = 5 fire damage.
    for (const client of session.clients) expect(textOf(cardOn(client, card))).toContain("5 fire damage");
    // Alice writes a bigger total on her own card (a player may update her own message).
    await alice.run(() =>
      (alice.resolve(`ChatMessage.${card}`) as unknown as { update(d: object): Promise<unknown> }).update({
        "system.snapshot.damageBonus": [50, 50, 50],
      }),
    );
    await session.settle();
    expect(textOf(cardOn(gm, card))).toContain("50 fire damage");
    await clickOn(table, gm, find(cardOn(gm, card), '[data-action="applyDamage"]'));
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(stamina - 5);
  }, 60_000);
});
