/**
 * The requesting client's half of a document operation, after v13 client/data/client-backend.mjs
 * (ClientDatabaseBackend#_createDocuments / _updateDocuments / _deleteDocuments and their
 * #preCreateDocumentArray / #preUpdateDocumentArray / #preDeleteDocumentArray):
 * - create: each datum builds a pending document (construction validates it), `_preCreate(data,
 *   options, user)` then the `preCreate<Type>` hook may veto; the rest travel to the server.
 * - update: every target is looked up STRICTLY (an unknown id throws), `_preUpdate(changes, options,
 *   user)` then `preUpdate<Type>` may veto, the changes are validated on a copy (a bad change is reported
 *   with ui.notifications.error and dropped) and reduced to what differs from the current source; an
 *   update that changes nothing is not sent (`options.diff`, true unless the caller says false).
 * - delete: strict lookup, `_preDelete(options, user)` then `preDelete<Type>` may veto.
 * The caller's promise resolves after the server's reply was handled on this client (./client.ts).
 *
 * A synthetic actor (an unlinked token's actor) writes to its token's delta: an update of the actor
 * is an ActorDelta update (see updateSynthetic), and its embedded documents live in the delta
 * (client/documents/token.mjs TokenDocument#actor and the ActorDelta document).
 */
import type { DocumentBackend, DocumentClassRef, Operation } from "../harness/backend-seam.ts";
import { packOf, type HarnessDocument } from "../harness/document.ts";
import { deepClone, expandObject, getProperty, isPlain, type Plain } from "../harness/utils.ts";
import type { SimClient } from "./client.ts";
import { SimTokenDocument } from "./documents.ts";
import { legacyDeletions, migrateEffectSource } from "./generation.ts";

type Hooks = { call(name: string, ...args: unknown[]): boolean };
const hooks = () => (globalThis as unknown as { Hooks: Hooks }).Hooks;

/** The uuid the server stores a parent under ("…Token.<id>.ActorDelta" for a synthetic actor). */
export function parentUuidOf(parent: HarnessDocument | null | undefined): string | null {
  if (!parent) return null;
  if (
    parent.documentName === "Actor" &&
    parent.parent instanceof SimTokenDocument &&
    !parent.parent.actorLink
  )
    return `${parent.parent.uuid}.ActorDelta`;
  return parent.uuid;
}

