/**
 * What the Content window and the welcome card show (issue 24), built from their state and a localizer with
 * no Foundry globals, so the preview gallery renders them from fixture data as the windows do.
 */
import type { Localizer } from "../../i18n.ts";
import type { Progress } from "../../import/content/sources.ts";
import type { ImportSummary } from "./import-world.ts";

const K = "STEELBOUND.Content.";

export type ContentState =
  | { step: "idle" }
  | { step: "busy"; progress: Progress | { phase: "write"; done: number; total: number } }
  | { step: "done"; summary: ImportSummary }
  | { step: "cancelled" };

function summaryLines(
  i18n: Localizer,
  summary: ImportSummary,
): { totals: string; lines: string[]; refusals: string[] } {
  const { report, tally, refused, unmapped } = summary;
  const format = (key: string, data: Record<string, number>) => i18n.format(`${K}${key}`, data);
  const totals = format("Totals", { ...report.documents, packs: tally.packs });
  const lines = [
    format("Written", { created: tally.created, updated: tally.updated, folders: tally.folders }),
    format("Conflicts", { kept: tally.kept, replaced: tally.replaced, copied: tally.copied }),
    format("Unmapped", { unmapped }),
  ];
  if (tally.failed) lines.push(format("Failed", { failed: tally.failed }));
  const refusals = [...refused, ...report.failures].slice(0, 20).map((r) => `${r.path}: ${r.why}`);
  return { totals, lines, refusals };
}

/** What the Content window shows in each step: the picks, the progress, a cancel, or the summary. */
export function contentWindowContext(i18n: Localizer, state: ContentState) {
  const step = state.step;
  const percent =
    state.step === "busy" && state.progress.total > 0
      ? Math.floor((100 * state.progress.done) / state.progress.total)
      : 0;
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
