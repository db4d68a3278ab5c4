/**
 * What players and the Director do and read at the table, for the session tests: click a button on a
 * rendered chat card on their own client, open a sheet and use an ability through the roll dialog, open
 * their combat tracker, read the world settings, a document and the combat as their client holds them.
 */
import { create, on, type Table } from "./table.ts";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../../src/applications/sheets/monster-sheet.ts";
import { answerDialog, click, find, open } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";

/** What a user clicks: a rendered application or an element inside one. */
type Clickable = Parameters<typeof click>[0];

/** The world setting `steelbound.<key>` as a client reads it. */
export function setting(client: SimClient, key: string): unknown {
  return client.run(() =>
    (game.settings as unknown as { get(n: string, k: string): unknown }).get("steelbound", key),
  );
}

/** The party's hero tokens as a client reads them. */
export const heroTokensOn = (client: SimClient): number =>
  (setting(client, "heroTokens") as { value: number }).value;

/** The Director's Malice as a client reads it. */
export const maliceOn = (client: SimClient): number => (setting(client, "malice") as { value: number }).value;

/** Writes a world setting from a client, as the settings API does (the server decides). */
export function setSetting(client: SimClient, key: string, value: unknown): Promise<unknown> {
  return client.run(() =>
    (game.settings as unknown as { set(n: string, k: string, v: unknown): Promise<unknown> }).set(
      "steelbound",
      key,
      value,
    ),
  );
}

/** An actor as a client holds it (fails the test when the document is no actor). */
export function actorOn(client: SimClient, doc: HarnessDocument): HarnessActor {
  const actor = on(client, doc);
  if (!(actor instanceof HarnessActor)) throw new Error(`${doc.name} is not an actor`);
  return actor;
}

/** A system field of a document as a client holds it. */
export function systemOf(client: SimClient, doc: HarnessDocument, path: string): unknown {
  return client.run(() => foundry.utils.getProperty(on(client, doc).system as object, path));
}

/** The rendered card of a message on a client's chat log. */
export function cardOn(client: SimClient, messageId: string): HTMLElement {
  const card = client.chatLog.shown.get(messageId);
  if (!card) throw new Error(`${client.label} shows no card ${messageId}`);
  return card;
}

/** The newest card on a client's chat log. */
export function lastCardOn(client: SimClient): HTMLElement {
  const card = [...client.chatLog.shown.values()].at(-1);
  if (!card) throw new Error(`${client.label} shows no card`);
  return card;
}

/** The id of the newest message every client has. */
export function lastMessageId(table: Table): string {
  const id = [...table.gm.chatLog.shown.keys()].at(-1);
  if (!id) throw new Error("no message");
  return id;
}