/** Dot paths of an expanded change object, stopping at arrays and non-plain values. */
function paths(changes: Plain, prefix = ""): string[] {
  return Object.entries(changes).flatMap(([key, value]) =>
    isPlain(value) && !key.startsWith("-=") && Object.keys(value).length > 0
      ? paths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * What `changes` would really change on `doc` (v13 DataModel#updateSource with dryRun, then the diff). With
 * `recursive: false` each named top-level field is replaced whole (common/data/fields.mjs
 * SchemaField#_updateDiff), so a field that differs travels whole, keys it keeps included.
 */
function diffOf(doc: HarnessDocument, cls: DocumentClassRef, changes: Plain, recursive = true): Plain {
  if (!recursive) {
    new cls({ ...doc.toObject(), ...deepClone(changes) }, { parent: doc.parent }); // validates the result
    return Object.fromEntries(
      Object.entries(changes).filter(([k, v]) => JSON.stringify(doc._source[k]) !== JSON.stringify(v)),
    );
  }
  const probe = new cls(doc.toObject(), { parent: doc.parent });
  probe.updateSource(deepClone(changes));
  const diff: Plain = {};
  for (const path of paths(changes)) {
    const last = path.split(".").pop() ?? path;
    if (last.startsWith("-=")) {
      const kept = path.slice(0, path.length - last.length) + last.slice(2);
      if (getProperty(doc._source, kept) !== undefined) diff[path] = null;
      continue;
    }
    const before = getProperty(doc._source, path);
    const after = getProperty(probe._source, path);
    if (JSON.stringify(before) !== JSON.stringify(after)) diff[path] = deepClone(after);
  }
  return expandObject(diff);
}

export class SimBackend implements DocumentBackend {
  constructor(private readonly client: SimClient) {}

  /**
   * v13 common/abstract/backend.mjs DatabaseBackend#create/#update/#delete → #configureOperation →
   * #assertCompendiumUnlocked: an operation on a compendium (its `pack`, or its parent's) names a known pack;
   * a locked one (CompendiumCollection#locked: configured, else any pack not of the world) is refused
   * with an error notification and a thrown Error before anything is sent. Writes to an unlocked pack are
   * not simulated (the simulated server stores no packs).
   */
  #assertCompendiumUnlocked(action: string, operation: Operation): void {
    const pack = typeof operation["pack"] === "string" ? operation["pack"] : packOf(operation.parent);
    if (!pack) return;
    const packs = this.client.game["packs"] as
      { get(id: string): { locked: boolean } | undefined } | undefined;
    const found = packs?.get(pack);
    if (!found) throw new Error(`Compendium pack "${pack}" is not a valid Compendium identifier`);
    if (!found.locked) throw new Error(`sim: writes to the unlocked compendium ${pack} are not simulated`);
    const message = `You may not ${action} documents in the locked compendium "${pack}".`;
    this.client.notify("error", message);
    throw new Error(message);
  }

  async create(cls: DocumentClassRef, data: Plain[], operation: Operation): Promise<HarnessDocument[]> {
    this.#assertCompendiumUnlocked("create", operation);
    const { parent = null, ...options } = operation;
    const user = this.client.user;
    const toCreate: Plain[] = [];
    for (const datum of data) {
      const d = expandObject(deepClone(datum));
      let doc: HarnessDocument;
      try {
        doc = new cls(deepClone(d), { parent });
      } catch (error) {
        this.client.notify("error", error instanceof Error ? error.message : String(error));
        continue;
      }
      if (await vetoed(doc, "Create", cls.documentName, [d, options], user)) continue;
      toCreate.push(doc.toObject());
    }
    if (!toCreate.length) return [];
    return this.client.send({
      action: "create",
      type: cls.documentName,
      parentUuid: parentUuidOf(parent),
      data: toCreate,
      options,
    });
  }

  async update(cls: DocumentClassRef, updates: Plain[], operation: Operation): Promise<HarnessDocument[]> {
    this.#assertCompendiumUnlocked("update", operation);
    const { parent = null, ...options } = operation;
    if (cls.documentName === "Actor" && parent instanceof SimTokenDocument && !parent.actorLink)
      return this.updateSynthetic(parent, updates, options);
    const user = this.client.user;
    const toUpdate: Plain[] = [];
    for (const update of updates) {
      if (typeof update["_id"] !== "string")
        throw new Error("You must provide an _id for every object in the update data Array.");
      const doc = this.client.strictGet(cls.documentName, parent, update["_id"]);
      // v14: a ForcedDeletion value deletes its key as a "-=" key does (./generation.ts legacyDeletions).
      const { _id, ...rest } = legacyDeletions(expandObject(deepClone(update)));
      // #preUpdateDocumentArray migrates the changes (documentClass.migrateData): as v14, root effect changes
      // move to system.changes (./generation.ts).
      let changes: Plain = cls.documentName === "ActiveEffect" ? migrateEffectSource(rest) : rest;
      if (await vetoed(doc, "Update", cls.documentName, [changes, options], user)) continue;
      // v13 #preUpdateDocumentArray reads options.diff after _preUpdate (a token movement turns it off).
      const diff = options["diff"] !== false;
      try {
        const changed = diffOf(doc, cls, changes, options["recursive"] !== false);
        if (diff) changes = changed;
      } catch (error) {
        this.client.notify("error", error instanceof Error ? error.message : String(error));
        continue;
      }
      if (diff && Object.keys(changes).length === 0) continue;
      toUpdate.push({ ...changes, _id });
    }
    if (!toUpdate.length) return [];
    // v13 #preUpdateDocumentArray ends with documentClass._preUpdateOperation(documents, operation, user).
    (cls as unknown as { _preUpdateOperation?(d: unknown[], o: Plain): void })._preUpdateOperation?.(
      [],
      options,
    );
    return this.client.send({
      action: "update",
      type: cls.documentName,
      parentUuid: parentUuidOf(parent),
      updates: toUpdate,
      options,
    });
  }

  async delete(cls: DocumentClassRef, ids: string[], operation: Operation): Promise<HarnessDocument[]> {
    this.#assertCompendiumUnlocked("delete", operation);
    const { parent = null, ...options } = operation;
    const user = this.client.user;
    const toDelete: string[] = [];
    for (const id of ids) {
      const doc = this.client.strictGet(cls.documentName, parent, id);
      if (await vetoed(doc, "Delete", cls.documentName, [options], user)) continue;
      toDelete.push(id);
    }
    if (!toDelete.length) return [];
    return this.client.send({
      action: "delete",
      type: cls.documentName,
      parentUuid: parentUuidOf(parent),
      ids: toDelete,
      options,
    });
  }

  /**
   * A synthetic actor's update (v13 client/data/client-backend.mjs #adjustActorDeltaRequest: the token's
   * actors collection is TokenDocument#actors): the requester runs the ACTOR's `_preUpdate` and the
   * `preUpdateActor` hook, the change is validated on the synthetic actor and reduced to its diff, and it
   * travels as an ActorDelta update of the token (no token hooks run anywhere).
   */
  private async updateSynthetic(
    token: SimTokenDocument,
    updates: Plain[],
    options: Plain,
  ): Promise<HarnessDocument[]> {
    const actor = token.actor;
    if (!actor) return [];
    const changes = updates.map(({ _id: _ignored, ...rest }) => expandObject(deepClone(rest)));
    let merged = Object.assign({}, ...changes) as Plain;
    if (await vetoed(actor, "Update", "Actor", [merged, options], this.client.user)) return [];
    const diff = options["diff"] !== false;
    try {
      const changed = diffOf(actor, actor.cls(), merged, options["recursive"] !== false);
      if (diff) merged = changed;
    } catch (error) {
      this.client.notify("error", error instanceof Error ? error.message : String(error));
      return [];
    }
    if (diff && Object.keys(merged).length === 0) return [];
    await this.client.send({
      action: "update",
      type: "ActorDelta",
      parentUuid: token.uuid,
      updates: [{ ...merged, _id: token.id }],
      options,
    });
    return [actor];
  }
}

/**
 * Whether the document's own `_pre<Op>(...args, user)` or then the `pre<Op><Type>` hook (called with the
 * document, the same args and the user's id) cancels the operation for this document.
 */
async function vetoed(
  doc: HarnessDocument,
  op: "Create" | "Update" | "Delete",
  type: string,
  args: unknown[],
  user: { id: string },
): Promise<boolean> {
  const allowed = (await callPre(doc, `_pre${op}`, [...args, user])) ?? true;
  return !allowed || !hooks().call(`pre${op}${type}`, doc, ...args, user.id);
}

/** Calls a document's protected pre-operation method (present on every harness document). */
async function callPre(doc: HarnessDocument, method: string, args: unknown[]): Promise<boolean | undefined> {
  const fn = (doc as unknown as Record<string, unknown>)[method];
  if (typeof fn !== "function") return undefined;
  return (await (fn as (...a: unknown[]) => Promise<boolean | undefined>).apply(doc, args)) ?? undefined;
}
