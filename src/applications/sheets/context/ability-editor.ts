/** Context for the ability editor: every field of an ability, the three tiers, and a live preview card. */
import { DAMAGE_TYPES } from "../../../rules/types.ts";
import { ABILITY_ROLLS } from "../../../rules/target-test.ts";
import {
  EFFECT_BEARERS,
  EFFECT_DURATIONS,
  FORCED_KINDS,
  imposedConditions,
  POTENCY_STRENGTHS,
} from "../../../rules/index.ts";
import { ABILITY_CATEGORIES, DISTANCE_TYPES, REFUND_CHOICES } from "../../../data/vocabulary.ts";
import type {
  AbilityCategory,
  AbilityType,
  EffectDuration,
  EnrichedItemHtml,
  ForcedKind,
  ItemOfType,
  PotencyGate,
  PotencyStrength,
  TierCustomEffect,
  TierData,
} from "./item-data.ts";
import { abilityCard, ABILITY_TYPE_ORDER, type AbilityCard } from "./ability-card.ts";
import {
  characteristicCheckboxes,
  characteristicSelect,
  type CharacteristicCheckbox,
} from "./characteristic-options.ts";
import { keyPart, localizeOr, selectOptions, type Localizer, type SelectOption } from "../../../i18n.ts";

const CATEGORIES: readonly AbilityCategory[] = ABILITY_CATEGORIES;
// The schema's own word lists (src/rules/ability-tier.ts), in the order the selects offer them.
const FORCED: readonly ForcedKind[] = FORCED_KINDS;
const STRENGTHS: readonly PotencyStrength[] = POTENCY_STRENGTHS;
const DURATIONS: readonly EffectDuration[] = EFFECT_DURATIONS;
const BEARERS: readonly TierCustomEffect["bearer"][] = EFFECT_BEARERS;

/** Condition names as the status effects show them (STEELBOUND.Condition.<key>, keyed in lower case). */
function conditionOptions(i18n: Localizer, current: string): SelectOption[] {
  // The same list the schema accepts (R-CN-1…R-CN-10 and registered ones), so every stored condition shows.
  return imposedConditions().map((value) => ({
    value,
    label: localizeOr(i18n, `STEELBOUND.Condition.${value}`, value),
    selected: value === current,
  }));
}

/** A potency gate's fields (R-AB-6): characteristic, strength, offset ("weak + 1") and fixed number. */
export interface PotencyEditor {
  characteristics: SelectOption[];
  strengths: SelectOption[];
  offset: number;
  value: number;
}

export interface TierConditionEditor extends PotencyEditor {
  index: number;
  prefix: string;
  conditions: SelectOption[];
  durations: SelectOption[];
  /** Imposed instead when resisted ("" = nothing). */
  otherwiseConditions: SelectOption[];
  otherwiseDurations: SelectOption[];
}

function potencyEditor(i18n: Localizer, gate: PotencyGate): PotencyEditor {
  return {
    characteristics: characteristicSelect(i18n, gate.characteristic),
    strengths: selectOptions(i18n, STRENGTHS, gate.strength, "STEELBOUND.Ability.Potency."),
    offset: gate.offset,
    value: gate.value,
  };
}

const withNone = (i18n: Localizer, key: string) => (o: SelectOption) =>
  o.value === "" ? { ...o, label: i18n.localize(key) } : o;

/** One custom effect row (docs/DATA.md `customEffects`) with its change rows. */
export interface TierCustomEffectEditor {
  index: number;
  prefix: string;
  name: string;
  text: string;
  bearers: SelectOption[];
  characteristics: SelectOption[];
  strengths: SelectOption[];
  /** The gate's offset ("weak + 1") and fixed number ("M < 2"), as a condition's. */
  potencyOffset: number;
  potencyValue: number;
  durations: SelectOption[];
  changes: { index: number; prefix: string; key: string; value: string; modes: SelectOption[] }[];
}

export interface TierEditor {
  tier: 1 | 2 | 3;
  glyph: string;
  glyphLabel: string;
  prefix: string;
  damageValue: number;
  /** The rolled damage formula as stored ("" = none). */
  damageFormula: string;
  addsCharacteristic: boolean;
  damageTypes: SelectOption[];
  forcedKinds: SelectOption[];
  /** Types the user may pick instead when rolling ("fire or cold damage"). */
  damageChoices: { value: string; label: string; checked: boolean; name: string }[];
  extraValue: number;
  extraCharacteristic: boolean;
  extraTypes: SelectOption[];
  forcedDistance: number;
  forcedVertical: boolean;
  /** R-MV-8: the tier's forced movement ignores stability. */
  ignoresStability: boolean;
  /** R-DM-2: the tier's damage ignores immunity. */
  ignoresImmunity: boolean;
  forcedOr: SelectOption[];
  forcedBonus: SelectOption[];
  forcedPotency: PotencyEditor;
  text: string;
  conditions: TierConditionEditor[];
  customEffects: TierCustomEffectEditor[];
}

