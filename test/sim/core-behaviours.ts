/**
 * The server, client, backend and socket behaviours of the simulation (test/sim/server.ts, client.ts,
 * backend.ts, apply.ts, socket.ts, settings.ts, documents.ts, install.ts), each with the v13 source it was
 * written from. Each has its own test in test/sim/core.test.ts or test/sim/session-basics.test.ts.
 */
export const CORE_BEHAVIOURS: { behaviour: string; source: string; v14: string }[] = [
  {
    behaviour:
      "A document write resolves only after the server's reply was handled on the requesting client; other clients change when they handle the broadcast",
    source:
      "v13 client/data/client-backend.mjs ClientDatabaseBackend#_createDocuments/_updateDocuments/_deleteDocuments (#dispatchRequest, #handle*Documents)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "Create: each datum builds a pending document (construction validates), _preCreate(data, options, user) then the preCreate<Type> hook may veto; the server assigns ids (embedded documents too)",
    source: "v13 client/data/client-backend.mjs ClientDatabaseBackend#preCreateDocumentArray",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "Update: strict lookup (an unknown id throws), _preUpdate then preUpdate<Type> may veto, the change is validated on a copy and reduced to its diff; an empty diff is not sent (options.diff)",
    source: "v13 client/data/client-backend.mjs ClientDatabaseBackend#preUpdateDocumentArray",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour: "Delete: strict lookup, _preDelete then preDelete<Type> may veto",
    source: "v13 client/data/client-backend.mjs ClientDatabaseBackend#preDeleteDocumentArray",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "Every client handles every reply: documents change first, the parent re-prepares once, then _onCreate/_onUpdate/_onDelete(…, userId) and the create/update/delete<Type> hook per document",
    source:
      "v13 client/data/client-backend.mjs ClientDatabaseBackend#handleCreateDocuments/#handleUpdateDocuments/#handleDeleteDocuments",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "The server records who last wrote an ActiveEffect in its _stats.lastModifiedBy (created alone or with its parent, and on each update); a lastModifiedBy the client sends is ignored",
    source:
      "v13 common/data/fields.mjs DocumentStatsField.managedFields; common/documents/active-effect.mjs BaseActiveEffect schema _stats",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps managedFields; the v14 declaration common/documents/active-effect.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "The server checks every operation against the stored documents (never the client's claim) with v13's permission rules and refuses the whole request",
    source:
      "v13 common/abstract/document.mjs Document#canUserModify, Document.canUserCreate (see PERMISSION_BEHAVIOURS)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps canUserModify, canUserCreate (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "A world collection re-renders its applications after an operation unless render: false; the combat tracker registers in game.combats.apps on first render",
    source:
      "v13 client/documents/abstract/document-collection.mjs DocumentCollection#_onModifyContents; client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_onFirstRender",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/abstract/document-collection.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _onModifyContents; the v14 declaration client/applications/sidebar/tabs/combat-tracker.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). The core context-menu entries of the tracker differ on v14 and are simulated as v14 builds them: V14_BEHAVIOURS "core combat-tracker context-menu entries…"',
  },
  {
    behaviour: "Only Combatant changes re-render the viewed combat tracker (not CombatantGroup changes)",
    source: "v13 client/documents/combat.mjs Combat#_on*DescendantDocuments → #onModifyCombatants",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combat.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Combat#turns: combatants by descending initiative (none = -Infinity), ties by id; combatant = turns[turn]",
    source: "v13 client/documents/combat.mjs Combat#setupTurns, Combat#_sortCombatants",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combat.d.mts (fvtt-types main 14.366 @13e58d21d) keeps setupTurns, _sortCombatants",
  },
  {
    behaviour:
      "Combatant#players: the non-GM users owning it; a combatant or token has its actor's ownership",
    source:
      "v13 client/documents/combatant.mjs Combatant#players; common/documents/combatant.mjs, token.mjs getUserLevel",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) keeps players; the v14 declaration common/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "User#query refuses an unregistered name, a sender without QUERY_USER and an inactive target; the server relays it with the SENDER's id; the target calls every 'userQuery' listener in registration order with the same arguments; core's handler calls CONFIG.queries[name](queryData, {timeout}) and acks fulfilled/rejected",
    source:
      "v13 client/documents/user.mjs User#query; client/documents/collections/users.mjs Users.#handleUserQuery; client/game.mjs Game#activateSocketListeners",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps query; the v14 declaration client/documents/collections/users.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps activateSocketListeners. The listener differs on v14 and is simulated so: V14_BEHAVIOURS "core\'s userQuery listener…"',
  },
  {
    behaviour:
      "Users#activeGM is the designated active GM: highest role, then the smaller id (designated.id.compare(candidate.id) > 0 switches)",
    source: "v13 client/documents/collections/users.mjs Users#activeGM, Users#getDesignatedUser",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/collections/users.d.mts (fvtt-types main 14.366 @13e58d21d) keeps activeGM, getDesignatedUser",
  },
  {
    behaviour:
      "World settings are Setting documents: set refuses before ready, updates or creates {key, value: JSON}; onChange runs on every client; get {document: true} of a never-written setting has no id; core.rollMode is a client setting",
    source:
      "v13 client/helpers/client-settings.mjs ClientSettings#get/#set/#setWorld; client/game.mjs Game#registerSettings",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/helpers/client-settings.d.mts (fvtt-types main 14.366 @13e58d21d) keeps get, set (its private # members are not in a declaration); the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps registerSettings",
  },
  {
    behaviour:
      "An unlinked token's actor is a synthetic actor: the world actor's data with the token's delta over it, parented to the token, uuid …Token.<id>.Actor.<id>; its writes go to the delta",
    source: "v13 client/documents/token.mjs TokenDocument#actor; common/documents/actor-delta.mjs",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) keeps actor; the v14 declaration common/documents/actor-delta.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class. A v14 token also has a Level (V14_BEHAVIOURS "a token stands on one scene Level…"); the synthetic actor as v13',
  },
  {
    behaviour:
      "A synthetic actor's update is an ActorDelta update: the requester runs Actor#_preUpdate and preUpdateActor; every client updates the SAME synthetic actor in place, then runs its _onUpdate and the updateActor hook; no Token _onUpdate or updateToken anywhere",
    source:
      "v13 client/documents/actor-delta.mjs ActorDelta#updateSource, ActorDelta#_onUpdate, ActorDelta#updateSyntheticActor; client/data/client-backend.mjs #adjustActorDeltaRequest",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/actor-delta.d.mts (fvtt-types main 14.366 @13e58d21d) keeps updateSyntheticActor (its private # members are not in a declaration); the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin",
  },
  {
    behaviour:
      "update with {recursive: false}: the requester's diff keeps each changed top-level field whole, and every client replaces those fields as the server does",
    source:
      "v13 client/data/client-backend.mjs #handleUpdateDocuments (doc.updateSource(change, options)); common/data/fields.mjs SchemaField#_updateDiff",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/data/client-backend.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration) and foundryvtt.com/api/v14 CONFIG.DatabaseBackend is a ClientDatabaseBackend, whose operations are api/v14 DatabaseCreateOperation (keepId, keepEmbeddedIds, noHook, render) and its update/delete kin; the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _updateDiff",
  },
  {
    behaviour:
      "User#query's timeout travels with the userQuery event (no client timer); the server rejects the query when the target has not answered in time",
    source:
      "v13 client/documents/user.mjs User#query; client/documents/collections/users.mjs Users.#handleUserQuery ({timeout})",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps query; the v14 declaration client/documents/collections/users.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). The options the handler receives differ on v14 ({timeout, user}): V14_BEHAVIOURS "core\'s userQuery listener…"',
  },
  {
    behaviour:
      "System code runs on each client: init, i18nInit, setup, then documents, socket listeners and ready",
    source: "v13 client/game.mjs Game#initialize, Game#setupGame",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/game.d.mts (fvtt-types main 14.366 @13e58d21d) keeps initialize, setupGame",
  },
];
