// @vitest-environment happy-dom
/**
 * The Director's settings, through Foundry's own Configure Settings window as v13 builds it
 * (test/sim/applications/settings-config.ts): Steelbound's category holds the "Table rules" menu with its
 * name, hint and button; the menu opens a window that shows every Steelbound world setting in its group,
 * each group and setting explained, in English and in Japanese; a value changed there is saved for the
 * world and reaches every client. A player sees neither the menu nor the world settings. v13 and v14
 * (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { change, click, find, findAll, submit } from "../sim/applications/user.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { TABLE_RULES_ID } from "../../src/applications/settings/table-rules.ts";

type Rendered = { element: HTMLElement; rendered: boolean; render(options: object): Promise<unknown> };
let session: Session;

const sheetOn = (client: SimClient): Rendered =>
  client.run(() => (game.settings as unknown as { sheet: Rendered }).sheet);
async function openSettings(client: SimClient): Promise<Rendered> {
  const sheet = sheetOn(client);
  await client.run(() => sheet.render({ force: true }));
  await session.settle();
  return sheet;
}
function windowOn(client: SimClient, id: string): Rendered {
  const app = client.run(() => instances.get(id)) as Rendered | undefined;
  if (!app?.rendered) throw new Error(`${id} is not open on ${client.label}`);
  return app;
}
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** Each group as the window shows it: its title, its explanation, and each setting's name and hint. */
function groupsIn(app: Rendered) {
  return findAll(app, "fieldset.setting-group").map((set) => ({
    name: text(set.querySelector("legend")),
    hint: text(set.querySelector(".group-hint")),
    settings: [...set.querySelectorAll(".form-group")].map((g) => ({
      name: text(g.querySelector("label")),
      hint: text(g.querySelector(".hint")),
    })),
  }));
}

describe("the Director's settings window", () => {
  it("Configure Settings lists Steelbound's Table rules menu, with its hint, to the Director only", async () => {
    session = await startSession({ players: ["Alice"] });
    const sheet = await openSettings(session.gm);
    const system = find(sheet, '[data-category="system"]');
    const menu = system.querySelector(".submenu");
    expect(text(menu?.querySelector("label"))).toBe("Table rules");
    expect(text(menu?.querySelector(".hint"))).toMatch(/grouped and explained/);
    expect(text(menu?.querySelector("button"))).toBe("Table rules");
    // Every Steelbound setting is in the menu, none loose in the category.
    expect(system.querySelectorAll(".form-group:not(.submenu)")).toHaveLength(0);

    const alice = session.players[0];
    if (!alice) throw new Error("no player");
    const theirs = await openSettings(alice);
    expect(theirs.element.querySelector('[data-category="system"] .submenu')).toBeNull();
  });

  it("the menu shows every setting in its group, each group and setting explained (English)", async () => {
    await session.gm.run(() => click(find(sheetOn(session.gm), '[data-action="openSubmenu"]')));
    await session.settle();
    const groups = groupsIn(windowOn(session.gm, TABLE_RULES_ID));
    expect(groups.map((g) => g.name)).toEqual([
      "Turns",
      "What players see",
      "What the Director checks",
      "Optional rules",
    ]);
    for (const group of groups) {
      expect(group.hint).not.toBe("");
      for (const setting of group.settings) {
        expect(setting.name).not.toBe("");
        expect(setting.hint.length).toBeGreaterThan(20);
      }
    }
    expect(groups.map((g) => g.settings.map((s) => s.name))).toEqual([
      ["Turn order"],
      ["Show Malice to players", "Players see squads’ Stamina pools"],
      ["Edges players add by hand need the Director", "Trust players' ability edits"],
      ["Purchases one wealth score above"],
    ]);
    // The turn-order choices read as words, not keys.
    const order = find(windowOn(session.gm, TABLE_RULES_ID), 'select[name="steelbound.initiativeMode"]');
    expect([...order.querySelectorAll("option")].map((o) => text(o))).toEqual([
      "Alternating sides",
      "Agility test order",
    ]);
  });

  it("a value changed in the menu is saved for the world and every client reads it", async () => {
    const app = windowOn(session.gm, TABLE_RULES_ID);
    await session.gm.run(async () => {
      await change(find(app, 'select[name="steelbound.initiativeMode"]'), "agility");
      await change(find(app, 'input[name="steelbound.wealthStretch"]'), true);
      await submit(app.element);
    });
    await session.settle();
    for (const client of session.clients)
      expect(
        client.run(() => [
          game.settings?.get("steelbound", "initiativeMode"),
          game.settings?.get("steelbound", "wealthStretch"),
        ]),
      ).toEqual(["agility", true]);
    // Save closes the window; opened again, it shows the saved values.
    expect(session.gm.run(() => instances.get(TABLE_RULES_ID))?.rendered ?? false).toBe(false);
    await session.gm.run(() => click(find(sheetOn(session.gm), '[data-action="openSubmenu"]')));
    await session.settle();
    const again = windowOn(session.gm, TABLE_RULES_ID);
    expect((find(again, 'select[name="steelbound.initiativeMode"]') as HTMLSelectElement).value).toBe(
      "agility",
    );
    expect((find(again, 'input[name="steelbound.wealthStretch"]') as HTMLInputElement).checked).toBe(true);
  });

  it("in Japanese, the menu, its groups and every setting read in Japanese", async () => {
    session.gm.game["i18n"] = createLocalizer("ja");
    const sheet = await openSettings(session.gm);
    const menu = find(sheet, '[data-category="system"] .submenu');
    expect(text(menu.querySelector("label"))).toBe("卓のルール");
    await session.gm.run(() => click(find(sheet, '[data-action="openSubmenu"]')));
    await session.settle();
    const groups = groupsIn(windowOn(session.gm, TABLE_RULES_ID));
    expect(groups.map((g) => g.name)).toEqual([
      "ターン",
      "プレイヤーに見せるもの",
      "ディレクターが確認するもの",
      "オプション・ルール",
    ]);
    expect(groups[0]?.settings[0]?.name).toBe("ターンの順番");
    for (const group of groups)
      for (const setting of group.settings) expect(setting.hint).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
