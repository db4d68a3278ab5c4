/**
 * The party: the heroes of this campaign. It plays only when the Director chooses it (the GM-only
 * `activeParty` setting); the hero-token pool is never read from here (src/documents/party.ts).
 * `members` holds world hero actors' UUIDs (`Actor.<id>`), in the order they joined; a UUID whose actor is
 * gone is skipped when read and dropped at the next membership edit. The party's owners (the GM) write it;
 * players who own a member see it (src/documents/party.ts `partyOwnership`).
 */
import { count } from "../fields/numbers.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { keepOldSources } from "../migrations/pipeline.ts";

const { ArrayField, DocumentUUIDField, SchemaField } = foundry.data.fields;

export const definePartySchema = () => ({
  schemaVersion: schemaVersionField(),
  members: new ArrayField(new DocumentUUIDField({ type: "Actor", required: true, nullable: false })),
  /**
   * Old data only: the pool once lived here, where a party's owner (a player, for a party she made) could
   * write it. Nothing reads it but the GM's world pass "party-1" (src/queries/party-pass.ts), which moves a
   * Director-owned party's count into the world setting `heroTokens` and sets it to 0.
   */
  heroTokens: new SchemaField({ value: count() }),
});
export type PartySchema = ReturnType<typeof definePartySchema>;

export class PartyModel extends foundry.abstract.TypeDataModel<PartySchema, Actor.Implementation> {
  static override defineSchema(): PartySchema {
    return definePartySchema();
  }

  static {
    keepOldSources(this, "none");
  }
}
