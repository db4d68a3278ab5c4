/**
 * Set-ups the session and security tests share: a table with a canvas drawn on every client and
 * abilities on Korva, torn down after each test; Korva's turn in combat; the abilities several files build
 * (a melee strike, test abilities and their no-dice use, a netting ability, Staggering Blow). Each helper
 * does what the tests did inline, in the same order.
 */
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  clickOn,
  combatantOn,
  heroSheetOn,
  lastMessageId,
  openCombat,
  trackerOn,
  useButton,
  type Combat,
} from "./play.ts";
import { queueDice } from "../harness/rolls.ts";
import { click, closeAll, find } from "../sim/applications/user.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { Plain } from "../harness/utils.ts";

/** Every client's canvas, as drawCanvases drew it. */
export type Canvases = Map<SimClient, SimCanvas>;

/** Draws the table's scene on every client's canvas. */
export function drawCanvases(table: Table, canvases: Canvases): void {
  for (const client of table.session.clients) canvases.set(client, drawCanvas(client, table.scene));
}

/** Tears every client's canvas down (Canvas#tearDown ends any picker still open), then closes every window. */
export async function tearDownCanvases(table: Table, canvases: Canvases): Promise<void> {
  for (const client of table.session.clients)
    client.run(() => {
      canvases.get(client)?.tearDown();
    });
  await closeAll();
}

/** The GM gives Korva (Alice's hero) these items; every client has them when it returns. */
export async function giveKorva(table: Table, items: Plain[]): Promise<void> {
  await table.gm.run(() => on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", items));
  await table.session.settle();
}

/** A table with the scene drawn on every client's canvas and, when given, these abilities on Korva. */
export async function setUpCanvasTable(canvases: Canvases, abilities: Plain[] = []): Promise<Table> {
  const table = await setUpTable();
  drawCanvases(table, canvases);
  if (abilities.length > 0) await giveKorva(table, abilities);
  return table;
}

const tier = (value: number) => ({ damage: { value } });
/** Korva's 1 burst: damage 2/5/7 to each enemy in the area (R-AB-2). */
export const WHIRL: Plain = {
  name: "Whirl of Steel",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["area", "melee", "weapon"],
    distance: { type: "burst", size: 1 },
    target: { text: "Each enemy in the area", count: 0 },
    power: { characteristics: ["might"], tier1: tier(2), tier2: tier(5), tier3: tier(7) },
  },
};

/** One tier of a test ability (R-PR-7): `damage` of `type` (untyped at 0), no condition, no push, no text. */
export const testTier = (damage: number, type: string, extra: Plain = {}): Plain => ({
  damage: { value: damage, characteristic: false, type: damage > 0 ? type : "untyped" },
  conditions: [],
  forced: { kind: "", distance: 0, vertical: false },
  text: "",
  ...extra,
});

/**
 * A main action whose targets each make a `characteristic` test (roll "targetTest", R-PR-1) instead of its
 * user rolling power: `reach` gives its keywords, distance and target; `tiers` its three results.
 */
export const targetTestAbility = (
  name: string,
  characteristic: string,
  reach: Plain,
  [tier1, tier2, tier3]: [Plain, Plain, Plain],
): Plain => ({
  name,
  type: "ability",
  system: {
    type: "main",
    ...reach,
    power: { roll: "targetTest", characteristics: [characteristic], tier1, tier2, tier3 },
  },
});

/** The Warlord (the leader token's synthetic actor, an unlinked monster) as the Director's client holds it. */
export function warlordOf(table: Table): HarnessActor {
  const found: unknown = table.gm.run(() => on(table.gm, table.tokens.leader).actor);
  if (!(found instanceof HarnessActor)) throw new Error("no Warlord actor");
  return found;
}

/** The GM gives the Warlord these items; returns its actor once every client has them. */
export async function giveWarlord(table: Table, items: Plain[]): Promise<HarnessActor> {
  await table.gm.run(() => warlordOf(table).createEmbeddedDocuments("Item", items));
  await table.session.settle();
  return warlordOf(table);
}

/**
 * A player targets `targets`, opens their hero's sheet, uses the named ability with no dice of their own (its
 * targets test, R-PR-1) and closes the sheet; returns the new card's message id.
 */
