// @vitest-environment happy-dom
/**
 * done-when, where the table meets it: Alice gives Shoulder In's tier 2 "+2 speed until the end
 * of turn" on Korva (a custom effect, bearer self) and "weakened (save ends)" on the target, on the
 * ability's sheet; in combat she uses it from Korva's sheet on the Shieldbearer, applies it from the card,
 * and both land (Korva's sheet shows speed +2, the Shieldbearer is weakened). Meanwhile she sets Dazed on
 * Korva from the token HUD and picks "end of turn" in the duration dialog. Korva's turn ends: the speed
 * bonus and Dazed end; the Shieldbearer's turn ends: weakened ends on a successful save (R-AB-11).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { korvasTurn } from "./setups.ts";
import {
  actorOn,
  clickOn,
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
  setSetting,
  placeInReach,
} from "./play.ts";
import {
  answerDialog,
  change,
  click,
  currentDialog,
  find,
  findAll,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let combat: Combat;
let speed = 0;

const korvaOn = (client: SimClient) => actorOn(client, table.heroes.alice);
const captainOn = (client: SimClient) => {
  const actor = client.run(() => on(client, table.tokens.captain).actor);
  if (!actor) throw new Error("the Shieldbearer token has no actor");
  return actor;
};
const effectsOf = (client: SimClient, actor: HarnessDocument & { effects?: unknown }) =>
  client.run(
    () =>
      (
        actor as unknown as {
          effects: { contents: { name: string; statuses: Set<string>; flags: object }[] };
        }
      ).effects.contents,
  );
const speedOn = (client: SimClient) => systemOf(client, table.heroes.alice, "movement.speed");

describe("R-AB-11: an ability's effects and a HUD condition, each ending at its time", () => {
  it("Alice gives Shoulder In's tier 2 '+2 speed (EoT)' on herself and 'weakened (save ends)' on the target", async () => {
    table = await setUpTable();
    // Alice edits her hero's ability on its sheet here: this table trusts its players' ability edits;
    // test/security/accepted-ability.test.ts plays the default, where an edit waits for the Director.
    await setSetting(table.gm, "trustAbilityEdits", true);
    const { alice, gm, session } = table;
    speed = Number(speedOn(gm));
    const ability = alice.run(() => korvaOn(alice).items.find((i) => i.name === "Shoulder In"));
    if (!ability) throw new Error("Korva has no Shoulder In");
    const sheet = await ownSheetOn(alice, ability);
    const tier2 = () => find(sheet, ".tier-editor.tier-2");
    const set = (name: string, value: string) =>
      alice.run(() => change(find(sheet, `[name="system.power.tier2.${name}"]`), value));
    await alice.run(() => click(find(tier2(), '[data-action="addCustomEffect"]')));
    await set("customEffects.0.name", "Rush");
    await set("customEffects.0.bearer", "self");
    await set("customEffects.0.duration", "eot");
    await alice.run(() => click(find(tier2(), '[data-action="addEffectChange"][data-effect="0"]')));
    await set("customEffects.0.changes.0.key", "system.movement.speed");
    await set("customEffects.0.changes.0.value", "2");
    await alice.run(() => click(find(tier2(), '[data-action="addTierCondition"]')));
    await set("conditions.0.condition", "weakened");
    await set("conditions.0.potency.strength", "none");
    await set("conditions.0.duration", "save");
    await session.settle();
    await alice.run(() => sheet.close());
    for (const client of session.clients) {
      expect(systemOf(client, ability, "power.tier2.customEffects.0.changes")).toEqual([
        { key: "system.movement.speed", mode: 2, value: "2" },
      ]);
      const [condition] = systemOf(client, ability, "power.tier2.conditions") as {
        condition: string;
        duration: string;
      }[];
      expect([condition?.condition, condition?.duration]).toEqual(["weakened", "save"]);
    }
  }, 30_000);

  it("in combat Alice uses it from Korva's sheet on the Shieldbearer and applies the card: Korva's speed shows +2, the Shieldbearer is weakened", async () => {
    const { alice, session, tokens } = table;
    combat = await korvasTurn(table);
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    await rollFrom(table, alice, useButton(sheet), [6, 6]); // 12 + Might 2 = 14: tier 2
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(speedOn(client)).toBe(speed + 2);
      expect(effectsOf(client, korvaOn(client)).map((e) => e.name)).toContain("Rush");
      expect(effectsOf(client, captainOn(client)).some((e) => e.statuses.has("weakened"))).toBe(true);
    }
    expect(textOf(find(sheet.element, ".stat-row"))).toContain(String(speed + 2));
  });

  it("Alice sets Dazed on Korva from the token HUD and picks 'end of turn' in the duration dialog, from the keyboard's select", async () => {
    const { alice, session } = table;
    // v13 TokenHUD's effect action calls Actor#toggleStatusEffect(statusId, {overlay}) on the token's actor.
    const toggling = alice.run(() => korvaOn(alice).toggleStatusEffect("dazed", { overlay: false }));
    await alice.run(() => answerDialog("ok", { duration: "eot" }));
    await toggling;
    await session.settle();
    for (const client of session.clients) {
      const dazed = effectsOf(client, korvaOn(client)).find((e) => e.statuses.has("dazed"));
      expect(dazed?.flags).toMatchObject({ steelbound: { duration: "eot" } });
    }
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    expect(textOf(find(sheet.element, ".effect-list"))).toMatch(/Dazed.*end of turn/s);
  });

  it("closing the HUD's duration dialog sets nothing; a forced toggle (Steelbound's own) asks nothing", async () => {
    const { alice, session } = table;
    const toggling = alice.run(() => korvaOn(alice).toggleStatusEffect("prone"));
    await alice.run(async () => {
      await waitForDialog();
      await currentDialog().close();
    });
    expect(await toggling).toBeUndefined();
    await session.settle();
    expect(effectsOf(alice, korvaOn(alice)).some((e) => e.statuses.has("prone"))).toBe(false);
    // Steelbound's own calls force `active` and open no dialog.
    await alice.run(() => korvaOn(alice).toggleStatusEffect("prone", { active: true }));
    await session.settle();
    expect(effectsOf(alice, korvaOn(alice)).some((e) => e.statuses.has("prone"))).toBe(true);
    await alice.run(() => korvaOn(alice).toggleStatusEffect("prone", { active: false }));
    await session.settle();
  });

  it("Korva's turn ends: Rush (+2 speed) and the HUD's Dazed end on every client; weakened holds on the Shieldbearer", async () => {
    const { alice, gm, session } = table;
    await alice.run(async () => click(await trackerOn(alice), "steelboundEndTurn"));
    await session.settle();
    for (const client of session.clients) {
      const names = effectsOf(client, korvaOn(client));
      expect(names.map((e) => e.name)).not.toContain("Rush");
      expect(names.some((e) => e.statuses.has("dazed"))).toBe(false);
      expect(speedOn(client)).toBe(speed);
    }
    expect(effectsOf(gm, captainOn(gm)).some((e) => e.statuses.has("weakened"))).toBe(true);
  });

  it("the Shieldbearer's turn ends: the Director rolls its save, an 8 ends weakened on every client", async () => {
    const { gm, session, tokens } = table;
    const tracker = await trackerOn(gm);
    const captain = combatantOn(gm, combat, tokens.captain);
    await gm.run(() =>
      click(find(tracker, `[data-combatant-id="${captain}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    await gm.run(async () => click(await trackerOn(gm), "steelboundEndTurn"));
    await session.settle();
    const prompt = [...gm.chatLog.shown.values()]
      .reverse()
      .find((html) => html.querySelector("[data-steelbound-save]"));
    if (!prompt) throw new Error("the Director sees no save card");
    expect(findAll(prompt, "[data-steelbound-save]").length).toBeGreaterThan(0);
    queueDice(8);
    await clickOn(table, gm, find(prompt, "[data-steelbound-save]"));
    for (const client of session.clients)
      expect(effectsOf(client, captainOn(client)).some((e) => e.statuses.has("weakened"))).toBe(false);
  });
});
