/**
 * World compendiums in the simulation (written for the Content window; the smallest emulation the
 * fresh-world session needs):
 * - v13 client/documents/collections/compendium-collection.mjs CompendiumCollection.createCompendium(metadata):
 *   GM only (a player gets the error notification and nothing); a "manageCompendium" round trip; the server's
 *   result is the pack's metadata (`world.<name>`, packageType "world", empty index and folders), and
 *   #handleCreateCompendium adds the pack to game.packs on the requester and, through the socket listener
 *   (_activateSocketListeners), on every other client. A world pack is unlocked (CompendiumCollection#locked).
 * - Document operations with `{pack}` (v13 client/data/client-backend.mjs #createDocuments/#updateDocuments
 *   send `pack` to the server, which writes the pack's database): the pack's documents live once, on the
 *   server, and every client's CompendiumCollection reads them through getIndex / getDocuments (both server
 *   requests in v13), so a write shows on every client. Creation cleans each source through its document
 *   class, keeps `_id` with keepId (else a new id); an update with `recursive: false` replaces each
 *   top-level key, otherwise merges. A locked pack refuses. Folders created with `{pack}` join the pack's
 *   folders (CompendiumCollection#importFolders; `pack.folders.has(id)`). Journal entries and roll tables,
 *   which the simulation has no document classes for, are stored as given. Hooks and the pack's own
 *   document cache are not emulated.
 * - v13 client/applications/sidebar/tabs/compendium-directory.mjs CompendiumDirectory: the "compendium" tab,
 *   a header part with `.directory-header` and the `renderCompendiumDirectory` hook of its class chain.
 */
import { deepClone, mergeObject, randomID, type Plain } from "../harness/utils.ts";
import { HarnessCompendiumCollection } from "../harness/compendium.ts";
import type { DocumentClassRef, Operation } from "../harness/backend-seam.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { ApplicationV2, type Options } from "./applications/application.ts";
import { HandlebarsApplicationMixin } from "./applications/handlebars-mixin.ts";
import { SimBackend } from "./backend.ts";
import type { SimClient } from "./client.ts";
import { currentOwner } from "./context.ts";
import type { SimServer } from "./server.ts";

interface StoredPack {
  metadata: { id: string; name: string; label: string; type: string; packageType: "world" };
  documents: Plain[];
  folders: Plain[];
}

const registry = new WeakMap<SimServer, Map<string, StoredPack>>();
const packsOf = (server: SimServer) => {
  let packs = registry.get(server);
  if (!packs) registry.set(server, (packs = new Map<string, StoredPack>()));
  return packs;
};
/** A server round trip: the request and the reply each travel on a later macrotask. */
const roundTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const current = () => currentOwner() as SimClient | null;

/** What a world pack looks like on one client: the server's documents, read on request. */
function addClientPack(client: SimClient, stored: StoredPack): HarnessCompendiumCollection {
  return client.run(() => {
    const pack = new HarnessCompendiumCollection({ ...stored.metadata, documents: [] });
    Object.defineProperty(pack, "stored", { value: stored.documents });
    Object.defineProperty(pack, "folders", {
      value: { has: (id: string) => stored.folders.some((f) => f["_id"] === id), contents: stored.folders },
    });
    const game = client.game as unknown as { packs: Map<string, HarnessCompendiumCollection> };
    game.packs.set(pack.collection, pack);
    return pack;
  });
}

async function createCompendium(metadata: { name?: string; label: string; type: string }) {
  const client = current();
  if (!client) throw new Error("sim: createCompendium outside a client");
  if (!client.user.isGM) {
    client.notify("error", "You do not have permission to modify this compendium pack");
    return undefined;
  }
  await roundTrip();
  const server = client.server;
  const name = metadata.name ?? metadata.label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const id = `world.${name}`;
  const packs = packsOf(server);
  if (packs.has(id)) throw new Error(`A compendium pack named ${name} already exists in this world`);
  const stored: StoredPack = {
    metadata: { id, name, label: metadata.label, type: metadata.type, packageType: "world" },
    documents: [],
    folders: [],
  };
  packs.set(id, stored);
  await roundTrip();
  for (const other of server.clients as unknown as SimClient[])
    if (other !== client) addClientPack(other, stored);
  return addClientPack(client, stored);
}

function storedPack(client: SimClient, id: string): StoredPack {
  const stored = packsOf(client.server).get(id);
  if (!stored) throw new Error(`sim: no world pack ${id} (only world packs are emulated)`);
  const pack = (client.game as unknown as { packs: Map<string, HarnessCompendiumCollection> }).packs.get(id);
  if (pack?.locked) throw new Error(`You may not modify the locked compendium ${id}`);
  if (!client.user.isGM) throw new Error(`${client.user.name} may not write the compendium ${id}`);
  return stored;
}

