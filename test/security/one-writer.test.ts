// @vitest-environment happy-dom
/**
 *): one writer per creature's numbers, and no GM dialog inside the queue. Each
 * race sends a GM write and the owner's own sheet action at the same time through the simulated v13 socket
 * (a write lands only after the server's round trip) and asserts the world equals the two changes one
 * after the other, on every client: 0 updates lost.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { combatantOn, openCombat, ownSheetOn, staminaOn, systemOf, warningsOn } from "../session/play.ts";
import { answerDialog, change, click, openDialogs, waitForDialog } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;

function everywhere<T>(read: (client: SimClient) => T): T {
  const values = table.session.clients.map(read);
  expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
  return values[0] as T;
}

/** A world text only the GM edits, holding one damage directive (a trap). */
async function trap(amount: number): Promise<HarnessDocument> {
  const made = await create(table.gm, "Item", {
    name: "Spiked Pit",
    type: "feature",
    ownership: { default: 2 },
    system: { description: { value: `<p>[[/ds damage ${amount}]]</p>` } },
  });
  await table.session.settle();
  return made;
}

const hitAlice = (source: HarnessDocument, amount: number) =>
  table.gm.run(() =>
    requestGm({
      kind: "enricherApply",
      source: source.uuid,
      directive: `[[/ds damage ${amount}]]`,
      targets: [table.tokens.alice.uuid],
    }),
  );

/** Every result of applying `steps` one after another, in any order. */
function sequentialResults<S>(
  start: number,
  steps: S[],
  apply: (value: number, step: S) => number,
): number[] {
  if (steps.length === 0) return [start];
  return steps.flatMap((step, i) =>
    sequentialResults(apply(start, step), [...steps.slice(0, i), ...steps.slice(i + 1)], apply),
  );
}

async function setKorva(stamina: number, recoveries: number, resource = 0) {
  await table.gm.run(() =>
    on(table.gm, table.heroes.alice).update({
      system: {
        stamina: { value: stamina, temporary: 0 },
        recoveries: { value: recoveries },
        heroicResource: { value: resource },
      },
    }),
  );
  await table.session.settle();
}

