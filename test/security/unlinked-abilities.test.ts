// @vitest-environment happy-dom
/**
 * Accepted versions on unlinked tokens: the Goblin Shieldbearer on the scene is an unlinked token,
 * so its abilities are items of a synthetic actor (v13 client/documents/token.mjs TokenDocument#actor,
 * common/documents/actor-delta.mjs). When the Director gives Bob the Shieldbearer, the GM records its world
 * actor's abilities as accepted; an ability the token inherits unchanged is judged as that world item, so it
 * applies at once. An ability held by the token's own delta is judged as itself: one the Director made there
 * applies at once; once Bob edits it, it waits for the Director.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "../session/table.ts";
import { meleeStrike } from "../session/setups.ts";
import {
  cardOn,
  clickOn,
  monsterSheetOn,
  placeInReach,
  rollFrom,
  rowButton,
  staminaOn,
  lastMessageId,
  useButton,
} from "../session/play.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;

/** The Shieldbearer token's synthetic actor as `client` holds it. */
const shieldbearer = (client: SimClient) => {
  const actor = client.run(() => on(client, table.tokens.captain).actor);
  if (!actor) throw new Error("no synthetic actor");
  return actor;
};
const itemOf = (client: SimClient, name: string) => {
  type Editable = HarnessDocument & { update(d: Plain): Promise<unknown> };
  const item = client.run<Editable | undefined>(() =>
    shieldbearer(client).items.find((i: { name: string }) => i.name === name),
  );
  if (!item) throw new Error(`no ${name}`);
  return item;
};

/** Bob steps the Shieldbearer up to Korva, uses `name` from its sheet (10 + 10) and clicks Apply. */
async function bobStrikesKorva(name: string) {
  const { bob, tokens, heroes, session } = table;
  await placeInReach(table, tokens.captain, [tokens.alice]);
  target(bob, [tokens.alice]);
  const sheet = await monsterSheetOn(bob, shieldbearer(bob));
  await rollFrom(table, bob, useButton(sheet, itemOf(bob, name).id), [10, 10]);
  await bob.run(() => sheet.close());
  const card = lastMessageId(table);
  const before = staminaOn(table.gm, heroes.alice);
  await clickOn(table, bob, rowButton(bob, card, "applyDamage"));
  const review = (client: SimClient) => cardOn(client, card).querySelector(".steelbound-review");
  return {
    dealt: session.clients.map((c) => before - staminaOn(c, heroes.alice)),
    bobSees: review(bob)?.textContent ?? "",
    gmSees: review(table.gm)?.textContent ?? "",
  };
}

const JAB = meleeStrike("Rim Jab", [
  { damage: { value: 1 } },
  { damage: { value: 2 } },
  { damage: { value: 3 } },
]);

describe("Accepted versions of an unlinked token's abilities", () => {
  it("setup: the Director gives Bob the Shieldbearer (its world actor)", async () => {
    table = await setUpTable();
    const { gm, bob, monsters, session } = table;
    await gm.run(() => on(gm, monsters.captain).update({ ownership: { [bob.userId]: 3 } }));
    await session.settle();
    expect(bob.run(() => shieldbearer(bob).isOwner)).toBe(true);
  });

  it("Shield Bash, inherited unchanged from the world actor, applies at once: no review, damage on every client", async () => {
    const out = await bobStrikesKorva("Shield Bash");
    expect(out.gmSees).toBe("");
    expect(out.bobSees).toBe("");
    expect(out.dealt[0]).toBeGreaterThan(0);
    expect(new Set(out.dealt).size).toBe(1);
  });

  it("an ability the Director made on the token itself (its delta) applies at once", async () => {
    const { gm, session } = table;
    await gm.run(() => shieldbearer(gm).createEmbeddedDocuments("Item", [JAB]));
    await session.settle();
    const out = await bobStrikesKorva("Rim Jab");
    expect(out.gmSees).toBe("");
    expect(out.dealt).toEqual([3, 3, 3]);
  });

  it("Bob edits that ability's tier 3 damage to 999: nothing is dealt; it waits for the Director", async () => {
    const { bob, session } = table;
    await bob.run(() =>
      itemOf(bob, "Rim Jab").update({ system: { power: { tier3: { damage: { value: 999 } } } } }),
    );
    await session.settle();
    const out = await bobStrikesKorva("Rim Jab");
    expect(out.dealt).toEqual([0, 0, 0]);
    expect(out.bobSees).toContain("Waiting for the Director");
    expect(out.gmSees).toContain("Tier 3 damage: 3 → 999");
  });
});
