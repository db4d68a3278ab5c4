/**
 * World pass "basic actions" (R-CB-9, R-CB-10, deliver 4): every hero
 * keeps the basic actions of the system's own pack current when the pack changes with a system update. On
 * the active GM's ready, the pack's entries (both languages) are fingerprinted (each entry's uuid and a
 * hash of its compared fields, ../documents/compendium-update/snapshot.ts); when the fingerprint equals the
 * one THE GM's record holds (src/data/settings/gm-record.ts `done`, entries `basic-action:<uuid>@<hash>`),
 * nothing is read or written. Otherwise, for every hero of the world:
 *
 * - a basic action the hero holds (its `_stats.compendiumSource` names a pack entry) is compared three ways
 *   with the entry (../documents/compendium-update/plan.ts, the same plan "Update from compendium" writes):
 *   each field the entry changed and the owner did not is written, with the new record; a field the owner
 *   changed is kept as the owner made it (counted in the GM's notice), never overwritten;
 * - an entry new to the pack since the last pass (its uuid not in the record) is added once, in the
 *   table's language, unless the hero already has it (by its entry, its twin's entry or its name,
 *   ../documents/basic-actions.ts missingBasicActions);
 * - nothing is deleted: an entry dropped from the pack stays on the heroes that have it, and a basic action
 *   an owner deleted is not given back (only entries new since the last pass are added). A world that never
 *   ran the pass (made before it existed) has no record of the pack as last passed: there an entry counts as
 *   new only when no hero of the world holds it (nor its twin), see heldAnywhere.
 *
 * The GM is told what changed in one notice. A second ready with the same pack writes nothing.
 */
import { SYSTEM_ID } from "../constants.ts";
import { format } from "../i18n.ts";
import { readGmRecord } from "../data/settings/gm-record.ts";
import {
  BASE_FLAG,
  applyCompendiumUpdate,
  compendiumSourceOf,
} from "../documents/compendium-update/apply.ts";
import { fieldsOf, hashValue, nameOf, readBase } from "../documents/compendium-update/snapshot.ts";
import { changeGmRecord } from "./gm-record.ts";

/** The prefix of this pass's entries in THE GM's record `done`. */
export const BASIC_ACTION_MARK = "basic-action:";

type Source = Record<string, unknown>;

export interface BasicActionsPass {
  heroes: number;
  added: number;
  updated: number;
  /** Fields the owners changed themselves that the pack also changed: kept as the owners made them. */
  kept: number;
}

interface HeroLike {
  readonly type: string;
  readonly items: { readonly contents: readonly ItemLike[] };
  createEmbeddedDocuments(name: "Item", data: object[]): Promise<unknown>;
}
interface ItemLike {
  readonly _source: object;
  readonly pack: string | null;
  readonly documentName: string;
  readonly type: string;
  toObject(): Source;
}

/**
 * A world's first pass has no record of the pack as last passed: every entry some hero holds (by its own
 * entry or its twin's, the Japanese pack's `flags.steelbound.translationOf`) counts as seen, so only an
 * entry no hero of the world has is taken as new to the pack.
 */
function heldAnywhere(heroes: readonly HeroLike[], sources: ReadonlyMap<string, Source>): Set<string> {
  const held = new Set(heroes.flatMap((h) => h.items.contents.map(compendiumSourceOf)).filter(Boolean));
  const idOf = (uuid: string) => uuid.split(".").pop() ?? "";
  const twinOf = (uuid: string, source: Source): string => {
    const original: unknown = foundry.utils.getProperty(source, `flags.${SYSTEM_ID}.translationOf`);
    if (typeof original === "string" && original)
      return [...sources.keys()].find((u) => idOf(u) === original && u !== uuid) ?? "";
    return (
      [...sources].find(
        ([, s]) => foundry.utils.getProperty(s, `flags.${SYSTEM_ID}.translationOf`) === idOf(uuid),
      )?.[0] ?? ""
    );
  };
  const seen = new Set<string>();
  for (const [uuid, source] of sources) {
    const twin = twinOf(uuid, source);
    if (held.has(uuid) || (twin && held.has(twin))) seen.add(uuid);
  }
  return seen;
}

/** Resolves to what the pass did (null when the pack is unchanged since the last pass, or not the active GM). */
export async function basicActionsPassOnce(): Promise<BasicActionsPass | null> {
  if (game.user?.isActiveGM !== true) return null;
  const { PACKS, entriesOf, missingBasicActions } = await import("../documents/basic-actions.ts");
  const packs = [...new Set(Object.values(PACKS))];
  const entries = (await Promise.all(packs.map((id) => entriesOf(id)))).flat();
  if (entries.length === 0) return null;
  const sources = new Map(entries.map((e) => [e.uuid, e.toObject()]));
  const marks = [...sources].map(
    ([uuid, source]) => `${BASIC_ACTION_MARK}${uuid}@${hashValue(fieldsOf(source))}`,
  );
  const recorded = readGmRecord().done.filter((d) => d.startsWith(BASIC_ACTION_MARK));
  const recordedSet = new Set(recorded);
  if (recorded.length === marks.length && marks.every((m) => recordedSet.has(m))) return null;
  const heroes = ((game.actors?.contents ?? []) as unknown as HeroLike[]).filter((a) => a.type === "hero");
  const seen =
    recorded.length > 0
      ? new Set(recorded.map((m) => m.slice(BASIC_ACTION_MARK.length).split("@")[0] ?? ""))
      : heldAnywhere(heroes, sources);
  const { planCompendiumUpdate, planIsEmpty } = await import("../documents/compendium-update/plan.ts");
  const lang = game.i18n?.lang ?? "en";
  const result: BasicActionsPass = { heroes: 0, added: 0, updated: 0, kept: 0 };
  for (const hero of heroes) {
    let touched = false;
    for (const item of hero.items.contents) {
      const uuid = compendiumSourceOf(item);
      const entrySource = sources.get(uuid);
      if (!entrySource || item.type !== entrySource["type"]) continue;
      const base = readBase(foundry.utils.getProperty(item._source, `flags.${SYSTEM_ID}.${BASE_FLAG}`));
      const plan = planCompendiumUpdate(base, item.toObject(), entrySource);
      result.kept += plan.kept.length;
      if (planIsEmpty(plan)) continue;
      await applyCompendiumUpdate(item as unknown as Item.Implementation, {
        uuid,
        entryName: nameOf(entrySource),
        entrySource,
        plan,
      });
      result.updated += 1;
      touched = true;
    }
    const held = hero.items.contents.map((i) => i.toObject());
    const fresh = (await missingBasicActions(held, lang)).filter((s) => {
      const from = foundry.utils.getProperty(s, "_stats.compendiumSource");
      return typeof from === "string" && !seen.has(from);
    });
    if (fresh.length > 0) {
      await hero.createEmbeddedDocuments("Item", fresh);
      result.added += fresh.length;
      touched = true;
    }
    if (touched) result.heroes += 1;
  }
  await changeGmRecord((record) => ({
    next: { ...record, done: [...record.done.filter((d) => !d.startsWith(BASIC_ACTION_MARK)), ...marks] },
    result: undefined,
  }));
  if (result.added + result.updated + result.kept > 0)
    ui.notifications?.info(
      format("STEELBOUND.BasicActions.Refreshed", {
        heroes: String(result.heroes),
        added: String(result.added),
        updated: String(result.updated),
        kept: String(result.kept),
      }),
    );
  return result;
}
