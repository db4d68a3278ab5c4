/**
 * Reads documents into the shapes the context builders take (context/system-data.ts, context/item-data.ts).
 * Each model instance is narrowed with `instanceof`, so the compiler checks that the data models still
 * satisfy the shapes the sheets read.
 */
import {
  AbilityModel,
  AncestryModel,
  CareerModel,
  ClassModel,
  ComplicationModel,
  CultureModel,
  FeatureModel,
  HeroModel,
  KitModel,
  MonsterModel,
  PerkModel,
  ProjectModel,
  RetainerModel,
  SquadModel,
  SubclassModel,
  TitleModel,
  TreasureModel,
} from "../../data/models.ts";
import type { EnrichedItemHtml, ItemView } from "./context/item-data.ts";
import type { HeroSystem, MonsterSystem, RetainerSystem, SquadSystem } from "./context/system-data.ts";

export function heroSystem(document: { system: unknown }): HeroSystem | null {
  return document.system instanceof HeroModel ? document.system : null;
}

export function monsterSystem(document: { system: unknown }): MonsterSystem | null {
  return document.system instanceof MonsterModel ? document.system : null;
}

export function retainerSystem(document: { system: unknown }): RetainerSystem | null {
  return document.system instanceof RetainerModel ? document.system : null;
}

export function squadSystem(document: { system: unknown }): SquadSystem | null {
  return document.system instanceof SquadModel ? document.system : null;
}

/** An embedded item as the builders see it; null for a subtype this system does not define. */
export function itemView(item: Item.Implementation): ItemView | null {
  const base = { id: item.id ?? "", name: item.name, img: item.img ?? "", sort: item.sort };
  const s: unknown = item.system;
  if (s instanceof AbilityModel) return { ...base, type: "ability", system: s };
  if (s instanceof FeatureModel) return { ...base, type: "feature", system: s };
  if (s instanceof ClassModel) return { ...base, type: "class", system: s };
  if (s instanceof SubclassModel) return { ...base, type: "subclass", system: s };
  if (s instanceof KitModel) return { ...base, type: "kit", system: s };
  if (s instanceof TreasureModel) return { ...base, type: "treasure", system: s };
  if (s instanceof ProjectModel) return { ...base, type: "project", system: s };
  if (s instanceof AncestryModel) return { ...base, type: "ancestry", system: s };
  if (s instanceof CultureModel) return { ...base, type: "culture", system: s };
  if (s instanceof CareerModel) return { ...base, type: "career", system: s };
  if (s instanceof ComplicationModel) return { ...base, type: "complication", system: s };
  if (s instanceof PerkModel) return { ...base, type: "perk", system: s };
  if (s instanceof TitleModel) return { ...base, type: "title", system: s };
  return null;
}

type TextOwner = Item.Implementation | Actor.Implementation;

/** `relativeTo`: the document the text belongs to (relative links; the GM re-reads enricher directives). */
async function enrich(html: string, owner: TextOwner): Promise<string> {
  if (!html) return "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, {
    secrets: owner.isOwner,
    // Any Document may be `relativeTo`; fvtt-types names the base class, which ours extends.
    relativeTo: owner as unknown as foundry.abstract.Document.Any,
  });
}

/**
 * The stored (server-cleaned) text at a `system` path: never the prepared copy, which an active effect may
 * have rewritten (v13 DataField#applyChange writes strings; the server cleans only `_source`).
 */
export function storedText(doc: TextOwner, path: string): string {
  const value: unknown = foundry.utils.getProperty(doc._source, `system.${path}`);
  return typeof value === "string" ? value : "";
}

/** Enriched description and effect text of an item, for the sheets to show with a triple-stash. */
export async function enrichItem(item: Item.Implementation, view: ItemView): Promise<EnrichedItemHtml> {
  const stored = (path: string) => enrich(storedText(item, path), item);
  const [description, effectBefore, effectAfter, benefit, drawback] = await Promise.all([
    stored("description.value"),
    view.type === "ability" ? stored("effect.before") : "",
    view.type === "ability" ? stored("effect.after") : "",
    view.type === "complication" ? stored("benefit") : "",
    view.type === "complication" ? stored("drawback") : "",
  ]);
  return { description, effectBefore, effectAfter, benefit, drawback };
}

/** Every item of an actor as the sheets read it, with its enriched text by item id. */
export async function actorItemViews(
  actor: Actor.Implementation,
): Promise<{ views: ItemView[]; enriched: Record<string, EnrichedItemHtml> }> {
  const items = actor.items.contents.flatMap((item) => {
    const view = itemView(item);
    return view ? [{ item, view }] : [];
  });
  const enriched = await Promise.all(
    items.map(async ({ item, view }): Promise<[string, EnrichedItemHtml]> => [
      view.id,
      await enrichItem(item, view),
    ]),
  );
  return { views: items.map(({ view }) => view), enriched: Object.fromEntries(enriched) };
}

/** The actor's biography and GM notes as stored (server-cleaned), enriched for the sheet. */
export async function enrichActorText(
  actor: Actor.Implementation,
): Promise<{ biography: string; gmNotes: string }> {
  const [bio, notes] = await Promise.all([
    enrich(storedText(actor, "biography.value"), actor),
    enrich(storedText(actor, "biography.gmNotes"), actor),
  ]);
  return { biography: bio, gmNotes: notes };
}
