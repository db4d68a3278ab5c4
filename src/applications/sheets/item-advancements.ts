/**
 * What the item sheet's Advancement tab does besides the form (docs/DATA.md `advancements`): add an entry of
 * a chosen kind, delete one, and add to or remove from an item grant's pool — by dropping an Item on the
 * pool or by pasting its UUID (the sheet header's "Copy UUID", v13 DocumentSheetV2#_renderFrame), so the
 * pool is usable from the keyboard too. Each is one `item.update` of the whole list, from the stored source.
 *
 * v13 ItemSheetV2 (client/applications/sheets/item-sheet.mjs) has no drop handling of its own (only
 * ActorSheetV2 binds a DragDrop), so the sheet listens for drops itself, like DragDrop#bind does: dragover
 * is allowed, and drop reads the drag's JSON with TextEditor.getDragEventData (ux/text-editor.mjs), which
 * is `{}` when the drag carries none.
 */
import { ADVANCEMENT_KINDS, blankAdvancement, type AdvancementKind } from "../../rules/index.ts";
import { isElement } from "../../documents/generation.ts";

/** An advancement as the item's source stores it (sets as arrays). */
type Entry = Record<string, unknown> & { id: string; pool?: string[] };

interface AdvancementHost {
  item: Item.Implementation;
  element: HTMLElement;
  isEditable: boolean;
  /** Entries whose editor is open (kept across re-renders). */
  openAdvancements: Set<string>;
}

/** The item's stored advancements (a copy), or null when its type has none. */
export function storedAdvancements(item: Item.Implementation): Entry[] | null {
  const system: unknown = item.toObject().system;
  if (typeof system !== "object" || system === null || !("advancements" in system)) return null;
  const list: unknown = system.advancements;
  // The model's ArrayField of advancement SchemaFields: each stored entry is an object with an id.
  return Array.isArray(list) ? (list as Entry[]) : null;
}

async function write(host: AdvancementHost, advancements: Entry[]): Promise<void> {
  await host.item.update({ system: { advancements } });
}

/** A new grant at level 1: a fixed grant of nothing yet, or a choice of one for skills and languages. */
export function newAdvancement(kind: AdvancementKind): Entry {
  const blank = blankAdvancement(foundry.utils.randomID(), kind);
  return { ...blank, pool: [], choose: kind === "skills" || kind === "languages" ? 1 : 0 };
}

const indexOf = (target: HTMLElement, key = "index") => Number(target.dataset[key] ?? -1);

export async function addAdvancement(host: AdvancementHost): Promise<void> {
  const list = storedAdvancements(host.item);
  if (!list || !host.isEditable) return;
  const picked = host.element.querySelector<HTMLSelectElement>("[data-advancement-new-kind]")?.value;
  const kind = ADVANCEMENT_KINDS.find((k) => k === picked) ?? "items";
  const added = newAdvancement(kind);
  host.openAdvancements.add(added.id);
  await write(host, [...list, added]);
}

export async function deleteAdvancement(host: AdvancementHost, target: HTMLElement): Promise<void> {
  const list = storedAdvancements(host.item);
  if (!list || !host.isEditable) return;
  const index = indexOf(target);
  await write(
    host,
    list.filter((_a, i) => i !== index),
  );
}

export async function removePoolItem(host: AdvancementHost, target: HTMLElement): Promise<void> {
  const list = storedAdvancements(host.item);
  const entry = list?.[indexOf(target)];
  if (!list || !entry || !host.isEditable) return;
  const pool = indexOf(target, "pool");
  entry.pool = (entry.pool ?? []).filter((_u, i) => i !== pool);
  await write(host, list);
}

/**
 * Adds an Item to an entry's pool by UUID: it must be an Item outside any actor (a world or compendium
 * item a hero can be granted); one already in the pool is not added twice.
 */
async function addToPool(host: AdvancementHost, index: number, uuid: string): Promise<void> {
  const list = storedAdvancements(host.item);
  const entry = list?.[index];
  if (!list || !entry || !host.isEditable) return;
  const found = await fromUuid(uuid);
  if (!(found instanceof Item) || found.parent !== null) {
    ui.notifications?.warn(game.i18n?.localize("STEELBOUND.AdvancementEditor.NotAnItem") ?? "");
    return;
  }
  const pool = entry.pool ?? [];
  if (pool.includes(found.uuid)) return;
  entry.pool = [...pool, found.uuid];
  host.openAdvancements.add(entry.id);
  await write(host, list);
}

/** The "add" button beside the pool's UUID field. */
export async function addPoolUuid(host: AdvancementHost, target: HTMLElement): Promise<void> {
  const index = indexOf(target);
  const input = host.element.querySelector<HTMLInputElement>(`[data-pool-uuid="${index}"]`);
  const uuid = input?.value.trim() ?? "";
  if (uuid !== "") await addToPool(host, index, uuid);
}

/**
 * Binds the pool drop zones (once: the root element outlives re-renders), the editors' open state, and
 * keeps the two unnamed controls (new kind, pool UUID) from submitting the sheet: v13 ApplicationV2
 * #_onChangeForm submits on any change when `submitOnChange` is set, and the re-render would clear them.
 */
export function bindAdvancementEditor(host: AdvancementHost): void {
  for (const control of host.element.querySelectorAll("[data-advancement-new-kind], [data-pool-uuid]"))
    control.addEventListener("change", (event) => {
      event.stopPropagation();
    });
  // Enter in the UUID field adds it (instead of the form's implicit submission).
  for (const input of host.element.querySelectorAll<HTMLInputElement>("[data-pool-uuid]"))
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      const uuid = input.value.trim();
      if (uuid !== "") void addToPool(host, Number(input.dataset["poolUuid"] ?? -1), uuid);
    });
  for (const details of host.element.querySelectorAll<HTMLDetailsElement>("[data-advancement-details]"))
    details.addEventListener("toggle", () => {
      const id = details.dataset["advancementDetails"] ?? "";
      if (details.open) host.openAdvancements.add(id);
      else host.openAdvancements.delete(id);
    });
  if (!host.isEditable || host.element.dataset["advancementDrop"] === "1") return;
  host.element.dataset["advancementDrop"] = "1";
  host.element.addEventListener("dragover", (event) => {
    if (isElement(event.target) && event.target.closest("[data-advancement-drop]")) event.preventDefault();
  });
  host.element.addEventListener("drop", (event) => {
    const zone = isElement(event.target)
      ? event.target.closest<HTMLElement>("[data-advancement-drop]")
      : null;
    if (!zone) return;
    event.preventDefault();
    const data: unknown = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    if (typeof data !== "object" || data === null) return;
    const uuid: unknown = Reflect.get(data, "uuid");
    if (Reflect.get(data, "type") !== "Item" || typeof uuid !== "string") return;
    void addToPool(host, Number(zone.dataset["advancementDrop"] ?? -1), uuid);
  });
}
