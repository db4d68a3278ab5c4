/**
 * The "Update from compendium" dialog: what will change, which items come and go, and what is kept because
 * the owner changed it. A DialogV2.confirm (v13 client/applications/api/dialog.mjs: Yes resolves true,
 * No or closing resolves false); its context is built here without Foundry globals (the gallery renders it).
 * Every value is user or pack text, shown as plain text: the template escapes it.
 */
import { templatePath } from "../../constants.ts";
import { gameLocalizer, keywordLabel, type Localizer } from "../../i18n.ts";
import type {
  CollectionPlan,
  CompendiumPlan,
  FieldChange,
  KeptField,
} from "../../documents/compendium-update/plan.ts";
import { nameOf } from "../../documents/compendium-update/snapshot.ts";

export const COMPENDIUM_UPDATE_TEMPLATE = "dialogs/compendium-update.hbs";

export interface ChangeRow {
  label: string;
  from: string;
  to: string;
}

export interface CompendiumUpdateContext {
  intro: string;
  noRecord: string;
  /** The parts compared without a record (effects, token), one line each. */
  unrecorded: string[];
  /** Said when the prototype token changes: placed tokens stay as they are. */
  tokenNote: string;
  changes: ChangeRow[];
  added: string[];
  removed: string[];
  effectsAdded: string[];
  effectsRemoved: string[];
  kept: ChangeRow[];
  keptItems: string[];
}

const TOKEN_PREFIX = "prototypeToken.";

/**
 * One step of a field's path in the reader's words: our own name for a document's field
 * (STEELBOUND.CompendiumUpdate.Field.*), else the ability field names the review card uses
 * (STEELBOUND.AcceptedAbility.Field.*), "Tier 2" for `tier2`, an entry's number for an index; a field we
 * have no name for reads as words ("freeStrike" → "free strike"), never as its key.
 */
function segmentLabel(i18n: Localizer, segment: string): string {
  if (/^\d+$/.test(segment)) return `#${Number(segment) + 1}`;
  const tier = /^tier([123])$/.exec(segment);
  if (tier) return i18n.format("STEELBOUND.AcceptedAbility.Tier", { n: tier[1] ?? "" });
  for (const prefix of ["STEELBOUND.CompendiumUpdate.Field.", "STEELBOUND.AcceptedAbility.Field."]) {
    const key = `${prefix}${segment}`;
    if (i18n.has(key)) return i18n.localize(key);
  }
  return segment
    .split(/(?<=[a-z0-9])(?=[A-Z])|[_-]/)
    .map((w) => w.toLowerCase())
    .join(" ");
}

/**
 * A field's path as a reader sees it: `system.characteristics.might` → "characteristics › Might",
 * `system.power.tier1.damage.value` → "Tier 1 › damage" (a leaf `value` and the `power` group say nothing).
 */
export function fieldLabel(i18n: Localizer, path: string): string {
  const segments = path.replace(/^system\./, "").split(".");
  const shown = segments.filter(
    (s, i) => segments.length === 1 || !((s === "value" && i === segments.length - 1) || s === "power"),
  );
  return shown.map((s) => segmentLabel(i18n, s)).join(" › ");
}

const LIMIT = 80;

/** An active effect's change as the reader sees it: "stability +2" (its key as a field label). */
function changeEntryText(i18n: Localizer, entry: Record<string, unknown>): string {
  const key = typeof entry["key"] === "string" ? entry["key"] : "";
  const value = leafText(i18n, "", entry["value"]);
  const signed = /^\d/.test(value) ? `+${value}` : value;
  return `${fieldLabel(i18n, key)} ${signed}`;
}

function leafText(i18n: Localizer, path: string, value: unknown): string {
  if (typeof value === "string")
    return path.endsWith("keywords") ? keywordLabel(i18n, value) : value.replace(/<[^>]*>/g, " ");
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const entry = value as Record<string, unknown>;
    if (typeof entry["key"] === "string" && "value" in entry) return changeEntryText(i18n, entry);
    return Object.entries(entry)
      .map(([k, v]) => `${segmentLabel(i18n, k)} ${leafText(i18n, k, v)}`)
      .join(", ");
  }
  if (Array.isArray(value)) return value.map((v) => leafText(i18n, path, v)).join(", ");
  return "";
}

/** A value as one short line of text (HTML tags dropped, keywords and effect changes in words, long text cut). */
export function valueText(i18n: Localizer, value: unknown, path = ""): string {
  if (value === null || value === undefined || value === "")
    return i18n.localize("STEELBOUND.CompendiumUpdate.Empty");
  const raw = leafText(i18n, path, value);
  const text = raw.replace(/\s+/g, " ").trim();
  if (text === "") return i18n.localize("STEELBOUND.CompendiumUpdate.Empty");
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text;
}

