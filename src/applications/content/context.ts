/**
 * What the Content window and the welcome card show, built from their state and a localizer with
 * no Foundry globals, so the preview gallery renders them from fixture data as the windows do.
 */
import type { Localizer } from "../../i18n.ts";
import type { Progress, Refusal } from "../../import/content/sources.ts";
import type { ImportSummary } from "./import-world.ts";

const K = "STEELBOUND.Content.";

export type ContentState =
  | { step: "idle" }
  | { step: "busy"; progress: Progress }
  | { step: "done"; summary: ImportSummary }
  | { step: "cancelled" };

/**
 * Where each phase sits on the one progress bar, as the share of the whole it took on the official 0.11.1
 * release zip in the simulation (test/session/content-archives.test.ts measures it with OFFICIAL_RELEASE_ZIP:
 * 2.5–3 s reading and unpacking, 3.5–7 s converting, 8–18 s writing the compendiums).
 */
const PHASES: Record<Progress["phase"], [start: number, share: number]> = {
  read: [0, 15],
  convert: [15, 25],
  write: [40, 60],
};

/** The whole import's progress in percent, from one phase's progress. */
export function overallPercent(progress: Progress): number {
  const [start, share] = PHASES[progress.phase];
  const part = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  return start + share * part;
}

/** A refusal in the GM's language when it has a sentence of its own, else its plain reason. */
function refusalLine(i18n: Localizer, refusal: Refusal): string {
  const why = refusal.code
    ? i18n.format(`${K}Refused.${refusal.code}`, { ...refusal.data, why: refusal.why })
    : refusal.why;
  return refusal.path ? `${refusal.path}: ${why}` : why;
}

function summaryLines(
  i18n: Localizer,
  summary: ImportSummary,
): { totals: string; lines: string[]; refusals: string[]; dangling: string[] } {
  const { report, tally, refused, unmapped, kinds, links } = summary;
  const format = (key: string, data: Record<string, number | string>) => i18n.format(`${K}${key}`, data);
  const totals = format("Totals", { ...report.documents, packs: tally.packs });
  const lines: string[] = [];
  if (kinds.module) lines.push(format("ReadModule", { ...kinds.module }));
  if (kinds.leveldb.length)
    lines.push(format("ReadRelease", { count: kinds.leveldb.length, packs: kinds.leveldb.join(", ") }));
  if (kinds.json.length)
    lines.push(format("ReadSource", { count: kinds.json.length, packs: kinds.json.join(", ") }));
  if (kinds.loose) lines.push(format("ReadLoose", { count: kinds.loose }));
  lines.push(
    format("Written", { created: tally.created, updated: tally.updated, folders: tally.folders }),
    format("Conflicts", { kept: tally.kept, replaced: tally.replaced, copied: tally.copied }),
    format("Links", { resolved: links.resolved, dangling: links.dangling.length, external: links.external }),
    format("Unmapped", { unmapped }),
  );
  if (tally.failed) lines.push(format("Failed", { failed: tally.failed }));
  const refusals = [
    ...refused.map((r) => refusalLine(i18n, r)),
    ...report.failures.map((r) => `${r.path}: ${r.why}`),
  ].slice(0, 30);
  const dangling = links.dangling.slice(0, 30).map((d) =>
    format(d.field.includes("pool") ? "DanglingPool" : "DanglingText", {
      document: d.document,
      pack: d.pack,
      uuid: d.uuid,
    }),
  );
  return { totals, lines, refusals, dangling };
}

/** What the Content window shows in each step: the picks, the progress, a cancel, or the summary. */
export function contentWindowContext(i18n: Localizer, state: ContentState) {
  const step = state.step;
  const percent = state.step === "busy" ? Math.floor(overallPercent(state.progress)) : 0;
  return {
    idle: step === "idle",
    busy: step === "busy",
    cancelled: step === "cancelled",
    done: step === "done",
    percent,
    phase: state.step === "busy" ? i18n.localize(`${K}Phase.${state.progress.phase}`) : "",
    summary: state.step === "done" ? summaryLines(i18n, state.summary) : null,
  };
}

/** What a table needs, by document and type, in the order the card lists them. */
export const NEEDED: readonly { documentName: "Item" | "Actor"; type: string }[] = [
  ...["ancestry", "culture", "career", "class", "subclass", "kit", "complication", "perk", "title"].map(
    (type) => ({ documentName: "Item" as const, type }),
  ),
  { documentName: "Item", type: "treasure" },
  { documentName: "Item", type: "project" },
  { documentName: "Actor", type: "monster" },
];

/** What the welcome card shows: each kind of content with its count, and whether anything is missing. */
export function welcomeContext(i18n: Localizer, counts: ReadonlyMap<string, number>) {
  const rows = NEEDED.map(({ documentName, type }) => {
    const count = counts.get(`${documentName}.${type}`) ?? 0;
    return { type, label: i18n.localize(`TYPES.${documentName}.${type}`), count, missing: count === 0 };
  });
  const missing = rows.filter((r) => r.missing).length;
  const status = missing
    ? i18n.format("STEELBOUND.Welcome.Missing", { count: String(missing) })
    : i18n.localize("STEELBOUND.Welcome.Ready");
  return { rows, status, missing: missing > 0 };
}
