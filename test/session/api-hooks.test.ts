// @vitest-environment happy-dom
/**
 * The public hooks of docs/API.md where an add-on meets them: each fires once, with the documented
 * arguments, on the clients that should see it — the acting user's own for a use, a roll, a test or an ask;
 * the active GM's for an applied result; every client for turns, Malice (while shown) and a hero's level;
 * every client for `steelbound.ready`. A `pre` hook returning false withdraws only the local user's action:
 * nothing is asked, paid, posted or written. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  heroSheetOn,
  lastMessageId,
  maliceOn,
  nextTurnOf,
  openCombat,
  placeInReach,
  rollFrom,
  rowButton,
  clickOn,
  clickAnswering,
  tokenStaminaOn,
  setSetting,
  combatantOn,
  useButton,
  type Combat,
} from "./play.ts";
import { click, find } from "../sim/applications/user.ts";
import { startSession } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { HOOKS } from "../../src/documents/api-hooks.ts";

/** A client's Hooks as an add-on registers on it (v13 client/helpers/hooks.mjs Hooks.on). */
type ClientHooks = { on(name: string, fn: (...args: never[]) => unknown): number };
const hooksOf = (client: SimClient) => client.globals.Hooks as ClientHooks;

interface Call {
  client: string;
  args: unknown[];
}

let table: Table;
let combat: Combat;
const calls = new Map<string, Call[]>();
/** Listeners that withdraw: a hook name here makes every client's recorder return false for it. */
const refusing = new Set<string>();

/** Records every public hook on a client, as an add-on's `Hooks.on` would. */
function listen(client: SimClient): void {
  for (const name of Object.values(HOOKS))
    hooksOf(client).on(name, (...args: unknown[]) => {
      calls.set(name, [...(calls.get(name) ?? []), { client: client.label, args }]);
      return refusing.has(name) ? false : undefined;
    });
}

/** Who saw `hook` since the last `fresh()`, by client label. */
const seenBy = (hook: string) => (calls.get(hook) ?? []).map((c) => c.client);
const argsOf = (hook: string, client: string) =>
  (calls.get(hook) ?? []).find((c) => c.client === client)?.args ?? [];
const fresh = () => {
  calls.clear();
};
const messageCount = () =>
  table.gm.run(() => (table.gm.globals.game as { messages: { size: number } }).messages.size);
const idOf = (value: unknown) => (value as { id?: unknown } | null)?.id;

