/**
 * The chat-log element of a Steelbound message subtype. v13 client/documents/chat-message.mjs
 * ChatMessage#renderHTML gives the whole rendering to `system.renderHTML` when the subtype has one, so the
 * frame (header, whisper line, delete button) and the private-roll rule are ours to keep:
 * - a viewer who may see the content (ChatMessage#isContentVisible) gets the card, drawn by `drawCard`;
 * - anyone else sees what core shows for a private roll (ChatMessage#renderRollContent): the author's
 *   name, "rolled privately", and each roll rendered with `isPrivate` (Roll#render: "???" and "?").
 */
import { templatePath } from "../constants.ts";

export const MESSAGE_FRAME_TEMPLATE = templatePath("chat/message-frame.hbs");

/** What v13 ChatMessage#renderHTML passes to system.renderHTML (canDelete already defaulted to isGM). */
export interface MessageRenderOptions {
  canDelete?: boolean | undefined;
  canClose?: boolean | undefined;
}

/** The message as the frame reads it (ChatMessage.Implementation satisfies it). */
export interface FramedMessage {
  readonly id: string | null;
  readonly alias: string;
  readonly author: { readonly name: string } | null;
  readonly whisper: readonly (string | null)[];
  readonly blind: boolean;
  readonly isRoll: boolean;
  readonly isContentVisible: boolean;
  readonly timestamp: number;
  readonly rolls: readonly { render(options: { isPrivate: boolean }): Promise<string> }[];
}

function whisperNames(ids: readonly (string | null)[]): string {
  return ids
    .map((id) => (id === null ? undefined : game.users?.find((user) => user.id === id)?.name))
    .filter((name): name is string => typeof name === "string" && name !== "")
    .join(", ");
}

function parseElement(html: string): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild;
  if (!(element instanceof HTMLElement))
    throw new Error("steelbound | the message frame rendered no element");
  return element;
}

export async function renderMessageFrame(
  message: FramedMessage,
  options: MessageRenderOptions,
  drawCard: (content: HTMLElement) => Promise<void>,
): Promise<HTMLElement> {
  const visible = message.isContentVisible;
  const authorName = message.author?.name ?? "";
  const i18n = game.i18n;
  const context = {
    id: message.id ?? "",
    // v13 ChatMessage#renderRollContent: a hidden roll is shown under its author's name.
    alias: visible ? message.alias : authorName,
    timestamp: foundry.utils.timeSince(new Date(message.timestamp)),
    canDelete: options.canDelete ?? game.user?.isGM ?? false,
    canClose: options.canClose ?? false,
    cssClass: [message.whisper.length > 0 ? "whisper" : "", message.blind ? "blind" : ""]
      .filter(Boolean)
      .join(" "),
    // v13 suppresses the "to:" line on private rolls; a whisper without rolls names its recipients.
    whisperTo: message.isRoll ? "" : whisperNames(message.whisper),
    flavor: visible ? "" : (i18n?.format("STEELBOUND.Card.RolledPrivately", { user: authorName }) ?? ""),
  };
  const element = parseElement(
    await foundry.applications.handlebars.renderTemplate(MESSAGE_FRAME_TEMPLATE, context),
  );
  const content = element.querySelector<HTMLElement>(".message-content");
  if (content === null) throw new Error("steelbound | the message frame has no .message-content");
  if (visible) await drawCard(content);
  else {
    const rolls = await Promise.all(message.rolls.map((roll) => roll.render({ isPrivate: true })));
    // Roll#render output of our own templates (escaped numbers and "???"), never message text.
    content.innerHTML = rolls.join("");
  }
  return element;
}
