/**
 * The Director's Malice pool (R-ML-1…R-ML-5) as a typed world setting. Only the GM writes it; players
 * read it when the GM shows it (steelbound.maliceVisible, R-ML-5).
 */
const { NumberField } = foundry.data.fields;

const defineMaliceSchema = () => ({
  value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
  /** Last round Malicious Strike was used (R-ML-3: never two rounds in a row); −1 when never. */
  maliciousStrikeRound: new NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: -1,
    initial: -1,
  }),
});
export type MaliceSchema = ReturnType<typeof defineMaliceSchema>;

export class MaliceModel extends foundry.abstract.DataModel<MaliceSchema> {
  static override defineSchema(): MaliceSchema {
    return defineMaliceSchema();
  }
}

/** The plain shape stored in the setting. */
export interface MaliceData {
  value: number;
  maliciousStrikeRound: number;
}
