/**
 * The Foundry behaviours the simulation in test/sim emulates, each with the source it was written from on
 * each generation (path inside Foundry, Class#method). A row of SIM_BEHAVIOURS names its v13 source
 * (`source`) and its v14 one (`v14`): where v14 was read, or, plainly, "no v14 .mjs stored; treated as
 * unchanged because <the v14 declaration / API page / stored id>", or the V14_BEHAVIOURS row where the
 * simulation follows v14 instead. A row of V14_BEHAVIOURS names its v14 source (`source`) and what v13
 * does instead (`v13`). test/sim/behaviour-columns.test.ts fails when a row lacks either column. Append
 * only; every line has its own test.
 *
 * The v14 declarations cited as "fvtt-types main 14.366 @13e58d21d" are the League-of-Foundry-Developers
 * foundry-vtt-types repository at that commit (package 14.366.0; src/foundry/<path>.d.mts), read for
 * signatures only: several of its v14 areas were still being ported, so a declaration that keeps a v13
 * member is evidence of the member, not of its body.
 */
import { PERMISSION_BEHAVIOURS } from "./permission-behaviours.ts";
import { CORE_BEHAVIOURS } from "./core-behaviours.ts";
import { HTML_BEHAVIOURS } from "./html-behaviours.ts";

/** A row with its v13 source and its v14 column. */
export interface SimBehaviour {
  behaviour: string;
  source: string;
  v14: string;
}
/** A v14 row: its v14 source, and what v13 does instead (or, for a v13-sourced row, its v14 column). */
export type V14Behaviour =
  { behaviour: string; source: string; v13: string } | { behaviour: string; source: string; v14: string };

