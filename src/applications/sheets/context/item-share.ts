/**
 * What a shared item's chat card shows ("share an item to chat"): the item's name, type and
 * text for everyone to read; an ability shows its whole block (keywords, distance, target, tiers) but no
 * Use button, so sharing never rolls. Built without Foundry globals (the gallery).
 */
import { abilityCard, type AbilityCard } from "./ability-card.ts";
import type { EnrichedItemHtml, ItemView } from "./item-data.ts";
import type { Localizer } from "../../../i18n.ts";

export interface ItemShareContext {
  name: string;
  img: string;
  typeLabel: string;
  /** Who shared it: the owning actor's name, or "". */
  owner: string;
  /** The ability's block, shown read-only; null for any other item. */
  card: AbilityCard | null;
  /** Enriched description (an HTMLField the server cleaned); "" for an ability (its card shows it). */
  description: string;
}

export function itemShareContext(
  i18n: Localizer,
  item: ItemView,
  enriched: EnrichedItemHtml,
  owner: string,
): ItemShareContext {
  const card =
    item.type === "ability" ? abilityCard(i18n, item, { resourceName: "", potency: null, enriched }) : null;
  return {
    name: item.name,
    img: item.img,
    typeLabel: i18n.localize(`TYPES.Item.${item.type}`),
    owner,
    card,
    description: card ? "" : enriched.description,
  };
}