/** A user's click on an element of a rendered card on their own client; waits for the table to settle. */
export async function clickOn(table: Table, client: SimClient, element: Element): Promise<void> {
  client.run(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
  await table.session.settle();
}

/** The warnings (and errors) a client's user has seen since `from`. */
export function warningsOn(client: SimClient, from = 0): string[] {
  return client.notifications.slice(from).flatMap((n) => (n.level === "info" ? [] : [n.message]));
}

/** Opens a sheet for a document on a client, rendered. */
export async function sheetOn<T extends { render(o: { force: boolean }): Promise<unknown> }>(
  client: SimClient,
  make: () => T,
): Promise<T> {
  const sheet = client.run(make);
  await client.run(() => open(sheet));
  return sheet;
}

/** A sheet as the session tests drive it (v13 ApplicationV2 and DocumentSheetV2 members they read). */
export type Sheet = {
  element: HTMLElement;
  rendered: boolean;
  isEditable: boolean;
  mode?: string;
  render(o: object): Promise<unknown>;
  close(): Promise<unknown>;
};

/** A document's own sheet on a client (v13 ClientDocumentMixin#sheet), opened the way a double-click does. */
export async function ownSheetOn(client: SimClient, doc: HarnessDocument): Promise<Sheet> {
  const sheet = client.run(() => doc.sheet) as Sheet;
  await client.run(() => open(sheet));
  return sheet;
}

/** A hero's sheet opened on a client. */
export const heroSheetOn = (client: SimClient, hero: HarnessDocument): Promise<HeroSheet> =>
  sheetOn(client, () => new HeroSheet({ document: on(client, hero) } as never));

/** A monster's sheet opened on a client (a token's synthetic actor included). */
export const monsterSheetOn = (client: SimClient, actor: HarnessDocument): Promise<MonsterSheet> =>
  sheetOn(client, () => new MonsterSheet({ document: on(client, actor) } as never));

/**
 * A click that opens a dialog, the dialog answered (the click's work is started, not awaited, until the
 * dialog is answered, as a user's click is); waits for the table to settle.
 */
export async function clickAnswering(
  table: Table,
  client: SimClient,
  button: Clickable,
  answer: string,
  fields: Record<string, string | boolean> = {},
): Promise<void> {
  const clicking = client.run(() => click(button));
  await client.run(() => answerDialog(answer, fields));
  await clicking;
  await table.session.settle();
}

/** A click that opens the roll dialog (an ability's use, a test, a project), the dice queued, Roll answered. */
export async function rollFrom(table: Table, client: SimClient, button: Clickable, dice: number[]) {
  queueDice(...dice);
  await clickAnswering(table, client, button, "roll");
}

/** An ability's use button on an open sheet: the item's, or the first one shown. */
export const useButton = (sheet: Clickable, itemId?: string): HTMLElement =>
  find(sheet, `[data-action="useAbility"]${itemId === undefined ? "" : `[data-item-id="${itemId}"]`}`);

/** The stamina of an actor as a client holds it. */
export const staminaOn = (client: SimClient, actor: HarnessDocument): number =>
  systemOf(client, actor, "stamina.value") as number;

/** The stamina of a token's actor as a client holds it. */
export const tokenStaminaOn = (client: SimClient, token: SimTokenDocument): number =>
  client.run(() => (on(client, token).actor?.system as { stamina: { value: number } }).stamina.value);

export type Combat = SteelCombat & HarnessDocument;

/** The Director opens a combat on the table's scene with these tokens' combatants; every client has it. */
export async function openCombat(table: Table, tokens: SimTokenDocument[]): Promise<Combat> {
  const { gm, scene } = table;
  const combat = (await create(gm, "Combat", { scene: scene.id, active: true })) as unknown as Combat;
  await gm.run(() =>
    (combat as HarnessDocument).createEmbeddedDocuments(
      "Combatant",
      tokens.map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId })),
    ),
  );
  await table.session.settle();
  return combat;
}

/** The combat as a client sees it (read inside that client). */
export const combatOn = (client: SimClient, combat: Combat): Combat =>
  on(client, combat as HarnessDocument) as unknown as Combat;

/** The id of a token's combatant in the combat as a client sees it. */
export function combatantOn(client: SimClient, combat: Combat, token: SimTokenDocument): string {
  const id = client.run(() => combatOn(client, combat).combatants.find((c) => c.tokenId === token.id)?.id);
  if (!id) throw new Error(`${token.name} is not in the combat`);
  return id;
}

/** The v13 CombatTracker members the session tests use. */
export type Tracker = {
  element: HTMLElement;
  rendered: boolean;
  render(o?: object): Promise<unknown>;
  /** Entries in the running generation's shape: read them through ../sim/generation.ts menuItem. */
  _getCombatContextOptions(): object[];
  _getEntryContextOptions(): object[];
};

/**
 * The client's combat tracker (v13 ui.combat, built from CONFIG.ui.combat), opened once: after that it
 * shows what its own re-renders drew (a test never forces one, so a stale tracker fails it).
 */
export async function trackerOn(client: SimClient): Promise<Tracker> {
  const ui = client.globals.ui as { combat?: Tracker };
  if (!ui.combat) {
    const Cls = (client.config as unknown as { ui: { combat: new () => Tracker } }).ui.combat;
    ui.combat = client.run(() => new Cls());
  }
  const tracker = ui.combat;
  if (!tracker.rendered) await client.run(() => open(tracker));
  return tracker;
}
