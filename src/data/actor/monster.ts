import { MOTIVATIONS, ORGANIZATIONS, ROLES } from "../vocabulary.ts";
import { biographyField } from "../fields/biography.ts";
import { characteristicsField } from "../fields/characteristics.ts";
import { damageField } from "../fields/damage.ts";
import { movementField, sizeField } from "../fields/movement.ts";
import { count, integer } from "../fields/numbers.ts";
import { staminaField } from "../fields/stamina.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { AbilityModel } from "../item/ability.ts";
import { FeatureModel } from "../item/feature.ts";
import { prepareCreature, type CommonDerived, type DerivedStamina } from "./common.ts";
import { plainText } from "../fields/text.ts";
import { legacyField } from "../fields/legacy.ts";
import { defaultTurnsPerRound } from "../../rules/index.ts";
import type { AbilityBonusChange } from "../../rules/index.ts";
import { bonusesField, conditionImmunitiesField } from "../fields/bonuses.ts";

const { ArrayField, NumberField, SchemaField, SetField, StringField } = foundry.data.fields;

function villainNumber(item: Item.Implementation): number {
  return item.system instanceof AbilityModel ? item.system.villainAction : 0;
}

/** R-NG-1: a negotiating NPC's numbers. */
function negotiationField() {
  const motivation = () =>
    new SetField(new StringField({ required: true, blank: false, choices: [...MOTIVATIONS] }));
  return new SchemaField({
    interest: integer({ min: 0, max: 5, initial: 2 }),
    patience: integer({ min: 0, max: 5, initial: 3 }),
    motivations: motivation(),
    pitfalls: motivation(),
    impression: integer({ min: 1, max: 12, initial: 1 }),
  });
}

/** R-MO-1 stat block. Abilities, traits, Malice features and villain actions are embedded items. */
export const defineMonsterSchema = () => ({
  schemaVersion: schemaVersionField(),
  level: integer({ min: 0, max: 20, initial: 1 }),
  organization: new StringField({
    required: true,
    blank: false,
    choices: [...ORGANIZATIONS],
    initial: "platoon",
  }),
  // Leaders and solos have no role (R-MO-1), hence blank.
  role: new StringField({ required: true, blank: true, choices: ["", ...ROLES], initial: "" }),
  ev: count(),
  // R-MO-4 keywords plus custom ones such as "goblin".
  keywords: new SetField(new StringField({ required: true, blank: false })),
  size: sizeField(),
  movement: movementField(),
  /** For a minion: the stamina of one minion (the squad holds the pool, R-MN-2). */
  stamina: staminaField(),
  stability: count(),
  freeStrike: count(),
  damage: damageField(),
  disengage: count(1),
  /** Effect targets (docs/DATA.md `bonuses`). */
  bonuses: bonusesField(),
  conditionImmunities: conditionImmunitiesField(),
  characteristics: characteristicsField(),
  /**
   * Turns it takes each round: blank follows its organization (a solo 2, anyone else 1, see
   * `turnsPerRound`); a number overrides it (the few creatures that take 3).
   */
  turns: new NumberField({ required: true, nullable: true, integer: true, min: 1, max: 3, initial: null }),
  /** R-MN-10: the benefit minions gain while they have a captain. */
  withCaptain: plainText(),
  /**
   * R-MN-10: the same benefit as ActiveEffect changes (v13 common/documents/active-effect.mjs
   * BaseActiveEffect changes: key, integer mode, string value), given to each minion while its squad's
   * captain lives; empty when the benefit is only text (an edge, say), which stays in `withCaptain`.
   */
  captainChanges: new ArrayField(
    new SchemaField({
      key: new StringField({ required: true, blank: false, initial: "system.movement.speed" }),
      mode: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 5, initial: 2 }),
      value: new StringField({ required: true, blank: true, initial: "" }),
    }),
  ),
  negotiation: negotiationField(),
  biography: biographyField(),
  legacy: legacyField(),
});
export type MonsterSchema = ReturnType<typeof defineMonsterSchema>;

type MonsterDerived = CommonDerived & {
  /** R-CB-18: the villain action abilities, ordered 1 (opener) → 3 (ultimate). */
  villainActions: Item.Implementation[];
  /** R-ML-4: this creature's Malice features. */
  maliceFeatures: Item.Implementation[];
  stamina: DerivedStamina;
  isMinion: boolean;
  /** Leaders and solos have villain actions (R-CB-18). */
  isVillain: boolean;
  /** Turns it takes each round: `turns`, else its organization's (a solo 2). */
  turnsPerRound: number;
  abilityBonuses: AbilityBonusChange[];
};

export class MonsterModel extends foundry.abstract.TypeDataModel<
  MonsterSchema,
  Actor.Implementation,
  Record<string, never>,
  MonsterDerived
> {
  static override defineSchema(): MonsterSchema {
    return defineMonsterSchema();
  }

  static {
    keepOldSources(this, "monster");
  }

  /** Ability bonuses are gathered afresh from the effects each preparation (docs/DATA.md `abilityBonuses`). */
  override prepareBaseData(): void {
    Object.assign(this, { abilityBonuses: [] });
  }

  override prepareDerivedData(): void {
    const isMinion = this.organization === "minion";
    prepareCreature(this, "director", { minion: isMinion });
    Object.assign(this, {
      isMinion,
      isVillain: this.organization === "leader" || this.organization === "solo",
      turnsPerRound: this.turns ?? defaultTurnsPerRound(this.organization),
    });
    const villainActions = this.parent.items
      .filter((item) => item.system instanceof AbilityModel && item.system.villainAction > 0)
      .sort((a, b) => villainNumber(a) - villainNumber(b));
    const maliceFeatures = this.parent.items.filter(
      (item) => item.system instanceof FeatureModel && item.system.featureType === "malice",
    );
    Object.assign(this, { villainActions, maliceFeatures });
  }
}
