import { descriptionField } from "../fields/biography.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { plainText } from "../fields/text.ts";
import { legacyField } from "../fields/legacy.ts";

/** Every item: a rich-text description and where it comes from (book, page, homebrew). */
export const defineItemBase = () => ({
  schemaVersion: schemaVersionField(),
  description: descriptionField(),
  source: plainText(),
  legacy: legacyField(),
});
