// @vitest-environment happy-dom
/**
 * (Deliver 6), a lost update: the Director's hit (applied in the GM's queue from Bob's card) and
 * Alice's Recovery on her own hero both write an absolute Stamina. Foundry's server keeps whichever lands
 * last (no compare-and-set), so a write computed from a copy that had not yet seen the other one used to
 * erase it: Korva at 10 took 6 and spent a Recovery of 8, and was left at 4 instead of 12. Alice writes
 * straight onto her hero here, as a modded client or a macro would (the server allows it: she owns him).
 * Each order the server can see is played with a slow connection (test/sim/server.ts delayRequests): the
 * late write is the stale one, and the writer makes its change again on what the server held (R-RC-1,
 * R-ST-4, R-AB-2).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import { placeInReach, useAbilityOn } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { ApplySummary } from "../../src/documents/gm-channel/apply-results-types.ts";

let table: Table;

/** Korva's Recovery value: a third of his 24 Stamina (R-RC-1). */
const RECOVERY = 8;

const staminaOf = (client: SimClient, token: SimTokenDocument) =>
  client.run(() =>
    foundry.utils.getProperty(on(client, token).actor?.system ?? {}, "stamina.value"),
  ) as number;

function everywhere<T>(read: (client: SimClient) => T): T {
  const values = table.session.clients.map(read);
  expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
  return values[0] as T;
}

const damageOf = (summary: ApplySummary[] | null) => (summary ?? []).reduce((sum, s) => sum + s.damage, 0);

/**
 * Resolves as `client` is about to send its next write of `actor` (its `preUpdateActor` hook, v13
 * #preUpdateDocumentArray): from then on its connection is slow, until the returned release is called.
 */
function slowFromNextWrite(client: SimClient, actor: HarnessDocument): Promise<() => void> {
  return new Promise((resolve) => {
    client.run(() => {
      const id = Hooks.on("preUpdateActor", (doc: { id: string | null }) => {
        if (doc.id !== actor.id) return;
        Hooks.off("preUpdateActor", id);
        resolve(table.session.server.delayRequests(client.userId));
      });
    });
  });
}

/**
 * Waits (a bounded number of macrotasks) until `done` holds. Alice's catchBreath itself resolves only once
 * her status follow-up ran, and in the simulation every client shares the one write barrier module
 * (documents/write-barrier.ts), which holds follow-ups while the GM's slow batch is in flight.
 */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise<void>((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

/** Bob's Shoulder In card against Korva (Alice's hero), Bob standing in reach. */
async function bobStrikesKorva(): Promise<string> {
  const { bob, heroes, tokens } = table;
  await placeInReach(table, tokens.bob, [tokens.alice]);
  return useAbilityOn(table, bob, heroes.bob, [tokens.alice], [5, 5]);
}

const applyFromBob = (card: string) =>
  table.bob.run(() =>
    requestGm({ kind: "applyResults", messageId: card, targets: [table.tokens.alice.uuid], mode: "damage" }),
  );

/** Alice's client spends a Recovery on her hero itself, without asking the GM (SteelActor#catchBreath). */
const aliceCatchesBreath = () =>
  table.alice.run(() =>
    (
      on(table.alice, table.heroes.alice) as unknown as { catchBreath(): Promise<{ ok: boolean }> }
    ).catchBreath(),
  );

async function woundKorva(value: number) {
  const { gm, heroes, session } = table;
  await gm.run(() => on(gm, heroes.alice).update({ system: { stamina: { value } } }));
  await session.settle();
}

describe("The Director's hit and the owner's own Recovery never erase each other (R-RC-1, R-ST-4)", () => {
  it("the GM's hit, computed before Alice's Recovery landed, arrives after it: both count", async () => {
    table = await setUpTable();
    const { gm, session, tokens } = table;
    await woundKorva(10);
    const card = await bobStrikesKorva();
    const slow = slowFromNextWrite(gm, table.heroes.alice);
    const applied = applyFromBob(card);
    const release = await slow;
    // The GM computed the hit from 10 and sent it; Alice's Recovery reaches the server first.
    const recovered = aliceCatchesBreath();
    await until(() => staminaOf(gm, tokens.alice) === 10 + RECOVERY);
    release();
    const damage = damageOf(await applied);
    expect((await recovered).ok).toBe(true);
    await session.settle();
    expect(damage).toBeGreaterThan(0);
    expect(everywhere((c) => staminaOf(c, tokens.alice))).toBe(10 - damage + RECOVERY);
  });

  it("Alice's Recovery, computed before the GM's hit landed, arrives after it: both count", async () => {
    const { alice, gm, session, tokens } = table;
    await woundKorva(10);
    const card = await bobStrikesKorva();
    const slow = slowFromNextWrite(alice, table.heroes.alice);
    const recovered = aliceCatchesBreath();
    const release = await slow;
    // Alice's client computed 10 + 8 and sent it; the hit reaches the server first.
    const damage = damageOf(await applyFromBob(card));
    expect(damage).toBeGreaterThan(0);
    expect(staminaOf(gm, tokens.alice)).toBe(10 - damage);
    release();
    expect((await recovered).ok).toBe(true);
    await session.settle();
    expect(everywhere((c) => staminaOf(c, tokens.alice))).toBe(10 - damage + RECOVERY);
    expect(alice.notifications.filter((n) => n.level === "error")).toEqual([]);
  });

  it("a Recovery near the maximum, overtaken by a hit, still heals its whole value (R-ST-4)", async () => {
    const { alice, session, tokens } = table;
    await woundKorva(20);
    const card = await bobStrikesKorva();
    const slow = slowFromNextWrite(alice, table.heroes.alice);
    const recovered = aliceCatchesBreath();
    const release = await slow;
    // Alice's copy says 20 + 8, capped at 24; on the 20 − damage the server holds it heals all 8.
    const damage = damageOf(await applyFromBob(card));
    release();
    await recovered;
    await session.settle();
    expect(everywhere((c) => staminaOf(c, tokens.alice))).toBe(Math.min(24, 20 - damage + RECOVERY));
  });
});
