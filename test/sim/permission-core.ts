/**
 * The user and ownership half of the v13 permission model, over plain data: roles, role permissions
 * (the world's `core.permissions` setting), a document's ownership level for a user, and the GM
 * override of `testUserPermission`. Our own code, written after reading the v13 source cited on each
 * rule; no Foundry global is read.
 */
import { simV14 } from "./generation.ts";

/** v13 common/constants.mjs USER_ROLES */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export type RoleName = keyof typeof USER_ROLES;

/** v13 common/constants.mjs DOCUMENT_OWNERSHIP_LEVELS */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipName = keyof typeof OWNERSHIP;

/**
 * v13 common/constants.mjs USER_PERMISSIONS: each permission's `defaultRole` (labels, hints and
 * `disableGM`, which only drives the configuration form, are left out).
 */
export const PERMISSION_DEFAULT_ROLES = {
  ACTOR_CREATE: USER_ROLES.ASSISTANT,
  BROADCAST_AUDIO: USER_ROLES.TRUSTED,
  BROADCAST_VIDEO: USER_ROLES.TRUSTED,
  CARDS_CREATE: USER_ROLES.ASSISTANT,
  DRAWING_CREATE: USER_ROLES.TRUSTED,
  ITEM_CREATE: USER_ROLES.ASSISTANT,
  FILES_BROWSE: USER_ROLES.TRUSTED,
  FILES_UPLOAD: USER_ROLES.ASSISTANT,
  JOURNAL_CREATE: USER_ROLES.TRUSTED,
  MACRO_SCRIPT: USER_ROLES.PLAYER,
  MANUAL_ROLLS: USER_ROLES.TRUSTED,
  MESSAGE_WHISPER: USER_ROLES.PLAYER,
  NOTE_CREATE: USER_ROLES.TRUSTED,
  PING_CANVAS: USER_ROLES.PLAYER,
  PLAYLIST_CREATE: USER_ROLES.ASSISTANT,
  SETTINGS_MODIFY: USER_ROLES.ASSISTANT,
  SHOW_CURSOR: USER_ROLES.PLAYER,
  SHOW_RULER: USER_ROLES.PLAYER,
  TEMPLATE_CREATE: USER_ROLES.PLAYER,
  TOKEN_CREATE: USER_ROLES.ASSISTANT,
  TOKEN_DELETE: USER_ROLES.ASSISTANT,
  TOKEN_CONFIGURE: USER_ROLES.TRUSTED,
  WALL_DOORS: USER_ROLES.PLAYER,
  QUERY_USER: USER_ROLES.PLAYER,
  /** v14 only (foundryvtt.com/api/v14 CONST.USER_PERMISSIONS, stored 69690971552: defaultRole 1). */
  REGION_CREATE: USER_ROLES.PLAYER,
} as const;
export type UserPermission = keyof typeof PERMISSION_DEFAULT_ROLES;

/** A connected user as the server knows it: the User document's `role` and `permissions` fields. */
export interface SimUser {
  id: string;
  role: number;
  /** User#permissions: explicit per-user grants or denials that win over the role table. */
  permissions?: Record<string, boolean>;
}

/**
 * A stored document as the permission rules see it: its source data (ownership, author, key, …), its
 * parent, and for a Token or Combatant the Actor it represents (resolved by the caller: a world Actor
 * for a linked token, `syntheticActor(...)` for an unlinked one; null when none exists).
 */
export interface SimDocRef {
  documentName: string;
  source: Record<string, unknown>;
  parent: SimDocRef | null;
  actor?: SimDocRef | null;
}

/** World state the rules read. */
export interface PermissionWorld {
  /** The `core.permissions` setting (permission → roles holding it); a missing entry uses the default. */
  rolePermissions?: Partial<Record<string, readonly number[]>>;
  /** The Actor a Token or Combatant represents, when its SimDocRef carries no `actor` (null: none). */
  resolveActor?: (doc: SimDocRef) => SimDocRef | null;
  /** Whether the game is paused (only v14 Region creation asks; the session server never pauses). */
  paused?: boolean;
}

/** v13 common/documents/user.mjs BaseUser#hasRole: a role name or number, at least (or exactly) it. */
export function hasRole(user: SimUser, role: RoleName | number, exact = false): boolean {
  const level = typeof role === "number" ? role : USER_ROLES[role];
  return exact ? user.role === level : user.role >= level;
}

/** v13 common/documents/user.mjs BaseUser#isGM: ASSISTANT or GAMEMASTER. */
export function isGM(user: SimUser): boolean {
  return hasRole(user, USER_ROLES.ASSISTANT);
}

/** v13 common/documents/user.mjs BaseUser#isBanned: the NONE role. */
export function isBanned(user: SimUser): boolean {
  return user.role === USER_ROLES.NONE;
}

/**
 * The roles holding a permission when the world's `core.permissions` has no entry for it: every role
 * from its defaultRole up to GAMEMASTER (v13 common/constants.mjs USER_PERMISSIONS defaultRole; the
 * Configure Permissions form fills missing entries the same way).
 */
