/**
 * The item sheet's fields drawn from the item's data model: every field of `item.system` that the type's own
 * details template does not already edit, as a row the `{{formGroup}}` helper renders (v13
 * client/applications/handlebars.mjs formGroup → DataField#toFormGroup). The label and hint are the field's
 * own, set by Foundry's Localization from the model's LOCALIZATION_PREFIXES at i18nInit
 * (`STEELBOUND.<Type>.FIELDS.<path>.label|hint`); the choices get their labels here.
 *
 * Not drawn: the description and the rich-text fields (prose-mirror editors of their own), the source (the
 * header edits it), advancements (their own tab), the schema version and the kept legacy values, lists
 * (ArrayField: no input in Foundry's fields) and document links (an ability's summon: the details template edits it).
 */
import { keyPart, localizeOr, skillLabel, type Localizer } from "../../i18n.ts";

type Field = foundry.data.fields.DataField.Any;

export interface SchemaFormRow {
  field: Field;
  /** The form name: `system.<path>` (a subtype model's own field paths do not start with "system."). */
  name: string;
  /** The stored value (a set's as an array). */
  value: unknown;
  /** The choices with labels, for a select or multi-select; absent for free inputs. */
  options?: { value: string; label: string }[];
  disabled: boolean;
}

/** Top-level fields never drawn here (see the module comment). */
const NEVER = new Set(["schemaVersion", "description", "source", "advancements", "legacy"]);

/** What each type's details template edits already (paths, or a whole top-level field). */
const COVERED: Readonly<Record<string, readonly string[]>> = {
  ability: [
    "keywords",
    "type",
    "category",
    "distance",
    "target",
    "trigger",
    "cost",
    "spend",
    "refundIfResisted",
    "power",
    "effect",
    "villainAction",
    "summon",
    "automaticTier",
  ],
  feature: ["cost.malice", "featureType"],
  class: ["heroicResource", "stamina", "recoveries", "primaryCharacteristics"],
  subclass: ["class"],
  kit: ["bonuses", "equipment"],
  treasure: ["category", "echelon", "equipped", "keywords", "quantity"],
  project: [
    "goal",
    "points",
    "prerequisite",
    "projectSource",
    "relatedLanguages",
    "sourceLanguage",
    "characteristics",
  ],
  complication: ["benefit", "drawback"],
};

function covered(type: string, path: string): boolean {
  return (COVERED[type] ?? []).some((c) => path === c || path.startsWith(`${c}.`));
}

/** The label of one choice: the vocabulary's own key where there is one, else the value as written. */
function choiceLabel(i18n: Localizer, path: string, value: string): string {
  const leaf = path.split(".").pop() ?? "";
  if (leaf === "group")
    return localizeOr(i18n, `STEELBOUND.AdvancementEditor.PerkGroup.${keyPart(value)}`, value);
  if (leaf === "groups") return localizeOr(i18n, `STEELBOUND.SkillGroup.${keyPart(value)}`, value);
  if (leaf === "skills" || leaf === "quickBuild") return skillLabel(i18n, value);
  if (["environment", "organization", "upbringing"].includes(leaf))
    return localizeOr(i18n, `STEELBOUND.CultureAspect.${keyPart(value)}`, value);
  if (leaf === "healFromDamage")
    return localizeOr(i18n, `STEELBOUND.Ability.HealFromDamage.${keyPart(value)}`, value);
  if (leaf === "healFromDamageWhen")
    return localizeOr(i18n, `STEELBOUND.Ability.HealFromDamageWhen.${keyPart(value)}`, value);
  if (leaf === "characteristic" || leaf === "characteristics")
    return localizeOr(i18n, `STEELBOUND.Characteristic.${keyPart(value)}.Label`, value);
  return value;
}

function choicesOf(field: Field): string[] | null {
  const raw: unknown = Reflect.get(field, "choices");
  const choices: unknown = typeof raw === "function" ? (raw as () => unknown)() : raw;
  if (Array.isArray(choices)) return choices.map(String);
  if (typeof choices === "object" && choices !== null) return Object.keys(choices);
  return null;
}

function sourceValue(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = Reflect.get(value, part);
  }
  return value;
}

/** The rows for one item: its model's fields in schema order, minus what the sheet edits elsewhere. */
export function schemaFormRows(
  item: Item.Implementation,
  i18n: Localizer,
  editable: boolean,
): SchemaFormRow[] {
  const system: unknown = item.system;
  const schema: unknown =
    typeof system === "object" && system !== null ? Reflect.get(system, "schema") : null;
  const { SchemaField, SetField, ArrayField, HTMLField, DocumentUUIDField, ObjectField } =
    foundry.data.fields;
  if (!(schema instanceof SchemaField)) return [];
  const source: unknown = Reflect.get(system as object, "_source");
  const rows: SchemaFormRow[] = [];
  const visit = (fields: Record<string, Field>, prefix: string): void => {
    for (const [key, field] of Object.entries(fields)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (!prefix && NEVER.has(key)) continue;
      if (covered(item.type, path)) continue;
      if (field instanceof SchemaField) {
        visit(field.fields as Record<string, Field>, path);
        continue;
      }
      if (field instanceof HTMLField || field instanceof DocumentUUIDField || field instanceof ObjectField)
        continue;
      let value = sourceValue(source, path);
      let choices: string[] | null;
      if (field instanceof SetField) {
        choices = choicesOf(field.element as Field);
        if (!choices) continue;
        value = Array.isArray(value) ? value : [];
      } else if (field instanceof ArrayField) continue;
      else choices = choicesOf(field);
      const options = choices
        ?.filter((c) => c !== "")
        .map((c) => ({ value: c, label: choiceLabel(i18n, path, c) }));
      rows.push({
        field,
        name: `system.${path}`,
        value,
        disabled: !editable,
        ...(options ? { options } : {}),
      });
    }
  };
  visit(schema.fields as Record<string, Field>, "");
  return rows;
}
