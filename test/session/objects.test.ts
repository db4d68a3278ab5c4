// @vitest-environment happy-dom
/**
 * Dynamic terrain objects (004 「ダイナミック地形オブジェクト」) at the table. The Director imports the
 * official data's object (it becomes an object actor, not a monster), puts it on the board and opens its
 * sheet; Alice strikes it with her hero and its stamina falls through the same apply path as a creature's,
 * on every client. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { create, setUpTable, type Table } from "./table.ts";
import {
  cardOn,
  clickOn,
  ownSheetOn,
  placeTokenFor,
  rowButton,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "./play.ts";
import { textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { convertOfficial, parseSafeJson } from "../../src/import/official/index.ts";
import { isObject } from "../../src/import/official/context.ts";

const MIRE = "test/import/fixtures/official/monsters/object_Sucking_Mire_SuckingMire00001.json";

let table: Table;
let mire: HarnessDocument;
let mireToken: SimTokenDocument;

describe("dynamic terrain objects", () => {
  it("the Director imports an official object: it is an object actor with its area and per-square stamina", async () => {
    table = await setUpTable();
    const { gm } = table;
    const source = parseSafeJson(readFileSync(MIRE, "utf8"));
    if (!isObject(source)) throw new Error("the fixture is not a JSON object");
    const converted = convertOfficial(source);
    expect(converted.document["type"]).toBe("object");
    mire = await create(gm, "Actor", converted.document);
    mireToken = await placeTokenFor(table, mire, 5, 3);
    const sheet = await ownSheetOn(gm, mire);
    const shown = textOf(sheet.element);
    expect(sheet.element.classList.contains("dynamic-object")).toBe(true);
    expect(shown).toContain("Sucking Mire");
    expect(shown).toContain("Environmental Hazard");
    expect(shown).toContain("4 x 4 bog");
    expect(shown).toContain("6 per square");
    await gm.run(() => sheet.close());
  });

  it("a player cannot edit the Director's object", () => {
    const { alice } = table;
    const editable = alice.run(() => (alice.resolve(mire.uuid) as { isOwner: boolean } | null)?.isOwner);
    expect(editable).toBe(false);
  });

  it("001 「オブジェクトの強制移動ダメージの追跡」 (objects take damage as creatures do): Alice's strike damages the object through the GM on every client", async () => {
    const { alice, session, heroes } = table;
    const before = tokenStaminaOn(alice, mireToken);
    expect(before).toBe(6);
    const card = await useAbilityOn(table, alice, heroes.alice, [mireToken], [1, 2], "Shoulder In");
    for (const client of session.clients) expect(textOf(cardOn(client, card))).toContain("Sucking Mire");
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    expect(warningsOn(alice)).toEqual([]);
    const after = tokenStaminaOn(table.gm, mireToken);
    expect(after).toBeLessThan(before);
    for (const client of session.clients) expect(tokenStaminaOn(client, mireToken)).toBe(after);
  });
});
