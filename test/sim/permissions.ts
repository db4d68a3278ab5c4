/**
 * The permission checks the simulated server applies before it commits a write, emulating Foundry
 * v13's own (common/abstract/document.mjs Document#canUserModify and each type's metadata.permissions).
 * Pure functions over plain data: the server passes the requesting user, the stored document (or, for
 * a create, the pending one with its parent) and the requested changes.
 */
import {
  hasRole,
  isGM,
  OWNERSHIP,
  PERMISSION_DEFAULT_ROLES,
  testUserPermission,
  USER_ROLES,
  userHasPermission,
  type PermissionWorld,
  type SimDocRef,
  type SimUser,
} from "./permission-core.ts";
import {
  DEFAULT_RULES,
  DOCUMENT_RULES,
  type Changes,
  type PermissionAction,
  type Rule,
} from "./permission-rules.ts";

export * from "./permission-core.ts";
export { DEFAULT_RULES, DOCUMENT_RULES, type Changes, type PermissionAction } from "./permission-rules.ts";
export { PERMISSION_BEHAVIOURS } from "./permission-behaviours.ts";

export interface PermissionVerdict {
  allowed: boolean;
  reason?: string;
}

/** Turns dotted keys ("system.stamina.value") into nested objects, as the update data is checked. */
export function expandChanges(changes: Changes): Changes {
  const out: Changes = {};
  for (const [key, value] of Object.entries(changes)) {
    const path = key.split(".");
    const last = path.pop() ?? key;
    let node = out;
    for (const part of path) {
      const next = node[part];
      const child: Changes = next && typeof next === "object" ? (next as Changes) : {};
      node[part] = child;
      node = child;
    }
    const nested =
      value && typeof value === "object" && !Array.isArray(value) ? expandChanges(value as Changes) : value;
    node[last] = nested;
  }
  return out;
}

/** Applies one metadata.permissions entry (v13 common/abstract/document.mjs Document#canUserModify). */
function applyRule(
  rule: Rule,
  user: SimUser,
  doc: SimDocRef,
  changes: Changes,
  world: PermissionWorld,
): string | null {
  if (typeof rule === "function") return rule(user, doc, changes, world);
  if (rule in PERMISSION_DEFAULT_ROLES)
    return userHasPermission(user, rule, world) ? null : `needs the ${rule} permission`;
  if (rule in USER_ROLES)
    return hasRole(user, rule as keyof typeof USER_ROLES) ? null : `needs the ${rule} role`;
  if (rule in OWNERSHIP) {
    const level = rule as keyof typeof OWNERSHIP;
    return testUserPermission(user, doc, level, world) ? null : `needs ${rule} ownership`;
  }
  return `unknown permission rule ${rule}`;
}

/**
 * Fields marked `gmOnly` in v13 (common/data/fields.mjs DocumentOwnershipField and DocumentAuthorField
 * _defaults: "can only be modified by a gamemaster or assistant gamemaster"). The check itself runs in
 * the closed server code; here a non-GM update that changes one of them is refused.
 */
const GM_ONLY_FIELDS = ["ownership", "author"];

function gmOnlyViolation(user: SimUser, doc: SimDocRef, changes: Changes): string | null {
  if (isGM(user)) return null;
  const changed = GM_ONLY_FIELDS.filter(
    (k) => k in changes && JSON.stringify(changes[k]) !== JSON.stringify(doc.source[k]),
  );
  return changed.length ? `only a GM or assistant may change ${changed.join(", ")}` : null;
}

/**
 * May `user` perform `action` on `doc`? For "create" pass the pending document (its source is the
 * creation data, its parent the parent it goes into); `changes` defaults to that source. For "update"
 * pass the stored document and the requested changes (dotted keys allowed).
 */
export function canUserModify(
  user: SimUser,
  action: PermissionAction,
  doc: SimDocRef,
  changes?: Changes,
  world: PermissionWorld = {},
): PermissionVerdict {
  const data = expandChanges(changes ?? (action === "create" ? doc.source : {}));
  const rules = DOCUMENT_RULES[doc.documentName] ?? DEFAULT_RULES;
  const why =
    (action === "update" ? gmOnlyViolation(user, doc, data) : null) ??
    applyRule(rules[action], user, doc, data, world);
  return why ? { allowed: false, reason: `${doc.documentName} ${action}: ${why}` } : { allowed: true };
}

/** The create test on a pending document (v13: the server calls canUserModify(user, "create", data)). */
export function canUserCreate(
  user: SimUser,
  doc: SimDocRef,
  data?: Changes,
  world: PermissionWorld = {},
): PermissionVerdict {
  return canUserModify(user, "create", doc, data ?? doc.source, world);
}

/** v13 static canUserCreate overrides: actor.mjs, item.mjs, setting.mjs (UI gate, not the write check). */
const CREATE_TYPE_PERMISSION: Readonly<Record<string, string>> = {
  Actor: "ACTOR_CREATE",
  Item: "ITEM_CREATE",
  Setting: "SETTINGS_MODIFY",
};

/**
 * May `user` create documents of this type in general (whether to offer a "Create" button)?
 * v13 common/abstract/document.mjs Document.canUserCreate: a permission or role rule is tested
 * directly; a function or ownership rule is tested on a blank sample document authored by the user.
 */
export function canUserCreateType(user: SimUser, documentName: string, world: PermissionWorld = {}): boolean {
  const special = CREATE_TYPE_PERMISSION[documentName];
  if (special) return userHasPermission(user, special, world);
  const rule = (DOCUMENT_RULES[documentName] ?? DEFAULT_RULES).create;
  const sample: SimDocRef = { documentName, source: { author: user.id }, parent: null };
  return applyRule(rule, user, sample, sample.source, world) === null;
}

/**
 * v13 client/documents/user.mjs User#query: the query name must be registered in CONFIG.queries, the
 * sender must hold QUERY_USER (PLAYER and up by default), and the target user must be active.
 */
export function canUserQuery(
  sender: SimUser,
  queryName: string,
  registered: readonly string[],
  targetActive: boolean,
  world: PermissionWorld = {},
): PermissionVerdict {
  if (!registered.includes(queryName))
    return { allowed: false, reason: `query '${queryName}' is not registered` };
  if (!userHasPermission(sender, "QUERY_USER", world))
    return { allowed: false, reason: "no permission to query users" };
  if (!targetActive) return { allowed: false, reason: "the target user is not active" };
  return { allowed: true };
}

/**
 * The Actor an unlinked Token stands for, as far as permissions see it. v13
 * common/documents/actor-delta.mjs BaseActorDelta.applyDelta: a linked token uses the world Actor
 * itself; otherwise the base Actor's data with the token's delta merged over it (here only the
 * ownership, the one field the rules read), parented to the token.
 */
export function syntheticActor(token: SimDocRef, baseActor: SimDocRef): SimDocRef {
  if (token.source["actorLink"] === true) return baseActor;
  const delta = token.source["delta"];
  const deltaOwnership = delta && typeof delta === "object" ? (delta as Changes)["ownership"] : null;
  const baseOwnership = baseActor.source["ownership"];
  const ownership = {
    ...(baseOwnership && typeof baseOwnership === "object" ? baseOwnership : {}),
    ...(deltaOwnership && typeof deltaOwnership === "object" ? deltaOwnership : {}),
  };
  return { documentName: "Actor", source: { ...baseActor.source, ownership }, parent: token };
}