export interface AbilityEditorContext {
  types: SelectOption[];
  categories: SelectOption[];
  keywords: string;
  distanceTypes: SelectOption[];
  distance: ItemOfType<"ability">["system"]["distance"];
  target: ItemOfType<"ability">["system"]["target"];
  trigger: string;
  cost: ItemOfType<"ability">["system"]["cost"];
  spend: ItemOfType<"ability">["system"]["spend"];
  /** R-AB-6: what is not spent when every target resists. */
  refundChoices: SelectOption[];
  powerCharacteristics: CharacteristicCheckbox[];
  /** Who rolls (docs/DATA.md `power.roll`) and a fixed roll's bonus. */
  powerRolls: SelectOption[];
  fixedBonus: number;
  /** R-PR-6: the natural roll from which the ability crits (19 unless lowered). */
  criticalAt: number;
  /** R-PR-7: the tier its own text grants automatically ("0": none). */
  automaticTiers: SelectOption[];
  tiers: TierEditor[];
  /** The effect text as stored (the editor's raw value) and enriched (what it shows until opened). */
  effectBefore: string;
  effectAfter: string;
  effectBeforeHtml: string;
  effectAfterHtml: string;
  isVillain: boolean;
  villainAction: number;
  /**
   * R-CB-17: what a use summons: the linked world actor's UUID ("" when none: the form sends "" for a cleared
   * input, stored as null by context/item-submit.ts), its name when it resolves, and how many.
   */
  summon: { creature: string; name: string; count: number };
  preview: AbilityCard;
}

/** The summon row from the item's data (an item built before `summon` existed has none). */
function summonEditor(system: object): AbilityEditorContext["summon"] {
  const summon: unknown = Reflect.get(system, "summon");
  const read = (key: string): unknown =>
    typeof summon === "object" && summon !== null ? Reflect.get(summon, key) : undefined;
  const creature = read("creature");
  const count = read("count");
  const uuid = typeof creature === "string" && creature !== "" ? creature : null;
  return { creature: uuid ?? "", name: summonedName(uuid), count: typeof count === "number" ? count : 0 };
}

/** The name of the summoned actor a UUID names, when this client can resolve it (v13 client/utils fromUuidSync). */
function summonedName(uuid: string | null): string {
  if (!uuid) return "";
  const doc: unknown = fromUuidSync(uuid);
  const name: unknown = typeof doc === "object" && doc !== null ? Reflect.get(doc, "name") : null;
  return typeof name === "string" ? name : "";
}

function tierEditor(i18n: Localizer, tier: 1 | 2 | 3, data: TierData): TierEditor {
  const prefix = `system.power.tier${tier}`;
  return {
    tier,
    glyph: i18n.localize(`STEELBOUND.Ability.Tier.Glyph${tier}`),
    glyphLabel: i18n.localize(`STEELBOUND.Ability.Tier.Label${tier}`),
    prefix,
    damageValue: data.damage.value,
    damageFormula: data.damage.formula ?? "",
    addsCharacteristic: data.damage.characteristic,
    damageTypes: selectOptions(i18n, DAMAGE_TYPES, data.damage.type, "STEELBOUND.DamageType."),
    forcedKinds: selectOptions(i18n, FORCED, data.forced.kind, "STEELBOUND.Ability.ForcedKind.").map(
      withNone(i18n, "STEELBOUND.Sheet.None"),
    ),
    damageChoices: DAMAGE_TYPES.filter((t) => t !== "untyped").map((t) => ({
      value: t,
      label: localizeOr(i18n, `STEELBOUND.DamageType.${keyPart(t)}`, t),
      checked: data.damage.types.has(t),
      name: `${prefix}.damage.types.${t}`,
    })),
    extraValue: data.damage.extra.value,
    extraCharacteristic: data.damage.extra.characteristic,
    extraTypes: selectOptions(i18n, DAMAGE_TYPES, data.damage.extra.type, "STEELBOUND.DamageType."),
    forcedDistance: data.forced.distance,
    forcedVertical: data.forced.vertical,
    ignoresStability: data.forced.ignoresStability === true,
    ignoresImmunity: data.damage.ignoresImmunity === true,
    forcedOr: selectOptions(i18n, FORCED, data.forced.or, "STEELBOUND.Ability.ForcedKind.").map(
      withNone(i18n, "STEELBOUND.Sheet.None"),
    ),
    forcedBonus: [
      {
        value: "",
        label: i18n.localize("STEELBOUND.Ability.ForcedBonusNone"),
        selected: data.forced.bonus === "",
      },
      {
        value: "roll",
        label: i18n.localize("STEELBOUND.Ability.Editor.AddCharacteristic"),
        selected: data.forced.bonus === "roll",
      },
      ...characteristicSelect(i18n, "might").map((o) => ({
        ...o,
        selected: o.value === data.forced.bonus,
      })),
    ],
    forcedPotency: potencyEditor(i18n, data.forced.potency),
    text: data.text,
    conditions: data.conditions.map((c, index) => ({
      index,
      prefix: `${prefix}.conditions.${index}`,
      conditions: conditionOptions(i18n, c.condition),
      ...potencyEditor(i18n, c.potency),
      durations: selectOptions(i18n, DURATIONS, c.duration, "STEELBOUND.Ability.Duration."),
      otherwiseConditions: [
        { value: "", label: i18n.localize("STEELBOUND.Sheet.None"), selected: c.otherwise.condition === "" },
        ...conditionOptions(i18n, c.otherwise.condition),
      ],
      otherwiseDurations: selectOptions(
        i18n,
        DURATIONS,
        c.otherwise.duration,
        "STEELBOUND.Ability.Duration.",
      ),
    })),
    customEffects: data.customEffects.map((e, index) => customEffectEditor(i18n, prefix, e, index)),
  };
}

