/**
 * Issue 19 (problems 9, 10): a bounded ledger. Entries only for writes that happened; card keys go with
 * their cards; receipts are kept per user (one player's spends never evict another's refund receipt);
 * receipts written before the payer was recorded keep working; the size after a four-hour session.
 */
import { describe, expect, it } from "vitest";
import { boundEntries, MAX_RECEIPTS_PER_USER } from "../../src/queries/ledger-bounds.ts";
import { ledgerKey, memoryLedger, receiptKey, receiptRefundedKey } from "../../src/queries/ledger.ts";
import { maliceSpendKind, type MaliceWorld } from "../../src/queries/malice/request.ts";

const MONSTER = "Actor.monster000000001";
const ABILITY = "Actor.monster000000001.Item.ability00000001";
const receipt = (id: string, userId: string) =>
  receiptKey({ id, actorUuid: MONSTER, abilityUuid: ABILITY, malice: 2, spendTimes: 0, userId });

describe("issue 19: a bounded ledger", () => {
  it("attack: 500 zero-cost Malice spends by one player leave no entry; another's receipt still refunds", async () => {
    const ledger = memoryLedger([receipt("bobsReceipt00001", "bob")]);
    let n = 0;
    const world: MaliceWorld = {
      ledger,
      newId: () => `r${String(++n).padStart(15, "0")}`,
      isDirectorCreature: () => true,
      ownsActor: () => true,
      maliceCost: () => 0,
      spend: () => Promise.resolve({ ok: true, value: 5 }),
      // A new turn for every spend: this attack is about the ledger, not the turn (queue-flood/malice tests).
      momentOf: () => ({ round: "combat:1", turn: `turn${String(++n)}`, ownTurn: true }),
      actionOf: () => "main",
    };
    const kind = maliceSpendKind(world);
    for (let i = 0; i < 500; i++)
      expect(
        (
          await kind.handle(
            { actorUuid: MONSTER, abilityUuid: ABILITY, spendTimes: 0 },
            { id: "alice", isGM: false },
          )
        ).receipt,
      ).toBe("");
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.receipt("bobsReceipt00001")?.userId).toBe("bob");
  });

  it("attack: 500 paid spends by one player keep only that player's newest; another's receipt is kept", () => {
    const keys = [receipt("bob", "bob"), ...Array.from({ length: 500 }, (_, i) => receipt(`a${i}`, "alice"))];
    const kept = boundEntries(keys, () => true);
    expect(kept).toContain(receipt("bob", "bob"));
    expect(kept.filter((k) => k.endsWith("|alice"))).toHaveLength(MAX_RECEIPTS_PER_USER);
  });

  it("card keys go with deleted cards; refund marks with their receipts; the encounter's end drops receipts", () => {
    const keys = [
      ledgerKey("live", "damage", "t"),
      ledgerKey("gone", "damage", "t"),
      receipt("r1", "alice"),
      receiptRefundedKey("r1"),
      receiptRefundedKey("orphan"),
      "migration|surgesPrepaid",
    ];
    expect(boundEntries(keys, (id) => id === "live")).toEqual([
      ledgerKey("live", "damage", "t"),
      receipt("r1", "alice"),
      receiptRefundedKey("r1"),
      "migration|surgesPrepaid",
    ]);
    expect(boundEntries(keys, (id) => id === "live", { dropReceipts: true })).toEqual([
      ledgerKey("live", "damage", "t"),
      "migration|surgesPrepaid",
    ]);
  });

  it("old data: a receipt stored without its payer still reads and refunds (user '')", () => {
    const old = `receipt|old0000000000001|${MONSTER}|${ABILITY}|3|1`;
    const ledger = memoryLedger([old]);
    expect(ledger.receipt("old0000000000001")).toEqual({
      id: "old0000000000001",
      actorUuid: MONSTER,
      abilityUuid: ABILITY,
      malice: 3,
      spendTimes: 1,
      userId: "",
    });
    expect(boundEntries([old], () => true)).toEqual([old]);
  });

  it("bench: the ledger after a four-hour session (4 encounters × 8 rounds × 5 heroes' uses + refunds)", async () => {
    const live = new Set<string>();
    let ledger = memoryLedger([], (id) => live.has(id));
    let peak = 0;
    for (let encounter = 0; encounter < 4; encounter++) {
      for (let round = 0; round < 8; round++)
        for (let hero = 0; hero < 5; hero++) {
          const card = `e${encounter}r${round}h${hero}`.padEnd(16, "0");
          live.add(card);
          await ledger.record([ledgerKey(card, "damage", "tokenA"), ledgerKey(card, "damage", "tokenB")]);
          await ledger.record([receipt(`${card}R`, `user${hero}`)]);
          if (hero === 0) await ledger.record([ledgerKey(card, "refund"), receiptRefundedKey(`${card}R`)]);
          peak = Math.max(peak, ledger.entries.length);
        }
      // The encounter ends: its cards scroll away (deleted) and its receipts go.
      live.clear();
      const after = boundEntries(ledger.entries, (id) => live.has(id), { dropReceipts: true });
      expect(after).toEqual([]);
      ledger = memoryLedger(after, (id) => live.has(id));
    }
    const bytes = JSON.stringify(ledger.entries).length;
    console.info(`ledger bench: peak ${peak} entries within one encounter; ${bytes} bytes held at the end`);
    // One encounter's cards (2 targets each), receipts and one hero's refunds per round; nothing carried over.
    expect(peak).toBeLessThanOrEqual(40 * 2 + 40 + 8 * 2);
    expect(ledger.entries).toEqual([]);
  });
});
