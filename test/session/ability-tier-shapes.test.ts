// @vitest-environment happy-dom
/**
 * The published tier shapes at the table: Alice edits Korva's ability on its sheet, uses it
 * from his hero sheet through the roll dialog, every client renders the card, and the GM applies what the
 * ITEM says — a damage type picked when rolling, a fixed potency with an "otherwise" effect, a second damage
 * entry, and a potency-gated "push or pull 2 + M" moved through the card's Move button.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { drawCanvases, tearDownCanvases, type Canvases } from "./setups.ts";
import {
  clickAnswering,
  combatOn,
  openCombat,
  clickOn,
  heroSheetOn,
  lastCardOn,
  ownSheetOn,
  tokenStaminaOn,
  useButton,
  warningsOn,
  setSetting,
} from "./play.ts";
import { change, field, find, findAll } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

type Plain = Record<string, unknown>;
let table: Table;
const canvases: Canvases = new Map();

beforeEach(async () => {
  table = await setUpTable();
  // Alice edits her hero's ability on its sheet here: this table trusts its players' ability edits;
  // test/security/accepted-ability.test.ts plays the default, where an edit waits for the Director.
  await setSetting(table.gm, "trustAbilityEdits", true);
  drawCanvases(table, canvases);
});
afterEach(() => tearDownCanvases(table, canvases));

/** A ranged magic ability with a Might power roll (no R-MV-9 bonus); each tier the same. */
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

/** The GM gives Korva an ability; returns it as Alice's client holds it. */
async function giveKorva(data: Plain): Promise<HarnessDocument> {
  const created: unknown = await table.gm.run(() =>
    on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", [data]),
  );
  const [item] = created as HarnessDocument[]; // the sim's createEmbeddedDocuments returns its documents
  await table.session.settle();
  if (!item) throw new Error("no item");
  return on(table.alice, item);
}

/** The GM writes an actor's data (characteristics, immunities). */
async function gmUpdates(actor: HarnessDocument, changes: Plain) {
  await table.gm.run(() => on(table.gm, actor).update(changes));
  await table.session.settle();
}

/** Alice uses Korva's ability on `targets` from his sheet, answering the roll dialog with `fields`. */
async function aliceUses(item: HarnessDocument, targets: SimTokenDocument[], fields: Plain = {}) {
  target(table.alice, targets);
  const sheet = await heroSheetOn(table.alice, table.heroes.alice);
  queueDice(6, 6); // 12 + Might 2 = 14: tier 2
  await clickAnswering(table, table.alice, useButton(sheet, item.id), "roll", fields as never);
}

/** The statuses of a token's actor (an unlinked monster's synthetic actor) as a client holds them. */
const statusesOn = (client: SimClient, token: SimTokenDocument) =>
  client.run(() => [...((on(client, token).actor as { statuses?: Set<string> } | null)?.statuses ?? [])]);
const rowOn = (client: SimClient, index = 0) => find(lastCardOn(client), `[data-target-index="${index}"]`);

