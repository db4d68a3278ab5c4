/**
 * A client handling the server's reply to a document operation, on every client, after v13
 * client/data/client-backend.mjs #handleCreateDocuments / #handleUpdateDocuments / #handleDeleteDocuments:
 * all documents change first, the parent re-prepares once (`parent.reset()`), then each document's
 * `_onCreate(data, options, userId)` / `_onUpdate(changed, options, userId)` / `_onDelete(options, userId)`
 * runs followed by the `create<Type>` / `update<Type>` / `delete<Type>` hook (Hooks.callAll). An update
 * for a document this client does not have is skipped (`collection.get(id, {strict: false})`).
 */
import { HarnessActiveEffect, HarnessItem } from "../harness/actor.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { deepClone, expandObject, mergeObject, type Plain } from "../harness/utils.ts";
import type { SimClient } from "./client.ts";
import { SimTokenDocument, SimWall } from "./documents.ts";
import { SimMeasuredTemplate } from "./measured-template.ts";
import { SimRegion } from "./regions.ts";
import { EMBEDDED_KEYS, type DocumentResponse } from "./server.ts";
import type { SimSettings } from "./settings.ts";

type Hooks = { callAll(name: string, ...args: unknown[]): boolean };
type DocClass = new (data: Plain, options?: { parent?: HarnessDocument | null }) => HarnessDocument;
const hooks = () => (globalThis as unknown as { Hooks: Hooks }).Hooks;

function embeddedClass(client: SimClient, type: string): DocClass {
  const configured = client.config[type]?.documentClass;
  if (configured) return configured;
  const fallback: Record<string, unknown> = {
    Token: SimTokenDocument,
    Wall: SimWall,
    MeasuredTemplate: SimMeasuredTemplate,
    Region: SimRegion,
    Item: HarnessItem,
    ActiveEffect: HarnessActiveEffect,
  };
  const cls = fallback[type];
  if (!cls) throw new Error(`sim: no class for embedded ${type}`);
  return cls as DocClass;
}

function call(doc: HarnessDocument, method: string, args: unknown[]): void {
  const fn = (doc as unknown as Record<string, unknown>)[method];
  if (typeof fn === "function") (fn as (...a: unknown[]) => void).apply(doc, args);
}

function sourceList(owner: Plain, type: string): Plain[] {
  const key = EMBEDDED_KEYS[type] ?? "";
  return ((owner[key] as Plain[] | undefined) ??= []);
}

/** Tokens whose synthetic actor is built from this world actor re-build it (v13: base actor changes flow into synthetic actors). */
function resetSyntheticActors(client: SimClient, actorId: string): void {
  for (const scene of client.collection("Scene"))
    for (const token of scene.getEmbeddedCollection("Token"))
      if (token instanceof SimTokenDocument && token.actorId === actorId && !token.actorLink)
        token.resetSynthetic();
}

/**
 * A synthetic actor's update on every client (v13 client/documents/actor-delta.mjs): ActorDelta#updateSource
 * updates the SAME synthetic actor in place, then ActorDelta#_onUpdate runs `syntheticActor._onUpdate(changed,
 * options, userId)` and `Hooks.callAll("updateActor", syntheticActor, changed, options, userId)`. The token
 * itself is not updated: no Token `_onUpdate`, no `updateToken` hook.
 */
function applyActorDelta(client: SimClient, response: DocumentResponse): HarnessDocument[] {
  const { parentUuid, options, userId } = response;
  const token = client.resolve(parentUuid);
  if (!(token instanceof SimTokenDocument) || token.actorLink) return [];
  const actor = token.actor;
  if (!actor) return [];
  const changes: Plain[] = [];
  for (const raw of response.result as Plain[]) {
    const { _id: _ignored, ...rest } = raw;
    const change = expandObject(deepClone(rest));
    const delta = token.deltaSource();
    if (options["recursive"] === false) Object.assign(delta, deepClone(change));
    else mergeObject(delta, deepClone(change), { performDeletions: true });
    changes.push(change);
  }
  token.resetSynthetic();
  token.parent?.reset();
  for (const change of changes) {
    const changed = { ...change, _id: actor.id };
    call(actor, "_onUpdate", [changed, options, userId]);
    hooks().callAll("updateActor", actor, changed, options, userId);
  }
  return [actor];
}

