/**
 * Active effects never write free text (HTML only from cleaned sources). v13 ActiveEffect#apply
 * hands a change to its field's DataField#applyChange (common/data/fields.mjs), which concatenates (ADD) or
 * replaces (OVERRIDE) a StringField or HTMLField like any other value; the server cleans only the stored
 * source, so an effect could put script into the prepared copy of a biography, a name or any other text.
 * A change is refused when its key names free text: a StringField (HTMLField, FilePathField…) without
 * choices, an array or set of such strings, or a key with no field whose current value is a string
 * (the document's own `name` and `img` included).
 */
interface FieldLike {
  choices?: unknown;
  element?: unknown;
}
interface SchemaLike {
  getField(path: string): unknown;
}

function isFreeTextField(field: unknown): boolean {
  const { StringField, ArrayField } = foundry.data.fields;
  if (field instanceof ArrayField) return isFreeTextField((field as FieldLike).element);
  return field instanceof StringField && !(field as FieldLike).choices;
}

function schemaOf(model: unknown): SchemaLike | null {
  const schema: unknown = (model as { schema?: unknown } | null)?.schema;
  return schema && typeof (schema as SchemaLike).getField === "function" ? (schema as SchemaLike) : null;
}

/** Is this change key free text on this actor (its prepared data and system schema)? */
export function writesFreeText(actor: { system: unknown }, key: string): boolean {
  if (key.startsWith("system.")) {
    const field = schemaOf(actor.system)?.getField(key.slice(7));
    if (field) return isFreeTextField(field);
  }
  const current: unknown = foundry.utils.getProperty(actor, key);
  if (typeof current === "string") return true;
  return key === "name" || key === "img" || key.endsWith(".name");
}

/** Is this key free text on any actor type this system defines (for an effect not yet on an actor)? */
export function writesFreeTextOnAnyActor(key: string): boolean {
  if (!key.startsWith("system.")) return key === "name" || key === "img" || key.endsWith(".name");
  const models = Object.values(CONFIG.Actor.dataModels) as unknown[];
  return models.some((model) => isFreeTextField(schemaOf(model)?.getField(key.slice(7))));
}

/** The keys among these changes that would write free text (empty when the changes are acceptable). */
export function freeTextKeys(changes: unknown, actor: { system: unknown } | null): string[] {
  if (!Array.isArray(changes)) return [];
  const keys = changes.flatMap((change: unknown) => {
    const key: unknown = (change as { key?: unknown } | null)?.key;
    return typeof key === "string" && key ? [key] : [];
  });
  return keys.filter((key) => (actor ? writesFreeText(actor, key) : writesFreeTextOnAnyActor(key)));
}
