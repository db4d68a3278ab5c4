/**
 * The Content window's writes: each converted pack becomes a world compendium
 * (v13 client/documents/collections/compendium-collection.mjs CompendiumCollection.createCompendium: a GM-only
 * "manageCompendium" request; the pack is `world.<name>`, unlocked because it belongs to the world) holding
 * the source's folders (Folder documents created with `{pack, keepId}`, as CompendiumCollection#importFolders
 * does) and its documents (`{pack, keepId}` in chunks, as #importAll creates in chunks of 100).
 * Re-importing the same source updates what an earlier import made (`flags.steelbound.importedFrom` names the
 * official `_id`, docs/DATA.md); a document in the pack with the same `_id` that this source did not make is
 * never overwritten silently: the GM chooses once to keep it (skip), replace it, or add a copy.
 */
import type { Pack } from "../../import/official/batch.ts";
import { importedFromOf, withProvenance } from "../../documents/official-json.ts";

export type Choice = "skip" | "replace" | "copy";

export interface WriteTally {
  packs: number;
  folders: number;
  created: number;
  updated: number;
  kept: number;
  replaced: number;
  copied: number;
  failed: number;
}
export const emptyWriteTally = (): WriteTally => ({
  ...{ packs: 0, folders: 0, created: 0, updated: 0, kept: 0, replaced: 0, copied: 0, failed: 0 },
});

type Data = Record<string, unknown>;
interface IndexEntry {
  _id: string;
  name?: string;
  flags?: unknown;
}
export interface WorldPack {
  readonly collection: string;
  readonly locked: boolean;
  getIndex(options: { fields: string[] }): Promise<{ get(id: string): IndexEntry | undefined }>;
  readonly folders?: { has(id: string): boolean };
}
interface Writer {
  createDocuments(data: Data[], operation: Data): Promise<unknown[]>;
  updateDocuments(updates: Data[], operation: Data): Promise<unknown[]>;
}

const CHUNK = 100;
const isFolder = (doc: Data) => typeof doc["_key"] === "string" && doc["_key"].startsWith("!folders!");
const idOf = (doc: Data) => (typeof doc["_id"] === "string" ? doc["_id"] : "");
const strip = (doc: Data): Data => {
  const { _key: _k, ...rest } = doc;
  return rest;
};

function writerOf(documentName: string): Writer {
  const config = (CONFIG as unknown as Record<string, { documentClass?: unknown } | undefined>)[documentName];
  return config?.documentClass as Writer;
}

/** The world pack of this name (made earlier by this window or by hand), or a new one. */
export async function worldPackFor(pack: Pack, label: string): Promise<WorldPack> {
  const existing = game.packs?.get(`world.${pack.name}`) as unknown as WorldPack | undefined;
  if (existing) return existing;
  const { CompendiumCollection } = foundry.documents.collections;
  const created = await CompendiumCollection.createCompendium({ name: pack.name, label, type: pack.type });
  return created as unknown as WorldPack;
}

export interface PackPlan {
  pack: Pack;
  target: WorldPack;
  /** Documents already in the pack with the same _id that this source did not make. */
  conflicts: { source: Data; existing: IndexEntry }[];
  index: { get(id: string): IndexEntry | undefined };
}

/** Reads the pack's index (with provenance) and finds the documents that would overwrite another's. */
export async function planPack(pack: Pack, target: WorldPack): Promise<PackPlan> {
  const index = await target.getIndex({ fields: ["flags.steelbound.importedFrom"] });
  const conflicts: PackPlan["conflicts"] = [];
  for (const source of pack.documents) {
    if (isFolder(source)) continue;
    const existing = index.get(idOf(source));
    if (existing && importedFromOf(existing) !== idOf(source)) conflicts.push({ source, existing });
  }
  return { pack, target, conflicts, index };
}

/** Writes one planned pack: folders first, then every document, `CHUNK` per request. */
export async function writePack(
  plan: PackPlan,
  choice: Choice,
  tally: WriteTally,
  onChunk: (written: number) => void = () => undefined,
): Promise<void> {
  const { pack, target, index } = plan;
  const operation = { pack: target.collection };
  // Every document of the pack counts once on the bar: written, or passed over (a folder already there, a
  // document kept).
  let reported = 0;
  const report = (count: number) => {
    reported += count;
    onChunk(count);
  };
  const folders = pack.documents.filter(isFolder).filter((f) => !target.folders?.has(idOf(f)));
  if (folders.length) {
    await writerOf("Folder").createDocuments(folders.map(strip), { ...operation, keepId: true });
    tally.folders += folders.length;
  }
  const creates: Data[] = [];
  const copies: Data[] = [];
  const updates: Data[] = [];
  for (const source of pack.documents) {
    if (isFolder(source)) continue;
    const id = idOf(source);
    const data = withProvenance(strip(source), id);
    const existing = index.get(id);
    if (!existing) creates.push(data);
    else if (importedFromOf(existing) === id) updates.push(data);
    else if (choice === "skip") tally.kept++;
    else if (choice === "copy") copies.push({ ...data, _id: undefined });
    else updates.push({ ...data, replaced: true });
  }
  const writer = writerOf(pack.type);
  const run = async (
    list: Data[],
    write: (chunk: Data[]) => Promise<unknown[]>,
    count: (d: Data) => void,
  ) => {
    for (let at = 0; at < list.length; at += CHUNK) {
      const chunk = list.slice(at, at + CHUNK);
      try {
        await write(chunk);
        chunk.forEach(count);
      } catch (error) {
        console.error(error);
        tally.failed += chunk.length;
      }
      report(chunk.length);
    }
  };
  await run(
    creates,
    (c) => writer.createDocuments(c, { ...operation, keepId: true }),
    () => tally.created++,
  );
  await run(
    copies,
    (c) =>
      writer.createDocuments(
        c.map(({ _id: _drop, ...rest }) => rest),
        operation,
      ),
    () => tally.copied++,
  );
  await run(
    updates,
    (c) =>
      writer.updateDocuments(
        c.map(({ replaced: _r, ...rest }) => rest),
        { ...operation, diff: false, recursive: false },
      ),
    (d) => (d["replaced"] ? tally.replaced++ : tally.updated++),
  );
  if (reported < pack.documents.length) report(pack.documents.length - reported);
}
