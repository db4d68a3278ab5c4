// @vitest-environment happy-dom
/**
 * The Director's sheets where he meets them: the Goblin Warlord's stat block on his client with its
 * Malice block (Basic Malice at the start of the Warlord's turn, the creature's own Malice feature), a
 * retainer's sheet, and every item sheet type (the ability's three-tier editor included). The Malice
 * spending rules are tested elsewhere; here the buttons must reach the combat and the chat.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import {
  actorOn,
  combatantOn,
  lastCardOn,
  maliceOn,
  openCombat,
  ownSheetOn,
  warningsOn,
  type Combat,
} from "./play.ts";
import { answerDialog, change, click, drop, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessActor } from "../harness/actor.ts";
import type { SimClient } from "../sim/client.ts";
import { readMalice, writeMalice } from "../../src/documents/combat/malice.ts";

let table: Table;
let combat: Combat;

/** The Warlord's token's synthetic actor on a client. */
function warlordOn(client: SimClient): HarnessActor {
  const actor = client.run(
    () => (on(client, table.tokens.leader) as unknown as { actor: HarnessActor | null }).actor,
  );
  if (!actor) throw new Error("no Warlord");
  return actor;
}

beforeAll(async () => {
  table = await setUpTable();
  const { tokens } = table;
  combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.leader]);
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the Goblin Warlord's stat block on the Director's client", () => {
  it("R-MO-1: shows the stat block, its abilities and Malice feature, but no Malice block before combat", async () => {
    const sheet = await ownSheetOn(table.gm, warlordOn(table.gm));
    expect(sheet.constructor.name).toBe("MonsterSheet");
    const text = textOf(sheet);
    expect(text).toContain("Goblin Warlord");
    expect(text).toContain("Warlord's Blade");
    expect(text).toContain("Sound the Horn");
    expect(findAll(sheet, "[data-action=basicMalice]")).toEqual([]);
    expect(findAll(sheet, "[data-action=creatureMalice]")).toEqual([]);
    await click(find(sheet, "[data-action=tab][data-tab=biography]"));
    expect(find(sheet, ".tab[data-tab=biography]").classList.contains("active")).toBe(true);
  });

  it("R-ML-3: at the start of the Warlord's turn the GM buys Brutal Effectiveness; Malice drops and the table reads it in chat", async () => {
    const { gm } = table;
    queueDice(2); // the d10: the Director chooses who goes first
    await gm.run(() => combat.startCombat());
    await table.session.settle();
    await gm.run(() => combat.chooseFirstSide("director"));
    const leader = combatantOn(gm, combat, table.tokens.leader);
    await gm.run(() => combat.takeTurn(leader));
    await table.session.settle();
    const sheet = await ownSheetOn(gm, warlordOn(gm));
    const before = maliceOn(gm);
    expect(textOf(find(sheet, ".monster-malice"))).toContain(String(before));
    await gm.run(() => click(find(sheet, '[data-action=basicMalice][data-feature="brutalEffectiveness"]')));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect(maliceOn(table.alice)).toBeLessThan(before);
    for (const client of table.session.clients)
      expect(textOf(lastCardOn(client))).toContain("Goblin Warlord");
    // The header re-rendered with the new pool.
    expect(textOf(find(sheet, ".monster-malice"))).toContain(String(maliceOn(gm)));
  });

  it("R-ML-3: a second Basic Malice in the same turn is refused with a warning and costs nothing", async () => {
    const { gm } = table;
    const sheet = await ownSheetOn(gm, warlordOn(gm));
    const before = maliceOn(gm);
    const striking = gm.run(() =>
      click(find(sheet, '[data-action=basicMalice][data-feature="maliciousStrike"]')),
    );
    await gm.run(() => answerDialog("ok", { spend: "5" }).catch(() => undefined));
    await striking;
    await table.session.settle();
    expect(maliceOn(gm)).toBe(before);
    expect(gm.notifications.map((n) => n.message)).toContain(
      "Basic Malice is used at the start of a monster's turn, once.",
    );
    gm.notifications.length = 0;
  });

  it("R-ML-4: the GM uses the Warlord's own Malice feature from the stat block; its cost leaves the pool and chat names it", async () => {
    const { gm } = table;
    await gm.run(() => writeMalice({ ...readMalice(), value: 6 }));
    await table.session.settle();
    const sheet = await ownSheetOn(gm, warlordOn(gm));
    await gm.run(() => click(find(sheet, ".malice-features [data-action=creatureMalice]")));
    await table.session.settle();
    expect(gm.notifications).toEqual([]);
    expect(maliceOn(table.bob)).toBe(3);
    for (const client of table.session.clients)
      expect(textOf(lastCardOn(client))).toContain("Sound the Horn");
  });

  it("a class dropped on the Warlord is refused with a warning; an ability is added to his stat block", async () => {
    const { gm } = table;
    const sheet = await ownSheetOn(gm, actorOn(gm, table.monsters.leader));
    const count = actorOn(gm, table.monsters.leader).items.size;
    await gm.run(() => drop(sheet, { type: "Item", data: { name: "Fury", type: "class", system: {} } }));
    await table.session.settle();
    expect(gm.notifications.map((n) => n.message)).toContain("A Monster cannot have a Class item.");
    expect(actorOn(table.alice, table.monsters.leader).items.size).toBe(count);
    gm.notifications.length = 0;
    await gm.run(() =>
      drop(sheet, { type: "Item", data: { name: "Spear Toss", type: "ability", system: {} } }),
    );
    await table.session.settle();
    expect(actorOn(table.bob, table.monsters.leader).items.size).toBe(count + 1);
    expect(textOf(sheet)).toContain("Spear Toss");
  });

  it("a player never sees the Director's Basic Malice buttons on a monster sheet", async () => {
    await table.gm.run(() => actorOn(table.gm, table.monsters.leader).update({ ownership: { default: 2 } }));
    await table.session.settle();
    const sheet = await ownSheetOn(table.alice, actorOn(table.alice, table.monsters.leader));
    expect(findAll(sheet, "[data-action=basicMalice]")).toEqual([]);
    expect(findAll(sheet, "[data-action=creatureMalice]")).toEqual([]);
  });
});