export function applyResponse(client: SimClient, response: DocumentResponse): HarnessDocument[] {
  const { action, type, parentUuid, options, userId } = response;
  if (type === "Setting") return (client.game["settings"] as SimSettings).apply(response);
  if (type === "ActorDelta") return applyActorDelta(client, response);
  const synthetic = parentUuid?.endsWith(".ActorDelta") ?? false;
  const token = synthetic ? client.resolve(parentUuid?.replace(/\.ActorDelta$/, "") ?? null) : null;
  const parent = synthetic ? null : client.resolve(parentUuid);
  if (synthetic && !(token instanceof SimTokenDocument)) return [];

  const docs: HarnessDocument[] = [];
  const callbacks: (() => void)[] = [];
  const inSynthetic = (id: string) =>
    token instanceof SimTokenDocument ? token.actor?.getEmbeddedCollection(type).get(id) : undefined;

  if (action === "create") {
    for (const data of response.result as Plain[]) {
      let doc: HarnessDocument | undefined;
      if (token instanceof SimTokenDocument) {
        sourceList(token.deltaSource(), type).push(deepClone(data));
        token.resetSynthetic();
        doc = inSynthetic(String(data["_id"]));
      } else if (parent) {
        doc = new (embeddedClass(client, type))(deepClone(data), { parent });
        parent.getEmbeddedCollection(type).set(doc.id, doc);
        sourceList(parent._source, type).push(doc._source);
      } else {
        doc = new (client.classFor(type))(deepClone(data));
        client.collection(type).set(doc.id, doc);
      }
      if (!doc) continue;
      const created = doc;
      docs.push(created);
      callbacks.push(() => {
        call(created, "_onCreate", [data, options, userId]);
        hooks().callAll(`create${type}`, created, options, userId);
      });
    }
  } else if (action === "update") {
    for (const raw of response.result as Plain[]) {
      const id = String(raw["_id"]);
      const { _id: _ignored, ...rest } = raw;
      const change = expandObject(deepClone(rest));
      let doc: HarnessDocument | undefined;
      if (token instanceof SimTokenDocument) {
        const stored = sourceList(token.deltaSource(), type).find((s) => s["_id"] === id);
        if (stored) mergeObject(stored, deepClone(change), { performDeletions: true });
        token.resetSynthetic();
        doc = inSynthetic(id);
      } else {
        doc = parent ? parent.getEmbeddedCollection(type).get(id) : client.collection(type).get(id);
        if (!doc) continue;
        // v13 #handleUpdateDocuments calls doc.updateSource(change, options) on every client: with
        // `recursive: false` SchemaField#_updateDiff replaces each named field whole, as the server did.
        const replace = options["recursive"] === false;
        if (replace) for (const [key, value] of Object.entries(change)) doc._source[key] = deepClone(value);
        else doc.updateSource(deepClone(change));
        if (parent) {
          const list = sourceList(parent._source, type);
          const index = list.findIndex((s) => s["_id"] === id);
          if (index >= 0) list[index] = doc._source;
        }
        const touchesEmbedded = Object.keys(change).some((k) => Object.values(EMBEDDED_KEYS).includes(k));
        if (touchesEmbedded || replace) doc._initialize();
        else doc.reset();
        if (doc instanceof SimTokenDocument && ["delta", "actorId", "actorLink"].some((k) => k in change))
          doc.resetSynthetic();
        if (type === "Actor") resetSyntheticActors(client, id);
      }
      if (!doc) continue;
      const updated = doc;
      docs.push(updated);
      callbacks.push(() => {
        call(updated, "_onUpdate", [{ ...change, _id: id }, options, userId]);
        hooks().callAll(`update${type}`, updated, { ...change, _id: id }, options, userId);
      });
    }
  } else {
    for (const id of response.result as string[]) {
      let doc: HarnessDocument | undefined;
      if (token instanceof SimTokenDocument) {
        doc = inSynthetic(id);
        const list = sourceList(token.deltaSource(), type);
        list.splice(0, list.length, ...list.filter((s) => s["_id"] !== id));
        token.resetSynthetic();
      } else if (parent) {
        doc = parent.getEmbeddedCollection(type).get(id);
        parent.getEmbeddedCollection(type).delete(id);
        const list = sourceList(parent._source, type);
        list.splice(0, list.length, ...list.filter((s) => s["_id"] !== id));
      } else {
        doc = client.collection(type).get(id);
        client.collection(type).delete(id);
      }
      if (!doc) continue;
      const deleted = doc;
      docs.push(deleted);
      callbacks.push(() => {
        call(deleted, "_onDelete", [options, userId]);
        hooks().callAll(`delete${type}`, deleted, options, userId);
      });
    }
  }
  parent?.reset();
  for (const fn of callbacks) fn();
  // v13 #handleUpdateDocuments: documentClass._onUpdateOperation(documents, operation, user) after the hooks.
  const first = docs[0];
  if (action === "update" && first)
    (
      first.constructor as { _onUpdateOperation?(d: HarnessDocument[], o: Plain, u: string): void }
    )._onUpdateOperation?.(docs, options, userId);
  // v13 client-backend.mjs: after the documents' own callbacks the parent dispatches the descendant event
  // (`_dispatchDescendantDocumentEvents("on<Action>")`); ClientDocumentMixin#_on<Action>DescendantDocuments
  // re-renders the parent's apps (an actor sheet shows its new, renamed or deleted item), up the chain.
  if (parent && docs.length) call(parent, "_onDescendantChange", [action, type, options]);
  // v13 DocumentCollection#_onModifyContents: a world collection re-renders its apps (the sidebar
  // directory; the combat tracker registers in game.combats.apps) unless the operation says render: false.
  if (!parent && !token && docs.length && options["render"] !== false) {
    const apps = (client.collection(type) as unknown as { apps?: { render(): unknown }[] }).apps ?? [];
    for (const app of apps) void app.render();
  }
  // v13 Combat#_onCreateDescendantDocuments / _onUpdateDescendantDocuments / _onDeleteDescendantDocuments →
  // #onModifyCombatants: only the "combatants" collection re-renders the viewed tracker.
  if (parent?.documentName === "Combat" && type === "Combatant" && options["render"] !== false) {
    const tracker = (client.globals.ui as { combat?: { viewed: unknown; render(): unknown } }).combat;
    if (tracker?.viewed === parent) void tracker.render();
  }
  return docs;
}
