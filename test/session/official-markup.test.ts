// @vitest-environment happy-dom
/**
 * Deliver 5 and 7, at the table: an official ability whose text holds
 * `[[/damage 2d6+@level fire]]` and `[[/apply weakened save]]` is imported (convertOfficial) into a system
 * pack; Alice's hero holds a copy made from that entry (`_stats.compendiumSource`, as v13
 * WorldCollection#fromCompendium sets it). On Alice's hero sheet the converted text shows two buttons; her
 * clicks reach the targeted captain through the GM, who judges the text from the pack entry (Alice can edit
 * her own copy, not the entry), rolls the formula once (the dice on the table's chat) and applies the
 * condition with its duration. A line Alice writes into her own copy is refused.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { actorOn, clickOn, heroSheetOn, tokenStaminaOn, warningsOn } from "./play.ts";
import { closeAll, find, textOf } from "../sim/applications/user.ts";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import { addPack } from "../harness/compendium.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { convertOfficial, parseSafeJson } from "../../src/import/official/index.ts";
import { isObject } from "../../src/import/official/context.ts";

const OAR_SWEEP = "test/import/fixtures/official/abilities/ability_Oar_Sweep_OarSweep00000001.json";
const PACK = "steelbound-official.abilities";

afterEach(async () => {
  await closeAll();
});

/** The fixture ability with official markup in its effect text (our own words around it). */
function officialAbility(): Plain {
  const source = parseSafeJson(readFileSync(OAR_SWEEP, "utf8"));
  if (!isObject(source)) throw new Error("the fixture is not a JSON object");
  const system = source["system"] as Plain;
  system["effect"] = {
    before: "",
    after: "<p>Each target takes [[/damage 2d6+@level fire]]{L} and is [[/apply weakened save]].</p>",
  };
  return convertOfficial(source).document;
}

let table: Table;
let item: HarnessDocument;

const weakenedOn = (table: Table) =>
  table.session.clients.map((client) =>
    client.run(() =>
      (
        on(client, table.tokens.captain).actor as unknown as { effects: { contents: HarnessDocument[] } }
      ).effects.contents
        .filter((e) => (e as unknown as { statuses: Set<string> }).statuses.has("weakened"))
        .map((e) => (e._source["flags"] as { steelbound?: { duration?: string } }).steelbound?.duration),
    ),
  );

describe("official markup, imported, played from a hero sheet", () => {
  it("R-DM-1, R-AB-11: Alice's imported ability rolls 2d6 + level fire damage once through the GM and weakens (save ends)", async () => {
    table = await setUpTable();
    const { alice, gm, session, heroes, tokens } = table;
    const ability = officialAbility();
    const after = (ability["system"] as { effect: { after: string } }).effect.after;
    expect(after).toContain("[[/ds damage 2d6+@level fire]]{L}");
    expect(after).toContain("@Condition[weakened save]");
    expect(after).not.toMatch(/\[\[\/(damage|apply)/);

    const id = String(ability["_id"]);
    for (const client of session.clients)
      client.run(() =>
        addPack({ id: PACK, label: "Abilities", type: "Item", packageType: "system", documents: [ability] }),
      );
    const uuid = `Compendium.${PACK}.Item.${id}`;
    const [made] = await gm.run<Promise<HarnessDocument[]>>(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [
        { ...ability, _id: undefined, _stats: { compendiumSource: uuid } },
      ]),
    );
    if (!made) throw new Error("no item");
    item = made;
    await session.settle();

    const sheet = await heroSheetOn(alice, heroes.alice);
    const damage = find(sheet, "button.steelbound-enricher.damage");
    // Alice's hero is level 1: the caption names the formula, the GM rolls it.
    expect(textOf(damage)).toContain("2d6 + level");
    expect(textOf(find(sheet, "button.steelbound-enricher.condition"))).toContain("save ends");

    target(alice, [tokens.captain]);
    const stamina = tokenStaminaOn(gm, tokens.captain);
    postedRolls.length = 0;
    queueDice(3, 4);
    await clickOn(table, alice, damage);
    // 3 + 4 + level 1, rolled once by the GM and shown.
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(stamina - 8);
    expect(postedRolls).toHaveLength(1);
    expect(JSON.stringify(postedRolls[0])).toContain("2d6");

    await clickOn(table, alice, find(sheet, "button.steelbound-enricher.condition"));
    for (const seen of weakenedOn(table)) expect(seen).toEqual(["save"]);
  }, 60_000);

  it("a line Alice writes into her own copy is refused: the pack entry does not hold it", async () => {
    const { alice, session, tokens } = table;
    await alice.run(() => on(alice, item).update({ "system.effect.after": "<p>[[/ds damage 99]]</p>" }));
    await session.settle();
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const stamina = tokenStaminaOn(table.gm, tokens.captain);
    const seen = alice.notifications.length;
    target(alice, [tokens.captain]);
    await clickOn(table, alice, find(sheet, "button.steelbound-enricher.damage"));
    expect(warningsOn(alice, seen).join(" ")).toContain("not allowed");
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(stamina);
  }, 60_000);
});
