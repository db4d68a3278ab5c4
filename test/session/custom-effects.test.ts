// @vitest-environment happy-dom
/**
 * Effects that are not standard conditions (docs/DATA.md `customEffects`) where the table meets them:
 * Alice adds them to Korva's ability on its sheet, uses it from Korva's sheet on the Shieldbearer, every
 * client's card shows them, Apply puts an ActiveEffect with its changes on the target and one on Korva,
 * and each ends by its Draw Steel duration (R-AB-11): EoT at the end of the bearer's turn, save ends on a
 * successful save. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { korvasTurn } from "./setups.ts";
import {
  clickOn,
  combatOn,
  combatantOn,
  heroSheetOn,
  lastCardOn,
  ownSheetOn,
  rollFrom,
  systemOf,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
  placeInReach,
} from "./play.ts";
import { change, click, find, findAll, textOf } from "../sim/applications/user.ts";
import { setSetting } from "./play.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
let combat: Combat;
let ability: HarnessDocument;

type Effects = { effects: { contents: { name: string; changes: unknown[]; description: string }[] } };
const effectNames = (client: Table["gm"], actor: () => unknown): string[] =>
  client.run(() => (actor() as Effects).effects.contents.map((e) => e.name).sort());
const captainActor = (client: Table["gm"]) => () => on(client, table.tokens.captain).actor;
const korvaActor = (client: Table["gm"]) => () => on(client, table.heroes.alice);

describe("custom effects on an ability", () => {
  it("Alice adds two effects to Shoulder In's tier 2 on its sheet: one on the target, one on Korva", async () => {
    table = await setUpTable();
    // Alice writes her own custom effects here: this table trusts its players' ability edits;
    // test/security/accepted-ability.test.ts plays the default, where an edit waits for the Director.
    await setSetting(table.gm, "trustAbilityEdits", true);
    const { alice } = table;
    const korva = on(alice, table.heroes.alice) as unknown as { items: { contents: HarnessDocument[] } };
    const found = alice.run(() => korva.items.contents.find((i) => i.name === "Shoulder In"));
    if (!found) throw new Error("Korva has no Shoulder In");
    ability = found;
    const sheet = await ownSheetOn(alice, ability);
    const tier2 = () => find(sheet, ".tier-editor.tier-2");
    await alice.run(() => click(find(tier2(), '[data-action="addCustomEffect"]')));
    await alice.run(() => click(find(tier2(), '[data-action="addCustomEffect"]')));
    await table.session.settle();
    const prefix = "system.power.tier2.customEffects";
    const set = async (name: string, value: string) =>
      alice.run(() => change(find(sheet, `[name="${prefix}.${name}"]`), value));
    await set("0.name", "Off balance");
    await set("0.text", "Bane on the next strike <script>alert(1)</script>");
    await alice.run(() => click(find(tier2(), '[data-action="addEffectChange"][data-effect="0"]')));
    await set("0.changes.0.value", "-1");
    await set("1.name", "Braced");
    await set("1.bearer", "self");
    await set("1.duration", "save");
    await alice.run(() => click(find(tier2(), '[data-action="addEffectChange"][data-effect="1"]')));
    await set("1.changes.0.value", "2");
    await table.session.settle();
    await alice.run(() => sheet.close());
    for (const client of table.session.clients) {
      const effects = systemOf(client, ability, "power.tier2.customEffects") as {
        name: string;
        bearer: string;
        duration: string;
        changes: { key: string; mode: number; value: string }[];
      }[];
      expect(effects.map((e) => [e.name, e.bearer, e.duration])).toEqual([
        ["Off balance", "target", "eot"],
        ["Braced", "self", "save"],
      ]);
      expect(effects[1]?.changes).toEqual([{ key: "system.stability", mode: 2, value: "2" }]);
    }
  });

  it("R-PR-10: in combat Alice uses Shoulder In on the Shieldbearer; every client's card lists both effects, the text escaped", async () => {
    const { alice, session, tokens } = table;
    combat = await korvasTurn(table);
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    await rollFrom(table, alice, useButton(sheet), [6, 6]); // 12 + Might 2 = 14: tier 2
    await alice.run(() => sheet.close());
    for (const client of session.clients) {
      const card = lastCardOn(client);
      const shown = findAll(card, ".custom-effect");
      expect(shown.map((e) => find(e, ".effect-name").textContent)).toEqual(["Off balance", "Braced"]);
      expect(textOf(shown[0] ?? card)).toContain("Bane on the next strike <script>");
      expect(card.querySelector(".custom-effect script")).toBeNull();
      expect(textOf(shown[1] ?? card)).toMatch(/on the user/);
    }
  });

  it("Alice clicks Apply: the GM puts Off balance (stability −1) on the Shieldbearer and Braced (+2) on Korva", async () => {
    const { alice, session } = table;
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(effectNames(client, captainActor(client))).toContain("Off balance");
      expect(effectNames(client, korvaActor(client))).toContain("Braced");
      client.run(() => {
        const captain = captainActor(client)()?.system as unknown as { stability: number };
        expect(captain.stability).toBe(0); // the Shieldbearer's 1, less 1
      });
      expect(systemOf(client, table.heroes.alice, "stability")).toBe(2);
    }
    // Applying again adds nothing (R-AB-10: the same effect does not stack).
    await clickOn(table, table.gm, find(lastCardOn(table.gm), '[data-action="applyConditionsAll"]'));
    expect(effectNames(table.gm, captainActor(table.gm)).filter((n) => n === "Off balance")).toHaveLength(1);
  });

  it("R-AB-11: Korva's turn ends: Braced (save ends) asks for a save and ends on an 8; Off balance holds until the Shieldbearer's own turn ends", async () => {
    const { alice, gm, session, tokens } = table;
    await alice.run(async () => click(await trackerOn(alice), "steelboundEndTurn"));
    await session.settle();
    expect(effectNames(gm, captainActor(gm))).toContain("Off balance");
    const prompt = [...alice.chatLog.shown.values()].find((html) =>
      html.querySelector("[data-steelbound-save]"),
    );
    if (!prompt) throw new Error("Alice sees no save card");
    queueDice(8);
    await clickOn(table, alice, find(prompt, "[data-steelbound-save]"));
    for (const client of session.clients) {
      expect(effectNames(client, korvaActor(client))).not.toContain("Braced");
      expect(systemOf(client, table.heroes.alice, "stability")).toBe(0);
    }
    const tracker = await trackerOn(gm);
    const captain = combatantOn(gm, combat, tokens.captain);
    await gm.run(() =>
      click(find(tracker, `[data-combatant-id="${captain}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    expect(combatOn(gm, combat).round).toBe(1);
    await gm.run(async () => click(await trackerOn(gm), "steelboundEndTurn"));
    await session.settle();
    for (const client of session.clients)
      expect(effectNames(client, captainActor(client))).not.toContain("Off balance");
  });
});
