/**
 * Each document type's `metadata.permissions` in v13, as data: an action maps to a role name, a
 * USER_PERMISSIONS name, an ownership level name, or a test function (our own code after reading the
 * cited v13 method). A test function answers null when allowed, or why not.
 */
import { simV14 } from "./generation.ts";
import {
  hasRole,
  isGM,
  representedActor,
  testUserPermission,
  userHasPermission,
  USER_ROLES,
  type OwnershipName,
  type PermissionWorld,
  type RoleName,
  type SimDocRef,
  type SimUser,
  type UserPermission,
} from "./permission-core.ts";

export type PermissionAction = "create" | "update" | "delete";
export type Changes = Record<string, unknown>;
export type RuleFn = (
  user: SimUser,
  doc: SimDocRef,
  changes: Changes,
  world: PermissionWorld,
) => string | null;
export type Rule = RoleName | UserPermission | OwnershipName | RuleFn;
export type ActionRules = Readonly<Record<PermissionAction, Rule>>;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** v13 common/abstract/document.mjs Document.metadata.permissions: the defaults every type starts from. */
export const DEFAULT_RULES: ActionRules = { create: "ASSISTANT", update: "OWNER", delete: "ASSISTANT" };

/** v13 common/documents/actor.mjs BaseActor.#canCreate */
const actorCreate: RuleFn = (user, doc, _changes, world) => {
  if (!userHasPermission(user, "ACTOR_CREATE", world)) return "needs the ACTOR_CREATE permission";
  const randomImg = record(doc.source["prototypeToken"])["randomImg"] === true;
  if (randomImg && !userHasPermission(user, "FILES_BROWSE", world))
    return "a wildcard token image needs FILES_BROWSE";
  return null;
};

/** v13 common/documents/actor.mjs BaseActor.#canUpdate */
const actorUpdate: RuleFn = (user, doc, changes, world) => {
  if (!testUserPermission(user, doc, "OWNER", world)) return "only an owner may update an Actor";
  const tokenChange = record(changes["prototypeToken"]);
  const browse = userHasPermission(user, "FILES_BROWSE", world);
  if (tokenChange["randomImg"] === true)
    return browse ? null : "enabling a wildcard token image needs FILES_BROWSE";
  const randomOn =
    record(doc.source["prototypeToken"])["randomImg"] === true && tokenChange["randomImg"] !== false;
  if (randomOn && "img" in tokenChange && !browse) return "changing a wildcard token path needs FILES_BROWSE";
  return null;
};

/** v13 common/documents/item.mjs BaseItem.#canCreate: an owned Item needs the Actor's OWNER level. */
const itemCreate: RuleFn = (user, doc, _changes, world) => {
  if (doc.parent)
    return testUserPermission(user, doc.parent, "OWNER", world) ? null : "needs OWNER of the parent";
  return userHasPermission(user, "ITEM_CREATE", world) ? null : "needs the ITEM_CREATE permission";
};

/** v13 common/documents/chat-message.mjs BaseChatMessage.#canCreate */
const messageCreate: RuleFn = (user, doc) => {
  if (isGM(user)) return null;
  if (doc.source["author"] !== user.id) return "a message must be authored by its creator (no impersonation)";
  return hasRole(user, "PLAYER") ? null : "needs at least the PLAYER role";
};

/** v13 common/documents/combatant.mjs BaseCombatant.#canUpdate: the fields a player may change. */
const COMBATANT_PLAYER_KEYS = ["_id", "initiative", "flags", "defeated", "system"];
const combatantUpdate: RuleFn = (user, doc, changes, world) => {
  if (isGM(user)) return null;
  if (!testUserPermission(user, doc, "OWNER", world))
    return "only an owner of the combatant's actor may update it";
  const bad = Object.keys(changes).filter((k) => !COMBATANT_PLAYER_KEYS.includes(k));
  return bad.length ? `a player may not change ${bad.join(", ")}` : null;
};

/** v13 common/documents/combat.mjs BaseCombat.#canUpdate (+ _canChangeRound/_canChangeTurn, true in core). */
const COMBAT_PLAYER_KEYS = ["_id", "round", "turn", "combatants"];
const combatUpdate: RuleFn = (user, doc, changes, world) => {
  if (isGM(user)) return null;
  const bad = Object.keys(changes).filter((k) => !COMBAT_PLAYER_KEYS.includes(k));
  if (bad.length) return `a player may not change ${bad.join(", ")}`;
  const combatantChanges = changes["combatants"];
  if (combatantChanges === undefined) return null;
  // v13 BaseCombat#canModifyCombatants: every listed combatant must exist and allow the change.
  const stored = Array.isArray(doc.source["combatants"]) ? (doc.source["combatants"] as unknown[]) : [];
  for (const entry of Array.isArray(combatantChanges) ? (combatantChanges as unknown[]) : []) {
    const { _id, ...change } = record(entry);
    const source = stored.map(record).find((c) => c["_id"] === _id);
    if (!source) return `combatant ${String(_id)} is not in this combat`;
    const combatant: SimDocRef = { documentName: "Combatant", source, parent: doc };
    const why = combatantUpdate(user, combatant, change, world);
    if (why) return `combatant ${String(_id)}: ${why}`;
  }
  return null;
};

