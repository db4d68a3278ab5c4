/** Template context for the retainer sheet: a hero-like header with the mentor, and a stat block body. */
import type { RetainerSystem } from "./system-data.ts";
import { creatureAbilityCards, groupAbilities, keywordList, type AbilityGroup } from "./ability-card.ts";
import {
  bySortThenName,
  characteristicCells,
  damageModifiers,
  itemRow,
  movementText,
  sizeText,
  type CharacteristicCell,
  type ItemRow,
  type SheetMode,
  sheetBasics,
} from "./actor-common.ts";
import type { ActorSheetInput } from "./hero.ts";
import { staminaBar, type StaminaBar } from "./stamina.ts";
import { keyPart, onceEach, type Localizer } from "../../../i18n.ts";
import { RETAINER_LABELS, type MentorLabels } from "./mentor-labels.ts";
import { companionResourceOf } from "../../../data/actor/companion-resource.ts";

export interface RetainerContext {
  mode: SheetMode;
  isPlay: boolean;
  isEdit: boolean;
  editable: boolean;
  isGM: boolean;
  name: string;
  img: string;
  level: number;
  role: string;
  mentorName: string;
  /** A companion's own heroic resource (the Beastheart companion's Rampage), or null. */
  resource: { name: string; value: number } | null;
  /** i18n key of the mentor's label ("Mentor"; a companion's "Master"). */
  mentorLabel: string;
  keywords: string;
  stamina: StaminaBar;
  recoveries: RetainerSystem["recoveries"];
  stats: { speed: string; size: string; stability: number; freeStrike: number };
  damage: { immunities: string; weaknesses: string };
  characteristics: CharacteristicCell[];
  abilityGroups: AbilityGroup[];
  features: ItemRow[];
  biography: string;
  gmNotes: string;
}

export function retainerContext(
  localizer: Localizer,
  input: ActorSheetInput<RetainerSystem> & { mentorName: string; labels?: MentorLabels },
): RetainerContext {
  const i18n = onceEach(localizer);
  const labels = input.labels ?? RETAINER_LABELS;
  const s = input.system;
  const items = [...input.items].sort(bySortThenName);
  const cards = creatureAbilityCards(i18n, items, s, input.enriched.items);
  return {
    ...sheetBasics(input),
    level: s.level,
    role: i18n.localize(`STEELBOUND.Monster.Role.${keyPart(s.role)}`),
    mentorName: input.mentorName || i18n.localize(labels.none),
    resource: companionResourceOf(s),
    mentorLabel: labels.mentor,
    keywords: keywordList(i18n, s.keywords),
    stamina: staminaBar(s.stamina),
    recoveries: s.recoveries,
    stats: {
      speed: movementText(i18n, s.movement),
      size: sizeText(s.size),
      stability: s.stability,
      freeStrike: s.freeStrike,
    },
    damage: damageModifiers(i18n, s.damage),
    characteristics: characteristicCells(i18n, s.characteristics),
    abilityGroups: groupAbilities(i18n, cards),
    features: items
      .filter((i) => i.type === "feature")
      .map((f) => itemRow(i18n, f, input.enriched.items[f.id]?.description ?? "")),
    biography: input.enriched.biography,
    gmNotes: input.enriched.gmNotes,
  };
}
