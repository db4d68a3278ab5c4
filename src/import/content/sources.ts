/**
 * What the Content window reads, in the shapes a GM has:
 * - the official release (`system.zip`, or its unzipped folder): packs as LevelDB folders `packs/<pack>/`
 *   (read by our own reader, leveldb.ts);
 * - GitHub's "Source code (zip)" of the official repository, or a folder of it: pack JSON below
 *   `src/packs/<pack>/**.json`;
 * - JSON files of exported documents;
 * - a content module for the official system (a premium module's folder or zip: its `module.json` and its
 *   packs in the same shapes), its own links read as the official ones (content-module.ts).
 * A zip is unzipped with fflate's streaming Unzip, pushed in slices with a pause between them, and bounded
 * while it inflates (entries, bytes of one entry, bytes in all: a zip bomb is refused as soon as it
 * overflows, not after). Every JSON text, and every LevelDB value, is parsed through the import guard (size,
 * depth, cycles, prototype keys) before any conversion. Conversion runs through the same batch as
 * `npm run import:official` (import/official/batch.ts), a chunk of documents at a time, so the window can
 * draw its progress bar and honour Cancel in between.
 */
import { Unzip, UnzipInflate, UnzipPassThrough, strFromU8, type UnzipFile } from "fflate";
import { addToBatch, finishBatch, startBatch, type SourceFile } from "../official/batch.ts";
import { parseSafeJson } from "../official/guard.ts";
import { WORLD_OPTIONS } from "../official/shared.ts";
import { assembleDocuments, isLogFile, isTableFile, readLevelDb } from "./leveldb.ts";
import { contentModule, relinkModule, type ContentModule } from "./content-module.ts";

/** One JSON text and where it was found (a path inside an archive or a picked folder, or a file name). */
export interface NamedText {
  path: string;
  text: string;
}

/** One file the window keeps from an archive or a pick: pack JSON or a LevelDB table or log. */
export interface ArchiveEntry {
  path: string;
  bytes: Uint8Array;
}

export interface Progress {
  /** What is happening: reading the archive, converting documents, or writing the compendiums. */
  phase: "read" | "convert" | "write";
  done: number;
  total: number;
}

export interface StepOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export class ImportCancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "ImportCancelled";
  }
}

/**
 * Why a file, pack or document was not imported. `code` names a sentence the window shows in the GM's
 * language (lang: STEELBOUND.Content.Refused.<code>, filled from `data`); `why` is the plain English reason
 * (the console, and reasons with no sentence of their own, such as the guard's).
 */
export interface Refusal {
  path: string;
  why: string;
  code?: RefusalCode;
  data?: Record<string, string | number>;
}
export type RefusalCode =
  | "NotZipOrJson"
  | "NoPacks"
  | "TooManyEntries"
  | "EntryTooLarge"
  | "ArchiveTooLarge"
  | "BadZip"
  | "BadPack"
  | "Duplicate"
  | "Locked"
  | "OtherSystem";

/** A refusal of the whole archive or pick (a zip bomb, a damaged zip): nothing of it is imported. */
export class SourceRefused extends Error {
  constructor(readonly refusal: Omit<Refusal, "path">) {
    super(refusal.why);
    this.name = "SourceRefused";
  }
}

/**
 * How much an archive may hold. The official release inflates to about 5 MB in 235 entries, the source zip
 * to about 22 MB in 4,300; these leave room for years of growth and still stop a zip bomb early.
 */
export const ARCHIVE_LIMITS = {
  entries: 20_000,
  /** Bytes of one inflated entry (a pack's largest table is about 3 MB). */
  entryBytes: 64 * 1024 * 1024,
  /** Bytes of everything kept, inflated. */
  totalBytes: 384 * 1024 * 1024,
};
export type ArchiveLimits = typeof ARCHIVE_LIMITS;

/** Lets the browser draw and handle clicks (Cancel) between two slices of work. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function check(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ImportCancelled();
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;
const dirName = (path: string) => path.split(/[\\/]/).slice(0, -1).join("/");
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A file the window reads: JSON, or a LevelDB pack's table or log (not MANIFEST, CURRENT, LOCK or LOG). */
export const isKept = (path: string) =>
  path.toLowerCase().endsWith(".json") || isTableFile(baseName(path)) || isLogFile(baseName(path));

/**
 * The path below the `packs` folder ("src/packs/classes/Fury/x.json" → "classes/Fury/x.json"), whose first
 * folder names the pack; null for a path with no `packs` folder.
 */
