/**
 * CompendiumCollection stand-in (v13 client/documents/collections/compendium-collection.mjs), limited to
 * what the pack migration uses:
 * - `metadata { id, label, type, packageType }`, `collection` (= metadata.id), `title` (= label),
 *   `documentName` (= metadata.type);
 * - `locked`: the configured value, else locked unless the pack belongs to the world;
 *   `configure({ locked })` changes it;
 * - `getIndex({ fields })`: a Collection of `{ _id, uuid, name, img, type }` plus the requested field paths,
 *   read from the stored data without constructing (so without migrating) the documents;
 * - `getDocuments(query)`: new document instances built from the stored data through
 *   CONFIG[type].documentClass, so their models run migrateData in memory as loaded pack documents do;
 *   of the database query operators only `_id__in` is emulated (any other key throws);
 * - `stored`: the pack's database; `Document.updateDocuments(updates, { pack })` writes into it.
 * - `ownership` (the metadata's, else the default of a package's packs: PLAYER OBSERVER, ASSISTANT OWNER),
 *   `getUserLevel(user)` (the highest level of the roles the user holds), `visible` (OBSERVER or better for
 *   game.user) and `testUserPermission(user, level)` (a GM holds OWNER);
 * - getIndex and getDocuments are logged in calls.ts: in v13 both go to the server (database.get);
 *   getIndex's reuse of an index already holding every requested field is not emulated, so every
 *   getIndex counts as a request.
 */
import { calls } from "./calls.ts";
import { Collection } from "./collection.ts";
import type { HarnessDocument } from "./document.ts";
import { deepClone, getProperty, setProperty, type Plain } from "./utils.ts";

export type PackageType = "world" | "system" | "module";

/** A pack's visibility per user role (v13 WorldCompendiumPackConfiguration["ownership"]). */
export type PackOwnership = Partial<Record<"GAMEMASTER" | "ASSISTANT" | "TRUSTED" | "PLAYER", string>>;

const OWNERSHIP_LEVELS: Record<string, number> = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
const ROLE_LEVELS: Record<string, number> = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 };

interface PackUser {
  isGM: boolean;
  hasRole(role: number): boolean;
}

function documentClass(documentName: string): new (data: Plain) => HarnessDocument {
  const config = (
    globalThis as unknown as {
      CONFIG: Record<string, { documentClass: new (data: Plain) => HarnessDocument }>;
    }
  ).CONFIG;
  const section = config[documentName];
  if (!section) throw new Error(`harness: no CONFIG.${documentName}`);
  return section.documentClass;
}

export class HarnessCompendiumCollection {
  readonly metadata: {
    id: string;
    name: string;
    label: string;
    type: string;
    packageType: PackageType;
    ownership?: PackOwnership;
  };
  readonly stored: Plain[];
  #locked: boolean | undefined;

  constructor(options: {
    id: string;
    label: string;
    type: string;
    packageType: PackageType;
    documents: Plain[];
    locked?: boolean;
    ownership?: PackOwnership;
  }) {
    const name = options.id.split(".").pop() ?? options.id;
    this.metadata = {
      id: options.id,
      name,
      label: options.label,
      type: options.type,
      packageType: options.packageType,
      ...(options.ownership ? { ownership: { ...options.ownership } } : {}),
    };
    this.stored = deepClone(options.documents);
    this.#locked = options.locked;
  }

  get collection(): string {
    return this.metadata.id;
  }
  get title(): string {
    return this.metadata.label;
  }
  get documentName(): string {
    return this.metadata.type;
  }
  get locked(): boolean {
    return this.#locked ?? this.metadata.packageType !== "world";
  }
  /** v13 CompendiumCollection#ownership (no world configuration is emulated: the metadata's, else the default). */
  get ownership(): PackOwnership {
    return this.metadata.ownership ?? { PLAYER: "OBSERVER", ASSISTANT: "OWNER" };
  }
  /** v13 CompendiumCollection#getUserLevel. */
  getUserLevel(user: PackUser = (globalThis as unknown as { game: { user: PackUser } }).game.user): number {
    let level = OWNERSHIP_LEVELS["NONE"] ?? 0;
    for (const [role, name] of Object.entries(this.ownership))
      if (user.hasRole(ROLE_LEVELS[role] ?? Infinity)) level = Math.max(level, OWNERSHIP_LEVELS[name] ?? 0);
    return level;
  }
  /** v13 CompendiumCollection#visible: OBSERVER or better for the current user. */
  get visible(): boolean {
    return this.getUserLevel() >= (OWNERSHIP_LEVELS["OBSERVER"] ?? 2);
  }
  /** v13 CompendiumCollection#testUserPermission (a GM holds OWNER). */
  testUserPermission(user: PackUser, permission: string | number, { exact = false } = {}): boolean {
    const owner = OWNERSHIP_LEVELS["OWNER"] ?? 3;
    const level = user.isGM ? owner : this.getUserLevel(user);
    const target = typeof permission === "string" ? (OWNERSHIP_LEVELS[permission] ?? owner) : permission;
    return exact ? level === target : level >= target;
  }
  configure({ locked }: { locked?: boolean } = {}): Promise<void> {
    if (locked !== undefined) this.#locked = locked;
    return Promise.resolve();
  }

  getIndex({ fields = [] }: { fields?: string[] } = {}): Promise<Collection<Plain>> {
    calls.push({ document: this.collection, method: "getIndex", args: [{ fields: [...fields] }] });
    const index = new Collection<Plain>();
    for (const source of this.stored) {
      const id = String(source["_id"]);
      const entry: Plain = {
        _id: id,
        uuid: `Compendium.${this.collection}.${this.documentName}.${id}`,
        name: source["name"],
        img: source["img"],
        type: source["type"],
      };
      for (const field of fields) {
        const value = getProperty(source, field);
        if (value !== undefined) setProperty(entry, field, deepClone(value));
      }
      index.set(id, entry);
    }
    return Promise.resolve(index);
  }

  getDocuments(query: { _id__in?: string[] } = {}): Promise<HarnessDocument[]> {
    calls.push({ document: this.collection, method: "getDocuments", args: [deepClone(query)] });
    const unknown = Object.keys(query).filter((key) => key !== "_id__in");
    if (unknown.length) throw new Error(`harness: query ${unknown.join(", ")} is not emulated`);
    const ids = query._id__in;
    const cls = documentClass(this.documentName);
    const wanted = this.stored.filter((source) => ids === undefined || ids.includes(String(source["_id"])));
    return Promise.resolve(wanted.map((source) => new cls(deepClone(source))));
  }

  /** Writes one update with `recursive: false` semantics: each top-level key is replaced whole. */
  applyUpdate(update: Plain): Plain {
    if (this.locked) throw new Error(`You may not modify the locked compendium ${this.collection}`);
    const source = this.stored.find((s) => s["_id"] === update["_id"]);
    if (!source) throw new Error(`harness: no document ${String(update["_id"])} in ${this.collection}`);
    Object.assign(source, deepClone(update));
    return source;
  }
}

/** Adds a pack to game.packs (keyed by its collection id). */
export function addPack(options: ConstructorParameters<typeof HarnessCompendiumCollection>[0]) {
  const pack = new HarnessCompendiumCollection(options);
  const game = (globalThis as unknown as { game: { packs: Collection<HarnessCompendiumCollection> } }).game;
  game.packs.set(pack.collection, pack);
  return pack;
}
