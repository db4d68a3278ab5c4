// @vitest-environment happy-dom
/**
 * A condition is one entry: an add-on registers "Dizzy" through `game.system.api.registerCondition` on each
 * client (as its code runs on each) and ships its two words in its language file; from that one entry the
 * Director's token HUD offers it (with the duration dialog of any imposed condition), the hero's speed is
 * capped, her sheet names the effect with the add-on's rule text as its tooltip, her strikes list its bane
 * and the GM's tally counts it, and strikes against a dizzy target list its edge.
 */
import "../sim/install.ts";
import { afterAll, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  clickOn,
  heroSheetOn,
  lastCardOn,
  lastMessageId,
  placeInReach,
  setSetting,
  useAbilityOn,
  useButton,
} from "./play.ts";
import { meleeStrike } from "./setups.ts";
import { find } from "../sim/applications/user.ts";
import { answerDialog, click, currentDialog, waitForDialog } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { SimTokenHUD } from "../sim/applications/token-hud.ts";
import type { TestLocalizer } from "../harness/i18n.ts";
import type { ConditionEntry } from "../../src/rules/index.ts";
import { unregisterCondition } from "../../src/rules/condition-table.ts";

let table: Table;

/** The add-on's one entry: a bane on every power roll, an edge on melee abilities against it, speed at most 3. */
const DIZZY: ConditionEntry = {
  rule: "DIZZY-1",
  icon: "icons/svg/stoned.svg",
  imposed: true,
  speedCap: 3,
  roller: [{ on: "powerRolls", kind: "bane" }],
  target: [{ on: "melee", kind: "edge" }],
};
/** The add-on's language file (flat keys, as a module's lang/en.json may hold them). */
const WORDS = {
  "STEELBOUND.Condition.dizzy": "Dizzy",
  "STEELBOUND.Rules.Condition.dizzy": "Your power rolls have a bane and your speed is at most 3.",
};

afterAll(() => {
  unregisterCondition("dizzy");
});

type Api = { registerCondition(id: string, entry: ConditionEntry): void };
const apiOn = (client: SimClient) => (client.globals.game as { system: { api: Api } }).system.api;
const statusesOn = (client: SimClient, token: SimTokenDocument) =>
  client.run(() => (on(client, token).actor as unknown as { statuses: Set<string> }).statuses);
const speedOn = (client: SimClient, token: SimTokenDocument) =>
  client.run(
    () =>
      (on(client, token).actor as unknown as { system: { movement: { speed: number } } }).system.movement
        .speed,
  );
const cardTally = (client: SimClient, id: string) =>
  client.run(() => {
    const messages = (
      client.globals.game as { messages: { get(id: string): { system: unknown } | undefined } }
    ).messages;
    const row = (messages.get(id)?.system as { targets: { edges: number; banes: number }[] }).targets[0];
    return { edges: row?.edges, banes: row?.banes };
  });

const huds = new Map<SimClient, SimTokenHUD>();
/** The user's token HUD over a token (CONFIG.Token.hudClass, bound as BasePlaceableHUD#bind does). */
async function hudOver(client: SimClient, token: SimTokenDocument): Promise<SimTokenHUD> {
  return client.run(async () => {
    let board = client.globals.canvas as SimCanvas | null;
    if (!board?.ready) board = drawCanvas(client, table.scene);
    const placeable = board.tokens.get(token.id);
    if (!placeable) throw new Error(`${token.name} is not on ${client.label}'s canvas`);
    const config = client.globals.CONFIG as { Token: { hudClass: new () => SimTokenHUD } };
    const hud = huds.get(client) ?? new config.Token.hudClass();
    huds.set(client, hud);
    await hud.bind(placeable);
    return hud;
  });
}

/** The Director clicks Dizzy in the HUD over `token` and answers the duration dialog. */
async function gmSetsDizzy(token: SimTokenDocument): Promise<void> {
  const { gm, session } = table;
  const hud = await hudOver(gm, token);
  const icon = gm.run(() => hud.element.querySelector('[data-action="effect"][data-status-id="dizzy"]'));
  if (!icon) throw new Error("the HUD shows no Dizzy icon");
  // The click's handler opens the duration dialog and toggles once it is answered.
  gm.run(() => icon.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })));
  await gm.run(() => waitForDialog());
  await gm.run(() => answerDialog("ok", { duration: "encounter" }));
  await session.settle();
}

