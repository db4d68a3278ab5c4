const { StringField } = foundry.data.fields;

/** A required plain-text string that may be blank (names, short rules text). */
export function plainText(initial = "") {
  return new StringField({ required: true, blank: true, initial });
}
