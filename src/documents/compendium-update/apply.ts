/**
 * The documents' side of "Update from compendium": the record taken when a document is made from a pack
 * entry, the entry read back, and the plan written in batched updates. v13 sets `_stats.compendiumSource`
 * to the entry's UUID when a document is made from a pack entry (client/documents/abstract/world-collection.mjs
 * WorldCollection#fromCompendium, used by importFromCompendium and by sheet drops); v14 keeps the field.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { CollectionPlan, CompendiumPlan, planCompendiumUpdate } from "./plan.ts";
import { baseOf, nameOf, readBase } from "./snapshot.ts";

export const BASE_FLAG = "compendiumBase";

interface SourcedDocument {
  readonly _source: object;
  readonly pack: string | null;
  updateSource(changes: object): unknown;
}

/** The pack entry a document was made from, or "" (a pack's own documents have none worth following). */
export function compendiumSourceOf(doc: { readonly _source: object; readonly pack?: string | null }): string {
  if (doc.pack) return "";
  const uuid: unknown = foundry.utils.getProperty(doc._source, "_stats.compendiumSource");
  return typeof uuid === "string" && uuid.startsWith("Compendium.") ? uuid : "";
}

/**
 * In `_preCreate`: a document made from a pack entry records the entry's fields as they are now (the data
 * it is created from is the entry's source, WorldCollection#fromCompendium). A copy of a copy keeps the
 * record it already carries.
 */
export function recordCompendiumBase(doc: SourcedDocument): void {
  const uuid = compendiumSourceOf(doc);
  if (!uuid) return;
  const held = readBase(foundry.utils.getProperty(doc._source, `flags.${SYSTEM_ID}.${BASE_FLAG}`));
  if (held?.source === uuid) return;
  const base = baseOf(uuid, doc._source as Record<string, unknown>);
  doc.updateSource({ flags: { [SYSTEM_ID]: { [BASE_FLAG]: base } } });
}

type Refreshable = Actor.Implementation | Item.Implementation;

export interface PreparedUpdate {
  uuid: string;
  entryName: string;
  entrySource: Record<string, unknown>;
  plan: CompendiumPlan;
}

/** What is read of the pack entry (any primary document: its kind, subtype and source). */
interface PackEntry {
  documentName?: unknown;
  type?: unknown;
  toObject(): Record<string, unknown>;
}

export type PrepareFailure = "noSource" | "missing" | "mismatch";

/**
 * Reads the entry and compares with `planUpdate` (./plan.ts planCompendiumUpdate, passed in by the flow so the
 * three-way comparison loads with the button's first click, not with every sheet): the plan, or why there is none.
 */
export async function prepareCompendiumUpdate(
  doc: Refreshable,
  planUpdate: typeof planCompendiumUpdate,
): Promise<PreparedUpdate | PrepareFailure> {
  const uuid = compendiumSourceOf(doc);
  if (!uuid) return "noSource";
  const entry = (await fromUuid(uuid)) as PackEntry | null;
  if (!entry || typeof entry.toObject !== "function") return "missing";
  if (entry.documentName !== doc.documentName || entry.type !== doc.type) return "mismatch";
  const entrySource = entry.toObject();
  const base = readBase(foundry.utils.getProperty(doc._source, `flags.${SYSTEM_ID}.${BASE_FLAG}`));
  const plan = planUpdate(base, doc.toObject(), entrySource);
  return { uuid, entryName: nameOf(entrySource), entrySource, plan };
}

const asUpdate = (changes: readonly { path: string; to: unknown }[]): Record<string, unknown> =>
  Object.fromEntries(changes.map((c) => [c.path, c.to]));

/** A document's embedded-collection writes, as v13 ClientDocumentMixin declares them (plain sources here). */
interface EmbeddedParent {
  createEmbeddedDocuments(name: string, data: object[], options: { keepId: boolean }): Promise<unknown>;
  updateEmbeddedDocuments(name: string, updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown>;
}

/**
 * One collection's plan in up to three batches: the entry's new documents keep the entry's ids (`keepId`, v13
 * common/abstract/document.mjs Document.createDocuments → DatabaseCreateOperation), so the next comparison
 * matches them again; then the changed ones; then the removed ones.
 */
async function writeCollection(
  parent: EmbeddedParent,
  name: "Item" | "ActiveEffect",
  { add, update, remove }: CollectionPlan,
): Promise<void> {
  if (add.length) await parent.createEmbeddedDocuments(name, add, { keepId: true });
  const updates = update.filter((u) => u.changes.length).map((u) => ({ _id: u.id, ...asUpdate(u.changes) }));
  if (updates.length) await parent.updateEmbeddedDocuments(name, updates);
  if (remove.length)
    await parent.deleteEmbeddedDocuments(
      name,
      remove.map((r) => r.id),
    );
}

/**
 * Writes the plan: the document's own fields and prototype token with the new record (one update), then its
 * items, its own effects and each kept item's effects (one batch each for added, changed and removed). Only
 * the owner offers this (the sheet's button), so every write is the user's own. Placed tokens are not
 * touched: only the prototype, which tokens placed from now on copy.
 */
export async function applyCompendiumUpdate(doc: Refreshable, prepared: PreparedUpdate): Promise<void> {
  const { plan } = prepared;
  // Dotted paths of the document's own schema (the plan's fields), which the typed UpdateData cannot name.
  const write = doc as unknown as { update(data: Record<string, unknown>): Promise<unknown> };
  await write.update({
    ...asUpdate(plan.changes),
    [`flags.${SYSTEM_ID}.${BASE_FLAG}`]: baseOf(prepared.uuid, prepared.entrySource),
  });
  // The typed embedded writes name fvtt-types' create data; the plan carries the entry's own plain sources.
  const parent = doc as unknown as EmbeddedParent;
  if (doc instanceof Actor) await writeCollection(parent, "Item", plan.items);
  await writeCollection(parent, "ActiveEffect", plan.effects);
  if (!(doc instanceof Actor)) return;
  for (const { itemId, effects } of plan.itemEffects) {
    const item = doc.items.get(itemId);
    if (item) await writeCollection(item as unknown as EmbeddedParent, "ActiveEffect", effects);
  }
}
