/**
 * "Update from compendium" as a three-way comparison (pure): the entry as it was when the document was made
 * (its recorded hashes, ./snapshot.ts), the document now, and the entry now. A field the owner did not
 * change takes the entry's new value; a field the owner changed stays, and is listed as kept when the entry
 * changed it too. Embedded items likewise, matched by id: an entry's new item is added, an item the entry
 * dropped is removed only if the owner never touched it, and an item the owner deleted stays deleted.
 * A document with no record (made before records were kept) counts every difference as the entry's.
 */
import { fieldsOf, hashesOf, hashValue, itemSourcesOf, nameOf, recordKey } from "./snapshot.ts";
import type { CompendiumBase, FieldHashes } from "./snapshot.ts";

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

export interface CompendiumPlan {
  hadRecord: boolean;
  changes: FieldChange[];
  kept: KeptField[];
  items: {
    add: Record<string, unknown>[];
    update: ItemUpdate[];
    remove: NamedItem[];
    /** Dropped from the entry but changed by the owner: they stay. */
    keptChanged: NamedItem[];
    /** Still in the entry but deleted by the owner: they stay deleted. */
    keptDeleted: NamedItem[];
  };
}

function mergeFields(
  base: FieldHashes | null,
  doc: Source,
  entry: Source,
): { changes: FieldChange[]; kept: KeptField[] } {
  const mine = fieldsOf(doc);
  const theirs = fieldsOf(entry);
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
function untouched(base: FieldHashes, doc: Source): boolean {
  const mine = hashesOf(doc);
  const empty = hashValue(null);
  return Object.entries(base).every(([key, hash]) => (mine[key] ?? empty) === hash);
}

export function planCompendiumUpdate(
  base: CompendiumBase | null,
  doc: Source,
  entry: Source,
): CompendiumPlan {
  const own = mergeFields(base?.fields ?? null, doc, entry);
  const plan: CompendiumPlan = {
    hadRecord: base !== null,
    changes: own.changes,
    kept: own.kept,
    items: { add: [], update: [], remove: [], keptChanged: [], keptDeleted: [] },
  };
  const docItems = new Map(itemSourcesOf(doc).map((s) => [idOf(s), s]));
  const entryItems = itemSourcesOf(entry);
  const entryIds = new Set(entryItems.map(idOf));
  for (const item of entryItems) {
    const id = idOf(item);
    const mine = docItems.get(id);
    if (!mine) {
      if (base && id in base.items) plan.items.keptDeleted.push(named(item));
      else plan.items.add.push(item);
      continue;
    }
    const merged = mergeFields(base?.items[id] ?? null, mine, item);
    if (merged.changes.length || merged.kept.length)
      plan.items.update.push({ id, name: nameOf(mine), ...merged });
  }
  for (const [id, mine] of docItems) {
    const recorded = base?.items[id];
    // An item the record does not know is the owner's own: never touched.
    if (entryIds.has(id) || !recorded) continue;
    if (untouched(recorded, mine)) plan.items.remove.push(named(mine));
    else plan.items.keptChanged.push(named(mine));
  }
  return plan;
}

/** Nothing to write: no field or item would change. */
export function planIsEmpty(plan: CompendiumPlan): boolean {
  const { add, update, remove } = plan.items;
  return (
    plan.changes.length === 0 &&
    add.length === 0 &&
    remove.length === 0 &&
    update.every((u) => !u.changes.length)
  );
}
