import { heroMaxRecoveries, heroMaxStamina } from "../../rules/index.ts";
import type { AbilityBonusChange, KitBonuses } from "../../rules/index.ts";
import { heroKitBonuses, heroKitLimit } from "./kits.ts";
import { bonusesField, conditionImmunitiesField } from "../fields/bonuses.ts";
import { SKILLS } from "../vocabulary.ts";
import { biographyField } from "../fields/biography.ts";
import { characteristicsField } from "../fields/characteristics.ts";
import { damageField } from "../fields/damage.ts";
import { movementField, sizeField } from "../fields/movement.ts";
import { count, integer } from "../fields/numbers.ts";
import { recoveriesField, staminaField } from "../fields/stamina.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { prepareCreature, type CommonDerived, type DerivedStamina } from "./common.ts";
import { plainText } from "../fields/text.ts";
import { legacyField } from "../fields/legacy.ts";
import { advancesField } from "../fields/advancement.ts";

const { ArrayField, SchemaField, SetField, StringField } = foundry.data.fields;

export const defineHeroSchema = () => ({
  schemaVersion: schemaVersionField(),
  level: integer({ min: 1, max: 10, initial: 1 }),
  characteristics: characteristicsField(),
  stamina: staminaField(),
  recoveries: recoveriesField(),
  // R-AB-8: the name comes from the class; Talent clarity may go below 0, so no minimum.
  heroicResource: new SchemaField({
    name: plainText(),
    value: integer(),
  }),
  surges: count(),
  /** The class's epic resource, named by the class item's `epicResource`. */
  epicResource: count(),
  victories: count(),
  xp: count(),
  wealth: count(1),
  renown: count(),
  movement: movementField(),
  size: sizeField(),
  stability: count(),
  disengage: count(1),
  skills: new SetField(new StringField({ required: true, blank: false, choices: [...SKILLS] })),
  customSkills: new ArrayField(new StringField({ required: true, blank: false })),
  languages: new ArrayField(new StringField({ required: true, blank: false })),
  damage: damageField(),
  /** Effect targets (docs/DATA.md `bonuses`): stamina per echelon/level/treasure, recovery value, … */
  bonuses: bonusesField(),
  conditionImmunities: conditionImmunitiesField(),
  /** R-HERO-ADV: what the hero took from each advancement of its options, to give a level back exactly. */
  advances: advancesField(),
  /**
   * R-HERO-KIT-TWO: the id of the embedded kit whose damage bonuses count when the hero uses two kits that
   * both grant one ("" = none chosen: the larger counts). Ignored with one kit.
   */
  preferredKit: new StringField({ required: true, blank: true, initial: "" }),
  biography: biographyField(),
  legacy: legacyField(),
});
export type HeroSchema = ReturnType<typeof defineHeroSchema>;

/**
 * Item types that define who a hero is; each is derived as the first embedded item of its type (`kit`: the
 * first of `kits`, which a hero whose features allow it holds two of, R-HERO-KIT-TWO).
 */
export const HERO_IDENTITY_TYPES = ["ancestry", "culture", "career", "class", "subclass", "kit"] as const;
type IdentityType = (typeof HERO_IDENTITY_TYPES)[number];

type HeroDerived = CommonDerived &
  Record<IdentityType, Item.Implementation | null> & {
    stamina: DerivedStamina;
    recoveries: { value: number; max: number; recoveryValue: number };
    /** The stored maxima the sheet lets a user edit; null when the class item derives them. */
    editableMax: { stamina: number; recoveries: number } | null;
    /** Ability bonuses gathered from the hero's effects (docs/DATA.md `abilityBonuses`). */
    abilityBonuses: AbilityBonusChange[];
    /** Every embedded kit, in sort order (R-HERO-KIT-TWO: a Tactician holds two). */
    kits: Item.Implementation[];
    /** The kits' bonuses combined (rules `combineKits`); null without a kit. */
    kitBonuses: KitBonuses | null;
    /** How many kits the hero's features let it use (R-HERO-KIT-TWO). */
    kitLimit: number;
  };

export class HeroModel extends foundry.abstract.TypeDataModel<
  HeroSchema,
  Actor.Implementation,
  Record<string, never>,
  HeroDerived
> {
  static override defineSchema(): HeroSchema {
    return defineHeroSchema();
  }

  static {
    keepOldSources(this, "hero");
  }

  /**
   * Max stamina and recoveries come from the class item when there is one (R-HERO-STAMINA,
   * R-HERO-RECOVERIES, Heroes book); otherwise the stored numbers stay authoritative. Kit bonuses (every kit
   * held, combined: R-HERO-KIT-TWO) are folded in before active effects, so a condition like slowed caps the
   * total.
   */
  override prepareBaseData(): void {
    const items = this.parent.items;
    const cls = items.find((item) => item.type === "class")?.system;
    const classData = cls && "primaryCharacteristics" in cls ? cls : null;
    // Every kit counts, combined as R-HERO-KIT-TWO says: the result is the same whatever the items' order.
    const bonuses = heroKitBonuses(items, this.preferredKit);
    Object.assign(this, {
      editableMax: classData ? null : { stamina: this.stamina.max, recoveries: this.recoveries.max },
      abilityBonuses: [],
      kitBonuses: bonuses,
      kitLimit: heroKitLimit(items),
    });
    this.stamina.max = heroMaxStamina({
      level: this.level,
      classStamina: classData
        ? { starting: classData.stamina?.starting ?? 0, perLevel: classData.stamina?.perLevel ?? 0 }
        : null,
      stored: this.stamina.max,
      kitStamina: bonuses?.stamina ?? 0,
    });
    this.recoveries.max = heroMaxRecoveries(
      classData ? (classData.recoveries ?? 0) : null,
      this.recoveries.max,
    );
    if (!bonuses) return;
    this.movement.speed += bonuses.speed;
    this.stability += bonuses.stability;
    this.disengage += bonuses.disengage;
  }

  override prepareDerivedData(): void {
    prepareCreature(this, "hero");
    const kits = this.parent.items.filter((i) => i.type === "kit").sort((a, b) => a.sort - b.sort);
    for (const type of HERO_IDENTITY_TYPES)
      Object.assign(this, { [type]: this.parent.items.find((i) => i.type === type) ?? null });
    Object.assign(this, { kits, kit: kits[0] ?? null });
  }
}
