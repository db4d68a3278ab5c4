/**
 * v13 client/helpers/localization.mjs Localization#initialize → #localizeDataModels → localizeSchema
 * (stored 18316906911), our own code: before "i18nInit", every data model registered for a document
 * subtype (CONFIG[documentName].dataModels) gets each field's `label` and `hint` from
 * `<prefix>.FIELDS.<field path>.label|hint` for its LOCALIZATION_PREFIXES, a later prefix's entry for a
 * top-level field replacing an earlier one's (the rules are merged with Object.assign), a label the field
 * already has kept (`||=`), each field done once. (v13 localizes the rule's string again; ours are
 * translations, never keys, so that second pass is left out.) v13's SchemaField#apply with `initializeArrays` on
 * empty data does not reach the elements of arrays and sets, so neither does this walk.
 */
import { DataField } from "../harness/fields.ts";
import { SchemaField } from "../harness/fields-composite.ts";
import type { TestLocalizer } from "../harness/i18n.ts";

interface LocalizedModel {
  schema: SchemaField;
  LOCALIZATION_PREFIXES?: string[];
}

function localizeSchema(
  schema: SchemaField,
  prefixes: readonly string[],
  i18n: TestLocalizer,
  seen: Set<DataField>,
): void {
  const visit = (field: DataField): void => {
    if (seen.has(field)) return;
    seen.add(field);
    const path = field.fieldPath.startsWith("system.") ? field.fieldPath.slice(7) : field.fieldPath;
    if (path !== "") {
      const top = path.split(".")[0] ?? "";
      // Object.assign(rules, <prefix>.FIELDS): the last prefix defining the top-level entry wins whole.
      const prefix = [...prefixes].reverse().find((p) => i18n.hasUnder(`${p}.FIELDS.${top}`));
      if (prefix !== undefined) {
        const base = `${prefix}.FIELDS.${path}`;
        if (i18n.has(`${base}.label`)) field.label ||= i18n.localize(`${base}.label`);
        if (i18n.has(`${base}.hint`)) field.hint ||= i18n.localize(`${base}.hint`);
      }
    }
    if (field instanceof SchemaField) for (const inner of Object.values(field.fields)) visit(inner);
  };
  visit(schema);
}

/** Every registered subtype model of every document type in CONFIG (prefix path "system."). */
export function localizeDataModels(config: Record<string, unknown>, i18n: TestLocalizer): void {
  const seen = new Set<DataField>();
  for (const section of Object.values(config)) {
    if (typeof section !== "object" || section === null) continue;
    const models = (section as { dataModels?: Record<string, LocalizedModel> }).dataModels;
    for (const model of Object.values(models ?? {}))
      localizeSchema(model.schema, model.LOCALIZATION_PREFIXES ?? [], i18n, seen);
  }
}
