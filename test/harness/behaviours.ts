/**
 * The Foundry v13 behaviours the harness stands in for, and where each was checked. Sources:
 * [src]  Foundry v13 source (common/data/fields.mjs, common/abstract/data.mjs), read through the
 *        search tool's public-code corpus (a copy carrying v13-only APIs: TypedObjectField,
 *        DataField#_updateDiff/_updateCommit).
 * [fvtt] fvtt-types 13.346 declarations in node_modules/fvtt-types/src (doc comments and @remarks).
 * [api]  foundryvtt.com/api v13 pages (search tool, docs corpus).
 * Anything not listed is not emulated; src must not rely on it without adding it here first.
 * Each row also names its v14 source (`v14`), as test/sim/behaviours.ts explains; the harness follows v14
 * where a row says so (FOUNDRY_GENERATION=14), and test/sim/behaviour-columns.test.ts checks every row.
 */
export const EMULATED_BEHAVIOURS: readonly { behaviour: string; source: string; v14: string }[] = [
  {
    behaviour:
      "DataModel constructor: migrateData → cleanData (schema.clean) → validate (strict throws, fallback = !strict) → _initialize",
    source: "[src] DataModel constructor/_initializeSource/validate; [fvtt] common/abstract/data.d.mts",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps validate; the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class. v14's migrateData(source, options, _state) must return the data and cleanData gains _state (declaration 54613709521 signatures; common/abstract/data.d.mts); the harness already uses migrateData's return value and passes no _state (src's overrides take none)",
  },
  {
    behaviour: "Schema built once per class from defineSchema() and cached",
    source: "[src] DataModel.schema getter",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps schema (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "DataModel#updateSource: expand dot keys, clean + validate changes (partial, strict), merge, re-initialize",
    source: "[src] DataModel#updateSource; [fvtt] data.d.mts updateSource",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateSource",
  },
  {
    behaviour:
      "DataField#clean: undefined → initial; null/undefined kept when allowed; else _cast then _cleanType",
    source: "[src] DataField#clean, getInitialValue, _validateSpecial",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps clean, getInitialValue, _validateSpecial",
  },
  {
    behaviour:
      "NumberField: _cast Number() ('' → null if nullable); _cleanType rounds integers and CLAMPS to min/max; validation rejects non-numbers/NaN, out-of-range, non-integers, invalid choices; nullable defaults true (false with choices)",
    source:
      "[src] NumberField; [fvtt] fields.d.mts NumberField#_cleanType @remarks 'Applies integer, min, max, and step'",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "StringField: trims; blank allowed unless choices given; invalid choice fails validation (not cleaned); required+blank initial is ''",
    source: "[src] StringField",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour: "BooleanField casts 'true'/'false' strings; HTMLField is a StringField; ObjectField",
    source: "[src] BooleanField, ObjectField; [api] foundry.data.fields.HTMLField",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "DocumentUUIDField: nullable, initial null, blank not allowed, must name a document of the given type",
    source: "[src] DocumentUUIDField defaults; [api] DocumentUUIDFieldOptions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "SchemaField: cleans declared fields (only present ones when partial), drops undeclared keys, fallback to initial per field",
    source: "[src] SchemaField#_cleanType/_validateType",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _cleanType, _validateType",
  },
  {
    behaviour:
      "ArrayField/SetField: Set → array cast, min/max length, elements cleaned non-partially; SetField drops invalid elements under fallback and initializes to a Set",
    source: "[src] ArrayField, SetField",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ClientDocument#prepareData order: system.prepareBaseData, prepareBaseData, prepareEmbeddedDocuments (Actor: applyActiveEffects), system.prepareDerivedData, prepareDerivedData",
    source: "[fvtt] client/documents/abstract/client-document.d.mts prepareData docs; type-data.d.mts",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration common/abstract/type-data.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class",
  },
  {
    behaviour:
      "Actor#applyActiveEffects: enabled effects' changes sorted by priority (mode × 10 default), modes MULTIPLY/ADD/DOWNGRADE/UPGRADE/OVERRIDE on numbers; statuses rebuilt from effects",
    source: "[api] Actor#applyActiveEffects, ActiveEffect#apply; [fvtt] CONST.ACTIVE_EFFECT_MODES",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps applyActiveEffects (its private # members are not in a declaration). v14 differs: the harness\'s actor runs v14\'s route on v14 (V14_BEHAVIOURS "Actor#applyActiveEffects(phase)…", V14_BEHAVIOURS "static ActiveEffect.applyChange…"; declaration 58564215003)',
  },
  {
    behaviour:
      "Actor#toggleStatusEffect(id, {active, overlay}): removes single-status effects with the id unless active === true; creates from CONFIG.statusEffects unless active === false; unknown id throws",
    source: "[fvtt] client/documents/actor.d.mts toggleStatusEffect docs; [api] Actor#toggleStatusEffect",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) keeps toggleStatusEffect",
  },
  {
    behaviour:
      "Document#update: _preUpdate (may mutate changes / cancel) → apply → re-prepare → _onUpdate on the calling client; create runs _preCreate (updateSource allowed) then _onCreate; embedded create/delete re-prepare the parent",
    source: "[fvtt] client-document.d.mts lifecycle docs; [api] Document#update",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/client-document.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "TokenDocument#getBarAttribute: {value,max} object → type 'bar', number → type 'value'; TokenDocument#combatant",
    source: "[fvtt] client/documents/token.d.mts getBarAttribute, combatant",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getBarAttribute, combatant",
  },
  {
    behaviour:
      "Combat#getCombatantsByActor/ByToken; CombatantGroup#members; Combatant#group resolved to its CombatantGroup (v13 _prepareGroup)",
    source:
      "[src] Combatant#_prepareGroup (looks up _source.group in combat.groups, adds itself to members, sets this.group to the document; an unknown id stays a string); [fvtt] combat.d.mts, combatant-group.d.mts (members)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _prepareGroup (its private # members are not in a declaration)",
  },
  {
    behaviour: "foundry.utils.escapeHTML replaces &, <, >, \" and ' with HTML entities",
    source: "[fvtt] common/utils/helpers.d.mts escapeHTML",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/utils/helpers.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Combat embeds CombatantGroup (`groups`) and Combatant (`combatants`); a group's members are rebuilt on every preparation from the combatants whose source `group` is its id (groups prepared first)",
    source:
      "[fvtt] common/documents/combat.d.mts (metadata.embedded Combatant/CombatantGroup), common/documents/combatant.d.mts (group: DocumentIdField), client/documents/combatant-group.d.mts (members: Set<Combatant>); [src] Combatant#prepareDerivedData calls _prepareGroup",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/combat.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _prepareGroup (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Combatant#token = (sceneId ? game.scenes.get(sceneId) : combat.scene).tokens.get(tokenId); Combatant#actor = token.actor, else game.actors.get(actorId); isDefeated = defeated || actor has CONFIG.specialStatusEffects.DEFEATED; name ||= token name || actor name; isOwner: GM, else the actor's ownership level for the user (or default) is OWNER",
    source:
      "[src] client/documents/combatant.mjs get token / get actor / get isDefeated / prepareDerivedData / get permission; [src] common BaseCombatant#getUserLevel (GM → OWNER, else the actor's level); [fvtt] combatant.d.mts",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Combat#startCombat: 'startEncounter' sound, combatStart hook with {round: 1, turn: 0}, then that object is the update; Combat#nextRound: turn null when no turn is current (else 0), combatRound hook with the update data and {direction: 1, worldTime: {delta: getTimeDelta}}, then the update with those options; an update carrying worldTime.delta advances game.time.worldTime (server side); skipDefeated and the yourTurn/nextUp cues of _onUpdate are not emulated",
    source:
      "[src] v13 client/documents/combat.mjs Combat#startCombat, #nextRound, #getTimeDelta, #_playCombatSound, #_onUpdate (the world time advance itself is not in client code)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combat.d.mts (fvtt-types main 14.366 @13e58d21d) keeps startCombat, nextRound, getTimeDelta, _playCombatSound (its private # members are not in a declaration)",
  },
  {
    behaviour: "CombatantGroup#defeated: all members defeated, or no members",
    source: "[fvtt] client/documents/combatant-group.d.mts defeated docs",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combatant-group.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Document#updateEmbeddedDocuments(name, updates): each update names its child by _id; one database operation, children's _preUpdate/_onUpdate run, parent re-prepared",
    source:
      "[fvtt] common/abstract/document.d.mts updateEmbeddedDocuments; [api] Document#updateEmbeddedDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateEmbeddedDocuments",
  },
  {
    behaviour:
      "Embedded update/delete look every id up strictly before the request: a missing _id throws 'You must provide an _id…', an id not in the collection throws 'undefined id [<id>] does not exist in the EmbeddedCollection collection.'; the whole batch fails and nothing is written; Document#update/#delete of an embedded document already removed throws the same way",
    source:
      "[src] v13 client/data/client-backend.mjs ClientDatabaseBackend.#preUpdateDocumentArray / #preDeleteDocumentArray (collection.get(id, {strict: true, invalid: true})); v13 common/abstract/embedded-collection.mjs EmbeddedCollection#get (the strict error); v13 common/abstract/document.mjs Document#update / #delete (go through updateDocuments / deleteDocuments with the parent)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin; the v14 declaration common/abstract/embedded-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps get (its private # members are not in a declaration); the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps update, delete, parent",
  },
  {
    behaviour:
      "Collection iterates values; game.settings register/get/set; Hooks.once/on/callAll; fromUuidSync for Actor and embedded Item UUIDs",
    source: "[api] foundry.utils.Collection, ClientSettings, Hooks, fromUuidSync",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/utils/collection.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "DialogV2.input(config) resolves to the submitted form's data as an object, or null when dismissed with rejectClose false",
    source: "[fvtt] client/applications/api/dialog.d.mts input/wait; [api] DialogV2.input",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/api/dialog.d.mts (fvtt-types main 14.366 @13e58d21d) keeps wait",
  },
  {
    behaviour:
      "ActorSheetV2#_onDropItem: null for a non-owner; an item already on this actor goes to _onSortItem (the integer sort is not emulated, requests are recorded); otherwise a copy is created in the actor (keepId unless the actor has that id); DocumentSheetV2#document from options.document, isEditable for an owner",
    source:
      "[fvtt] client/applications/sheets/actor-sheet.d.mts _onDropItem/_onSortItem docs; [src] v13 ActorSheetV2#_onDropItem read through the search tool's public-code corpus (systems overriding it restate the core body)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/applications/sheets/actor-sheet.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "WorldCollection#fromCompendium(document, {keepId, clearFolder, clearSort = true, clearOwnership = true}): a copy of the source without _id (unless keepId), folder, sort, ownership; a pack document's UUID as _stats.compendiumSource",
    source:
      "[fvtt] client/documents/abstract/world-collection.d.mts fromCompendium and FromCompendiumOptions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/world-collection.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "game.settings.get(ns, key, {document: true}): the stored Setting (with an id) once set has written it; never written, a new Setting holding the registered default with id null (the plain value cannot tell them apart)",
    source: "[src] v13 client/helpers/client-settings.mjs ClientSettings#get / #setWorld",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/client-settings.d.mts (fvtt-types main 14.366 @13e58d21d) keeps get (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "game.settings.get of a setting registered with a DataModel type returns an instance of that model (set takes its source data)",
    source:
      "[fvtt] client/helpers/client-settings.d.mts (SettingType: initialized value is the DataModel instance; SettingAssignmentType accepts CreateData)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/client-settings.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "CompendiumCollection: collection = metadata.id, documentName = metadata.type, locked = configured value ?? (metadata.packageType !== 'world'), configure({locked}); getIndex({fields}) yields {_id, uuid, name, img, type} + requested fields from stored data; getDocuments({_id__in}) builds those documents from stored data (models run migrateData)",
    source:
      "[src] v13 client/documents/collections/compendium-collection.mjs (get locked, getIndex, getDocuments via database.get); [fvtt] compendium-collection.d.mts (getDocuments query examples incl. _id__in)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/collections/compendium-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps locked, getIndex, get; the v14 declaration client/documents/collections/compendium-collection.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "CompendiumCollection#ownership = metadata.ownership ?? {PLAYER: OBSERVER, ASSISTANT: OWNER}; getUserLevel(user) = the highest level of the roles the user holds; visible = getUserLevel(game.user) >= OBSERVER; testUserPermission(user, level) with a GM at OWNER (the world's compendiumConfiguration override is not emulated)",
    source:
      "[src] v13 client/documents/collections/compendium-collection.mjs (stored 18187457647) get ownership, get visible, getUserLevel, testUserPermission",
    v14: "v14: no v14 .mjs stored; treated as unchanged because foundryvtt.com/api/v14 classes/foundry.documents.collections.CompendiumCollection lists ownership, visible, getUserLevel and testUserPermission with the same signatures",
  },
  {
    behaviour:
      "CompendiumCollection#getIndex and #getDocuments are server requests (logged); metadata, documentName and locked are local",
    source:
      "[src] v13 client/documents/collections/compendium-collection.mjs getIndex (database.get unless every field is already indexed — that reuse is not emulated), getDocuments, get locked",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/collections/compendium-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getIndex, getDocuments, locked (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Document.implementation = CONFIG[documentName].documentClass; Document.updateDocuments(updates, {pack, diff: false, recursive: false}) is one database operation for the batch, writing into the pack (top-level keys replaced whole); a locked pack refuses writes",
    source:
      "[fvtt] common/abstract/document.d.mts updateDocuments, _types.d.mts DatabaseUpdateOperation (pack, diff, recursive); [api] Document.updateDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateDocuments, pack, diff, recursive (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Document.updateDocuments(updates, {parent?, diff: false, recursive: false}) of world documents, or of a parent's embedded documents with `parent`, is one database operation for the batch; an unknown id fails the lookup",
    source:
      "[src] v13 common/abstract/document.mjs Document.updateDocuments (operation.updates = updates; this.database.update(this.implementation, operation); its examples update world Actors and, with {parent: actor}, embedded Items) (stored 18614631668)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because api/v14 foundry.abstract.types.DatabaseUpdateOperation has the same updates, parent, diff, recursive, and the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateDocuments",
  },
  {
    behaviour:
      "Square-grid Scene (test/harness/scene.ts): grid.isSquare/size/distance, dimensions.sceneRect, tokens (x, y top-left px, width in squares, elevation in scene units, actorLink, actorId, hasStatusEffect) and walls (c = [x0, y0, x1, y1], move, door, ds with CONST.WALL_MOVEMENT_TYPES / WALL_DOOR_TYPES / WALL_DOOR_STATES)",
    source:
      "[fvtt] client/documents/scene.d.mts (grid: BaseGrid, dimensions), common/documents/wall.d.mts, common/constants.d.mts (WALL_* values), common/grid/base.d.mts",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/scene.d.mts (fvtt-types main 14.366 @13e58d21d) keeps dimensions (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Checked against the real v13 classes (opt-in test/real-foundry, FOUNDRY_COMMON): ArrayField validates by index, so a hole (or stored null) fails a required element — refused strictly, the list reset to its initial value under fallback",
    source:
      "[src] v13 common/data/fields.mjs ArrayField#_validateElements, SchemaField#_validateType (fallback)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _validateType, fallback (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "DocumentUUIDField: the named type (or any CONST.ALL_DOCUMENT_TYPES), `embedded` when given, a 16-character id of the primary document; Compendium.<pkg>.<pack>.<Type>.<id> accepted",
    source:
      "[src] v13 common/data/fields.mjs DocumentUUIDField#_validateType; common/utils/helpers.mjs parseUuid",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _validateType; the v14 declaration common/utils/helpers.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "SchemaField keeps '-=name'/'==name' of declared fields: '==' cleaned whole (applySpecialKeys) and validated, '-=' must be null; a non-partial source then lacks `name` and fails (strict) or falls back",
    source:
      "[src] v13 common/data/fields.mjs SchemaField#_cleanType, #_validateType; common/utils/helpers.mjs applySpecialKeys, isDeletionKey",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _cleanType, _validateType; the v14 declaration common/utils/helpers.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). v14 reads a '-=key': null as a ForcedDeletion of key (migrateDeletionKey in a port of v14 common/utils/helpers.mjs, stored 68427703615); src writes ForcedDeletion on v14: V14_BEHAVIOURS \"foundry.data.operators.ForcedDeletion…\"",
  },
  {
    behaviour:
      "getType reads `constructor`: a plain object with a key named constructor is 'Unknown' (array cast wraps it, schema cast gives {})",
    source: "[src] v13 common/utils/helpers.mjs getType; fields.mjs ArrayField#_cast, SchemaField#_cast",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/utils/helpers.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _cast",
  },
  {
    behaviour:
      "DataModel construction refuses a source that is not a plain object after migrateData (a DataModel given as data stands for its toObject())",
    source: "[src] v13 common/abstract/data.mjs DataModel#_initializeSource",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _initializeSource",
  },
  {
    behaviour:
      "updateSource returns only what changed (empty when nothing did), validates that difference without cleaning it again: '-=' recorded when present, '==' always, arrays whole unless Array#equals, object fields by diffObject",
    source:
      "[src] v13 common/abstract/data.mjs DataModel#updateSource, #validate; fields.mjs SchemaField/DataField/ArrayField/ObjectField#_updateDiff; helpers.mjs diffObject; primitives/array.mjs equals",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/data.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateSource, validate; the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _updateDiff",
  },
  {
    behaviour:
      "game.settings.settings is the Map of every registered setting's config (id → config), filled by register",
    source: "[src] v13 client/helpers/client-settings.mjs ClientSettings constructor, #register",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/client-settings.d.mts (fvtt-types main 14.366 @13e58d21d) keeps constructor, register",
  },
  {
    behaviour:
      "DocumentUUIDField: a legacy compendium UUID without its type (Compendium.<pkg>.<pack>.<id>) takes the type of the registered pack it names (game.packs), so it is valid for that type; an unregistered pack leaves it typeless (checked field by field against the real class: test/real-foundry)",
    source:
      "[src] v13 common/utils/helpers.mjs parseUuid, _resolvePrimaryType; common/data/fields.mjs DocumentUUIDField#_validateType",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/utils/helpers.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _validateType",
  },
  {
    behaviour:
      'game.i18n.format: the key localized, then every `{…}` (pattern /{[^}]+}/g) replaced by data[name] as the replace callback returns it, so a name the data lacks reads "undefined"; a key without translation comes back as the key',
    source: "[src] v13 client/helpers/localization.mjs Localization#format, #localize",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/localization.d.mts (fvtt-types main 14.366 @13e58d21d) keeps format, localize",
  },
  {
    behaviour:
      "foundry.utils.logCompatibilityWarning(message, {since, until, once}): recorded (a `once` message only the first time) for tests to read (compatibilityWarnings); no console line, the core.compatibilityWarnings setting not emulated",
    source: "[src] v13 common/utils/logging.mjs logCompatibilityWarning; [fvtt] common/utils/logging.d.mts",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/utils/logging.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). same declaration on v14 (common/utils/logging.d.mts logCompatibilityWarning(message, options))",
  },
];
