/**
 * "Update from compendium" as a three-way comparison (pure): the entry as it was when the document was made
 * (its recorded hashes, ./snapshot.ts), the document now, and the entry now. A field the owner did not
 * change takes the entry's new value; a field the owner changed stays, and is listed as kept when the entry
 * changed it too. Embedded items likewise, matched by id: an entry's new item is added, an item the entry
 * dropped is removed only if the owner never touched it, and an item the owner deleted stays deleted.
 * Active effects (the document's own and each item's) follow the same rule, and so does an actor's
 * prototype token (its fields travel with the document's own, as `prototypeToken.*` paths).
 * An effect the entry never had is never touched: the owner's own effects and every condition or effect
 * applied in play (made with new ids: ActiveEffect.fromStatusEffect has no static _id for our statuses,
 * and the GM's apply picks random ids) stay as they are and are not counted as the owner's changes.
 * A document with no record (made before records were kept) counts every difference as the entry's; so
 * does a part the record has no hashes for (effects and token, recorded since this change).
 */
import {
  effectFields,
  effectSourcesOf,
  fieldsOf,
  hashesOf,
  hashValue,
  isActorSource,
  itemSourcesOf,
  nameOf,
  recordKey,
} from "./snapshot.ts";
import type { CompendiumBase, FieldHashes, Fields } from "./snapshot.ts";
import { tokenFieldsOf } from "./parts.ts";

type Source = Readonly<Record<string, unknown>>;

export interface FieldChange {
  path: string;
  from: unknown;
  to: unknown;
}

export interface KeptField {
  path: string;
  mine: unknown;
  entry: unknown;
}

export interface ItemUpdate {
  id: string;
  name: string;
  changes: FieldChange[];
  kept: KeptField[];
}

export interface NamedItem {
  id: string;
  name: string;
}

/** One embedded collection (items, or the effects of a document or of one item) compared by id. */
export interface CollectionPlan {
  add: Record<string, unknown>[];
  update: ItemUpdate[];
  remove: NamedItem[];
  /** Dropped from the entry but changed by the owner: they stay. */
  keptChanged: NamedItem[];
  /** Still in the entry but deleted by the owner: they stay deleted. */
  keptDeleted: NamedItem[];
}

/** The effects of one embedded item present in both the document and the entry. */
export interface ItemEffectsPlan {
  itemId: string;
  itemName: string;
  effects: CollectionPlan;
}

/** A part of the document the record holds no hashes for (a record taken before it was kept). */
export type UnrecordedPart = "effects" | "token";

export interface CompendiumPlan {
  hadRecord: boolean;
  /** Parts compared without a record (only when the document had one for its fields). */
  unrecorded: UnrecordedPart[];
  /** The document's own fields and, for an actor, its prototype token's (`prototypeToken.*`). */
  changes: FieldChange[];
  kept: KeptField[];
  items: CollectionPlan;
  /** The document's own active effects. */
  effects: CollectionPlan;
  itemEffects: ItemEffectsPlan[];
}

function mergeFields(
  base: FieldHashes | null,
  doc: Source,
  entry: Source,
  fields: Fields = fieldsOf,
): { changes: FieldChange[]; kept: KeptField[] } {
  const mine = fields(doc);
  const theirs = fields(entry);
  const changes: FieldChange[] = [];
  const kept: KeptField[] = [];
  for (const [path, to] of Object.entries(theirs)) {
    const from = path in mine ? mine[path] : null;
    const mineHash = hashValue(from);
    const entryHash = hashValue(to);
    if (mineHash === entryHash) continue;
    const was = base?.[recordKey(path)];
    // A field the record does not know (new in the entry's schema) counts as untouched.
    const ownerChanged = was !== undefined && was !== mineHash;
    if (!ownerChanged) changes.push({ path, from, to });
    else if (was !== entryHash) kept.push({ path, mine: from, entry: to });
  }
  return { changes, kept };
}

const idOf = (source: Source): string => (typeof source["_id"] === "string" ? source["_id"] : "");
const named = (source: Source): NamedItem => ({ id: idOf(source), name: nameOf(source) });