/** v13 common/documents/token.mjs BaseToken.#canUpdate (compendium tokens are not simulated). */
const tokenUpdate: RuleFn = (user, doc, _changes, world) => {
  if (isGM(user)) return null;
  const actor = representedActor(doc, world);
  if (actor)
    return testUserPermission(user, actor, "OWNER", world) ? null : "only an owner of the token's actor";
  return doc.source["actorId"] ? "the token's actor does not exist" : null; // actor-less tokens: anyone
};

/** v13 common/documents/measured-template.mjs BaseMeasuredTemplate.#canCreate */
const templateCreate: RuleFn = (user, doc, _changes, world) => {
  if (!isGM(user) && doc.source["author"] !== user.id) return "a template must be authored by its creator";
  return userHasPermission(user, "TEMPLATE_CREATE", world) ? null : "needs the TEMPLATE_CREATE permission";
};

/**
 * Region create. v14 BaseRegion.canUserCreate / #canCreate (declaration 54661699390; the body is not in the
 * stored code): REGION_CREATE, a PLAYER permission by default (api/v14 CONST.USER_PERMISSIONS, 69690971552);
 * a Region carrying behaviours needs a GM (BaseRegionBehavior.#canCreate: user.isGM, 8594170316); no non-GM
 * creates one while the game is paused (api/v14 RegionPlacementOptions#create; `world.paused`). v13's BaseRegion
 * has no permissions override (8059631942): the Document default, ASSISTANT.
 */
const regionCreate: RuleFn = (user, doc, _changes, world) => {
  if (!simV14()) return hasRole(user, "ASSISTANT") ? null : "needs at least the ASSISTANT role";
  if (isGM(user)) return null;
  const behaviors = doc.source["behaviors"];
  if (Array.isArray(behaviors) && behaviors.length > 0) return "only a GM may create a Region with behaviors";
  if (world.paused === true) return "no Region may be created by a player while the game is paused";
  return userHasPermission(user, "REGION_CREATE", world) ? null : "needs the REGION_CREATE permission";
};

/** v13 common/documents/setting.mjs BaseSetting.#GAMEMASTER_ONLY_KEYS / #ALLOWED_ASSISTANT_KEYS */
const GAMEMASTER_ONLY_SETTINGS = ["core.permissions"];
const ASSISTANT_SETTINGS = [
  "core.time",
  "core.combatTrackerConfig",
  "core.sheetClasses",
  "core.scrollingStatusText",
  "core.tokenDragPreview",
  "core.adventureImports",
  "core.gridDiagonals",
  "core.gridTemplates",
  "core.coneTemplateType",
];

/** True when `key` is in `list` and a key change (if any) stays in it too. */
function keyStaysIn(list: string[], doc: SimDocRef, changes: Changes): boolean {
  return (
    list.includes(String(doc.source["key"])) && (!("key" in changes) || list.includes(String(changes["key"])))
  );
}

/** v13 common/documents/setting.mjs BaseSetting.#canModify (create, update and delete alike) */
const settingModify: RuleFn = (user, doc, changes, world) => {
  if (keyStaysIn(GAMEMASTER_ONLY_SETTINGS, doc, changes)) {
    return hasRole(user, "GAMEMASTER") ? null : "only a full GAMEMASTER may change core.permissions";
  }
  const sourceUser = doc.source["user"];
  const targetUser = changes["user"];
  if (sourceUser || targetUser) {
    const mine = (!sourceUser || sourceUser === user.id) && (!targetUser || targetUser === user.id);
    return isGM(user) || mine ? null : "a user-scoped setting belongs to its user";
  }
  if (userHasPermission(user, "SETTINGS_MODIFY", world)) return null;
  if (!isGM(user)) return "world settings need the SETTINGS_MODIFY permission";
  return keyStaysIn(ASSISTANT_SETTINGS, doc, changes) ? null : "not a setting an assistant may change";
};

/** v13 common/documents/user.mjs BaseUser.#canCreate */
const userCreate: RuleFn = (user, doc) => {
  if (!isGM(user)) return "only an assistant or GM may create users";
  const special = Object.keys(record(doc.source["permissions"])).length > 0;
  if (special)
    return hasRole(user, "GAMEMASTER") ? null : "only a GM may create a user with special permissions";
  const role = typeof doc.source["role"] === "number" ? doc.source["role"] : USER_ROLES.PLAYER;
  return hasRole(user, role) ? null : "may not create a user above one's own role";
};

