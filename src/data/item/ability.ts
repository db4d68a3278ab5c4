import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import { ABILITY_ROLLS } from "../../rules/target-test.ts";
import { EFFECT_BEARERS } from "../../rules/index.ts";
import {
  ABILITY_CATEGORIES,
  ABILITY_TYPES,
  IMPOSED_CONDITIONS,
  DISTANCE_TYPES,
  EFFECT_DURATIONS,
  FORCED_KINDS,
  HEAL_FROM_DAMAGE,
  POTENCY_STRENGTHS,
  REFUND_CHOICES,
} from "../vocabulary.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { count, integer } from "../fields/numbers.ts";
import { plainText } from "../fields/text.ts";
import { defineItemBase } from "./common.ts";

const { ArrayField, BooleanField, DocumentUUIDField, HTMLField, SchemaField, SetField, StringField } =
  foundry.data.fields;

/**
 * A potency gate (R-AB-6): the target's characteristic against the user's potency of a strength plus an
 * offset ("weak + 1"), or a fixed number ("M < 3") when the strength is "fixed".
 */
function potencyField() {
  return new SchemaField({
    characteristic: new StringField({
      required: true,
      blank: false,
      choices: [...CHARACTERISTICS],
      initial: "might",
    }),
    strength: new StringField({
      required: true,
      blank: false,
      choices: [...POTENCY_STRENGTHS],
      initial: "none",
    }),
    // v13 common/data/fields.mjs NumberField#_cleanType rounds and clamps a typed offset into this range.
    offset: integer({ min: -10, max: 10 }),
    value: count(),
  });
}

/** One condition a tier imposes, gated by potency (R-AB-6) and with a duration (R-AB-11). */
function tierCondition() {
  return new SchemaField({
    condition: new StringField({
      required: true,
      blank: false,
      choices: [...IMPOSED_CONDITIONS],
      initial: "slowed",
    }),
    potency: potencyField(),
    duration: durationField(),
    /** Imposed instead when the target resists ("otherwise slowed (EoT)"); "" = nothing. */
    otherwise: new SchemaField({
      // v13 StringField#_validateSpecial accepts "" before the choices when blank; listed for the sheet's select.
      condition: new StringField({
        required: true,
        blank: true,
        choices: ["", ...IMPOSED_CONDITIONS],
        initial: "",
      }),
      duration: durationField(),
    }),
  });
}

function durationField() {
  return new StringField({ required: true, blank: false, choices: [...EFFECT_DURATIONS], initial: "eot" });
}

function damageType() {
  return new StringField({ required: true, blank: false, choices: [...DAMAGE_TYPES], initial: "untyped" });
}

/**
 * An effect that is not a standard condition (docs/DATA.md `customEffects`): the author's plain text, optional
 * changes in the shape of v13 ActiveEffect `changes` (common/documents/active-effect.mjs
 * BaseActiveEffect.defineSchema: key, string value, integer mode), the same potency gate and durations as
 * a condition, and who bears it.
 */
function tierCustomEffect() {
  return new SchemaField({
    name: plainText(),
    // Plain text, escaped wherever shown: Foundry's server cleans a system HTMLField only at a manifest path
    // (system.json htmlFields), and a field inside an array has none, so this one could reach clients raw.
    text: plainText(),
    changes: new ArrayField(
      new SchemaField({
        key: new StringField({ required: true, blank: false, initial: "system.stability" }),
        mode: integer({ min: 0, max: 5, initial: 2 }),
        value: new StringField({ required: true, blank: true, initial: "" }),
      }),
    ),
    // The same gate as a condition's, fixed numbers and offsets included ("M < 2", "weak + 1").
    potency: potencyField(),
    bearer: new StringField({
      required: true,
      blank: false,
      choices: [...EFFECT_BEARERS],
      initial: "target",
    }),
    duration: new StringField({
      required: true,
      blank: false,
      choices: [...EFFECT_DURATIONS],
      initial: "eot",
    }),
  });
}

/** What one power-roll tier does (R-PR-2, R-AB-3, R-AB-4). */
function tierField() {
  return new SchemaField({
    damage: new SchemaField({
      value: count(),
      /** Adds the characteristic used for the roll ("3 + M"). */
      characteristic: new BooleanField({ initial: false }),
      type: damageType(),
      /** Types the user may pick instead of `type` when rolling ("fire or cold damage"). */
      types: new SetField(damageType()),
      /** A second damage entry with its own type ("5 damage; and 2 fire damage"); value 0 = none. */
      extra: new SchemaField({
        value: count(),
        characteristic: new BooleanField({ initial: false }),
        type: damageType(),
      }),
      /**
       * The rolled damage as a formula with dice or the user's numbers ("2d6+7+@chr", src/rules/formula.ts),
       * rolled once per use and added to `value`; "" = none (schema v6).
       */
      formula: new StringField({ required: true, blank: true, initial: "" }),
      /** R-DM-2: the damage ignores the target's immunities (schema v6; default: it does not). */
      ignoresImmunity: new BooleanField({ initial: false }),
    }),
    conditions: new ArrayField(tierCondition()),
    customEffects: new ArrayField(tierCustomEffect()),
    forced: new SchemaField({
      kind: new StringField({ required: true, blank: true, choices: [...FORCED_KINDS], initial: "" }),
      distance: count(),
      vertical: new BooleanField({ initial: false }),
      /** A second kind the mover may choose instead ("push or pull"); "" = none. */
      or: new StringField({ required: true, blank: true, choices: [...FORCED_KINDS], initial: "" }),
      /** Added to the distance: "roll" = the rolled characteristic, or a named one ("push 2 + M"); "" = none. */
      bonus: new StringField({
        required: true,
        blank: true,
        choices: ["", "roll", ...CHARACTERISTICS],
        initial: "",
      }),
      /** Potency gate of the movement ("A < 2 push 3"); strength "none" = always moves. */
      potency: potencyField(),
      /** R-MV-8: the movement ignores the target's stability (schema v6; default: it does not). */
      ignoresStability: new BooleanField({ initial: false }),
    }),
    text: plainText(),
  });
}

