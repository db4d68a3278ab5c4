import { descriptionField } from "../fields/biography.ts";
import { schemaVersionField } from "../migrations/index.ts";

const { StringField } = foundry.data.fields;

/** Every item: a rich-text description and where it comes from (book, page, homebrew). */
export const defineItemBase = () => ({
  schemaVersion: schemaVersionField(),
  description: descriptionField(),
  source: new StringField({ required: true, blank: true, initial: "" }),
});
