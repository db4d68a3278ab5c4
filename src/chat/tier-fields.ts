/**
 * Schema pieces for what an ability-use message snapshots of its ability at roll time (docs/DATA.md
 * ability `power.tierN`), so the card and the GM read the same numbers after a reload even if the
 * ability item is edited or deleted later.
 */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../rules/types.ts";
import { EFFECT_BEARERS } from "../rules/index.ts";

const fields = foundry.data.fields;

export const POTENCY_STRENGTHS = ["none", "weak", "average", "strong", "fixed"] as const;
export const EFFECT_DURATIONS = ["eot", "save", "encounter", "respite", "permanent"] as const;
export const FORCED_KINDS = ["", "push", "pull", "slide"] as const;

const int = (initial = 0, min?: number) =>
  new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    ...(min === undefined ? {} : { min }),
  });

const choice = (choices: readonly string[], initial: string, blank = false) =>
  new fields.StringField({ required: true, blank, choices: [...choices], initial });

const potency = () =>
  new fields.SchemaField({
    characteristic: choice(CHARACTERISTICS, "might"),
    strength: choice(POTENCY_STRENGTHS, "none"),
    offset: int(0),
    value: int(0, 0),
  });

const damageEntry = () => ({
  value: int(0, 0),
  characteristic: new fields.BooleanField({ initial: false }),
  type: choice(DAMAGE_TYPES, "untyped"),
});

export const defineTierSchema = () => ({
  damage: new fields.SchemaField({
    ...damageEntry(),
    types: new fields.ArrayField(choice(DAMAGE_TYPES, "untyped")),
    extra: new fields.SchemaField(damageEntry()),
    /** The tier's damage formula at use ("" = none): its rolled amount is in the snapshot's damageBonus. */
    formula: new fields.StringField({ required: true, blank: true, initial: "" }),
    /** R-DM-2: the damage ignores the target's immunities (a message written before: it does not). */
    ignoresImmunity: new fields.BooleanField({ initial: false }),
  }),
  conditions: new fields.ArrayField(
    new fields.SchemaField({
      condition: new fields.StringField({ required: true, blank: false, initial: "slowed" }),
      potency: potency(),
      duration: choice(EFFECT_DURATIONS, "eot"),
      otherwise: new fields.SchemaField({
        condition: new fields.StringField({ required: true, blank: true, initial: "" }),
        duration: choice(EFFECT_DURATIONS, "eot"),
      }),
    }),
  ),
  forced: new fields.SchemaField({
    kind: choice(FORCED_KINDS, "", true),
    distance: int(0, 0),
    vertical: new fields.BooleanField({ initial: false }),
    or: choice(FORCED_KINDS, "", true),
    bonus: choice(["", "roll", ...CHARACTERISTICS], "", true),
    potency: potency(),
    /** R-MV-8: the movement ignores the target's stability (a message written before: it does not). */
    ignoresStability: new fields.BooleanField({ initial: false }),
  }),
  text: new fields.StringField({ required: true, blank: true, initial: "" }),
  /** Effects that are not standard conditions, as the item held them at roll time. */
  customEffects: new fields.ArrayField(
    new fields.SchemaField({
      name: new fields.StringField({ required: true, blank: true, initial: "" }),
      text: new fields.StringField({ required: true, blank: true, initial: "" }),
      changes: new fields.ArrayField(
        new fields.SchemaField({
          key: new fields.StringField({ required: true, blank: false, initial: "system.stability" }),
          mode: int(2, 0),
          value: new fields.StringField({ required: true, blank: true, initial: "" }),
        }),
      ),
      potency: potency(),
      bearer: new fields.StringField({ required: true, choices: [...EFFECT_BEARERS], initial: "target" }),
      duration: new fields.StringField({ required: true, choices: [...EFFECT_DURATIONS], initial: "eot" }),
    }),
  ),
});

export const integerField = int;
