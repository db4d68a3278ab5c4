// @vitest-environment happy-dom
/**
 * The table's economy in the Director's hands: the combat tracker shows the party's hero tokens (and
 * Malice, when shown) to everyone with or without a combat; only the GM's client offers the controls
 * that start a session, add, remove or clear them. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import {
  clickAnswering,
  heroSheetOn,
  heroTokensOn,
  lastCardOn,
  maliceOn,
  openCombat,
  setSetting,
  systemOf,
  trackerOn,
  warningsOn,
} from "./play.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { click, find, findAll, textOf } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;

const tokenControl = (el: HTMLElement, change: string) =>
  find(el, `.hero-tokens [data-action="steelboundHeroTokens"][data-change="${change}"]`);
const maliceControl = (el: HTMLElement, change: string) =>
  find(el, `.malice [data-action="steelboundMalice"][data-change="${change}"]`);

async function clickPool(client: SimClient, button: HTMLElement): Promise<void> {
  await client.run(() => click(button));
  await table.session.settle();
}

/** The pool as the client's rendered tracker shows it. */
async function shownTokens(client: SimClient): Promise<string> {
  const tracker = await trackerOn(client);
  return textOf(find(tracker.element, ".hero-tokens .value"));
}

describe("the Director's hand on hero tokens and Malice", () => {
  it("R-HT-1: the GM starts the session from the tracker (no combat yet): one token per hero, seen by every client", async () => {
    table = await setUpTable();
    const tracker = await trackerOn(table.gm);
    await clickPool(table.gm, tokenControl(tracker.element, "startSession"));
    expect(warningsOn(table.gm)).toEqual([]);
    for (const client of table.session.clients) {
      expect(heroTokensOn(client)).toBe(2); // Korva (Alice) and Tamsin (Bob)
      expect(await shownTokens(client)).toBe("2");
    }
  });

  it("R-HT-1: the GM adds, removes and clears tokens; the pool never goes below 0", async () => {
    const { gm, session } = table;
    const tracker = await trackerOn(gm);
    await clickPool(gm, tokenControl(tracker.element, "increase"));
    for (const client of session.clients) expect(await shownTokens(client)).toBe("3");
    await clickPool(gm, tokenControl(tracker.element, "decrease"));
    await clickPool(gm, tokenControl(tracker.element, "reset"));
    for (const client of session.clients) expect(await shownTokens(client)).toBe("0");
    await clickPool(gm, tokenControl(tracker.element, "decrease"));
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(0);
  });

  it("R-HT-1: a player sees the pool read-only; the server refuses a player's own write", async () => {
    const { alice, gm, session } = table;
    await clickPool(gm, tokenControl((await trackerOn(gm)).element, "startSession"));
    const tracker = await trackerOn(alice);
    expect(textOf(find(tracker.element, ".hero-tokens"))).toMatch(/Hero Tokens\s*2/);
    expect(findAll(tracker.element, ".pool-control")).toEqual([]);
    await expect(setSetting(alice, "heroTokens", { value: 9 })).rejects.toThrow();
    await session.settle();
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(2);
  });

  it("R-ML-5: the GM adjusts and resets Malice by hand; players see it while it is shown", async () => {
    const { alice, gm, session } = table;
    const tracker = await trackerOn(gm);
    await clickPool(gm, maliceControl(tracker.element, "increase"));
    await clickPool(gm, maliceControl(tracker.element, "increase"));
    await clickPool(gm, maliceControl(tracker.element, "decrease"));
    for (const client of session.clients) expect(maliceOn(client)).toBe(1);
    const seen = await trackerOn(alice);
    expect(textOf(find(seen.element, ".malice .value"))).toBe("1");
    expect(findAll(seen.element, "[data-action=steelboundMalice]")).toEqual([]);
    await clickPool(gm, maliceControl(tracker.element, "reset"));
    for (const client of session.clients) expect(maliceOn(client)).toBe(0);
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-VX-2: Alice finishes a respite from Korva's sheet: stamina and recoveries restored, victories become XP, on every client", async () => {
    const { alice, gm, session, heroes } = table;
    await hurt(heroes.alice, 3);
    const sheet = await heroSheetOn(alice, heroes.alice);
    expect(textOf(find(sheet.element, ".xp"))).toMatch(/XP\s*0\s*\/\s*16/);
    await clickAnswering(table, alice, find(sheet.element, '[data-action="respite"]'), "yes");
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "stamina.value")).toBe(24);
      expect(systemOf(client, heroes.alice, "recoveries.value")).toBe(8);
      expect(systemOf(client, heroes.alice, "victories")).toBe(0);
      expect(systemOf(client, heroes.alice, "xp")).toBe(3);
      // Tamsin was not part of Alice's respite.
      expect(systemOf(client, heroes.bob, "victories")).toBe(2);
    }
    expect(textOf(find(sheet.element, ".xp"))).toMatch(/XP\s*3\s*\/\s*16/);
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-VX-2: the GM grants the whole party a respite from the tracker; players have no such control", async () => {
    const { alice, gm, session, heroes } = table;
    await hurt(heroes.alice, 1);
    await hurt(heroes.bob, 4);
    expect(findAll((await trackerOn(alice)).element, "[data-action=steelboundPartyRespite]")).toEqual([]);
    const tracker = await trackerOn(gm);
    await clickAnswering(table, gm, find(tracker.element, "[data-action=steelboundPartyRespite]"), "yes");
    for (const client of session.clients) {
      for (const hero of [heroes.alice, heroes.bob]) {
        expect(systemOf(client, hero, "stamina.value")).toBe(24);
        expect(systemOf(client, hero, "recoveries.value")).toBe(8);
        expect(systemOf(client, hero, "victories")).toBe(0);
      }
      expect(systemOf(client, heroes.alice, "xp")).toBe(4);
      expect(systemOf(client, heroes.bob, "xp")).toBe(4);
    }
  });

  it("R-VX-2: the Director says the party's respite was interrupted: nothing restored, victories kept, the table told in chat", async () => {
    const { gm, session, heroes } = table;
    await hurt(heroes.alice, 2);
    await hurt(heroes.bob, 1);
    const messages = gm.collection("ChatMessage").size;
    const tracker = await trackerOn(gm);
    await clickAnswering(
      table,
      gm,
      find(tracker.element, "[data-action=steelboundPartyRespite]"),
      "interrupted",
    );
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) {
      for (const hero of [heroes.alice, heroes.bob]) {
        expect(systemOf(client, hero, "stamina.value")).toBe(10);
        expect(systemOf(client, hero, "recoveries.value")).toBe(3);
        expect(systemOf(client, hero, "xp")).toBe(4);
      }
      expect(systemOf(client, heroes.alice, "victories")).toBe(2);
      expect(systemOf(client, heroes.bob, "victories")).toBe(1);
      expect(client.collection("ChatMessage").size).toBe(messages + 1);
      expect(textOf(lastCardOn(client))).toContain("The respite of Korva, Tamsin was interrupted");
    }
    // Players' own respite offers no such choice: Alice's dialog is a plain Yes / No.
    const sheet = await heroSheetOn(table.alice, heroes.alice);
    await clickAnswering(table, table.alice, find(sheet.element, '[data-action="respite"]'), "yes");
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "stamina.value")).toBe(24);
      expect(systemOf(client, heroes.alice, "xp")).toBe(6);
    }
    // The GM finishes Tamsin's respite the ordinary way; the game goes on from full health.
    await clickAnswering(table, gm, find(tracker.element, "[data-action=steelboundPartyRespite]"), "yes");
    for (const client of session.clients) expect(systemOf(client, heroes.bob, "xp")).toBe(5);
  });
});

