/**
 * The v13 permission behaviours test/sim/permissions.ts emulates, each with the v13 source read for it
 * (through the search tool's public-code corpus; paths are inside Foundry's resources/app).
 */
export const PERMISSION_BEHAVIOURS: readonly { behaviour: string; source: string }[] = [
  {
    behaviour: "Roles NONE 0 < PLAYER 1 < TRUSTED 2 < ASSISTANT 3 < GAMEMASTER 4; isGM = ASSISTANT or above",
    source: "v13 common/constants.mjs USER_ROLES; common/documents/user.mjs BaseUser#isGM, #hasRole",
  },
  {
    behaviour:
      "hasPermission: banned → false; User#permissions entry wins; else core.permissions roles (default: defaultRole..GAMEMASTER). No GM shortcut",
    source: "v13 common/documents/user.mjs BaseUser#hasPermission; common/constants.mjs USER_PERMISSIONS",
  },
  {
    behaviour:
      "Default roles: QUERY_USER, MESSAGE_WHISPER, TEMPLATE_CREATE, MACRO_SCRIPT PLAYER; FILES_BROWSE, TOKEN_CONFIGURE, DRAWING_CREATE TRUSTED; ACTOR_CREATE, ITEM_CREATE, TOKEN_CREATE, TOKEN_DELETE, SETTINGS_MODIFY ASSISTANT",
    source: "v13 common/constants.mjs USER_PERMISSIONS defaultRole",
  },
  {
    behaviour:
      "Ownership levels INHERIT -1, NONE 0, LIMITED 1, OBSERVER 2, OWNER 3; a new document's ownership is {default: NONE}",
    source:
      "v13 common/constants.mjs DOCUMENT_OWNERSHIP_LEVELS; common/data/fields.mjs DocumentOwnershipField",
  },
  {
    behaviour:
      "getUserLevel: ownership[user] ?? ownership.default ?? NONE; INHERIT or no ownership field defers to the parent; no parent → NONE",
    source: "v13 common/abstract/document.mjs Document#getUserLevel",
  },
  {
    behaviour:
      "testUserPermission: ASSISTANT/GM count as OWNER, banned as NONE, others by getUserLevel (≥ level, or exact)",
    source: "v13 common/abstract/document.mjs Document#testUserPermission",
  },
  {
    behaviour:
      "Embedded Item ignores its own ownership (the Actor's level); ActiveEffect and ActorDelta defer to their parent",
    source:
      "v13 common/documents/item.mjs BaseItem#getUserLevel; active-effect.mjs; actor-delta.mjs #getUserLevel",
  },
  {
    behaviour:
      "Token and Combatant take their Actor's level (Combatant#actor = token's actor, else game.actors.get(actorId)); no actor → Scene's level / NONE",
    source:
      "v13 common/documents/token.mjs, combatant.mjs #getUserLevel; client/documents/combatant.mjs Combatant#actor",
  },
  {
    behaviour:
      "Unlinked token's synthetic Actor: base Actor ownership merged with the delta's; linked token uses the world Actor",
    source: "v13 common/documents/actor-delta.mjs BaseActorDelta.applyDelta, #getUserLevel",
  },
  {
    behaviour: "ChatMessage and MeasuredTemplate: the author is OWNER; a User owns itself only",
    source: "v13 common/documents/chat-message.mjs, measured-template.mjs, user.mjs #getUserLevel",
  },
  {
    behaviour:
      "canUserModify: metadata.permissions[action] is a function, a USER_PERMISSIONS name, a role, or an ownership level; defaults create ASSISTANT, update OWNER, delete ASSISTANT",
    source: "v13 common/abstract/document.mjs Document#canUserModify, Document.metadata",
  },
  {
    behaviour:
      "Actor: create ACTOR_CREATE (+FILES_BROWSE for a wildcard token image); update OWNER (+FILES_BROWSE for wildcard changes); delete ASSISTANT",
    source: "v13 common/documents/actor.mjs BaseActor.#canCreate, #canUpdate",
  },
  {
    behaviour:
      "Item: create ITEM_CREATE, or OWNER of the parent Actor when embedded; update OWNER; delete OWNER",
    source: "v13 common/documents/item.mjs BaseItem.#canCreate, metadata.permissions",
  },
  {
    behaviour: "ActiveEffect and ActorDelta: create, update and delete need OWNER (of the parent)",
    source: "v13 common/documents/active-effect.mjs, actor-delta.mjs metadata.permissions",
  },
  {
    behaviour:
      "ChatMessage: create GM, or a PLAYER+ whose id is the author (no impersonation); update and delete OWNER (the author, or a GM)",
    source: "v13 common/documents/chat-message.mjs BaseChatMessage.#canCreate, #getUserLevel",
  },
  {
    behaviour:
      "Combat: create/delete ASSISTANT; players may update only _id, round, turn and combatants (each combatant change allowed by Combatant rules)",
    source:
      "v13 common/documents/combat.mjs BaseCombat.#canUpdate, _canChangeRound, _canChangeTurn, #canModifyCombatants",
  },
  {
    behaviour:
      "Combatant: create/delete OWNER (of its actor); a player owner may update only _id, initiative, flags, defeated, system",
    source: "v13 common/documents/combatant.mjs BaseCombatant.#canUpdate, metadata.permissions",
  },
  {
    behaviour:
      "CombatantGroup and Scene: the defaults (create/delete ASSISTANT, update OWNER of own ownership)",
    source: "v13 common/documents/combatant-group.mjs, scene.mjs metadata",
  },
  {
    behaviour:
      "Token: create TOKEN_CREATE, delete TOKEN_DELETE (ASSISTANT by default); update GM, an owner of its actor, or anyone for an actor-less token",
    source: "v13 common/documents/token.mjs BaseToken.#canUpdate, metadata.permissions",
  },
  {
    behaviour:
      "Setting: core.permissions GAMEMASTER only; a user-scoped setting by its user (or a GM); world settings SETTINGS_MODIFY (ASSISTANT by default) or listed assistant keys",
    source:
      "v13 common/documents/setting.mjs BaseSetting.#canModify, #GAMEMASTER_ONLY_KEYS, #ALLOWED_ASSISTANT_KEYS",
  },
  {
    behaviour:
      "User: create by ASSISTANT+ up to own role (special permissions GM only); update self (not name/role/permissions below ASSISTANT), no escalation; delete needs max(ASSISTANT, target role)",
    source: "v13 common/documents/user.mjs BaseUser.#canCreate, #canUpdate, #canDelete",
  },
  {
    behaviour:
      "MeasuredTemplate: create by its author (or a GM) with TEMPLATE_CREATE; update and delete OWNER (the author)",
    source:
      "v13 common/documents/measured-template.mjs BaseMeasuredTemplate.#canCreate, metadata.permissions",
  },
  {
    behaviour: "ownership and author are gmOnly fields: a non-GM update changing them is refused",
    source:
      "v13 common/data/fields.mjs DocumentOwnershipField/DocumentAuthorField _defaults gmOnly (enforced by the server)",
  },
  {
    behaviour: "User#query needs a registered query name, QUERY_USER on the sender, and an active target",
    source: "v13 client/documents/user.mjs User#query",
  },
];
