// @vitest-environment happy-dom
/**
 * The GM's record of what each apply changed (`steelbound.applyUndo`, for the
 * Director's undo) is bounded per requester (src/data/settings/apply-undo.ts), driven as a modded client
 * would: Bob copies his card and asks the GM to apply every copy, by the card's buttons' query and by the
 * chat menu's. His own oldest applies lose their undo; Alice's stays, and the Director's undo of it lands
 * once. An undo that names another card's apply, a made-up apply or one already undone is refused.
 */
import "../sim/install.ts";
import { describe, expect, it, vi } from "vitest";
import { on, setUpTable } from "../session/table.ts";
import { placeInReach, requestApply, setting, tokenStaminaOn, useAbilityOn } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { lastApplyOf, type ApplyRecord } from "../../src/queries/chat-apply/undo-record.ts";
import { MAX_APPLY_RECORDS, PER_USER_RECORDS } from "../../src/data/settings/apply-undo.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

const recordsOn = (client: SimClient): ApplyRecord[] =>
  (setting(client, "applyUndo") as { toObject(): { entries: string[] } })
    .toObject()
    .entries.map((e) => JSON.parse(e) as ApplyRecord);

describe("One player's applies never push out another's undo", () => {
  it(`Bob applies ${PER_USER_RECORDS + 1} copies of his card: his own oldest undo goes, Alice's stays and the Director's undo of it lands once; forged undos are refused`, async () => {
    const table = await setUpTable();
    const { gm, alice, bob, heroes, tokens, session } = table;
    // The leader holds enough Stamina for every apply to change it (each apply then has something to undo).
    await gm.run(() =>
      on(gm, tokens.leader).actor?.update({ system: { stamina: { max: 9999, value: 9999 } } }),
    );
    await session.settle();
    const start = tokenStaminaOn(gm, tokens.leader);
    expect(start).toBeGreaterThan(500);

    await placeInReach(table, tokens.alice, [tokens.leader]);
    const aliceCard = await useAbilityOn(table, alice, heroes.alice, [tokens.leader], [1, 1]);
    expect((await requestApply(table, alice, aliceCard, [tokens.leader])).result).not.toBeNull();
    const aliceDealt = start - tokenStaminaOn(gm, tokens.leader);
    expect(aliceDealt).toBeGreaterThan(0);
    const alicesApply = gm.run(() => lastApplyOf(aliceCard));
    expect(alicesApply?.user).toBe(alice.userId);

    // Bob's card, copied (a player may post messages), every copy asked for.
    await placeInReach(table, tokens.bob, [tokens.leader]);
    const bobCard = await useAbilityOn(table, bob, heroes.bob, [tokens.leader], [1, 1]);
    const source = gm.run(() => ({
      ...(game.messages?.get(bobCard) as unknown as HarnessDocument)._source,
    }));
    const { _id: _drop, ...copy } = source;
    const copies = await bob.run(() =>
      ChatMessage.implementation.createDocuments(
        Array.from({ length: PER_USER_RECORDS }, () => structuredClone(copy)),
      ),
    );
    await session.settle();
    const flood = [bobCard, ...copies.map((m) => m.id)];
    expect(flood).toHaveLength(PER_USER_RECORDS + 1);
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const [i, id] of flood.entries()) {
      const before = tokenStaminaOn(gm, tokens.leader);
      if (i % 2 === 0) await requestApply(table, bob, id, [tokens.leader]);
      else {
        await bob.run(() =>
          requestGm({
            kind: "chatApply",
            messageId: id,
            tokens: [tokens.leader.uuid],
            mode: "damage",
            adjust: 0,
          }),
        );
        await session.settle();
      }
      // Every one of Bob's applies landed (the bound is on the undo record, not on his play).
      expect(tokenStaminaOn(gm, tokens.leader)).toBeLessThan(before);
    }
    quiet.mockRestore();

    for (const client of session.clients) {
      const records = recordsOn(client);
      expect(records.length).toBeLessThanOrEqual(MAX_APPLY_RECORDS);
      const bobs = records.filter((r) => r.user === bob.userId);
      // Bob's newest applies keep their undo; his oldest went first.
      expect(bobs.map((r) => r.message)).toEqual(flood.slice(-PER_USER_RECORDS));
      expect(records.filter((r) => r.user === alice.userId).map((r) => r.id)).toEqual([alicesApply?.id]);
    }
    const oldest = flood[0] ?? "";
    expect(gm.run(() => lastApplyOf(oldest))).toBeNull();

    const undo = (client: SimClient, messageId: string, applyId: string) =>
      client.run(() => requestGm({ kind: "undoApply", messageId, applyId }));
    const bobsNewest = gm.run(() => lastApplyOf(flood.at(-1) ?? ""));
    const afterFlood = tokenStaminaOn(gm, tokens.leader);
    // Forged: Bob undoes Alice's apply; the Director's undo names Alice's card with Bob's apply, or a made-up one.
    expect(await undo(bob, aliceCard, alicesApply?.id ?? "")).toBeNull();
    expect(await undo(gm, aliceCard, bobsNewest?.id ?? "")).toBeNull();
    expect(await undo(gm, aliceCard, "madeUpApply00001")).toBeNull();
    expect(await undo(gm, oldest, alicesApply?.id ?? "")).toBeNull();
    await session.settle();
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(afterFlood);

    // The Director's undo of Alice's apply lands on every client, once; a replay undoes nothing.
    expect(await undo(gm, aliceCard, alicesApply?.id ?? "")).not.toBeNull();
    await session.settle();
    for (const client of session.clients)
      expect(tokenStaminaOn(client, tokens.leader)).toBe(afterFlood + aliceDealt);
    expect(await undo(gm, aliceCard, alicesApply?.id ?? "")).toBeNull();
    await session.settle();
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(afterFlood + aliceDealt);
    expect(recordsOn(gm).filter((r) => r.user === bob.userId)).toHaveLength(PER_USER_RECORDS);
  }, 240_000);
});
