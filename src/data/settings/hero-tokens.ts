/** The party's hero tokens (R-HT-1) as a typed world setting; players spend them through the GM query. */
const { NumberField } = foundry.data.fields;

const defineHeroTokensSchema = () => ({
  value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
});
export type HeroTokensSchema = ReturnType<typeof defineHeroTokensSchema>;

export class HeroTokensModel extends foundry.abstract.DataModel<HeroTokensSchema> {
  static override defineSchema(): HeroTokensSchema {
    return defineHeroTokensSchema();
  }
}
