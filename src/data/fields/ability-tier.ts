/**
 * What one power-roll tier does (R-PR-2, R-AB-3, R-AB-4; docs/DATA.md ability `power.tierN`), described once.
 * The ability item's schema (src/data/item/ability.ts) and the ability-use card's snapshot of it
 * (src/chat/ability-use-model.ts) are both built from these fields, their word lists are the rules' own
 * (src/rules/ability-tier.ts), and the type checks at the end hold the rules' input to what they store: a
 * field added here that the rules read but their type lacks (or the other way round) fails to compile.
 */
import {
  EFFECT_BEARERS,
  EFFECT_DURATIONS,
  FORCED_BONUSES,
  FORCED_KINDS,
  POTENCY_STRENGTHS,
  type AbilityTierData,
} from "../../rules/index.ts";
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import { type Condition } from "../vocabulary.ts";
import { imposedConditions } from "../../rules/index.ts";

/** The conditions a tier may impose, read off the condition table at each check (the book's R-CN-1…R-CN-10 and registered ones). */
const imposedChoices = (): Condition[] => imposedConditions() as Condition[];
import { count, integer } from "./numbers.ts";
import { plainText } from "./text.ts";

const { ArrayField, BooleanField, SchemaField, SetField, StringField } = foundry.data.fields;

/**
 * A potency gate (R-AB-6): the target's characteristic against the user's potency of a strength plus an
 * offset ("weak + 1"), or a fixed number ("M < 3") when the strength is "fixed".
 */
export function potencyField() {
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

/** R-AB-11: how long an imposed effect lasts. */
export function durationField() {
  return new StringField({ required: true, blank: false, choices: [...EFFECT_DURATIONS], initial: "eot" });
}

/** R-DM-1 */
export function damageTypeField() {
  return new StringField({ required: true, blank: false, choices: [...DAMAGE_TYPES], initial: "untyped" });
}

/** One damage entry: "3 + M fire damage". */
function damageEntryFields() {
  return {
    value: count(),
    /** Adds the characteristic used for the roll ("3 + M"). */
    characteristic: new BooleanField({ initial: false }),
    type: damageTypeField(),
  };
}

/** One condition a tier imposes, gated by potency (R-AB-6) and with a duration (R-AB-11). */
function tierConditionField() {
  return new SchemaField({
    // A function, so a condition registered after the schema was built is a choice too (src/rules/
    // condition-table.ts registerCondition): v13 common/data/fields.mjs StringField##isValidChoice and
    // _toInput call a function `choices` at each check and render.
    condition: new StringField({
      required: true,
      blank: false,
      choices: imposedChoices,
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
        choices: () => ["", ...imposedChoices()],
        initial: "",
      }),
      duration: durationField(),
    }),
  });
}

/**
 * An effect that is not a standard condition (docs/DATA.md `customEffects`): the author's plain text, optional
 * changes in the shape of v13 ActiveEffect `changes` (common/documents/active-effect.mjs
 * BaseActiveEffect.defineSchema: key, string value, integer mode), the same potency gate and durations as
 * a condition, and who bears it.
 */
function tierCustomEffectField() {
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
    duration: durationField(),
  });
}

/** The fields every tier has but its damage (which differs only in how its list of types is held). */
function tierFieldsBut() {
  return {
    conditions: new ArrayField(tierConditionField()),
    customEffects: new ArrayField(tierCustomEffectField()),
    forced: new SchemaField({
      kind: new StringField({ required: true, blank: true, choices: [...FORCED_KINDS], initial: "" }),
      distance: count(),
      vertical: new BooleanField({ initial: false }),
      /** A second kind the mover may choose instead ("push or pull"); "" = none. */
      or: new StringField({ required: true, blank: true, choices: [...FORCED_KINDS], initial: "" }),
      /** Added to the distance: "roll" = the rolled characteristic, or a named one ("push 2 + M"); "" = none. */
      bonus: new StringField({ required: true, blank: true, choices: [...FORCED_BONUSES], initial: "" }),
      /** Potency gate of the movement ("A < 2 push 3"); strength "none" = always moves. */
      potency: potencyField(),
      /** R-MV-8: the movement ignores the target's stability (schema v6; default: it does not). */
      ignoresStability: new BooleanField({ initial: false }),
    }),
    /** What the tier says that no field above holds: shown to the table, never applied by the rules. */
    text: plainText(),
  };
}

/** A tier's damage, its alternative types held by `types` (a set on the item, a list on the card). */
function damageField<T extends foundry.data.fields.DataField.Any>(types: T) {
  return new SchemaField({
    ...damageEntryFields(),
    /** Types the user may pick instead of `type` when rolling ("fire or cold damage"). */
    types,
    /** A second damage entry with its own type ("5 damage; and 2 fire damage"); value 0 = none. */
    extra: new SchemaField(damageEntryFields()),
    /**
     * The rolled damage as a formula with dice or the user's numbers ("2d6+7+@chr", src/rules/formula.ts),
     * rolled once per use and added to `value`; "" = none (schema v6). On a card, its rolled amount is in the
     * snapshot's `damageBonus`.
     */
    formula: new StringField({ required: true, blank: true, initial: "" }),
    /** R-DM-2: the damage ignores the target's immunities (schema v6; default: it does not). */
    ignoresImmunity: new BooleanField({ initial: false }),
  });
}

/** A tier as the ability item stores it: the sheet ticks the offered damage types, a set. */
export function defineTierFields() {
  return { damage: damageField(new SetField(damageTypeField())), ...tierFieldsBut() };
}

/**
 * A tier as an ability-use card snapshots it at roll time, so the card and the GM read the same numbers after
 * a reload even if the item is edited or deleted later. The very fields of the item's tier, its damage types
 * a list: the snapshot holds the rules' input as it was handed to them (AbilityTierData).
 */
export function defineTierSnapshotFields() {
  return { damage: damageField(new ArrayField(damageTypeField())), ...tierFieldsBut() };
}

type Fields = foundry.data.fields.DataSchema;
type Initialized<F extends Fields> = foundry.data.fields.SchemaField.InitializedData<F>;

/** One tier of an ability item's prepared `system` (what the sheet and the typed reader read). */
export type PreparedTier = Initialized<ReturnType<typeof defineTierFields>>;
/** One tier of an ability-use card's snapshot as its model prepares it. */
export type SnapshotTier = Initialized<ReturnType<typeof defineTierSnapshotFields>>;

/*
 * Compile-time agreement of the schema and the rules' input: `Agree<A, B>` is `true` only when A is
 * assignable to B, and `Holds` accepts only `true`, so a field that disagrees fails to compile here.
 */
type Agree<A, B> = [A] extends [B] ? true : false;
type Holds<T extends true> = T;
export type TierSchemaAgreement = [
  // What a card stored is what the rules read: every snapshot tier is a rules tier.
  Holds<Agree<SnapshotTier, AbilityTierData>>,
  // Every field of the rules' tier is one the snapshot stores (none is known to the rules only).
  Holds<Agree<keyof Required<AbilityTierData>, keyof SnapshotTier>>,
  Holds<Agree<keyof Required<AbilityTierData["damage"]>, keyof SnapshotTier["damage"]>>,
  Holds<Agree<keyof Required<AbilityTierData["forced"]>, keyof SnapshotTier["forced"]>>,
  // The item's tier and the snapshot's have the same fields (the same builders).
  Holds<Agree<keyof PreparedTier, keyof SnapshotTier>>,
  Holds<Agree<keyof SnapshotTier, keyof PreparedTier>>,
];
