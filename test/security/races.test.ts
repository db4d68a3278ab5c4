// @vitest-environment happy-dom
/**
 *, "The GM's authority": every player request is applied exactly once and in order. Each race
 * sends two requests at once (Promise.all, from two clients or one client twice) through the simulated
 * v13 socket, where a write lands only after the server's round trip, and asserts the world equals the
 * same two requests one after the other, on every client (no write leaks, no update lost).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, type Table } from "../session/table.ts";
import {
  heroTokensOn,
  maliceOn,
  nextTurnOf,
  openCombat,
  placeInReach,
  placeTokenFor,
  setSetting,
  systemOf,
  useAbilityOn,
  warningsOn,
  type Combat,
} from "../session/play.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { gainRoundMalice } from "../../src/documents/combat/malice.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { ApplySummary } from "../../src/documents/gm-channel/apply-results-types.ts";

let table: Table;

/** A hero's owner uses Shoulder In from the rendered sheet against `targets`; resolves to the card's id. */
async function strike(client: SimClient, hero: HarnessDocument, targets: SimTokenDocument[], dice: number[]) {
  // The hero steps up to its targets first: the GM measures reach on the board (R-AB-2).
  const token = hero === table.heroes.alice ? table.tokens.alice : table.tokens.bob;
  await placeInReach(table, token, targets);
  return useAbilityOn(table, client, hero, targets, dice);
}

const apply = (
  client: SimClient,
  messageId: string,
  targets: SimTokenDocument[],
  mode: "damage" | "conditions",
) =>
  client.run(() => requestGm({ kind: "applyResults", messageId, targets: targets.map((t) => t.uuid), mode }));

const staminaOf = (client: SimClient, token: SimTokenDocument) =>
  client.run(() =>
    foundry.utils.getProperty(on(client, token).actor?.system ?? {}, "stamina.value"),
  ) as number;

const damageOf = (summary: ApplySummary[] | null) => (summary ?? []).reduce((sum, s) => sum + s.damage, 0);

/** Every client holds the same value (no client kept a stale copy). */
function everywhere<T>(read: (client: SimClient) => T): T {
  const values = table.session.clients.map(read);
  expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
  return values[0] as T;
}

function effectsNamed(client: SimClient, token: SimTokenDocument, status: string): number {
  return client.run(
    () => [...(on(client, token).actor?.effects ?? [])].filter((e) => e.statuses.has(status)).length,
  );
}

/**
 * A goblin Alice owns, in a started combat with Korva, with a main action and a maneuver costing 2 Malice
 * each (the GM prices a spend from the item, R-ML-5; a player's monster pays on its own turn).
 */
let goblin:
  | { monster: HarnessDocument; token: SimTokenDocument; combat: Combat; abilities: HarnessDocument[] }
  | undefined;
async function monsterWithMaliceAbilities(owner: string) {
  if (goblin) return goblin;
  const monster = await create(table.gm, "Actor", {
    ...packSource("monsters", "Goblin Spinecleaver"),
    ownership: { default: 0, [owner]: 3 },
  });
  const abilities = await table.gm.run(() =>
    monster.createEmbeddedDocuments("Item", [
      { name: "Dirty Trick", type: "ability", system: { type: "main", cost: { malice: 2 } } },
      { name: "Low Blow", type: "ability", system: { type: "maneuver", cost: { malice: 2 } } },
    ]),
  );
  await table.session.settle();
  const token = await placeTokenFor(table, monster, 8, 8);
  const combat = await openCombat(table, [table.tokens.alice, token]);
  queueDice(7);
  await table.gm.run(() => combat.startCombat());
  await table.session.settle();
  goblin = { monster, token, combat, abilities };
  return goblin;
}

/**
 * On the goblin's next turn, with `value` Malice in the pool: Alice's spend request for one of its
 * 2-Malice abilities (0: the main action, 1: the maneuver).
 */
async function maliceSpendWith(value: number) {
  const { alice, gm } = table;
  const { monster, token, combat, abilities } = await monsterWithMaliceAbilities(alice.userId);
  await nextTurnOf(table, combat, token);
  await setSetting(gm, "malice", { value, maliciousStrikeRound: -1 });
  await table.session.settle();
  return (which = 0) =>
    alice.run(() =>
      requestGm({
        kind: "spendMalice",
        actorUuid: monster.uuid,
        abilityUuid: abilities[which]?.uuid ?? "",
        spendTimes: 0,
      }),
    );
}

