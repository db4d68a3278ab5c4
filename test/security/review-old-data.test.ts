// @vitest-environment happy-dom
/**
 * Old data: a world whose GM record was written before waiting requests were kept small (a
 * whole fingerprint in `print`, every change, no accepted digest; "accept once" holding a whole
 * fingerprint). The world pass "reviews-2" writes it back small, once; the card it names is still
 * reviewed and the Director's decision on it still lands; an old "accept once" still accepts its card.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable } from "../session/table.ts";
import {
  cardOn,
  clickOn,
  placeInReach,
  rowButton,
  setSetting,
  setting,
  tokenStaminaOn,
  useAbilityOn,
} from "../session/play.ts";
import { printOf } from "../../src/queries/accepted-abilities/record.ts";
import { compactReviewsOnce } from "../../src/queries/review-pass.ts";
import { REVIEWS_PASS } from "../../src/data/migrations/review-record.ts";
import { digestOf, isDigest } from "../../src/data/digest.ts";
import { SHOWN_CHANGES } from "../../src/data/settings/review-entry.ts";
import type { Plain } from "../harness/utils.ts";

interface Stored {
  abilities: Record<string, string>;
  once: Record<string, string>;
  pending: Plain[];
  done: string[];
}

describe("A GM record from before the bounds", () => {
  it("old waiting requests and old 'accept once' decisions are written back small and still decide", async () => {
    const table = await setUpTable();
    const { gm, bob, heroes, tokens, session } = table;
    const [first, second] = tokens.minions;
    if (!first || !second) throw new Error("no minions");
    const recordOn = () => (setting(gm, "gmRecord") as { toObject(): Stored }).toObject();
    type ItemDoc = { name: string; uuid: string; update(d: Plain): Promise<unknown>; toObject(): unknown };
    const item = (client: typeof gm) =>
      client.run(
        () =>
          (on(client, heroes.bob) as unknown as Actor.Implementation).items.find(
            (i: { name: string }) => i.name === "Shoulder In",
          ) as unknown as ItemDoc,
      );
    await bob.run(() => item(bob).update({ system: { power: { tier3: { damage: { value: 9999 } } } } }));
    await session.settle();
    await placeInReach(table, tokens.bob, [first, second]);
    const waiting = await useAbilityOn(table, bob, heroes.bob, [first], [10, 10]);
    await clickOn(table, bob, rowButton(bob, waiting, "applyDamage"));
    const acceptedOnce = await useAbilityOn(table, bob, heroes.bob, [second], [10, 10]);
    const beforeFirst = tokenStaminaOn(gm, first);
    const beforeSecond = tokenStaminaOn(gm, second);

    // The record as the build before wrote it.
    const whole = gm.run(() => printOf(item(gm)));
    const now = recordOn();
    const [entry] = now.pending;
    if (!entry) throw new Error("nothing waits");
    const manyChanges = Array.from({ length: 30 }, (_, i) => ({ path: ["power", `f${i}`], from: 1, to: 2 }));
    const old: Stored = {
      ...now,
      once: { [acceptedOnce]: whole },
      pending: [
        {
          messageId: entry["messageId"],
          abilityUuid: entry["abilityUuid"],
          requesterId: entry["requesterId"],
          targets: entry["targets"],
          mode: entry["mode"],
          print: whole,
          changes: [{ path: ["power", "tier3", "damage", "value"], from: 9, to: 9999 }, ...manyChanges],
          hasAccepted: true,
        },
      ],
      done: now.done.filter((d) => d !== REVIEWS_PASS),
    };
    await setSetting(gm, "gmRecord", old);
    await session.settle();
    // The whole fingerprint as it appears inside the record's JSON.
    const wholeInJson = JSON.stringify(whole).slice(1, -1);
    expect(JSON.stringify(recordOn())).toContain(wholeInJson);

    expect(await gm.run(() => compactReviewsOnce())).toBe(true);
    await session.settle();
    for (const client of session.clients) {
      const stored = (setting(client, "gmRecord") as { toObject(): Stored }).toObject();
      // Kept only as the accepted version (the Director's 9, not Bob's 9,999): no longer in once or pending.
      expect(JSON.stringify({ once: stored.once, pending: stored.pending })).not.toContain(
        '\\"value\\":9999',
      );
      expect(stored.done).toContain(REVIEWS_PASS);
      expect(stored.once[acceptedOnce]).toBe(digestOf(whole));
      const [compact] = stored.pending;
      expect(compact?.["print"]).toBe(digestOf(whole));
      expect(isDigest(compact?.["accepted"])).toBe(true);
      expect(compact?.["changes"]).toHaveLength(SHOWN_CHANGES);
      expect(compact?.["hidden"]).toBe(31 - SHOWN_CHANGES);
    }
    // Once per world.
    expect(await gm.run(() => compactReviewsOnce())).toBe(false);

    // The old waiting request is still reviewed, and the Director's decision lands.
    expect(cardOn(gm, waiting).querySelector(".steelbound-review")?.textContent).toContain(
      "Tier 3 damage: 9 → 9,999",
    );
    const accept = cardOn(gm, waiting).querySelector('[data-review-decision="once"]');
    if (!accept) throw new Error("no once button");
    await clickOn(table, gm, accept);
    expect(beforeFirst - tokenStaminaOn(gm, first)).toBeGreaterThanOrEqual(9999);
    // The old "accept once" still accepts its own card as it is.
    await clickOn(table, bob, rowButton(bob, acceptedOnce, "applyDamage"));
    expect(beforeSecond - tokenStaminaOn(gm, second)).toBeGreaterThanOrEqual(9999);
  });
});
