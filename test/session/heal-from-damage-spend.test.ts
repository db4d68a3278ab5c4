// @vitest-environment happy-dom
/**
 * An ability whose heal from the damage it deals is its spend's (seed 004 §ダメージで回復するクリーチャー; the
 * official Troll Butcher's Savoring Bite: "spend 1 Malice: the butcher regains Stamina equal to the damage
 * dealt"). The ability is the official one as the importer converts it (test/fixtures/heal-from-damage-0.11.json,
 * prose replaced), given to the Goblin Warlord. The Director uses it from the rendered monster sheet on
 * Korva: with the spend taken in the roll dialog, Malice drops by 1 and applying the card heals the
 * Warlord, on every client, by the damage Korva took, once; without the spend, nothing is healed.
 * Run as v13 and as v14: `npx vitest run` and `FOUNDRY_GENERATION=14 npx vitest run` this file.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { setUpTable, target, type Table } from "./table.ts";
import {
  clickAnswering,
  clickOn,
  lastCardOn,
  maliceOn,
  monsterSheetOn,
  ownSheetOn,
  setSetting,
  tokenStaminaOn,
  useButton,
} from "./play.ts";
import { field, find } from "../sim/applications/user.ts";
import { giveWarlord, warlordOf } from "./setups.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { convertAbility } from "../../src/import/official/ability.ts";
import { DEFAULT_OPTIONS } from "../../src/import/official/shared.ts";
import type { JsonObject } from "../../src/import/official/index.ts";
import official from "../fixtures/heal-from-damage-0.11.json" with { type: "json" };

let table: Table;

beforeEach(async () => {
  table = await setUpTable();
});

/** The official Savoring Bite as the importer converts it. */
function savoringBite(): JsonObject {
  const source = (official as unknown as (JsonObject & { owner: string; name: string })[]).find(
    (a) => a.owner === "Troll Butcher" && a.name === "Savoring Bite",
  );
  if (!source) throw new Error("no Savoring Bite in the fixture");
  const { document } = convertAbility(source, {
    ...DEFAULT_OPTIONS,
    owner: { kind: "monster", highest: ["might"] },
  });
  const { _id: _ignored, ...data } = document;
  return data;
}

/** The Warlord (on the scene) holds Savoring Bite and is down to 1 Stamina; the Director has 5 Malice. */
async function readyBite(): Promise<HarnessDocument> {
  const { gm, session } = table;
  const warlord = await giveWarlord(table, [savoringBite()]);
  const item = gm.run(() => warlord.items.find((i) => i.name === "Savoring Bite"));
  if (!item) throw new Error("no item");
  await gm.run(() => warlordOf(table).update({ "system.stamina.value": 1 }));
  await setSetting(gm, "malice", { value: 5, maliciousStrikeRound: -1 });
  await session.settle();
  return item;
}

/** The Director bites Korva from the Warlord's sheet (dice 1 + 1: tier 1), the spend taken or not. */
async function biteKorva(item: HarnessDocument, spend: boolean): Promise<void> {
  const { gm, tokens } = table;
  target(gm, [tokens.alice]);
  const sheet = await monsterSheetOn(gm, warlordOf(table));
  queueDice(1, 1);
  await clickAnswering(table, gm, useButton(sheet, item.id), "roll", { spendTimes: spend ? "1" : "0" });
  await gm.run(() => sheet.close());
}

const applyOn = () => find(lastCardOn(table.gm), '[data-target-index="0"] [data-action="applyDamage"]');

describe("a heal from damage that only its spend gives (seed 004, the official spends)", () => {
  it("seed 004: the importer reads Savoring Bite's spend: it heals the damage dealt, only when the spend is paid", () => {
    expect(savoringBite()["system"]).toMatchObject({
      healFromDamage: "full",
      healFromDamageWhen: "spend",
      spend: { value: 1 },
    });
  });

  it("seed 004: with the spend paid, the Warlord regains the damage Korva took, on every client", async () => {
    const { gm, tokens, session } = table;
    const item = await readyBite();
    // The item sheet shows the condition, with the book's words.
    const itemSheet = await ownSheetOn(gm, item);
    const when = field(itemSheet, "[name='system.healFromDamageWhen']") as HTMLSelectElement;
    expect(when.value).toBe("spend");
    expect(when.selectedOptions[0]?.textContent.trim()).toBe("Only when the spend is paid");
    await gm.run(() => itemSheet.close());
    await biteKorva(item, true);
    for (const client of session.clients) expect(maliceOn(client)).toBe(4);
    const korvaBefore = tokenStaminaOn(gm, tokens.alice);
    await clickOn(table, gm, applyOn());
    const dealt = korvaBefore - tokenStaminaOn(gm, tokens.alice);
    expect(dealt).toBeGreaterThan(0);
    for (const client of session.clients) {
      expect(tokenStaminaOn(client, tokens.alice)).toBe(korvaBefore - dealt);
      expect(tokenStaminaOn(client, tokens.leader)).toBe(1 + dealt);
    }
  });

  it("seed 004: without the spend, the same bite heals nothing (Malice is not spent)", async () => {
    const { gm, tokens, session } = table;
    const item = await readyBite();
    await biteKorva(item, false);
    for (const client of session.clients) expect(maliceOn(client)).toBe(5);
    const korvaBefore = tokenStaminaOn(gm, tokens.alice);
    await clickOn(table, gm, applyOn());
    expect(tokenStaminaOn(gm, tokens.alice)).toBeLessThan(korvaBefore);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.leader)).toBe(1);
  });
});
