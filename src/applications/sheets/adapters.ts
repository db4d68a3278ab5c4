/**
 * Reads documents into the shapes the context builders take (context/system-data.ts, context/item-data.ts).
 * Until the data models are on main, `system` is typed by the docs/DATA.md interfaces: this is the one
 * place that asserts that shape.
 */
import type { EnrichedItemHtml, ItemView } from "./context/item-data.ts";
import type { Localizer } from "./context/localizer.ts";
import type { HeroSystem, MonsterSystem, RetainerSystem, SquadSystem } from "./context/system-data.ts";

interface SystemShapes {
  hero: HeroSystem;
  monster: MonsterSystem;
  retainer: RetainerSystem;
  squad: SquadSystem;
}

/** The system data of a document of subtype `shape`, as docs/DATA.md describes it. */
export function systemOf<K extends keyof SystemShapes>(
  document: { system: unknown },
  _shape: K,
): SystemShapes[K] {
  // Unchecked by design: the data models validate `system`; this only names its DATA.md shape.
  return document.system as SystemShapes[K];
}

export function itemView(item: Item.Implementation): ItemView {
  const view = { id: item.id ?? "", name: item.name, img: item.img ?? "", type: item.type, sort: item.sort };
  // Unchecked by design, as systemOf: `type` and `system` follow docs/DATA.md's item shapes.
  return { ...view, system: item.system } as unknown as ItemView;
}

/** game.i18n as the builders' Localizer. */
export function gameLocalizer(): Localizer {
  const i18n = game.i18n;
  if (!i18n) throw new Error("Steelbound sheets render after i18n is ready");
  return {
    localize: (key) => i18n.localize(key),
    format: (key, data) =>
      i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
    has: (key) => i18n.has(key),
  };
}

async function enrich(html: string, secrets: boolean): Promise<string> {
  if (!html) return "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { secrets });
}

/** Enriched description and effect text of an item, for the sheets to show with a triple-stash. */
export async function enrichItem(item: { isOwner: boolean }, view: ItemView): Promise<EnrichedItemHtml> {
  const effect = view.type === "ability" ? view.system.effect : { before: "", after: "" };
  const [description, effectBefore, effectAfter] = await Promise.all([
    enrich(view.system.description.value, item.isOwner),
    enrich(effect.before, item.isOwner),
    enrich(effect.after, item.isOwner),
  ]);
  return { description, effectBefore, effectAfter };
}

export async function enrichActorText(
  actor: { isOwner: boolean },
  biography: { value: string; gmNotes: string },
): Promise<{ biography: string; gmNotes: string }> {
  const [bio, notes] = await Promise.all([
    enrich(biography.value, actor.isOwner),
    enrich(biography.gmNotes, actor.isOwner),
  ]);
  return { biography: bio, gmNotes: notes };
}
