/** Template context for the monster sheet, laid out as a Draw Steel stat block (R-MO-1). */
import type { ItemOfType } from "./item-data.ts";
import type { MonsterSystem } from "./system-data.ts";
import {
  creatureAbilityCards,
  groupAbilities,
  keywordList,
  type AbilityCard,
  type AbilityGroup,
} from "./ability-card.ts";
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
import { keyPart, selectOptions, onceEach, type Localizer, type SelectOption } from "../../../i18n.ts";
import { ORGANIZATIONS, ROLES } from "../../../data/vocabulary.ts";
import { maliceView, type MaliceInput, type MaliceView } from "./monster-malice.ts";
import { changeEditorRows, type ChangeEditorRow } from "./item-effects.ts";

export interface MaliceFeatureRow extends ItemRow {
  cost: string;
}

export interface MonsterContext {
  mode: SheetMode;
  isPlay: boolean;
  isEdit: boolean;
  editable: boolean;
  isGM: boolean;
  name: string;
  img: string;
  level: number;
  /** "Level 5 Solo", "Level 1 Minion Brute". */
  levelLine: string;
  organizationLabel: string;
  roleLabel: string;
  ev: number;
  evLabel: string;
  keywords: string;
  /** Edit mode: the keyword keys as typed, and the organization and role pickers. */
  keywordsRaw: string;
  organizations: SelectOption[];
  roles: SelectOption[];
  size: string;
  speed: string;
  stamina: StaminaBar;
  stability: number;
  freeStrike: number;
  damage: { immunities: string; weaknesses: string };
  characteristics: CharacteristicCell[];
  isMinion: boolean;
  isVillain: boolean;
  /** Turns per round: the stored override ("" = by organization) and the line shown when more than one. */
  turns: number | "";
  turnsLine: string;
  withCaptain: string;
  /** The captain's benefit as change rows (edit mode), named `system.captainChanges.<i>.*`. */
  captainChanges: ChangeEditorRow[];
  abilityGroups: AbilityGroup[];
  traits: ItemRow[];
  maliceFeatures: MaliceFeatureRow[];
  villainActions: AbilityCard[];
  /** The Director's pool and Basic Malice (R-ML-3, R-ML-5); null when hidden from this viewer. */
  malice: MaliceView | null;
  /** The GM may use a creature Malice feature (R-ML-4) now: a combat is running. */
  maliceFeaturesUsable: boolean;
  biography: string;
  gmNotes: string;
}

export function monsterContext(
  localizer: Localizer,
  input: ActorSheetInput<MonsterSystem>,
  malice: MaliceInput | null = null,
): MonsterContext {
  const i18n = onceEach(localizer);
  const s = input.system;
  const items = [...input.items].sort(bySortThenName);
  const abilities = creatureAbilityCards(i18n, items, s, input.enriched.items);
  const features = items.filter((i): i is ItemOfType<"feature"> => i.type === "feature");
  const organizationLabel = i18n.localize(`STEELBOUND.Monster.Organization.${keyPart(s.organization)}`);
  const roleLabel = s.role ? i18n.localize(`STEELBOUND.Monster.Role.${keyPart(s.role)}`) : "";
  const maliceLabel = i18n.localize("STEELBOUND.Malice.Label");
  return {
    ...sheetBasics(input),
    level: s.level,
    levelLine: i18n.format("STEELBOUND.Monster.LevelLine", {
      level: s.level,
      organization: roleLabel ? `${organizationLabel} ${roleLabel}` : organizationLabel,
    }),
    organizationLabel,
    roleLabel,
    ev: s.ev,
    // Minion EV is for a set of four (R-MO-5), so the stat block says so.
    evLabel: s.isMinion
      ? i18n.format("STEELBOUND.Monster.EvMinion", { ev: s.ev })
      : i18n.format("STEELBOUND.Monster.Ev", { ev: s.ev }),
    keywords: keywordList(i18n, s.keywords),
    keywordsRaw: [...s.keywords].join(", "),
    organizations: selectOptions(i18n, ORGANIZATIONS, s.organization, "STEELBOUND.Monster.Organization."),
    // R-MO-1: leaders and solos have no role.
    roles: [
      { value: "", label: i18n.localize("STEELBOUND.Sheet.None"), selected: s.role === "" },
      ...selectOptions(i18n, ROLES, s.role, "STEELBOUND.Monster.Role."),
    ],
    size: sizeText(s.size),
    speed: movementText(i18n, s.movement),
    stamina: staminaBar(s.stamina, { minion: s.isMinion }),
    stability: s.stability,
    freeStrike: s.freeStrike,
    damage: damageModifiers(i18n, s.damage),
    characteristics: characteristicCells(i18n, s.characteristics),
    isMinion: s.isMinion,
    isVillain: s.isVillain,
    turns: s.turns ?? "",
    turnsLine: s.turnsPerRound > 1 ? i18n.format("STEELBOUND.Monster.TurnsLine", { n: s.turnsPerRound }) : "",
    withCaptain: s.withCaptain,
    captainChanges: changeEditorRows(i18n, s.captainChanges ?? [], "system.captainChanges"),
    abilityGroups: groupAbilities(
      i18n,
      abilities.filter((a) => a.type !== "villain"),
    ),
    traits: features
      .filter((f) => f.system.featureType !== "malice")
      .map((f) => itemRow(i18n, f, input.enriched.items[f.id]?.description ?? "")),
    maliceFeatures: features
      .filter((f) => f.system.featureType === "malice")
      .map((f) => ({
        ...itemRow(i18n, f, input.enriched.items[f.id]?.description ?? ""),
        cost:
          f.system.cost.malice > 0
            ? i18n.format("STEELBOUND.Ability.Cost", { value: f.system.cost.malice, resource: maliceLabel })
            : "",
      })),
    villainActions: abilities
      .filter((a) => a.type === "villain")
      .sort((a, b) => a.villainAction - b.villainAction),
    malice: malice === null ? null : maliceView(i18n, malice),
    maliceFeaturesUsable: malice !== null && malice.isGM && malice.round !== null,
    biography: input.enriched.biography,
    gmNotes: input.enriched.gmNotes,
  };
}
