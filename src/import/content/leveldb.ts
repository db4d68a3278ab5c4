/**
 * Reads a Foundry compendium pack stored as LevelDB (the release zip's `packs/<pack>/` folders, compiled by
 * @foundryvtt/foundryvtt-cli compilePack through classic-level) in the browser, with no native code. No
 * maintained JavaScript package reads LevelDB's files, so this is our own small reader of the two formats
 * LevelDB documents (google/leveldb doc/table_format.md and doc/log_format.md):
 * - every table (`NNNNNN.ldb`, older `.sst`): footer → index block → data blocks (Snappy-compressed when
 *   their trailer says so: classic-level compresses with Snappy by default), each entry an internal key
 *   `<user key><8 bytes: sequence << 8 | kind>` and its value;
 * - every write-ahead log (`NNNNNN.log`): 32 KiB blocks of records (whole, or first/middle/last fragments),
 *   each record a write batch (sequence, count, then puts and deletions).
 * MANIFEST and CURRENT are not needed: every entry carries its sequence number, so the newest write of a key
 * wins wherever it lies, and a deletion hides older writes. Checksums are not verified; what a damaged file
 * yields is refused later by the JSON guard.
 *
 * The documents are then put back together as the CLI's extractPack does (lib/package.mjs
 * extractClassicLevel, applyHierarchy, mapHierarchy): a primary document is stored at `!<collection>!<id>`
 * with its embedded collections as lists of ids, each embedded document at
 * `!<collection>.<embedded>!<parent id>.<id>` (nested: `!actors.items.effects!<actor>.<item>.<effect>`).
 */

/** Refusal of a pack whose files are not LevelDB as expected (the window lists it with the pack's path). */
export class LevelDbError extends Error {
  constructor(why: string) {
    super(why);
    this.name = "LevelDbError";
  }
}

/** One file of a pack folder: its name (`000005.ldb`, `000004.log`) and bytes. */
export interface PackFile {
  name: string;
  bytes: Uint8Array;
}

/** A pack folder's file that holds data: a table or a write-ahead log. */
export const isTableFile = (name: string) => /^\d+\.(ldb|sst)$/i.test(name);
export const isLogFile = (name: string) => /^\d+\.log$/.test(name);

/** At most this many bytes of one decompressed block (LevelDB writes 4 KiB blocks; a huge value makes one block). */
const MAX_BLOCK = 64 * 1024 * 1024;

class Cursor {
  at: number;
  constructor(
    readonly bytes: Uint8Array,
    at = 0,
    readonly end = bytes.length,
  ) {
    this.at = at;
  }
  get done(): boolean {
    return this.at >= this.end;
  }
  byte(): number {
    if (this.at >= this.end) throw new LevelDbError("truncated data");
    return this.bytes[this.at++] as number;
  }
  /** LevelDB's varint: 7 bits a byte, least significant first (numbers here stay below 2^53). */
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
    throw new LevelDbError("a number is longer than 10 bytes");
  }
  take(length: number): Uint8Array {
    if (length < 0 || this.at + length > this.end) throw new LevelDbError("truncated data");
    const out = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return out;
  }
}

const u32 = (b: Uint8Array, at: number) =>
  ((b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16)) +
  (b[at + 3] as number) * 0x1000000;

/**
 * Snappy's raw format (google/snappy format_description.txt): the decompressed length as a varint, then
 * literals and back-references. The declared length is checked before anything is allocated.
 */
export function snappyDecompress(input: Uint8Array, limit = MAX_BLOCK): Uint8Array {
  const cursor = new Cursor(input);
  const length = cursor.varint();
  if (length > limit) throw new LevelDbError(`a block claims ${length} bytes (at most ${limit})`);
  const out = new Uint8Array(length);
  let at = 0;
  while (!cursor.done) {
    const tag = cursor.byte();
    const kind = tag & 3;
    if (kind === 0) {
      let size = tag >>> 2;
      if (size >= 60) {
        const bytes = size - 59;
        size = 0;
        for (let i = 0; i < bytes; i++) size += cursor.byte() * 2 ** (8 * i);
      }
      size += 1;
      if (at + size > length) throw new LevelDbError("a Snappy literal runs past the block");
      out.set(cursor.take(size), at);
      at += size;
      continue;
    }
    let size: number;
    let offset: number;
    if (kind === 1) {
      size = ((tag >>> 2) & 7) + 4;
      offset = ((tag >>> 5) << 8) | cursor.byte();
    } else if (kind === 2) {
      size = (tag >>> 2) + 1;
      offset = cursor.byte() | (cursor.byte() << 8);
    } else {
      size = (tag >>> 2) + 1;
      const b = cursor.take(4);
      offset = u32(b, 0);
    }
    if (offset === 0 || offset > at) throw new LevelDbError("a Snappy copy reaches before the block");
    if (at + size > length) throw new LevelDbError("a Snappy copy runs past the block");
    // Copies may overlap what they write (a run), so byte by byte.
    for (let i = 0; i < size; i++, at++) out[at] = out[at - offset] as number;
  }
  if (at !== length) throw new LevelDbError("a Snappy block is shorter than it claims");
  return out;
}

