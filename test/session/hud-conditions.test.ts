// @vitest-environment happy-dom
/**
 * Where the table meets it: a condition the Director sets from the token HUD carries the
 * creature that imposed it (picked in the HUD's dialog; in combat the creature whose turn it is comes
 * preselected), so the source-based banes apply as for an ability's condition (R-CN-3 frightened, R-CN-8
 * taunted); and a creature immune to a condition never gets it — not from an ability card, a text's
 * condition button or the HUD — and every client reads a chat line saying why.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { meleeStrike } from "./setups.ts";
import {
  actorOn,
  clickOn,
  combatantOn,
  heroSheetOn,
  lastCardOn,
  lastMessageId,
  openCombat,
  placeInReach,
  rollFrom,
  setSetting,
  trackerOn,
  useAbilityOn,
  useButton,
  type Combat,
} from "./play.ts";
import {
  answerDialog,
  currentDialog,
  find,
  openDialogs,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import type { SimTokenHUD } from "../sim/applications/token-hud.ts";

let table: Table;
let combat: Combat;

type Effects = { effects: { contents: { statuses: Set<string>; origin: string | null }[] } };
const tokenActor = (client: SimClient, token: SimTokenDocument) => {
  const actor = client.run(() => on(client, token).actor);
  if (!actor) throw new Error(`${token.name} has no actor`);
  return actor;
};
const effectWith = (client: SimClient, actor: HarnessDocument, status: string) =>
  client.run(() => (actor as unknown as Effects).effects.contents.find((e) => e.statuses.has(status)));
const hasStatus = (client: SimClient, actor: HarnessDocument, status: string) =>
  client.run(() => (actor as unknown as { statuses: Set<string> }).statuses.has(status));
const cardTargets = (client: SimClient, id: string) =>
  client.run(() => {
    const messages = (
      client.globals.game as { messages: { get(id: string): { system: unknown } | undefined } }
    ).messages;
    return (messages.get(id)?.system as { targets: { banes: number; edges: number }[] }).targets;
  });
const lastChatText = (client: SimClient) => {
  const last = [...client.chatLog.shown.values()].at(-1);
  return last ? textOf(last) : "";
};
const uuidOf = (client: SimClient, token: SimTokenDocument) => tokenActor(client, token).uuid;

/**
 * The user opens the token HUD over a token on their canvas (v13 canvas.hud.token, the CONFIG.Token.hudClass
 * instance, bound with BasePlaceableHUD#bind) and left-clicks a condition's icon in its status palette. Not
 * awaited by the caller when the click opens the duration dialog.
 */