/** v13 CONST.ACTIVE_EFFECT_MODES, labelled (custom 0 … override 5). */
const MODES = ["0", "1", "2", "3", "4", "5"] as const;

function customEffectEditor(
  i18n: Localizer,
  tierPrefix: string,
  e: TierCustomEffect,
  index: number,
): TierCustomEffectEditor {
  const prefix = `${tierPrefix}.customEffects.${index}`;
  return {
    index,
    prefix,
    name: e.name,
    text: e.text,
    bearers: selectOptions(i18n, BEARERS, e.bearer, "STEELBOUND.Ability.Bearer."),
    characteristics: characteristicSelect(i18n, e.potency.characteristic),
    strengths: selectOptions(i18n, STRENGTHS, e.potency.strength, "STEELBOUND.Ability.Potency."),
    potencyOffset: e.potency.offset ?? 0,
    potencyValue: e.potency.value ?? 0,
    durations: selectOptions(i18n, DURATIONS, e.duration, "STEELBOUND.Ability.Duration."),
    changes: e.changes.map((c, i) => ({
      index: i,
      prefix: `${prefix}.changes.${i}`,
      key: c.key,
      value: c.value,
      modes: selectOptions(i18n, MODES, String(c.mode), "STEELBOUND.Ability.ChangeMode."),
    })),
  };
}

/** R-PR-7: the automatic tier an ability's text may grant: none, or tier 1, 2 or 3 (the schema's 0–3). */
const AUTOMATIC_TIER_CHOICES = ["0", "1", "2", "3"] as const;

export function abilityEditor(
  i18n: Localizer,
  item: ItemOfType<"ability">,
  enriched: EnrichedItemHtml | undefined,
): AbilityEditorContext {
  const s = item.system;
  const types: readonly AbilityType[] = ABILITY_TYPE_ORDER;
  return {
    types: selectOptions(i18n, types, s.type, "STEELBOUND.Ability.Type."),
    categories: selectOptions(i18n, CATEGORIES, s.category, "STEELBOUND.Ability.Category."),
    keywords: [...s.keywords].join(", "),
    distanceTypes: selectOptions(i18n, DISTANCE_TYPES, s.distance.type, "STEELBOUND.Ability.DistanceType."),
    distance: s.distance,
    target: s.target,
    trigger: s.trigger,
    cost: s.cost,
    spend: s.spend,
    refundChoices: selectOptions(i18n, REFUND_CHOICES, s.refundIfResisted, "STEELBOUND.Ability.Refund."),
    powerCharacteristics: characteristicCheckboxes(
      i18n,
      s.power.characteristics,
      "system.power.characteristics",
    ),
    powerRolls: selectOptions(i18n, ABILITY_ROLLS, s.power.roll, "STEELBOUND.Ability.Roll."),
    fixedBonus: s.power.fixedBonus,
    criticalAt: s.power.criticalAt ?? 19,
    automaticTiers: selectOptions(
      i18n,
      AUTOMATIC_TIER_CHOICES,
      String(s.automaticTier ?? 0),
      "STEELBOUND.Ability.AutomaticTierChoice.",
    ),
    tiers: [
      tierEditor(i18n, 1, s.power.tier1),
      tierEditor(i18n, 2, s.power.tier2),
      tierEditor(i18n, 3, s.power.tier3),
    ],
    effectBefore: s.effect.before,
    effectAfter: s.effect.after,
    effectBeforeHtml: enriched?.effectBefore ?? "",
    effectAfterHtml: enriched?.effectAfter ?? "",
    isVillain: s.type === "villain",
    villainAction: s.villainAction,
    summon: summonEditor(s),
    preview: abilityCard(i18n, item, { resourceName: "", potency: null, enriched }),
  };
}