/** A row's label: the prototype token's fields under the token's name, the others by their path. */
function rowLabel(i18n: Localizer, prefix: string, path: string): string {
  if (!path.startsWith(TOKEN_PREFIX)) return prefix + fieldLabel(i18n, path);
  const token = i18n.localize("STEELBOUND.CompendiumUpdate.Token");
  return `${prefix}${token}: ${fieldLabel(i18n, path.slice(TOKEN_PREFIX.length))}`;
}
const changeRow = (i18n: Localizer, prefix: string, c: FieldChange): ChangeRow => ({
  label: rowLabel(i18n, prefix, c.path),
  from: valueText(i18n, c.from, c.path),
  to: valueText(i18n, c.to, c.path),
});
const keptRow = (i18n: Localizer, prefix: string, k: KeptField): ChangeRow => ({
  label: rowLabel(i18n, prefix, k.path),
  from: valueText(i18n, k.mine, k.path),
  to: valueText(i18n, k.entry, k.path),
});

/** Every effect collection of the plan, each with the prefix its effects' names take ("Shield Wall › "). */
function effectCollections(plan: CompendiumPlan): { prefix: string; effects: CollectionPlan }[] {
  return [
    { prefix: "", effects: plan.effects },
    ...plan.itemEffects.map((i) => ({ prefix: `${i.itemName} › `, effects: i.effects })),
  ];
}

function effectLines(i18n: Localizer, plan: CompendiumPlan) {
  const lines = {
    changes: [] as ChangeRow[],
    kept: [] as ChangeRow[],
    added: [] as string[],
    removed: [] as string[],
    keptItems: [] as string[],
  };
  for (const { prefix, effects } of effectCollections(plan)) {
    const label = (name: string) =>
      i18n.format("STEELBOUND.CompendiumUpdate.EffectName", { name: prefix + name });
    for (const u of effects.update) {
      lines.changes.push(...u.changes.map((c) => changeRow(i18n, `${label(u.name)}: `, c)));
      lines.kept.push(...u.kept.map((k) => keptRow(i18n, `${label(u.name)}: `, k)));
    }
    lines.added.push(...effects.add.map((e) => prefix + nameOf(e)));
    lines.removed.push(...effects.remove.map((r) => prefix + r.name));
    lines.keptItems.push(
      ...effects.keptChanged.map((n) =>
        i18n.format("STEELBOUND.CompendiumUpdate.KeptChanged", { name: label(n.name) }),
      ),
      ...effects.keptDeleted.map((n) =>
        i18n.format("STEELBOUND.CompendiumUpdate.KeptDeleted", { name: label(n.name) }),
      ),
    );
  }
  return lines;
}

const UNRECORDED_KEYS = {
  effects: "STEELBOUND.CompendiumUpdate.NoEffectsRecord",
  token: "STEELBOUND.CompendiumUpdate.NoTokenRecord",
} as const;

export function compendiumUpdateContext(
  i18n: Localizer,
  name: string,
  plan: CompendiumPlan,
): CompendiumUpdateContext {
  const items = plan.items;
  const effects = effectLines(i18n, plan);
  const tokenChanges = plan.changes.some((c) => c.path.startsWith(TOKEN_PREFIX));
  return {
    intro: i18n.format("STEELBOUND.CompendiumUpdate.Intro", { name }),
    noRecord: plan.hadRecord ? "" : i18n.localize("STEELBOUND.CompendiumUpdate.NoRecord"),
    unrecorded: plan.unrecorded.map((part) => i18n.localize(UNRECORDED_KEYS[part])),
    tokenNote: tokenChanges ? i18n.localize("STEELBOUND.CompendiumUpdate.TokenNote") : "",
    changes: [
      ...plan.changes.map((c) => changeRow(i18n, "", c)),
      ...items.update.flatMap((u) => u.changes.map((c) => changeRow(i18n, `${u.name}: `, c))),
      ...effects.changes,
    ],
    added: items.add.map(nameOf),
    removed: items.remove.map((r) => r.name),
    effectsAdded: effects.added,
    effectsRemoved: effects.removed,
    kept: [
      ...plan.kept.map((k) => keptRow(i18n, "", k)),
      ...items.update.flatMap((u) => u.kept.map((k) => keptRow(i18n, `${u.name}: `, k))),
      ...effects.kept,
    ],
    keptItems: [
      ...items.keptChanged.map((n) =>
        i18n.format("STEELBOUND.CompendiumUpdate.KeptChanged", { name: n.name }),
      ),
      ...items.keptDeleted.map((n) =>
        i18n.format("STEELBOUND.CompendiumUpdate.KeptDeleted", { name: n.name }),
      ),
      ...effects.keptItems,
    ],
  };
}

/** Asks the owner; true when they choose Update. */
export async function confirmCompendiumUpdate(name: string, plan: CompendiumPlan): Promise<boolean> {
  const i18n = gameLocalizer();
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath(COMPENDIUM_UPDATE_TEMPLATE),
    { ...compendiumUpdateContext(i18n, name, plan) },
  );
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({
    // Our own label only: the document's name (user text) stays inside the escaped content.
    window: { title: i18n.localize("STEELBOUND.CompendiumUpdate.Button") },
    classes: ["steelbound", "compendium-update"],
    content,
    yes: { label: "STEELBOUND.CompendiumUpdate.Confirm" },
    no: { label: "STEELBOUND.CompendiumUpdate.Cancel" },
  });
  return answer === true;
}
