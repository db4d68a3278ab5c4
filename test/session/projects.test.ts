// @vitest-environment happy-dom
/**
 * Downtime projects where the table meets them (seed 004, R-DT-1): the project roll dialog offers the
 * hero's Crafting and Lore skills as the ones that count and the rest only at the Director's word; the
 * project roll card offers the Director alone a d6 for a surprise project event, which on a 6 happens
 * (projectEventOccurs), posted with the roll and shown on the card to every client, rolled once; a
 * treasure dropped on the Projects tab starts its crafting project; a purchase by wealth (canPurchase).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  clickAnswering,
  lastMessageId,
  ownSheetOn,
  setSetting,
  systemOf,
  warningsOn,
} from "./play.ts";
import {
  answerDialog,
  click,
  currentDialog,
  drop,
  find,
  findAll,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let projectId = "";
let rollCard = "";
const korvaOn = (client: SimClient) => actorOn(client, table.heroes.alice);
const pointsOn = (client: SimClient): unknown =>
  client.run(() => (korvaOn(client).items.get(projectId)?.system as { points?: number } | undefined)?.points);

/** Alice clicks Roll on the project; the dialog's skill groups read, then answered with `skill`. */
async function rollProjectWith(skill: string, dice: number[]): Promise<Record<string, string[]>> {
  const { alice, session } = table;
  const sheet = await ownSheetOn(alice, korvaOn(alice));
  const clicking = alice.run(() =>
    click(find(sheet, `[data-action=rollProject][data-item-id="${projectId}"]`)),
  );
  await alice.run(() => waitForDialog());
  const groups = alice.run(() =>
    Object.fromEntries(
      [...currentDialog().element.querySelectorAll<HTMLOptGroupElement>('select[name="skill"] optgroup')].map(
        (g) => [g.dataset["group"] ?? "", [...g.querySelectorAll("option")].map((o) => o.textContent.trim())],
      ),
    ),
  );
  queueDice(...dice);
  await alice.run(() => answerDialog("roll", { skill }));
  await clicking;
  await session.settle();
  return groups;
}

describe("downtime projects at the table (seed 004, R-DT-1)", () => {
  it("R-DT-1: Crafting and Lore skills are offered as those that count; others only at the Director's word", async () => {
    table = await setUpTable();
    const { alice, gm, session } = table;
    await gm.run(() => korvaOn(gm).update({ system: { skills: ["alchemy", "climb", "history"] } }));
    const [project] = await alice.run(() =>
      korvaOn(alice).createEmbeddedDocuments("Item", [
        {
          name: "Brew a Tonic",
          type: "project",
          system: { goal: 60, points: 0, characteristics: ["reason"] },
        },
      ]),
    );
    await session.settle();
    if (!project?.id) throw new Error("no project");
    projectId = project.id;
    const groups = await rollProjectWith("alchemy", [8, 7]);
    expect(groups).toEqual({ project: ["Alchemy", "History"], director: ["Climb"] });
    // 8 + 7 + Reason 0 + Alchemy 2.
    for (const client of session.clients) expect(pointsOn(client)).toBe(17);
    rollCard = lastMessageId(table);
  });

  it("seed 004: only the Director sees the project event d6 on the card; a 6 is an event, posted and shown to all", async () => {
    const { alice, bob, gm, session } = table;
    expect(findAll(cardOn(alice, rollCard), "[data-steelbound-project-event]")).toEqual([]);
    expect(findAll(cardOn(bob, rollCard), "[data-steelbound-project-event]")).toEqual([]);
    const messages = gm.collection("ChatMessage").size;
    queueDice(6);
    await gm.run(() => click(find(cardOn(gm, rollCard), "[data-steelbound-project-event]")));
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) {
      expect(client.collection("ChatMessage").size).toBe(messages + 1);
      const posted = textOf(cardOn(client, lastMessageId(table)));
      expect(posted).toContain("Project event roll: Brew a Tonic");
      expect(posted).toContain("Project event d6: 6 — an event happens.");
      expect(posted).toContain("Crafting and Research Events table");
      // The card says what came of it, and offers the d6 no more.
      expect(textOf(find(cardOn(client, rollCard), ".project-event-result"))).toBe(
        "Project event d6: 6 — an event happens.",
      );
      expect(findAll(cardOn(client, rollCard), "[data-steelbound-project-event]")).toEqual([]);
    }
  });

  it("seed 004: on anything but a 6 no event happens this respite", async () => {
    const { gm, session } = table;
    await rollProjectWith("", [3, 4]);
    for (const client of session.clients) expect(pointsOn(client)).toBe(24);
    const card = lastMessageId(table);
    queueDice(5);
    await gm.run(() => click(find(cardOn(gm, card), "[data-steelbound-project-event]")));
    await session.settle();
    for (const client of session.clients) {
      expect(textOf(find(cardOn(client, card), ".project-event-result"))).toBe(
        "Project event d6: 5 — no event this respite.",
      );
      expect(textOf(cardOn(client, lastMessageId(table)))).not.toContain("Events table");
    }
  });

  it("seed 004 Craft Treasure: a treasure dropped on the Projects tab starts its crafting project, on every client", async () => {
    const { alice, session } = table;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    const before = alice.run(() => korvaOn(alice).items.size);
    const tonic = {
      name: "Tonic of Vigor",
      type: "treasure",
      system: {
        category: "consumable",
        project: {
          goal: 45,
          prerequisite: "A pint of troll blood",
          projectSource: "Texts in Caelian",
          characteristics: ["reason", "intuition"],
          yield: "1d3",
        },
      },
    };
    await alice.run(() => drop(find(sheet, ".tab.projects"), { type: "Item", data: tonic }));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      const items = client.run(() => korvaOn(client).items.contents);
      expect(items).toHaveLength(before + 1);
      // No treasure joined the inventory: the drop started the project instead.
      expect(items.filter((i) => i.type === "treasure")).toEqual([]);
      const project = items.find((i) => i.name === "Craft: Tonic of Vigor");
      expect(project?.type).toBe("project");
      const system = project?.system as unknown as Record<string, unknown>;
      expect(system).toMatchObject({
        goal: 45,
        points: 0,
        prerequisite: "A pint of troll blood",
        projectSource: "Texts in Caelian",
        yield: "1d3",
      });
      expect([...(system["characteristics"] as Set<string>)].sort()).toEqual(["intuition", "reason"]);
    }
    expect(textOf(sheet.element)).toContain("Craft: Tonic of Vigor");
  });

  it("seed 004 Craft Treasure: a treasure with no project goal starts nothing there; elsewhere on the sheet it is owned", async () => {
    const { alice, session } = table;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    const before = alice.run(() => korvaOn(alice).items.size);
    const charm = { name: "Lucky Charm", type: "treasure", system: { category: "trinket" } };
    const seen = alice.notifications.length;
    await alice.run(() => drop(find(sheet, ".tab.projects"), { type: "Item", data: charm }));
    await session.settle();
    expect(warningsOn(alice, seen)).toEqual(["Lucky Charm gives no crafting project (no project goal)."]);
    for (const client of session.clients) expect(client.run(() => korvaOn(client).items.size)).toBe(before);
    await alice.run(() => drop(sheet, { type: "Item", data: charm }));
    await session.settle();
    for (const client of session.clients)
      expect(client.run(() => korvaOn(client).items.find((i) => i.name === "Lucky Charm")?.type)).toBe(
        "treasure",
      );
  });
});