/** Korva uses Shoulder In (a melee strike) on the Shieldbearer; returns her dialog's reasons. */
async function strike(): Promise<string[]> {
  const { alice, session, heroes, tokens } = table;
  await placeInReach(table, tokens.alice, [tokens.captain]);
  target(alice, [tokens.captain]);
  const sheet = await heroSheetOn(alice, heroes.alice);
  queueDice(4, 5);
  const clicking = alice.run(() => click(useButton(sheet)));
  await alice.run(() => waitForDialog());
  const reasons = alice.run(() =>
    [...currentDialog().element.querySelectorAll(".reasons .reason")].map((r) => r.textContent.trim()),
  );
  await alice.run(() => answerDialog("roll"));
  await clicking;
  await session.settle();
  await alice.run(() => sheet.close());
  return reasons;
}

describe("a condition is one entry in the condition table", () => {
  it("R-CN-1…R-CN-11 extended: an add-on registers Dizzy on every client; the Director's token HUD offers it with its name and icon", async () => {
    table = await setUpTable();
    const { gm, session, tokens } = table;
    for (const client of session.clients) {
      client.run(() => {
        apiOn(client).registerCondition("dizzy", DIZZY);
      });
      (client.globals.game as { i18n: TestLocalizer }).i18n.addModuleTranslations(WORDS);
    }
    const hud = await hudOver(gm, tokens.alice);
    const icon = gm.run(() => hud.element.querySelector('[data-status-id="dizzy"]'));
    expect(icon?.getAttribute("src") ?? icon?.querySelector("img")?.getAttribute("src")).toBe(DIZZY.icon);
    expect(gm.run(() => hud.element.textContent + (icon?.outerHTML ?? ""))).toContain("Dizzy");
  });

  it("the Director sets Dizzy on Korva from the HUD (asking its duration, as for any imposed condition); every client sees it and her speed drops to 3", async () => {
    const { session, tokens } = table;
    const before = speedOn(table.gm, tokens.alice);
    expect(before).toBeGreaterThan(3);
    await gmSetsDizzy(tokens.alice);
    for (const client of session.clients) {
      expect(statusesOn(client, tokens.alice).has("dizzy")).toBe(true);
      expect(speedOn(client, tokens.alice)).toBe(3);
    }
    // Alice's sheet lists the effect by its name, its tooltip the add-on's rule text.
    const { alice, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    const shown = alice.run(() =>
      [...sheet.element.querySelectorAll(".effect-name")].map((e) => ({
        name: e.textContent.trim(),
        tooltip: e.getAttribute("data-tooltip-text"),
      })),
    );
    await alice.run(() => sheet.close());
    expect(shown).toContainEqual({ name: "Dizzy", tooltip: WORDS["STEELBOUND.Rules.Condition.dizzy"] });
  });

  it("Korva's strike lists 'You are Dizzy (bane)' and the card every client reads has the bane the GM counted", async () => {
    const reasons = await strike();
    expect(reasons).toContain("You are Dizzy (bane)");
    const card = lastMessageId(table);
    for (const client of table.session.clients)
      expect(cardTally(client, card)).toEqual({ edges: 0, banes: 1 });
  });

  it("with Dizzy on the Shieldbearer instead, Korva's melee strike lists 'Target Dizzy (edge)', counted on every client", async () => {
    const { gm, session, heroes, tokens } = table;
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("dizzy", { active: false }));
    await session.settle();
    await gmSetsDizzy(tokens.captain);
    for (const client of session.clients) expect(statusesOn(client, tokens.alice).has("dizzy")).toBe(false);
    const reasons = await strike();
    expect(reasons).toContain("Target Dizzy (edge)");
    expect(reasons).not.toContain("You are Dizzy (bane)");
    const card = lastMessageId(table);
    for (const client of session.clients) expect(cardTally(client, card)).toEqual({ edges: 1, banes: 0 });
  });

  it("an ability can impose Dizzy too: Korva's Dizzying Blow lands it on the Goblin Warlord on every client", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    await setSetting(gm, "trustAbilityEdits", true);
    const dizzying = () => ({
      damage: { value: 1 },
      conditions: [
        { condition: "dizzy", potency: { characteristic: "might", strength: "none" }, duration: "eot" },
      ],
    });
    await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [
        meleeStrike("Dizzying Blow", [dizzying(), dizzying(), dizzying()]),
      ]),
    );
    await session.settle();
    await placeInReach(table, tokens.alice, [tokens.leader]);
    await useAbilityOn(table, alice, heroes.alice, [tokens.leader], [6, 6], "Dizzying Blow");
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
    for (const client of session.clients) expect(statusesOn(client, tokens.leader).has("dizzy")).toBe(true);
  });
});
