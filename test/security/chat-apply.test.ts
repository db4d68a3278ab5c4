// @vitest-environment happy-dom
/**
 * What a modded client sends to the right-click applies. The GM computes every amount from the
 * card; a player's modifier, healing, a forged amount or an undo is refused or ignored; an undo lands once.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "../session/table.ts";
import { placeInReach, tokenStaminaOn, useAbilityOn } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { lastApplyOf } from "../../src/queries/chat-apply/undo-record.ts";

let table: Table;
let card = "";

describe("chat right-click applies: forged requests", () => {
  it("a player's modifier, healing, another player's request and a forged amount never change the GM's amount", async () => {
    table = await setUpTable();
    const { alice, bob, gm, heroes, tokens, session } = table;
    await placeInReach(table, tokens.alice, [tokens.captain]);
    card = await useAbilityOn(table, alice, heroes.alice, [], [10, 5]);
    const before = tokenStaminaOn(gm, tokens.captain);
    const send = (client: typeof alice, extra: Record<string, unknown>) =>
      client.run(() =>
        requestGm({
          kind: "chatApply",
          messageId: card,
          tokens: [tokens.captain.uuid],
          mode: "damage",
          adjust: 0,
          ...extra,
        } as never),
      );
    expect(await send(alice, { adjust: 50 })).toBeNull();
    expect(await send(alice, { mode: "healing" })).toBeNull();
    expect(await send(bob, {})).toBeNull();
    await session.settle();
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    // A forged amount is not part of the request: the GM applies the card's own damage, once.
    const applied = (await send(alice, { amount: 999 })) as { damage: number }[] | null;
    await session.settle();
    const dealt = applied?.[0]?.damage ?? 0;
    expect(dealt).toBeGreaterThan(0);
    expect(dealt).toBeLessThan(999);
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before - dealt);
    expect(await send(alice, {})).toBeNull();
    await session.settle();
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before - dealt);
  });

  it("an undo from a player is refused; the Director's undo lands once, a replay or a forged id undoes nothing", async () => {
    const { alice, gm, tokens, session } = table;
    const after = tokenStaminaOn(gm, tokens.captain);
    const last = gm.run(() => lastApplyOf(card));
    expect(last).not.toBeNull();
    const undo = (client: typeof gm, applyId: string) =>
      client.run(() => requestGm({ kind: "undoApply", messageId: card, applyId }));
    expect(await undo(alice, last?.id ?? "")).toBeNull();
    await session.settle();
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(after);
    expect(await undo(gm, "forgedApply00000")).toBeNull();
    expect(await undo(gm, last?.id ?? "")).not.toBeNull();
    await session.settle();
    const restored = tokenStaminaOn(gm, tokens.captain);
    expect(restored).toBeGreaterThan(after);
    expect(await undo(gm, last?.id ?? "")).toBeNull();
    await session.settle();
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(restored);
  });
});
