// @vitest-environment happy-dom
/**
 * A summoning is read from the ability as the Director accepted it (R-CB-17, R-MN-1). Alice owns her
 * hero, so her modded client may rewrite the summoning ability she owns: another creature, a bigger count, no
 * Essence. Each edit waits on the card: nothing is placed, the Director's card says what would be summoned (the
 * creature's name, the count, the Essence) and only the Director decides — the accepted version, or a refusal.
 * The request names only the card: fields a forged request adds are not read.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { cardOn, clickOn, heroSheetOn, systemOf, useButton } from "../session/play.ts";
import { click, find, textOf } from "../sim/applications/user.ts";
import { convertActor } from "../../src/import/official/index.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

const RAZOR = join(
  import.meta.dirname,
  "../fixtures/official/1.x/summons/Summoner_K3NKz0H5uCvXk35S/Demon_Portfolio_HS8VOC5sBgutnpR7/Signature_Minions_lIP2ZfsKPXLypWjI/npc_Razor_QOYeoaKgoueyh7aA.json",
);

async function razorIn(table: Table): Promise<HarnessDocument> {
  const source = JSON.parse(readFileSync(RAZOR, "utf8")) as Plain;
  const { document } = convertActor(source as Parameters<typeof convertActor>[0]);
  delete document["_id"];
  return create(table.gm, "Actor", document);
}

type Editable = { id: string; update(d: Plain): Promise<unknown> };

/** The Director gives Alice's hero a 2-Essence summoning of two Razors (his, so it is accepted). */
async function setUp() {
  const table = await setUpTable();
  const { gm, alice, session, heroes } = table;
  const razor = await razorIn(table);
  await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 9 } } }));
  await gm.run(() =>
    on(gm, heroes.alice).createEmbeddedDocuments("Item", [
      {
        name: "Call the Razors",
        type: "ability",
        system: {
          category: "heroic",
          type: "main",
          keywords: ["magic", "ranged"],
          distance: { type: "ranged", ranged: 5 },
          target: { text: "Special", count: 0 },
          cost: { resource: 2 },
          summon: { creature: razor.uuid, count: 2 },
        },
      },
    ]),
  );
  await session.settle();
  const item = on(alice, heroes.alice)
    .getEmbeddedCollection("Item")
    .find((i) => i.name === "Call the Razors") as unknown as Editable;
  return { table, item, razor };
}

/** Alice edits her item, then uses it from her sheet; the card's id. */
async function editAndUse(table: Table, item: Editable, system: Plain): Promise<string> {
  const { alice, gm, session, heroes } = table;
  await alice.run(() => item.update({ system }));
  await session.settle();
  const sheet = await heroSheetOn(alice, heroes.alice);
  await alice.run(() => click(useButton(sheet, item.id)));
  await session.settle();
  return gm.run<string>(() => game.messages?.contents.at(-1)?.id ?? "");
}

const summonedOn = (table: Table, client: Table["gm"]) =>
  client.run(() =>
    on(client, table.scene).tokens.contents.filter(
      (t) => t.actor && foundry.utils.getProperty(t.actor.flags, "steelbound.summonedBy"),
    ),
  );
const reviewText = (table: Table, id: string) => textOf(find(cardOn(table.gm, id), ".steelbound-review"));

describe("a forged summoning waits for the Director", () => {
  it("R-CB-17: another creature named on Alice's ability summons nothing; the Director's card names it, and the accepted version places two Razors", async () => {
    const { table, item } = await setUp();
    const { gm, session, monsters } = table;
    const id = await editAndUse(table, item, { summon: { creature: monsters.captain.uuid } });
    for (const client of session.clients) expect(summonedOn(table, client)).toHaveLength(0);
    const captainName = gm.run<string>(() => on(gm, monsters.captain).name);
    expect(reviewText(table, id)).toContain(`2 × ${captainName} for 2`);
    await clickOn(table, gm, find(cardOn(gm, id), '[data-review-decision="accepted"]'));
    for (const client of session.clients) {
      const placed = summonedOn(table, client);
      expect(placed).toHaveLength(2);
      expect(placed.every((t) => t.name === "Razor")).toBe(true);
    }
  });

  it("R-MN-1: a count raised to 9 summons nothing; Alice cannot decide her own card; the Director refuses and nothing is placed, even when she asks again with a forged count", async () => {
    const { table, item, razor } = await setUp();
    const { gm, alice, session } = table;
    const id = await editAndUse(table, item, { summon: { count: 9 } });
    expect(reviewText(table, id)).toContain("9 × Razor");
    const seen = find(cardOn(gm, id), '[data-review-decision="once"]').dataset["reviewSeen"] ?? "";
    const own = await alice.run(() =>
      requestGm({ kind: "reviewAbility", messageId: id, decision: "once", seen }),
    );
    await session.settle();
    expect(own).toBeNull();
    for (const client of session.clients) expect(summonedOn(table, client)).toHaveLength(0);
    await clickOn(table, gm, find(cardOn(gm, id), '[data-review-decision="refuse"]'));
    for (const client of session.clients) {
      expect(summonedOn(table, client)).toHaveLength(0);
      expect(cardOn(client, id).querySelector(".steelbound-review")).toBeNull();
    }
    // A forged request carrying its own creature and count: only the card is read, and it waits again.
    const forged = await alice.run(() =>
      requestGm({ kind: "summon", messageId: id, creature: razor.uuid, count: 1 } as unknown as {
        kind: "summon";
        messageId: string;
      }),
    );
    await session.settle();
    expect(forged).toBeNull();
    for (const client of session.clients) expect(summonedOn(table, client)).toHaveLength(0);
    expect(reviewText(table, id)).toContain("9 × Razor");
  });

  it("R-CB-17: a summoning edited to cost no Essence summons nothing; the Director's card says it costs nothing, and refusing leaves her Essence and the board as they were", async () => {
    const { table, item } = await setUp();
    const { gm, session, heroes } = table;
    const id = await editAndUse(table, item, { cost: { resource: 0 } });
    for (const client of session.clients) expect(summonedOn(table, client)).toHaveLength(0);
    expect(reviewText(table, id)).toContain("2 × Razor for 0 Heroic resource");
    expect(systemOf(gm, heroes.alice, "heroicResource.value")).toBe(9);
    await clickOn(table, gm, find(cardOn(gm, id), '[data-review-decision="refuse"]'));
    for (const client of session.clients) {
      expect(summonedOn(table, client)).toHaveLength(0);
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(9);
    }
  });
});