describe("a retainer's sheet", () => {
  it("R-RT-1: shows its mentor; its owner edits it in edit mode and catches its breath", async () => {
    const { gm, alice } = table;
    const retainer = await create(gm, "Actor", {
      name: "Grell",
      type: "retainer",
      ownership: { default: 0, [alice.userId]: 3 },
      system: {
        mentor: table.heroes.alice.uuid,
        stamina: { value: 3, max: 21 },
        recoveries: { value: 2, max: 6 },
      },
    });
    await table.session.settle();
    const sheet = await ownSheetOn(alice, actorOn(alice, retainer));
    expect(sheet.constructor.name).toBe("RetainerSheet");
    expect(textOf(sheet)).toContain("Grell");
    expect(textOf(sheet)).toContain(actorOn(alice, table.heroes.alice).name);
    await alice.run(() => click(sheet, "toggleMode"));
    await alice.run(() => change(field(sheet, "[name=name]"), "Grell the Loyal"));
    await table.session.settle();
    expect(actorOn(gm, retainer).name).toBe("Grell the Loyal");
    await alice.run(() => click(sheet, "catchBreath"));
    await table.session.settle();
    const vitals = actorOn(table.bob, retainer).system as unknown as {
      stamina: { value: number };
      recoveries: { value: number };
    };
    expect(vitals.recoveries.value).toBe(1);
    expect(vitals.stamina.value).toBeGreaterThan(3);
  });
});