describe("public hooks (docs/API.md)", () => {
  it("steelbound.ready: every client, once, with game.system.api — the same object as globalThis.steelbound", async () => {
    const seen: { client: string; api: unknown; system: unknown }[] = [];
    const session = await startSession({
      players: ["Alice"],
      modules: {
        init: (client) => {
          hooksOf(client).on(HOOKS.ready, (api: unknown) => {
            const game = client.globals.game as { system: { api?: unknown } };
            seen.push({ client: client.label, api, system: game.system.api });
          });
        },
      },
    });
    expect(seen.map((s) => s.client).sort()).toEqual(session.clients.map((c) => c.label).sort());
    for (const s of seen) {
      expect(s.api).toBe(s.system);
      expect(Object.keys(s.api as object)).toEqual(
        expect.arrayContaining(["hooks", "useAbility", "rollTest", "applyResults", "openDirectorTool"]),
      );
    }
  });

  it("preUseAbility → preRollPower → rollPower → useAbility: Alice's client only, once each, with the item, actor, roll and card", async () => {
    table = await setUpTable();
    for (const client of table.session.clients) listen(client);
    const { alice, heroes, tokens } = table;
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    fresh();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await rollFrom(table, alice, useButton(sheet), [5, 5]);
    const card = lastMessageId(table);
    for (const hook of [HOOKS.preUseAbility, HOOKS.preRollPower, HOOKS.rollPower, HOOKS.useAbility])
      expect(seenBy(hook), hook).toEqual(["player1"]);
    const [item, use] = argsOf(HOOKS.preUseAbility, "player1") as [Item, { actor: Actor }];
    expect(item.name).toBe("Shoulder In");
    expect(use.actor.id).toBe(heroes.alice.id);
    const [actor, roll, context] = argsOf(HOOKS.rollPower, "player1") as [Actor, Roll, { item: Item }];
    expect(actor.id).toBe(heroes.alice.id);
    expect(roll.total).toBe(10 + foundryScore(alice));
    expect(context.item.id).toBe(item.id);
    const [, posted] = argsOf(HOOKS.useAbility, "player1") as [Item, { message: ChatMessage }];
    expect(posted.message.id).toBe(card);
    await alice.run(() => sheet.close());
  });

  it("a preUseAbility listener returning false withdraws the use before the roll dialog: no card, no roll hook", async () => {
    const { alice, heroes, session } = table;
    refusing.add(HOOKS.preUseAbility);
    fresh();
    const before = messageCount();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(useButton(sheet)));
    await session.settle();
    refusing.delete(HOOKS.preUseAbility);
    expect(messageCount()).toBe(before);
    expect(seenBy(HOOKS.preUseAbility)).toEqual(["player1"]);
    expect(seenBy(HOOKS.preRollPower)).toEqual([]);
    expect(seenBy(HOOKS.useAbility)).toEqual([]);
    await alice.run(() => sheet.close());
  });

  it("a preRollPower listener returning false withdraws the use after the dialog: nothing rolled, paid or posted", async () => {
    const { alice, heroes } = table;
    refusing.add(HOOKS.preRollPower);
    fresh();
    const before = messageCount();
    const sheet = await heroSheetOn(alice, heroes.alice);
    // No dice queued: the withdrawn use rolls none.
    await clickAnswering(table, alice, useButton(sheet), "roll");
    refusing.delete(HOOKS.preRollPower);
    expect(messageCount()).toBe(before);
    expect(seenBy(HOOKS.preRollPower)).toEqual(["player1"]);
    expect(seenBy(HOOKS.rollPower)).toEqual([]);
    expect(seenBy(HOOKS.useAbility)).toEqual([]);
    await alice.run(() => sheet.close());
  });

  it("preApplyResults false withdraws Alice's ask (no request, no damage); then her Apply fires applyResults on the GM's client with the plan", async () => {
    const { alice, gm, tokens } = table;
    const card = lastMessageId(table);
    const stamina = tokenStaminaOn(gm, tokens.captain);
    refusing.add(HOOKS.preApplyResults);
    fresh();
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    refusing.delete(HOOKS.preApplyResults);
    expect(seenBy(HOOKS.preApplyResults)).toEqual(["player1"]);
    expect(seenBy(HOOKS.applyResults)).toEqual([]);
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(stamina);

    fresh();
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    expect(seenBy(HOOKS.preApplyResults)).toEqual(["player1"]);
    const [message, ask] = argsOf(HOOKS.preApplyResults, "player1") as [
      ChatMessage,
      { targets: string[]; mode: string },
    ];
    expect(message.id).toBe(card);
    expect(ask).toEqual({ targets: [tokens.captain.uuid], mode: "damage" });
    expect(seenBy(HOOKS.applyResults)).toEqual(["gm"]);
    const [applied, event] = argsOf(HOOKS.applyResults, "gm") as [
      ChatMessage,
      {
        targets: string[];
        mode: string;
        userId: string;
        plan: { message: { id: string } };
        summary: unknown[];
      },
    ];
    expect(applied.id).toBe(card);
    expect(event.targets).toEqual([tokens.captain.uuid]);
    expect(event.mode).toBe("damage");
    expect(event.userId).toBe(alice.userId);
    expect(event.plan.message.id).toBe(card);
    expect(event.summary).toHaveLength(1);
    expect(tokenStaminaOn(gm, tokens.captain)).toBeLessThan(stamina);
  });

  it("startTurn / endTurn and maliceChange: every client, once each, with the combat and the turn; Malice with value and previous", async () => {
    const { gm, session, tokens } = table;
    combat = await openCombat(table, [tokens.alice, tokens.captain]);
    fresh();
    await gm.run(() => combat.startCombat());
    await session.settle();
    const labels = session.clients.map((c) => c.label).sort();
    expect(seenBy(HOOKS.maliceChange).sort()).toEqual(labels);
    for (const client of session.clients)
      expect(argsOf(HOOKS.maliceChange, client.label)).toEqual([{ value: maliceOn(gm), previous: 0 }]);

    await nextTurnOf(table, combat, tokens.alice);
    const korva = combatantOn(gm, combat, tokens.alice);
    fresh();
    await nextTurnOf(table, combat, tokens.captain);
    expect(seenBy(HOOKS.endTurn).sort()).toEqual(labels);
    expect(seenBy(HOOKS.startTurn).sort()).toEqual(labels);
    for (const client of session.clients) {
      const [ended, turn] = argsOf(HOOKS.endTurn, client.label) as [Combat, { actors: string[] }];
      expect(ended.id).toBe(combat.id);
      expect(turn.actors).toEqual([korva]);
      const [, started] = argsOf(HOOKS.startTurn, client.label) as [Combat, { actors: string[] }];
      expect(started.actors).toEqual([combatantOn(gm, combat, tokens.captain)]);
    }
  });

  it("R-ML-5: while the Director hides the pool, only the GM's client hears Malice change", async () => {
    const { gm, session } = table;
    await setSetting(gm, "maliceVisible", false);
    fresh();
    const value = maliceOn(gm);
    await setSetting(gm, "malice", { value: value + 3, maliciousStrikeRound: -1 });
    await session.settle();
    expect(seenBy(HOOKS.maliceChange)).toEqual(["gm"]);
    expect(argsOf(HOOKS.maliceChange, "gm")).toEqual([{ value: value + 3, previous: value }]);
    await setSetting(gm, "maliceVisible", true);
  });

  it("preHeroLevel false keeps Korva at her level; then her level-up fires heroLevel on every client with level and previous", async () => {
    const { alice, heroes, session } = table;
    const levelOf = (client: SimClient) => (actorOn(client, heroes.alice).system as { level: number }).level;
    const level = levelOf(alice);
    const takeLevel = () =>
      alice.run(async () => {
        const { takeAdvancements } = await import("../../src/documents/advancement-take.ts");
        await takeAdvancements(on(alice, heroes.alice) as never, level + 1, []);
      });
    refusing.add(HOOKS.preHeroLevel);
    fresh();
    await takeLevel();
    await session.settle();
    refusing.delete(HOOKS.preHeroLevel);
    expect(seenBy(HOOKS.preHeroLevel)).toEqual(["player1"]);
    expect(seenBy(HOOKS.heroLevel)).toEqual([]);
    expect(levelOf(table.gm)).toBe(level);

    fresh();
    await takeLevel();
    await session.settle();
    expect(seenBy(HOOKS.heroLevel).sort()).toEqual(session.clients.map((c) => c.label).sort());
    for (const client of session.clients) {
      const [actor, change] = argsOf(HOOKS.heroLevel, client.label);
      expect(idOf(actor)).toBe(heroes.alice.id);
      expect(change).toEqual({ level: level + 1, previous: level });
    }
  });

  it("preRollTest → rollTest: Alice's client only, once, with the roll and the posted card; false posts nothing", async () => {
    const { alice, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    const might = () => find(sheet, '[data-action="rollTest"][data-characteristic="might"]');
    refusing.add(HOOKS.preRollTest);
    fresh();
    const before = messageCount();
    await clickAnswering(table, alice, might(), "roll");
    refusing.delete(HOOKS.preRollTest);
    expect(messageCount()).toBe(before);
    expect(seenBy(HOOKS.preRollTest)).toEqual(["player1"]);
    expect(seenBy(HOOKS.rollTest)).toEqual([]);

    fresh();
    await rollFrom(table, alice, might(), [4, 4]);
    expect(messageCount()).toBe(before + 1);
    expect(seenBy(HOOKS.preRollTest)).toEqual(["player1"]);
    expect(seenBy(HOOKS.rollTest)).toEqual(["player1"]);
    const [actor, roll, context] = argsOf(HOOKS.rollTest, "player1") as [
      Actor,
      Roll,
      { characteristic: string; message: ChatMessage },
    ];
    expect(actor.id).toBe(heroes.alice.id);
    expect(roll.dice[0]?.results.map((r) => r.result)).toEqual([4, 4]);
    expect(context.characteristic).toBe("might");
    expect(context.message.id).toBe(lastMessageId(table));
    await alice.run(() => sheet.close());
  });
});

/** Korva's Might as her client reads it (Shoulder In rolls Might). */
function foundryScore(client: SimClient): number {
  return (actorOn(client, table.heroes.alice).system as { characteristics: { might: number } })
    .characteristics.might;
}
