// @vitest-environment happy-dom
/**
 * THE GM's record is derived once per value of its setting (src/data/settings/gm-record.ts readGmRecord):
 * v13 hands out one cast value per stored Setting until an update changes it (client/documents/setting.mjs
 * Setting#_initialize; the simulation does the same, test/sim/setting-value.test.ts), so a read keyed by that
 * instance is as fresh as the setting on every client. A 200-card chat log reads it once per card.
 */
import "../sim/install.ts";
import { describe, expect, it, vi } from "vitest";
import { setUpTable } from "../session/table.ts";
import { setting } from "../session/play.ts";
import { readGmRecord, type PendingReview } from "../../src/data/settings/gm-record.ts";
import { pendingReviewsOf } from "../../src/data/settings/accepted-abilities.ts";
import { changeGmRecord } from "../../src/queries/gm-record.ts";
import { digestOf } from "../../src/data/digest.ts";

/** The record keeps digests of fingerprints. */
const PRINT_2 = digestOf("print-2");

const waiting = (messageId: string): PendingReview => ({
  messageId,
  abilityUuid: "Actor.alice.Item.strike",
  requesterId: "someone",
  targets: [],
  mode: "damage",
  print: PRINT_2,
  accepted: digestOf("print-1"),
  changes: [],
  hidden: 0,
  hasAccepted: true,
});

describe("the GM's record: one derivation per setting value", () => {
  it("a player's 200 reads derive the record once; the GM's write through the server gives every client the new record", async () => {
    const { gm, alice, session } = await setUpTable();
    await session.settle();
    const model = setting(alice, "gmRecord") as { toObject(): unknown };
    expect(setting(alice, "gmRecord")).toBe(model);
    const toObject = vi.spyOn(model, "toObject");
    const first = alice.run(() => readGmRecord());
    for (let i = 0; i < 199; i++) expect(alice.run(() => readGmRecord())).toBe(first);
    expect(toObject).toHaveBeenCalledTimes(1);
    expect(alice.run(() => pendingReviewsOf("card1"))).toEqual([]);
    // Shared, so frozen: a reader that changed it in place would change every other reader's record.
    expect(Object.isFrozen(first.claims)).toBe(true);
    expect(() => first.claims.push("x")).toThrow(TypeError);

    // The GM writes (its one chain, a world Setting update); Alice's copy changes only once the server's
    // broadcast reached her client.
    await gm.run(() =>
      changeGmRecord((record) => ({
        next: { ...record, claims: [...record.claims, "card1|damage|t|5"], pending: [waiting("card1")] },
        result: undefined,
      })),
    );
    await session.settle();
    const second = alice.run(() => readGmRecord());
    expect(second).not.toBe(first);
    expect(second.claims).toContain("card1|damage|t|5");
    expect(alice.run(() => readGmRecord())).toBe(second);
    expect(alice.run(() => pendingReviewsOf("card1")).map((p) => p.print)).toEqual([PRINT_2]);
    expect(alice.run(() => pendingReviewsOf("card2"))).toEqual([]);
    expect(gm.run(() => readGmRecord()).claims).toContain("card1|damage|t|5");

    // Cleared again: the index by card follows the record.
    await gm.run(() => changeGmRecord((record) => ({ next: { ...record, pending: [] }, result: undefined })));
    await session.settle();
    expect(alice.run(() => pendingReviewsOf("card1"))).toEqual([]);
  });
});
