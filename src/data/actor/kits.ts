/**
 * A hero's kits read from its items (R-HERO-KIT-TWO): which kits it holds, how many its features let it use,
 * and their bonuses combined by the rules. No Foundry here: the hero's preparation, the ability reader and
 * the sheet all call it with whatever items they have.
 */
import { combineKits, kitLimit, type HeldKit, type KitBonuses } from "../../rules/index.ts";

/** What the kit reader needs of an item: its id, type and system data. */
export interface KitHolderItem {
  id: string | null;
  type: string;
  sort?: number;
  system: unknown;
}

const numberAt = (source: unknown, key: string): number => {
  const value = typeof source === "object" && source !== null ? (source as Record<string, unknown>)[key] : 0;
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
};
const tiersAt = (source: unknown, key: string): number[] => {
  const value = typeof source === "object" && source !== null ? (source as Record<string, unknown>)[key] : [];
  return Array.isArray(value) ? value.map((n) => (typeof n === "number" && Number.isFinite(n) ? n : 0)) : [];
};

/** The kits among `items` (docs/DATA.md `kit.bonuses`), read by path so data of any age gives numbers. */
export function heldKits(items: Iterable<KitHolderItem>): HeldKit[] {
  return [...items]
    .filter((item) => item.type === "kit")
    .map((item) => {
      const b: unknown =
        typeof item.system === "object" && item.system !== null
          ? (item.system as Record<string, unknown>)["bonuses"]
          : null;
      return {
        id: item.id ?? "",
        bonuses: {
          stamina: numberAt(b, "stamina"),
          speed: numberAt(b, "speed"),
          stability: numberAt(b, "stability"),
          disengage: numberAt(b, "disengage"),
          meleeDamage: tiersAt(b, "meleeDamage"),
          rangedDamage: tiersAt(b, "rangedDamage"),
          meleeDistance: numberAt(b, "meleeDistance"),
          rangedDistance: numberAt(b, "rangedDistance"),
        },
      };
    });
}

/** R-HERO-KIT-TWO: how many kits the hero's features let it use (1 unless one says more). */
export function heroKitLimit(items: Iterable<KitHolderItem>): number {
  return kitLimit(
    [...items].filter((item) => item.type === "feature").map((item) => numberAt(item.system, "kits")),
  );
}

/**
 * The hero's kit bonuses, every kit it holds combined (rules `combineKits`, R-HERO-KIT-TWO): the one reading
 * the sheet, the roll and the GM's check of a card all use.
 */
export function heroKitBonuses(items: Iterable<KitHolderItem>, preferredKit: unknown): KitBonuses | null {
  const kits = heldKits(items);
  if (kits.length === 0) return null;
  return combineKits(kits, typeof preferredKit === "string" ? preferredKit : "");
}
