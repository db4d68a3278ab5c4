/**
 * The server's permission check for a document operation, from the stored sources (never from what a
 * client claims). Ownership levels and roles follow v13 common/constants.mjs (DOCUMENT_OWNERSHIP_LEVELS,
 * USER_ROLES) and the per-document rules of common/documents/*.mjs (metadata.permissions,
 * Document#canUserModify / testUserPermission in common/abstract/document.mjs): the rules themselves
 * live in ./permissions.ts; this file finds the stored documents an operation touches and asks them.
 */
import type { Plain } from "../harness/utils.ts";
import type { DocumentRequest, SimServer } from "./server.ts";
import { canUserModify, syntheticActor, type SimDocRef } from "./permissions.ts";
import type { PermissionWorld, SimUser } from "./permission-core.ts";

export interface SimUserRecord extends SimUser {
  name: string;
  /** The actor this user plays (User#character). */
  character?: string | null;
}

function refused(message: string): Error {
  const error = new Error(message);
  error.name = "OperationRefused";
  return error;
}

/** The chain of stored sources from the world document down to the operation's parent. */
function parentRef(server: SimServer, uuid: string | null): SimDocRef | null {
  if (uuid === null) return null;
  const parts = uuid.split(".");
  let ref: SimDocRef | null = null;
  for (let i = 0; i < parts.length; i += 2) {
    const name = parts[i] ?? "";
    const path = parts.slice(0, name === "ActorDelta" ? i + 1 : i + 2).join(".");
    const source: Plain = server.sourceAt(path);
    ref = { documentName: name, source, parent: ref };
    if (name === "ActorDelta") break;
  }
  return ref;
}

/** The Actor a Token or Combatant stands for, from the stored world (linked: the actor; else synthetic). */
function permissionWorld(server: SimServer): PermissionWorld {
  const actorRef = (id: unknown): SimDocRef | null => {
    const source = typeof id === "string" ? server.collection("Actor").get(id) : undefined;
    return source ? { documentName: "Actor", source, parent: null } : null;
  };
  return {
    resolveActor(doc) {
      if (doc.documentName === "Token") {
        const base = actorRef(doc.source["actorId"]);
        return base ? syntheticActor(doc, base) : null;
      }
      if (doc.documentName === "Combatant") return actorRef(doc.source["actorId"]);
      return null;
    },
  };
}

/** Throws when `user` may not perform `request` (v13 server: the operation fails for the requester). */
export function authorizeOperation(server: SimServer, user: SimUserRecord, request: DocumentRequest): void {
  const parent = parentRef(server, request.parentUuid);
  const stored = (id: string): Plain => {
    const path =
      request.parentUuid === null ? `${request.type}.${id}` : `${request.parentUuid}.${request.type}.${id}`;
    return server.sourceAt(path);
  };
  const world = permissionWorld(server);
  const check = (action: "create" | "update" | "delete", source: Plain, changes?: Plain) => {
    const verdict = canUserModify(
      user,
      action,
      { documentName: request.type, source, parent },
      changes,
      world,
    );
    if (!verdict.allowed)
      throw refused(
        `User ${user.name} lacks permission to ${action} ${request.type}: ${verdict.reason ?? ""}`,
      );
  };
  if (request.action === "create") for (const data of request.data ?? []) check("create", data);
  else if (request.action === "update")
    for (const update of request.updates ?? []) check("update", stored(String(update["_id"])), update);
  else for (const id of request.ids ?? []) check("delete", stored(id));
}
