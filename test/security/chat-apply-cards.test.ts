// @vitest-environment happy-dom
/**
 * What a modded client sends to the right-click apply of a free-strike card and of a target-test
 * card. A player who controls a monster writes her own free-strike card's damage up to 999: the GM deals the
 * monster's free strike as it reads it; she may not heal with it, add a creature it never targeted, or
 * modify it. A player's apply of the Director's target-test card, and healing from it, are refused.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "../session/table.ts";
import {
  actorOn,
  clickOn,
  lastMessageId,
  monsterSheetOn,
  placeInReach,
  staminaOn,
  warningsOn,
} from "../session/play.ts";
import { find } from "../sim/applications/user.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let card = "";

const send = (client: SimClient, messageId: string, tokens: string[], extra: Plain = {}) =>
  client.run(() =>
    requestGm({ kind: "chatApply", messageId, tokens, mode: "damage", adjust: 0, ...extra } as never),
  );

describe("chat right-click applies on free-strike and target-test cards: forged requests", () => {
  it("R-MO-2: Alice's Shieldbearer free strikes Tamsin; she writes 999 on her card: the GM deals the Shieldbearer's free strike, once", async () => {
    table = await setUpTable();
    const { gm, alice, session, tokens, heroes, monsters } = table;
    await gm.run(() =>
      actorOn(gm, monsters.captain).update({ ownership: { default: 0, [alice.userId]: 3 } }),
    );
    await session.settle();
    await placeInReach(table, tokens.captain, [tokens.bob]);
    target(alice, [tokens.bob]);
    const shieldbearer = alice.run(() => on(alice, tokens.captain).actor) as unknown as HarnessDocument;
    const sheet = await monsterSheetOn(alice, shieldbearer);
    await clickOn(table, alice, find(sheet, '[data-action="freeStrike"]'));
    await alice.run(() => sheet.close());
    expect(warningsOn(alice)).toEqual([]);
    card = lastMessageId(table);
    const forged = { value: 999, characteristic: false, type: "untyped" };
    await alice.run(() =>
      alice.resolve(`ChatMessage.${card}`)?.update({
        "system.snapshot.tier1.damage": forged,
        "system.snapshot.tier2.damage": forged,
        "system.snapshot.tier3.damage": forged,
      }),
    );
    await session.settle();
    // Her card now says 999 on every client (she wrote it; the GM does not read it).
    const written = gm.run(() =>
      foundry.utils.getProperty(
        gm.resolve(`ChatMessage.${card}`)?.system ?? {},
        "snapshot.tier1.damage.value",
      ),
    );
    expect(written).toBe(999);
    const freeStrike = gm.run(
      () => foundry.utils.getProperty(on(gm, tokens.captain).actor?.system ?? {}, "freeStrike") as number,
    );
    expect(freeStrike).toBeGreaterThan(0);
    expect(freeStrike).toBeLessThan(999);
    const before = staminaOn(gm, heroes.bob);
    const applied = (await send(alice, card, [tokens.bob.uuid], { amount: 999 })) as
      { damage: number }[] | null;
    await session.settle();
    expect(applied?.[0]?.damage).toBe(freeStrike);
    for (const client of session.clients) expect(staminaOn(client, heroes.bob)).toBe(before - freeStrike);
    expect(await send(alice, card, [tokens.bob.uuid])).toBeNull();
    await session.settle();
    expect(staminaOn(gm, heroes.bob)).toBe(before - freeStrike);
  });

  it("R-MO-2: on her free-strike card Alice may not heal, modify, or add a creature it never targeted; the Director may not heal with it either", async () => {
    const { gm, alice, session, tokens, heroes } = table;
    const stamina = () => [staminaOn(gm, heroes.alice), staminaOn(gm, heroes.bob)];
    const before = stamina();
    const seen = alice.notifications.length;
    expect(await send(alice, card, [tokens.alice.uuid])).toBeNull();
    expect(await send(alice, card, [tokens.bob.uuid], { mode: "healing" })).toBeNull();
    expect(await send(alice, card, [tokens.alice.uuid], { adjust: 5 })).toBeNull();
    expect(await send(gm, card, [tokens.alice.uuid], { mode: "healing" })).toBeNull();
    await session.settle();
    expect(warningsOn(alice, seen)).toHaveLength(3);
    expect(stamina()).toEqual(before);
  });

  it("R-PR-1: the Director's target-test card: Alice (not the Warlord's owner) is refused; healing from it is refused to the Director too", async () => {
    const { gm, alice, session, tokens, heroes } = table;
    const warlord = gm.run(() => on(gm, tokens.leader).actor) as unknown as HarnessDocument;
    await gm.run(() =>
      actorOn(gm, warlord).createEmbeddedDocuments("Item", [
        {
          name: "Choking Cloud",
          type: "ability",
          system: {
            type: "main",
            keywords: ["area", "magic"],
            distance: { type: "burst", size: 3 },
            power: {
              roll: "targetTest",
              characteristics: ["might"],
              tier1: { damage: { value: 6, type: "poison" } },
              tier2: { damage: { value: 3, type: "poison" } },
              tier3: { damage: { value: 0 } },
            },
          },
        },
      ]),
    );
    await session.settle();
    target(gm, [tokens.alice]);
    const sheet = await monsterSheetOn(gm, warlord);
    const item = gm.run(() => actorOn(gm, warlord).items.find((i) => i.name === "Choking Cloud"));
    await clickOn(table, gm, find(sheet, `[data-action="useAbility"][data-item-id="${item?.id ?? ""}"]`));
    await gm.run(() => sheet.close());
    const cloud = lastMessageId(table);
    const before = staminaOn(gm, heroes.alice);
    expect(await send(alice, cloud, [tokens.alice.uuid])).toBeNull();
    expect(await send(gm, cloud, [tokens.alice.uuid], { mode: "healing" })).toBeNull();
    // Korva has not made her test: nobody can apply to her yet, the Director included.
    expect(await send(gm, cloud, [tokens.alice.uuid])).toBeNull();
    await session.settle();
    expect(staminaOn(gm, heroes.alice)).toBe(before);
  });
});