const huds = new Map<SimClient, SimTokenHUD>();
function clickHudStatus(client: SimClient, token: SimTokenDocument, status: string): Promise<void> {
  return client.run(async () => {
    let board = client.globals.canvas as SimCanvas | null;
    if (!board?.ready) board = drawCanvas(client, table.scene);
    const placeable = board.tokens.get(token.id);
    if (!placeable) throw new Error(`${token.name} is not on ${client.label}'s canvas`);
    const config = client.globals.CONFIG as { Token: { hudClass: new () => SimTokenHUD } };
    const hud = huds.get(client) ?? new config.Token.hudClass();
    huds.set(client, hud);
    await hud.bind(placeable);
    const icon = hud.element.querySelector(`[data-action="effect"][data-status-id="${status}"]`);
    if (!icon) throw new Error(`the HUD shows no ${status} icon`);
    icon.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** A hero ability whose every tier weakens with no potency: lands on any target (R-AB-6). */
const weakening = () => ({
  damage: { value: 2 },
  conditions: [
    { condition: "weakened", potency: { characteristic: "might", strength: "none" }, duration: "save" },
  ],
});
const HAMSTRING = meleeStrike("Hamstring", [weakening(), weakening(), weakening()]);

describe("token HUD conditions with a source (R-CN-3, R-CN-8) and condition immunities", () => {
  it("R-CN-3: the Director sets Frightened on Tamsin from the HUD and names the Warlord in its dialog; every client keeps the Warlord as its source", async () => {
    table = await setUpTable();
    const { gm, session, heroes, tokens } = table;
    // The Director's click on Tamsin's Frightened icon in the rendered token HUD.
    const toggling = clickHudStatus(gm, tokens.bob, "frightened");
    await gm.run(() => waitForDialog());
    const offered = gm.run(() =>
      [...currentDialog().element.querySelectorAll('select[name="source"] option')].map((o) => o.textContent),
    );
    expect(offered).toContain("Goblin Warlord");
    expect(offered).not.toContain("Tamsin");
    await gm.run(() => answerDialog("ok", { duration: "save", source: uuidOf(gm, tokens.leader) }));
    await toggling;
    await session.settle();
    for (const client of session.clients)
      expect(effectWith(client, actorOn(client, heroes.bob), "frightened")?.origin).toBe(
        uuidOf(client, tokens.leader),
      );
  });

  it("R-CN-3: Bob's roll against the Warlord has the fear's bane; against the Shieldbearer it has none", async () => {
    const { bob, gm, heroes, tokens } = table;
    await placeInReach(table, tokens.bob, [tokens.leader]);
    target(bob, [tokens.leader]);
    const sheet = await heroSheetOn(bob, heroes.bob);
    await rollFrom(table, bob, useButton(sheet), [6, 6]);
    expect(cardTargets(gm, lastMessageId(table))[0]?.banes).toBe(1);
    await placeInReach(table, tokens.bob, [tokens.captain]);
    target(bob, [tokens.captain]);
    await rollFrom(table, bob, useButton(sheet), [6, 6]);
    expect(cardTargets(gm, lastMessageId(table))[0]?.banes).toBe(0);
    await bob.run(() => sheet.close());
  });

  it("R-CN-8: in combat, on the Shieldbearer's turn, the Director sets Taunted on Korva; the dialog offers the Shieldbearer first and preselected", async () => {
    const { gm, session, heroes, tokens } = table;
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const tracker = await trackerOn(gm);
    await clickOn(table, gm, find(tracker, '[data-action="steelboundChooseSide"][data-side="director"]'));
    const id = combatantOn(gm, combat, tokens.captain);
    await clickOn(table, gm, find(tracker, `[data-combatant-id="${id}"] [data-action="steelboundAct"]`));
    const toggling = clickHudStatus(gm, tokens.alice, "taunted");
    await gm.run(() => waitForDialog());
    const selected = gm.run(
      () => (currentDialog().element.querySelector('select[name="source"]') as HTMLSelectElement).value,
    );
    expect(selected).toBe(uuidOf(gm, tokens.captain));
    await gm.run(() => answerDialog("ok", { duration: "eot" }));
    await toggling;
    await session.settle();
    for (const client of session.clients)
      expect(effectWith(client, actorOn(client, heroes.alice), "taunted")?.origin).toBe(
        uuidOf(client, tokens.captain),
      );
  });

  it("immunity: the Shieldbearer is immune to Weakened; Alice's ability card, the Director's HUD toggle and a direct creation all leave it unweakened, and every client reads why", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    await gm.run(() => combat.delete());
    await session.settle();
    await setSetting(gm, "trustAbilityEdits", true);
    await gm.run(() => actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [HAMSTRING]));
    const captain = tokenActor(gm, tokens.captain);
    await gm.run(() => captain.update({ system: { conditionImmunities: ["weakened"] } }));
    await session.settle();

    // An ability card, applied by the GM at Alice's click.
    await placeInReach(table, tokens.alice, [tokens.captain]);
    await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [6, 6], "Hamstring");
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
    for (const client of session.clients) {
      expect(hasStatus(client, tokenActor(client, tokens.captain), "weakened")).toBe(false);
      expect(effectWith(client, tokenActor(client, tokens.captain), "weakened")).toBeUndefined();
      expect(lastChatText(client)).toContain("Goblin Shieldbearer is immune to Weakened");
    }

    // The Director's HUD toggle: refused before any dialog opens.
    const shown = gm.chatLog.shown.size;
    await clickHudStatus(gm, tokens.captain, "weakened");
    await session.settle();
    expect(gm.run(() => openDialogs().length)).toBe(0);
    expect(gm.chatLog.shown.size).toBe(shown + 1);
    for (const client of session.clients) {
      expect(hasStatus(client, tokenActor(client, tokens.captain), "weakened")).toBe(false);
      expect(lastChatText(client)).toContain("immune to Weakened");
    }

    // A condition any other route creates directly (a macro, a module) is refused as well.
    await gm.run(() =>
      captain.createEmbeddedDocuments("ActiveEffect", [
        { name: "Weakened", statuses: ["weakened"], img: "icons/svg/degen.svg" },
      ]),
    );
    await session.settle();
    for (const client of session.clients)
      expect(effectWith(client, tokenActor(client, tokens.captain), "weakened")).toBeUndefined();
  });
});
