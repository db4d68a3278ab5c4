/**
 * What the Content window reads (issue 24): a repository archive of the official system (a .zip holding its
 * packs as JSON, `…/packs/<pack>/**.json`), a folder of pack JSON, or JSON files of exported documents. The
 * archive is unzipped with fflate's streaming Unzip, pushed in slices with a pause between them, and every
 * text is parsed through the import guard (size, depth, cycles, prototype keys) before any conversion.
 * Conversion runs through the same batch as `npm run import:official` (import/official/batch.ts), a chunk
 * of documents at a time, so the window can draw its progress bar and honour Cancel in between.
 */
import { Unzip, UnzipInflate, UnzipPassThrough, strFromU8 } from "fflate";
import { addToBatch, finishBatch, startBatch, type SourceFile } from "../official/batch.ts";
import { parseSafeJson } from "../official/guard.ts";
import { WORLD_OPTIONS } from "../official/shared.ts";

/** One JSON text and where it was found (a path inside an archive or a picked folder, or a file name). */
export interface NamedText {
  path: string;
  text: string;
}

export interface Progress {
  /** What is happening: reading the archive, or converting documents. */
  phase: "read" | "convert";
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

/** Lets the browser draw and handle clicks (Cancel) between two slices of work. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function check(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ImportCancelled();
}

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
  return inPacks.length
    ? inPacks
    : json.map((t) => ({ path: t.path.split(/[\\/]/).pop() ?? t.path, text: t.text }));
}

/** Every JSON file of a zip archive, as text; the archive is pushed to the unzipper a slice at a time. */
export async function readZip(bytes: Uint8Array, options: StepOptions = {}): Promise<NamedText[]> {
  const out: NamedText[] = [];
  const unzip = new Unzip((file) => {
    if (!file.name.toLowerCase().endsWith(".json")) return;
    const parts: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (error) throw error;
      parts.push(data);
      if (!final) return;
      const size = parts.reduce((n, p) => n + p.length, 0);
      const whole = new Uint8Array(size);
      let at = 0;
      for (const part of parts) {
        whole.set(part, at);
        at += part.length;
      }
      out.push({ path: file.name, text: strFromU8(whole) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  const slice = 1 << 19;
  for (let at = 0; at < bytes.length; at += slice) {
    check(options.signal);
    const end = Math.min(at + slice, bytes.length);
    unzip.push(bytes.subarray(at, end), end === bytes.length);
    options.onProgress?.({ phase: "read", done: end, total: bytes.length });
    await pause();
  }
  if (bytes.length === 0) unzip.push(bytes, true);
  return out;
}

export interface Refusal {
  path: string;
  why: string;
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