describe("Requests race to the GM", () => {
  it("race: two cards damage one creature at once; both damages land (R-AB-2)", async () => {
    table = await setUpTable();
    const { alice, bob, heroes, tokens } = table;
    const a = await strike(alice, heroes.alice, [tokens.leader], [5, 5]);
    const b = await strike(bob, heroes.bob, [tokens.leader], [5, 5]);
    const before = staminaOf(table.gm, tokens.leader);
    const [first, second] = await Promise.all([
      apply(alice, a, [tokens.leader], "damage"),
      apply(bob, b, [tokens.leader], "damage"),
    ]);
    await table.session.settle();
    expect(damageOf(first)).toBeGreaterThan(0);
    expect(damageOf(second)).toBeGreaterThan(0);
    expect(everywhere((c) => staminaOf(c, tokens.leader))).toBe(before - damageOf(first) - damageOf(second));
  });

  it("race: the same apply sent twice at once lands once; the second is refused with a notice", async () => {
    const { alice, heroes, tokens } = table;
    const card = await strike(alice, heroes.alice, [tokens.captain], [5, 5]);
    const before = staminaOf(table.gm, tokens.captain);
    const seen = alice.notifications.length;
    const results = await Promise.all([
      apply(alice, card, [tokens.captain], "damage"),
      apply(alice, card, [tokens.captain], "damage"),
    ]);
    await table.session.settle();
    const landed = results.filter((r) => r !== null);
    expect(landed).toHaveLength(1);
    expect(everywhere((c) => staminaOf(c, tokens.captain))).toBe(before - damageOf(landed[0] ?? null));
    expect(warningsOn(alice, seen)).toEqual([
      alice.run(() => game.i18n?.localize("STEELBOUND.Query.AlreadyApplied")),
    ]);
  });

  it("race: effects sent twice at once create the condition once (R-AB-10)", async () => {
    const { alice, heroes, tokens } = table;
    const minion = tokens.minions[0] as SimTokenDocument;
    const card = await strike(alice, heroes.alice, [minion], [10, 10]);
    const results = await Promise.all([
      apply(alice, card, [minion], "conditions"),
      apply(alice, card, [minion], "conditions"),
    ]);
    await table.session.settle();
    const gave = results.filter((r) => r?.[0]?.conditions.includes("slowed") === true);
    expect(gave.length).toBeLessThanOrEqual(1);
    // The slowed condition landed: the second request is refused. It was resisted: nothing was written, so the
    // ledger holds nothing to refuse (entries only for what was written) and the second gives nothing.
    if (gave.length === 1) expect(results.filter((r) => r !== null)).toHaveLength(1);
    else expect(results.every((r) => r !== null && r[0]?.conditions.length === 0)).toBe(true);
    expect(everywhere((c) => effectsNamed(c, minion, "slowed"))).toBe(gave.length);
  });

  it("race: apply damage and apply effects at once keep both marks; damage is not applicable again", async () => {
    const { alice, heroes, tokens } = table;
    const card = await strike(alice, heroes.alice, [tokens.leader], [10, 10]);
    const [damage, effects] = await Promise.all([
      apply(alice, card, [tokens.leader], "damage"),
      apply(alice, card, [tokens.leader], "conditions"),
    ]);
    await table.session.settle();
    expect(damage).not.toBeNull();
    expect(effects).not.toBeNull();
    const marks = everywhere((c) =>
      systemOf(c, c.resolve(`ChatMessage.${card}`) as HarnessDocument, "targets"),
    );
    // Both parts show applied once the GM judged them, the slowed condition landed or resisted.
    expect(marks).toEqual([expect.objectContaining({ applied: { damage: true, conditions: true } })]);
    const stamina = staminaOf(table.gm, tokens.leader);
    expect(await apply(alice, card, [tokens.leader], "damage")).toBeNull();
    expect(everywhere((c) => staminaOf(c, tokens.leader))).toBe(stamina);
  });

  it("edited card: Alice resets her own card's applied mark and clicks again; the GM's ledger refuses", async () => {
    const { alice, heroes, tokens } = table;
    const card = await strike(alice, heroes.alice, [tokens.bob], [5, 5]);
    expect(await apply(alice, card, [tokens.bob], "damage")).not.toBeNull();
    const stamina = staminaOf(table.gm, tokens.bob);
    const message = alice.resolve(`ChatMessage.${card}`) as HarnessDocument;
    const targets = systemOf(alice, message, "targets") as { applied: { damage: boolean } }[];
    // The server lets the author update their own message (v13 BaseChatMessage: author may update).
    await alice.run(() =>
      message.update({
        system: { targets: targets.map((t) => ({ ...t, applied: { damage: false, conditions: false } })) },
      }),
    );
    await table.session.settle();
    const seen = alice.notifications.length;
    expect(await apply(alice, card, [tokens.bob], "damage")).toBeNull();
    await table.session.settle();
    expect(everywhere((c) => staminaOf(c, tokens.bob))).toBe(stamina);
    expect(warningsOn(alice, seen)).toHaveLength(1);
  });

  it("race: Alice and Bob spend the last hero token at once; one succeeds (R-HT-2)", async () => {
    const { alice, bob, heroes } = table;
    await setSetting(table.gm, "heroTokens", { value: 1 });
    await table.session.settle();
    const surges = (client: SimClient) =>
      (systemOf(client, heroes.alice, "surges") as number) +
      (systemOf(client, heroes.bob, "surges") as number);
    const before = surges(table.gm);
    const verdicts = await Promise.all([
      alice.run(() => requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: heroes.alice.uuid })),
      bob.run(() => requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: heroes.bob.uuid })),
    ]);
    await table.session.settle();
    expect(verdicts.filter((v) => v?.allowed === true)).toHaveLength(1);
    expect(everywhere(heroTokensOn)).toBe(0);
    expect(everywhere(surges)).toBe(before + 2);
  });

  it("race: the Director adds a hero token while Alice spends one; neither is written over (R-HT-1, R-HT-2)", async () => {
    const { alice, gm, heroes } = table;
    await setSetting(gm, "heroTokens", { value: 1 });
    await table.session.settle();
    const surges = systemOf(gm, heroes.alice, "surges") as number;
    const [added, spent] = await Promise.all([
      // What the tracker's +1 button sends (src/applications/combat/combat-tracker.ts).
      gm.run(() => requestGm({ kind: "adjustHeroTokens", change: "increase" })),
      alice.run(() => requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: heroes.alice.uuid })),
    ]);
    await table.session.settle();
    expect(added).not.toBeNull();
    expect(spent?.allowed).toBe(true);
    expect(everywhere(heroTokensOn)).toBe(1);
    expect(everywhere((c) => systemOf(c, heroes.alice, "surges"))).toBe(surges + 2);
  });

  it("a player cannot use the Director's hero-token control", async () => {
    const { alice, gm } = table;
    await setSetting(gm, "heroTokens", { value: 1 });
    await table.session.settle();
    expect(await alice.run(() => requestGm({ kind: "adjustHeroTokens", change: "startSession" }))).toBeNull();
    await table.session.settle();
    expect(everywhere(heroTokensOn)).toBe(1);
  });

  it("race: two Malice spends from a pool too small for both; one is refused (R-ML-5)", async () => {
    const spend = await maliceSpendWith(3);
    const seen = table.alice.notifications.length;
    // Two different actions of its turn, so only the pool can refuse one of them.
    const results = await Promise.all([spend(0), spend(1)]);
    await table.session.settle();
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    // The pool's refusal (the GM's spend found it short), not a slot already paid this turn.
    expect(warningsOn(table.alice, seen)).toEqual([
      "The Director's side refused that request (it is not allowed right now).",
    ]);
    expect(everywhere(maliceOn)).toBe(1);
  });

  it("race: the round's Malice gain and a spend at once; neither is lost (R-ML-2)", async () => {
    const { gm } = table;
    const spend = await maliceSpendWith(5);
    const [gained, spent] = await Promise.all([gm.run(() => gainRoundMalice(2, 2)), spend()]);
    await table.session.settle();
    expect(spent).not.toBeNull();
    // Gain first: 5 + round 2 for two heroes, then −2; the spend waited for the gain's write.
    expect(everywhere(maliceOn)).toBe(gained - 2);
    expect(gained).toBeGreaterThan(5);
  });

  it("race: a surge click while the GM applies another row keeps that row's applied mark (R-AB-7)", async () => {
    const { alice, gm, heroes, tokens } = table;
    await gm.run(() => on(gm, heroes.alice).update({ system: { surges: 2 } }));
    const minions = tokens.minions.slice(1, 3);
    const card = await strike(alice, heroes.alice, minions, [5, 5]);
    const [applied] = await Promise.all([
      apply(alice, card, [minions[0] as SimTokenDocument], "damage"),
      alice.run(() => requestGm({ kind: "spendSurge", messageId: card, index: 1, spend: "damage" })),
    ]);
    await table.session.settle();
    expect(applied).not.toBeNull();
    const rows = everywhere(
      (c) => systemOf(c, c.resolve(`ChatMessage.${card}`) as HarnessDocument, "targets") as object[],
    );
    expect(rows).toEqual([
      expect.objectContaining({ applied: { damage: true, conditions: false }, damageSurges: 0 }),
      expect.objectContaining({ applied: { damage: false, conditions: false }, damageSurges: 1 }),
    ]);
    // R-AB-7: the surge asked on row 1 is paid when that row's damage is applied, not on the click.
    expect(everywhere((c) => systemOf(c, heroes.alice, "surges"))).toBe(2);
  });

  it("a surge on another player's card is refused by the GM", async () => {
    const { alice, bob, heroes, tokens } = table;
    const card = await strike(alice, heroes.alice, [tokens.captain], [5, 5]);
    const before = systemOf(table.gm, heroes.alice, "surges");
    expect(
      await bob.run(() => requestGm({ kind: "spendSurge", messageId: card, index: 0, spend: "damage" })),
    ).toBeNull();
    await table.session.settle();
    expect(everywhere((c) => systemOf(c, heroes.alice, "surges"))).toBe(before);
  });
});
