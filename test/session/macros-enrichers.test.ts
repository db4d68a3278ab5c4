// @vitest-environment happy-dom
/**
 * Macros and journal enrichers where the players meet them: a hotbar macro made by dragging an ability or
 * a test from the hero sheet, the buttons a text's directives become, and @Embed stat blocks — each one
 * reaching the same flow as the sheet (a card on every client; the GM's authority for other creatures).
 * The text lives in a world item's description, enriched as v13 journal pages enrich their text
 * (TextEditor.enrichHTML with `relativeTo` the document) and put on the page.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "./table.ts";
import {
  cardOn,
  clickOn,
  heroSheetOn,
  lastMessageId,
  placeInReach,
  tokenStaminaOn,
  warningsOn,
} from "./play.ts";
import { answerDialog, dragAndDrop, find, textOf } from "../sim/applications/user.ts";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimHotbar, SimMacro } from "../sim/macros.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

let table: Table;
let page: HarnessDocument;

const hotbarOn = (client: SimClient) => (client.globals.ui as { hotbar: SimHotbar }).hotbar;

/** Starts what a click starts, answers the roll dialog, then waits for the table. */
async function rolling(client: SimClient, start: () => Promise<unknown>, dice: number[]): Promise<void> {
  queueDice(...dice);
  const work = client.run(start);
  await client.run(() => answerDialog("roll"));
  await work;
  await table.session.settle();
}

/** The text shown on a client as a journal page shows it. */
async function showText(client: SimClient, doc: HarnessDocument, html: string): Promise<HTMLElement> {
  const host = document.createElement("article");
  host.innerHTML = await client.run(() =>
    foundry.applications.ux.TextEditor.implementation.enrichHTML(html, {
      relativeTo: on(client, doc) as never,
    }),
  );
  client.run(() => {
    document.body.append(host);
  });
  return host;
}

const cardsCount = () => table.gm.chatLog.shown.size;

