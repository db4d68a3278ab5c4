// @vitest-environment happy-dom
/**
 * A Summoner's summoning (R-CB-17, R-MN-1, R-MN-2): the player uses an ability that summons; the
 * GM places the creatures next to the summoner (a player cannot create actors, tokens or combatants), the
 * Essence is paid once, the summoned minions form one squad on the heroes' side that acts right after the
 * summoner's turn, and they vanish when the encounter ends. The summoned creature is the official 1.x
 * Razor (a Demon portfolio signature minion), converted from its prose-free fixture.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "./table.ts";
import {
  cardOn,
  clickAnswering,
  clickOn,
  combatOn,
  combatantOn,
  heroSheetOn,
  lastCardOn,
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  ownSheetOn,
  systemOf,
  trackerOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { change, click, field, find, textOf } from "../sim/applications/user.ts";
import { convertActor } from "../../src/import/official/index.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

const RAZOR = join(
  import.meta.dirname,
  "../fixtures/official/1.x/summons/Summoner_K3NKz0H5uCvXk35S/Demon_Portfolio_HS8VOC5sBgutnpR7/Signature_Minions_lIP2ZfsKPXLypWjI/npc_Razor_QOYeoaKgoueyh7aA.json",
);

/** The Director brings the official Razor into the world (as the official importer converts it). */
async function razorIn(table: Table): Promise<HarnessDocument> {
  const source = JSON.parse(readFileSync(RAZOR, "utf8")) as Plain;
  const { document } = convertActor(source as Parameters<typeof convertActor>[0]);
  delete document["_id"];
  return create(table.gm, "Actor", document);
}

/** Korva's summoning ability: 2 Essence, two Razors, no power roll. */
const callRazors = (creature: string): Plain => ({
  name: "Call the Razors",
  type: "ability",
  system: {
    category: "heroic",
    type: "main",
    keywords: ["magic", "ranged"],
    distance: { type: "ranged", ranged: 5 },
    target: { text: "Special", count: 0 },
    cost: { resource: 2 },
    summon: { creature, count: 2 },
  },
});

const tokensOf = (table: Table, client: Table["gm"], name: string) =>
  client.run(() => on(client, table.scene).tokens.contents.filter((t) => t.name === name));