export async function useTestOn(
  table: Table,
  client: SimClient,
  hero: HarnessDocument,
  targets: SimTokenDocument[],
  itemName: string,
): Promise<string> {
  target(client, targets);
  const sheet = await heroSheetOn(client, hero);
  const item = client.run(() => actorOn(client, hero).items.find((i) => i.name === itemName));
  await clickOn(table, client, useButton(sheet, item?.id ?? ""));
  await client.run(() => sheet.close());
  return lastMessageId(table);
}

/** Reach of a burst 3 around its user, on each enemy in it (a test ability's `reach`). */
export const BURST_3: Plain = {
  keywords: ["area", "magic"],
  distance: { type: "burst", size: 3 },
  target: { text: "Each enemy in the area", count: 0 },
};
/** Keywords and distance of a magic ability with ranged 5 (a test ability's `reach`, plus its target). */
export const RANGED_5: Plain = { keywords: ["magic", "ranged"], distance: { type: "ranged", ranged: 5 } };

/** The target most strikes take: one creature. */
const ONE_CREATURE: Plain = { text: "One creature", count: 1 };
/** A signature melee 1 weapon strike with a Might power roll (R-AB-*): `tiers` are its three results. */
export const meleeStrike = (
  name: string,
  [tier1, tier2, tier3]: [Plain, Plain, Plain],
  target = ONE_CREATURE,
): Plain => ({
  name,
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["melee", "strike", "weapon"],
    distance: { type: "melee", melee: 1 },
    target,
    power: { characteristics: ["might"], tier1, tier2, tier3 },
  },
});

/** A condition each tier of a potency-only ability gives: restrained (EoT) unless the target resists (Agility, average). */
const restrainedUnlessResisted = () => ({
  conditions: [
    { condition: "restrained", potency: { characteristic: "agility", strength: "average" }, duration: "eot" },
  ],
});
/** A potency-only heroic ability at ranged 10 (R-AB-6) with this `cost` and what comes back when every target resists. */
export const nettingAbility = (name: string, cost: Plain, refundIfResisted: string): Plain => ({
  name,
  type: "ability",
  system: {
    category: "heroic",
    type: "main",
    keywords: ["ranged", "magic"],
    distance: { type: "ranged", ranged: 10 },
    target: { text: "One creature", count: 1 },
    cost,
    refundIfResisted,
    power: {
      characteristics: ["might"],
      tier1: restrainedUnlessResisted(),
      tier2: restrainedUnlessResisted(),
      tier3: restrainedUnlessResisted(),
    },
  },
});

/** Combat with Korva and the Shieldbearer; Alice's side goes first (initiative 7) and Korva takes his turn. */
export async function korvasTurn(table: Table): Promise<Combat> {
  const { alice, gm, session, tokens } = table;
  const combat = await openCombat(table, [tokens.alice, tokens.captain]);
  queueDice(7);
  await gm.run(() => combat.startCombat());
  await session.settle();
  const tracker = await trackerOn(alice);
  await alice.run(() => click(find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]')));
  const korva = combatantOn(alice, combat, tokens.alice);
  await alice.run(() => click(find(tracker, `[data-combatant-id="${korva}"] [data-action="steelboundAct"]`)));
  await session.settle();
  return combat;
}

/** Tiers 2 and 3's custom effect: "Off balance" on the target, stability changed by `value` for `duration`. */
const offBalance = (value: string, duration: string) => ({
  customEffects: [
    {
      name: "Off balance",
      text: "Reeling",
      bearer: "target",
      duration,
      changes: [{ key: "system.stability", mode: 2, value }],
    },
  ],
});
/** An ability whose tier-2 and tier-3 effect is the same custom effect (R-AB-10 restacks it). */
export const STAGGERING_BLOW: Plain = {
  name: "Staggering Blow",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["magic", "ranged", "strike"],
    distance: { type: "ranged", ranged: 10 },
    target: { text: "One creature", count: 1 },
    power: {
      characteristics: ["might"],
      tier1: { damage: { value: 0 } },
      tier2: { damage: { value: 0 }, ...offBalance("-1", "eot") },
      tier3: { damage: { value: 0 }, ...offBalance("-2", "encounter") },
    },
  },
};