export function belowPacks(path: string): string | null {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const at = parts.indexOf("packs");
  return at >= 0 && at < parts.length - 1 ? parts.slice(at + 1).join("/") : null;
}

/**
 * The JSON texts to convert: those below a `packs` folder when there are any (a repository also holds its
 * manifest, package.json and translations), otherwise every JSON text (a folder of exported documents).
 */
export function selectPackTexts(texts: readonly NamedText[]): NamedText[] {
  const json = texts.filter((t) => t.path.toLowerCase().endsWith(".json"));
  const inPacks = json.flatMap((t) => {
    const path = belowPacks(t.path);
    return path ? [{ path, text: t.text }] : [];
  });
  return inPacks.length ? inPacks : json.map((t) => ({ path: baseName(t.path), text: t.text }));
}

/** Counts what an archive inflates to, refusing as soon as a bound is passed. */
class Budget {
  entries = 0;
  total = 0;
  constructor(readonly limits: ArchiveLimits) {}
  entry(name: string, declared: number | undefined): void {
    if (++this.entries > this.limits.entries)
      throw new SourceRefused({
        why: `the archive has more than ${this.limits.entries} entries`,
        code: "TooManyEntries",
        data: { limit: this.limits.entries },
      });
    if (declared !== undefined && declared > this.limits.entryBytes) this.tooLarge(name);
  }
  grow(name: string, entry: number, added: number): void {
    this.total += added;
    if (entry > this.limits.entryBytes) this.tooLarge(name);
    if (this.total > this.limits.totalBytes)
      throw new SourceRefused({
        why: `the archive inflates to more than ${megabytes(this.limits.totalBytes)} MB`,
        code: "ArchiveTooLarge",
        data: { limit: megabytes(this.limits.totalBytes) },
      });
  }
  tooLarge(name: string): never {
    throw new SourceRefused({
      why: `${name} inflates to more than ${megabytes(this.limits.entryBytes)} MB`,
      code: "EntryTooLarge",
      data: { name, limit: megabytes(this.limits.entryBytes) },
    });
  }
}

/**
 * The kept files of a zip archive (pack JSON, LevelDB tables and logs), pushed to the unzipper a slice at a
 * time; other entries are counted but never inflated. Throws SourceRefused for a zip bomb or a damaged zip.
 */
