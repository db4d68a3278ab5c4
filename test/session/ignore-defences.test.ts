// @vitest-environment happy-dom
/**
 * Tiers that ignore a target's defences at the table: Korva's ability pushes a stability-4 captain its full
 * distance (R-MV-8, ignoring stability) and deals its fire damage through the captain's fire immunity
 * (R-DM-2, ignoring immunity). Alice uses it from his sheet, every client renders the card, the Move button
 * has the GM move the captain, and the GM applies the damage. Run as v13 and as v14:
 * `npx vitest run` and `FOUNDRY_GENERATION=14 npx vitest run` this file.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { drawCanvases, tearDownCanvases, type Canvases } from "./setups.ts";
import {
  clickAnswering,
  clickOn,
  combatOn,
  heroSheetOn,
  openCombat,
  lastCardOn,
  ownSheetOn,
  setSetting,
  tokenStaminaOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { change, field, find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

type Plain = Record<string, unknown>;
let table: Table;
const canvases: Canvases = new Map();

beforeEach(async () => {
  table = await setUpTable();
  drawCanvases(table, canvases);
});
afterEach(() => tearDownCanvases(table, canvases));

/** A ranged magic ability (no R-MV-9 bonus) with the same tier three times. */
function ability(name: string, tier: Plain): Plain {
  return {
    name,
    type: "ability",
    system: {
      category: "signature",
      type: "main",
      keywords: ["magic", "ranged", "strike"],
      distance: { type: "ranged", ranged: 10 },
      target: { text: "One creature", count: 1 },
      power: { characteristics: ["might"], tier1: tier, tier2: tier, tier3: tier },
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

const rowOn = (client: SimClient) => find(lastCardOn(client), `[data-target-index="0"]`);
const LAYER = "steelbound.forcedMove";

describe("tiers that ignore stability or immunity at the table", () => {
  it("R-MV-8, R-DM-2: a push 3 that ignores stability moves the stability-4 captain 3 squares; its 5 fire ignores fire immunity 5", async () => {
    const { alice, gm } = table;
    const captain = table.tokens.captain;
    await gmUpdates(table.monsters.captain, { "system.stability": 4, "system.damage.immunities.fire": 5 });
    await table.gm.run(() => on(table.gm, table.tokens.alice).update({ x: 200, y: 1000 }));
    await table.gm.run(() => on(table.gm, captain).update({ x: 500, y: 1000 }));
    await table.session.settle();
    const item = await giveKorva(
      ability("Unbraced Blast", {
        damage: { value: 5, type: "fire", ignoresImmunity: true },
        forced: { kind: "push", distance: 3, ignoresStability: true },
      }),
    );
    const before = tokenStaminaOn(gm, captain);

    target(alice, [captain]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    queueDice(6, 6); // 12 + Might 2 = 14: tier 2
    await clickAnswering(table, alice, useButton(sheet, item.id), "roll", {});
    for (const client of table.session.clients) {
      const row = rowOn(client);
      // Without the flags stability 4 would leave no push and fire immunity 5 no damage.
      expect(find(row, ".target-forced").textContent.replace(/\s+/g, " ")).toMatch(/Push 3/);
      expect(row.textContent).toMatch(/5\s*fire damage/);
    }

    await clickOn(table, alice, find(rowOn(alice), '[data-action="forcedMove"]'));
    const shown = alice.run(() => canvases.get(alice)?.highlighted(LAYER) ?? []);
    const reach = Math.max(...shown.map((s) => Math.max(Math.abs(s.x - 5), Math.abs(s.y - 10))));
    expect(reach).toBe(3);
    alice.run(() => canvases.get(alice)?.clickSquare({ x: 8, y: 10 }, 0));
    await table.session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of table.session.clients) expect(on(client, captain).x).toBe(800);

    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of table.session.clients) expect(tokenStaminaOn(client, captain)).toBe(before - 5);
  });

  it("R-MV-8, R-DM-2: the same tier without the flags: stability 4 leaves no push and fire immunity 5 no damage", async () => {
    const { alice, gm } = table;
    const captain = table.tokens.captain;
    await gmUpdates(table.monsters.captain, { "system.stability": 4, "system.damage.immunities.fire": 5 });
    const item = await giveKorva(
      ability("Braced Blast", { damage: { value: 5, type: "fire" }, forced: { kind: "push", distance: 3 } }),
    );
    const before = tokenStaminaOn(gm, captain);
    target(alice, [captain]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    queueDice(6, 6);
    await clickAnswering(table, alice, useButton(sheet, item.id), "roll", {});
    // Immunity 5 takes all 5 fire: no damage to apply, and stability 4 leaves nothing of the push 3.
    for (const client of table.session.clients) {
      expect(rowOn(client).querySelector('[data-action="forcedMove"]')).toBeNull();
      expect(rowOn(client).querySelector('[data-action="applyDamage"]')).toBeNull();
    }
    for (const client of table.session.clients) expect(tokenStaminaOn(client, captain)).toBe(before);
  });

  it("R-MV-8, R-DM-2: Alice ticks 'ignores stability' and 'ignores immunity' on tier 2 of her ability sheet; the item keeps both", async () => {
    const { alice, gm } = table;
    // This table trusts its players' ability edits (test/security/accepted-ability.test.ts plays the default).
    await setSetting(gm, "trustAbilityEdits", true);
    const item = await giveKorva(
      ability("Rising Blast", { damage: { value: 5, type: "fire" }, forced: { kind: "push", distance: 3 } }),
    );
    const sheet = await ownSheetOn(alice, item);
    await alice.run(() => change(field(sheet, "[name='system.power.tier2.forced.ignoresStability']"), true));
    await alice.run(() => change(field(sheet, "[name='system.power.tier2.damage.ignoresImmunity']"), true));
    await table.session.settle();
    const stored = on(gm, item).system as unknown as {
      power: Record<string, { damage: { ignoresImmunity: boolean }; forced: { ignoresStability: boolean } }>;
    };
    expect(stored.power["tier2"]?.forced.ignoresStability).toBe(true);
    expect(stored.power["tier2"]?.damage.ignoresImmunity).toBe(true);
    expect(stored.power["tier1"]?.forced.ignoresStability).toBe(false);
  });

  it("R-MN-6, R-DM-2: 5 fire that ignores immunity on a squad's minion with fire immunity 5: the pool loses 5", async () => {
    const { alice, gm, tokens } = table;
    await gmUpdates(table.monsters.minion, { "system.damage.immunities.fire": 5 });
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    const formed = await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    expect(formed).toEqual({ ok: true });
    await table.session.settle();
    const poolOn = (client: SimClient) =>
      client.run(() => (combatOn(client, combat).groups.contents[0]?.system as { pool: number }).pool);
    const before = poolOn(gm);
    const item = await giveKorva(
      ability("Searing Lance", { damage: { value: 5, type: "fire", ignoresImmunity: true } }),
    );
    const [minion] = tokens.minions;
    if (!minion) throw new Error("no minion");
    target(alice, [minion]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    queueDice(6, 6);
    await clickAnswering(table, alice, useButton(sheet, item.id), "roll", {});
    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of table.session.clients) expect(poolOn(client)).toBe(before - 5);
  });
});
