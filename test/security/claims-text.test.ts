// @vitest-environment happy-dom
/**
 * A `[[/ds …]]` directive acts on creatures only from text the requester cannot edit.
 * A modded client sends `enricherApply` for a directive it wrote itself, in every place a player can write
 * text that the GM can read: its hero's biography, its own item, its own chat message, a world item the
 * GM made it OWNER of. Each is refused with a message; the Director's own read-only text still works.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { tokenStaminaOn, warningsOn } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
});

const DIRECTIVE = "[[/ds damage 999]]";
const TEXT = `<p>${DIRECTIVE}{spikes}</p>`;

/** The modded client asks for the directive from `source`; returns the result and the warnings it saw. */
async function fire(client: SimClient, source: string, directive = DIRECTIVE) {
  const seen = client.notifications.length;
  const result = await client.run(() =>
    requestGm({ kind: "enricherApply", source, directive, targets: [table.tokens.captain.uuid] }),
  );
  await table.session.settle();
  return { result, warnings: warningsOn(client, seen) };
}

/** Refused with the clear message, and the captain's stamina is the same on every client. */
async function expectRefused(client: SimClient, source: string, directive = DIRECTIVE) {
  const before = tokenStaminaOn(table.gm, table.tokens.captain);
  const { result, warnings } = await fire(client, source, directive);
  expect(result).toBeNull();
  expect(warnings.join(" ")).toContain("you can edit");
  for (const c of table.session.clients) expect(tokenStaminaOn(c, table.tokens.captain)).toBe(before);
}

const updateOn = (client: SimClient, doc: HarnessDocument, data: Record<string, unknown>) =>
  client.run(() => on(client, doc).update(data));

describe("directives only from text the requester cannot edit (deliver 2)", () => {
  it("a line in the player's own hero's biography is refused", async () => {
    const { alice, heroes, session } = table;
    await updateOn(alice, heroes.alice, { "system.biography.value": TEXT });
    await session.settle();
    await expectRefused(alice, heroes.alice.uuid);
  });

  it("a line in the player's own item (embedded in their hero) is refused", async () => {
    const { alice, heroes, session } = table;
    const hero = on(alice, heroes.alice) as unknown as { items: { contents: HarnessDocument[] } };
    const item = hero.items.contents[0];
    if (!item) throw new Error("no item");
    await updateOn(alice, item, { "system.description.value": TEXT });
    await session.settle();
    await expectRefused(alice, item.uuid);
  });

  it("a line in the player's own chat message is refused (v13: a message's author holds OWNER)", async () => {
    const { alice, session } = table;
    const message = await create(alice, "ChatMessage", { author: alice.userId, content: TEXT });
    await session.settle();
    await expectRefused(alice, message.uuid);
  });

  it("a world item the GM made the player OWNER of is refused for her, honoured for a player who cannot edit it", async () => {
    const { alice, bob, gm, session } = table;
    const owned = await create(gm, "Item", {
      name: "Shared note",
      type: "feature",
      ownership: { default: 2, [alice.userId]: 3 },
      system: { description: { value: TEXT } },
    });
    await session.settle();
    await expectRefused(alice, owned.uuid);
    // Bob can read the item but not edit it: for him it is the Director's text.
    const before = tokenStaminaOn(gm, table.tokens.captain);
    const { result } = await fire(bob, owned.uuid);
    expect(result).not.toBeNull();
    expect(tokenStaminaOn(gm, table.tokens.captain)).toBeLessThan(before);
  });

  it("the Director's read-only text still acts (one directive, applied once per click)", async () => {
    const { alice, gm, session } = table;
    const trap = await create(gm, "Item", {
      name: "Spike Trap",
      type: "feature",
      ownership: { default: 2 },
      system: { description: { value: "<p>[[/ds damage 3]]{spikes}</p>" } },
    });
    await session.settle();
    const before = tokenStaminaOn(gm, table.tokens.captain);
    const { result } = await fire(alice, trap.uuid, "[[/ds damage 3]]");
    expect(result).not.toBeNull();
    for (const c of session.clients) expect(tokenStaminaOn(c, table.tokens.captain)).toBe(before - 3);
  });

  it("a player's own JSON chat message naming a GM directive it does not hold is refused", async () => {
    const { alice, gm, session } = table;
    const message = await create(alice, "ChatMessage", {
      author: alice.userId,
      content: "<p>[[/ds damage 3]]</p>",
    });
    await session.settle();
    // The GM's text holds "[[/ds damage 3]]" too, but the source named is the player's message.
    await create(gm, "Item", {
      name: "Trap",
      type: "feature",
      ownership: { default: 2 },
      system: { description: { value: "<p>[[/ds damage 3]]</p>" } },
    });
    await expectRefused(alice, message.uuid, "[[/ds damage 3]]");
  });
});
