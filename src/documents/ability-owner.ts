/**
 * What an ability's owner gives its uses: the kits it holds (R-HERO-KIT-DAMAGE, R-HERO-KIT-TWO) and the
 * ability bonuses its effects gathered (docs/DATA.md `abilityBonuses`), read from the owner's prepared data.
 */
import { isAbilityBonusKey, type AbilityBonusChange, type KitBonuses } from "../rules/index.ts";
import { heroKitBonuses } from "../data/actor/kits.ts";

/**
 * The owner's prepared system as far as abilities read it. Actors of every type reach here (a monster has no
 * preferred kit, an object no level), so each is checked where it is read.
 */
function ownerValue(
  owner: AbilityOwner | null | undefined,
  key: "level" | "preferredKit" | "abilityBonuses",
) {
  const system = owner?.system;
  return typeof system === "object" && system !== null
    ? (system as Partial<Record<string, unknown>>)[key]
    : undefined;
}

/** R-HERO-ADV: the owner's level, 1 when it has none (a creature that does not level). */
export function ownerLevel(owner: AbilityOwner | null | undefined): number {
  const level = ownerValue(owner, "level");
  return typeof level === "number" && Number.isFinite(level) && level > 0 ? level : 1;
}

/**
 * The owning actor's kit bonuses (docs/DATA.md `kit.bonuses`), or null without a kit: every kit it holds,
 * combined as R-HERO-KIT-TWO says (a Tactician's two kits; the preferred kit's damage bonus), the same
 * reading as the hero's own preparation, so the card, the sheet and the GM's check agree.
 */
export function readKit(owner: AbilityOwner | null | undefined): KitBonuses | null {
  if (!owner?.items) return null;
  const items = [...owner.items].map((item) => ({
    id: item.id ?? null,
    type: item.type,
    system: item.system,
  }));
  return heroKitBonuses(items, ownerValue(owner, "preferredKit"));
}

/** What readAbility needs of the item's owner: its items, to find the kit; its system, for effect bonuses. */
export interface AbilityOwner {
  items?: Iterable<{ id?: string | null; type: string; system: unknown }>;
  system?: unknown;
}

/** The ability bonuses the owner's effects gave (prepared data, docs/DATA.md `abilityBonuses`). */
export function readAbilityBonuses(owner: AbilityOwner | null | undefined): AbilityBonusChange[] {
  const gathered = ownerValue(owner, "abilityBonuses");
  if (!Array.isArray(gathered)) return [];
  return (gathered as readonly Partial<Record<string, unknown>>[]).flatMap((c) => {
    const key = c["key"];
    if (typeof key !== "string" || !isAbilityBonusKey(key)) return [];
    const keyword = typeof c["keyword"] === "string" ? c["keyword"] : "";
    // The effect's name (an automatic tier tells the player where it comes from, R-PR-7).
    const source = typeof c["source"] === "string" ? c["source"] : "";
    const number = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    const listed: unknown = c["keywords"];
    const keywords: unknown[] =
      listed instanceof Set ? [...(listed as Set<unknown>)] : Array.isArray(listed) ? listed : [];
    return [
      {
        key,
        mode: number(c["mode"]),
        value: number(c["value"]),
        keywords: keywords.filter((k): k is string => typeof k === "string"),
        ...(keyword === "" ? {} : { keyword }),
        ...(source === "" ? {} : { source }),
      },
    ];
  });
}