async function packCreate(cls: DocumentClassRef, data: Plain[], operation: Operation) {
  const client = current();
  if (!client) throw new Error("sim: pack write outside a client");
  const id = String(operation["pack"]);
  const stored = storedPack(client, id);
  await roundTrip();
  const created: HarnessDocument[] = [];
  const plain = PLAIN.has(cls.documentName);
  for (const datum of data) {
    const source = plain ? deepClone(datum) : new cls(deepClone(datum)).toObject();
    const keep = operation["keepId"] === true && typeof datum["_id"] === "string";
    source["_id"] = keep ? datum["_id"] : randomID();
    if (cls.documentName === "Folder") stored.folders.push(source);
    else {
      stored.documents.push(source);
      created.push(plain ? (deepClone(source) as unknown as HarnessDocument) : new cls(deepClone(source)));
    }
  }
  await roundTrip();
  return created;
}

async function packUpdate(cls: DocumentClassRef, updates: Plain[], operation: Operation) {
  const client = current();
  if (!client) throw new Error("sim: pack write outside a client");
  const stored = storedPack(client, String(operation["pack"]));
  await roundTrip();
  const updated: HarnessDocument[] = [];
  for (const update of updates) {
    const at = stored.documents.findIndex((s) => s["_id"] === update["_id"]);
    const before = stored.documents[at];
    if (!before) throw new Error(`sim: no document ${String(update["_id"])} in ${String(operation["pack"])}`);
    const merged =
      operation["recursive"] === false
        ? { ...before, ...deepClone(update) }
        : mergeObject(deepClone(before), deepClone(update));
    const plain = PLAIN.has(cls.documentName);
    const source = plain ? merged : new cls(merged).toObject();
    stored.documents[at] = source;
    updated.push(plain ? (deepClone(source) as unknown as HarnessDocument) : new cls(deepClone(source)));
  }
  await roundTrip();
  return updated;
}

/**
 * Document types the simulation has no document classes for (Folder, JournalEntry, RollTable): `{pack}` writes
 * of them store the data as given (no schema cleaning), enough for the Content window's writes to land.
 */
const PLAIN = new Set(["Folder", "JournalEntry", "RollTable"]);

/** A stand-in document class of one of those types for `{pack}` creations and updates. */
function simPackClass(documentName: string) {
  const cls = {
    documentName,
    createDocuments: (data: Plain[], operation: Operation = {}) =>
      packCreate(cls as unknown as DocumentClassRef, data, operation),
    updateDocuments: (updates: Plain[], operation: Operation = {}) =>
      packUpdate(cls as unknown as DocumentClassRef, updates, operation),
  };
  return cls;
}

/** v13 CompendiumDirectory, the "compendium" sidebar tab: its header (the render hook's `.directory-header`). */
export class CompendiumDirectory extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Options = {
    id: "compendium",
    classes: ["directory", "flexcol"],
    window: { frame: false },
  };
  static override PARTS = { header: { template: "templates/sidebar/directory/header.hbs" } };
}

let installed = false;

/** Installs the emulation (idempotent): createCompendium, `{pack}` writes, the pack Folder class. */
export function installWorldPacks(): void {
  if (installed) return;
  installed = true;
  const g = globalThis as unknown as { foundry: Record<string, Record<string, unknown> | undefined> };
  const documents = (g.foundry["documents"] ??= {});
  const collections = (documents["collections"] ??= {}) as Record<string, unknown>;
  collections["CompendiumCollection"] = { createCompendium };
  const proto = SimBackend.prototype;
  const create: SimBackend["create"] = Reflect.get(proto, "create");
  const update: SimBackend["update"] = Reflect.get(proto, "update");
  proto.create = function (this: SimBackend, cls, data, operation) {
    return operation["pack"] ? packCreate(cls, data, operation) : create.call(this, cls, data, operation);
  };
  proto.update = function (this: SimBackend, cls, updates, operation) {
    return operation["pack"]
      ? packUpdate(cls, updates, operation)
      : update.call(this, cls, updates, operation);
  };
}

/** CONFIG.Folder (pack folders), CONFIG.JournalEntry and CONFIG.RollTable on a client that has none. */
export function installPackFolders(client: SimClient): void {
  client.run(() => {
    const config = (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG;
    for (const name of PLAIN) config[name] ??= { documentClass: simPackClass(name) };
  });
}
