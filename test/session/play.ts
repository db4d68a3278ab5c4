/**
 * What players and the Director do and read at the table, for the session tests: click a button on a
 * rendered chat card on their own client, open a sheet and use an ability through the roll dialog, open
 * their combat tracker, read the world settings, a document and the combat as their client holds them.
 */
import { create, on, target, type Table } from "./table.ts";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../../src/applications/sheets/monster-sheet.ts";
import { answerDialog, click, find, open } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";
import { spaceGap, type GroundFootprint } from "../../src/rules/index.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

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

/** A token's space on the session scene's square grid (x, y in squares; its side in squares). */
function spaceOn(client: SimClient, token: SimTokenDocument): GroundFootprint {
  const doc = on(client, token);
  const size = client.run(() => (doc.parent as { grid?: { size: number } } | null)?.grid?.size ?? 100);
  return {
    x: Math.round(doc.x / size),
    y: Math.round(doc.y / size),
    size: Math.max(1, Math.round(doc.width)),
  };
}

/** The Director moves a token so its top-left square is (x, y); every client has the move. */
export async function placeAt(table: Table, token: SimTokenDocument, x: number, y: number): Promise<void> {
  const { gm } = table;
  const size = gm.run(() => (on(gm, token).parent as { grid?: { size: number } } | null)?.grid?.size ?? 100);
  await gm.run(() => on(gm, token).update({ x: x * size, y: y * size }));
  await table.session.settle();
}

/**
 * The GM measures an ability's reach on the board (src/canvas/reach-board.ts, R-AB-2). The Director
 * moves `mover` to the free square nearest to it from which every target is within `reach` squares, as a
 * creature steps up before it strikes; nothing moves when it already reaches them all.
 */
export async function placeInReach(
  table: Table,
  mover: SimTokenDocument,
  targets: SimTokenDocument[],
  reach = 1,
): Promise<void> {
  const { gm } = table;
  const from = spaceOn(gm, mover);
  const spaces = targets.map((t) => spaceOn(gm, t));
  const reaches = (at: GroundFootprint) => spaces.every((s) => spaceGap(at, s) <= reach);
  if (reaches(from)) return;
  const others = gm
    .run(() => table.scene.tokens.contents)
    .filter((t) => t.id !== mover.id)
    .map((t) => spaceOn(gm, t));
  const xs = spaces.map((s) => s.x);
  const ys = spaces.map((s) => s.y);
  let best: GroundFootprint | null = null;
  for (let x = Math.max(0, Math.min(...xs) - reach - from.size); x <= Math.max(...xs) + reach + 1; x++)
    for (let y = Math.max(0, Math.min(...ys) - reach - from.size); y <= Math.max(...ys) + reach + 1; y++) {
      const at = { x, y, size: from.size };
      if (!reaches(at) || others.some((o) => spaceGap(at, o) === 0)) continue;
      if (best === null || spaceGap(at, from) < spaceGap(best, from)) best = at;
    }
  if (best === null) throw new Error(`no free square for ${mover.name} within ${reach} of its targets`);
  await placeAt(table, mover, best.x, best.y);
}

/**
 * A player targets `targets`, opens their hero's sheet, uses the named ability (the first one shown when
 * none is named) with these dice and closes the sheet; returns the new card's message id.
 */
export async function useAbilityOn(
  table: Table,
  client: SimClient,
  hero: HarnessDocument,
  targets: SimTokenDocument[],
  dice: number[],
  itemName?: string,
): Promise<string> {
  target(client, targets);
  const sheet = await heroSheetOn(client, hero);
  const item =
    itemName === undefined
      ? undefined
      : on(client, hero)
          .getEmbeddedCollection("Item")
          .find((i) => i.name === itemName);
  if (itemName !== undefined && !item) throw new Error(`${hero.name} has no ${itemName}`);
  await rollFrom(table, client, useButton(sheet, item?.id), dice);
  // The user closes the sheet when done.
  await client.run(() => sheet.close());
  return lastMessageId(table);
}

/** The button of a card's target row (or the card's own when `index` is null) on a client's chat log. */
export function rowButton(client: SimClient, messageId: string, action: string, index: number | null = 0) {
  const row = index === null ? "" : `[data-target-index="${index}"] `;
  const button = cardOn(client, messageId).querySelector(`${row}[data-action="${action}"]`);
  if (!button) throw new Error(`no ${action} button on ${messageId}`);
  return button;
}

/**
 * What a modded client sends: a player asks the GM to apply a card's results to these tokens directly;
 * returns the GM's answer and the warnings the player saw.
 */