describe("One writer per creature's numbers", () => {
  it("R-RC-1 race: the GM applies an 8-damage hit while Alice catches her breath on her sheet: both count", async () => {
    table = await setUpTable();
    const pit = await trap(8);
    await setKorva(10, 8);
    const max = systemOf(table.gm, table.heroes.alice, "stamina.max") as number;
    const recoveryValue = Math.floor(max / 3);
    const sheet = await ownSheetOn(table.alice, table.heroes.alice);
    await Promise.all([hitAlice(pit, 8), table.alice.run(() => click(sheet, "catchBreath"))]);
    await table.session.settle();
    // Sequential either way: 10 − 8 + recovery (below max, so the order does not matter).
    expect(10 + recoveryValue).toBeLessThanOrEqual(max);
    expect(everywhere((c) => staminaOn(c, table.heroes.alice))).toBe(10 - 8 + recoveryValue);
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "recoveries.value"))).toBe(7);
  });

  it("R-RC-1 race: two clicks of Catch Breath and two hits at once: two recoveries spent, both hits land", async () => {
    const pit = await trap(3);
    await setKorva(12, 8);
    const max = systemOf(table.gm, table.heroes.alice, "stamina.max") as number;
    const recoveryValue = Math.floor(max / 3);
    const sheet = await ownSheetOn(table.alice, table.heroes.alice);
    await Promise.all([
      table.alice.run(() => click(sheet, "catchBreath")),
      hitAlice(pit, 3),
      table.alice.run(() => click(sheet, "catchBreath")),
      hitAlice(pit, 3),
    ]);
    await table.session.settle();
    // Some sequential order of the four (the queue's order depends on which arrives first).
    const orders = sequentialResults(12, ["breath", "hit", "breath", "hit"], (value, step) =>
      step === "hit" ? value - 3 : Math.min(max, value + recoveryValue),
    );
    expect(orders).toContain(everywhere((c) => staminaOn(c, table.heroes.alice)));
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "recoveries.value"))).toBe(6);
  });

  it("R-AB-8 race: the GM adds heroic resource while Alice pays and gets some back: the sum of all three", async () => {
    await setKorva(20, 8, 5);
    const gmAdds = table.gm.run(() =>
      requestGm({
        kind: "ownNumbers",
        actorUuid: table.heroes.alice.uuid,
        change: "heroicResource",
        delta: 2,
      }),
    );
    const pays = table.alice.run(() =>
      requestGm({
        kind: "ownNumbers",
        actorUuid: table.heroes.alice.uuid,
        change: "heroicResource",
        delta: -3,
      }),
    );
    const refunds = table.alice.run(() =>
      requestGm({
        kind: "ownNumbers",
        actorUuid: table.heroes.alice.uuid,
        change: "heroicResource",
        delta: 1,
      }),
    );
    await Promise.all([gmAdds, pays, refunds]);
    await table.session.settle();
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "heroicResource.value"))).toBe(5 + 2 - 3 + 1);
  });

  it("attack: Bob asks to change Korva's recoveries or resource (not his hero): refused, nothing written", async () => {
    await setKorva(20, 8, 5);
    const seen = table.bob.notifications.length;
    const results = await Promise.all([
      table.bob.run(() =>
        requestGm({
          kind: "ownNumbers",
          actorUuid: table.heroes.alice.uuid,
          change: "spendRecovery",
          delta: 0,
        }),
      ),
      table.bob.run(() =>
        requestGm({
          kind: "ownNumbers",
          actorUuid: table.heroes.alice.uuid,
          change: "heroicResource",
          delta: 99,
        }),
      ),
    ]);
    await table.session.settle();
    expect(results).toEqual([null, null]);
    expect(warningsOn(table.bob, seen)).toHaveLength(2);
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "recoveries.value"))).toBe(8);
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "heroicResource.value"))).toBe(5);
  });

  it("attack: a forged change (unknown kind of change, huge or fractional delta) is malformed", async () => {
    const forged = [
      { change: "stamina", delta: 0 },
      { change: "heroicResource", delta: 1000 },
      { change: "heroicResource", delta: 1.5 },
    ];
    for (const f of forged) {
      const result = await table.alice.run(() =>
        requestGm({ kind: "ownNumbers", actorUuid: table.heroes.alice.uuid, ...f } as never),
      );
      expect(result).toBeNull();
    }
    await table.session.settle();
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "heroicResource.value"))).toBe(5);
  });

  it("R-RC-1: with no recoveries left, Alice's Catch Breath is refused and she is told why", async () => {
    await setKorva(10, 0);
    const seen = table.alice.notifications.length;
    const sheet = await ownSheetOn(table.alice, table.heroes.alice);
    await table.alice.run(() => click(sheet, "catchBreath"));
    await table.session.settle();
    expect(warningsOn(table.alice, seen).length).toBeGreaterThan(0);
    expect(everywhere((c) => staminaOn(c, table.heroes.alice))).toBe(10);
  });
});

