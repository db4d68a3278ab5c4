// @vitest-environment happy-dom
/**
 * Stat-block fields where the table meets them: a class's heroic resource floor (R-AB-8, a Talent's clarity
 * below 0) honoured when Korva pays for an ability, a kit's equipment edited on its sheet, and a monster
 * that takes two turns a round (a solo) given both by the combat tracker. Steps share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  combatOn,
  combatantOn,
  heroSheetOn,
  monsterSheetOn,
  openCombat,
  ownSheetOn,
  rollFrom,
  systemOf,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
} from "./play.ts";
import { change, click, find, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;

type Items = { items: { contents: HarnessDocument[] } };
const itemOf = (client: Table["gm"], actor: HarnessDocument, type: string): HarnessDocument => {
  const found = client.run(() =>
    (on(client, actor) as unknown as Items).items.contents.find((i) => i.type === type),
  );
  if (!found) throw new Error(`no ${type}`);
  return found;
};

describe("stat-block fields at the table", () => {
  it("R-AB-8: the GM lets Fury's resource go 1 + Reason below 0 on the class sheet; Korva (Reason 0) spends to −1, not past it", async () => {
    table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    const fury = itemOf(gm, heroes.alice, "class");
    const classSheet = await ownSheetOn(gm, fury);
    await gm.run(() => change(find(classSheet, '[name="system.heroicResource.floor.base"]'), "1"));
    await gm.run(() =>
      change(find(classSheet, '[name="system.heroicResource.floor.characteristic"]'), "reason"),
    );
    await gm.run(() => classSheet.close());
    expect(systemOf(alice, fury, "heroicResource.floor")).toEqual({ base: 1, characteristic: "reason" });
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [
        {
          name: "Mind Spike",
          type: "ability",
          system: {
            category: "heroic",
            type: "main",
            keywords: ["ranged", "strike"],
            distance: { type: "ranged", ranged: 10 },
            cost: { resource: 1 },
            power: { characteristics: ["might"], tier1: { damage: { value: 2 } } },
          },
        },
      ]),
    );
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 0 } } }));
    await session.settle();
    const spike = gm.run(() =>
      (on(gm, heroes.alice) as unknown as Items).items.contents.find((i) => i.name === "Mind Spike"),
    );
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    await rollFrom(table, alice, useButton(sheet, spike?.id ?? ""), [3, 3]);
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients)
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(-1);
    const seen = alice.notifications.length;
    // Refused before any dice are rolled (a roll dialog would stay open, and nothing is paid).
    await alice.run(() => click(useButton(sheet, spike?.id ?? "")));
    await session.settle();
    expect(warningsOn(alice, seen).join(" ")).toMatch(/Not enough heroic resource/);
    expect(systemOf(gm, heroes.alice, "heroicResource.value")).toBe(-1);
    await alice.run(() => sheet.close());
  });

  it("Alice gives Korva a kit and sets its equipment on the kit sheet: light armor, a shield, bows and polearms", async () => {
    const { alice, session, heroes } = table;
    await alice.run(() =>
      on(alice, heroes.alice).createEmbeddedDocuments("Item", [{ name: "Sniper", type: "kit" }]),
    );
    await session.settle();
    const kit = itemOf(alice, heroes.alice, "kit");
    const sheet = await ownSheetOn(alice, kit);
    await alice.run(() => change(find(sheet, '[name="system.equipment.armor"]'), "light"));
    await alice.run(() => change(find(sheet, '[name="system.equipment.shield"]'), true));
    await alice.run(() => change(find(sheet, '[name="system.equipment.weapons.bow"]'), true));
    await alice.run(() => change(find(sheet, '[name="system.equipment.weapons.polearm"]'), true));
    await alice.run(() => sheet.close());
    for (const client of session.clients) {
      const equipment = systemOf(client, kit, "equipment") as {
        armor: string;
        shield: boolean;
        weapons: Set<string>;
      };
      expect(equipment.armor).toBe("light");
      expect(equipment.shield).toBe(true);
      expect([...equipment.weapons].sort()).toEqual(["bow", "polearm"]);
    }
  });

  it("the Director makes the Warlord a solo on its sheet: it shows two turns a round and the tracker gives it both, alternating with the heroes", async () => {
    const { gm, alice, bob, session, tokens } = table;
    const warlord = gm.run(() => on(gm, tokens.leader).actor);
    if (!warlord) throw new Error("no Warlord");
    const sheet = await monsterSheetOn(gm, warlord);
    await gm.run(() => click(sheet, "toggleMode"));
    await gm.run(() => change(find(sheet, '[name="system.organization"]'), "solo"));
    await session.settle();
    expect(find(sheet, '[name="system.turns"]').getAttribute("placeholder")).toMatch(/organization/);
    await gm.run(() => sheet.close());
    // The stat block as anyone opens it now: a solo takes two turns.
    const solo = gm.run(() => on(gm, tokens.leader).actor);
    if (!solo) throw new Error("no Warlord");
    const shown = await monsterSheetOn(gm, solo);
    expect(textOf(shown)).toContain("Takes 2 turns each round");
    await gm.run(() => shown.close());

    const combat: Combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.leader]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const act = async (client: Table["gm"], token: typeof tokens.alice) => {
      const id = combatantOn(client, combat, token);
      const seen = client.notifications.length;
      await client.run(async () =>
        click(find(await trackerOn(client), `[data-combatant-id="${id}"] [data-action="steelboundAct"]`)),
      );
      await session.settle();
      await client.run(async () => click(await trackerOn(client), "steelboundEndTurn"));
      await session.settle();
      expect(warningsOn(client, seen)).toEqual([]);
    };
    const leaderId = combatantOn(gm, combat, tokens.leader);
    await alice.run(async () =>
      click(find(await trackerOn(alice), '[data-action="steelboundChooseSide"][data-side="heroes"]')),
    );
    await session.settle();
    await act(alice, tokens.alice);
    await act(gm, tokens.leader);
    // One turn taken, one left: the Warlord is not marked done, and it is the heroes' pick now.
    expect(gm.run(() => combatOn(gm, combat).hasActed(leaderId))).toBe(false);
    expect(gm.run(() => combatOn(gm, combat).actable())).toEqual([combatantOn(gm, combat, tokens.bob)]);
    await act(bob, tokens.bob);
    expect(gm.run(() => combatOn(gm, combat).actable())).toEqual([leaderId]);
    await act(gm, tokens.leader);
    expect(gm.run(() => combatOn(gm, combat).hasActed(leaderId))).toBe(true);
    expect(gm.run(() => combatOn(gm, combat).actable())).toEqual([]);
  });
});
