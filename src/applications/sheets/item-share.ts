/**
 * Share an item to chat: posts the item's card as a plain chat message everyone reads. The
 * text is escaped by the template and the message content is an HTMLField the server cleans (v13
 * common/documents/chat-message.mjs BaseChatMessage `content`), so no script reaches another client. An
 * ability is shown, never used: no dice, no targets, no costs.
 */
import { templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { enrichItem, itemView } from "./adapters.ts";
import { track } from "../windows.ts";

export const ITEM_SHARE_TEMPLATE = templatePath("chat/item-share.hbs");

export async function shareItem(item: Item.Implementation): Promise<void> {
  const view = itemView(item);
  if (!view) return;
  const enriched = await enrichItem(item, view);
  const actor = item.actor;
  const { itemShareContext } = await track(import("./context/item-share.ts"));
  const context = itemShareContext(gameLocalizer(), view, enriched, actor?.name ?? "");
  const content = await foundry.applications.handlebars.renderTemplate(ITEM_SHARE_TEMPLATE, { ...context });
  await ChatMessage.create({
    content,
    speaker: actor ? ChatMessage.getSpeaker({ actor }) : ChatMessage.getSpeaker(),
  });
}