/** True when every field the record knows still has its recorded value. */
function untouched(base: FieldHashes, doc: Source, fields: Fields): boolean {
  const mine = hashesOf(doc, fields);
  const empty = hashValue(null);
  return Object.entries(base).every(([key, hash]) => (mine[key] ?? empty) === hash);
}

/** Compares one embedded collection by id; `recorded` null = no record of it. */
function mergeCollection(
  recorded: Record<string, FieldHashes> | null,
  mineList: readonly Source[],
  entryList: readonly Source[],
  fields: Fields,
): CollectionPlan {
  const plan: CollectionPlan = { add: [], update: [], remove: [], keptChanged: [], keptDeleted: [] };
  const docById = new Map(mineList.map((s) => [idOf(s), s]));
  const entryIds = new Set(entryList.map(idOf));
  for (const entry of entryList) {
    const id = idOf(entry);
    const mine = docById.get(id);
    if (!mine) {
      if (recorded && id in recorded) plan.keptDeleted.push(named(entry));
      else plan.add.push(entry);
      continue;
    }
    const merged = mergeFields(recorded?.[id] ?? null, mine, entry, fields);
    if (merged.changes.length || merged.kept.length) plan.update.push({ id, name: nameOf(mine), ...merged });
  }
  for (const [id, mine] of docById) {
    const was = recorded?.[id];
    // One the record does not know is the owner's own (or applied in play): never touched.
    if (entryIds.has(id) || !was) continue;
    if (untouched(was, mine, fields)) plan.remove.push(named(mine));
    else plan.keptChanged.push(named(mine));
  }
  return plan;
}

function unrecordedParts(base: CompendiumBase | null, entry: Source, actor: boolean): UnrecordedPart[] {
  if (!base) return [];
  const parts: UnrecordedPart[] = [];
  const hasEffects =
    effectSourcesOf(entry).length > 0 || itemSourcesOf(entry).some((i) => effectSourcesOf(i).length > 0);
  if (hasEffects && (base.effects === null || (actor && base.itemEffects === null))) parts.push("effects");
  if (actor && base.token === null) parts.push("token");
  return parts;
}

export function planCompendiumUpdate(
  base: CompendiumBase | null,
  doc: Source,
  entry: Source,
): CompendiumPlan {
  const actor = isActorSource(entry);
  const own = mergeFields(base?.fields ?? null, doc, entry);
  const token = actor
    ? mergeFields(base?.token ?? null, doc, entry, tokenFieldsOf)
    : { changes: [], kept: [] };
  const docItems = new Map(itemSourcesOf(doc).map((s) => [idOf(s), s]));
  const itemEffects: ItemEffectsPlan[] = [];
  for (const item of itemSourcesOf(entry)) {
    const mine = docItems.get(idOf(item));
    if (!mine) continue;
    const recorded = base?.itemEffects?.[idOf(item)] ?? null;
    const effects = mergeCollection(
      recorded,
      effectSourcesOf(mine),
      effectSourcesOf(item),
      effectFields(false),
    );
    if (!collectionIsEmpty(effects) || effects.keptChanged.length || effects.keptDeleted.length)
      itemEffects.push({ itemId: idOf(item), itemName: nameOf(mine), effects });
  }
  return {
    hadRecord: base !== null,
    unrecorded: unrecordedParts(base, entry, actor),
    changes: [...own.changes, ...token.changes],
    kept: [...own.kept, ...token.kept],
    items: mergeCollection(base?.items ?? null, [...docItems.values()], itemSourcesOf(entry), fieldsOf),
    effects: mergeCollection(
      base?.effects ?? null,
      effectSourcesOf(doc),
      effectSourcesOf(entry),
      effectFields(actor),
    ),
    itemEffects,
  };
}

function collectionIsEmpty({ add, update, remove }: CollectionPlan): boolean {
  return add.length === 0 && remove.length === 0 && update.every((u) => !u.changes.length);
}

/** Nothing to write: no field, item or effect would change. */
export function planIsEmpty(plan: CompendiumPlan): boolean {
  return (
    plan.changes.length === 0 &&
    collectionIsEmpty(plan.items) &&
    collectionIsEmpty(plan.effects) &&
    plan.itemEffects.every((i) => collectionIsEmpty(i.effects))
  );
}