describe("macros and enrichers reach the sheets' flows", () => {
  it("R-PR-10: Alice drags Shoulder In from her sheet to the hotbar; the macro uses it like the sheet (a card on every client) and the GM applies it", async () => {
    table = await setUpTable();
    const { alice, gm, session, heroes, tokens } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() =>
      dragAndDrop(
        find(sheet, ".ability-card.draggable[data-item-id]"),
        find(hotbarOn(alice).element, '[data-slot="1"]'),
      ),
    );
    await session.settle();
    const macro = alice.run(() => hotbarOn(alice).macroAt(1)) as SimMacro;
    expect(macro.name).toBe("Shoulder In");
    expect(macro._source["type"]).toBe("script");
    await alice.run(() => sheet.close());

    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    const before = cardsCount();
    await rolling(alice, () => macro.execute() as Promise<unknown>, [8, 8]);
    expect(cardsCount()).toBe(before + 1);
    const card = lastMessageId(table);
    for (const client of session.clients) expect(textOf(cardOn(client, card))).toContain("Shoulder In");
    const stamina = tokenStaminaOn(gm, tokens.captain);
    await clickOn(table, gm, find(cardOn(gm, card), '[data-action="applyDamage"]'));
    for (const client of session.clients)
      expect(tokenStaminaOn(client, tokens.captain)).toBeLessThan(stamina);
  }, 60_000);

  it("R-TS-1: a Might test dragged from the hero sheet makes a generic macro that rolls the controlling player's hero's test", async () => {
    const { alice, session, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() =>
      dragAndDrop(
        find(sheet, '.characteristic-test[data-characteristic="might"]'),
        find(hotbarOn(alice).element, '[data-slot="2"]'),
      ),
    );
    await session.settle();
    await alice.run(() => sheet.close());
    const macro = alice.run(() => hotbarOn(alice).macroAt(2)) as SimMacro;
    expect(macro.name).toBe("Might test");
    await alice.run(() => on(alice, alice.user).update({ character: heroes.alice.id }));
    await session.settle();
    const before = cardsCount();
    await rolling(alice, () => macro.execute() as Promise<unknown>, [6, 6]);
    expect(cardsCount()).toBe(before + 1);
    const card = lastMessageId(table);
    for (const client of session.clients) expect(textOf(cardOn(client, card))).toContain("Korva");
  });

  it("enrichers: a damage, a condition and a test button on a text Alice can read; damage and the condition reach the captain through the GM", async () => {
    const { alice, bob, gm, session, tokens } = table;
    page = await create(gm, "Item", {
      name: "Spike Trap",
      type: "feature",
      ownership: { default: 2 },
      system: {
        description: {
          value:
            "<p>[[/ds damage 5 fire]]{spikes} then @Condition[weakened]{save ends}. @Test[might]{medium} [[/ds heal 2]]</p>",
        },
      },
    });
    await session.settle();
    const text = await showText(
      alice,
      page,
      (page._source["system"] as { description: { value: string } }).description.value,
    );
    expect(textOf(text)).toContain("5 fire damage (spikes)");
    expect(textOf(text)).toContain("Weakened (save ends)");
    expect(textOf(text)).toContain("Might test (medium)");

    target(alice, [tokens.captain]);
    const stamina = tokenStaminaOn(gm, tokens.captain);
    await clickOn(table, alice, find(text, "button.steelbound-enricher.damage"));
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(stamina - 5);
    await clickOn(table, alice, find(text, "button.steelbound-enricher.condition"));
    for (const client of session.clients)
      expect(
        client.run(() =>
          (on(client, tokens.captain).actor as unknown as { statuses: Set<string> }).statuses.has("weakened"),
        ),
      ).toBe(true);

    await clickOn(table, alice, find(text, "button.steelbound-enricher.heal"));
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(stamina - 3);

    const before = cardsCount();
    await rolling(alice, async () => {
      find(text, "button.steelbound-enricher.test").dispatchEvent(new MouseEvent("click", { bubbles: true }));
      return Promise.resolve();
    }, [7, 7]);
    expect(cardsCount()).toBe(before + 1);

    // A request for what the text does not say is refused by the GM.
    const seen = bob.notifications.length;
    const forged = await bob.run(() =>
      requestGm({
        kind: "enricherApply",
        source: page.uuid,
        directive: "[[/ds damage 50]]",
        targets: [tokens.captain.uuid],
      }),
    );
    await session.settle();
    expect(forged).toBeNull();
    expect(warningsOn(bob, seen).length).toBe(1);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(stamina - 3);
    text.remove();
  });

  it("R-PR-1: an inline power roll button rolls 2d10 + its bonus as Alice's roll, with the text's caption and tier", async () => {
    const { alice, gm, session } = table;
    const trap = await create(gm, "Item", {
      name: "Rockfall",
      type: "feature",
      ownership: { default: 2 },
      system: { description: { value: "<p>[[/ds power +2]]{Falling rocks}</p>" } },
    });
    await session.settle();
    const text = await showText(alice, trap, "<p>[[/ds power +2]]{Falling rocks}</p>");
    expect(textOf(text)).toContain("Falling rocks");
    // The simulation's Roll#toMessage records the message it would post (test/harness/rolls.ts).
    postedRolls.length = 0;
    queueDice(6, 5);
    await clickOn(table, alice, find(text, "button.steelbound-enricher.power"));
    expect(postedRolls).toHaveLength(1);
    const [message] = postedRolls;
    // 6 + 5 + 2 = 13: tier 2 (R-PR-2).
    expect((message?.["rolls"] as { total: number }[])[0]?.total).toBe(13);
    expect(String(message?.["flavor"])).toContain("Falling rocks");
    expect(String(message?.["flavor"])).toContain("tier 2");
    text.remove();
  });

  it("@Embed: an ability shows its block with Use for Alice's hero (a card on every client); a monster shows its stat block", async () => {
    const { alice, gm, session, heroes, monsters } = table;
    const ability = alice.run(() =>
      on(alice, heroes.alice)
        .getEmbeddedCollection("Item")
        .contents.find((i) => i.type === "ability"),
    );
    if (!ability) throw new Error("no ability");
    const embed = await showText(alice, page, `<p>@Embed[${ability.uuid}]</p>`);
    expect(textOf(embed)).toContain("Shoulder In");
    target(alice, [table.tokens.leader]);
    const before = cardsCount();
    await rolling(alice, async () => {
      find(embed, "button.embedded-use").dispatchEvent(new MouseEvent("click", { bubbles: true }));
      return Promise.resolve();
    }, [9, 9]);
    expect(cardsCount()).toBe(before + 1);
    for (const client of session.clients)
      expect(textOf(cardOn(client, lastMessageId(table)))).toContain("Shoulder In");

    const stat = await showText(gm, page, `<p>@Embed[${monsters.captain.uuid}]</p>`);
    expect(find(stat, ".monster-embed .statblock-header")).toBeTruthy();
    expect(textOf(stat)).toContain(monsters.captain.name);
    embed.remove();
    stat.remove();
  });
});
