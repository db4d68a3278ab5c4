// @vitest-environment happy-dom
/**
 * The party stash: the Director drops two Healing Potions (one, then another of the same name: one row, ×2)
 * and a trinket on the party sheet; an ability dropped there is refused. Alice, who only observes the party,
 * sees the stash on her own client and takes a potion for Korva: the GM moves it (Korva holds one, the stash
 * one fewer, on every client); taking the last one empties its row and Korva holds two. Bob cannot take for
 * Korva, nor anything for a hero who is not a member, nor an item the stash no longer has. Steps run in
 * order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { ownSheetOn, warningsOn, type Sheet } from "./play.ts";
import { click, drop, find, findAll, textOf } from "../sim/applications/user.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { createLocalizer } from "../harness/i18n.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let party: HarnessDocument;

const partySheetOn = (client: SimClient): Promise<Sheet> => ownSheetOn(client, party);
type Held = { name: string; quantity: number };
const itemsOf = (client: SimClient, actor: HarnessDocument): Held[] =>
  client.run(() =>
    (on(client, actor) as unknown as Actor.Implementation).items.contents
      .filter((i) => i.type === "treasure")
      .map((i) => ({ name: i.name, quantity: (i.system as { quantity: number }).quantity }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
const stashRows = (sheet: Sheet): string[] => findAll(sheet, ".stash-item").map((li) => textOf(li));
const potionId = (client: SimClient): string =>
  client.run(
    () =>
      (on(client, party) as unknown as Actor.Implementation).items.find((i) => i.name === "Healing Potion")
        ?.id ?? "",
  );

const POTION = { name: "Healing Potion", type: "treasure", system: { category: "consumable", quantity: 1 } };
const CHARM = {
  name: "Charm of the Ice Sparrow",
  type: "treasure",
  system: { category: "trinket", quantity: 1 },
};

describe("the party stash", () => {
  it("the Director drops two Healing Potions and a trinket on the party sheet: one row ×2 and one ×1; an ability is refused", async () => {
    table = await setUpTable();
    const { gm, session, heroes } = table;
    party = await create(gm, "Actor", { name: "The Shoulder Company", type: "party" });
    const potion = await create(gm, "Item", POTION);
    const charm = await create(gm, "Item", CHARM);
    await session.settle();
    const sheet = await partySheetOn(gm);
    // Korva and Tamsin join (their players then observe the party, src/documents/party.ts).
    for (const hero of [heroes.alice, heroes.bob]) {
      await gm.run(() => drop(sheet, { type: "Actor", uuid: hero.uuid }));
      await session.settle();
    }
    expect(textOf(find(sheet, ".party-stash"))).toContain("The stash is empty.");
    for (const uuid of [potion.uuid, potion.uuid, charm.uuid]) {
      await gm.run(() => drop(find(sheet, ".party-stash"), { type: "Item", uuid }));
      await session.settle();
    }
    const shoulderIn = gm.run(
      () =>
        (on(gm, heroes.alice) as unknown as Actor.Implementation).items.find((i) => i.type === "ability")
          ?.uuid,
    );
    const seen = gm.notifications.length;
    await gm.run(() => drop(find(sheet, ".party-stash"), { type: "Item", uuid: shoulderIn }));
    await session.settle();
    expect(warningsOn(gm, seen)).toEqual(["The party stash holds treasures and consumables only."]);
    for (const client of session.clients)
      expect(itemsOf(client, party)).toEqual([
        { name: "Charm of the Ice Sparrow", quantity: 1 },
        { name: "Healing Potion", quantity: 2 },
      ]);
    const rows = stashRows(sheet);
    expect(rows.find((r) => r.includes("Healing Potion"))).toContain("×2");
    // The Director discards nothing by viewing; he takes for nobody (no Take button), he may discard.
    expect(findAll(sheet, '[data-action="takeFromStash"]')).toEqual([]);
    expect(findAll(sheet, '[data-action="discardFromStash"]')).toHaveLength(2);
  });

  it("Alice, observing the party, takes a Healing Potion for Korva: the GM moves one, on every client; in Japanese her button says who takes it", async () => {
    const { alice, session, heroes } = table;
    const sheet = await partySheetOn(alice);
    expect(findAll(sheet, '[data-action="discardFromStash"]')).toEqual([]);
    const take = find(
      find(sheet, `.stash-item[data-item-id="${potionId(alice)}"]`),
      '[data-action="takeFromStash"]',
    );
    expect(take.getAttribute("aria-label")).toBe("Take one Healing Potion for Korva");
    await alice.run(() => click(take));
    await session.settle();
    await session.settle();
    for (const client of session.clients) {
      expect(itemsOf(client, heroes.alice)).toEqual([{ name: "Healing Potion", quantity: 1 }]);
      expect(itemsOf(client, party).find((i) => i.name === "Healing Potion")?.quantity).toBe(1);
    }
    expect(stashRows(sheet).find((r) => r.includes("Healing Potion"))).toContain("×1");
    await alice.run(() => sheet.close());
    alice.game["i18n"] = createLocalizer("ja");
    const japanese = await partySheetOn(alice);
    expect(textOf(find(japanese, ".party-stash h2"))).toBe("パーティの共有品");
    expect(find(japanese, '[data-action="takeFromStash"]').getAttribute("aria-label")).toContain(
      "Korvaが受け取る",
    );
    await alice.run(() => japanese.close());
    alice.game["i18n"] = createLocalizer("en");
  });

  it("attack: Bob asks to take for Korva, for a hero outside the party, or an item not in the stash: refused, nothing moves", async () => {
    const { bob, gm, session, heroes } = table;
    const outsider = await create(gm, "Actor", {
      name: "Vash",
      type: "hero",
      ownership: { default: 0, [bob.userId]: 3 },
    });
    await session.settle();
    const seen = bob.notifications.length;
    const asks = [
      { partyUuid: party.uuid, itemId: potionId(bob), heroUuid: heroes.alice.uuid },
      { partyUuid: party.uuid, itemId: potionId(bob), heroUuid: outsider.uuid },
      { partyUuid: party.uuid, itemId: "abcdefghijklmnop", heroUuid: heroes.bob.uuid },
      { partyUuid: heroes.alice.uuid, itemId: potionId(bob), heroUuid: heroes.bob.uuid },
    ];
    const results: unknown[] = [];
    for (const ask of asks) results.push(await bob.run(() => requestGm({ kind: "takeFromStash", ...ask })));
    await session.settle();
    expect(results).toEqual([null, null, null, null]);
    expect(warningsOn(bob, seen)).toHaveLength(4);
    for (const client of session.clients) {
      expect(itemsOf(client, heroes.bob)).toEqual([]);
      expect(itemsOf(client, outsider)).toEqual([]);
      expect(itemsOf(client, party).find((i) => i.name === "Healing Potion")?.quantity).toBe(1);
    }
  });

  it("Alice takes the last Healing Potion: its row leaves the stash and Korva holds two", async () => {
    const { alice, session, heroes } = table;
    const sheet = await partySheetOn(alice);
    await alice.run(() =>
      click(
        find(find(sheet, `.stash-item[data-item-id="${potionId(alice)}"]`), '[data-action="takeFromStash"]'),
      ),
    );
    await session.settle();
    for (const client of session.clients) {
      expect(itemsOf(client, heroes.alice)).toEqual([{ name: "Healing Potion", quantity: 2 }]);
      expect(itemsOf(client, party)).toEqual([{ name: "Charm of the Ice Sparrow", quantity: 1 }]);
    }
    expect(stashRows(sheet).some((r) => r.includes("Healing Potion"))).toBe(false);
    await alice.run(() => sheet.close());
  });
});
