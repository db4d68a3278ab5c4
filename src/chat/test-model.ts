/** ChatMessage subtype `test` (docs/DATA.md): a test roll with its skill and difficulty (R-TS-1). */
import { CHARACTERISTICS } from "../rules/types.ts";

const fields = foundry.data.fields;

export const TEST_DIFFICULTIES = ["easy", "medium", "hard"] as const;

export const defineTestSchema = () => ({
  actor: new fields.StringField({ required: true, blank: true, initial: "" }),
  characteristic: new fields.StringField({
    required: true,
    nullable: true,
    choices: [...CHARACTERISTICS],
    initial: null,
  }),
  skill: new fields.StringField({ required: true, blank: true, initial: "" }),
  difficulty: new fields.StringField({ required: true, choices: [...TEST_DIFFICULTIES], initial: "medium" }),
  /** A hero token was spent to reroll this test (R-TS-3, R-HT-2): the new roll must be used. */
  rerolled: new fields.BooleanField({ initial: false }),
});
export type TestSchema = ReturnType<typeof defineTestSchema>;

export class TestModel extends foundry.abstract.TypeDataModel<TestSchema, ChatMessage.Implementation> {
  static override defineSchema(): TestSchema {
    return defineTestSchema();
  }
}
