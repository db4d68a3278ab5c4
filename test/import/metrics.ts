/**
 * The figures the issue's done-when asks of an import of the whole official corpus, computed from the
 * sources and what the batch made of them (no second conversion), for `npm run import:official`'s summary and
 * the opt-in real-data test:
 *
 * - numbers lost: every number of a source's `system` (and of each embedded item's) that is neither in the
 *   converted document nor listed in `unmapped` (test/import/numbers.ts). Must be 0.
 * - abilities with a lost mechanic: an ability (an item, or one carried by an actor) for which the converter
 *   reports, in `unmapped`, a part of its power roll it could not turn into a mechanic: an entry whose field
 *   lies under `system.power.` (a tier's damage, forced movement, applied or other effect, resource, or the
 *   roll itself). The converters word these "... kept as tier text" (src/import/official/applied.ts, power.ts)
 *   when the sentence stays only as the tier's text, or "... is not modelled yet" when the part is dropped
 *   (the tier's text still says it); both count. Share of all abilities; the bar is ≤ 0.5 %.
 * - effects without their changes: an ActiveEffect with at least one change whose converted form carries
 *   fewer changes than it had. Its converted form is the effect with the same `_id` on the converted document
 *   (or embedded item), or, for an ability's effect the tiers apply, the tier's custom effect of the same name.
 *   Share of all effects that have changes; the bar is ≤ 1 %. "silent" counts those no `unmapped` entry names.
 */
import { documentNameOf } from "../../src/import/official/index.ts";
import type { Json, JsonObject, Unmapped } from "../../src/import/official/index.ts";
import type { ImportReport, Pack, SourceFile } from "../../src/import/official/batch.ts";
import { lostNumbers } from "./numbers.ts";

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

export interface OfficialMetrics {
  documents: { read: number; converted: number; failed: number };
  numbers: { lost: string[] };
  abilities: { total: number; lostMechanic: string[]; keptAsText: string[] };
  /** `withoutAny`: of `withoutChanges`, those whose converted form kept none of its changes. */
  effects: { withChanges: number; withoutChanges: string[]; withoutAny: string[]; silent: string[] };
  /** The reasons behind each figure, most frequent first (numbers in them written as N). */
  causes: { abilities: [string, number][]; effects: [string, number][]; numbers: [string, number][] };
}

const pattern = (why: string): string =>
  why
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, "N")
    .trim();
const generic = (field: string): string => field.replace(/\.[A-Za-z0-9]{16}(?=\.|$)/g, ".<id>");