describe("a Summoner's summoning", () => {
  it("R-CB-17, R-MN-1, R-MN-2: the GM places two Razors next to the summoner for 2 Essence paid once; they are one squad on the heroes' side acting after the summoner, one strikes, and they leave with the encounter", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    const razor = await razorIn(table);
    expect(systemOf(gm, razor, "organization")).toBe("minion");
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 5 } } }));
    await gm.run(() => on(gm, heroes.alice).createEmbeddedDocuments("Item", [callRazors(razor.uuid)]));
    await session.settle();
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, tokens.alice);
    const before = systemOf(gm, heroes.alice, "heroicResource.value") as number;

    const sheet = await heroSheetOn(alice, heroes.alice);
    const item = on(alice, heroes.alice)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === "Call the Razors");
    await alice.run(() => click(useButton(sheet, item?.id)));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);

    const korva = on(gm, tokens.alice);
    for (const client of session.clients) {
      const placed = tokensOf(table, client, "Razor");
      expect(placed).toHaveLength(2);
      // Next to the summoner: each Razor's square touches Korva's.
      for (const t of placed) {
        expect(Math.abs(t.x - korva.x) / 100).toBeLessThanOrEqual(1);
        expect(Math.abs(t.y - korva.y) / 100).toBeLessThanOrEqual(1);
      }
      // Paid once.
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(before - 2);
    }
    // The player owns them (she moves them), and they are one squad with a shared pool of 2 × 2 (R-MN-2).
    const [first] = tokensOf(table, alice, "Razor");
    expect(alice.run(() => first?.actor?.isOwner)).toBe(true);
    const groups = gm.run(() => combatOn(gm, combat).groups.contents);
    expect(groups).toHaveLength(1);
    expect(gm.run(() => foundry.utils.getProperty(groups[0]?.system ?? {}, "pool"))).toBe(4);
    const heroesSide = textOf(find(await trackerOn(alice), "section.side-heroes"));
    expect(heroesSide).toContain("Razor");

    // R-CB-17: when Korva's turn ends, the Razors act.
    const tracker = await trackerOn(gm);
    await gm.run(() => click(tracker, "steelboundEndTurn"));
    await session.settle();
    const razors = tokensOf(table, gm, "Razor").map((t) => combatantOn(gm, combat, t));
    for (const client of session.clients) {
      const turn = client.run(() => combatOn(client, combat).flow.turn);
      expect(turn?.summons).toBe(true);
      expect([...(turn?.actors ?? [])].sort()).toEqual([...razors].sort());
    }

    // A Razor strikes: its player's free strike from its sheet reaches every client's chat (R-MO-2).
    const copy = alice.run(() =>
      game.actors?.contents.find(
        (a) => a.name === "Razor" && foundry.utils.getProperty(a.flags, "steelbound.summonedBy"),
      ),
    ) as unknown as HarnessDocument;
    target(alice, [tokens.captain]);
    const razorSheet = await monsterSheetOn(alice, copy);
    await clickOn(table, alice, find(razorSheet, '[data-action="freeStrike"]'));
    for (const client of session.clients) expect(lastCardOn(client).textContent).toContain("Razor");
    await alice.run(() => razorSheet.close());
    // The card summons once: asking again is refused.
    const messageId = gm.run(
      () => game.messages?.contents.find((m) => m.speaker.actor === heroes.alice.id)?.id ?? "",
    );
    const again = await alice.run(() => requestGm({ kind: "summon", messageId }));
    await session.settle();
    expect(again).toBeNull();
    expect(tokensOf(table, gm, "Razor")).toHaveLength(2);

    // The encounter ends: the Razors are gone from the board and the world on every client.
    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    for (const client of session.clients) {
      expect(tokensOf(table, client, "Razor")).toHaveLength(0);
      expect(client.run(() => game.actors?.contents.filter((a) => a.name === "Razor").length)).toBe(1);
    }
  });

  it("a player cannot summon from a card that is not theirs, nor with an ability changed since the Director accepted it unless the Director decides on the card", async () => {
    const table = await setUpTable();
    const { gm, alice, bob, session, heroes } = table;
    const razor = await razorIn(table);
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 5 } } }));
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [
        { ...callRazors(razor.uuid), name: "Plain Call" },
      ]),
    );
    await session.settle();
    // Alice's modded client raises the count to 8 on her own item before she uses it.
    const item = on(alice, heroes.alice)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === "Plain Call") as unknown as { id: string; update(d: Plain): Promise<unknown> };
    await alice.run(() => item.update({ system: { summon: { count: 8 } } }));
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(useButton(sheet, item.id)));
    await session.settle();
    // The edited summoning waits for the Director; nothing is placed until he decides on the card.
    for (const client of session.clients) expect(tokensOf(table, client, "Razor")).toHaveLength(0);
    const messageId = gm.run(() => game.messages?.contents.at(-1)?.id ?? "");
    // He uses the accepted version: two Razors, not eight.
    await clickOn(table, gm, find(cardOn(gm, messageId), '[data-review-decision="accepted"]'));
    for (const client of session.clients) expect(tokensOf(table, client, "Razor")).toHaveLength(2);
    // Bob asks for Alice's card: refused.
    const stolen = await bob.run(() => requestGm({ kind: "summon", messageId }));
    await session.settle();
    expect(stolen).toBeNull();
    expect(tokensOf(table, gm, "Razor")).toHaveLength(2);
  });
  it("R-CB-17: a summoner cannot summon again before its next turn (its player is told before paying, the GM refuses a forged card), and its player dismisses the summons through the GM", async () => {
    const table = await setUpTable();
    const { gm, alice, bob, session, heroes, tokens } = table;
    const razor = await razorIn(table);
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 9 } } }));
    // A second summoning ability that takes a maneuver, so the action economy does not refuse it first.
    const quick = callRazors(razor.uuid);
    const hasty = {
      ...quick,
      name: "Hasty Call",
      system: { ...(quick["system"] as Plain), type: "maneuver" },
    };
    await gm.run(() => on(gm, heroes.alice).createEmbeddedDocuments("Item", [quick, hasty]));
    await session.settle();
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, tokens.alice);
    const itemId = (name: string) =>
      on(alice, heroes.alice)
        .getEmbeddedCollection("Item")
        .find((i) => i.name === name)?.id;
    const use = async (name = "Call the Razors") => {
      const sheet = await heroSheetOn(alice, heroes.alice);
      await alice.run(() => click(useButton(sheet, itemId(name))));
      await session.settle();
    };
    await use();
    expect(tokensOf(table, gm, "Razor")).toHaveLength(2);
    const paid = systemOf(gm, heroes.alice, "heroicResource.value") as number;

    // Again in the same turn: the player is told, nothing is paid, no card, no Razor.
    const warned = warningsOn(alice).length;
    const cards = gm.run(() => game.messages?.contents.length ?? 0);
    await use("Hasty Call");
    expect(warningsOn(alice, warned).join(" ")).toContain("summons again once its next turn starts");
    expect(systemOf(gm, heroes.alice, "heroicResource.value")).toBe(paid);
    expect(gm.run(() => game.messages?.contents.length ?? 0)).toBe(cards);
    for (const client of session.clients) expect(tokensOf(table, client, "Razor")).toHaveLength(2);

    // A modded client posts a copy of the card itself and asks the GM: the combat's record refuses it.
    const first = gm.run(() => game.messages?.contents.find((m) => m.speaker.actor === heroes.alice.id));
    const forged = await alice.run(() =>
      ChatMessage.create({
        type: "abilityUse",
        system: (first as unknown as { toObject(): { system: object } }).toObject().system,
        speaker: { actor: heroes.alice.id },
      } as unknown as ChatMessage.CreateData),
    );
    await session.settle();
    const refused = await alice.run(() => requestGm({ kind: "summon", messageId: forged?.id ?? "" }));
    await session.settle();
    expect(refused).toBeNull();
    expect(forged?.id).toBeTruthy();
    expect(warningsOn(alice, warned + 1).join(" ")).toContain("summons again once its next turn starts");
    expect(tokensOf(table, gm, "Razor")).toHaveLength(2);

    // Her next turn: she summons again.
    await nextTurnOf(table, combat, tokens.alice);
    await use();
    for (const client of session.clients) expect(tokensOf(table, client, "Razor")).toHaveLength(4);

    // Bob cannot send Alice's summons away.
    const stolen = await bob.run(() => requestGm({ kind: "dismissSummons", summonerId: heroes.alice.id }));
    await session.settle();
    expect(stolen).toBeNull();
    expect(tokensOf(table, gm, "Razor")).toHaveLength(4);

    // Alice dismisses them from her sheet: the GM deletes their tokens, combatants and copies everywhere.
    const sheet = await heroSheetOn(alice, heroes.alice);
    expect(textOf(find(sheet, ".summoned-list"))).toContain("Razor");
    await alice.run(() => click(sheet, "dismissSummons"));
    await session.settle();
    for (const client of session.clients) {
      expect(tokensOf(table, client, "Razor")).toHaveLength(0);
      expect(client.run(() => game.actors?.contents.filter((a) => a.name === "Razor").length)).toBe(1);
      expect(client.run(() => combatOn(client, combat).combatants.contents.length)).toBe(2);
    }
    expect(warningsOn(alice, warned).join(" ")).not.toContain("not allowed");
  });
});

