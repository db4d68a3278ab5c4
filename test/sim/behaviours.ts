/**
 * The Foundry v13 behaviours the simulation in test/sim emulates, each with the v13 source it was written
 * from (path inside Foundry, Class#method). Append only; every line has its own test.
 */
import { PERMISSION_BEHAVIOURS } from "./permission-behaviours.ts";
import { CORE_BEHAVIOURS } from "./core-behaviours.ts";
import { HTML_BEHAVIOURS } from "./html-behaviours.ts";

export const SIM_BEHAVIOURS: { behaviour: string; source: string }[] = [
  ...CORE_BEHAVIOURS,
  ...PERMISSION_BEHAVIOURS,
  ...HTML_BEHAVIOURS,
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
  // Application rendering (test/sim/applications).
  {
    behaviour:
      "DEFAULT_OPTIONS merge along the class chain: arrays concatenate, objects merge, others replace",
    source: "v13 client/applications/api/application.mjs ApplicationV2#_initializeApplicationOptions",
  },
  {
    behaviour:
      "render: a boolean is force; _canRender (throw → warning); first render needs force; _configureRenderOptions → _prepareContext → _preFirstRender → _preRender → frame → _renderHTML/_replaceHTML → instances → _onFirstRender → _onRender (awaited) → render<Class> hooks for each ancestor with (app, element, context, options) → _postRender; renders queue one at a time",
    source: "v13 client/applications/api/application.mjs ApplicationV2#render, ##render, ##callHooks",
  },
  {
    behaviour:
      "click on [data-action]: close and tab built in; else options.actions[action] called with this = app and (event, target) for its buttons (default [0]); no handler → _onClickAction; the handler's promise is not awaited",
    source: "v13 client/applications/api/application.mjs ApplicationV2##onClick, ##onClickAction",
  },
  {
    behaviour:
      "tabs: tabGroups from TABS initial; _prepareTabs marks active + cssClass, label from labelPrefix; changeTab toggles nav and .tab sections",
    source:
      "v13 client/applications/api/application.mjs ApplicationV2#_prepareTabs, #changeTab, #_onClickTab",
  },
  {
    behaviour:
      "form: submit → handler(event, form, FormDataExtended) then closeOnSubmit; change → submit when submitOnChange and rendered",
    source:
      "v13 client/applications/api/application.mjs ApplicationV2#_onSubmitForm, #_onChangeForm, #submit",
  },
  {
    behaviour:
      "close: _preClose, element removed, instances entry dropped, _onClose, close event and close<Class> hooks",
    source: "v13 client/applications/api/application.mjs ApplicationV2#close, ##close, #_tearDown",
  },
  {
    behaviour:
      "Handlebars parts: PARTS copied by _configureRenderParts; a root part renders all; templates loaded in _preRender; each part rendered with _preparePartContext (sets partId = <app id>-<part>), parsed to one element marked data-application-part, replacing its prior element; part forms get submit/change listeners",
    source:
      "v13 client/applications/api/handlebars-application.mjs HandlebarsApplication#_configureRenderOptions, #_renderHTML, #_preparePartContext, ##parsePartHTML, #_replaceHTML, #_attachPartListeners",
  },
  {
    behaviour:
      "DocumentSheetV2: tag form, id from class and document uuid; context has document, source, fields, editable, user, rootId; joins document.apps on first render, leaves on close; non-editable sheets disable their fields and ignore submits; submit expands form data and calls document.update",
    source:
      "v13 client/applications/api/document-sheet.mjs DocumentSheetV2#_initializeApplicationOptions, #_prepareContext, #_onFirstRender, #_onRender, #_toggleDisabled, #_onClose, ##onSubmitDocumentForm, #_processFormData, #_processSubmitData",
  },
  {
    behaviour:
      "ActorSheetV2#_onDropItem: owner only; same actor sorts; else creates a copy keeping its id unless taken. ItemSheetV2: item, actor",
    source:
      "v13 client/applications/sheets/actor-sheet.mjs ActorSheetV2#_onDropItem; item-sheet.mjs ItemSheetV2",
  },
  {
    behaviour:
      "a document update (unless render: false) and embedded create/update/delete re-render the document's apps (and its parents'), not awaited",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#_onUpdate, #render, #_on{Create,Update,Delete}DescendantDocuments",
  },
  {
    behaviour:
      "document.sheet: the registered default sheet for the document type, built once with {document}",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#sheet; client/applications/apps/document-sheet-config.mjs registerSheet",
  },
  {
    behaviour:
      "DialogV2: content and buttons in one form; a button's callback result (else its action) resolves wait; closing resolves null (or rejects with rejectClose); confirm = yes/no (no default), prompt = ok, input = ok resolving FormDataExtended#object",
    source:
      "v13 client/applications/api/dialog.mjs DialogV2#_renderHTML, #_onSubmit, .wait, .confirm, .prompt, .input",
  },
  {
    behaviour:
      "FormDataExtended#object: named enabled fields; checkbox → boolean (value or null with a value attribute); number/range → number ('' → null); data-dtype casts; radio → checked value; multi-select → array; [data-edit] → src/innerHTML",
    source:
      "v13 client/applications/ux/form-data-extended.mjs FormDataExtended#process, ##getFieldValue, ##castType",
  },
  {
    behaviour:
      "CombatTracker: viewed combat from options.combat else current; header/footer get _prepareCombatContext, tracker gets _prepareTrackerContext; .combat-control clicks call combat[action]()",
    source:
      "v13 client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_configureRenderOptions, #_preparePartContext, #_prepareCombatContext, #_prepareTrackerContext, #_onClickAction",
  },
  {
    behaviour:
      "renderTemplate/loadTemplates: templates compiled once by path, rendered with proto access allowed",
    source: "v13 client/applications/handlebars.mjs loadTemplates, getTemplate, renderTemplate",
  },
  {
    behaviour:
      "ui.notifications.info/warn/error show the message formatted with options.format, else localized when options.localize, else as given",
    source: "v13 client/applications/ui/notifications.mjs Notifications#notify",
  },
  {
    behaviour:
      "foundry.applications.instances: each client (browser) holds only the applications it rendered, by id",
    source: "v13 client/applications/api/application.mjs ApplicationV2#render, ApplicationV2#close",
  },
  {
    behaviour: "Hooks.on/once return an id; Hooks.off takes the id or the function",
    source: "v13 client/helpers/hooks.mjs Hooks.on, Hooks.off",
  },
  // Canvas and token movement (test/sim/canvas.ts, test/sim/token-movement.ts; tested in canvas.test.ts).
  {
    behaviour:
      "GridLayer highlight layers: addHighlightLayer creates (or re-creates a destroyed) named layer; highlightPosition draws a position once, nothing without the layer; clearHighlightLayer empties; destroyHighlightLayer removes it",
    source:
      "v13 client/canvas/layers/grid.mjs GridLayer#addHighlightLayer, #highlightPosition, #clearHighlightLayer, #destroyHighlightLayer; GridHighlight#highlight",
  },
  {
    behaviour:
      "Canvas: ready, scene, grid = scene.grid, app.view (#board), stage centred on the window; canvasCoordinatesFromClient / clientCoordinatesFromCanvas through the stage transform; tearDown calls canvasTearDown",
    source:
      "v13 client/canvas/board.mjs Canvas#initialize, ##createApplication, ##draw, #tearDown, #canvasCoordinatesFromClient, #clientCoordinatesFromCanvas",
  },
  {
    behaviour:
      "PIXI's EventSystem hears pointerdown on the view in the capture phase, registered at canvas creation (before any later listener on the view)",
    source:
      "v13 client/canvas/board.mjs Canvas##createApplication (new PIXI.Application; PIXI 7 EventSystem#addEvents: pointerdown on the view, capture true)",
  },
  {
    behaviour:
      "TokenDocument#move: one update({}, {movement}) (false for []); #preUpdateMovement cleans waypoints, splits at the first checkpoint, writes the last passed one to x/y/elevation/width/height, method 'api' by default, _preUpdateMovement/preMoveToken may veto, sets _movement and diff:false; _preUpdateOperation drops movement; every client's _onUpdate sets token.movement, then _onUpdateOperation fires moveToken",
    source:
      "v13 client/documents/token.mjs TokenDocument#move, #_preUpdate, ##preUpdateMovement, ##cleanAndValiateMovementWaypoints, ##splitMovementPath, ._preUpdateOperation, #_onUpdate, ##onUpdateMovement, ._onUpdateOperation",
  },
  {
    behaviour: "ClientDatabaseBackend reads options.diff after _preUpdate (a movement turns diffing off)",
    source:
      "v13 client/data/client-backend.mjs ClientDatabaseBackend##preUpdateDocumentArray, ##handleUpdateDocuments",
  },
  {
    behaviour:
      "Server update with {recursive: false}: each top-level field named in the change replaces the stored value whole (stale keys inside it are gone); without it the change is merged",
    source: "v13 common/data/fields.mjs SchemaField#_updateDiff (options.recursive === false)",
  },
  // Windows on several clients and the sidebar (test/sim/client-windows.test.ts).
  {
    behaviour:
      "each client is its own page: its own foundry.applications.instances and its own body, so two clients may show windows with the same id",
    source: "v13 client/applications/_module.mjs instances; api/application.mjs ApplicationV2#_insertElement",
  },
  {
    behaviour:
      "ActorDirectory (id actors): header part .directory-header with .header-actions, directory part .directory-item[data-entry-id] entries the user may see; joins game.actors.apps; render<Class> hooks for its chain with its element; dragstart writes text/plain toDragData() {type, uuid}",
    source:
      "v13 client/applications/sidebar/document-directory.mjs DocumentDirectory PARTS, #_onFirstRender, #_onRender, #_onDragStart, #_getEntryDragData; tabs/actor-directory.mjs ActorDirectory; client-document.mjs ClientDocumentMixin#toDragData",
  },
  {
    behaviour:
      "ItemDirectory (id items): as ActorDirectory over game.items; its render hooks are renderItemDirectory and the DocumentDirectory chain",
    source:
      "v13 client/applications/sidebar/tabs/item-directory.mjs ItemDirectory; document-directory.mjs DocumentDirectory",
  },
  {
    behaviour:
      "Document#importFromJSON(json): world documents only; a source from a newer core refused; a missing or different _stats.coreVersion asks the server to migrate (counted, source kept); collection.fromCompendium(doc) minus _id, sort, ownership; update(data, {diff: false, recursive: false, noHook: true}); DOCUMENT.Imported notification",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#importFromJSON, ::fromImport; common/abstract/document.mjs Document.metadata.preserveOnImport",
  },
  {
    behaviour:
      "Compendium window id compendium-<pack id with _>; an entry drags {type, uuid: Compendium.<pack>.<Type>.<id>}; fromUuid of that uuid loads the pack's document with that uuid and pack",
    source:
      "v13 client/applications/sidebar/apps/compendium.mjs Compendium#_initializeApplicationOptions, #_getEntryDragData; client/utils/helpers.mjs fromUuid",
  },
  {
    behaviour: "TextEditor.getDragEventData: the drag's text/plain JSON, {} when it does not parse",
    source: "v13 client/applications/ux/text-editor.mjs TextEditor.getDragEventData",
  },
  {
    behaviour: "hasPlayerOwner: some non-GM user has OWNER on the document",
    source: "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#hasPlayerOwner",
  },
  {
    behaviour:
      "parsed HTML (application parts, dialog content): a single-choice select shows its last option with a selected attribute, else its first (works around happy-dom 21)",
    source:
      "v13 client/applications/api/handlebars-application.mjs HandlebarsApplication##parsePartHTML (browser parsing)",
  },
  {
    behaviour:
      "a broadcast embedded create/update/delete, after the documents' own callbacks, re-renders the parent's apps (and up the chain) on every client",
    source:
      "v13 client/data/client-backend.mjs #handleUpdateDocuments (parent._dispatchDescendantDocumentEvents); client/documents/actor.mjs Actor#_onUpdateDescendantDocuments",
  },
  {
    behaviour:
      "deleteDialog: DialogV2.confirm 'Are you sure?'; Yes deletes the document, No resolves false. toDragData: {type, uuid} when stored, else {type, data}; fromDropData: data builds a new document, uuid is looked up, another kind throws",
    source:
      "v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#deleteDialog, #toDragData, .fromDropData",
  },
  {
    behaviour:
      "ActorSheetV2: _onRender binds ondragover/ondrop on the sheet only when _canDragDrop (isEditable); _onDrop reads the text/plain JSON, stops when dropActorSheetData returns false, resolves CONFIG[type].documentClass.fromDropData, then _onDropDocument → _onDropItem",
    source:
      "v13 client/applications/sheets/actor-sheet.mjs ActorSheetV2#_onRender, #_canDragDrop, #_onDrop, #_onDropDocument; ux/drag-drop.mjs DragDrop#bind, #_handleDrop; ux/text-editor.mjs TextEditor.getDragEventData",
  },
  {
    behaviour: "game.<collection> for world documents are WorldCollections (fromCompendium)",
    source: "v13 client/game.mjs Game#collections; documents/abstract/world-collection.mjs",
  },
  {
    behaviour:
      "token control: controlling releases the others, only a token the user may update (owns) is controlled, canvas.tokens.controlled changes and controlToken(token, controlled) fires per change",
    source: "v13 client/canvas/placeables/placeable.mjs PlaceableObject#control, #release, #_canControl",
  },
  {
    behaviour:
      "an unlinked token's synthetic actor: base source with the delta merged, items and effects merged by id (delta records, then base records not overridden)",
    source: "v13 common/documents/actor-delta.mjs BaseActorDelta.applyDelta, #mergeEmbeddedCollection",
  },
  {
    behaviour:
      "re-rendering a Handlebars part keeps the focus: the new part's element with the focused element's id (else its tag and name) is focused",
    source:
      "v13 client/applications/api/handlebars-application.mjs HandlebarsApplication#_replaceHTML, #_preSyncPartState, #_syncPartState",
  },
  {
    behaviour:
      "User#hasPermission: an explicit User#permissions entry wins over the role defaults; grantPermission(session, user, name) changes it on the server and every client",
    source: "v13 common/documents/user.mjs BaseUser#hasPermission; common/constants.mjs USER_PERMISSIONS",
  },
];
