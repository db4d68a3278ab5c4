import { descriptionField } from "../fields/biography.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { plainText } from "../fields/text.ts";
import { legacyField } from "../fields/legacy.ts";
import { count } from "../fields/numbers.ts";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/**
 * What a hero needs before taking the item: a sentence, a minimum level (0 = none) and the
 * official ids of items it must already have (`_dsid`, kept as written).
 */
export function prerequisitesField() {
  return new SchemaField({
    text: plainText(),
    level: count(),
    items: new ArrayField(new StringField({ required: true, blank: false })),
  });
}

/** Every item: a rich-text description, where it comes from (book, page, homebrew) and its prerequisites. */
export const defineItemBase = () => ({
  schemaVersion: schemaVersionField(),
  description: descriptionField(),
  source: plainText(),
  prerequisites: prerequisitesField(),
  legacy: legacyField(),
});