describe("the summoning ability's sheet", () => {
  it("R-CB-17: the summoner's player links the summoned creature on the ability's sheet, sees its name, and clears it without a validation error (no creature is stored as null)", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes } = table;
    const razor = await razorIn(table);
    await gm.run(() => on(gm, heroes.alice).createEmbeddedDocuments("Item", [callRazors(razor.uuid)]));
    await session.settle();
    const item = on(alice, heroes.alice)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === "Call the Razors") as unknown as HarnessDocument;
    const sheet = await ownSheetOn(alice, item);
    const summons = find(sheet, ".summon-editor");
    expect(textOf(summons)).toContain("Summons");
    expect(textOf(summons)).toContain("Razor");
    const input = field(sheet, "[name='system.summon.creature']");
    expect(input.getAttribute("value")).toBe(razor.uuid);
    const seen = alice.notifications.length;

    // She clears the field: the form sends "", which the link field refuses; the sheet stores no creature.
    await alice.run(() => change(field(sheet, "[name='system.summon.creature']"), ""));
    await session.settle();
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      const copy = on(client, item);
      expect(foundry.utils.getProperty(copy.system as object, "summon.creature")).toBeNull();
    }
    expect(textOf(find(sheet, ".summon-editor"))).not.toContain("Razor");

    // She links it again by its UUID, and asks for three.
    await alice.run(() => change(field(sheet, "[name='system.summon.creature']"), razor.uuid));
    await session.settle();
    await alice.run(() => change(field(sheet, "[name='system.summon.count']"), "3"));
    await session.settle();
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      const system = on(client, item).system as object;
      expect(foundry.utils.getProperty(system, "summon.creature")).toBe(razor.uuid);
      expect(foundry.utils.getProperty(system, "summon.count")).toBe(3);
    }
    expect(textOf(find(sheet, ".summon-editor"))).toContain("Razor");
    await sheet.close();
  });
});
