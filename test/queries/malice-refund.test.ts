import { describe, expect, it } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import type { MaliceRefundWorld, RefundCard } from "../../src/queries/malice/refund.ts";
import { GM, OTHER_PLAYER, PLAYER, applyWorld, gmEnvironment } from "../harness/apply-world.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";
import { memoryLedger, receiptKey } from "../../src/queries/ledger.ts";

const MONSTER = "Actor.monster000000001";
const CARD = "message000000001";
const SECOND_CARD = "message000000003";
const ABILITY = "Actor.monster000000001.Item.ability000000001";
const RECEIPT = "receipt000000001";

/**
 * The GM's view of one card: `due` is what the GM's own recomputation finds refundable now (R-AB-6),
 * whatever the requester claims; refunding marks the card so nothing is due afterwards.
 */
function refundWorld(
  due: RefundCard["refund"],
  pool = 1,
  card: Partial<RefundCard> = {},
  ledger = memoryLedger(),
) {
  const state = { pool, refunded: false, writes: 0 };
  const world: MaliceRefundWorld = {
    ledger,
    readCard: (id) =>
      id === CARD || id === SECOND_CARD
        ? {
            actorUuid: MONSTER,
            abilityUuid: ABILITY,
            refund: state.refunded && id === CARD ? null : due,
            gmAuthored: true,
            receipt: "",
            // The item gives back its whole cost when every target resists ("all").
            refundableOf: (paid) => paid.malice,
            ...card,
          }
        : null,
    ownsActor: (uuid, userId) => uuid === MONSTER && userId === PLAYER.id,
    refund: (_id, amount) => {
      state.refunded = true;
      state.pool += amount;
      state.writes++;
      return Promise.resolve(state.pool);
    },
  };
  const handler = createGmQueryHandler(
    gmQueryKinds({
      applyResults: applyWorld({ targets: [] }).world,
      heroTokens: heroTokenWorld().world,
      maliceRefund: world,
    }),
    gmEnvironment(),
  );
  const refund = (data: Record<string, unknown> = {}, user = PLAYER.id) =>
    handler({ kind: "refundMalice", messageId: CARD, ...data }, user);
  return { refund, state };
}

describe("Malice spent on a resisted potency-only effect comes back through the GM (R-AB-6)", () => {
  it("R-AB-6: every target resisted: the GM gives the card's Malice back and marks it refunded", async () => {
    const { refund, state } = refundWorld({ amount: 3, pool: "malice" });
    expect(await refund()).toEqual({ ok: true, result: { value: 4 } });
    expect(state).toEqual({ pool: 4, refunded: true, writes: 1 });
  });

  it("R-AB-6: the GM rejects a forged refund: a card whose effect landed has nothing due, whatever is claimed", async () => {
    const { refund, state } = refundWorld(null);
    expect(await refund({ amount: 9 })).toEqual({ ok: false, reason: "Refused" });
    expect(state.writes).toBe(0);
  });

  it("R-AB-6: a hero's heroic resource is not Malice: the GM refuses", async () => {
    const { refund, state } = refundWorld({ amount: 2, pool: "resource" });
    expect(await refund()).toEqual({ ok: false, reason: "Refused" });
    expect(state.writes).toBe(0);
  });

  it("R-AB-6: no double refund", async () => {
    const { refund, state } = refundWorld({ amount: 2, pool: "malice" }, 0);
    const both = await Promise.all([refund(), refund({}, GM.id)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    // The GM's ledger now holds the refund: a third request is refused as already applied.
    expect(await refund()).toEqual({ ok: false, reason: "AlreadyApplied" });
    expect(state).toEqual({ pool: 2, refunded: true, writes: 1 });
  });

  it("R-AB-6: only the monster's owner or the GM may ask; the card must exist; ids are validated", async () => {
    const { refund, state } = refundWorld({ amount: 2, pool: "malice" });
    expect(await refund({}, OTHER_PLAYER.id)).toEqual({ ok: false, reason: "Forbidden" });
    expect(await refund({ messageId: "message000000002" })).toEqual({ ok: false, reason: "NotFound" });
    expect(await refund({ messageId: "../x" })).toEqual({ ok: false, reason: "Malformed" });
    expect(state.writes).toBe(0);
    expect(await refund({}, GM.id)).toEqual({ ok: true, result: { value: 3 } });
  });

  it("R-AB-6: a card whose author reset its refunded mark is refused by the GM's ledger (exactly once)", async () => {
    const { refund, state } = refundWorld({ amount: 2, pool: "malice" }, 0);
    expect((await refund()).ok).toBe(true);
    state.refunded = false; // the author edits their own card back to "not refunded"
    expect(await refund()).toEqual({ ok: false, reason: "AlreadyApplied" });
    expect(state).toMatchObject({ pool: 2, writes: 1 });
  });

  it("R-AB-6: a player's card is priced from the GM's receipt and the item, never from the card's numbers", async () => {
    const ledger = memoryLedger([
      receiptKey({ id: RECEIPT, actorUuid: MONSTER, abilityUuid: ABILITY, malice: 3, spendTimes: 0 }),
    ]);
    // The card claims 50 refundable; the GM paid 3 for this use.
    const { refund, state } = refundWorld(
      { amount: 50, pool: "malice" },
      0,
      { gmAuthored: false, receipt: RECEIPT },
      ledger,
    );
    expect(await refund()).toEqual({ ok: true, result: { value: 3 } });
    expect(state.pool).toBe(3);
  });

  it("R-AB-6: a player's card naming no receipt, or another ability's receipt, is refused; nothing is written", async () => {
    const ledger = memoryLedger([
      receiptKey({
        id: RECEIPT,
        actorUuid: MONSTER,
        abilityUuid: `${MONSTER}.Item.other00000000001`,
        malice: 3,
        spendTimes: 0,
      }),
    ]);
    const none = refundWorld({ amount: 2, pool: "malice" }, 0, { gmAuthored: false });
    expect(await none.refund()).toEqual({ ok: false, reason: "Forbidden" });
    const other = refundWorld(
      { amount: 2, pool: "malice" },
      0,
      { gmAuthored: false, receipt: RECEIPT },
      ledger,
    );
    expect(await other.refund()).toEqual({ ok: false, reason: "Forbidden" });
    expect(none.state.writes + other.state.writes).toBe(0);
  });

  it("R-AB-6: two cards naming one receipt refund it once", async () => {
    const ledger = memoryLedger([
      receiptKey({ id: RECEIPT, actorUuid: MONSTER, abilityUuid: ABILITY, malice: 2, spendTimes: 0 }),
    ]);
    const { refund, state } = refundWorld(
      { amount: 2, pool: "malice" },
      0,
      { gmAuthored: false, receipt: RECEIPT },
      ledger,
    );
    expect((await refund()).ok).toBe(true);
    expect(await refund({ messageId: SECOND_CARD })).toEqual({ ok: false, reason: "AlreadyApplied" });
    expect(state).toMatchObject({ pool: 2, writes: 1 });
  });
});
