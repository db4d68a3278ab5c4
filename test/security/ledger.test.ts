/**
 * 10): a bounded ledger. Entries only for writes that happened; card keys go with
 * their cards; receipts are kept per user (one player's spends never evict another's refund receipt);
 * receipts written before the payer was recorded keep working; the size after a four-hour session.
 */
import { describe, expect, it } from "vitest";
import {
  boundEntries,
  expiredCardKey,
  MAX_EXPIRED_CARDS,
  MAX_LEDGER_CARDS,
  MAX_COMPANION_MARKS,
  MAX_RECEIPTS_PER_USER,
} from "../../src/queries/ledger-bounds.ts";
import { applyResultsKind } from "../../src/queries/apply-results/request.ts";
import { applyWorld, creature, messageTarget, PLAYER, tokenUuid } from "../harness/apply-world.ts";
import {
  companionsMadeFor,
  heroCompanionKey,
  ledgerKey,
  memoryLedger,
  receiptHealedKey,
  receiptKey,
  receiptRefundedKey,
} from "../../src/queries/ledger.ts";
import { maliceSpendKind, type MaliceWorld } from "../../src/queries/malice/request.ts";

const MONSTER = "Actor.monster000000001";
const ABILITY = "Actor.monster000000001.Item.ability00000001";
const receipt = (id: string, userId: string) =>
  receiptKey({ id, actorUuid: MONSTER, abilityUuid: ABILITY, malice: 2, spendTimes: 0, userId });

describe("A bounded ledger", () => {
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

  it("seed 004: a spend-gated heal's mark lives as long as its receipt (a deleted card cannot drop it while the receipt stands)", () => {
    const keys = [receipt("r1", "alice"), receiptHealedKey("r1"), receiptHealedKey("orphan")];
    expect(boundEntries(keys, () => false)).toEqual([receipt("r1", "alice"), receiptHealedKey("r1")]);
    expect(boundEntries(keys, () => true, { dropReceipts: true })).toEqual([]);
    expect(memoryLedger(keys).has(receiptHealedKey("r1"))).toBe(true);
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

  it("300 honest two-target cards (one target immune to the damage) leave keys only for the target hit, at most MAX_LEDGER_CARDS cards' worth (R-DM-2)", async () => {
    const hit = { entry: messageTarget(1), snapshot: creature(1) };
    // Immune to all damage: the card deals it nothing, so nothing of it is written (R-DM-2).
    const immune = {
      entry: messageTarget(2),
      snapshot: creature(2, { modifiers: { immunities: { all: "all" } } }),
    };
    const { world, view } = applyWorld({ targets: [hit, immune], ledger: ["migration|surgesPrepaid"] });
    const cardId = (n: number) => `card${String(n).padStart(12, "0")}`;
    const kind = applyResultsKind({
      ...world,
      findMessage: (id) => (id.startsWith("card") ? { ...view, id } : null),
    });
    const ledger = world.ledger as ReturnType<typeof memoryLedger>;
    for (let n = 0; n < 300; n++) {
      const summary = await kind.handle(
        { messageId: cardId(n), targets: [tokenUuid(1), tokenUuid(2)], mode: "damage" },
        PLAYER,
      );
      expect(summary.map((s) => s.damage)).toEqual([expect.any(Number), 0]);
    }
    const entries = ledger.entries;
    // Not 601: the migration mark, one key per card for its hit target (the newest cards), one mark per older card.
    expect(entries.filter((k) => k.endsWith(`|${tokenUuid(2)}`))).toEqual([]);
    expect(entries.filter((k) => k.endsWith(`|${tokenUuid(1)}`))).toHaveLength(MAX_LEDGER_CARDS);
    expect(entries.filter((k) => k.startsWith("expiredCard|"))).toHaveLength(300 - MAX_LEDGER_CARDS);
    expect(entries).toHaveLength(1 + 300);
    // Exactly once still holds for every card, the expired ones included.
    for (const n of [0, 99, 100, 299])
      await expect(
        kind.handle({ messageId: cardId(n), targets: [tokenUuid(1)], mode: "damage" }, PLAYER),
      ).rejects.toMatchObject({ reason: "AlreadyApplied" });
    // The target that took nothing may be asked again: it writes nothing again.
    const again = await kind.handle(
      { messageId: cardId(299), targets: [tokenUuid(2)], mode: "damage" },
      PLAYER,
    );
    expect(again.map((s) => s.damage)).toEqual([0]);
    expect(ledger.entries).toHaveLength(1 + 300);
  });

  it("However many cards are applied, the ledger holds at most MAX_LEDGER_CARDS cards' keys and MAX_EXPIRED_CARDS marks", () => {
    let keys: string[] = [];
    // Ten cards between two writes of the ledger, 300 writes.
    for (let n = 0; n < 3_000; n += 10) {
      const cards = Array.from({ length: 10 }, (_, i) => `c${String(n + i).padStart(15, "0")}`);
      const added = cards.flatMap((card) => [ledgerKey(card, "damage", "a"), ledgerKey(card, "damage", "b")]);
      keys = boundEntries([...keys, ...added], () => true);
    }
    expect(keys.filter((k) => !k.startsWith("expiredCard|"))).toHaveLength(MAX_LEDGER_CARDS * 2);
    expect(keys.filter((k) => k.startsWith("expiredCard|"))).toHaveLength(MAX_EXPIRED_CARDS);
    expect(keys).toContain(expiredCardKey(`c${String(2_999 - MAX_LEDGER_CARDS).padStart(15, "0")}`));
    // A deleted card's mark goes with it.
    const gone = `c${String(2_000).padStart(15, "0")}`;
    expect(boundEntries(keys, (id) => id !== gone)).not.toContain(expiredCardKey(gone));
  });

  it("A hero's companion mark outlives every card (none of them live) and the ledger keeps only the newest MAX_COMPANION_MARKS of them", () => {
    const hero = (n: number) => `h${String(n).padStart(15, "0")}`;
    const wolf = (n: number) => `w${String(n).padStart(15, "0")}`;
    let keys = [heroCompanionKey(hero(0), wolf(0)), ledgerKey("c000000000000001", "damage", "a")];
    keys = boundEntries(keys, () => false);
    expect(keys).toEqual([heroCompanionKey(hero(0), wolf(0))]);
    expect(companionsMadeFor(keys, hero(0))).toEqual([wolf(0)]);
    expect(companionsMadeFor(keys, hero(1))).toEqual([]);
    for (let n = 1; n <= MAX_COMPANION_MARKS + 50; n++)
      keys = boundEntries([...keys, heroCompanionKey(hero(n), wolf(n))], () => true);
    expect(keys).toHaveLength(MAX_COMPANION_MARKS);
    expect(companionsMadeFor(keys, hero(MAX_COMPANION_MARKS + 50))).toEqual([wolf(MAX_COMPANION_MARKS + 50)]);
    expect(companionsMadeFor(keys, hero(50))).toEqual([]);
  });
});