describe("the end of an encounter", () => {
  it("R-CB-16, R-AB-7, R-AB-8, R-ST-4, R-ML-2: the GM ends combat from the tracker: surges, heroic resource, temporary stamina and Malice are gone on every client", async () => {
    const { gm, session, heroes, tokens } = table;
    const combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await gm.run(() =>
      on(gm, heroes.alice).update({
        system: { surges: 3, heroicResource: { value: 5 }, stamina: { temporary: 6 } },
      }),
    );
    await gm.run(() => on(gm, heroes.bob).update({ system: { heroicResource: { value: -2 } } }));
    await session.settle();
    expect(maliceOn(gm)).toBeGreaterThan(0);
    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "surges")).toBe(0);
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(0);
      expect(systemOf(client, heroes.bob, "heroicResource.value")).toBe(0);
      expect(systemOf(client, heroes.alice, "stamina.temporary")).toBe(0);
      expect(systemOf(client, heroes.alice, "victories")).toBe(1);
      expect(maliceOn(client)).toBe(0);
      expect(client.collection("Combat").size).toBe(0);
    }
    // The victory shows on Korva's sheet beside XP toward level 2.
    const sheet = await heroSheetOn(table.alice, heroes.alice);
    expect(textOf(find(sheet.element, ".xp"))).toMatch(/XP\s*6\s*\/\s*16/);
  });
});

describe("respite asks first and waits for the fight to end (R-VX-2)", () => {
  it("R-VX-2: Alice's No changes nothing; mid-combat her respite and the GM's party respite are refused on every client", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    await hurt(heroes.alice, 2);
    const before = systemOf(alice, heroes.alice, "stamina.value");
    const victories = systemOf(alice, heroes.alice, "victories");
    const sheet = await heroSheetOn(alice, heroes.alice);
    const respite = () => find(sheet.element, '[data-action="respite"]');
    await clickAnswering(table, alice, respite(), "no");
    for (const client of session.clients) expect(systemOf(client, heroes.alice, "victories")).toBe(victories);
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const seen = warningsOn(alice).length;
    await clickAnswering(table, alice, respite(), "yes");
    expect(warningsOn(alice, seen).join(" ")).toContain("A fight interrupts a respite (Korva");
    const gmSeen = warningsOn(gm).length;
    const tracker = await trackerOn(gm);
    await clickAnswering(table, gm, find(tracker.element, "[data-action=steelboundPartyRespite]"), "yes");
    expect(warningsOn(gm, gmSeen).join(" ")).toContain("A fight interrupts a respite (Korva");
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "stamina.value")).toBe(before);
      expect(systemOf(client, heroes.alice, "victories")).toBe(victories);
    }
  });
});

/** The GM leaves a hero hurt, short of recoveries and with some victories. */
async function hurt(hero: HarnessDocument, victories: number): Promise<void> {
  const { gm, session } = table;
  await gm.run(() =>
    on(gm, hero).update({ system: { stamina: { value: 10 }, recoveries: { value: 3 }, victories } }),
  );
  await session.settle();
}