/** Item data of every type the system defines (docs/DATA.md). */
const ITEMS: { type: string; name: string; detail: string }[] = [
  { type: "ability", name: "Gouge", detail: "[name='system.type']" },
  { type: "feature", name: "Rage", detail: "[name=name]" },
  { type: "class", name: "Tactician", detail: "[name=name]" },
  { type: "subclass", name: "Berserker", detail: "[name=name]" },
  { type: "kit", name: "Panther", detail: "[name=name]" },
  { type: "ancestry", name: "Dwarf", detail: "[name=name]" },
  { type: "culture", name: "Nomadic", detail: "[name=name]" },
  { type: "career", name: "Soldier", detail: "[name=name]" },
  { type: "complication", name: "Cursed", detail: "[name=name]" },
  { type: "project", name: "Forge a Blade", detail: "[name=name]" },
  { type: "treasure", name: "Lucky Charm", detail: "[name=name]" },
  { type: "perk", name: "Lucky", detail: "[name=name]" },
  { type: "title", name: "Goblin Bane", detail: "[name=name]" },
];

describe("every item sheet, opened by Korva's owner", () => {
  it("each type renders its details tab and a rename reaches the server and Bob's copy", async () => {
    const { alice } = table;
    const korva = actorOn(alice, table.heroes.alice);
    const created = await alice.run(() =>
      korva.createEmbeddedDocuments(
        "Item",
        ITEMS.map(({ type, name }) => ({ name, type })),
      ),
    );
    await table.session.settle();
    expect(created).toHaveLength(ITEMS.length);
    for (const item of created) {
      const sheet = await ownSheetOn(alice, item);
      expect(sheet.constructor.name).toBe("SteelItemSheet");
      expect(textOf(sheet)).toContain(item.name);
      expect(find(sheet, "[data-application-part=details]").childElementCount).toBeGreaterThan(0);
      await alice.run(() => change(field(sheet, "[name=name]"), `${item.name} II`));
      await sheet.close();
    }
    await table.session.settle();
    for (const { name } of ITEMS)
      expect(actorOn(table.bob, table.heroes.alice).items.some((i) => i.name === `${name} II`)).toBe(true);
  });

  it("R-AB-*: the ability's three-tier editor: a tier-3 condition is added, edited and removed through the sheet", async () => {
    const { alice } = table;
    const korva = actorOn(alice, table.heroes.alice);
    const gouge = korva.items.find((i) => i.name === "Gouge II");
    if (!gouge) throw new Error("no Gouge");
    const sheet = await ownSheetOn(alice, gouge);
    await alice.run(() => change(field(sheet, "[name='system.power.tier1.damage.value']"), "4"));
    await alice.run(() => click(find(sheet, '[data-action=addTierCondition][data-tier="3"]')));
    await table.session.settle();
    const tier3 = () =>
      (
        actorOn(table.gm, table.heroes.alice).items.get(gouge.id)?.system as unknown as {
          power: { tier1: { damage: { value: number } }; tier3: { conditions: { condition: string }[] } };
        }
      ).power;
    expect(tier3().tier1.damage.value).toBe(4);
    expect(tier3().tier3.conditions).toHaveLength(1);
    expect(findAll(sheet, '[data-action=removeTierCondition][data-tier="3"]')).toHaveLength(1);
    await alice.run(() => click(find(sheet, '[data-action=removeTierCondition][data-tier="3"]')));
    await table.session.settle();
    expect(tier3().tier3.conditions).toHaveLength(0);
  });

  it("Bob sees an item of Korva's read-only: its fields are disabled", async () => {
    const { bob } = table;
    await table.gm.run(() =>
      actorOn(table.gm, table.heroes.alice).update({ ownership: { [bob.userId]: 2 } }),
    );
    await table.session.settle();
    const item = actorOn(bob, table.heroes.alice).items.find((i) => i.type === "ability");
    if (!item) throw new Error("no ability");
    const sheet = await ownSheetOn(bob, item);
    expect(textOf(sheet)).toContain(item.name);
    expect(findAll(sheet, "input, select, textarea").every((f) => (f as HTMLInputElement).disabled)).toBe(
      true,
    );
    expect(
      findAll(sheet, "[data-action=addTierCondition]").every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
  });
});
