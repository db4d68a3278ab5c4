/**
 * Stand-ins for the core Foundry templates the chat path renders, written for the simulation (not Foundry's
 * files): only the structure and context fields our code and tests read. Their contexts follow the v13
 * source: templates/dice/roll.hbs gets Roll#_prepareChatRenderContext (formula, flavor, user, tooltip,
 * total); templates/dice/tooltip.hbs gets Roll#getTooltip's `{parts}`; templates/sidebar/chat-message.hbs
 * (CONFIG.ChatMessage.template) gets ChatMessage#renderHTML's messageData.
 */
export const CORE_TEMPLATES: Readonly<Record<string, string>> = {
  "templates/dice/roll.hbs": [
    `<div class="dice-roll" data-action="expandRoll">`,
    `{{#if flavor}}<div class="dice-flavor">{{flavor}}</div>{{/if}}`,
    `<div class="dice-result"><div class="dice-formula">{{formula}}</div>{{{tooltip}}}`,
    `<h4 class="dice-total">{{total}}</h4></div></div>`,
  ].join(""),
  "templates/dice/tooltip.hbs": [
    `<div class="dice-tooltip">{{#each parts}}<section class="tooltip-part">`,
    `<span class="part-formula">{{formula}}</span><span class="part-total">{{total}}</span>`,
    `<ol class="dice-rolls">{{#each rolls}}<li class="roll die d{{../faces}}">{{result}}</li>{{/each}}</ol>`,
    `</section>{{/each}}</div>`,
  ].join(""),
  "templates/sidebar/chat-message.hbs": [
    `<li class="chat-message message flexcol {{cssClass}}" data-message-id="{{message._id}}">`,
    `<header class="message-header flexrow"><h4 class="message-sender">{{alias}}</h4>`,
    `<span class="message-metadata">{{#if canDelete}}<a data-action="deleteMessage"></a>{{/if}}`,
    `{{#if canClose}}<a data-action="dismissMessage"></a>{{/if}}</span>`,
    `{{#if isWhisper}}<span class="whisper-to">{{whisperTo}}</span>{{/if}}`,
    `{{#if message.flavor}}<span class="flavor-text">{{{message.flavor}}}</span>{{/if}}</header>`,
    `<div class="message-content">{{{message.content}}}</div></li>`,
  ].join(""),
  // templates/sidebar/directory/*.hbs (DocumentDirectory PARTS): the structure directory hooks read.
  "templates/sidebar/directory/header.hbs": [
    `<header class="directory-header"><div class="header-actions action-buttons flexrow">`,
    `{{#if canCreateEntry}}<button type="button" class="create-entry" data-action="createEntry"></button>{{/if}}`,
    `{{#if canCreateFolder}}<button type="button" class="create-folder" data-action="createFolder"></button>{{/if}}`,
    `</div><search><input type="search" name="search" autocomplete="off"></search></header>`,
  ].join(""),
  "templates/sidebar/directory/directory.hbs": [
    `<section class="directory-list-wrap"><ol class="directory-list">{{#each entries}}`,
    `<li class="directory-item entry document" data-entry-id="{{id}}" draggable="true">`,
    `{{#if img}}<img class="thumbnail" src="{{img}}" alt="">{{/if}}<a class="entry-name">{{name}}</a></li>`,
    `{{/each}}</ol></section>`,
  ].join(""),
};