describe("No GM dialog inside the GM's queue", () => {
  /** The spinecleavers (by combatant id, in `ids` order) that are down on a client. */
  const downOn = (client: SimClient, ids: readonly string[]) =>
    client.run(() =>
      ids.filter((id) =>
        table.tokens.minions.some(
          (t) =>
            combatantIds.get(t.id) === id &&
            (on(client, t) as unknown as { actor: { statuses: Set<string> } }).actor.statuses.has("dead"),
        ),
      ),
    );
  /** The squad's pool on a client. */
  const poolOn = (client: SimClient, combat: HarnessDocument) =>
    client.run(
      () =>
        (on(client, combat) as unknown as { groups: { contents: { system: { pool: number } }[] } }).groups
          .contents[0]?.system.pool,
    );
  const combatantIds = new Map<string, string>();

  it("R-MN-3, R-MN-4: a trap kills two spinecleavers at once; the GM opens the pick from its card; while it is open, Bob's request is applied; the pick then swaps the second", async () => {
    table = await setUpTable();
    const combat = await openCombat(table, [table.tokens.alice, table.tokens.bob]);
    await table.gm.run(() => combat.createSquad(table.tokens.minions.map((t) => on(table.gm, t)) as never));
    await table.session.settle();
    for (const t of table.tokens.minions) combatantIds.set(t.id, combatantOn(table.gm, combat, t));
    const ids = table.tokens.minions.map((t) => combatantIds.get(t.id) ?? "");
    const [struck, second, , , , spared] = ids;
    if (!struck || !second || !spared) throw new Error("no squad");
    const pit = await trap(10);
    const bobStart = systemOf(table.gm, table.heroes.bob, "heroicResource.value") as number;

    // Alice springs the pit on the first spinecleaver: two minions' worth (5 stamina each).
    const hit = await table.alice.run(() =>
      requestGm({
        kind: "enricherApply",
        source: pit.uuid,
        directive: "[[/ds damage 10]]",
        targets: [table.tokens.minions[0]?.uuid ?? ""],
      }),
    );
    expect(hit?.[0]?.damage).toBe(10);
    // The defaults fell at once: the one hit, then the next (R-MN-4). No dialog pops up on the
    // Director's screen for a player's request; the choice waits on a card until he clicks it.
    await table.session.settle();
    for (const client of table.session.clients) expect(downOn(client, ids)).toEqual([struck, second]);
    expect(table.gm.run(() => openDialogs().length)).toBe(0);
    const card = table.gm.run(() =>
      (game.messages?.contents ?? []).find(
        (m) => foundry.utils.getProperty(m.flags, "steelbound.fallenChoice") !== undefined,
      ),
    );
    const choose = table.gm.run(() =>
      table.gm.chatLog.shown.get(card?.id ?? "")?.querySelector("button[data-steelbound-fallen-choice]"),
    );
    if (!choose) throw new Error("no choice card");
    await table.gm.run(() => click(choose));
    await table.gm.run(() => waitForDialog());
    expect(table.gm.run(() => openDialogs().length)).toBe(1);

    // The queue is not held: Bob's own request is applied while the GM's dialog is still open.
    const bobs = await table.bob.run(() =>
      requestGm({ kind: "ownNumbers", actorUuid: table.heroes.bob.uuid, change: "heroicResource", delta: 2 }),
    );
    expect(bobs).toEqual({ ok: true, regained: 2 });
    await table.session.settle();
    expect(table.gm.run(() => openDialogs().length)).toBe(1);
    expect(everywhere((c) => systemOf(c, table.heroes.bob, "heroicResource.value"))).toBe(bobStart + 2);

    // The GM then picks the struck one and another: the second stands again, the spared one falls.
    await table.gm.run(() => answerDialog("ok", { [`fallen.${second}`]: false, [`fallen.${spared}`]: true }));
    await table.session.settle();
    for (const client of table.session.clients) expect(downOn(client, ids)).toEqual([struck, spared]);
    // The pool decided how many fell; the pick only chose which (8 × 5 − 10).
    expect(everywhere((c) => poolOn(c, combat))).toBe(30);
  });
});

