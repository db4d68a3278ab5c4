// @vitest-environment happy-dom
/**
 * The class's epic resource and effects that say "gain 1 <resource> when …", at the table. Korva's class
 * names its epic resource "Wrath": her sheet shows it with Gain and Spend (through the Director's queue,
 * never below 0; in Japanese on a Japanese client). The Director gives her an effect, "Oath of Vengeance",
 * whose `flags.steelbound.resourceTrigger` says "when an ally within 5 squares is winded, gain 1 Wrath":
 * the sheet lists it beside the class's own gains, one click gains the Wrath on every client with a line in
 * chat, and its once-a-round window is spent until the next round. A second effect's trigger gains the
 * heroic resource (the default). Bob cannot change Korva's Wrath.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { actorOn, heroSheetOn, openCombat, systemOf, trackerOn, warningsOn, type Combat } from "./play.ts";
import { click, find, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let combat: Combat;

const wrathOn = (client: SimClient): number => systemOf(client, table.heroes.alice, "epicResource") as number;
const ferocityOn = (client: SimClient): number =>
  systemOf(client, table.heroes.alice, "heroicResource.value") as number;
const everywhere = <T>(read: (c: SimClient) => T): T[] => table.session.clients.map(read);

type Sheet = Awaited<ReturnType<typeof heroSheetOn>>;
const stepButton = (sheet: Sheet, delta: 1 | -1) =>
  find(sheet, `.epic-resource [data-action="stepEpicResource"][data-delta="${delta}"]`) as HTMLButtonElement;

/** Alice clicks a button on her own sheet of Korva and the table settles. */
async function aliceClicks(button: (sheet: Sheet) => HTMLElement): Promise<void> {
  const { alice, heroes, session } = table;
  const sheet = await heroSheetOn(alice, heroes.alice);
  await alice.run(() => click(button(sheet)));
  await session.settle();
  await alice.run(() => sheet.close());
}

beforeAll(async () => {
  table = await setUpTable();
  const { alice, heroes, session } = table;
  const cls = alice.run(() =>
    (on(alice, heroes.alice) as unknown as Actor.Implementation).items.find(
      (i) => String(i.type) === "class",
    ),
  );
  if (!cls) throw new Error("Korva has no class");
  await alice.run(() => cls.update({ system: { epicResource: "Wrath" } }));
  await session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the epic resource on the hero sheet", () => {
  it("Korva's sheet shows her class's Wrath at 0 with Gain and Spend; Spend is off at 0; in Japanese too", async () => {
    const { alice, gm, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    expect(textOf(find(sheet, ".epic-resource"))).toContain("Wrath");
    expect(stepButton(sheet, 1).getAttribute("aria-label")).toBe("Gain 1 Wrath");
    expect(stepButton(sheet, -1).getAttribute("aria-label")).toBe("Spend 1 Wrath");
    expect(stepButton(sheet, -1).disabled).toBe(true);
    await alice.run(() => sheet.close());
    gm.game["i18n"] = createLocalizer("ja");
    const japanese = await heroSheetOn(gm, heroes.alice);
    expect(stepButton(japanese, 1).getAttribute("aria-label")).toBe("Wrathを1得る");
    expect(stepButton(japanese, -1).getAttribute("aria-label")).toBe("Wrathを1消費");
    await gm.run(() => japanese.close());
    gm.game["i18n"] = createLocalizer("en");
  });

  it("Alice gains 1 Wrath twice and spends 1: every client holds 1, written in the Director's order", async () => {
    await aliceClicks((s) => stepButton(s, 1));
    await aliceClicks((s) => stepButton(s, 1));
    expect(everywhere(wrathOn)).toEqual(everywhere(() => 2));
    await aliceClicks((s) => stepButton(s, -1));
    expect(everywhere(wrathOn)).toEqual(everywhere(() => 1));
  });

  it("attack: Bob asks to change Korva's Wrath (not his hero): refused, nothing written", async () => {
    const { bob, heroes, session } = table;
    const seen = bob.notifications.length;
    const result = await bob.run(() =>
      requestGm({ kind: "ownNumbers", actorUuid: heroes.alice.uuid, change: "epicEdit", delta: 50 }),
    );
    await session.settle();
    expect(result).toBeNull();
    expect(warningsOn(bob, seen)).toHaveLength(1);
    expect(everywhere(wrathOn)).toEqual(everywhere(() => 1));
  });
});

describe("effects that gain a resource when something happens", () => {
  it("the Director's Oath of Vengeance adds a once-a-round '+1 Wrath' gain to Korva's sheet; one click gains it on every client with a line in chat; its button is then off for the round", async () => {
    const { gm, alice, heroes, session, tokens } = table;
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
    const tracker = await trackerOn(gm);
    queueDice(7);
    await gm.run(() => click(find(tracker, ".combat-control[data-action=startCombat]")));
    await session.settle();
    await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [
        {
          name: "Oath of Vengeance",
          flags: {
            steelbound: {
              resourceTrigger: {
                text: "An ally within 5 squares becomes winded",
                gain: "1",
                window: "round",
                resource: "epic",
              },
            },
          },
        },
        {
          name: "Battle Hunger",
          flags: { steelbound: { resourceTrigger: { gain: "2", window: "any" } } },
        },
      ]),
    );
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    const rows = [...sheet.element.querySelectorAll<HTMLElement>(".resource-trigger")];
    const oath = rows.find((r) => textOf(r).includes("An ally within 5 squares becomes winded"));
    const hunger = rows.find((r) => textOf(r).includes("Battle Hunger"));
    if (!oath || !hunger) throw new Error("the effects' gains are not on the sheet");
    expect(textOf(oath)).toContain("once a round");
    expect(textOf(find(oath, '[data-action="gainResourceTrigger"]'))).toBe("+1 Wrath");
    expect(textOf(find(hunger, '[data-action="gainResourceTrigger"]'))).toBe("+2 Ferocity");
    await alice.run(() => sheet.close());

    const ferocity = ferocityOn(gm);
    const gain = (row: string) => (s: Sheet) =>
      find(
        [...s.element.querySelectorAll<HTMLElement>(".resource-trigger")].find((r) =>
          textOf(r).includes(row),
        ) ?? s,
        '[data-action="gainResourceTrigger"]',
      );
    postedRolls.length = 0;
    await aliceClicks(gain("An ally within 5 squares"));
    expect(everywhere(wrathOn)).toEqual(everywhere(() => 2));
    expect(postedRolls.map((m) => m["flavor"])).toEqual([
      "Korva gains 1 Wrath: An ally within 5 squares becomes winded.",
    ]);
    // The round's window is spent: the button is off and the gain does not land again.
    const again = await heroSheetOn(alice, heroes.alice);
    const spent = [...again.element.querySelectorAll<HTMLElement>(".resource-trigger")].find((r) =>
      textOf(r).includes("An ally within 5 squares"),
    );
    expect(spent?.classList.contains("used")).toBe(true);
    expect((spent?.querySelector('[data-action="gainResourceTrigger"]') as HTMLButtonElement).disabled).toBe(
      true,
    );
    await alice.run(() => again.close());
    await aliceClicks(gain("Battle Hunger"));
    expect(everywhere(ferocityOn)).toEqual(everywhere(() => ferocity + 2));
    expect(everywhere(wrathOn)).toEqual(everywhere(() => 2));
    expect(combat).toBeDefined();
  });
});