export async function readZip(
  bytes: Uint8Array,
  options: StepOptions & { limits?: ArchiveLimits } = {},
): Promise<ArchiveEntry[]> {
  const out: ArchiveEntry[] = [];
  const budget = new Budget(options.limits ?? ARCHIVE_LIMITS);
  const unzip = new Unzip((file: UnzipFile) => {
    budget.entry(file.name, file.originalSize);
    if (file.name.endsWith("/") || !isKept(file.name)) return;
    const parts: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      // fflate's UnzipInflate#push catches what our own check below throws and hands it back here.
      if (error instanceof SourceRefused) throw error;
      if (error)
        throw new SourceRefused({
          why: `${file.name}: ${error.message}`,
          code: "BadZip",
          data: { name: file.name },
        });
      size += data.length;
      try {
        budget.grow(file.name, size, data.length);
      } catch (refusal) {
        file.terminate();
        throw refusal;
      }
      parts.push(data);
      if (!final) return;
      out.push({ path: file.name, bytes: parts.length === 1 ? (parts[0] as Uint8Array) : join(parts, size) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  const slice = 1 << 19;
  try {
    for (let at = 0; at < bytes.length; at += slice) {
      check(options.signal);
      const end = Math.min(at + slice, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
      options.onProgress?.({ phase: "read", done: end, total: bytes.length });
      await pause();
    }
    if (bytes.length === 0) unzip.push(bytes, true);
  } catch (error) {
    if (error instanceof SourceRefused || error instanceof ImportCancelled) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new SourceRefused({
      why: `not a readable zip archive (${why})`,
      code: "BadZip",
      data: { name: "" },
    });
  }
  return out;
}

function join(parts: readonly Uint8Array[], size: number): Uint8Array {
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** What a picked or dropped file is: a path (inside its picked folder, or its name), its size and bytes. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly webkitRelativePath?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Every kept file of what the GM dropped or picked: archives unzipped, pack JSON and LevelDB files read.
 * A file picked on its own that is neither .zip nor .json is refused; in a picked folder, files the window
 * has no use for (a system's templates, styles, MANIFEST, LOCK) are passed over without a word.
 */
export async function entriesOf(
  files: readonly PickedFile[],
  options: StepOptions & { limits?: ArchiveLimits } = {},
): Promise<{ entries: ArchiveEntry[]; refused: Refusal[] }> {
  const entries: ArchiveEntry[] = [];
  const refused: Refusal[] = [];
  const limits = options.limits ?? ARCHIVE_LIMITS;
  const inFolder = files.filter((f) => f.webkitRelativePath && isKept(f.webkitRelativePath));
  const folderBytes = inFolder.reduce((n, f) => n + f.size, 0);
  if (folderBytes > limits.totalBytes || inFolder.length > limits.entries)
    return {
      entries,
      refused: [
        {
          path: dirName(inFolder[0]?.webkitRelativePath ?? "") || "?",
          why: `the folder holds more than ${megabytes(limits.totalBytes)} MB of pack files`,
          code: "ArchiveTooLarge",
          data: { limit: megabytes(limits.totalBytes) },
        },
      ],
    };
  let done = 0;
  const total = files.reduce((n, f) => n + f.size, 0) || 1;
  for (const file of files) {
    check(options.signal);
    const path = file.webkitRelativePath || file.name;
    const name = file.name.toLowerCase();
    try {
      if (name.endsWith(".zip"))
        entries.push(
          ...(await readZip(new Uint8Array(await file.arrayBuffer()), {
            ...options,
            onProgress: (p) => options.onProgress?.({ phase: "read", done: done + p.done, total }),
          })),
        );
      else if (isKept(path)) {
        if (!file.webkitRelativePath && file.size > limits.entryBytes)
          throw new SourceRefused({
            why: `${path} is larger than ${megabytes(limits.entryBytes)} MB`,
            code: "EntryTooLarge",
            data: { name: path, limit: megabytes(limits.entryBytes) },
          });
        entries.push({ path, bytes: new Uint8Array(await file.arrayBuffer()) });
      } else if (!file.webkitRelativePath)
        refused.push({ path, why: "neither a .zip archive nor a .json file", code: "NotZipOrJson" });
    } catch (error) {
      if (error instanceof ImportCancelled) throw error;
      if (error instanceof SourceRefused) refused.push({ path, ...error.refusal });
      else refused.push({ path, why: error instanceof Error ? error.message : String(error) });
    }
    done += file.size;
    options.onProgress?.({ phase: "read", done, total });
  }
  return { entries, refused };
}

/** Parses each text through the guard; a file may hold one document or an array of them. */
export function parseSources(texts: readonly NamedText[]): { files: SourceFile[]; refused: Refusal[] } {
  const files: SourceFile[] = [];
  const refused: Refusal[] = [];
  for (const { path, text } of texts) {
    try {
      const parsed = parseSafeJson(text);
      for (const doc of Array.isArray(parsed) ? (parsed as unknown[]) : [parsed]) files.push({ path, doc });
    } catch (error) {
      refused.push({ path, why: error instanceof Error ? error.message : String(error) });
    }
  }
  return { files, refused };
}

/** What the window found: which shapes of source, and how many packs of each (the summary says so). */
export interface SourceKinds {
  /** Packs read from LevelDB folders (a release zip or its unzipped folder). */
  leveldb: string[];
  /** Packs read from JSON below a `packs` folder (a source zip or a folder of it). */
  json: string[];
  /** JSON files of exported documents (no `packs` folder). */
  loose: number;
  /** The content module the packs came from (its `module.json`), when they came from one. */
  module?: ContentModule;
}

/** One LevelDB pack folder's documents, whole, each value parsed through the guard first. */
function levelDbPack(
  name: string,
  files: readonly ArchiveEntry[],
): { files: SourceFile[]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const values = new Map<string, unknown>();
  const entries = readLevelDb(files.map((f) => ({ name: baseName(f.path), bytes: f.bytes })));
  for (const { key, value } of entries)
    try {
      values.set(key, parseSafeJson(value));
    } catch (error) {
      refused.push({ path: `${name} ${key}`, why: error instanceof Error ? error.message : String(error) });
    }
  const { documents, missing } = assembleDocuments(values);
  for (const key of missing)
    refused.push({ path: `${name} ${key}`, why: "an embedded document listed by its parent has no entry" });
  const safe = (text: unknown) => (typeof text === "string" ? text : "").replace(/[^A-Za-z0-9]+/g, "_");
  return {
    files: documents.map((doc) => ({ path: `${name}/${safe(doc["name"])}_${safe(doc["_id"])}.json`, doc })),
    refused,
  };
}

/**
 * The source documents of everything kept, with what was refused and what kinds were found. LevelDB
 * folders are grouped by their folder (the pack is the folder's name); JSON as selectPackTexts chooses. A
 * pack that comes both as JSON and as LevelDB (a built checkout) is read once, from its JSON.
 */
export async function gatherSources(
  entries: readonly ArchiveEntry[],
  options: StepOptions = {},
): Promise<{ files: SourceFile[]; refused: Refusal[]; kinds: SourceKinds }> {
  const folders = new Map<string, ArchiveEntry[]>();
  for (const entry of entries)
    if (!entry.path.toLowerCase().endsWith(".json")) {
      const folder = dirName(entry.path);
      folders.set(folder, [...(folders.get(folder) ?? []), entry]);
    }
  const allJson = entries.filter((e) => e.path.toLowerCase().endsWith(".json"));
  const { module, other } = contentModule(
    allJson.map((e) => ({ path: e.path, text: strFromU8(e.bytes) })),
    belowPacks,
  );
  if (other)
    return {
      files: [],
      refused: [
        {
          path: other.title,
          why: `a module for another game system (${other.system})`,
          code: "OtherSystem",
          data: { ...other },
        },
      ],
      kinds: { leveldb: [], json: [], loose: 0 },
    };
  // Beside LevelDB packs (a release), JSON outside a packs folder is the manifest and translations.
  const json = allJson.filter((e) => !folders.size || belowPacks(e.path) !== null);
  const texts = selectPackTexts(json.map((e) => ({ path: e.path, text: strFromU8(e.bytes) })));
  const parsed = parseSources(texts);
  const files = [...parsed.files];
  const refused = [...parsed.refused];
  const inPacks = json.some((e) => belowPacks(e.path) !== null);
  const jsonPacks = new Set(inPacks ? texts.map((t) => t.path.split("/")[0] ?? "").filter(Boolean) : []);
  const kinds: SourceKinds = { leveldb: [], json: [...jsonPacks].sort(), loose: inPacks ? 0 : texts.length };
  for (const [folder, packFiles] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    check(options.signal);
    const name = baseName(folder) || "pack";
    if (jsonPacks.has(name)) {
      refused.push({
        path: folder,
        why: "read from its JSON source instead",
        code: "Duplicate",
        data: { name },
      });
      continue;
    }
    try {
      const pack = levelDbPack(name, packFiles);
      files.push(...pack.files);
      refused.push(...pack.refused);
      kinds.leveldb.push(name);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      refused.push({ path: folder, why, code: "BadPack", data: { name, why } });
    }
    await pause();
  }
  if (module) {
    relinkModule(files, module.id);
    kinds.module = module;
  }
  return { files, refused, kinds };
}

/**
 * Everything the window does before converting: the dropped or picked files read, their packs found and
 * parsed. A source with no document at all is refused in a sentence that says what the window takes.
 */
export async function readSources(
  picked: readonly PickedFile[],
  options: StepOptions & { limits?: ArchiveLimits } = {},
): Promise<{ files: SourceFile[]; refused: Refusal[]; kinds: SourceKinds }> {
  const read = await entriesOf(picked, options);
  const gathered = await gatherSources(read.entries, options);
  const refused = [...read.refused, ...gathered.refused];
  if (!gathered.files.length && !refused.length)
    refused.push({
      path: picked.map((f) => f.webkitRelativePath?.split("/")[0] || f.name).find(Boolean) ?? "?",
      why: "no Draw Steel packs: neither LevelDB folders packs/<pack>/ (the release zip) nor JSON below src/packs/<pack>/ (the source zip) nor exported document JSON",
      code: "NoPacks",
    });
  return { files: gathered.files, refused, kinds: gathered.kinds };
}

/** Converts the files through the import batch, `chunk` documents between two pauses. */
export async function convertInChunks(
  files: readonly SourceFile[],
  options: StepOptions & { chunk?: number } = {},
) {
  const chunk = options.chunk ?? 100;
  const batch = startBatch(WORLD_OPTIONS);
  for (let at = 0; at < files.length; at += chunk) {
    check(options.signal);
    for (const file of files.slice(at, at + chunk)) addToBatch(batch, file);
    options.onProgress?.({ phase: "convert", done: Math.min(at + chunk, files.length), total: files.length });
    await pause();
  }
  return finishBatch(batch);
}
