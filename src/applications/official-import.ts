/**
 * A GM-only button in the Actors and Items sidebar tabs that imports files exported from the official
 * Draw Steel system (one document or an array of documents per file, several files at once). Each file is
 * checked before anything is converted (size, depth, values, cycles, prototype keys: import/official/guard.ts)
 * and refused with its reason. A document is created with its _id kept and its provenance recorded
 * (`flags.steelbound.importedFrom`); one whose _id exists in the world is re-imported into that document
 * (SteelActor/SteelItem#importFromJSON) only when this source created it earlier. Any other document with
 * the same _id is never overwritten silently: the GM chooses once for all of them to keep the world's
 * documents (skip), replace them, or import the files' documents as copies (new ids). The GM then sees a
 * summary. Documents of the other tab's kind are skipped.
 */
import { convertForFoundry } from "../import/official/foundry.ts";
import { askOverwrite, type OverwriteChoice } from "./dialogs/overwrite-choice.ts";
import { documentNameOf, HostileInputError, parseSafeJson } from "../import/official/index.ts";
import { importedFromOf, isOfficialSource, withProvenance } from "../documents/official-json.ts";

export type Kind = "Actor" | "Item";
type Choice = OverwriteChoice;

interface Tally {
  created: number;
  updated: number;
  skipped: number;
  kept: number;
  replaced: number;
  copied: number;
  refused: number;
  unmapped: number;
}

interface Importable {
  name: string;
  flags: unknown;
  importFromJSON(json: string): Promise<unknown>;
}
interface Creatable {
  create(data: Record<string, unknown>, options: { keepId: boolean }): Promise<unknown>;
}
type Source = Record<string, unknown>;

const label = (source: Source) =>
  [source["name"], source["_id"]].find((v): v is string => typeof v === "string") ?? "?";
const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

function existingOf(kind: Kind, source: Source): Importable | null {
  const id = typeof source["_id"] === "string" ? source["_id"] : "";
  const collection = kind === "Actor" ? game.actors : game.items;
  return ((id ? collection?.get(id) : undefined) as unknown as Importable | undefined) ?? null;
}

/** Does the world hold a document with this source's _id that this source did not create? */
function conflicts(kind: Kind, source: Source): boolean {
  const existing = existingOf(kind, source);
  return existing !== null && importedFromOf(existing) !== source["_id"];
}

async function create(kind: Kind, source: Source, keepId: boolean, tally: Tally): Promise<void> {
  const { document, unmapped } = convertForFoundry(kind, source);
  tally.unmapped += unmapped.length;
  const id = typeof source["_id"] === "string" ? source["_id"] : "";
  const data = id ? withProvenance(document, id) : document;
  const { _id: _dropped, ...copy } = data;
  // CONFIG.<kind>.documentClass.create: the typed class wants its own create data shape.
  const cls = CONFIG[kind].documentClass as unknown as Creatable;
  await cls.create({ ...(keepId ? data : copy), folder: null }, { keepId });
}

async function importOne(kind: Kind, source: Source, choice: Choice, tally: Tally): Promise<void> {
  const existing = existingOf(kind, source);
  if (!existing) {
    await create(kind, source, true, tally);
    tally.created++;
    return;
  }
  const ours = importedFromOf(existing) === source["_id"];
  if (!ours && choice === "skip") {
    tally.kept++;
    return;
  }
  if (!ours && choice === "copy") {
    await create(kind, source, false, tally);
    tally.copied++;
    return;
  }
  // The existing document's own "Import Data" converts, records provenance and counts unmapped fields.
  await existing.importFromJSON(JSON.stringify(source));
  if (ours) tally.updated++;
  else tally.replaced++;
}

/** Asks the GM what to do with documents that share an _id with the world's own; closing keeps them. */
const askConflicts = (kind: Kind, sources: Source[]): Promise<Choice> =>
  askOverwrite(
    sources.map((source) => `${label(source)} → ${existingOf(kind, source)?.name ?? ""}`),
    sources.length,
    "official-import-conflicts",
  );

/** Reads every file: the official sources of `kind`, with files and documents refused or skipped counted. */
async function readFiles(kind: Kind, files: readonly File[], tally: Tally, refusals: string[]) {
  const sources: Source[] = [];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = parseSafeJson(await file.text());
    } catch (error) {
      if (error instanceof HostileInputError) tally.refused++;
      else tally.skipped++;
      refusals.push(`${file.name}: ${why(error)}`);
      continue;
    }
    for (const source of Array.isArray(parsed) ? parsed : [parsed])
      if (isOfficialSource(source) && documentNameOf(source) === kind) sources.push(source);
      else tally.skipped++;
  }
  return sources;
}

/** Imports every document of `kind` in the given files and tells the GM what happened. */
export async function importOfficialFiles(kind: Kind, files: readonly File[]): Promise<Tally> {
  const tally: Tally = {
    ...{ created: 0, updated: 0, skipped: 0, kept: 0, replaced: 0, copied: 0, refused: 0, unmapped: 0 },
  };
  const refusals: string[] = [];
  const sources = await readFiles(kind, files, tally, refusals);
  const conflicting = sources.filter((source) => conflicts(kind, source));
  const choice = conflicting.length ? await askConflicts(kind, conflicting) : "skip";
  for (const source of sources) {
    try {
      await importOne(kind, source, choice, tally);
    } catch (error) {
      const refused = error instanceof HostileInputError;
      if (refused) tally.refused++;
      else tally.skipped++;
      refusals.push(`${label(source)}: ${why(error)}`);
    }
  }
  const counts = Object.fromEntries(Object.entries(tally).map(([k, v]) => [k, String(v)]));
  for (const refusal of refusals)
    ui.notifications?.warn(game.i18n?.format("STEELBOUND.ImportGuard.Refused", { refusal }) ?? refusal);
  ui.notifications?.info(game.i18n?.format("STEELBOUND.Import.Done", counts) ?? "");
  return tally;
}