export const defineAbilitySchema = () => ({
  ...defineItemBase(),
  keywords: new SetField(new StringField({ required: true, blank: false })),
  type: new StringField({ required: true, blank: false, choices: [...ABILITY_TYPES], initial: "main" }),
  category: new StringField({
    required: true,
    blank: false,
    choices: [...ABILITY_CATEGORIES],
    initial: "other",
  }),
  // R-AB-2
  distance: new SchemaField({
    type: new StringField({ required: true, blank: false, choices: [...DISTANCE_TYPES], initial: "melee" }),
    melee: count(1),
    ranged: count(),
    size: count(),
    length: count(),
    width: count(),
    within: count(),
    text: plainText(),
  }),
  target: new SchemaField({ text: plainText(), count: count(1) }),
  trigger: plainText(),
  cost: new SchemaField({ resource: count(), malice: count() }),
  // R-AB-8: "spend X+" allows paying multiples.
  spend: new SchemaField({
    value: count(),
    text: plainText(),
    repeatable: new BooleanField({ initial: false }),
  }),
  /**
   * R-AB-6: the author's word on which part of the cost is not spent when every target resisted a
   * potency-only effect — "none", the "spend X" part, or "all" of it. Free text cannot tell.
   */
  refundIfResisted: new StringField({
    required: true,
    blank: false,
    choices: [...REFUND_CHOICES],
    initial: "none",
  }),
  power: new SchemaField({
    /**
     * Empty when the ability has no power roll. With `roll` "targetTest", the characteristics each
     * target may test with ("makes a Might or Agility test").
     */
    characteristics: new SetField(
      new StringField({ required: true, blank: false, choices: [...CHARACTERISTICS] }),
    ),
    /**
     * Who rolls: the user with a characteristic (R-PR-1), the user with `fixedBonus` in its place
     * ("Power Roll + 2"), or each target with its own test (tier 1 is the target's worst).
     */
    roll: new StringField({
      required: true,
      blank: false,
      choices: [...ABILITY_ROLLS],
      initial: "characteristic",
    }),
    /** The bonus a "fixed" roll adds in place of a characteristic (R-PR-5 range the dialog allows). */
    fixedBonus: integer({ min: -15, max: 15, initial: 0 }),
    /** R-PR-6: the natural roll from which this ability's roll is critical (19; an ability may lower it). */
    criticalAt: integer({ min: 2, max: 20, initial: 19 }),
    tier1: tierField(),
    tier2: tierField(),
    tier3: tierField(),
  }),
  effect: new SchemaField({
    before: new HTMLField({ required: true, blank: true, initial: "" }),
    after: new HTMLField({ required: true, blank: true, initial: "" }),
  }),
  /** R-CB-18: 1 opener, 2 crowd control, 3 ultimate; 0 for anything that is not a villain action. */
  villainAction: integer({ min: 0, max: 3, initial: 0 }),
  /**
   * R-CB-17: the creatures a use summons next to its user (the official 1.x `portfolioSummon`
   * effect), `count` of the world actor `creature`; none when `creature` is null (schema 6, default none).
   */
  summon: new SchemaField({
    creature: new DocumentUUIDField({ type: "Actor", nullable: true, initial: null }),
    count: count(),
  }),
  /**
   * Seed 004 §ダメージで回復するクリーチャー: the user regains Stamina equal to the damage one target took
   * ("full") or half of it ("half"); "none" for most abilities (default, so older data reads as none).
   */
  healFromDamage: new StringField({
    required: true,
    blank: false,
    choices: [...HEAL_FROM_DAMAGE],
    initial: "none",
  }),
});
export type AbilitySchema = ReturnType<typeof defineAbilitySchema>;

type AbilityDerived = { isSignature: boolean; hasPowerRoll: boolean; actionLabelKey: string };

export class AbilityModel extends foundry.abstract.TypeDataModel<
  AbilitySchema,
  Item.Implementation,
  Record<string, never>,
  AbilityDerived
> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Ability.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Ability"];
  static override defineSchema(): AbilitySchema {
    return defineAbilitySchema();
  }

  static {
    keepOldSources(this, "ability");
  }

  override prepareDerivedData(): void {
    Object.assign(this, {
      isSignature: this.category === "signature",
      hasPowerRoll: this.power.roll === "fixed" || this.power.characteristics.size > 0,
      actionLabelKey: `STEELBOUND.AbilityType.${this.type}`,
    });
  }
}
