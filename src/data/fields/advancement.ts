/**
 * What an option grants level by level (docs/DATA.md `advancements`, R-HERO-ADV in src/rules/advancement.ts),
 * and what a hero took from each grant (`advances`), so a level can be given back exactly.
 */
import { ADVANCEMENT_KINDS, CHARACTERISTICS } from "../../rules/index.ts";
import { SKILLS, SKILL_GROUPS } from "../vocabulary.ts";
import { count, integer } from "./numbers.ts";
import { plainText } from "./text.ts";

const { ArrayField, BooleanField, SchemaField, SetField, StringField } = foundry.data.fields;

const PERK_GROUPS = ["crafting", "exploration", "interpersonal", "intrigue", "lore", "supernatural"] as const;

/** v13 common/data/fields.mjs DataField#getInitialValue calls a function `initial` for each new entry. */
const advancementId = () =>
  new StringField({ required: true, blank: false, initial: () => foundry.utils.randomID() });

const changes = (min: number) =>
  new SchemaField(
    Object.fromEntries(CHARACTERISTICS.map((c) => [c, integer({ min, max: 5 })])) as Record<
      (typeof CHARACTERISTICS)[number],
      ReturnType<typeof integer>
    >,
  );

export function advancementsField() {
  return new ArrayField(
    new SchemaField({
      id: advancementId(),
      kind: new StringField({
        required: true,
        blank: false,
        choices: [...ADVANCEMENT_KINDS],
        initial: "items",
      }),
      level: integer({ min: 1, max: 10, initial: 1 }),
      /** What the sheet and the level-up show ("3-Focus Ability", "Skills"). */
      label: plainText(),
      /** The line of the option's text this grant stands for, as plain text. */
      text: plainText(),
      choose: count(),
      pool: new ArrayField(new StringField({ required: true, blank: false })),
      itemType: plainText(),
      perkGroups: new SetField(new StringField({ required: true, blank: false, choices: [...PERK_GROUPS] })),
      points: new BooleanField({ initial: false }),
      skills: new SetField(new StringField({ required: true, blank: false, choices: [...SKILLS] })),
      skillGroups: new SetField(
        new StringField({ required: true, blank: false, choices: Object.keys(SKILL_GROUPS) }),
      ),
      languages: new ArrayField(new StringField({ required: true, blank: false })),
      characteristics: changes(0),
      // Caps reach 6 (titles raise a score "to a maximum of 6"); 10 leaves room without meaning a score.
      max: count(0, 10),
    }),
  );
}

export function advancesField() {
  return new ArrayField(
    new SchemaField({
      source: new StringField({ required: true, blank: false }),
      advancement: new StringField({ required: true, blank: false }),
      level: integer({ min: 1, max: 10, initial: 1 }),
      items: new ArrayField(new StringField({ required: true, blank: false })),
      skills: new ArrayField(new StringField({ required: true, blank: false })),
      languages: new ArrayField(new StringField({ required: true, blank: false })),
      characteristics: changes(-5),
    }),
  );
}