describe("purchases by wealth (seed 004 §富, optional one score above)", () => {
  const wealthOn = (client: SimClient): unknown => systemOf(client, table.heroes.alice, "wealth");
  async function buy(what: string, score: number): Promise<void> {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await clickAnswering(table, table.alice, find(sheet, '[data-action="purchase"]'), "ok", {
      what,
      score: String(score),
    });
  }

  it("R-RW-1: at or below the hero's wealth the purchase is posted to every client; above it, refused", async () => {
    const { alice, gm, session } = table;
    await gm.run(() => korvaOn(gm).update({ system: { wealth: 2 } }));
    await session.settle();
    const messages = gm.collection("ChatMessage").size;
    const before = alice.notifications.length;
    await buy("a horse and a <b>cart</b>", 2);
    expect(warningsOn(alice, before)).toEqual([]);
    for (const client of session.clients) {
      expect(client.collection("ChatMessage").size).toBe(messages + 1);
      const card = cardOn(client, lastMessageId(table));
      expect(textOf(card)).toContain("Korva buys a horse and a <b>cart</b> (wealth score 2).");
      expect(card.querySelector("b")).toBeNull();
      expect(wealthOn(client)).toBe(2);
    }
    const seen = alice.notifications.length;
    await buy("a small house", 3);
    expect(warningsOn(alice, seen)).toEqual(["Korva's wealth (2) does not reach a score-3 purchase."]);
    for (const client of session.clients) expect(client.collection("ChatMessage").size).toBe(messages + 1);
  });

  it("R-RW-1: with the Director's optional rule on, one score above is bought and wealth drops by 1; two above never", async () => {
    const { alice, gm, session } = table;
    // Only the Director may turn the rule on.
    await expect(setSetting(alice, "wealthStretch", true)).rejects.toThrow();
    await setSetting(gm, "wealthStretch", true);
    await session.settle();
    await buy("a small house", 3);
    for (const client of session.clients) {
      expect(wealthOn(client)).toBe(1);
      expect(textOf(cardOn(client, lastMessageId(table)))).toContain(
        "One score above their wealth: wealth drops from 2 to 1.",
      );
    }
    const seen = alice.notifications.length;
    await buy("a library", 4);
    expect(warningsOn(alice, seen)).toEqual([
      "Korva's wealth (1) does not reach a score-4 purchase, even one score above.",
    ]);
    for (const client of session.clients) expect(wealthOn(client)).toBe(1);
  });
});