describe("ability tier shapes at the table", () => {
  it("R-DM-2, R-AB-6: Alice makes Frost or Flame offer cold and a fixed M < 3 with 'otherwise slowed'; she rolls cold; the GM applies cold damage and slowed", async () => {
    const { alice, gm } = table;
    const captain = table.monsters.captain;
    await gmUpdates(captain, {
      "system.characteristics.might": 3,
      "system.damage.immunities.fire": 5,
    });
    const item = await giveKorva(ability("Frost or Flame", { damage: { value: 5, type: "fire" } }));
    const sheet = await ownSheetOn(alice, item);
    await alice.run(() => change(field(sheet, "[name='system.power.tier2.damage.types.cold']"), true));
    alice.run(() => {
      find(sheet, '[data-action=addTierCondition][data-tier="2"]').click();
    });
    await table.session.settle();
    const row = "system.power.tier2.conditions.0";
    await alice.run(() => change(field(sheet, `[name='${row}.condition']`), "restrained"));
    await alice.run(() => change(field(sheet, `[name='${row}.potency.strength']`), "fixed"));
    await alice.run(() => change(field(sheet, `[name='${row}.potency.value']`), "3"));
    await alice.run(() => change(field(sheet, `[name='${row}.otherwise.condition']`), "slowed"));
    await table.session.settle();
    const stored = on(gm, item).system as unknown as {
      power: { tier2: { damage: { types: Set<string> }; conditions: Plain[] } };
    };
    expect([...stored.power.tier2.damage.types]).toEqual(["cold"]);
    expect(stored.power.tier2.conditions[0]).toMatchObject({
      condition: "restrained",
      potency: { strength: "fixed", value: 3 },
      otherwise: { condition: "slowed", duration: "eot" },
    });

    const before = tokenStaminaOn(gm, table.tokens.captain);
    await aliceUses(item, [table.tokens.captain], { damageType: "cold" });
    for (const client of table.session.clients) {
      const shown = rowOn(client).textContent;
      expect(shown).toMatch(/5\s*cold damage/);
      expect(shown).toContain("M < 3");
      expect(find(rowOn(client), ".effect-otherwise").textContent).toMatch(/slowed/i);
    }
    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyDamage"]'));
    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyConditions"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of table.session.clients) {
      expect(tokenStaminaOn(client, table.tokens.captain)).toBe(before - 5);
      expect(statusesOn(client, table.tokens.captain)).toContain("slowed");
      expect(statusesOn(client, table.tokens.captain)).not.toContain("restrained");
    }
  });

  it("R-DM-2: a card claiming a damage type the item does not offer is refused by the GM; nothing changes", async () => {
    const { alice } = table;
    const item = await giveKorva(
      ability("Frost or Flame", { damage: { value: 5, type: "fire", types: ["cold"] } }),
    );
    await aliceUses(item, [table.tokens.captain], { damageType: "cold" });
    const before = tokenStaminaOn(table.gm, table.tokens.captain);
    const message = [
      ...(alice.globals.game as { messages: { contents: HarnessDocument[] } }).messages.contents,
    ].at(-1);
    if (!message) throw new Error("no message");
    // Alice (the card's author) rewrites her card to claim acid, which the item does not offer.
    await alice.run(() => message.update({ "system.damageType": "acid" }));
    await table.session.settle();
    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice).length).toBeGreaterThan(0);
    for (const client of table.session.clients)
      expect(tokenStaminaOn(client, table.tokens.captain)).toBe(before);
  });

  it("R-DM-3: '5 damage; and 2 fire damage' — the card shows both entries; the GM adds the fire weakness to the fire entry only", async () => {
    const { alice } = table;
    await gmUpdates(table.monsters.captain, { "system.damage.weaknesses.fire": 3 });
    const item = await giveKorva(ability("Ember Cut", { damage: { value: 5 } }));
    const sheet = await ownSheetOn(alice, item);
    await alice.run(() => change(field(sheet, "[name='system.power.tier2.damage.extra.value']"), "2"));
    await alice.run(() => change(field(sheet, "[name='system.power.tier2.damage.extra.type']"), "fire"));
    await table.session.settle();
    const before = tokenStaminaOn(table.gm, table.tokens.captain);
    await aliceUses(item, [table.tokens.captain]);
    for (const client of table.session.clients) {
      const entries = findAll(rowOn(client), ".damage-entry").map((e) =>
        e.textContent.replace(/\s+/g, " ").trim(),
      );
      // The fire entry says why it is more than rolled (R-DM-3: the captain's fire weakness 3).
      expect(entries).toEqual(["5 damage", "5 fire damage (2 before weakness)"]);
    }
    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyDamage"]'));
    for (const client of table.session.clients)
      expect(tokenStaminaOn(client, table.tokens.captain)).toBe(before - 10);
  });

  it("R-MN-6: '5 damage; and 2 fire damage' on minions with fire immunity 5: the squad's pool loses 5 (untyped entry) + 0 (fire entry), each entry its own source", async () => {
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
      ability("Ember Cut", { damage: { value: 5, extra: { value: 2, type: "fire" } } }),
    );
    const [minion] = tokens.minions as [SimTokenDocument];
    await aliceUses(item, [minion]);
    await clickOn(table, alice, find(rowOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    // Summed as one untyped source it would lose 7; summed as fire, 2.
    for (const client of table.session.clients) expect(poolOn(client)).toBe(before - 5);
  });

  it("R-AB-6, R-MV-7, R-MV-8: 'A < 2 push or pull 2 + M' — the nimble captain resists; Alice pulls the minion 4 squares closer", async () => {
    const { alice } = table;
    const [minion] = table.tokens.minions as [SimTokenDocument];
    await gmUpdates(table.monsters.captain, { "system.characteristics.agility": 2 });
    await gmUpdates(table.monsters.minion, { "system.characteristics.agility": 0, "system.stability": 0 });
    for (const [token, x, y] of [
      [table.tokens.alice, 2, 10],
      [minion, 7, 10],
      [table.tokens.captain, 7, 13],
    ] as const) {
      await table.gm.run(() => on(table.gm, token).update({ x: x * 100, y: y * 100 }));
    }
    await table.session.settle();
    // Two targets: the GM checks a card's targets against the ability's target line.
    const lure = ability("Lure", { forced: { kind: "push", distance: 2 } });
    const item = await giveKorva({
      ...lure,
      system: { ...(lure.system as Plain), target: { text: "Two creatures", count: 2 } },
    });
    const sheet = await ownSheetOn(alice, item);
    const forced = "system.power.tier2.forced";
    await alice.run(() => change(field(sheet, `[name='${forced}.or']`), "pull"));
    await alice.run(() => change(field(sheet, `[name='${forced}.bonus']`), "might"));
    await alice.run(() => change(field(sheet, `[name='${forced}.potency.characteristic']`), "agility"));
    await alice.run(() => change(field(sheet, `[name='${forced}.potency.strength']`), "fixed"));
    await alice.run(() => change(field(sheet, `[name='${forced}.potency.value']`), "2"));
    await table.session.settle();

    await aliceUses(item, [minion, table.tokens.captain]);
    for (const client of table.session.clients) {
      const first = find(rowOn(client, 0), ".target-forced").textContent.replace(/\s+/g, " ");
      expect(first).toMatch(/Push 4 or Pull 4/);
      expect(first).toContain("A < 2");
      const second = rowOn(client, 1);
      expect(second.querySelector(".target-forced.resisted")).not.toBeNull();
      expect(second.querySelector('[data-action="forcedMove"]')).toBeNull();
    }
    await clickOn(table, alice, find(rowOn(alice, 0), '[data-action="forcedMove"]'));
    const shown = alice.run(() => canvases.get(alice)?.highlighted("steelbound.forcedMove") ?? []);
    expect(shown).toContainEqual(expect.objectContaining({ x: 3, y: 10 })); // pulled 4
    expect(shown).toContainEqual(expect.objectContaining({ x: 11, y: 10 })); // pushed 4
    alice.run(() => canvases.get(alice)?.clickSquare({ x: 3, y: 10 }, 0));
    await table.session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of table.session.clients) expect(on(client, minion).x).toBe(300);
  });
});
