// @vitest-environment happy-dom
/**
 * THE GM's record (`steelbound.gmRecord`) is sent to every client on every write, so
 * what a player makes wait for the Director there is small and bounded per requester
 * (src/data/settings/review-entry.ts): a waiting request keeps digests and a short diff, never the
 * player's fingerprint, and a requester's flood pushes out only that requester's own oldest requests.
 * Driven as a modded client would: Bob bloats his ability, copies his card and asks as often as he likes.
 */
import "../sim/install.ts";
import { describe, expect, it, vi } from "vitest";
import { setUpTable, on, type Table } from "../session/table.ts";
import {
  cardOn,
  clickOn,
  placeInReach,
  requestApply,
  rowButton,
  setting,
  staminaToZeroEffect,
  tokenStaminaOn,
  useAbilityOn,
  itemNamed,
} from "../session/play.ts";
import { ENTRY_BYTES, PER_REQUESTER } from "../../src/data/settings/review-entry.ts";
import { jsonBytes } from "../../src/data/digest.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

const shoulderIn = (_table: Table, client: SimClient, hero: HarnessDocument) =>
  itemNamed(client, hero, "Shoulder In");

interface StoredRecord {
  pending: { messageId: string; requesterId: string }[];
}
const recordOn = (client: SimClient): StoredRecord =>
  (setting(client, "gmRecord") as { toObject(): StoredRecord }).toObject();

async function useAndApply(
  table: Table,
  client: SimClient,
  hero: HarnessDocument,
  heroToken: SimTokenDocument,
  token: SimTokenDocument,
) {
  await placeInReach(table, heroToken, [token]);
  const id = await useAbilityOn(table, client, hero, [token], [10, 10]);
  await clickOn(table, client, rowButton(client, id, "applyDamage"));
  return id;
}

const reviewOn = (client: SimClient, id: string) => cardOn(client, id).querySelector(".steelbound-review");

describe("8 cards of a bloated ability keep the GM's record small", () => {
  it("a 600 kB ability on 8 cards: each card is reviewed, and the record stays under 8 × 8 kB", async () => {
    const table = await setUpTable();
    const { gm, bob, heroes, tokens, session } = table;
    const bloat = {
      ...staminaToZeroEffect("Bloat"),
      changes: Array.from({ length: 200 }, (_, i) => ({
        key: `system.bloat${i}`,
        mode: 2,
        value: "9".repeat(3000),
      })),
    };
    await bob.run(() =>
      shoulderIn(table, bob, heroes.bob).update({
        system: { power: { tier3: { damage: { value: 9999 }, customEffects: [bloat] } } },
      }),
    );
    await session.settle();
    expect(jsonBytes(gm.run(() => shoulderIn(table, gm, heroes.bob).toObject()))).toBeGreaterThan(600_000);
    const before = tokenStaminaOn(gm, tokens.captain);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(await useAndApply(table, bob, heroes.bob, tokens.bob, tokens.captain));
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    for (const id of ids) {
      expect(reviewOn(gm, id)?.textContent).toContain("Tier 3 custom effect #1 change #1");
      // The diff the card shows is cut short, and says how much more there is.
      expect(reviewOn(gm, id)?.textContent).toMatch(/and \d+ more changes/);
      expect(reviewOn(bob, id)?.textContent).toContain("Waiting for the Director");
    }
    const record = recordOn(gm);
    expect(record.pending).toHaveLength(8);
    for (const entry of record.pending) expect(jsonBytes(entry)).toBeLessThanOrEqual(ENTRY_BYTES);
    expect(jsonBytes(record)).toBeLessThan(8 * ENTRY_BYTES);
    expect(JSON.stringify(record)).not.toContain("9".repeat(100));
  }, 120_000);
});

describe("200 waiting requests of one player do not push out another's", () => {
  it("Bob floods 200 cards; Alice's waiting request stays, and the Director's Accept on it works", async () => {
    const table = await setUpTable();
    const { gm, alice, bob, heroes, tokens, session } = table;
    const [aliceTarget, bobTarget] = tokens.minions;
    if (!aliceTarget || !bobTarget) throw new Error("no minions");
    await alice.run(() =>
      shoulderIn(table, alice, heroes.alice).update({
        system: { power: { tier3: { damage: { value: 12 } } } },
      }),
    );
    await bob.run(() =>
      shoulderIn(table, bob, heroes.bob).update({
        system: { power: { tier3: { damage: { value: 9999 } } } },
      }),
    );
    await session.settle();
    const aliceBefore = tokenStaminaOn(gm, aliceTarget);
    const aliceCard = await useAndApply(table, alice, heroes.alice, tokens.alice, aliceTarget);
    expect(reviewOn(gm, aliceCard)?.textContent).toContain("Tier 3 damage: 9 → 12");

    // Bob's card, copied 199 times (a player may post cards), each asked for.
    const bobCard = await useAndApply(table, bob, heroes.bob, tokens.bob, bobTarget);
    const message = gm.run(() => game.messages?.get(bobCard));
    if (!message) throw new Error("no card");
    const source = gm.run(() => message.toObject()) as unknown as Plain;
    const { _id: _drop, ...copy } = source;
    const copies = await bob.run(() =>
      ChatMessage.implementation.createDocuments(Array.from({ length: 199 }, () => structuredClone(copy))),
    );
    await session.settle();
    const flood = [bobCard, ...copies.map((m) => m.id)];
    expect(flood).toHaveLength(200);
    // Each answer is "awaiting the Director"; the GM's console line for each is not what this test reads.
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const id of flood) await requestApply(table, bob, id, [bobTarget]);
    quiet.mockRestore();
    expect(tokenStaminaOn(gm, bobTarget)).toBe(
      gm.run(() => (on(gm, bobTarget).actor?.system as { stamina: { max: number } }).stamina.max),
    );

    const record = recordOn(gm);
    const bobs = record.pending.filter((p) => p.requesterId === bob.userId);
    expect(bobs.length).toBe(PER_REQUESTER);
    // Bob's own newest wait; his oldest went first.
    expect(bobs.map((p) => p.messageId)).toEqual(flood.slice(-PER_REQUESTER));
    expect(record.pending.filter((p) => p.requesterId === alice.userId).map((p) => p.messageId)).toEqual([
      aliceCard,
    ]);

    // The Director's Accept on Alice's card finds her request: her 12 land, once.
    expect(reviewOn(gm, aliceCard)?.textContent).toContain("Tier 3 damage: 9 → 12");
    const button = reviewOn(gm, aliceCard)?.querySelector<HTMLElement>('[data-review-decision="once"]');
    if (!button) throw new Error("no once button on Alice's card");
    await clickOn(table, gm, button);
    expect(aliceBefore - tokenStaminaOn(gm, aliceTarget)).toBeGreaterThanOrEqual(12);
    expect(reviewOn(gm, aliceCard)).toBeNull();
  }, 240_000);
});
