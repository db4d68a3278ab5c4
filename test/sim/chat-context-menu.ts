/**
 * The chat log's right-click menu on one simulated client, after v13 client/applications/sidebar/tabs/
 * chat.mjs ChatLog#_onFirstRender and #_getEntryContextOptions, client/applications/api/application.mjs
 * ApplicationV2#_createContextMenu and client/applications/ux/context-menu.mjs: the entries are collected
 * ONCE per client (core's four entries, then `Hooks.call("getChatMessageContextOptions", app, entries)`,
 * parentClassHooks false); opening the menu on a `.message[data-message-id]` element lists the entries
 * whose condition (v14: visible) answers true for that element, and choosing one calls its callback (v14:
 * onClick(event, target)) with the element. Entry shapes per generation: ./generation.ts menuItem.
 * Core's own entries are named only (their callbacks are not emulated).
 */
import { coreMenuEntry, menuItem } from "./generation.ts";
import type { SimClient } from "./client.ts";

const CORE_ENTRIES = ["CHAT.PopoutMessage", "CHAT.RevealMessage", "CHAT.ConcealMessage", "SIDEBAR.Delete"];

const collected = new WeakMap<SimClient, object[]>();

function entriesOf(client: SimClient): object[] {
  let entries = collected.get(client);
  if (entries) return entries;
  entries = client.run(() => {
    const list: object[] = CORE_ENTRIES.map((key) => coreMenuEntry(key, () => false));
    const hooks = client.globals.Hooks as { call(name: string, ...args: unknown[]): boolean };
    hooks.call("getChatMessageContextOptions", { id: "chat" }, list);
    return list;
  });
  collected.set(client, entries);
  return entries;
}

/** The `.message[data-message-id]` element of a message on the client's chat log. */
function messageElement(client: SimClient, messageId: string): HTMLElement {
  const shown = client.chatLog.shown.get(messageId);
  const li = shown?.matches(".message[data-message-id]")
    ? shown
    : shown?.querySelector<HTMLElement>(".message[data-message-id]");
  if (!li) throw new Error(`${client.label} shows no message ${messageId}`);
  return li;
}

/** The keys of the entries the menu shows when the user right-clicks the message. */
export function chatMenuOn(client: SimClient, messageId: string): string[] {
  const li = messageElement(client, messageId);
  return client.run(() =>
    entriesOf(client)
      .map(menuItem)
      .filter((e) => e.visible(li))
      .map((e) => e.key),
  );
}

/** Chooses an entry of the message's menu (it must be shown), as the user's click does; not awaited. */
export function chooseChatMenu(client: SimClient, messageId: string, key: string): void {
  const li = messageElement(client, messageId);
  client.run(() => {
    const entry = entriesOf(client)
      .map(menuItem)
      .find((e) => e.key === key && e.visible(li));
    if (!entry) throw new Error(`${client.label}'s menu on ${messageId} has no ${key}`);
    entry.click(li);
  });
}