describe("The sheet's typed numbers and the turn-start gain through the one writer", () => {
  /**
   * Alice types `value` into a field of her own sheet, as it shows now: the change event submits the form
   * (v13 submitOnChange) in the same tick, so what she saw is what the sheet rendered before any race.
   */
  async function aliceTypes(name: string, value: number): Promise<() => Promise<void>> {
    const sheet = await ownSheetOn(table.alice, table.heroes.alice);
    await table.session.settle();
    const input = table.alice.run(() => sheet.element.querySelector(`input[name="${name}"]`));
    if (!input) throw new Error(`no ${name} on Alice's sheet`);
    return () => table.alice.run(() => change(input, String(value)));
  }

  it("R-ST-1 race: the GM applies an 8-damage hit while Alice types 25 over the 20 stamina she saw: 17 (both count)", async () => {
    table = await setUpTable();
    const pit = await trap(8);
    await setKorva(20, 8);
    const types = await aliceTypes("system.stamina.value", 25);
    await Promise.all([types(), hitAlice(pit, 8)]);
    await table.session.settle();
    expect(everywhere((c) => staminaOn(c, table.heroes.alice))).toBe(20 - 8 + 5);
  });

  it("R-ST-4 race: Alice gives herself 10 temporary stamina while the GM's 8-damage hit lands: a sequential result", async () => {
    const pit = await trap(8);
    await setKorva(20, 8);
    const types = await aliceTypes("system.stamina.temporary", 10);
    await Promise.all([types(), hitAlice(pit, 8)]);
    await table.session.settle();
    const after = everywhere((c) => [
      staminaOn(c, table.heroes.alice),
      systemOf(c, table.heroes.alice, "stamina.temporary"),
    ]);
    // Typed first: the hit spends 8 of the 10 temporary stamina; hit first: stamina 12, then 10 temporary.
    expect([JSON.stringify([20, 2]), JSON.stringify([12, 10])]).toContain(JSON.stringify(after));
  });

  it("R-RC-1 race: Alice types 6 over the 8 recoveries she saw while she also catches her breath: 5 left", async () => {
    await setKorva(10, 8);
    const sheet = await ownSheetOn(table.alice, table.heroes.alice);
    const types = await aliceTypes("system.recoveries.value", 6);
    await Promise.all([types(), table.alice.run(() => click(sheet, "catchBreath"))]);
    await table.session.settle();
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "recoveries.value"))).toBe(8 - 2 - 1);
  });

  it("an unchanged field is not written: Alice edits her surges while the GM's hit lands; stamina keeps the hit", async () => {
    const pit = await trap(8);
    await setKorva(20, 8);
    const types = await aliceTypes("system.surges", 2);
    await Promise.all([types(), hitAlice(pit, 8)]);
    await table.session.settle();
    expect(everywhere((c) => staminaOn(c, table.heroes.alice))).toBe(12);
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "surges"))).toBe(2);
  });

  it("R-AB-8 race: Korva's turn starts (1d3 rolls 3) while Alice pays 2 heroic resource: 5 + 3 − 2", async () => {
    await setKorva(20, 8, 5);
    const combat = await openCombat(table, [table.tokens.alice, table.tokens.bob, table.tokens.captain]);
    queueDice(7);
    await table.gm.run(() => combat.startCombat());
    await table.gm.run(() => combat.chooseFirstSide("heroes"));
    await table.session.settle();
    const korva = combatantOn(table.gm, combat, table.tokens.alice);
    queueDice(3);
    await Promise.all([
      table.gm.run(() => combat.takeTurn(korva)),
      table.alice.run(() =>
        requestGm({
          kind: "ownNumbers",
          actorUuid: table.heroes.alice.uuid,
          change: "heroicResource",
          delta: -2,
        }),
      ),
    ]);
    await table.session.settle();
    expect(everywhere((c) => systemOf(c, table.heroes.alice, "heroicResource.value"))).toBe(5 + 3 - 2);
  });

  it("attack: a forged edit beyond any stamina, or a fractional one, is malformed; nothing is written", async () => {
    await setKorva(20, 8);
    for (const delta of [100_000, 0.5])
      expect(
        await table.alice.run(() =>
          requestGm({ kind: "ownNumbers", actorUuid: table.heroes.alice.uuid, change: "staminaEdit", delta }),
        ),
      ).toBeNull();
    expect(
      await table.bob.run(() =>
        requestGm({
          kind: "ownNumbers",
          actorUuid: table.heroes.alice.uuid,
          change: "staminaEdit",
          delta: -20,
        }),
      ),
    ).toBeNull();
    await table.session.settle();
    expect(everywhere((c) => staminaOn(c, table.heroes.alice))).toBe(20);
  });
});