export async function requestApply(
  table: Table,
  client: SimClient,
  messageId: string,
  tokens: SimTokenDocument[],
  mode: "damage" | "conditions" | "half" = "damage",
): Promise<{ result: unknown; warnings: string }> {
  const seen = client.notifications.length;
  const result = await client.run(() =>
    requestGm({ kind: "applyResults", messageId, targets: tokens.map((t) => t.uuid), mode }),
  );
  await table.session.settle();
  return { result, warnings: warningsOn(client, seen).join(" ") };
}

/**
 * The Director puts a linked token of a world actor on the table's scene at square (x, y), so the GM can
 * measure its abilities' reach from it (src/canvas/reach-board.ts); every client has it.
 */
export async function placeTokenFor(
  table: Table,
  actor: HarnessDocument,
  x: number,
  y: number,
): Promise<SimTokenDocument> {
  const { gm, scene } = table;
  const size = gm.run(() => scene.grid.size);
  const prototype = actor._source["prototypeToken"] as Record<string, unknown> | undefined;
  const data = {
    ...prototype,
    name: actor.name,
    actorId: actor.id,
    actorLink: true,
    x: x * size,
    y: y * size,
  };
  const before = new Set(scene.tokens.contents.map((t) => t.id));
  await gm.run(() => scene.createEmbeddedDocuments("Token", [data]));
  await table.session.settle();
  const token = scene.tokens.contents.find((t) => !before.has(t.id));
  if (!token) throw new Error(`no token for ${actor.name}`);
  return token;
}

/**
 * A custom effect (docs/DATA.md `customEffects`) that would set its bearer's stamina to 0 for the encounter:
 * what an attacker writes into an ability or a card.
 */
export const staminaToZeroEffect = (name: string) => ({
  name,
  text: "",
  changes: [{ key: "system.stamina.value", mode: 5, value: "0" }],
  potency: { characteristic: "might", strength: "none" },
  bearer: "target",
  duration: "encounter",
});

/**
 * The Director puts a token already on the scene into the running combat, the way the token HUD's
 * "toggle combat" does (one Combatant for it); every client has it.
 */
export async function joinCombat(table: Table, combat: Combat, token: SimTokenDocument): Promise<void> {
  const { gm, scene } = table;
  await gm.run(() =>
    (combat as HarnessDocument).createEmbeddedDocuments("Combatant", [
      { tokenId: token.id, sceneId: scene.id, actorId: token.actorId },
    ]),
  );
  await table.session.settle();
}

/**
 * The table plays on from the Director's rendered tracker until the next turn of `token`'s creature
 * begins: the Director's side goes first if nobody chose yet, a running turn is ended, a side's next creature is picked (that creature whenever it may go),
 * and a finished round is followed by the next one. Saving throws and villain actions are left alone.
 */
export async function nextTurnOf(table: Table, combat: Combat, token: SimTokenDocument): Promise<void> {
  const { gm, session } = table;
  const id = combatantOn(gm, combat, token);
  const turnActors = () => gm.run(() => combatOn(gm, combat).flow.turn?.actors ?? null);
  if (turnActors()?.includes(id))
    await clickOn(table, gm, find(await trackerOn(gm), '[data-action="steelboundEndTurn"]'));
  for (let guard = 0; guard < 40; guard++) {
    const actors = turnActors();
    if (actors?.includes(id)) return;
    const tracker = await trackerOn(gm);
    if (actors) await gm.run(() => click(tracker, "steelboundEndTurn"));
    else if (gm.run(() => combatOn(gm, combat).roundComplete))
      await gm.run(() => click(tracker, "nextRound"));
    else {
      const own = tracker.element.querySelector<HTMLElement>(
        `[data-combatant-id="${id}"] [data-action="steelboundAct"]`,
      );
      const any = tracker.element.querySelector<HTMLElement>('[data-action="steelboundAct"]');
      // Before round 1's first pick the side that goes first is chosen (R-CB-2): the Director's.
      const side = tracker.element.querySelector<HTMLElement>(
        '[data-action="steelboundChooseSide"][data-side="director"]',
      );
      const act = own ?? any ?? side;
      if (!act) throw new Error("nobody may act on the tracker");
      await gm.run(() => click(act));
    }
    await session.settle();
  }
  throw new Error(`${token.name}'s turn never came`);
}

/** An embedded item as a test edits it (a player's modded client writes any field of their own item). */
export type EditableItem = HarnessDocument & { update(d: Plain): Promise<unknown>; toObject(): unknown };

/** The actor's item of this name as a client holds it. */
export const itemNamed = (client: SimClient, actor: HarnessDocument, name: string): EditableItem =>
  client.run(
    () =>
      (on(client, actor) as unknown as Actor.Implementation).items.find(
        (i: { name: string }) => i.name === name,
      ) as unknown as EditableItem,
  );
