/**
 * What the hero sheet shows of advancement (R-HERO-ADV): whether the owner may level up (not past 10th)
 * or down, the grants the hero is owed and has not taken (a granted item's own choice, an option edited
 * after the level was taken), and whether the hero is still empty (then the builder can build it).
 */
import { pendingFor } from "../../documents/advancement.ts";
import { isHero } from "../../documents/combat/actor-facts.ts";
import { keyPart, type Localizer } from "../../i18n.ts";

export const MAX_LEVEL = 10;

export interface SheetAdvancement {
  canLevelUp: boolean;
  canLevelDown: boolean;
  pending: { label: string; sourceName: string; level: number }[];
  /** No ancestry and no class yet: the sheet offers the builder. */
  buildable: boolean;
}

export function sheetAdvancement(
  i18n: Localizer,
  actor: Actor.Implementation,
  editable: boolean,
): SheetAdvancement {
  if (!isHero(actor)) return { canLevelUp: false, canLevelDown: false, pending: [], buildable: false };
  const level = actor.system.level;
  const names = new Map(actor.items.contents.map((i) => [i.id ?? "", i.name]));
  const empty = !actor.items.contents.some((i) => i.type === "class" || i.type === "ancestry");
  return {
    canLevelUp: editable && level < MAX_LEVEL,
    canLevelDown: editable && level > 1,
    pending: pendingFor(actor).map(({ source, advancement }) => ({
      label: advancement.label || i18n.localize(`STEELBOUND.Advance.Kind.${keyPart(advancement.kind)}`),
      sourceName: names.get(source) ?? "",
      level: advancement.level,
    })),
    buildable: editable && empty,
  };
}
