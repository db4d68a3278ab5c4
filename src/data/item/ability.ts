import { CHARACTERISTICS } from "../../rules/types.ts";
import { ABILITY_ROLLS } from "../../rules/target-test.ts";
import {
  ABILITY_CATEGORIES,
  ABILITY_TYPES,
  DISTANCE_TYPES,
  HEAL_FROM_DAMAGE,
  HEAL_FROM_DAMAGE_WHEN,
  REFUND_CHOICES,
} from "../vocabulary.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { defineTierFields } from "../fields/ability-tier.ts";
import { count, integer } from "../fields/numbers.ts";
import { plainText } from "../fields/text.ts";
import { defineItemBase } from "./common.ts";

const { BooleanField, DocumentUUIDField, HTMLField, SchemaField, SetField, StringField } =
  foundry.data.fields;

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
    tier1: new SchemaField(defineTierFields()),
    tier2: new SchemaField(defineTierFields()),
    tier3: new SchemaField(defineTierFields()),
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
  /**
   * Seed 004 and the official stat blocks' spends ("If the butcher spends 1 Malice, they regain Stamina equal
   * to the damage dealt"): "spend" heals only on a use whose "spend X" was paid; "always" (default, so older
   * data reads as today) on every use.
   */
  healFromDamageWhen: new StringField({
    required: true,
    blank: false,
    choices: [...HEAL_FROM_DAMAGE_WHEN],
    initial: "always",
  }),
  /**
   * R-PR-7: an ability whose own text says "you automatically obtain tier N" on its power roll: 1, 2 or 3 (the roll
   * dialog names the ability as the source, and R-PR-7 weighs it with any tier an effect grants); 0 for none
   * (default, so older data rolls as it did).
   */
  automaticTier: integer({ min: 0, max: 3, initial: 0 }),
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
