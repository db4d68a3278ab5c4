/**
 * The party (issue 25): the heroes of this campaign, and what the party owns — its hero tokens (R-HT-1).
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
  /** R-HT-1: the party's pool; written by the GM only (players spend through `spendHeroToken`). */
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