/** The newest write of one key: its sequence number and value (null for a deletion). */
interface Write {
  sequence: number;
  value: Uint8Array | null;
}
type Writes = Map<string, Write>;

const utf8 = new TextDecoder("utf-8");

function record(writes: Writes, key: Uint8Array, sequence: number, value: Uint8Array | null): void {
  const name = utf8.decode(key);
  const known = writes.get(name);
  if (!known || known.sequence < sequence) writes.set(name, { sequence, value });
}

/** A block's contents (decompressed), given its handle; the 5-byte trailer after it names the compression. */
function readBlock(file: Uint8Array, offset: number, size: number): Uint8Array {
  if (offset + size + 5 > file.length) throw new LevelDbError("a block lies outside the table");
  const contents = file.subarray(offset, offset + size);
  const compression = file[offset + size];
  if (compression === 0) return contents;
  if (compression === 1) return snappyDecompress(contents);
  throw new LevelDbError(`a block uses compression ${compression} (only none and Snappy are read)`);
}

/** Every entry of a block: keys are stored as the bytes they share with the previous key plus their own. */
function blockEntries(block: Uint8Array): { key: Uint8Array; value: Uint8Array }[] {
  if (block.length < 4) throw new LevelDbError("a block is too short");
  const restarts = u32(block, block.length - 4);
  const end = block.length - 4 - 4 * restarts;
  if (end < 0) throw new LevelDbError("a block's restart list is longer than the block");
  const cursor = new Cursor(block, 0, end);
  const out: { key: Uint8Array; value: Uint8Array }[] = [];
  let previous = new Uint8Array(0);
  while (!cursor.done) {
    const shared = cursor.varint();
    const own = cursor.varint();
    const valueLength = cursor.varint();
    if (shared > previous.length) throw new LevelDbError("a key shares more than the previous key has");
    const key = new Uint8Array(shared + own);
    key.set(previous.subarray(0, shared));
    key.set(cursor.take(own), shared);
    out.push({ key, value: cursor.take(valueLength) });
    previous = key;
  }
  return out;
}

const TABLE_MAGIC = [0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb];

/** Every write of one table file into `writes`. */
function readTable(file: Uint8Array, writes: Writes): void {
  if (file.length < 48) throw new LevelDbError("the table is shorter than its footer");
  const footer = file.length - 48;
  if (TABLE_MAGIC.some((b, i) => file[footer + 40 + i] !== b)) throw new LevelDbError("not a LevelDB table");
  const cursor = new Cursor(file, footer, footer + 40);
  cursor.varint(); // the metaindex block (filters): not needed to read everything
  cursor.varint();
  const indexOffset = cursor.varint();
  const indexSize = cursor.varint();
  for (const handle of blockEntries(readBlock(file, indexOffset, indexSize))) {
    const at = new Cursor(handle.value);
    const block = readBlock(file, at.varint(), at.varint());
    for (const { key, value } of blockEntries(block)) {
      if (key.length < 8) throw new LevelDbError("a table key is shorter than its sequence number");
      const tail = key.length - 8;
      const low = u32(key, tail);
      const high = u32(key, tail + 4);
      const kind = low & 0xff;
      const sequence = high * 0x1000000 + Math.floor(low / 256);
      record(writes, key.subarray(0, tail), sequence, kind === 1 ? value : null);
    }
  }
}

const LOG_BLOCK = 32 * 1024;

/** Every write of one write-ahead log into `writes`; a torn last record (a crash while writing) is left out. */
function readLog(file: Uint8Array, writes: Writes): void {
  let pending: Uint8Array[] | null = null;
  for (let block = 0; block < file.length; block += LOG_BLOCK) {
    const end = Math.min(block + LOG_BLOCK, file.length);
    let at = block;
    while (at + 7 <= end) {
      const length = (file[at + 4] as number) | ((file[at + 5] as number) << 8);
      const type = file[at + 6] as number;
      if (type === 0 && length === 0) break; // zeroed space left at the end of a block or file
      const start = at + 7;
      if (start + length > end) return;
      const data = file.subarray(start, start + length);
      at = start + length;
      if (type === 1) batch(data, writes);
      else if (type === 2) pending = [data];
      else if (type === 3) pending?.push(data);
      else if (type === 4 && pending) {
        pending.push(data);
        const size = pending.reduce((n, p) => n + p.length, 0);
        const whole = new Uint8Array(size);
        let to = 0;
        for (const part of pending) {
          whole.set(part, to);
          to += part.length;
        }
        pending = null;
        batch(whole, writes);
      }
    }
  }
}