/** v13 common/documents/user.mjs BaseUser.#canUpdate */
const userUpdate: RuleFn = (user, doc, changes) => {
  if (user.role === USER_ROLES.GAMEMASTER) return null;
  if (user.role === USER_ROLES.NONE) return "a banned user can do nothing";
  const restricted = ["permissions", "passwordSalt"];
  if (user.role < USER_ROLES.ASSISTANT) restricted.push("name", "role");
  if (doc.source["role"] === USER_ROLES.GAMEMASTER) restricted.push("password");
  const touched = restricted.filter((k) => k in changes);
  if (touched.length) return `may not change ${touched.join(", ")}`;
  const newRole = changes["role"];
  if ("role" in changes && !(typeof newRole === "number" && hasRole(user, newRole)))
    return "may not escalate a role";
  return isGM(user) || user.id === doc.source["_id"] ? null : "a player may only update their own user";
};

/** v13 common/documents/user.mjs BaseUser.#canDelete: at least ASSISTANT and at least the target's role. */
const userDelete: RuleFn = (user, doc) => {
  const targetRole = typeof doc.source["role"] === "number" ? doc.source["role"] : USER_ROLES.PLAYER;
  return hasRole(user, Math.max(USER_ROLES.ASSISTANT, targetRole))
    ? null
    : "needs a role at least the user's own";
};

/** v13 common/documents/macro.mjs BaseMacro.#canCreate: one's own macro; a script needs MACRO_SCRIPT. */
const macroCreate: RuleFn = (user, doc, _changes, world) => {
  if (!isGM(user) && doc.source["author"] !== user.id) return "a macro must be authored by its creator";
  if (doc.source["type"] === "script" && !userHasPermission(user, "MACRO_SCRIPT", world))
    return "a script macro needs the MACRO_SCRIPT permission";
  return hasRole(user, "PLAYER") ? null : "needs at least the PLAYER role";
};
/** BaseMacro#getUserLevel: the author holds OWNER. */
const macroOwner = (user: SimUser, doc: SimDocRef, world: PermissionWorld) =>
  doc.source["author"] === user.id || testUserPermission(user, doc, "OWNER", world);
/** v13 BaseMacro.#canUpdate: without MACRO_SCRIPT no script type and no script command change. */
const macroUpdate: RuleFn = (user, doc, changes, world) => {
  if (!userHasPermission(user, "MACRO_SCRIPT", world)) {
    if (changes["type"] === "script") return "a script macro needs the MACRO_SCRIPT permission";
    if (doc.source["type"] === "script" && "command" in changes) return "a script needs MACRO_SCRIPT";
  }
  return macroOwner(user, doc, world) ? null : "only an owner may update a macro";
};
const macroDelete: RuleFn = (user, doc, _changes, world) =>
  macroOwner(user, doc, world) ? null : "only an owner may delete a macro";

/** Per type: v13 common/documents/<file> metadata.permissions merged over DEFAULT_RULES. */
export const DOCUMENT_RULES: Readonly<Record<string, ActionRules>> = {
  Actor: { ...DEFAULT_RULES, create: actorCreate, update: actorUpdate }, // actor.mjs
  Item: { ...DEFAULT_RULES, create: itemCreate, delete: "OWNER" }, // item.mjs
  ActiveEffect: { ...DEFAULT_RULES, create: "OWNER", delete: "OWNER" }, // active-effect.mjs
  ActorDelta: { ...DEFAULT_RULES, create: "OWNER", delete: "OWNER" }, // actor-delta.mjs
  ChatMessage: { ...DEFAULT_RULES, create: messageCreate, delete: "OWNER" }, // chat-message.mjs
  Combat: { ...DEFAULT_RULES, update: combatUpdate }, // combat.mjs
  Combatant: { create: "OWNER", update: combatantUpdate, delete: "OWNER" }, // combatant.mjs
  CombatantGroup: DEFAULT_RULES, // combatant-group.mjs: no permissions override
  Token: { create: "TOKEN_CREATE", update: tokenUpdate, delete: "TOKEN_DELETE" }, // token.mjs
  Scene: DEFAULT_RULES, // scene.mjs: no permissions override
  Setting: { create: settingModify, update: settingModify, delete: settingModify }, // setting.mjs
  User: { create: userCreate, update: userUpdate, delete: userDelete }, // user.mjs
  MeasuredTemplate: { ...DEFAULT_RULES, create: templateCreate, delete: "OWNER" }, // measured-template.mjs
  Macro: { create: macroCreate, update: macroUpdate, delete: macroDelete }, // macro.mjs
  // v14 region.mjs: update and delete by OWNER of the Region's own ownership (v13: the default ASSISTANT delete).
  Region: { ...DEFAULT_RULES, create: regionCreate, delete: simV14() ? "OWNER" : "ASSISTANT" },
};
