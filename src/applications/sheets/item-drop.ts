/**
 * What dropping an Item on an actor sheet does, decided without touching documents: sort it (it is already
 * this actor's), refuse it (that actor type can't hold it), or create it — replacing a hero's existing
 * ancestry, culture, career, class, subclass or kit, since a hero has one of each (docs/DATA.md `hero`) —
 * except a second kit for a hero whose feature lets it use two (R-HERO-KIT-TWO).
 */
import { HERO_IDENTITY_TYPES } from "../../data/actor/hero.ts";

/** Item types each actor type may hold; heroes hold everything the system defines. */
export const ITEM_TYPES_BY_ACTOR: Readonly<Record<string, ReadonlySet<string>>> = {
  hero: new Set([
    "ability",
    "feature",
    ...HERO_IDENTITY_TYPES,
    "complication",
    "perk",
    "title",
    "treasure",
    "project",
  ]),
  // Retainers and monsters are stat blocks: their sheets list abilities and features, nothing else, so
  // anything else would be an item nobody can see.
  retainer: new Set(["ability", "feature"]),
  companion: new Set(["ability", "feature"]),
  monster: new Set(["ability", "feature"]),
  object: new Set(["ability", "feature"]),
};

export type ItemDropPlan =
  | { action: "sort" }
  | { action: "refuse" }
  | {
      action: "create";
      /** Ids of the actor's items the new one replaces (deleted once it is created). */
      replace: string[];
      /**
       * A fresh hero (stamina 0, no class yet) receives its first class: fill stamina and recoveries to the
       * new, class-derived maxima (R-HERO-STAMINA) instead of leaving it at 0 of them, i.e. dying.
       */
      fillVitals: boolean;
    };

const IDENTITY: ReadonlySet<string> = new Set(HERO_IDENTITY_TYPES);

export function planItemDrop(input: {
  actorType: string;
  itemType: string;
  /** The dropped item is already embedded in this actor (a drag within the sheet). */
  sameActor: boolean;
  existing: readonly { id: string; type: string; sort?: number }[];
  /** The actor's stored current stamina. */
  staminaValue?: number;
  /** R-HERO-KIT-TWO: how many kits the hero may use (1 unless a feature says more: Field Arsenal, 2). */
  kitLimit?: number;
}): ItemDropPlan {
  if (input.sameActor) return { action: "sort" };
  if (!ITEM_TYPES_BY_ACTOR[input.actorType]?.has(input.itemType)) return { action: "refuse" };
  const same = input.existing.filter((item) => item.type === input.itemType);
  // A hero who may use two kits keeps its first kit when a second arrives; past the limit the kits after
  // the first (limit − 1), in sheet order, make room.
  const keep = input.itemType === "kit" ? Math.max(0, Math.floor(input.kitLimit ?? 1) - 1) : 0;
  const replace =
    input.actorType === "hero" && IDENTITY.has(input.itemType)
      ? [...same]
          .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
          .slice(keep)
          .map((item) => item.id)
      : [];
  const fillVitals =
    input.actorType === "hero" &&
    input.itemType === "class" &&
    replace.length === 0 &&
    input.staminaValue === 0;
  return { action: "create", replace, fillVitals };
}