export function defaultRolesFor(permission: string): number[] {
  const min = (PERMISSION_DEFAULT_ROLES as Record<string, number | undefined>)[permission];
  if (min === undefined) return [];
  const roles: number[] = [];
  for (let r = min; r <= USER_ROLES.GAMEMASTER; r++) roles.push(r);
  return roles;
}

/**
 * v13 common/documents/user.mjs BaseUser#hasPermission: a banned user has none; an explicit entry in
 * User#permissions wins; otherwise the role table (`game.permissions`, the core.permissions setting).
 * There is no GM shortcut here: a GM holds a permission because GAMEMASTER is in its roles.
 */
export function userHasPermission(user: SimUser, permission: string, world: PermissionWorld = {}): boolean {
  if (isBanned(user)) return false;
  const explicit = user.permissions?.[permission];
  if (explicit !== undefined) return explicit;
  const roles = world.rolePermissions?.[permission] ?? defaultRolesFor(permission);
  return roles.includes(user.role);
}

function ownershipOf(doc: SimDocRef): Record<string, number> | null {
  const value = doc.source["ownership"];
  return value && typeof value === "object" ? (value as Record<string, number>) : null;
}

/**
 * Document types whose schema has an `ownership` field, among those whose v13 source was read
 * (common/documents/{actor,item,scene,combatant-group,actor-delta}.mjs defineSchema).
 */
const HAS_OWNERSHIP = new Set([
  "Actor",
  "Item",
  "Scene",
  "CombatantGroup",
  "ActorDelta",
  // v14 BaseRegion.defineSchema adds `ownership` (declaration 54661699390; v13's Region has none, 8059631942).
  ...(simV14() ? ["Region"] : []),
]);

/** The recorded level from the doc's own ownership field: user entry, else default, else NONE. */
function ownLevel(doc: SimDocRef, user: SimUser): number | null {
  if (!HAS_OWNERSHIP.has(doc.documentName)) return null;
  const ownership = ownershipOf(doc);
  // v13 common/documents/actor-delta.mjs BaseActorDelta#getUserLevel: a null delta ownership defers.
  if (!ownership) return doc.documentName === "ActorDelta" ? null : OWNERSHIP.NONE;
  const level = ownership[user.id] ?? ownership["default"] ?? OWNERSHIP.NONE;
  return level === OWNERSHIP.INHERIT ? null : level;
}

/**
 * The explicit level a user holds over a document, regardless of role (a GM may get NONE here).
 * v13 common/abstract/document.mjs Document#getUserLevel, with the per-type overrides below.
 */
export function ownershipLevel(user: SimUser, doc: SimDocRef, world: PermissionWorld = {}): number {
  const authored = doc.documentName === "ChatMessage" || doc.documentName === "MeasuredTemplate";
  // v13 common/documents/chat-message.mjs / measured-template.mjs #getUserLevel: the author is OWNER.
  if (authored && doc.source["author"] === user.id) return OWNERSHIP.OWNER;
  // v13 common/documents/user.mjs BaseUser#getUserLevel: a user owns itself and nobody else.
  if (doc.documentName === "User") return doc.source["_id"] === user.id ? OWNERSHIP.OWNER : OWNERSHIP.NONE;
  // v13 common/documents/token.mjs / combatant.mjs #getUserLevel: the represented Actor's level.
  const representsActor = doc.documentName === "Token" || doc.documentName === "Combatant";
  const actor = representsActor ? representedActor(doc, world) : null;
  if (actor) return ownershipLevel(user, actor, world);
  // v13 common/documents/item.mjs BaseItem#getUserLevel: an embedded Item ignores its own ownership.
  if (doc.documentName === "Item" && doc.parent) return ownershipLevel(user, doc.parent, world);
  // v13 common/abstract/document.mjs Document#getUserLevel: own field, INHERIT defers, else parent.
  const own = ownLevel(doc, user);
  if (own !== null) return own;
  if (doc.parent) return ownershipLevel(user, doc.parent, world);
  return OWNERSHIP.NONE;
}

/**
 * The Actor a Token or Combatant stands for: the ref's own `actor`, else the world's resolver
 * (v13 client/documents/combatant.mjs Combatant#actor: the token's actor, else game.actors.get(actorId)).
 */
export function representedActor(doc: SimDocRef, world: PermissionWorld = {}): SimDocRef | null {
  if (doc.actor !== undefined) return doc.actor;
  return world.resolveActor?.(doc) ?? null;
}

/**
 * v13 common/abstract/document.mjs Document#testUserPermission: GM and ASSISTANT count as OWNER of
 * everything, a banned user as NONE, anyone else by ownershipLevel; `exact` asks for equality.
 */
export function testUserPermission(
  user: SimUser,
  doc: SimDocRef,
  level: OwnershipName | number,
  world: PermissionWorld = {},
  exact = false,
): boolean {
  const held = isGM(user)
    ? OWNERSHIP.OWNER
    : isBanned(user)
      ? OWNERSHIP.NONE
      : ownershipLevel(user, doc, world);
  const target = typeof level === "number" ? level : OWNERSHIP[level];
  return exact ? held === target : held >= target;
}
