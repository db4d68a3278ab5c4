/**
 * How a v13 client turns a ChatMessage into what its chat log shows, for the simulation (written from the
 * v13 source, not copied):
 * - v13 client/documents/chat-message.mjs ChatMessage#renderHTML (and its private #renderRollContent,
 *   #renderRollHTML): the subtype's own system.renderHTML when it has one, else core's message template with
 *   the rolls rendered per viewer; then the `renderChatMessageHTML` hook.
 * - v13 client/dice/roll.mjs Roll#render, #_prepareChatRenderContext and #getTooltip.
 * - v13 client/applications/sidebar/tabs/chat.mjs ChatLog#postOne (an invisible message is not posted) and
 *   #doRenderBatch (a message whose rendering throws is left out of the log).
 * The DOM is happy-dom's, installed by chat-sim.ts installChatRender.
 */
import type { SimChatMessage } from "./chat-message.ts";
import { escapeHTML } from "../harness/utils.ts";

export interface RenderHTMLOptions {
  canDelete?: boolean | undefined;
  canClose?: boolean | undefined;
}

interface SimGlobals {
  game: {
    user: { id: string; isGM: boolean };
    users?: { get(id: string): { name: string } | undefined };
    i18n: { localize(key: string): string; format(key: string, data: Record<string, string>): string };
  };
  CONFIG: { ChatMessage: { template?: string } };
  Hooks: { callAll(name: string, ...args: unknown[]): boolean };
  foundry: { applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
}
const g = (): SimGlobals => globalThis as unknown as SimGlobals;
const renderTemplate = (path: string, data: object) =>
  g().foundry.applications.handlebars.renderTemplate(path, data);

/** v13 CONFIG.ChatMessage.template */
export const CORE_MESSAGE_TEMPLATE = "templates/sidebar/chat-message.hbs";

/** foundry.utils.parseHTML for one element. */
function parseElement(html: string): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("sim: the message template rendered no element");
  return element;
}

interface RenderableRoll {
  render(options?: { isPrivate?: boolean; message?: unknown }): Promise<string>;
}
const asRenderable = (roll: unknown): RenderableRoll => roll as RenderableRoll; // rolls come from Roll.fromData

/** v13 ChatMessage#renderHTML. */
export async function renderChatMessageHTML(
  message: SimChatMessage,
  { canDelete, canClose = false, ...rest }: RenderHTMLOptions = {},
): Promise<HTMLElement> {
  const { game, Hooks } = g();
  canDelete ??= game.user.isGM;
  // The subtype renders the whole element; the hook gets (message, html) only.
  const system = message.system as { renderHTML?: (options: RenderHTMLOptions) => Promise<HTMLElement> };
  if (typeof system.renderHTML === "function") {
    const html = await system.renderHTML({ canDelete, canClose, ...rest });
    Hooks.callAll("renderChatMessageHTML", message, html);
    return html;
  }
  // Core's frame: the stored content (enrichment is not simulated), whisper line, speaker alias.
  const data = { ...message.toObject(), content: message.content, flavor: message.flavor };
  const messageData: Record<string, unknown> = {
    ...rest,
    canDelete,
    canClose,
    message: data,
    user: game.user,
    author: message.author,
    alias: message.alias,
    cssClass: [message.whisper.length ? "whisper" : "", message.blind ? "blind" : ""]
      .filter(Boolean)
      .join(" "),
    isWhisper: message.whisper.length,
    whisperTo: message.whisper.flatMap((id) => game.users?.get(id)?.name ?? []).join(", "),
  };
  if (message.isRoll) await renderRollContent(message, messageData, data);
  const html = parseElement(
    await renderTemplate(g().CONFIG.ChatMessage.template ?? CORE_MESSAGE_TEMPLATE, messageData),
  );
  Hooks.callAll("renderChatMessageHTML", message, html, messageData);
  return html;
}

/**
 * v13 ChatMessage#renderRollContent: no "to:" line on a private roll; a viewer who may see the content and
 * whose message has no HTML content gets the rendered rolls; anyone else gets "rolled privately" under the
 * author's name, with every roll rendered private.
 */
