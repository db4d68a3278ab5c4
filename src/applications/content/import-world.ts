/**
 * The Content window's last step: every converted pack into its world compendium, the GM asked once what to
 * do with documents that share an `_id` with ones this source did not make (the same three choices as the
 * sidebar import), then the writes with progress and Cancel between chunks.
 */
import { relinkPacks, type ImportReport, type Pack } from "../../import/official/batch.ts";
import {
  ImportCancelled,
  type Progress,
  type Refusal,
  type SourceKinds,
} from "../../import/content/sources.ts";
import { checkLinks, type LinkReport } from "../../import/content/links.ts";
import { WORLD_OPTIONS } from "../../import/official/shared.ts";
import {
  emptyWriteTally,
  planPack,
  worldPackFor,
  writePack,
  type Choice,
  type WriteTally,
} from "./write-packs.ts";
import { askOverwrite } from "../dialogs/overwrite-choice.ts";

export interface ImportSummary {
  report: ImportReport;
  tally: WriteTally;
  refused: Refusal[];
  /** Fields of the source that have no Steelbound home (the report lists them). */
  unmapped: number;
  /** Which shapes of source were read (release LevelDB packs, source JSON packs, loose JSON). */
  kinds: SourceKinds;
  /** Whether the links the written documents hold lead to documents of the world's compendiums. */
  links: LinkReport;
}

/** A link to a pack this import did not write still resolves when that world compendium holds the id. */
function inWorld(pack: string, id: string): boolean {
  const index = (game.packs?.get(`world.${pack}`) as { index?: { has?(id: string): boolean } } | undefined)
    ?.index;
  return index?.has?.(id) ?? false;
}

type OnProgress = (progress: Progress) => void;

/** Asks the GM once what happens to documents of the packs that this source did not make; closing keeps them. */
const askConflicts = (names: string[]): Promise<Choice> =>
  askOverwrite(names.slice(0, 30), names.length, "content-conflicts");

const labelOf = (pack: Pack) =>
  game.i18n?.format("STEELBOUND.Content.PackLabel", { name: pack.label }) ?? pack.label;

export async function importWorld(
  converted: { packs: Pack[]; report: ImportReport },
  refused: Refusal[],
  options: { signal?: AbortSignal; onProgress?: OnProgress; kinds?: SourceKinds } = {},
): Promise<ImportSummary> {
  const { packs, report } = converted;
  const tally = emptyWriteTally();
  const check = () => {
    if (options.signal?.aborted) throw new ImportCancelled();
  };
  const targets = [];
  for (const pack of packs) {
    check();
    const before = game.packs?.has(`world.${pack.name}`) ?? false;
    const target = await worldPackFor(pack, labelOf(pack));
    if (!before) tally.packs++;
    targets.push({ pack, target });
  }
  // The links were converted naming `world.<pack>`; should the server have named a compendium otherwise
  // (the request only proposes the name), the links follow the compendium it made.
  const renamed = new Map<string, string>();
  for (const { pack, target } of targets) {
    const name = target.collection.replace(/^world\./, "");
    if (name !== pack.name) renamed.set(pack.name, name);
  }
  if (renamed.size) relinkPacks(packs, renamed, WORLD_OPTIONS.moduleId);
  const plans = [];
  for (const { pack, target } of targets) {
    check();
    if (target.locked) {
      refused.push({ path: target.collection, why: "the compendium is locked", code: "Locked" });
      continue;
    }
    plans.push(await planPack(pack, target));
  }
  const conflicts = plans.flatMap((p) =>
    p.conflicts.map((c) => `${c.existing.name ?? "?"} (${p.target.collection})`),
  );
  const choice = conflicts.length ? await askConflicts(conflicts) : "skip";
  const total = plans.reduce((n, p) => n + p.pack.documents.length, 0);
  let done = 0;
  for (const plan of plans)
    await writePack(plan, choice, tally, (written) => {
      done += written;
      options.onProgress?.({ phase: "write", done, total });
      check();
    });
  const links = checkLinks(packs, WORLD_OPTIONS.moduleId, inWorld);
  const kinds = options.kinds ?? { leveldb: [], json: [], loose: 0 };
  return { report, tally, refused, unmapped: report.unmapped.length, kinds, links };
}
