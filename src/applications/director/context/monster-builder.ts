/**
 * Context for the monster builder (R-MO-1, R-MO-5, R-MO-6): the form's options and the proposed stat block
 * the draft's numbers make. Numbers come from src/rules through the draft; this module only shapes them
 * for the template.
 */
import { CHARACTERISTICS, echelon, usualTargetCount } from "../../../rules/index.ts";
import {
  MONSTER_LEVELS,
  MONSTER_SIZES,
  draftStats,
  hasRole,
  type MonsterDraft,
} from "../../../data/monster-draft.ts";
import { ORGANIZATIONS, ROLES } from "../../../data/vocabulary.ts";
import { keyPart, selectOptions, signed, type Localizer, type SelectOption } from "../../../i18n.ts";

const K = "STEELBOUND.Director.MonsterBuilder.";

export interface ProposedCharacteristic {
  key: string;
  label: string;
  value: string;
  main: boolean;
}

export interface ProposedTier {
  label: string;
  damage: number;
  potency: string;
}

export interface MonsterBuilderContext {
  isGM: boolean;
  name: string;
  level: number;
  levelMin: number;
  levelMax: number;
  speed: number;
  hasRole: boolean;
  /** Leaders and solos have no role (R-MO-1); players see the form read-only. */
  roleDisabled: boolean;
  organizationOptions: SelectOption[];
  roleOptions: SelectOption[];
  characteristicOptions: SelectOption[];
  sizeOptions: SelectOption[];
  /** "Level 3 elite brute · echelon 1". */
  summary: string;
  ev: string;
  stamina: string;
  freeStrike: number;
  characteristics: ProposedCharacteristic[];
  tiers: ProposedTier[];
  targetsNote: string;
}

function characteristicLabel(i18n: Localizer, key: string, part: "Label" | "Abbr"): string {
  return i18n.localize(`STEELBOUND.Characteristic.${keyPart(key)}.${part}`);
}

export function monsterBuilderContext(
  i18n: Localizer,
  draft: MonsterDraft,
  options: { isGM: boolean },
): MonsterBuilderContext {
  const stats = draftStats(draft);
  const withRole = hasRole(draft.organization);
  const organization = i18n.localize(`STEELBOUND.Monster.Organization.${keyPart(draft.organization)}`);
  const role = withRole ? i18n.localize(`STEELBOUND.Monster.Role.${keyPart(draft.role)}`) : "";
  const kind = withRole
    ? i18n.format(`${K}KindWithRole`, { organization, role })
    : i18n.format(`${K}Kind`, { organization });
  const minion = draft.organization === "minion";
  const abbr = characteristicLabel(i18n, draft.characteristic, "Abbr");
  const tierKeys = ["Tier1", "Tier2", "Tier3"] as const;
  return {
    isGM: options.isGM,
    name: draft.name,
    level: draft.level,
    levelMin: MONSTER_LEVELS.min,
    levelMax: MONSTER_LEVELS.max,
    speed: draft.speed,
    hasRole: withRole,
    roleDisabled: !withRole || !options.isGM,
    organizationOptions: selectOptions(
      i18n,
      ORGANIZATIONS,
      draft.organization,
      "STEELBOUND.Monster.Organization.",
    ),
    roleOptions: selectOptions(i18n, ROLES, draft.role, "STEELBOUND.Monster.Role."),
    characteristicOptions: CHARACTERISTICS.map((c) => ({
      value: c,
      label: characteristicLabel(i18n, c, "Label"),
      selected: c === draft.characteristic,
    })),
    sizeOptions: MONSTER_SIZES.map((s) => ({ value: s, label: s, selected: s === draft.size })),
    summary: i18n.format(`${K}Summary`, { level: draft.level, kind, echelon: echelon(draft.level) }),
    ev: minion ? i18n.format(`${K}EvMinions`, { ev: stats.ev }) : i18n.format(`${K}Ev`, { ev: stats.ev }),
    stamina: minion ? i18n.format(`${K}StaminaMinion`, { stamina: stats.stamina }) : String(stats.stamina),
    freeStrike: stats.freeStrike,
    characteristics: CHARACTERISTICS.map((c) => ({
      key: c,
      label: characteristicLabel(i18n, c, "Label"),
      value: signed(c === draft.characteristic ? stats.highestCharacteristic : 0),
      main: c === draft.characteristic,
    })),
    tiers: tierKeys.map((key, i) => ({
      label: i18n.localize(`${K}${key}`),
      damage: stats.strikeDamage[i] ?? 0,
      potency: i18n.format(`${K}PotencyValue`, { characteristic: abbr, value: stats.potencies[i] ?? 0 }),
    })),
    targetsNote: i18n.localize(
      usualTargetCount(draft.organization) === 1 ? `${K}TargetsOne` : `${K}TargetsTwo`,
    ),
  };
}
