// @vitest-environment happy-dom
/**
 * "Trust round 3": a free strike's numbers that come from the player's own documents are reviewed as an
 * ability's are (R-MO-2, R-HERO-KIT-DISTANCE). Bob was given a Goblin Shieldbearer whose Shield Bash
 * the Director made melee 5, with a kit of the Director's that adds nothing. Bob writes the kit's melee distance
 * up to +1 (within the book's bound, so the bound alone would let it count): his free strike at Korva 6 squares
 * away then waits for the Director, whose card shows the changed number; Bob's shows only that it waits. Once the
 * Director accepts it for this card, the strike applies once on every client.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, target, type Table } from "../session/table.ts";
import {
  cardOn,
  clickOn,
  lastMessageId,
  monsterSheetOn,
  placeAt,
  placeTokenFor,
  rowButton,
  staminaOn,
  warningsOn,
} from "../session/play.ts";
import { find } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimTokenDocument } from "../sim/documents.ts";

let table: Table;
let card = "";

const reviewOn = (client: SimClient, id: string) => cardOn(client, id).querySelector(".steelbound-review");

describe("a free strike's kit-fed reach is reviewed like an ability's", () => {
  it("R-MO-2, R-HERO-KIT-DISTANCE: Bob's kit raised to +1 makes his free strike at 6 squares wait; the Director's card shows the change", async () => {
    table = await setUpTable();
    const { gm, bob, session, heroes, tokens } = table;
    const mine = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      ownership: { default: 0, [bob.userId]: 3 },
    });
    const item = (client: SimClient, kind: string) =>
      client.run(
        () =>
          (on(client, mine) as unknown as Actor.Implementation).items.find((i) =>
            kind === "kit" ? i.type === "kit" : i.name === kind,
          ) as unknown as HarnessDocument & { update(d: object): Promise<unknown> },
      );
    await gm.run(() => item(gm, "Shield Bash").update({ system: { distance: { melee: 5 } } }));
    await gm.run(() =>
      on(gm, mine).createEmbeddedDocuments("Item", [
        { name: "Guisarme", type: "kit", system: { bonuses: { meleeDistance: 0 } } },
      ]),
    );
    await session.settle();
    const token: SimTokenDocument = await placeTokenFor(table, mine, 9, 8);
    await placeAt(table, tokens.alice, 3, 8);
    await bob.run(() => item(bob, "kit").update({ system: { bonuses: { meleeDistance: 1 } } }));
    await session.settle();

    target(bob, [tokens.alice]);
    const sheet = await monsterSheetOn(bob, bob.run(() => on(bob, token).actor) as HarnessDocument);
    await clickOn(table, bob, find(sheet.element, '[data-action="freeStrike"]'));
    await bob.run(() => sheet.close());
    card = lastMessageId(table);
    const seen = bob.notifications.length;
    await clickOn(table, bob, rowButton(bob, card, "applyDamage"));
    expect(warningsOn(bob, seen).join(" ")).toContain("Waiting for the Director");
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(24);
    const review = reviewOn(gm, card);
    expect(review?.textContent).toContain("kit melee distance");
    expect(review?.textContent).toContain("0 → +1");
    expect(review?.querySelectorAll("button[data-review-decision]").length).toBeGreaterThan(0);
    expect(reviewOn(bob, card)?.textContent).toContain("Waiting for the Director");
    expect(reviewOn(bob, card)?.querySelector("button")).toBeNull();
  });

  it("R-MO-2: the Director accepts it once: the free strike (melee 5 + 1 reaches 6 squares) applies once on every client", async () => {
    const { gm, session, heroes } = table;
    const button = cardOn(gm, card).querySelector<HTMLElement>('[data-review-decision="once"]');
    if (!button) throw new Error("no once button");
    await clickOn(table, gm, button);
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(21);
    expect(reviewOn(gm, card)).toBeNull();
  });
});
