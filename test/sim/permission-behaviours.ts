/**
 * The v13 permission behaviours test/sim/permissions.ts emulates, each with the v13 source read for it
 * (through the search tool's public-code corpus; paths are inside Foundry's resources/app).
 */
export const PERMISSION_BEHAVIOURS: readonly { behaviour: string; source: string; v14: string }[] = [
  {
    behaviour: "Roles NONE 0 < PLAYER 1 < TRUSTED 2 < ASSISTANT 3 < GAMEMASTER 4; isGM = ASSISTANT or above",
    source: "v13 common/constants.mjs USER_ROLES; common/documents/user.mjs BaseUser#isGM, #hasRole",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/constants.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration common/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps isGM, hasRole",
  },
  {
    behaviour:
      "hasPermission: banned → false; User#permissions entry wins; else core.permissions roles (default: defaultRole..GAMEMASTER). No GM shortcut",
    source: "v13 common/documents/user.mjs BaseUser#hasPermission; common/constants.mjs USER_PERMISSIONS",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps hasPermission; the v14 declaration common/constants.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Default roles: QUERY_USER, MESSAGE_WHISPER, TEMPLATE_CREATE, MACRO_SCRIPT PLAYER; FILES_BROWSE, TOKEN_CONFIGURE, DRAWING_CREATE TRUSTED; ACTOR_CREATE, ITEM_CREATE, TOKEN_CREATE, TOKEN_DELETE, SETTINGS_MODIFY ASSISTANT",
    source: "v13 common/constants.mjs USER_PERMISSIONS defaultRole",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/constants.d.mts (fvtt-types main 14.366 @13e58d21d) keeps defaultRole. v14 differs: CONST.USER_PERMISSIONS has no TEMPLATE_CREATE and a REGION_CREATE (defaultRole PLAYER) (foundryvtt.com/api/v14 CONST.USER_PERMISSIONS, stored 69690971552); the simulation checks REGION_CREATE for Regions on v14 (V14_BEHAVIOURS "who may create, update and delete a Region…") and TEMPLATE_CREATE only for v13\'s templates (src reads neither constant)',
  },
  {
    behaviour:
      "Ownership levels INHERIT -1, NONE 0, LIMITED 1, OBSERVER 2, OWNER 3; a new document's ownership is {default: NONE}",
    source:
      "v13 common/constants.mjs DOCUMENT_OWNERSHIP_LEVELS; common/data/fields.mjs DocumentOwnershipField",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/constants.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "getUserLevel: ownership[user] ?? ownership.default ?? NONE; INHERIT or no ownership field defers to the parent; no parent → NONE",
    source: "v13 common/abstract/document.mjs Document#getUserLevel",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps getUserLevel",
  },
  {
    behaviour:
      "testUserPermission: ASSISTANT/GM count as OWNER, banned as NONE, others by getUserLevel (≥ level, or exact)",
    source: "v13 common/abstract/document.mjs Document#testUserPermission",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps testUserPermission",
  },
  {
    behaviour:
      "Embedded Item ignores its own ownership (the Actor's level); ActiveEffect and ActorDelta defer to their parent",
    source:
      "v13 common/documents/item.mjs BaseItem#getUserLevel; active-effect.mjs; actor-delta.mjs #getUserLevel",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/item.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Token and Combatant take their Actor's level (Combatant#actor = token's actor, else game.actors.get(actorId)); no actor → Scene's level / NONE",
    source:
      "v13 common/documents/token.mjs, combatant.mjs #getUserLevel; client/documents/combatant.mjs Combatant#actor",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration); the v14 declaration client/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) keeps actor",
  },
  {
    behaviour:
      "Unlinked token's synthetic Actor: base Actor ownership merged with the delta's; linked token uses the world Actor",
    source: "v13 common/documents/actor-delta.mjs BaseActorDelta.applyDelta, #getUserLevel",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/actor-delta.d.mts (fvtt-types main 14.366 @13e58d21d) keeps applyDelta (its private # members are not in a declaration)",
  },
  {
    behaviour: "ChatMessage and MeasuredTemplate: the author is OWNER; a User owns itself only",
    source: "v13 common/documents/chat-message.mjs, measured-template.mjs, user.mjs #getUserLevel",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). On v14 a MeasuredTemplate is the deprecated shim over a Region (V14_BEHAVIOURS "the deprecated MeasuredTemplate shim…"); ChatMessage and User as v13',
  },
  {
    behaviour:
      "canUserModify: metadata.permissions[action] is a function, a USER_PERMISSIONS name, a role, or an ownership level; defaults create ASSISTANT, update OWNER, delete ASSISTANT",
    source: "v13 common/abstract/document.mjs Document#canUserModify, Document.metadata",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/abstract/document.d.mts (fvtt-types main 14.366 @13e58d21d) keeps canUserModify, metadata",
  },
  {
    behaviour:
      "Actor: create ACTOR_CREATE (+FILES_BROWSE for a wildcard token image); update OWNER (+FILES_BROWSE for wildcard changes); delete ASSISTANT",
    source: "v13 common/documents/actor.mjs BaseActor.#canCreate, #canUpdate",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/actor.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Item: create ITEM_CREATE, or OWNER of the parent Actor when embedded; update OWNER; delete OWNER",
    source: "v13 common/documents/item.mjs BaseItem.#canCreate, metadata.permissions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/item.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour: "ActiveEffect and ActorDelta: create, update and delete need OWNER (of the parent)",
    source: "v13 common/documents/active-effect.mjs, actor-delta.mjs metadata.permissions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/active-effect.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "ChatMessage: create GM, or a PLAYER+ whose id is the author (no impersonation); update and delete OWNER (the author, or a GM)",
    source: "v13 common/documents/chat-message.mjs BaseChatMessage.#canCreate, #getUserLevel",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/chat-message.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Combat: create/delete ASSISTANT; players may update only _id, round, turn and combatants (each combatant change allowed by Combatant rules)",
    source:
      "v13 common/documents/combat.mjs BaseCombat.#canUpdate, _canChangeRound, _canChangeTurn, #canModifyCombatants",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/combat.d.mts (fvtt-types main 14.366 @13e58d21d) keeps _canChangeRound, _canChangeTurn (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Combatant: create/delete OWNER (of its actor); a player owner may update only _id, initiative, flags, defeated, system",
    source: "v13 common/documents/combatant.mjs BaseCombatant.#canUpdate, metadata.permissions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/combatant.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "CombatantGroup and Scene: the defaults (create/delete ASSISTANT, update OWNER of own ownership)",
    source: "v13 common/documents/combatant-group.mjs, scene.mjs metadata",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/combatant-group.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Token: create TOKEN_CREATE, delete TOKEN_DELETE (ASSISTANT by default); update GM, an owner of its actor, or anyone for an actor-less token",
    source: "v13 common/documents/token.mjs BaseToken.#canUpdate, metadata.permissions",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/token.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "Setting: core.permissions GAMEMASTER only; a user-scoped setting by its user (or a GM); world settings SETTINGS_MODIFY (ASSISTANT by default) or listed assistant keys",
    source:
      "v13 common/documents/setting.mjs BaseSetting.#canModify, #GAMEMASTER_ONLY_KEYS, #ALLOWED_ASSISTANT_KEYS",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/setting.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "User: create by ASSISTANT+ up to own role (special permissions GM only); update self (not name/role/permissions below ASSISTANT), no escalation; delete needs max(ASSISTANT, target role)",
    source: "v13 common/documents/user.mjs BaseUser.#canCreate, #canUpdate, #canDelete",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration)",
  },
  {
    behaviour:
      "MeasuredTemplate: create by its author (or a GM) with TEMPLATE_CREATE; update and delete OWNER (the author)",
    source:
      "v13 common/documents/measured-template.mjs BaseMeasuredTemplate.#canCreate, metadata.permissions",
    v14: 'v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/documents/measured-template.d.mts (fvtt-types main 14.366 @13e58d21d) declares the class (its private # members are not in a declaration). On v14 templates are Regions: V14_BEHAVIOURS "who may create, update and delete a Region…", V14_BEHAVIOURS "the deprecated MeasuredTemplate shim…"',
  },
  {
    behaviour: "ownership and author are gmOnly fields: a non-GM update changing them is refused",
    source:
      "v13 common/data/fields.mjs DocumentOwnershipField/DocumentAuthorField _defaults gmOnly (enforced by the server)",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration common/data/fields.d.mts (fvtt-types main 14.366 @13e58d21d) keeps gmOnly (its private # members are not in a declaration)",
  },
  {
    behaviour: "User#query needs a registered query name, QUERY_USER on the sender, and an active target",
    source: "v13 client/documents/user.mjs User#query",
    v14: "v14: no v14 .mjs stored; treated as unchanged because the v14 declaration client/documents/user.d.mts (fvtt-types main 14.366 @13e58d21d) keeps query. The handler's options differ on v14: V14_BEHAVIOURS \"core's userQuery listener…\"",
  },
];