async function renderRollContent(
  message: SimChatMessage,
  messageData: Record<string, unknown>,
  data: { content: string; flavor: string },
): Promise<void> {
  if (message.blind || message.whisper.length) messageData["isWhisper"] = false;
  const rolls = message.rolls.map(asRenderable);
  if (message.isContentVisible) {
    const probe = document.createElement("div");
    probe.innerHTML = data.content;
    if (probe.childElementCount === 0 && rolls.length) {
      let html = "";
      for (const roll of rolls) html += await roll.render({ isPrivate: false, message });
      data.content = html;
    }
    return;
  }
  const i18n = g().game.i18n;
  const name = message.author?.name ?? i18n.localize("CHAT.UnknownUser");
  data.flavor = i18n.format("CHAT.PrivateRollContent", { user: escapeHTML(name) });
  let html = "";
  for (const roll of rolls) html += await roll.render({ isPrivate: true });
  data.content = html;
  messageData["alias"] = name;
}

/* -------------------------------------------- */
/*  Roll#render (installed on the Roll stand-in) */
/* -------------------------------------------- */

interface StandInRollLike {
  formula: string;
  options: Record<string, unknown>;
  total: number | undefined;
  dice: { faces: number; number: number; results: { result: number; active: boolean }[] }[];
  evaluate(): Promise<unknown>;
}
const evaluated = (roll: StandInRollLike) => (roll as unknown as { _evaluated: boolean })._evaluated; // protected on the stand-in

/** v13 Roll#getTooltip: the TOOLTIP_TEMPLATE over each die's tooltip data. */
export async function rollTooltip(this: StandInRollLike): Promise<string> {
  const parts = this.dice.map((d) => {
    const active = d.results.filter((r) => r.active);
    return {
      formula: `${d.number}d${d.faces}`,
      total: active.reduce((sum, r) => sum + r.result, 0),
      faces: d.faces,
      rolls: d.results.map((r) => ({ result: r.result })),
    };
  });
  const template = (this.constructor as unknown as { TOOLTIP_TEMPLATE?: string }).TOOLTIP_TEMPLATE;
  return renderTemplate(template ?? "templates/dice/tooltip.hbs", { parts });
}

/** v13 Roll#render + Roll#_prepareChatRenderContext: the CHAT_TEMPLATE (or `template`), private or not. */
export async function rollRender(
  this: StandInRollLike,
  { flavor, template, isPrivate = false }: { flavor?: string; template?: string; isPrivate?: boolean } = {},
): Promise<string> {
  if (!evaluated(this)) await this.evaluate();
  const context = {
    formula: isPrivate ? "???" : this.formula,
    flavor: isPrivate ? null : (flavor ?? this.options["flavor"]),
    user: g().game.user.id,
    tooltip: isPrivate ? "" : await rollTooltip.call(this),
    total: isPrivate ? "?" : Math.round((this.total ?? 0) * 100) / 100,
  };
  const path = template ?? (this.constructor as unknown as { CHAT_TEMPLATE: string }).CHAT_TEMPLATE;
  return renderTemplate(path, context);
}

/* -------------------------------------------- */
/*  ChatLog                                     */
/* -------------------------------------------- */

/**
 * v13 ChatLog#postOne: a message this user may not see is not posted (null); otherwise
 * ChatLog.renderMessage → message.renderHTML(). A rendering error propagates (nothing is posted).
 */
export async function postOne(message: SimChatMessage): Promise<HTMLElement | null> {
  if (!message.visible) return null;
  return message.renderHTML();
}

/**
 * v13 ChatLog#doRenderBatch (the log rendered on load or scroll): invisible messages are skipped; a message
 * whose rendering throws is reported ("failed to render") and left out, the others are shown.
 */
export async function renderBatch(
  messages: readonly SimChatMessage[],
): Promise<{ shown: HTMLElement[]; failed: { id: string; error: unknown }[] }> {
  const shown: HTMLElement[] = [];
  const failed: { id: string; error: unknown }[] = [];
  for (const message of messages) {
    if (!message.visible) continue;
    try {
      shown.push(await message.renderHTML());
    } catch (error) {
      failed.push({ id: message.id, error });
    }
  }
  return { shown, failed };
}
