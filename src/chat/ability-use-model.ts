/**
 * ChatMessage subtype `abilityUse` (docs/DATA.md): who used which ability, the snapshot of the ability
 * at roll time, and one entry per target with that target's edges, banes, bonus, downgrade, surges and
 * what has been applied. The PowerRoll itself is `message.rolls[0]`.
 */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../rules/types.ts";
import { ABILITY_ROLLS } from "../rules/target-test.ts";
import { defineTierSnapshotFields } from "../data/fields/ability-tier.ts";
import { MAX_CARD_TARGETS } from "./ability-use-data.ts";

const fields = foundry.data.fields;

const integerField = (initial = 0, min?: number) =>
  new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    ...(min === undefined ? {} : { min }),
  });

const uuid = () => new fields.StringField({ required: true, blank: true, initial: "" });

export const defineAbilityUseSchema = () => ({
  actor: uuid(),
  ability: uuid(),
  characteristic: new fields.StringField({
    required: true,
    nullable: true,
    choices: [...CHARACTERISTICS],
    initial: null,
  }),
  /** The damage type the user picked when rolling ("fire or cold damage"); null when none was offered. */
  damageType: new fields.StringField({
    required: true,
    nullable: true,
    choices: [...DAMAGE_TYPES],
    initial: null,
  }),
  /** The ability as it was when used. */
  snapshot: new fields.SchemaField({
    name: new fields.StringField({ required: true, blank: true, initial: "" }),
    img: new fields.StringField({ required: true, blank: true, initial: "" }),
    keywords: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
    actionType: new fields.StringField({ required: true, blank: false, initial: "main" }),
    /** R-CB-18: 1–3 on a villain action, else 0. */
    villainAction: new fields.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 0,
      max: 3,
      initial: 0,
    }),
    distance: new fields.StringField({ required: true, blank: true, initial: "" }),
    target: new fields.StringField({ required: true, blank: true, initial: "" }),
    highestCharacteristic: integerField(0),
    potency: new fields.SchemaField({
      weak: integerField(0),
      average: integerField(0),
      strong: integerField(0),
    }),
    damageBonus: new fields.ArrayField(integerField(0)),
    /** The user's characteristic scores at use (forced distance "push 2 + M"). */
    scores: new fields.SchemaField({
      might: integerField(0),
      agility: integerField(0),
      reason: integerField(0),
      intuition: integerField(0),
      presence: integerField(0),
    }),
    tier1: new fields.SchemaField(defineTierSnapshotFields()),
    tier2: new fields.SchemaField(defineTierSnapshotFields()),
    tier3: new fields.SchemaField(defineTierSnapshotFields()),
    /** The effect text (stored HTML) shown on a card without a power roll. */
    effect: new fields.HTMLField({ required: true, blank: true, initial: "" }),
    /** Who rolled (the ability's `power.roll`): "targetTest" cards carry no roll of their own. */
    roll: new fields.StringField({
      required: true,
      blank: false,
      choices: [...ABILITY_ROLLS],
      initial: "characteristic",
    }),
    /** The characteristics each target may test with ("targetTest"). */
    testCharacteristics: new fields.ArrayField(
      new fields.StringField({ required: true, blank: false, choices: [...CHARACTERISTICS] }),
    ),
  }),
  targets: new fields.ArrayField(
    new fields.SchemaField({
      token: uuid(),
      name: new fields.StringField({ required: true, blank: true, initial: "" }),
      edges: integerField(0, 0),
      banes: integerField(0, 0),
      bonus: integerField(0),
      tier: new fields.NumberField({
        required: true,
        nullable: true,
        integer: true,
        min: 1,
        max: 3,
        initial: null,
      }),
      downgradeTo: new fields.NumberField({
        required: true,
        nullable: true,
        integer: true,
        min: 1,
        max: 3,
        initial: null,
      }),
      damageSurges: integerField(0, 0),
      potencySurge: new fields.BooleanField({ initial: false }),
      /** On a squad's signature card: the minions attacking this target (R-MN-7); 0 elsewhere. */
      minions: integerField(0, 0),
      /**
       * R-CB-12: one of `edges` is the flanking edge the roll dialog counted (a melee strike, the board showing
       * the target flanked when used). The GM measures the flank again when it applies (src/queries/claims/
       * flanking.ts) and takes that edge away when the board does not bear it out. False on older cards.
       */
      flanked: new fields.BooleanField({ initial: false }),
      /**
       * Of `edges`, those the player added by hand in the roll dialog (R-PR-4: the Director grants
       * situational edges): shown on the card so the Director sees them. 0 on older cards.
       */
      handEdges: integerField(0, 0),
      applied: new fields.SchemaField({
        damage: new fields.BooleanField({ initial: false }),
        conditions: new fields.BooleanField({ initial: false }),
      }),
      /**
       * The target's own test on a "targetTest" card, written by the GM (src/queries/target-test.ts) from
       * the test message its owner posted; null until it has rolled. The GM re-reads that message when
       * applying, so these numbers are the card's display only. Nullable: v13 common/data/fields.mjs
       * SchemaField#toObject and #_updateCommit pass a null value through whole.
       */
      test: new fields.SchemaField(
        {
          message: new fields.StringField({ required: true, blank: false, initial: "-" }),
          characteristic: new fields.StringField({
            required: true,
            choices: [...CHARACTERISTICS],
            initial: "might",
          }),
          tier: new fields.NumberField({
            required: true,
            nullable: false,
            integer: true,
            min: 1,
            max: 3,
            initial: 1,
          }),
          total: integerField(0),
          natural: integerField(0),
          critical: new fields.BooleanField({ initial: false }),
          netEdge: new fields.StringField({ required: true, blank: false, initial: "none" }),
        },
        { required: true, nullable: true, initial: null },
      ),
    }),
    // v13 common/data/fields.mjs ArrayField#_validateType refuses more elements than `max`.
    { max: MAX_CARD_TARGETS },
  ),
  spent: new fields.SchemaField({
    resource: integerField(0, 0),
    malice: integerField(0, 0),
    surges: integerField(0, 0),
    /** R-AB-6: how much of resource/malice is not spent if every target resists (the ability's refundIfResisted). */
    refundable: integerField(0, 0),
    /** The GM's receipt of Malice paid through the GM (src/queries/ledger.ts); "" when none. */
    receipt: new fields.StringField({ required: true, blank: true, initial: "" }),
    /**
     * Times the ability's "spend X" was taken and paid (R-AB-8); 0 on a card posted before it was kept. The GM
     * believes it only on a card a GM wrote; a player's card proves a spend by its receipt.
     */
    spendTimes: integerField(0, 0),
  }),
  /** The resource cost was refunded because every target resisted a potency-only effect (R-AB-6). */
  refunded: new fields.BooleanField({ initial: false }),
  /**
   * The MeasuredTemplate placed for an area ability when used (R-AB-2); "" when none was. The GM reads
   * the template document itself when applying (R-MN-5), so this is only a pointer.
   */
  area: new fields.SchemaField({ template: uuid() }),
  /**
   * A minion squad's signature used together (R-MN-7): the squad (CombatantGroup UUID) and one minion's
   * free strike at use, for display; the GM reads both again from the squad when applying. Null elsewhere.
   */
  squad: new fields.SchemaField(
    { group: uuid(), freeStrike: integerField(0, 0) },
    { required: true, nullable: true, initial: null },
  ),
  /** A monster's free strike (no roll): every tier deals its free strike; the GM reads it from the monster. */
  freeStrike: new fields.BooleanField({ initial: false }),
  /**
   * Malicious Strike bought for this strike (R-ML-3): the one target it hits and the bonus damage, for
   * display; the GM accepts the bonus only within the rules' cap for the creature. Null elsewhere.
   */
  maliciousStrike: new fields.SchemaField(
    { token: uuid(), damage: integerField(0, 0) },
    { required: true, nullable: true, initial: null },
  ),
});
export type AbilityUseSchema = ReturnType<typeof defineAbilityUseSchema>;

export class AbilityUseModel extends foundry.abstract.TypeDataModel<
  AbilityUseSchema,
  ChatMessage.Implementation
> {
  static override defineSchema(): AbilityUseSchema {
    return defineAbilityUseSchema();
  }
}
