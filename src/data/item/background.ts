/** Character-building items (R-BG-1, R-RW-1): mostly description, each with its own few fields. */
import { keepOldSources } from "../migrations/pipeline.ts";
import { count, integer } from "../fields/numbers.ts";
import { plainText } from "../fields/text.ts";
import { SKILLS, SKILL_GROUPS } from "../vocabulary.ts";
import { defineItemBase } from "./common.ts";
import { advancementsField } from "../fields/advancement.ts";

const { HTMLField, SchemaField, SetField, StringField } = foundry.data.fields;

const choice = (choices: readonly string[], initial: string) =>
  new StringField({ required: true, blank: true, choices: ["", ...choices], initial });

/**
 * What one culture aspect lets a hero pick a skill from (R-BG-1): whole skill groups, single named skills,
 * and the quick-build suggestion. Stored on the item rather than looked up from the aspect key, because the
 * book lets a Director change what an aspect offers (a noble upbringing granting Alertness, say).
 */
const aspectSkills = () =>
  new SchemaField({
    groups: new SetField(
      new StringField({ required: true, blank: false, choices: Object.keys(SKILL_GROUPS) }),
    ),
    skills: new SetField(new StringField({ required: true, blank: false, choices: [...SKILLS] })),
    quickBuild: new StringField({ required: true, blank: true, choices: ["", ...SKILLS], initial: "" }),
  });

export const defineAncestrySchema = () => ({ ...defineItemBase(), advancements: advancementsField() });
export const defineCultureSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  language: plainText(),
  environment: choice(["nomadic", "rural", "secluded", "urban", "wilderness"], ""),
  organization: choice(["bureaucratic", "communal"], ""),
  upbringing: choice(["academic", "creative", "labor", "lawless", "martial", "noble"], ""),
  skillOptions: new SchemaField({
    environment: aspectSkills(),
    organization: aspectSkills(),
    upbringing: aspectSkills(),
  }),
});
/** R-RW-1, R-DT-2: a career starts its hero with wealth, renown and project points. */
export const defineCareerSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  wealth: count(),
  renown: count(),
  projectPoints: count(),
});
/** A complication's benefit and drawback are rich text like the description (system.json htmlFields). */
export const defineComplicationSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  benefit: new HTMLField({ required: true, blank: true, initial: "" }),
  drawback: new HTMLField({ required: true, blank: true, initial: "" }),
});
export const definePerkSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  group: choice(["crafting", "exploration", "interpersonal", "intrigue", "lore", "supernatural"], ""),
});
export const defineTitleSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  echelon: integer({ min: 1, max: 4, initial: 1 }),
});

type AncestrySchema = ReturnType<typeof defineAncestrySchema>;
type CultureSchema = ReturnType<typeof defineCultureSchema>;
type CareerSchema = ReturnType<typeof defineCareerSchema>;
type ComplicationSchema = ReturnType<typeof defineComplicationSchema>;
type PerkSchema = ReturnType<typeof definePerkSchema>;
type TitleSchema = ReturnType<typeof defineTitleSchema>;

export class AncestryModel extends foundry.abstract.TypeDataModel<AncestrySchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (its own fields are on its details tab). */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item"];
  static override defineSchema(): AncestrySchema {
    return defineAncestrySchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
export class CultureModel extends foundry.abstract.TypeDataModel<CultureSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Culture.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Culture"];
  static override defineSchema(): CultureSchema {
    return defineCultureSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
export class CareerModel extends foundry.abstract.TypeDataModel<CareerSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Career.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Career"];
  static override defineSchema(): CareerSchema {
    return defineCareerSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
export class ComplicationModel extends foundry.abstract.TypeDataModel<
  ComplicationSchema,
  Item.Implementation
> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (its own fields are on its details tab). */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item"];
  static override defineSchema(): ComplicationSchema {
    return defineComplicationSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
export class PerkModel extends foundry.abstract.TypeDataModel<PerkSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Perk.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Perk"];
  static override defineSchema(): PerkSchema {
    return definePerkSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
export class TitleModel extends foundry.abstract.TypeDataModel<TitleSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Title.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Title"];
  static override defineSchema(): TitleSchema {
    return defineTitleSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
