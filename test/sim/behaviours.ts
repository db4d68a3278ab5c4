/**
 * The Foundry v13 behaviours the simulation in test/sim emulates, each with the v13 source it was written
 * from (path inside Foundry, Class#method). Append only; every line has its own test.
 */
import { PERMISSION_BEHAVIOURS } from "./permission-behaviours.ts";

export const SIM_BEHAVIOURS: { behaviour: string; source: string }[] = [
  ...PERMISSION_BEHAVIOURS,
  {
    behaviour:
      "ChatMessage#renderHTML: canDelete defaults to game.user.isGM; a subtype with system.renderHTML renders the whole element, then renderChatMessageHTML(message, html)",
    source: "v13 client/documents/chat-message.mjs ChatMessage#renderHTML",
  },
  {
    behaviour:
      "ChatMessage#renderHTML without system.renderHTML: CONFIG.ChatMessage.template with messageData (alias, whisperTo, cssClass whisper/blind, canDelete/canClose), then renderChatMessageHTML(message, html, messageData)",
    source: "v13 client/documents/chat-message.mjs ChatMessage#renderHTML",
  },
  {
    behaviour:
      "Roll messages: no 'to:' line when whispered or blind; a content-visible viewer of a message without HTML content sees roll.render() of each roll; anyone else sees 'rolled privately' under the author's name and roll.render({isPrivate: true})",
    source: "v13 client/documents/chat-message.mjs ChatMessage#renderRollContent, #renderRollHTML",
  },
  {
    behaviour:
      "visible: a whisper without rolls only for its author and recipients, a whispered roll for all; isContentVisible: a whispered roll for recipients and (unless blind) its author",
    source:
      "v13 client/documents/chat-message.mjs ChatMessage#visible, #isContentVisible, #isRoll, #isAuthor",
  },
  {
    behaviour: "alias: OOC → author name; else speaker.alias, the speaker's actor, the author name",
    source: "v13 client/documents/chat-message.mjs ChatMessage#alias",
  },
  {
    behaviour:
      "Roll mode on create (options.rollMode, roll messages only): publicroll → no whisper; selfroll → the user; gmroll/blindroll → existing whisper or every GM; blind for blindroll; 'roll' = the core.rollMode setting",
    source: "v13 client/documents/chat-message.mjs ChatMessage#_preCreate, ChatMessage.applyRollMode",
  },
  {
    behaviour:
      "Stored rolls are prepared with Roll.fromData (the class named in the JSON); a roll that fails is dropped",
    source: "v13 client/documents/chat-message.mjs ChatMessage#prepareDerivedData",
  },
  {
    behaviour:
      "Roll#render: evaluates if needed; renders CHAT_TEMPLATE (or options.template) with formula, flavor, user, tooltip, total; private: '???', no flavor, no tooltip, '?'",
    source: "v13 client/dice/roll.mjs Roll#render, Roll#_prepareChatRenderContext, Roll#getTooltip",
  },
  {
    behaviour:
      "getTemplate rejects when the server has no such template, so renderTemplate (and the message) fails; renderTemplate allows prototype properties",
    source: "v13 client/applications/handlebars.mjs getTemplate, renderTemplate",
  },
  {
    behaviour:
      "ChatLog: postOne skips a message not visible to the user; the batch render leaves out (and reports) a message whose renderHTML throws",
    source:
      "v13 client/applications/sidebar/tabs/chat.mjs ChatLog#postOne, #doRenderBatch, ChatLog.renderMessage",
  },
];
