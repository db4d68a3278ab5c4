const { HTMLField, SchemaField } = foundry.data.fields;

/** Rich text is an HTMLField (and listed in system.json htmlFields) so Foundry sanitises it. */
export function biographyField() {
  return new SchemaField({
    value: new HTMLField({ required: true, blank: true, initial: "" }),
    gmNotes: new HTMLField({ required: true, blank: true, initial: "" }),
  });
}

export function descriptionField() {
  return new SchemaField({ value: new HTMLField({ required: true, blank: true, initial: "" }) });
}
