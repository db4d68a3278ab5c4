// @vitest-environment happy-dom
/**
 * An ability that heals its user from the damage it deals (seed 004 §ダメージで回復するクリーチャー; the
 * official stat blocks' "regains Stamina equal to the damage dealt"): Alice's hero Korva uses one from his
 * sheet on two goblins, one weak to fire and one immune to some of it; the GM applies the card and Korva's
 * Stamina rises, on every client, by one target's damage as really dealt, once a use. Run as v13 and as v14:
 * `npx vitest run` and `FOUNDRY_GENERATION=14 npx vitest run` this file.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  clickAnswering,
  clickOn,
  heroSheetOn,
  lastCardOn,
  ownSheetOn,
  tokenStaminaOn,
  useButton,
} from "./play.ts";
import { change, field, find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

type Plain = Record<string, unknown>;
let table: Table;

beforeEach(async () => {
  table = await setUpTable();
});

/** A ranged fire ability on two targets, 5 fire damage at every tier. */
function feedingFlame(healFromDamage: string): Plain {
  const tier = { damage: { value: 5, type: "fire" } };
  return {
    name: "Feeding Flame",
    type: "ability",
    system: {
      category: "signature",
      type: "main",
      keywords: ["magic", "ranged", "strike"],
      distance: { type: "ranged", ranged: 10 },
      target: { text: "Two creatures", count: 2 },
      power: { characteristics: ["might"], tier1: tier, tier2: tier, tier3: tier },
      healFromDamage,
    },
  };
}

async function giveKorva(data: Plain): Promise<HarnessDocument> {
  const created: unknown = await table.gm.run(() =>
    on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", [data]),
  );
  const [item] = created as HarnessDocument[];
  await table.session.settle();
  if (!item) throw new Error("no item");
  return on(table.alice, item);
}

async function gmUpdates(actor: HarnessDocument, changes: Plain) {
  await table.gm.run(() => on(table.gm, actor).update(changes));
  await table.session.settle();
}

/** The captain is weak to fire (5 fire deals 7), the leader immune to 3 of it (5 fire deals 2). */
async function readyTargets(): Promise<void> {
  await gmUpdates(table.monsters.captain, { "system.damage.weaknesses.fire": 2 });
  await gmUpdates(table.monsters.leader, { "system.damage.immunities.fire": 3 });
  await gmUpdates(table.heroes.alice, { "system.stamina.value": 4 });
}

const rowOn = (client: SimClient, index: number) =>
  find(lastCardOn(client), `[data-target-index="${index}"]`);

async function useOnBoth(item: HarnessDocument): Promise<void> {
  const { alice, tokens } = table;
  target(alice, [tokens.captain, tokens.leader]);
  const sheet = await heroSheetOn(alice, table.heroes.alice);
  queueDice(6, 6);
  await clickAnswering(table, alice, useButton(sheet, item.id), "roll", {});
}

describe("an ability that heals its user from the damage dealt (seed 004)", () => {
  it("seed 004: Korva regains the damage one target really took (7 through fire weakness 2), once a use", async () => {
    const { alice, gm, tokens } = table;
    await readyTargets();
    await useOnBoth(await giveKorva(feedingFlame("full")));
    const captainBefore = tokenStaminaOn(gm, tokens.captain);
    await clickOn(table, alice, find(rowOn(alice, 0), '[data-action="applyDamage"]'));
    for (const client of table.session.clients) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe(captainBefore - 7);
      expect(tokenStaminaOn(client, tokens.alice)).toBe(4 + 7);
    }
    // The other row of the same use deals its 2, and Korva regains nothing more: one target's damage a use.
    const leaderBefore = tokenStaminaOn(gm, tokens.leader);
    await clickOn(table, alice, find(rowOn(alice, 1), '[data-action="applyDamage"]'));
    for (const client of table.session.clients) {
      expect(tokenStaminaOn(client, tokens.leader)).toBe(leaderBefore - 2);
      expect(tokenStaminaOn(client, tokens.alice)).toBe(11);
    }
  });

  it("seed 004: 'half the damage dealt' on both targets at once: the most one target took (7), halved down to 3", async () => {
    const { alice, tokens } = table;
    await readyTargets();
    await useOnBoth(await giveKorva(feedingFlame("half")));
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamageAll"]'));
    for (const client of table.session.clients) expect(tokenStaminaOn(client, tokens.alice)).toBe(4 + 3);
  });

  it("seed 004: an ability without it heals nothing; Alice's own tick on it waits for the Director and heals nothing", async () => {
    const { alice, gm, tokens } = table;
    await readyTargets();
    const item = await giveKorva(feedingFlame("none"));
    await useOnBoth(item);
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamageAll"]'));
    for (const client of table.session.clients) expect(tokenStaminaOn(client, tokens.alice)).toBe(4);
    // Her edit of her own ability is a claim: the GM applies from the version the Director accepted.
    const sheet = await ownSheetOn(alice, item);
    await alice.run(() => change(field(sheet, "[name='system.healFromDamage']"), "full"));
    await table.session.settle();
    expect((on(gm, item).system as unknown as { healFromDamage: string }).healFromDamage).toBe("full");
    await useOnBoth(item);
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamageAll"]'));
    for (const client of table.session.clients) expect(tokenStaminaOn(client, tokens.alice)).toBe(4);
  });
});
