/**
 * What players and the Director do and read at the table, for the session tests: click a button on a
 * rendered chat card on their own client, open a sheet, read the world settings and a document as their
 * client holds them.
 */
import { on, type Table } from "./table.ts";
import { open } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

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
