/**
 * ChatMessage subtype `testCall` (docs/DATA.md): the Director calls for a test (R-TS-1) — one hero's, which
 * other heroes may assist (R-TS-4), or a group test where several heroes each roll (R-TS-5). The GM posts
 * it and is the only one who writes it (src/queries/test-call.ts records each roll and assist, recomputed
 * from the `test` message the roller posted).
 */
import { CHARACTERISTICS } from "../rules/types.ts";
import { TEST_DIFFICULTIES } from "./test-model.ts";

const fields = foundry.data.fields;

const text = () => new fields.StringField({ required: true, blank: true, initial: "" });
const count = (max: number) =>
  new fields.NumberField({ required: true, integer: true, min: 0, max, initial: 0, nullable: false });

/** A recorded roll, as the GM recomputed it from its `test` message. */
const rollRecord = () => ({
  /** The `test` message id ("" while pending). */
  test: text(),
  total: new fields.NumberField({ required: true, integer: true, nullable: true, initial: null }),
  outcome: text(),
});

export const defineTestCallSchema = () => ({
  characteristic: new fields.StringField({ required: true, choices: [...CHARACTERISTICS], initial: "might" }),
  difficulty: new fields.StringField({ required: true, choices: [...TEST_DIFFICULTIES], initial: "medium" }),
  /** R-TS-5: every participant rolls and the card shows the group's outcome. */
  group: new fields.BooleanField({ initial: false }),
  /**
   * R-PR-12: an opposed test between the two rows' creatures (a hero and, say, a monster): no tiers and no
   * difficulty; each row's `total` is the opposed total and the higher wins, a tie changes nothing. Absent on
   * older cards: false.
   */
  opposed: new fields.BooleanField({ initial: false }),
  rows: new fields.ArrayField(
    new fields.SchemaField({
      /** The participant's actor UUID (a hero; on an opposed test the other row may be any creature). */
      actor: text(),
      ...rollRecord(),
      /** R-TS-4: assists given before the roll; edges and banes are what each gave. */
      assists: new fields.ArrayField(
        new fields.SchemaField({ actor: text(), ...rollRecord(), edges: count(2), banes: count(1) }),
      ),
    }),
  ),
});
export type TestCallSchema = ReturnType<typeof defineTestCallSchema>;

export class TestCallModel extends foundry.abstract.TypeDataModel<
  TestCallSchema,
  ChatMessage.Implementation
> {
  static override defineSchema(): TestCallSchema {
    return defineTestCallSchema();
  }
}

/** The plain data of a test call (the model's initialised shape). */
export interface TestCallAssist {
  actor: string;
  test: string;
  total: number | null;
  outcome: string;
  edges: number;
  banes: number;
}
export interface TestCallRow {
  actor: string;
  test: string;
  total: number | null;
  outcome: string;
  assists: TestCallAssist[];
}
export interface TestCallData {
  characteristic: (typeof CHARACTERISTICS)[number];
  difficulty: (typeof TEST_DIFFICULTIES)[number];
  group: boolean;
  opposed: boolean;
  rows: TestCallRow[];
}

/** The message's test call, or null when it is not one. */
export function testCallOf(message: { readonly system: unknown } | null | undefined): TestCallData | null {
  const system = message?.system;
  // The model's initialised data has the TestCallData shape (same schema).
  return system instanceof TestCallModel ? system : null;
}

/** R-TS-4: what the row's assists gave, summed. */
export function assistTotals(row: { assists: readonly { edges: number; banes: number }[] }) {
  return row.assists.reduce((sum, a) => ({ edges: sum.edges + a.edges, banes: sum.banes + a.banes }), {
    edges: 0,
    banes: 0,
  });
}
