// @vitest-environment happy-dom
/**
 * The Effects tab where players meet it: the Director slows Korva (save ends, R-AB-11) from the
 * Shieldbearer; Alice, who owns Korva, reads the effect with its source and duration on her sheet, turns it
 * off (every client's copy is disabled) and deletes it (gone on every client). Bob, who does not own Korva,
 * reads the same list with no buttons.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { actorOn, ownSheetOn } from "./play.ts";
import { answerDialog, click, find, findAll, textOf } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessActor } from "../harness/actor.ts";
import { instances } from "../sim/applications/application.ts";

let table: Table;
let effectId = "";
const korvaOn = (client: SimClient): HarnessActor => actorOn(client, table.heroes.alice);
const slowedOn = (client: SimClient) => client.run(() => korvaOn(client).effects.get(effectId));

beforeAll(async () => {
  table = await setUpTable();
  // What Apply on a card stores for a save-ends condition (docs/DATA.md): the status, origin, duration.
  const captain = table.monsters.captain;
  const [effect] = await table.gm.run(() =>
    korvaOn(table.gm).createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Slowed",
        img: "icons/svg/downgrade.svg",
        statuses: ["slowed"],
        origin: captain.uuid,
        flags: { steelbound: { duration: "save" } },
      },
    ]),
  );
  effectId = effect?.id ?? "";
  // Bob may watch Korva (observer) but does not own him.
  await table.gm.run(() => korvaOn(table.gm).update({ ownership: { [table.bob.userId]: 2 } }));
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the Effects tab on Korva's sheet", () => {
  it("R-AB-11: Alice opens the Effects tab and reads Slowed, from the Goblin Shieldbearer, save ends", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await table.alice.run(() => click(find(sheet, '[data-action="tab"][data-tab="effects"]')));
    expect(find(sheet, "section.tab.effects").classList.contains("active")).toBe(true);
    const row = textOf(find(sheet, `[data-effect-id="${effectId}"]`));
    expect(row).toContain("Slowed");
    expect(row).toContain("Source: Goblin Shieldbearer");
    expect(row).toContain("Duration: save ends");
    expect(row).toContain("active");
  });

  it("Bob, an observer who does not own Korva, reads the same effect but has no toggle, open or delete button", async () => {
    const sheet = await ownSheetOn(table.bob, korvaOn(table.bob));
    expect(table.bob.run(() => sheet.isEditable)).toBe(false);
    const row = find(sheet, `[data-effect-id="${effectId}"]`);
    expect(textOf(row)).toContain("Goblin Shieldbearer");
    expect(findAll(row, "[data-action]")).toEqual([]);
  });

  it("Alice turns Slowed off: the server stores it disabled and every client's sheet shows it disabled", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    const bobSheet = await ownSheetOn(table.bob, korvaOn(table.bob));
    const gmSheet = await ownSheetOn(table.gm, korvaOn(table.gm));
    await table.alice.run(() =>
      click(find(sheet, `[data-effect-id="${effectId}"] [data-action="toggleEffect"]`)),
    );
    await table.session.settle();
    for (const client of table.session.clients) expect(slowedOn(client)?.disabled).toBe(true);
    for (const shown of [sheet, bobSheet, gmSheet]) {
      const row = find(shown, `[data-effect-id="${effectId}"]`);
      expect(row.classList.contains("disabled")).toBe(true);
      expect(textOf(row)).toContain("disabled");
    }
  });

  it("Alice deletes Slowed after confirming: it is gone on every client and from both sheets", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    const bobSheet = await ownSheetOn(table.bob, korvaOn(table.bob));
    const deleting = table.alice.run(() =>
      click(find(sheet, `[data-effect-id="${effectId}"] [data-action="deleteEffect"]`)),
    );
    await table.alice.run(() => answerDialog("yes"));
    await deleting;
    await table.session.settle();
    for (const client of table.session.clients) expect(slowedOn(client)).toBeUndefined();
    for (const shown of [sheet, bobSheet]) {
      expect(findAll(shown, "[data-effect-id]")).toEqual([]);
      expect(textOf(find(shown, "section.tab.effects"))).toContain("No effects.");
    }
  });
});
