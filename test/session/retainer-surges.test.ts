// @vitest-environment happy-dom
/**
 * A retainer's surge buttons spend its mentor's surges (R-RT-5), through the GM (`spendSurge`):
 * the GM writes the mentor's pool and the clicked row of the card. Moved here from test/chat/
 * retainer-surges.test.ts, whose stand-in card was written by the clicker itself.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, target } from "./table.ts";
import { lastMessageId, sheetOn, systemOf, warningsOn } from "./play.ts";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { answerDialog, click } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { spendCardSurge } from "../../src/chat/ability-card-actions.ts";
import type { HarnessDocument } from "../harness/document.ts";

describe("a retainer's surges are its mentor's (R-RT-5)", () => {
  it("R-RT-5, R-AB-7: a surge on the retainer's card is covered by the mentor's pool; one it cannot cover is refused with a notice", async () => {
    const table = await setUpTable();
    const { alice, gm, heroes, tokens, session } = table;
    const guide = await create(gm, "Actor", {
      name: "Goblin Guide",
      type: "retainer",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { mentor: heroes.alice.uuid, stamina: { value: 15, max: 15, temporary: 0 } },
    });
    await gm.run(() => on(gm, heroes.alice).update({ system: { surges: 2 } }));
    target(alice, [tokens.captain]);
    const sheet = await sheetOn(alice, () => new HeroSheet({ document: on(alice, heroes.alice) } as never));
    queueDice(5, 5);
    const using = alice.run(() => click(sheet, "useAbility"));
    await alice.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    const id = lastMessageId(table);
    // The card becomes the retainer's (the Director may edit any message).
    await gm.run(() =>
      on(gm, gm.resolve(`ChatMessage.${id}`) as HarnessDocument).update({ system: { actor: guide.uuid } }),
    );
    await session.settle();
    const message = () => alice.resolve(`ChatMessage.${id}`) as unknown as ChatMessage.Implementation;
    await alice.run(() => spendCardSurge(message(), 0, "damage"));
    await session.settle();
    // The surge is asked on the card's row; the mentor's pool pays when the damage is applied (R-AB-7).
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "surges")).toBe(2);
      expect(systemOf(client, guide, "surges")).toBeUndefined();
      const rows = systemOf(client, client.resolve(`ChatMessage.${id}`) as HarnessDocument, "targets") as {
        damageSurges: number;
      }[];
      expect(rows[0]?.damageSurges).toBe(1);
    }
    const seen = alice.notifications.length;
    await alice.run(() => spendCardSurge(message(), 0, "potency"));
    await session.settle();
    expect(warningsOn(alice, seen)).toEqual([
      alice.run(() => game.i18n?.localize("STEELBOUND.Card.NoSurges")),
    ]);
    expect(systemOf(gm, heroes.alice, "surges")).toBe(2);
  });
});
