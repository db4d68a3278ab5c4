// @vitest-environment happy-dom
/**
 * Share an item to chat: Alice shares her hero's ability and a feature from Korva's sheet, the
 * Director shares an item from its own sheet; every client reads the card; an ability share rolls nothing;
 * a name or description written to run script arrives as text. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  heroSheetOn,
  lastMessageId,
  ownSheetOn,
  staminaOn,
  warningsOn,
} from "./play.ts";
import { find, textOf } from "../sim/applications/user.ts";

let table: Table;

const rollsOf = (table: Table, id: string) =>
  table.gm.run(() => (game.messages?.contents ?? []).find((m) => m.id === id)?.rolls.length ?? 0);

describe("share an item to chat", () => {
  it("Alice shares Shoulder In from Korva's sheet: every client reads its block; no dice, no Use button, nothing spent", async () => {
    table = await setUpTable();
    const { alice, session, heroes } = table;
    const before = table.gm.run(() => game.messages?.size ?? 0);
    const stamina = staminaOn(alice, heroes.alice);
    const sheet = await heroSheetOn(alice, heroes.alice);
    const item = alice.run(() => actorOn(alice, heroes.alice).items.find((i) => i.name === "Shoulder In"));
    const button = find(
      sheet.element,
      `.ability-card[data-item-id="${item?.id ?? ""}"] [data-action="shareItem"]`,
    );
    await clickOn(table, alice, button);
    expect(warningsOn(alice)).toEqual([]);
    const card = lastMessageId(table);
    expect(table.gm.run(() => game.messages?.size ?? 0)).toBe(before + 1);
    expect(rollsOf(table, card)).toBe(0);
    for (const client of session.clients) {
      const shown = cardOn(client, card);
      expect(textOf(shown)).toContain("Shoulder In");
      expect(textOf(shown)).toContain("Korva");
      expect(shown.querySelector(".item-share .tier-lines, .item-share .power-roll")).not.toBeNull();
      expect(shown.querySelector('[data-action="useAbility"]')).toBeNull();
      expect(shown.querySelector('[data-action="shareItem"]')).toBeNull();
    }
    expect(staminaOn(table.gm, heroes.alice)).toBe(stamina);
    await alice.run(() => sheet.close());
  });

  it("a feature named and described to run script reaches Bob and the Director as text", async () => {
    const { alice, gm, bob, heroes } = table;
    await alice.run(() =>
      actorOn(alice, heroes.alice).createEmbeddedDocuments("Item", [
        {
          name: '<img src=x onerror="window.hacked=1">Lucky Charm',
          type: "feature",
          system: { description: { value: "<p>Once per day.</p><script>window.hacked=1</script>" } },
        },
      ]),
    );
    await table.session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    const item = alice.run(() =>
      actorOn(alice, heroes.alice).items.find((i) => i.name.includes("Lucky Charm")),
    );
    await clickOn(
      table,
      alice,
      find(sheet.element, `.item-row[data-item-id="${item?.id ?? ""}"] [data-action="shareItem"]`),
    );
    const card = lastMessageId(table);
    for (const client of [gm, bob, alice]) {
      const shown = cardOn(client, card);
      expect(textOf(shown)).toContain('<img src=x onerror="window.hacked=1">Lucky Charm');
      expect(textOf(shown)).toContain("Once per day.");
      expect(shown.querySelector("script")).toBeNull();
      expect(shown.querySelector("img[onerror]")).toBeNull();
    }
    await alice.run(() => sheet.close());
  });

  it("the Director shares a monster's ability from its item sheet's header", async () => {
    const { gm, session, monsters } = table;
    const item = gm.run(() => actorOn(gm, monsters.leader).items.find((i) => i.type === "ability"));
    if (!item) throw new Error("the Warlord has no ability");
    const sheet = await ownSheetOn(gm, item);
    await clickOn(table, gm, find(sheet.element, '.item-header [data-action="shareItem"]'));
    const card = lastMessageId(table);
    expect(rollsOf(table, card)).toBe(0);
    for (const client of session.clients) expect(textOf(cardOn(client, card))).toContain(item.name);
    await gm.run(() => sheet.close());
  });
});
