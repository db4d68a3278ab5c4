/**
 * A request that acts on text acts only on text the requester cannot edit. A line
 * in the requester's own hero's biography, their own item or their own chat message is what the player
 * wrote, not the Director's: the GM refuses it (refusal `EditableText`).
 *
 * "Can edit" is Foundry's own test: v13 common/abstract/document.mjs Document#canUserModify(user, "update"),
 * whose default is OWNER through Document#testUserPermission / #getUserLevel; an embedded item has its
 * actor's level (common/documents/item.mjs BaseItem#getUserLevel) and a chat message's author holds OWNER
 * over it (common/documents/chat-message.mjs BaseChatMessage#getUserLevel).
 */
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";

interface TextDocument {
  testUserPermission(user: unknown, level: "OWNER"): boolean;
  canUserModify?: (user: unknown, action: "update") => boolean;
}

/** The requester could have written this document's text. */
export function mayEditText(doc: TextDocument, user: unknown): boolean {
  if (doc.testUserPermission(user, "OWNER")) return true;
  return typeof doc.canUserModify === "function" && doc.canUserModify(user, "update");
}

/** Refuses a text the (non-GM) requester may edit. */
export function refuseEditableText(doc: TextDocument, user: unknown): void {
  if (mayEditText(doc, user)) throw new QueryRefused("EditableText", "the requester may edit the text");
}