/** One write batch: sequence (8 bytes), count (4), then `1 key value` puts and `0 key` deletions. */
function batch(data: Uint8Array, writes: Writes): void {
  if (data.length < 12) throw new LevelDbError("a log record is shorter than a write batch");
  let sequence = u32(data, 4) * 0x100000000 + u32(data, 0);
  const count = u32(data, 8);
  const cursor = new Cursor(data, 12);
  for (let i = 0; i < count; i++, sequence++) {
    const kind = cursor.byte();
    const key = cursor.take(cursor.varint());
    if (kind === 1) record(writes, key, sequence, cursor.take(cursor.varint()));
    else if (kind === 0) record(writes, key, sequence, null);
    else throw new LevelDbError(`a write batch holds an unknown kind ${kind}`);
  }
}

/** The live entries of a pack folder (newest write of each key, deletions dropped), sorted by key. */
export function readLevelDb(files: readonly PackFile[]): { key: string; value: string }[] {
  const writes: Writes = new Map();
  const tables = files.filter((f) => isTableFile(f.name));
  const logs = files.filter((f) => isLogFile(f.name));
  if (!tables.length && !logs.length) throw new LevelDbError("the folder holds no LevelDB table or log");
  for (const file of tables) readTable(file.bytes, writes);
  for (const file of logs) readLog(file.bytes, writes);
  const out: { key: string; value: string }[] = [];
  for (const [key, write] of writes) if (write.value) out.push({ key, value: utf8.decode(write.value) });
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Which embedded collections each collection holds, and whether as a list or one document: the CLI's
 * HIERARCHY (lib/package.mjs), for the collections a compendium pack can hold.
 */
const HIERARCHY: Record<string, Record<string, "list" | "one">> = {
  actors: { items: "list", effects: "list" },
  cards: { cards: "list" },
  combats: { combatants: "list", groups: "list" },
  delta: { items: "list", effects: "list" },
  effects: {},
  items: { effects: "list" },
  journal: { pages: "list", categories: "list" },
  playlists: { sounds: "list" },
  regions: { behaviors: "list" },
  tables: { results: "list" },
  tokens: { delta: "one" },
  scenes: {
    ...{ drawings: "list", tokens: "list", levels: "list", lights: "list", notes: "list" },
    ...{ regions: "list", sounds: "list", templates: "list", tiles: "list", walls: "list" },
  },
};

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The pack's primary documents, whole: each with its `_key` (as extractPack writes it) and its embedded
 * documents in place of their ids. `values` are the parsed entry values by key; an embedded id whose entry is
 * missing is left out and named in `missing` (the CLI would stop the whole extraction).
 */
export function assembleDocuments(values: ReadonlyMap<string, unknown>): {
  documents: Json[];
  missing: string[];
} {
  const documents: Json[] = [];
  const missing: string[] = [];
  // An entry is placed where its parent lists it, as it is; only an entry listed a second time (an id the
  // parent names twice) is copied, so no two places share one object. A parent's entries are all fetched
  // before any is unpacked, so a copy is always taken of the entry as stored.
  const placed = new Set<string>();
  const unpack = (doc: Json, collection: string, sublevelPrefix: string, idPrefix: string) => {
    const sublevel = [sublevelPrefix, collection].filter(Boolean).join(".");
    const id = [idPrefix, typeof doc["_id"] === "string" ? doc["_id"] : ""].filter(Boolean).join(".");
    doc["_key"] = `!${sublevel}!${id}`;
    for (const [embedded, shape] of Object.entries(HIERARCHY[collection] ?? {})) {
      const fetch = (embeddedId: unknown): Json | null => {
        const key = `!${sublevel}.${embedded}!${id}.${String(embeddedId)}`;
        const value = values.get(key);
        if (!isJson(value)) {
          missing.push(key);
          return null;
        }
        if (!placed.has(key)) {
          placed.add(key);
          return value;
        }
        return structuredClone(value);
      };
      const held = doc[embedded];
      if (shape === "list")
        doc[embedded] = Array.isArray(held) ? held.map(fetch).filter((d): d is Json => d !== null) : [];
      else doc[embedded] = held ? fetch(held) : null;
    }
    for (const [embedded, shape] of Object.entries(HIERARCHY[collection] ?? {})) {
      const held = doc[embedded];
      if (shape === "list" && Array.isArray(held))
        for (const child of held as Json[]) unpack(child, embedded, sublevel, id);
      else if (isJson(held)) unpack(held, embedded, sublevel, id);
    }
  };
  for (const [key, value] of values) {
    const collection = key.split("!")[1] ?? "";
    if (!key.startsWith("!") || collection === "" || collection.includes(".")) continue;
    if (!isJson(value)) continue;
    unpack(value, collection, "", "");
    documents.push(value);
  }
  return { documents, missing };
}