function tally(values: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Every object in `value` with a `changes` array and a `name` (a tier's custom effect). */
function customEffects(value: Json | undefined, out: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) for (const v of value) customEffects(v, out);
  else if (isObject(value)) {
    if (Array.isArray(value["changes"]) && typeof value["name"] === "string" && !("_id" in value))
      out.push(value);
    for (const v of Object.values(value)) customEffects(v, out);
  }
  return out;
}

export function officialMetrics(
  files: readonly SourceFile[],
  packs: readonly Pack[],
  report: ImportReport,
): OfficialMetrics {
  const converted = new Map<string, JsonObject>();
  for (const pack of packs)
    for (const doc of pack.documents) {
      const collection = str(doc["_key"]).split("!")[1] ?? "";
      const name = collection === "folders" ? "Folder" : pack.type;
      converted.set(`${name}.${str(doc["_id"])}`, doc);
    }
  const byUuid = new Map<string, Unmapped[]>();
  for (const u of report.unmapped) {
    const at = byUuid.get(u.uuid);
    if (at) at.push(u);
    else byUuid.set(u.uuid, [u]);
  }
  const notes = (uuid: string) => byUuid.get(uuid) ?? [];

  const lost: string[] = [];
  const abilities = { total: 0, lostMechanic: [] as string[], keptAsText: [] as string[] };
  const abilityCauses: string[] = [];
  const effects = {
    withChanges: 0,
    withoutChanges: [] as string[],
    withoutAny: [] as string[],
    silent: [] as string[],
  };
  const effectCauses: string[] = [];

  const ability = (uuid: string) => {
    abilities.total++;
    const power = notes(uuid).filter((u) => u.field.startsWith("system.power."));
    if (power.length === 0) return;
    abilities.lostMechanic.push(uuid);
    if (power.some((u) => u.why.includes("kept as tier text"))) abilities.keptAsText.push(uuid);
    abilityCauses.push(...new Set(power.map((u) => pattern(u.why))));
  };
  const effectsOf = (source: JsonObject, target: JsonObject | undefined, uuid: string) => {
    const targets = list(target?.["effects"]);
    const customs = customEffects(target?.["system"]);
    for (const effect of list(source["effects"])) {
      const changes = list(effect["changes"]).length;
      if (changes === 0) continue;
      effects.withChanges++;
      const id = str(effect["_id"]);
      const same = targets.find((t) => t["_id"] === id);
      const custom = customs.filter((c) => c["name"] === str(effect["name"]));
      const kept = Math.max(
        same ? list(same["changes"]).length : 0,
        ...custom.map((c) => list(c["changes"]).length),
      );
      if (kept >= changes) continue;
      const where = `${uuid}.ActiveEffect.${id}`;
      effects.withoutChanges.push(where);
      if (kept === 0) effects.withoutAny.push(where);
      const said = notes(uuid).filter((u) => u.field.startsWith(`effects.${id}`));
      if (said.length === 0) {
        effects.silent.push(where);
        effectCauses.push(
          same || custom.length > 0 ? "changes dropped, not reported" : "effect not converted",
        );
      } else effectCauses.push(...new Set(said.map((u) => pattern(u.why))));
    }
  };

  for (const file of files) {
    const source = file.doc;
    if (!isObject(source)) continue;
    const documentName = documentNameOf(source);
    if (documentName === null || documentName === "Folder") continue;
    const uuid = `${documentName}.${str(source["_id"])}`;
    const doc = converted.get(uuid);
    if (!doc) continue; // failed: counted in documents.failed
    lost.push(...lostNumbers(source, doc, report.unmapped, uuid));
    if (documentName === "Item" && source["type"] === "ability") ability(uuid);
    effectsOf(source, doc, uuid);
    const items = list(doc["items"]);
    for (const item of list(source["items"])) {
      const id = `${uuid}.Item.${str(item["_id"])}`;
      if (item["type"] === "ability") ability(id);
      effectsOf(
        item,
        items.find((i) => i["_id"] === item["_id"]),
        id,
      );
    }
  }
  return {
    documents: { ...report.documents },
    numbers: { lost },
    abilities,
    effects,
    causes: {
      abilities: tally(abilityCauses),
      effects: tally(effectCauses),
      numbers: tally(lost.map((l) => generic(l.split(" ").slice(1).join(" ")))),
    },
  };
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? "0.00 %" : `${((100 * part) / whole).toFixed(2)} %`;

/** The summary lines (the CLI prints them; the opt-in test logs them). */
export function metricsLines(m: OfficialMetrics, seconds?: number): string[] {
  const lines = [
    `  numbers lost: ${m.numbers.lost.length}`,
    `  abilities with a lost mechanic: ${m.abilities.lostMechanic.length} of ${m.abilities.total} (${percent(
      m.abilities.lostMechanic.length,
      m.abilities.total,
    )}; ${m.abilities.keptAsText.length} kept as tier text)`,
    `  effects without their changes: ${m.effects.withoutChanges.length} of ${m.effects.withChanges} (${percent(
      m.effects.withoutChanges.length,
      m.effects.withChanges,
    )}; ${m.effects.withoutAny.length} kept none; ${m.effects.silent.length} not reported)`,
  ];
  if (seconds !== undefined) lines.push(`  conversion time: ${seconds.toFixed(1)} s`);
  const top = (title: string, causes: [string, number][]) => {
    if (causes.length === 0) return;
    lines.push(`  ${title}:`);
    for (const [why, n] of causes.slice(0, 8)) lines.push(`    ${String(n).padStart(5)}  ${why}`);
  };
  top("lost mechanics, by cause", m.causes.abilities);
  top("effects without their changes, by cause", m.causes.effects);
  top("numbers lost, by field", m.causes.numbers);
  return lines;
}

/** The done-when bars. */
export const BARS = { lostMechanic: 0.005, effectsWithoutChanges: 0.01, seconds: 30 } as const;
