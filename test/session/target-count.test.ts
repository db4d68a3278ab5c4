// @vitest-environment happy-dom
/**
 * R-AB-2 at the table: a two-target strike used with three tokens targeted is refused on the player's client
 * before the roll dialog opens, in words that say how many it takes; nothing is rolled or posted. With one
 * target the same click rolls and posts the card. v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, target } from "./table.ts";
import { clickOn, heroSheetOn, rollFrom, useButton, warningsOn } from "./play.ts";
import type { SimTokenDocument } from "../sim/documents.ts";

describe("how many an ability may target (R-AB-2)", () => {
  it("R-AB-2: Alice's two-creature Shoulder In with three creatures targeted is refused before any dice; with two it posts", async () => {
    const table = await setUpTable();
    const { alice, session, heroes } = table;
    const [first, second] = table.tokens.minions as [SimTokenDocument, SimTokenDocument];
    const third = table.tokens.captain;
    const sheet = await heroSheetOn(alice, heroes.alice);
    const messages = () => session.gm.collection("ChatMessage").contents.length;
    const posted = messages();
    target(alice, [first, second, third]);
    const seen = warningsOn(alice).length;
    await clickOn(table, alice, useButton(sheet));
    expect(warningsOn(alice, seen)).toEqual([
      "This ability targets at most 2; 3 tokens are targeted. Untarget the extra ones and use it again.",
    ]);
    // No roll dialog opened and nothing reached the chat.
    expect(alice.run(() => document.querySelector("dialog, .application.dialog"))).toBeNull();
    expect(messages()).toBe(posted);

    target(alice, [first, second]);
    await rollFrom(table, alice, useButton(sheet), [6, 6]);
    expect(messages()).toBe(posted + 1);
  });
});