export const SIM_BEHAVIOURS: SimBehaviour[] = [
  ...CORE_BEHAVIOURS,
  ...PERMISSION_BEHAVIOURS,
  ...HTML_BEHAVIOURS,
  {
    behaviour:
      "ChatMessage#renderHTML: canDelete defaults to game.user.isGM; a subtype with system.renderHTML renders the whole element, then renderChatMessageHTML(message, html)",
    source: "v13 client/documents/chat-message.mjs ChatMessage#renderHTML",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) keeps renderHTML and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias). A reading of v14 client/documents/chat-message.mjs renderHTML (delegating to system.renderHTML, then renderChatMessageHTML) is summarized in /work/shared/research/FOUNDRY-V14.md §2 'Chat' (secondary); foundryvtt.com/api/v14 hookEvents.renderChatMessageHTML(message, html, context)",
  },
  {
    behaviour:
      "ChatMessage#renderHTML without system.renderHTML: CONFIG.ChatMessage.template with messageData (alias, whisperTo, cssClass whisper/blind, canDelete/canClose), then renderChatMessageHTML(message, html, messageData)",
    source: "v13 client/documents/chat-message.mjs ChatMessage#renderHTML",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) keeps renderHTML and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias). foundryvtt.com/api/v14 hookEvents.renderChatMessageHTML(message, html, context); classes/foundry.documents.ChatMessage (alias)",
  },
  {
    behaviour:
      "Roll messages: no 'to:' line when whispered or blind; a content-visible viewer of a message without HTML content sees roll.render() of each roll; anyone else sees 'rolled privately' under the author's name and roll.render({isPrivate: true})",
    source: "v13 client/documents/chat-message.mjs ChatMessage#renderRollContent, #renderRollHTML",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias)",
  },
  {
    behaviour:
      "visible: a whisper without rolls only for its author and recipients, a whispered roll for all; isContentVisible: a whispered roll for recipients and (unless blind) its author",
    source:
      "v13 client/documents/chat-message.mjs ChatMessage#visible, #isContentVisible, #isRoll, #isAuthor",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) keeps visible, isContentVisible, isRoll, isAuthor and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias)",
  },
  {
    behaviour: "alias: OOC → author name; else speaker.alias, the speaker's actor, the author name",
    source: "v13 client/documents/chat-message.mjs ChatMessage#alias",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) keeps alias and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias)",
  },
  {
    behaviour:
      "Roll mode on create (options.rollMode, roll messages only): publicroll → no whisper; selfroll → the user; gmroll/blindroll → existing whisper or every GM; blind for blindroll; 'roll' = the core.rollMode setting",
    source: "v13 client/documents/chat-message.mjs ChatMessage#_preCreate, ChatMessage.applyRollMode",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) keeps applyRollMode (its private # members are not in a declaration) and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias). v14 differs: the roll mode is a message mode (V14_BEHAVIOURS "message modes:…"); v13\'s rollMode option is a deprecated alias on v14 (Roll._mapLegacyRollMode, declaration in fvtt-types main client/dice/roll.d.mts), which src does not pass on v14',
  },
  {
    behaviour:
      "Stored rolls are prepared with Roll.fromData (the class named in the JSON); a roll that fails is dropped",
    source: "v13 client/documents/chat-message.mjs ChatMessage#prepareDerivedData",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias)",
  },
  {
    behaviour:
      "Roll#render: evaluates if needed; renders CHAT_TEMPLATE (or options.template) with formula, flavor, user, tooltip, total; private: '???', no flavor, no tooltip, '?'",
    source: "v13 client/dice/roll.mjs Roll#render, Roll#_prepareChatRenderContext, Roll#getTooltip",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/dice/roll.d.mts (fvtt-types main 14.366 @13e58d21d) keeps render, getTooltip (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "getTemplate rejects when the server has no such template, so renderTemplate (and the message) fails; renderTemplate allows prototype properties",
    source: "v13 client/applications/handlebars.mjs getTemplate, renderTemplate",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/handlebars.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ChatLog: postOne skips a message not visible to the user; the batch render leaves out (and reports) a message whose renderHTML throws",
    source:
      "v13 client/applications/sidebar/tabs/chat.mjs ChatLog#postOne, #doRenderBatch, ChatLog.renderMessage",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/tabs/chat.d.mts (fvtt-types main 14.366 @13e58d21d) keeps postOne, renderMessage (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ChatLog: updateMessage draws a posted message again (the re-render an update of the message causes), through the log's rendering queue",
    source:
      "v13 client/applications/sidebar/tabs/chat.mjs ChatLog#updateMessage, #updateMessage, #rerenderMessage (stored id 18313265066)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/tabs/chat.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateMessage(message, options) (stored ids 54881375602, 58605742108)",
  },
  // Application rendering (test/sim/applications).
  {
    behaviour:
      "DEFAULT_OPTIONS merge along the class chain: arrays concatenate, objects merge, others replace",
    source: "v13 client/applications/api/application.mjs ApplicationV2#_initializeApplicationOptions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _initializeApplicationOptions and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour:
      "render: a boolean is force; _canRender (throw → warning); first render needs force; _configureRenderOptions → _prepareContext → _preFirstRender → _preRender → frame → _renderHTML/_replaceHTML → instances → _onFirstRender → _onRender (awaited) → render<Class> hooks for each ancestor with (app, element, context, options) → _postRender; renders queue one at a time",
    source: "v13 client/applications/api/application.mjs ApplicationV2#render, ##render, ##callHooks",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps render (its private # members are not in a declaration) and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour:
      "click on [data-action]: close and tab built in; else options.actions[action] called with this = app and (event, target) for its buttons (default [0]); no handler → _onClickAction; the handler's promise is not awaited",
    source: "v13 client/applications/api/application.mjs ApplicationV2##onClick, ##onClickAction",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps onClick (its private # members are not in a declaration) and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour:
      "tabs: tabGroups from TABS initial; _prepareTabs marks active + cssClass, label from labelPrefix; changeTab toggles nav and .tab sections",
    source:
      "v13 client/applications/api/application.mjs ApplicationV2#_prepareTabs, #changeTab, #_onClickTab",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _prepareTabs, changeTab, _onClickTab and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour:
      "form: submit → handler(event, form, FormDataExtended) then closeOnSubmit; change → submit when submitOnChange and rendered",
    source:
      "v13 client/applications/api/application.mjs ApplicationV2#_onSubmitForm, #_onChangeForm, #submit",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _onSubmitForm, _onChangeForm, submit and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour:
      "close: _preClose, element removed, instances entry dropped, _onClose, close event and close<Class> hooks",
    source: "v13 client/applications/api/application.mjs ApplicationV2#close, ##close, #_tearDown",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps close, _tearDown and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour:
      "Handlebars parts: PARTS copied by _configureRenderParts; a root part renders all; templates loaded in _preRender; each part rendered with _preparePartContext (sets partId = <app id>-<part>), parsed to one element marked data-application-part, replacing its prior element; part forms get submit/change listeners",
    source:
      "v13 client/applications/api/handlebars-application.mjs HandlebarsApplication#_configureRenderOptions, #_renderHTML, #_preparePartContext, ##parsePartHTML, #_replaceHTML, #_attachPartListeners",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/handlebars-application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _configureRenderOptions, _renderHTML, _preparePartContext, _replaceHTML, _attachPartListeners (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "DocumentSheetV2: tag form, id from class and document uuid; context has document, source, fields, editable, user, rootId; joins document.apps on first render, leaves on close; non-editable sheets disable their fields and ignore submits; submit expands form data and calls document.update",
    source:
      "v13 client/applications/api/document-sheet.mjs DocumentSheetV2#_initializeApplicationOptions, #_prepareContext, #_onFirstRender, #_onRender, #_toggleDisabled, #_onClose, ##onSubmitDocumentForm, #_processFormData, #_processSubmitData",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/document-sheet.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _initializeApplicationOptions, _toggleDisabled, _processFormData, _processSubmitData (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ActorSheetV2#_onDropItem: owner only; same actor sorts; else creates a copy keeping its id unless taken. ItemSheetV2: item, actor",
    source:
      "v13 client/applications/sheets/actor-sheet.mjs ActorSheetV2#_onDropItem; item-sheet.mjs ItemSheetV2",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sheets/actor-sheet.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _onDropItem",
  },
  {
    behaviour:
      "a document update (unless render: false) and embedded create/update/delete re-render the document's apps (and its parents'), not awaited",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#_onUpdate, #render, #_on{Create,Update,Delete}DescendantDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps render (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "document.sheet: the registered default sheet for the document type, built once with {document}",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#sheet; client/applications/apps/document-sheet-config.mjs registerSheet",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps sheet; the v14 declaration client/applications/apps/document-sheet-config.d.mts (fvtt-types main 14.366 @13e58d21d) keeps registerSheet",
  },
  {
    behaviour:
      "DialogV2: content and buttons in one form; a button's callback result (else its action) resolves wait; closing resolves null (or rejects with rejectClose); confirm = yes/no (no default), prompt = ok, input = ok resolving FormDataExtended#object",
    source:
      "v13 client/applications/api/dialog.mjs DialogV2#_renderHTML, #_onSubmit, .wait, .confirm, .prompt, .input",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/dialog.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _onSubmit, wait, confirm, prompt, input (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "FormDataExtended#object: named enabled fields; checkbox → boolean (value or null with a value attribute); number/range → number ('' → null); data-dtype casts; radio → checked value; multi-select → array; [data-edit] → src/innerHTML",
    source:
      "v13 client/applications/ux/form-data-extended.mjs FormDataExtended#process, ##getFieldValue, ##castType",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ux/form-data-extended.d.mts (fvtt-types main 14.366 @13e58d21d) keeps process (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "CombatTracker: viewed combat from options.combat else current; header/footer get _prepareCombatContext, tracker gets _prepareTrackerContext; .combat-control clicks call combat[action]()",
    source:
      "v13 client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_configureRenderOptions, #_preparePartContext, #_prepareCombatContext, #_prepareTrackerContext, #_onClickAction",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/tabs/combat-tracker.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _prepareCombatContext, _prepareTrackerContext (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "renderTemplate/loadTemplates: templates compiled once by path, rendered with proto access allowed",
    source: "v13 client/applications/handlebars.mjs loadTemplates, getTemplate, renderTemplate",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/handlebars.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ui.notifications.info/warn/error show the message formatted with options.format, else localized when options.localize, else as given",
    source: "v13 client/applications/ui/notifications.mjs Notifications#notify",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ui/notifications.d.mts (fvtt-types main 14.366 @13e58d21d) keeps notify",
  },
  {
    behaviour:
      "foundry.applications.instances: each client (browser) holds only the applications it rendered, by id",
    source: "v13 client/applications/api/application.mjs ApplicationV2#render, ApplicationV2#close",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps render, close and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions)",
  },
  {
    behaviour: "Hooks.on/once return an id; Hooks.off takes the id or the function",
    source: "v13 client/helpers/hooks.mjs Hooks.on, Hooks.off",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/hooks.d.mts (fvtt-types main 14.366 @13e58d21d) keeps on, off",
  },
  // Canvas and token movement (test/sim/canvas.ts, test/sim/token-movement.ts; tested in canvas.test.ts).
  {
    behaviour:
      "GridLayer highlight layers: addHighlightLayer creates (or re-creates a destroyed) named layer; highlightPosition draws a position once, nothing without the layer; clearHighlightLayer empties; destroyHighlightLayer removes it",
    source:
      "v13 client/canvas/layers/grid.mjs GridLayer#addHighlightLayer, #highlightPosition, #clearHighlightLayer, #destroyHighlightLayer; GridHighlight#highlight",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/layers/grid.d.mts (fvtt-types main 14.366 @13e58d21d) keeps addHighlightLayer, highlightPosition, clearHighlightLayer, destroyHighlightLayer",
  },
  {
    behaviour:
      "Canvas: ready, scene, grid = scene.grid, app.view (#board), stage centred on the window; canvasCoordinatesFromClient / clientCoordinatesFromCanvas through the stage transform; tearDown calls canvasTearDown",
    source:
      "v13 client/canvas/board.mjs Canvas#initialize, ##createApplication, ##draw, #tearDown, #canvasCoordinatesFromClient, #clientCoordinatesFromCanvas",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/board.d.mts (fvtt-types main 14.366 @13e58d21d) keeps initialize, draw, tearDown, canvasCoordinatesFromClient, clientCoordinatesFromCanvas (its private # members are not in a declaration). v14's Canvas#tearDown takes options ({nextScene, nextLevel} for canvasTearDown, same declaration); the simulation ignores them (src never tears the canvas down)",
  },
  {
    behaviour:
      "PIXI's EventSystem hears pointerdown on the view in the capture phase, registered at canvas creation (before any later listener on the view)",
    source:
      "v13 client/canvas/board.mjs Canvas##createApplication (new PIXI.Application; PIXI 7 EventSystem#addEvents: pointerdown on the view, capture true)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/board.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "TokenDocument#move: one update({}, {movement}) (false for []); #preUpdateMovement cleans waypoints, splits at the first checkpoint, writes the last passed one to x/y/elevation/width/height, method 'api' by default, _preUpdateMovement/preMoveToken may veto, sets _movement and diff:false; _preUpdateOperation drops movement; every client's _onUpdate sets token.movement, then _onUpdateOperation calls the document's _onUpdateMovement(movement, operation, user) and fires moveToken with the same arguments (user: the mover's User)",
    source:
      "v13 client/documents/token.mjs TokenDocument#move, #_preUpdate, ##preUpdateMovement, ##cleanAndValiateMovementWaypoints, ##splitMovementPath, ._preUpdateOperation, #_onUpdate, ##onUpdateMovement, ._onUpdateOperation",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps move (its private # members are not in a declaration). v14 TokenDocument movement (declaration 54803381780) and a copy of v14's Token (59815462033) keep move/measureMovementPath; findMovementPath's options became {constrainOptions, terrainOptions, measureOptions} (src already passes constrainOptions)",
  },
  {
    behaviour: "ClientDatabaseBackend reads options.diff after _preUpdate (a movement turns diffing off)",
    source:
      "v13 client/data/client-backend.mjs ClientDatabaseBackend##preUpdateDocumentArray, ##handleUpdateDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "Server update with {recursive: false}: each top-level field named in the change replaces the stored value whole (stale keys inside it are gone); without it the change is merged",
    source: "v13 common/data/fields.mjs SchemaField#_updateDiff (options.recursive === false)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _updateDiff (its private # members are not in a declaration)",
  },
  // Windows on several clients and the sidebar (test/sim/client-windows.test.ts).
  {
    behaviour:
      "each client is its own page: its own foundry.applications.instances and its own body, so two clients may show windows with the same id",
    source: "v13 client/applications/_module.mjs instances; api/application.mjs ApplicationV2#_insertElement",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/_module.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ActorDirectory (id actors): header part .directory-header with .header-actions, directory part .directory-item[data-entry-id] entries the user may see; joins game.actors.apps; render<Class> hooks for its chain with its element; dragstart writes text/plain toDragData() {type, uuid}",
    source:
      "v13 client/applications/sidebar/document-directory.mjs DocumentDirectory PARTS, #_onFirstRender, #_onRender, #_onDragStart, #_getEntryDragData; tabs/actor-directory.mjs ActorDirectory; client-document.mjs ClientDocumentMixin#toDragData",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/document-directory.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _onDragStart, _getEntryDragData (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ItemDirectory (id items): as ActorDirectory over game.items; its render hooks are renderItemDirectory and the DocumentDirectory chain",
    source:
      "v13 client/applications/sidebar/tabs/item-directory.mjs ItemDirectory; document-directory.mjs DocumentDirectory",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/tabs/item-directory.d.mts (fvtt-types main 14.366 @13e58d21d) keeps ItemDirectory",
  },
  {
    behaviour:
      "Document#importFromJSON(json): world documents only; a source from a newer core refused; a missing or different _stats.coreVersion asks the server to migrate (counted, source kept); collection.fromCompendium(doc) minus _id, sort, ownership; update(data, {diff: false, recursive: false, noHook: true}); DOCUMENT.Imported notification",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#importFromJSON, ::fromImport; common/abstract/document.mjs Document.metadata.preserveOnImport",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps importFromJSON, fromImport; the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps metadata, preserveOnImport",
  },
  {
    behaviour:
      "Compendium window id compendium-<pack id with _>; an entry drags {type, uuid: Compendium.<pack>.<Type>.<id>}; fromUuid of that uuid loads the pack's document with that uuid and pack",
    source:
      "v13 client/applications/sidebar/apps/compendium.mjs Compendium#_initializeApplicationOptions, #_getEntryDragData; client/utils/helpers.mjs fromUuid",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/apps/compendium.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/utils/helpers.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "a drop on the canvas view: the drag data with its point in canvas coordinates, dropCanvasData(canvas, data, event) (false stops it); an Actor drop needs TOKEN_CREATE and a point on the scene, resolves the uuid, needs ownership, creates a compendium actor in the world first (fromCompendium, {fromCompendium: true}), then creates its token centred on the point, snapped to the square grid's corners unless shift is held, hidden with alt for a GM (other drop types not simulated)",
    source:
      "v13 client/canvas/board.mjs Canvas#onDrop (stored 18030159506); client/canvas/layers/tokens.mjs TokenLayer#_onDropActorData (stored 18973123119)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 hookEvents.dropCanvasData keeps (canvas, data with canvas x and y, event); TokenLayer#_onDropActorData is internal, its v14 body was not read (v14's Levels may also set the token's level; not simulated)",
  },
  {
    behaviour: "TextEditor.getDragEventData: the drag's text/plain JSON, {} when it does not parse",
    source: "v13 client/applications/ux/text-editor.mjs TextEditor.getDragEventData",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ux/text-editor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getDragEventData",
  },
  {
    behaviour: "hasPlayerOwner: some non-GM user has OWNER on the document",
    source: "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#hasPlayerOwner",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps hasPlayerOwner",
  },
  {
    behaviour:
      "parsed HTML (application parts, dialog content): a single-choice select shows its last option with a selected attribute, else its first (works around happy-dom 21)",
    source:
      "v13 client/applications/api/handlebars-application.mjs HandlebarsApplication##parsePartHTML (browser parsing)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/handlebars-application.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "a broadcast embedded create/update/delete, after the documents' own callbacks, re-renders the parent's apps (and up the chain) on every client",
    source:
      "v13 client/data/client-backend.mjs #handleUpdateDocuments (parent._dispatchDescendantDocumentEvents); client/documents/actor.mjs Actor#_onUpdateDescendantDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin; the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "deleteDialog: DialogV2.confirm 'Are you sure?'; Yes deletes the document, No resolves false. toDragData: {type, uuid} when stored, else {type, data}; fromDropData: data builds a new document, uuid is looked up, another kind throws",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#deleteDialog, #toDragData, .fromDropData",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps deleteDialog, toDragData, fromDropData",
  },
  {
    behaviour:
      "ActorSheetV2: _onRender binds ondragover/ondrop on the sheet only when _canDragDrop (isEditable); _onDrop reads the text/plain JSON, stops when dropActorSheetData returns false, resolves CONFIG[type].documentClass.fromDropData, then _onDropDocument → _onDropItem",
    source:
      "v13 client/applications/sheets/actor-sheet.mjs ActorSheetV2#_onRender, #_canDragDrop, #_onDrop, #_onDropDocument; ux/drag-drop.mjs DragDrop#bind, #_handleDrop; ux/text-editor.mjs TextEditor.getDragEventData",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sheets/actor-sheet.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _canDragDrop, _onDrop, _onDropDocument (its private # members are not in a declaration)",
  },
  {
    behaviour: "game.<collection> for world documents are WorldCollections (fromCompendium)",
    source: "v13 client/game.mjs Game#collections; documents/abstract/world-collection.mjs",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps collections",
  },
  {
    behaviour:
      "token control: controlling releases the others, only a token the user may update (owns) is controlled, canvas.tokens.controlled changes and controlToken(token, controlled) fires per change",
    source: "v13 client/canvas/placeables/placeable.mjs PlaceableObject#control, #release, #_canControl",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/placeables/placeable-object.d.mts (fvtt-types main 14.366 @13e58d21d; the file is named placeable-object there) keeps control(options), release(options), _canControl(user, event)",
  },
  {
    behaviour:
      "an unlinked token's synthetic actor: base source with the delta merged, items and effects merged by id (delta records, then base records not overridden)",
    source: "v13 common/documents/actor-delta.mjs BaseActorDelta.applyDelta, #mergeEmbeddedCollection",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/actor-delta.d.mts (fvtt-types main 14.366 @13e58d21d) keeps applyDelta (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "re-rendering a Handlebars part keeps the focus: the new part's element with the focused element's id (else its tag and name) is focused",
    source:
      "v13 client/applications/api/handlebars-application.mjs HandlebarsApplication#_replaceHTML, #_preSyncPartState, #_syncPartState",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/handlebars-application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _replaceHTML, _preSyncPartState, _syncPartState",
  },
  {
    behaviour:
      "transferred item effects: Actor#allApplicableEffects yields the actor's effects then each owned item's effects with transfer true (legacyTransferral off); applyActiveEffects and appliedEffects use it; ActiveEffect#active is !disabled && !isSuppressed; an effect created on an actor gets transfer false; a change to an owned item's effect (a grandchild) resets the actor",
    source:
      "v13 client/documents/actor.mjs Actor#allApplicableEffects, #applyActiveEffects, #appliedEffects, #_onCreateDescendantDocuments/#_onUpdateDescendantDocuments/#_onDeleteDescendantDocuments; client/documents/active-effect.mjs ActiveEffect#active, #isSuppressed, #target; common/documents/active-effect.mjs BaseActiveEffect schema (transfer initial true), #_preCreate",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps allApplicableEffects, applyActiveEffects, appliedEffects (its private # members are not in a declaration); the v14 declaration client/documents/active-effect.d.mts (fvtt-types main 14.366 @13e58d21d) keeps active, isSuppressed, target; the v14 declaration common/documents/active-effect.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). v14 differs: V14_BEHAVIOURS "Actor#applyActiveEffects(phase)…" (applyActiveEffects(phase) in the v14 declaration; body in stored 67048006496)',
  },
  {
    behaviour:
      "Actor#getTokenDocument(data): the prototype token's data with actorId and `data` merged over it, unsaved (no wildcard image, appended number or adjective); Actor#_stats as stored",
    source:
      "v13 client/documents/actor.mjs Actor#getTokenDocument; common/documents/actor.mjs BaseActor _stats",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getTokenDocument; the v14 declaration common/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Document.createDocuments(data, operation): world documents created in one operation (one request, one broadcast)",
    source:
      "v13 common/abstract/document.mjs Document.createDocuments; client/data/client-backend.mjs #createDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps createDocuments; the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "token measuring on a square grid (EQUIDISTANT): a segment costs its length without a cost function; otherwise the cost function runs once per square of the direct path (a teleport once, whole); a waypoint's own cost is predetermined; a larger token prices each of its squares through CONFIG.Token.movement.costAggregator",
    source:
      "v13 client/documents/token.mjs TokenDocument#measureMovementPath, #createMovementCostFunction, #createSquareMovementCostFunction; common/grid/square.mjs SquareGrid#_measurePath, #calculateCost, getDirectPath",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps measureMovementPath (its private # members are not in a declaration); the v14 declaration common/grid/square.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "getCompleteMovementPath: the squares between waypoints become intermediate snapped waypoints, none for a teleport action",
    source: "v13 client/documents/token.mjs TokenDocument#getCompleteMovementPath",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getCompleteMovementPath",
  },
  {
    behaviour:
      "Token#measureMovementPath measures with _getMovementCostFunction: TerrainData's cost (distance × difficulty) handed to the action's getCostFunction",
    source:
      "v13 client/canvas/placeables/token.mjs Token#measureMovementPath, #_getMovementCostFunction; client/data/terrain-data.mjs TerrainData.getMovementCostFunction; client/config.mjs Token.movement",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/placeables/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps measureMovementPath, _getMovementCostFunction; the v14 declaration client/data/terrain-data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getMovementCostFunction; the v14 declaration client/config.d.mts (fvtt-types main 14.366 @13e58d21d) keeps movement",
  },
  {
    behaviour:
      "TokenRuler#refresh: passed/pending/planned path parts measured and linked; _getSegmentStyle per segment, _getGridHighlightStyle per occupied square (walked backwards, once each, alpha 0 skipped), _getWaypointLabelContext → WAYPOINT_LABEL_TEMPLATE (no label on the first waypoint or a non-explicit one followed by the same action)",
    source:
      "v13 client/canvas/placeables/tokens/token-ruler.mjs TokenRuler#refresh, #getNonintermediatePath, #getSnappedIntermediatePath, #drawGridHighlights, #renderWaypointLabels, _getWaypointLabelContext, _getSegmentStyle, _getGridHighlightStyle",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 TokenRuler declaration 54903715398 (against the v13 4562039251) keeps refresh and the waypoint label/segment/highlight styles; v14 adds _preparePath, _shouldRenderWaypoint, _accumulateWaypointData, which the simulation does not run",
  },
  {
    behaviour:
      "MeasuredTemplate documents embedded in a scene (scene.templates): author defaults to the creating user, t one of circle/cone/rect/ray, integer x/y, distance and width ≥ 0, direction normalized; create needs the author to be the creating user and TEMPLATE_CREATE (PLAYER by default), the author owns it",
    source:
      "v13 common/documents/measured-template.mjs BaseMeasuredTemplate.defineSchema, #canCreate, #getUserLevel; client/documents/measured-template.mjs MeasuredTemplateDocument#isAuthor, #rotation",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/measured-template.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/documents/measured-template.d.mts (fvtt-types main 14.366 @13e58d21d) keeps isAuthor, rotation. On v14 the template documents are the deprecated shim over Regions: V14_BEHAVIOURS "the deprecated MeasuredTemplate shim…"; Regions: V14_BEHAVIOURS "Region documents embedded in a scene…"',
  },
  {
    behaviour:
      "canvas.tokens.setTargets(ids, {mode}): replace (default), acquire or release the user's targets among the tokens on the canvas (ids not on it ignored); game.user.targets then holds those placeables",
    source:
      "v13 client/canvas/layers/tokens.mjs TokenLayer#setTargets; client/documents/user.mjs User#_onUpdateTokenTargets",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/layers/tokens.d.mts (fvtt-types main 14.366 @13e58d21d) keeps setTargets; the v14 declaration client/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _onUpdateTokenTargets",
  },
  {
    behaviour:
      "Macro: the creator is the author (BaseMacro#_preCreate) and holds OWNER; a player creates only their own macros and a script needs MACRO_SCRIPT (default role PLAYER); canExecute = LIMITED; a script macro's command runs as an AsyncFunction body with speaker, actor, token, character, scope and the scope's keys; macros are game.macros on every client",
    source:
      "v13 client/documents/macro.mjs Macro#canUserExecute, #execute, #executeScript, #_onCreate; common/documents/macro.mjs BaseMacro.#canCreate, .#canUpdate, #getUserLevel, #_preCreate; common/constants.mjs USER_PERMISSIONS.MACRO_SCRIPT",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/macro.d.mts (fvtt-types main 14.366 @13e58d21d) keeps canUserExecute, execute (its private # members are not in a declaration); the v14 declaration common/documents/macro.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration common/constants.d.mts (fvtt-types main 14.366 @13e58d21d) keeps MACRO_SCRIPT",
  },
  {
    behaviour:
      "Hotbar drop: the drag's JSON goes to Hooks.call('hotbarDrop', hotbar, data, slot) and a false return stops it; else a Macro is assigned, another document gets a 'Display <name>' script macro; User#assignHotbarMacro writes {hotbar} whole in one user update",
    source:
      "v13 client/applications/ui/hotbar.mjs Hotbar#onDragDrop, #_createDocumentSheetToggle; client/documents/user.mjs User#assignHotbarMacro, #getHotbarMacros",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ui/hotbar.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _createDocumentSheetToggle (its private # members are not in a declaration); the v14 declaration client/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps assignHotbarMacro, getHotbarMacros",
  },
  {
    behaviour:
      "ActorSheetV2 drag start: every .draggable gets draggable=_canDragStart (isEditable) and a dragstart that writes the data-item-id item's (or data-effect-id effect's) toDragData()",
    source:
      "v13 client/applications/sheets/actor-sheet.mjs ActorSheetV2#_onRender, #_canDragStart, #_onDragStart",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sheets/actor-sheet.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _canDragStart, _onDragStart (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "enrichHTML: @Embed[config]{label} → fromUuid → Document#toEmbed (the paragraph replaced when the embed is its only text; a missing document is p.broken.content-embed); each CONFIG.TextEditor.enrichers {id, pattern, enricher, onRender, replaceParent} replaces matches last first, a result of an enricher with id and onRender wrapped in <enriched-content enricher=id> whose connectedCallback calls onRender; [[/cmd …]] that is no roll command stays text",
    source:
      "v13 client/applications/ux/text-editor.mjs TextEditor.enrichHTML, ._enrichEmbeds, ._embedContent, ._parseEmbedConfig, ._applyCustomEnrichers, ._replaceTextContent, #replaceTextNode, ._createInlineRoll; client/applications/elements/enriched-content.mjs HTMLEnrichedContentElement#connectedCallback",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ux/text-editor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps enrichHTML, _enrichEmbeds, _embedContent, _parseEmbedConfig, _applyCustomEnrichers, _replaceTextContent, _createInlineRoll (its private # members are not in a declaration); the v14 declaration client/applications/elements/enriched-content.d.mts (fvtt-types main 14.366 @13e58d21d) keeps connectedCallback",
  },
  {
    behaviour:
      "enrichHTML content links (before the other enrichers, unless documents: false): @UUID[uuid#hash]{name} → fromUuid (and the sim's journal stand-ins) → the document's toAnchor (a.content-link[draggable] with data-link, data-uuid, data-id, data-type, data-pack, data-hash, an inert icon, the given name or the document's); an unknown uuid → a.content-link.broken (no data-link, fa-link-slash); legacy @Type[…] forms not emulated (test/sim/enrich.test.ts; test/session/rules-journal.test.ts)",
    source:
      "v13 client/applications/ux/text-editor.mjs TextEditor.enrichHTML, ._enrichContentLinks, ._createContentLink, .createAnchor (stored 18869245221); client/documents/abstract/client-document.mjs ClientDocumentMixin#toAnchor (stored 18340273463)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/ux/text-editor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _enrichContentLinks, _createContentLink and createAnchor, and client/documents/abstract/client-document.d.mts keeps toAnchor",
  },
  {
    behaviour:
      "Document#toEmbed: _buildEmbedHTML (the system model's toEmbed by default); null → no embed; else a figure.content-embed (figcaption: strong.embed-caption label or name, cite with toAnchor) inside <document-embed uuid data-uuid data-content-embed>, or inline with config.inline",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#toEmbed, #_buildEmbedHTML, #_createInlineEmbed, #_createFigureEmbed, #toAnchor",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps toEmbed, _buildEmbedHTML, _createInlineEmbed, _createFigureEmbed, toAnchor",
  },
  {
    behaviour:
      "User#hasPermission: an explicit User#permissions entry wins over the role defaults; grantPermission(session, user, name) changes it on the server and every client",
    source: "v13 common/documents/user.mjs BaseUser#hasPermission; common/constants.mjs USER_PERMISSIONS",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps hasPermission; the v14 declaration common/constants.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ActiveEffect changes land per field type: a system key resolves through the system schema (a root name/img is a StringField, any other key the legacy cast-by-current-value path); StringField/HTMLField ADD concatenates and OVERRIDE replaces, MULTIPLY/UPGRADE/DOWNGRADE leave strings; NumberField ADD/MULTIPLY/UPGRADE/DOWNGRADE; BooleanField ||, &&, compare; ArrayField ADD pushes JSON-parsed elements; SetField adds; an undefined result writes nothing (test/harness/effect-change.ts)",
    source:
      "v13 client/documents/active-effect.mjs ActiveEffect#apply, .applyField, #_applyLegacy, #_applyAdd, #_applyMultiply, #_applyOverride, #_applyUpgrade; common/data/fields.mjs DataField#applyChange, #_castChangeDelta, #_applyChangeAdd/Override, BooleanField, NumberField, ArrayField#_castChangeDelta/#_applyChangeAdd, SetField#_castChangeDelta/#_applyChangeAdd",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/active-effect.d.mts (fvtt-types main 14.366 @13e58d21d) keeps apply, applyField, _applyLegacy, _applyAdd, _applyMultiply, _applyOverride, _applyUpgrade; the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps applyChange, _castChangeDelta, _applyChangeAdd (its private # members are not in a declaration). v14 differs: the instance apply and _apply* are @deprecated in the v14 declaration (58564215003): V14_BEHAVIOURS "static ActiveEffect.applyChange…", V14_BEHAVIOURS "ActiveEffect#apply(actor, change) on v14…"',
  },
  {
    behaviour:
      "A client's ChatMessage#testUserPermission / isOwner: the message's author holds OWNER over it (any other non-GM user by the message's ownership, i.e. NONE)",
    source: "v13 common/documents/chat-message.mjs BaseChatMessage#getUserLevel",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "start-up order (test/sim/startup.ts): init, i18nInit, then the movement actions validated (label, icon), completed with defaults, displace forced to an unmeasured teleport costing 0, sorted by order and deep-frozen in a non-writable property; users and world documents built and prepared; setup; what setupGame awaits (sheets, index, canvas); ready = true, core's socket listeners, ready",
    source:
      "v13 client/game.mjs Game#initialize, #setupGame, #initializeConfig, #initializeMovementActions, #initializeDocuments, #activateSocketListeners",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps initialize, setupGame, initializeConfig, initializeDocuments, activateSocketListeners (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "socket events from connection until core's listeners are active are buffered and replayed in arrival order (every listener again, core's included); listeners registered earlier (at init) hear them at once; the requester's own document reply comes through its acknowledgement, other clients' through the buffered modifyDocument event",
    source:
      "v13 client/game.mjs Game.connect (socket.prependAny(#bufferSocketEvents)), Game#activateSocketListeners (offAny, #applyBufferedSocketEvents → socket.emitEvent); client/data/client-backend.mjs ClientDatabaseBackend#activateSocketListeners, ##dispatchRequest, #onModifyDocument",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps connect, activateSocketListeners (its private # members are not in a declaration); the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) keeps activateSocketListeners (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin. v14 socket handling taken as unchanged (the slow-connection row of V14_BEHAVIOURS cites no .mjs of either generation's server)",
  },
  {
    behaviour:
      "a compendium document's write (its pack, or its parent's) is checked before anything is sent: an unknown pack throws; a locked pack (configured, else any pack not of the world) shows an error notification and throws 'You may not <action> documents in the locked compendium \"<pack>\".'; a sheet of a document in a locked pack is not editable",
    source:
      "v13 common/abstract/backend.mjs DatabaseBackend#create/#update/#delete, ##configureOperation, ##assertCompendiumUnlocked; client/documents/collections/compendium-collection.mjs CompendiumCollection#locked; client/applications/api/document-sheet.mjs DocumentSheetV2#isEditable",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/backend.d.mts (fvtt-types main 14.366 @13e58d21d) keeps create, update, delete (its private # members are not in a declaration); the v14 declaration client/documents/collections/compendium-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps locked; the v14 declaration client/applications/api/document-sheet.d.mts (fvtt-types main 14.366 @13e58d21d) keeps isEditable",
  },
  {
    behaviour:
      "CompendiumCollection.createCompendium(metadata): GM only (a player gets the error notification); one manageCompendium round trip; the pack world.<name> (packageType world, unlocked) joins game.packs on the requester and, through the socket listener, on every other client (test/sim/world-packs.ts)",
    source:
      "v13 client/documents/collections/compendium-collection.mjs CompendiumCollection.createCompendium, #handleCreateCompendium, _activateSocketListeners, #locked",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/collections/compendium-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps createCompendium, _activateSocketListeners, locked (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "document operations with {pack}: the pack's documents live on the server and every client's getIndex / getDocuments reads them; create cleans through the document class and keeps _id with keepId; update with recursive: false replaces top-level keys; a locked pack refuses; Folder creations with {pack} join pack.folders (test/sim/world-packs.ts)",
    source:
      "v13 client/documents/collections/compendium-collection.mjs CompendiumCollection#getIndex, #getDocuments, #importFolders, #locked; client/data/client-backend.mjs ClientDatabaseBackend#_createDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/collections/compendium-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getIndex, getDocuments, importFolders, locked; the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "CompendiumDirectory: the 'compendium' sidebar tab (id, classes) whose render calls renderCompendiumDirectory with its element; its header is drawn with the simulation's directory header (.directory-header): v13's templates/sidebar/tabs/compendiums.hbs was not read (test/sim/world-packs.ts)",
    source:
      "v13 client/applications/sidebar/tabs/compendium-directory.mjs CompendiumDirectory (DEFAULT_OPTIONS, PARTS)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/tabs/compendium-directory.d.mts (fvtt-types main 14.366 @13e58d21d) keeps CompendiumDirectory (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "a synthetic actor knows its token: Actor#isToken is true and Actor#token is the TokenDocument when the actor's parent is a TokenDocument (an unlinked token's actor), else false / null (./actor-token.ts)",
    source: "v13 client/documents/actor.mjs Actor#isToken, Actor#token",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps isToken, token. TokenDocument#baseActor: V14_BEHAVIOURS "TokenDocument#baseActor is the world actor…"',
  },
  {
    behaviour:
      "Dice So Nice stand-in (test/sim/dice-so-nice.ts, installed only by tests that ask for it): game.modules has 'dice-so-nice' active and game.dice3d {showForRoll (fires diceSoNiceRollStart, resolves on landing, false when blind), isEnabled, messageHookDisabled, waitFor3DAnimationByMessageID}; createChatMessage animates a message with dice whose content the user may see (hide3dDiceOnSecretRolls on, no ghost dice), marks it _dice3danimating; renderChatMessageHTML adds dsn-hide while it animates; on landing the element is revealed, the mark cleared and diceSoNiceRollComplete(messageId) fired; rolls an update appends animate the same way",
    source:
      "v13 client/documents/chat-message.mjs ChatMessage#isRoll, #isContentVisible, #renderHTML (the renderChatMessageHTML hook after system.renderHTML); Dice So Nice module/main.js (Hooks createChatMessage, renderChatMessageHTML, preUpdateChatMessage, updateChatMessage; shouldInterceptMessage) and module/Dice3D.js (Dice3D#renderRolls, #showForRoll, #show, #waitFor3DAnimationByMessageID), read in the public copies Daedalus11069/dice-so-nice-fork and Trahloc/foundryvtt-dice-so-nice",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) keeps isRoll, isContentVisible, renderHTML and foundryvtt.com/api/v14 classes/foundry.documents.ChatMessage lists the same accessors (alias)",
  },
  {
    behaviour:
      "TokenHUD (CONFIG.Token.hudClass, id 'token-hud'): bind(placeable) renders it forced for that token; its status palette lists CONFIG.statusEffects not hidden by `hud` (false, or actorTypes without the actor's type), an icon lit when the actor has an effect with exactly that one status (or the status's _id); the `effect` action (buttons 0 and 2) calls actor.toggleStatusEffect(id, {active: !lit, overlay: right button}); the palette markup is a stand-in (test/sim/applications/token-hud.ts)",
    source:
      "v13 client/applications/hud/token-hud.mjs TokenHUD DEFAULT_OPTIONS, PARTS, _getStatusEffectChoices, #onToggleEffect; client/applications/hud/placeable-hud.mjs BasePlaceableHUD#bind, _configureRenderOptions, _onClose; v14 TokenHUD declarations (54802668555) keep the same `effect` action",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/hud/token-hud.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _getStatusEffectChoices (its private # members are not in a declaration); the v14 declaration client/applications/hud/placeable-hud.d.mts (fvtt-types main 14.366 @13e58d21d) keeps bind (its private # members are not in a declaration). v14: CONFIG.statusEffects is a Proxy over an array that still supports find/filter (/work/shared/research/FOUNDRY-V14.md §2 'Status effects', secondary); the simulation hands the array",
  },
  {
    behaviour:
      "Token bars: a placeable (CONFIG.Token.objectClass, one per token document, TokenDocument#object on the canvas showing its scene) has bars.bar1/bar2; drawBars does nothing without an actor or with displayBars NONE, else hides a bar whose getBarAttribute is not a {value,max} bar with max ≠ 0 and otherwise calls _drawBar(i, bar, data) and shows it; _drawBar clears the bar, draws its background width × 8·uiScale (×1.5 for tokens 2+ squares tall) and the value's share, bar 1 at the bottom, bar 2 at the top; renderFlags refreshBars → drawBars (at once); TokenDocument#getSize is the token's size in pixels on a square grid (test/sim/token-bars.ts, test/sim/token-ruler.ts SimTokenObject, test/sim/canvas.ts placeableOf)",
    source:
      "v13 client/canvas/placeables/token.mjs Token#drawBars, #_drawBar, #_applyRenderFlags (flags.refreshBars → drawBars) (stored 19005520373); client/documents/abstract/canvas-document.mjs CanvasDocumentMixin#object (stored 18465253136)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 classes/foundry.canvas.placeables.Token lists drawBars and applyRenderFlags, and the v14 declaration client/canvas/placeables/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps drawBars and _drawBar(number, bar, data)",
  },
  {
    behaviour:
      "Configure Settings (game.settings.sheet, id 'settings-config'): categories core, then the system (game.system.title), then the rest; each registered menu an entry (name, hint, button label, icon) left out for users without SETTINGS_MODIFY when restricted; each config:true setting a form group whose field is built from its type and named namespace.key (world settings only for SETTINGS_MODIFY); openSubmenu builds the menu's type and renders it; submit sets each setting in the form data; registerMenu stores the menu under namespace.key and requires an ApplicationV2 type; register stores namespace and key on the config (test/sim/applications/settings-config.ts, test/sim/settings.ts)",
    source:
      "v13 client/applications/settings/config.mjs SettingsConfig DEFAULT_OPTIONS, _prepareCategoryData, _categorizeEntry, _sortCategories, #onOpenSubmenu, #onSubmit (stored 8262306438); client/helpers/client-settings.mjs ClientSettings#register, #registerMenu, #sheet (stored 8447867917)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/settings/config.d.mts (stored 58484393293) keeps the openSubmenu and resetDefaults actions, the form handler, subtemplates, _prepareCategoryData, _categorizeEntry and _sortCategories, and foundryvtt.com/api/v14 CategoryBrowserConfiguration keeps initialCategory and subtemplates.category",
  },
  {
    behaviour:
      "The players list (ui.players): an ApplicationV2 with id 'players' and one root part, no frame; its context the active and inactive users; each render fires renderPlayers(app, element) with the list's element, whose children a re-render replaces; the list markup is a stand-in (test/sim/applications/players.ts)",
    source:
      "v13 client/applications/ui/players.mjs Players DEFAULT_OPTIONS (id 'players', tag aside, frame false), PARTS (players: root, templates/ui/players.hbs), _prepareContext (active/inactive), stored 7772349792",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the official system's 1.x (v14-only) adds its hero-token and Malice entries to the players list's user context menu (/work/shared/research/FOUNDRY-V14.md §6, secondary) and the fvtt-types declaration client/applications/ui/players.d.mts (stored 1081837979) keeps the class, its PARTS and _prepareContext",
  },
  {
    behaviour:
      "ChatLog context menu: entries collected once per client (core's PopoutMessage, RevealMessage, ConcealMessage, Delete, then Hooks.call('getChatMessageContextOptions', app, entries), no parent-class hooks); opening it on .message[data-message-id] shows the entries whose condition answers true for that element; choosing one calls its callback with the element (test/sim/chat-context-menu.ts)",
    source:
      "v13 client/applications/sidebar/tabs/chat.mjs ChatLog#_onFirstRender, #_getEntryContextOptions; client/applications/api/application.mjs ApplicationV2#_createContextMenu, #_doEvent; client/applications/ux/context-menu.mjs ContextMenu",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sidebar/tabs/chat.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _getEntryContextOptions (its private # members are not in a declaration); the v14 declaration client/applications/api/application.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _createContextMenu, _doEvent and foundryvtt.com/api/v14 ApplicationRenderOptions keeps force, parts, tab (interfaces/foundry.applications.types.ApplicationRenderOptions); the v14 declaration client/applications/ux/context-menu.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). v14 differs in the entries\' shape: V14_BEHAVIOURS "chat-log context-menu entries…"',
  },
  {
    behaviour:
      "canvas.interface.createScrollingText(origin, content, {duration, distance, jitter, anchor, direction, ...textStyle}) draws nothing when core.scrollingStatusText is off, else shows the text at origin (recorded, the animation is not emulated; test/sim/scrolling-text.ts)",
    source: "v13 client/canvas/groups/interface.mjs InterfaceCanvasGroup#createScrollingText",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/canvas/groups/interface.d.mts (fvtt-types main 14.366 @13e58d21d) keeps createScrollingText",
  },
  {
    behaviour:
      "a world or embedded create keeps each datum's _id when the operation has keepId: true (else the server gives a new id); a create naming an id already stored is refused (test/sim/server.ts #write)",
    source:
      "v13 common/abstract/_types.mjs DatabaseCreateOperation keepId ('Retain the _id values of provided data instead of generating new ids'); client/data/client-backend.mjs ClientDatabaseBackend#_createDocuments sends the operation as given",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/_types.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "Actor#modifyTokenAttribute(attribute, value, isDelta, isBar), the token bar's write: current + delta (or the value); nothing when unchanged; a bar's value clamped to 0…max and written as system.<attribute>.value (else system.<attribute>); the modifyTokenAttribute hook may veto; then actor.update from the owner's client (test/harness/actor.ts). The TokenHUD's bar input itself is not rendered",
    source:
      "v13 client/documents/actor.mjs Actor#modifyTokenAttribute; client/applications/hud/token-hud.mjs TokenHUD#onSubmitBar (_parseAttributeInput, then actor.modifyTokenAttribute)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps modifyTokenAttribute; the v14 declaration client/applications/hud/token-hud.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "a stored world setting's value is cast once per Setting initialization: every get returns the SAME instance (a DataModel type included) until an update changes the value on that client (create, a changed value, or register again casts anew); a never-written setting builds a new Setting with the default, so a new value, on each get (test/sim/settings.ts; no v14 .mjs of these files was found in the stored code, its declarations keep Setting#_initialize and _castType)",
    source:
      "v13 client/helpers/client-settings.mjs ClientSettings#get, #setWorld, #register (reset()); client/documents/setting.mjs Setting#_initialize, #_castType (DataModel: type.fromSource(value)); common/abstract/data.mjs DataModel#updateSource (_initialize only on a non-empty diff), DataModel#reset",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/client-settings.d.mts (fvtt-types main 14.366 @13e58d21d) keeps get, register (its private # members are not in a declaration); the v14 declaration client/documents/setting.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _castType, value (its private # members are not in a declaration); the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateSource, diff, reset",
  },
  {
    behaviour:
      "a document operation the server refuses (an update naming a document it no longer stores, e.g. one another user deleted whose deletion has not reached this client yet) rejects the requester's promise with the server's error and is broadcast to no client, so nothing changes anywhere (test/sim/server.ts #apply / #write; test/session/chat-context-cards.test.ts takes a token out of the server's store to play that race)",
    source:
      "v13 client/data/client-backend.mjs ClientDatabaseBackend#_updateDocuments → #dispatchRequest → client/helpers/socket-interface.mjs SocketInterface.dispatch (rejects when the response has an error); the server's own check is not in the stored code (inferred from the client's handling)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin. v14: client/helpers/socket-interface.mjs — no .mjs stored; declaration of SocketInterface.dispatch in fvtt-types main (client/helpers/socket-interface.d.mts)",
  },
  {
    behaviour:
      "game.time (test/sim/game-time.ts): made read-only in setupGame and synced to the stored core.time (0 if never written); worldTime is a getter; advance(delta, options) and set(time, options) write the world setting core.time (server: SETTINGS_MODIFY), whose onChange on every client runs onUpdateWorldTime: the new time is kept, then updateWorldTime(worldTime, dt, options, userId); calendar.days is 24 × 60 × 60 (components deltas not emulated; the server's combat-round advance is not emulated on simulated clients)",
    source:
      "v13 client/helpers/time.mjs GameTime#worldTime, #advance, #set, #sync, #onUpdateWorldTime; client/game.mjs Game#setupGame (time: new GameTime, await sync), Game#registerSettings (core.time NumberField, onChange → time.onUpdateWorldTime); client/data/calendar.mjs CalendarData.defineSchema days",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/time.d.mts (fvtt-types main 14.366 @13e58d21d) keeps worldTime, advance, set, sync, onUpdateWorldTime; the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps setupGame, registerSettings (its private # members are not in a declaration); the v14 declaration client/data/calendar.d.mts (fvtt-types main 14.366 @13e58d21d) keeps days (its private # members are not in a declaration). v14 differs slightly: V14_BEHAVIOURS "game.time keeps v13\'s API…"',
  },
  {
    behaviour:
      "documents embedded in a created document (an actor's items and effects, an item's effects) keep their valid _id; a missing or malformed one gets a new id (test/sim/server.ts assignEmbeddedIds); update from compendium matches an entry's effects and items by these ids",
    source:
      "v13 common/abstract/_types.mjs DatabaseCreateOperation keepEmbeddedIds ('Retain the _id values of embedded document data', default true); client/documents/abstract/world-collection.mjs WorldCollection#fromCompendium deletes only the primary _id",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/_types.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/documents/abstract/world-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps fromCompendium (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "a client's Document#testUserPermission(user, level) for ANY user (src/documents/ownership.ts userOwns; the GM judging a player's request): a GM user is OWNER; else the user's entry in the client's stored ownership, else its default, else NONE; an embedded document without its own ownership has its parent's level; an unlinked token's actor its base actor's (the delta's ownership if set); a token or combatant its actor's; a message's author OWNER; isOwner is the same test for game.user (test/sim/install.ts). Not emulated: the `exact` option, banned users, compendium role levels",
    source:
      "v13 common/abstract/document.mjs Document#getUserLevel, #testUserPermission; client/documents/abstract/client-document.mjs ClientDocumentMixin#isOwner, #hasPlayerOwner, #permission",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getUserLevel, testUserPermission; the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps isOwner, hasPlayerOwner, permission",
  },
  {
    behaviour:
      "TerrainData (a DataModel: difficulty, nullable, initial 1, null read as Infinity) and TerrainData.resolveTerrainEffects (multiplies the 'difficulty' effects, null when the product is 1); RegionBehaviorType (foundry.data.regionBehaviors) whose _getTerrainEffects(token, segment) returns [] unless a subtype says otherwise; CONFIG.RegionBehavior.dataModels and typeIcons where a system registers its behaviour types. Not emulated: Token#createTerrainMovementPath (the session tests resolve a square's terrain from the behaviour themselves)",
    source:
      "v13 client/data/terrain-data.mjs BaseTerrainData, TerrainData.defineSchema/resolveTerrainEffects/_initialize/equals (stored 18339814245); client/data/region-behaviors/base.mjs RegionBehaviorType#_getTerrainEffects (8349190913); client/data/region-behaviors/modify-movement-cost.mjs _getTerrainEffects returns [{name: 'difficulty', difficulty}] (7828851624); client/config.mjs RegionBehavior",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 foundry.data.regionBehaviors keeps RegionBehaviorType and ModifyMovementCostRegionBehaviorType, api/v14 TokenRegionMovementSegment keeps `terrain: DataModel | null`, and the v14 declaration client/data/terrain-data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps resolveTerrainEffects",
  },
  {
    behaviour:
      "world RollTables (game.tables): RollTable#draw({displayChat}) rolls the table's formula, takes the results whose range holds the total and posts them in one ChatMessage (flags.core.RollTable: the table's id; a text result's description shown as HTML); `pack` null for a world table (test/sim/roll-tables.ts SimRollTable). Not emulated: drawn marks without replacement, inner tables, weights, tables in compendium packs",
    source:
      "v13 client/documents/roll-table.mjs RollTable#draw, #roll, #getResultsForRoll, #toMessage (stored 18656769253); common/documents/roll-table.mjs BaseRollTable (formula, replacement, results with range)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 RollTable keeps draw({roll, recursive, results, displayChat}) and getResultsForRoll",
  },
  {
    behaviour:
      "a Region's behaviours (RegionDocument#behaviors) as stored with the Region: type, disabled and system, read by every client; RegionDocument#testPoint of an elevated point. Region events are not emulated: Steelbound deals damaging terrain from the moveToken hook (origin and passed waypoints of the movement every client runs once it is stored) and from its own turn-start step, because core raises TOKEN_TURN_START only from Combat#_manageTurnEvents (never reached: combat.turn stays null) and TOKEN_ENTER on the mover's client (test/sim/regions.ts SimRegion#behaviors)",
    source:
      "v13 client/data/region-behaviors/base.mjs RegionBehaviorType (events, _handleRegionEvent, _getTerrainEffects; stored 8349190913); client/documents/region.mjs RegionDocument#_triggerEvent emits 'regionEvent' and handles it for the triggering user, #_handleEvent runs each enabled behaviour's _handleRegionEvent (8099812143); client/documents/combat.mjs Combat#_manageTurnEvents (active GM only) → #onStartTurn → #triggerRegionEvents(TOKEN_TURN_START) (18344563855); client/data/terrain-data.mjs (18339814245)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 CONST.REGION_EVENTS keeps TOKEN_ENTER and TOKEN_TURN_START, api/v14 RegionEvent keeps {name, data, region, user}, api/v14 TokenMovementData keeps origin and passed (waypoints), and api/v14 TokenRegionMovementSegment keeps from/to/type",
  },
];

/**
 * Where the simulation behaves as v14 when FOUNDRY_GENERATION=14 (the switch: ./generation.ts). Sources: v14
 * declarations (fvtt-types main 14.366 and stored copies 54xxxxxxxxx) and readings of the v14.364/365 build;
 * no v14 .mjs of users.mjs was found in the stored code (docs/SMOKE-TEST.md step 1 settles it on a server).
 */
export const V14_BEHAVIOURS: V14Behaviour[] = [
  {
    behaviour: "Game#release.generation is 14 (13 otherwise); src/documents/generation.ts is the only reader",
    source: "v14 client/game.mjs Game#release",
    v13: "v13 client/game.mjs Game#release: ReleaseData with generation 13",
  },
  {
    behaviour:
      "core's userQuery listener calls CONFIG.queries[name](queryData, {timeout, user}) with the server-stamped sender resolved; the socket event keeps (senderId, queryId, name, data, options, ack)",
    source:
      "v14 client/documents/collections/users.mjs Users.#handleUserQuery (read through 58153824655, 63232753144: 14.364/365); server dist/components/activity.mjs userQuery relay",
    v13: 'v13 client/documents/collections/users.mjs Users.#handleUserQuery hands the handler {timeout} only (the SIM row "User#query refuses…")',
  },
  {
    behaviour:
      "core combat-tracker context-menu entries are {label, visible, onClick(event, target)}; ContextMenu shows label and calls onClick",
    source:
      "v14 client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_getEntryContextOptions, #_getCombatContextOptions; client/applications/ux/context-menu.mjs (decl context-menu.d.mts)",
    v13: "v13 client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_getEntryContextOptions: {name, icon, condition, callback(li)} (client/applications/ux/context-menu.mjs)",
  },
  {
    behaviour:
      "message modes: CONFIG.ChatMessage.modes (public, gm, blind, self, ic), client setting core.messageMode ('public'), ChatMessage.create(…, {messageMode}) applied as the matching v13 roll mode",
    source:
      "v14 client/documents/chat-message.mjs ChatMessage#_preCreate, ChatMessage.applyMode; client/dice/roll.mjs Roll._mapLegacyRollMode; client/config.mjs CONFIG.ChatMessage.modes",
    v13: 'v13 CONFIG.Dice.rollModes, the core.rollMode setting, ChatMessage.applyRollMode (client/documents/chat-message.mjs; the SIM row "Roll mode on create…")',
  },
  {
    behaviour:
      "ActiveEffect changes are stored in system.changes with a string type (root changes with an integer mode are moved there when an effect is built or updated, each string value JSON-parsed again while it stays a string — '2' → 2, 'true' → true, text that does not parse kept; changes given as system.changes are not parsed); the deprecated changes getter hands back system.changes as stored and each type applies as the v13 mode of that name (a parsed list is the ArrayField delta itself); the effect's system follows its source after an update",
    source:
      "v14 common/documents/active-effect.mjs BaseActiveEffect.migrateData (root changes → system.changes, mode → type by #MODES_TO_TYPES, #migrateChangeValue; also read in a second port, stored id 54850362982, ActiveEffectA5E), v14 ArrayField#_castChangeDelta of a parsed value not found in the stored code (inferred), client/documents/active-effect.mjs ActiveEffect#_initialize (changes getter → system.changes), ActiveEffect._shimChanges; read in a system's port of v14's code, stored id 66655112098 (BasePseudoActiveEffect), beside declarations 54758126139, 54516697111",
    v13: "v13 common/documents/active-effect.mjs BaseActiveEffect.defineSchema: changes at the root, an integer mode, a string value; no system.changes",
  },
  {
    behaviour:
      "an ActiveEffect's source (and Document#toObject of it or of its parent's embedded effects) has a non-enumerable changes getter/setter over system.changes, so _source.changes reads the v14 changes",
    source:
      "v14 common/documents/active-effect.mjs BaseActiveEffect.shimData, ._shimChanges (read in the port 66655112098); v13 common/abstract/data.mjs DataModel#_initializeSource and common/abstract/document.mjs Document#toObject call shimData",
    v13: "v13 common/documents/active-effect.mjs: no shimData for changes; _source.changes is the stored root array",
  },
  {
    behaviour:
      "Region documents embedded in a scene (scene.regions, Scene.<id>.Region.<id>): name required and not blank, shapes each a BaseShapeData type (circle, cone, ellipse, rectangle, line, ring, emanation, polygon, token, grid), visibility one of CONST.REGION_VISIBILITY (LAYER 0 default … ALWAYS 2), highlightMode, levels, an ownership field of its own (default NONE); RegionDocument#testPoint and #tokens for rectangle (anchored, unrotated) and line shapes, the only ones Steelbound draws (a point test on another shape or a rotated rectangle throws 'not simulated'; test/sim/regions.ts SimRegion, SIMULATED_SHAPES)",
    source:
      "v14 common/documents/region.mjs BaseRegion.defineSchema (declaration 54661699390: shapes ShapesField, elevation, levels SceneLevelsSetField, restriction, attachment, behaviors, visibility, highlightMode, displayMeasurements, hidden, locked, ownership, flags; metadata.embedded as v13's, 8059631942); shape types and fields of common/data/data.mjs read in 66731986889 and the port 71434490680; CONST.REGION_VISIBILITY and RegionDocument#tokens/#testPoint on foundryvtt.com/api/v14 and in fvtt-types main 14.366 client/documents/region.d.mts",
    v13: 'v13 common/documents/region.mjs BaseRegion (stored 8059631942): Regions exist but Steelbound\'s areas are MeasuredTemplates on v13 (the SIM row "MeasuredTemplate documents embedded in a scene…")',
  },
  {
    behaviour:
      "who may create, update and delete a Region: create needs REGION_CREATE (a PLAYER permission by default; GMs always), a Region with behaviors only a GM, and no player while the game is paused; update and delete by OWNER of the Region's own ownership (GMs always). v13: the Document defaults (create ASSISTANT, delete ASSISTANT)",
    source:
      "v14 common/documents/region.mjs BaseRegion.canUserCreate, #canCreate, #canUpdate, #getUserLevel (declared in 54661699390; bodies not in the stored code — the rule is read from foundryvtt.com/api/v14 CONST.USER_PERMISSIONS, stored 69690971552: REGION_CREATE defaultRole 1, no TEMPLATE_CREATE; api/v14 RegionPlacementOptions#create: non-GMs cannot create Regions while paused; BaseRegionBehavior.#canCreate user.isGM, 8594170316); v13 common/documents/region.mjs (no permissions override, 8059631942)",
    v13: "v13 common/documents/region.mjs BaseRegion (no permissions override, stored 8059631942): the Document defaults",
  },
  {
    behaviour:
      "the deprecated MeasuredTemplate shim: any MeasuredTemplate create, update or delete on a scene logs a compatibility warning (message text ours); what it stored is read back as v14 hands it: a Scene.<id>.MeasuredTemplate.<id> UUID resolves to nothing, scene.regions holds a Region of the same id whose flags.core.MeasuredTemplate keeps the template's data, MeasuredTemplateDocument._fromRegion(region) builds the template back (test/sim/regions.ts; Steelbound places Regions, not templates, on v14)",
    source:
      "v14 client/documents/measured-template.mjs MeasuredTemplateDocument (@deprecated since v14), ._fromRegion, .createDocuments/.updateDocuments/.deleteDocuments converting to Regions (declaration 54613709521); v14 common/documents/scene.mjs BaseScene.metadata.embedded (MeasuredTemplate dropped, Level added; a port note against v14 source, 70616469670); Region-backed templates as v14 modules read them (66523134241, 66823841338)",
    v13: 'v13 common/documents/measured-template.mjs, client/documents/measured-template.mjs: a document of its own, no warning (the SIM row "MeasuredTemplate documents embedded in a scene…")',
  },
  {
    behaviour:
      "a token stands on one scene Level: TokenDocument#level is the Level's id (null when none is set); every level's tokens are in the one scene.tokens",
    source:
      "v14 common/documents/token.mjs BaseToken.defineSchema level: DocumentIdField, common/documents/scene.mjs levels: EmbeddedCollectionField(BaseLevel) (read in a port note against v14 source, 70616469670, and declarations 66561295679). Walls' `levels` (SceneLevelsSetField, 54887449842) are not emulated: what an empty set means was not found in the stored code",
    v13: "v13 common/documents/token.mjs BaseToken.defineSchema: no level field, one plane per scene",
  },
  {
    behaviour:
      "chat-log context-menu entries are {label, visible(target), onClick(event, target)}; the hook is still getChatMessageContextOptions (test/sim/chat-context-menu.ts through ./generation.ts menuItem)",
    source:
      "v14 client/applications/ux/context-menu.mjs (decl context-menu.d.mts: ContextMenuEntry label/visible/onClick, name/condition/callback deprecated until 16); hook name as v13 ChatLog#_onFirstRender",
    v13: 'v13 client/applications/sidebar/tabs/chat.mjs ChatLog#_getEntryContextOptions: {name, icon, condition(li), callback(li)} (the SIM row "ChatLog context menu…")',
  },
  {
    behaviour:
      "game.time keeps v13's API (worldTime, advance, set, calendar, components); onUpdateWorldTime returns a Promise and still calls updateWorldTime(worldTime, dt, options, userId); the calendar's days fields are optional (CalendarConfigDays)",
    source:
      "v14 client/helpers/time.mjs GameTime (foundryvtt.com/api/v14 GameTime page, stored id 69784821513: onUpdateWorldTime(): Promise<void>); CalendarConfigDays hoursPerDay?/minutesPerHour?/secondsPerMinute? (api/v14 interfaces); no v14 .mjs of time.mjs found in the stored code",
    v13: 'v13 client/helpers/time.mjs GameTime (the SIM row "game.time (test/sim/game-time.ts)…")',
  },
  {
    behaviour:
      "TokenDocument#baseActor is the world actor the token's actorId names (game.actors.get), null without one (test/sim/documents.ts); src reads it for an unlinked token's inherited items and a party member on an unlinked token",
    source: "v13 client/documents/token.mjs TokenDocument#baseActor (a later stored copy adds `?? null`)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps baseActor",
  },
  {
    behaviour:
      "Actor#applyActiveEffects(phase): 'initial' from prepareEmbeddedDocuments (statuses rebuilt), 'final' after prepareData's derived data, each phase once per preparation; every active applicable effect's system.changes whose phase matches (ActiveEffect#shouldApplyChange; a change without a phase is 'initial'), copied with `effect`, priority defaulting to its type's (CONST.ACTIVE_EFFECT_CHANGE_TYPES custom 0, multiply 10, add/subtract 20, downgrade 30, upgrade 40, override 50), sorted, mode-shimmed, each handed to the STATIC applyChange(actor, change, {replacementData}) of CONFIG.ActiveEffect.documentClass; the instance apply is never called (test/sim/effect-route.test.ts)",
    source:
      "v14 client/documents/actor.mjs Actor#applyActiveEffects(phase), #prepareEmbeddedDocuments, #prepareData (a system's copy of the body, stored 67048006496; call sites read in 66560249536, 66865364017); client/documents/active-effect.mjs ActiveEffect#shouldApplyChange, #prepareBaseData (port 66655112098); declaration 58564215003 (ChangeData.phase default, CHANGE_PHASES, applyChange)",
    v13: 'v13 client/documents/actor.mjs Actor#applyActiveEffects(): one pass, the instance ActiveEffect#apply per change (the SIM row "transferred item effects…")',
  },
  {
    behaviour:
      "static ActiveEffect.applyChange(targetDoc, change, options): each core change type applied as the v13 mode of the same name through the field's change (no CONFIG.ActiveEffect.changeTypes handler registered, no @-references, 'subtract' not emulated); defined on v14 only",
    source:
      "v14 client/documents/active-effect.mjs ActiveEffect.applyChange, .applyChangeField, ._applyChangeUnguided (a copy of the body, stored 56231385642; declaration 58564215003)",
    v13: 'v13: no static applyChange; client/documents/active-effect.mjs ActiveEffect#apply, _apply* (the SIM row "ActiveEffect changes land per field type…")',
  },
  {
    behaviour:
      "ActiveEffect#apply(actor, change) on v14 is a deprecated shim: a compatibility warning ('You are accessing ActiveEffect#apply, which has been moved to ActiveEffect.applyChange'), then the configured class's static applyChange with the effect attached (the forwarding inferred from the message)",
    source:
      "v14 client/documents/active-effect.mjs ActiveEffect#apply (deprecation message in declaration 58564215003)",
    v13: "v13 client/documents/active-effect.mjs ActiveEffect#apply: the route itself, no warning",
  },
  {
    behaviour:
      "CONST.ACTIVE_EFFECT_MODES is a deprecated getter: each read logs a compatibility warning (message text ours) and gives an empty object; CONST.ACTIVE_EFFECT_CHANGE_TYPES holds the types and default priorities",
    source:
      "v14 common/constants.mjs (deprecated 14→16, foundryvtt issue #14148; seen empty on 14.365 in stored 60222146022; types and priorities in declarations and stored 54116249028)",
    v13: "v13 common/constants.mjs ACTIVE_EFFECT_MODES: a frozen object (CUSTOM 0 … OVERRIDE 5), no warning",
  },
  {
    behaviour:
      "the changes Actor#applyActiveEffects hands over carry a non-enumerable numeric `mode` getter that logs a compatibility warning once ('You are accessing the numeric #mode of an ActiveEffect change…'); the effect's deprecated `changes` getter logs one too",
    source:
      "v14 client/documents/active-effect.mjs ActiveEffect._shimChanges, #_initialize (port 66655112098; getter message in declaration 58564215003)",
    v13: "v13: a change's mode is its stored integer (common/documents/active-effect.mjs schema), no getter",
  },
  {
    behaviour:
      "foundry.data.operators.ForcedDeletion: an update value that deletes its key, as the legacy '-=key': null does (which v14 still accepts without a warning)",
    source:
      "v14 common/data/operators.mjs ForcedDeletion; common/utils/helpers.mjs mergeObject / applyDataOperators migrateDeletionKey (a port, stored 68427703615)",
    v13: "v13 common/utils/helpers.mjs mergeObject {performDeletions} and SchemaField keep '-=key': null (EMULATED_BEHAVIOURS \"SchemaField keeps '-=name'…\"); v13 has no ForcedDeletion",
  },
  {
    behaviour:
      "a slow connection (SimServer#delayRequests): one client's requests reach the server late, in the order that client sent them, after other clients' later requests; the server stores each update's values as they come (absolute values too, no compare-and-set) and every client handles the broadcasts in the server's order, so a write computed from a stale copy erases the one that landed before it (test/sim/session-basics.test.ts; test/security/lost-update.test.ts)",
    source:
      "v13 client/helpers/socket-interface.mjs SocketInterface.dispatch (emit, then wait for the acknowledgement; stored 7827410400); client/data/client-backend.mjs ClientDatabaseBackend#_updateDocuments → ##preUpdateDocumentArray (diff against the requester's own copy) → #handleUpdateDocuments (doc.updateSource(change, options), then _onUpdate and the update hook; stored 8223665884); the server's own code is not in the stored corpus. v14: no .mjs of either file in the stored code (only declarations of the same class, e.g. 5792837042); taken as unchanged",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/socket-interface.d.mts (fvtt-types main 14.366 @13e58d21d) keeps dispatch (its private # members are not in a declaration); the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "Localization#initialize localizes every subtype model (CONFIG[doc].dataModels, prefix path 'system.') before i18nInit: a field's label/hint ||= <prefix>.FIELDS.<path>.label|hint over the model's LOCALIZATION_PREFIXES (later prefixes' top-level entries win); not inside arrays or sets (test/sim/localize-models.ts; test/session/item-schema-fields.test.ts)",
    source:
      "v13 client/helpers/localization.mjs Localization#initialize, #localizeDataModels, localizeSchema (stored 18316906911)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 classes/foundry.abstract.DataModel (LOCALIZATION_PREFIXES: 'Foundry will attempt to automatically localize models registered for a document subtype') and api/v14 classes/foundry.helpers.Localization (localizeDataModel) keep it",
  },
  {
    behaviour:
      "{{formGroup field …}} / {{formInput field …}}: DataField#toFormGroup (label ?? fieldPath, hint, input from toInput with name = fieldPath unless given) → createFormGroup (label for the rootId-based id, .form-fields, p.hint); StringField → select with options/choices (a blank option where blank/nullable) else text input; NumberField → number input (min/max, step 'any' unless given); BooleanField → checkbox; SetField of choices → <multi-select> read by FormDataExtended as an array (test/harness/form-fields.ts; test/session/item-schema-fields.test.ts)",
    source:
      "v13 client/applications/handlebars.mjs formGroup, formInput (stored 8672787435); common/data/fields.mjs DataField#toInput, #toFormGroup, StringField#_toInput, _prepareChoiceConfig (stored 18292846256); SetField#_toInput (stored 16077555174); client/applications/forms/fields.mjs createFormGroup, createSelectInput, createMultiSelectInput, createNumberInput, createCheckboxInput, createTextInput, prepareSelectOptionGroups (stored 8071916517)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 functions/foundry.applications.fields.createFormGroup (config: FormGroupConfig) → HTMLDivElement, interfaces/foundry.data.types.FormGroupConfig (classes, hidden, hint, input, label, localize, rootId, stacked, units, widget) and types/foundry.applications.fields.CustomFormGroup / CustomFormInput keep v13's shapes",
  },
  {
    behaviour:
      "<prose-mirror name value toggled>: a form-associated element whose value is the raw HTML it was rendered with; saving the editor sets its value and dispatches a bubbling 'change' (the form submits on change); FormDataExtended reads it by name (test/sim/applications/form-data.ts, user.ts saveEditor; test/session/item-schema-fields.test.ts)",
    source:
      "v13 client/applications/elements/prosemirror-editor.mjs HTMLProseMirrorElement constructor({enriched, toggled, value}) (value from the `value` attribute, enriched from innerHTML, `toggled`; stored 18809014677), extends AbstractFormInputElement",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/elements/prosemirror-editor.d.mts (fvtt-types, stored 6085469440) keeps HTMLProseMirrorElement extends AbstractFormInputElement<string> with tagName prose-mirror and an `open` state; /work/shared/research/FOUNDRY-V14.md §'Hotbar macros and enrichers': <prose-mirror> is still the editor",
  },
  {
    behaviour:
      "Journals: a JournalEntry opens the sheet its core.sheetClass flag names (<scope>.<class name>), else the default, else JournalEntrySheet; single-page mode shows the current page (pageId / pageIndex render options, else the first visible page), the sidebar table of contents lists every visible page by sort with its two shallowest heading levels (data-anchor slugs), goToHeading turns to the page or scrolls to the anchor, _renderPageView fills the page's article; a click on a[data-link] resolves its uuid and a JournalEntryPage opens its journal at that page (test/sim/applications/journal-sheet.ts; test/session/rules-journal.test.ts)",
    source:
      "v13 client/applications/sheets/journal/journal-entry-sheet.mjs JournalEntrySheet#_preparePageData, #_setCurrentPage, #_renderPageViews, #_renderPageView, #_renderHeadings, #goToPage, #onGoToHeading, #nextPage, #previousPage (stored 18962267734); client/documents/abstract/client-document.mjs ClientDocumentMixin#_getSheetClass (stored 19710042409); client/documents/journal-entry-page.mjs JournalEntryPage#_onClickDocumentLink (stored 16824473179); client/applications/ux/text-editor.mjs TextEditor.activateListeners, _onClickContentLink (stored 16842330459)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 classes/foundry.applications.sheets.journal.JournalEntrySheet keeps _pages and the goToHeading, nextPage, previousPage, toggleMode actions, interfaces/foundry.applications.sheets.journal.JournalSheetRenderOptions keeps anchor, mode, pageId and pageIndex, and the v14 declaration client/applications/sheets/journal/journal-entry-sheet.d.mts (fvtt-types main 14.366 @13e58d21d, stored 68456124839) keeps protected _renderPageView(element, sheet), _renderPageViews and _renderHeadings. A declaration is no proof that v14's _renderPageViews still calls _renderPageView, so the sim can also fill the pages without it (JournalEntrySheet.pageViewsThrough = \"inline\"), which the rules journal sheet's _onRender covers (test/session/rules-journal.test.ts)",
  },
  {
    behaviour:
      "game.scenes is a Scenes collection whose `active` is the first scene marked active (Scenes#active: this.find(s => s.active)), undefined when none is (test/sim/scenes-active.test.ts)",
    source: "v13 client/documents/collections/scenes.mjs Scenes#active (stored 18405299611)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/collections/scenes.d.mts (fvtt-types, stored 70549462235: its preload notes v14.367 and Scene Levels) keeps `get active(): Scene.Stored | undefined`",
  },
];
