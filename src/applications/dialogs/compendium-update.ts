/**
 * The "Update from compendium" dialog: what will change, which items come and go, and what is kept because
 * the owner changed it. A DialogV2.confirm (v13 client/applications/api/dialog.mjs: Yes resolves true,
 * No or closing resolves false); its context is built here without Foundry globals (the gallery renders it).
 * Every value is user or pack text, shown as plain text: the template escapes it.
 */
import { templatePath } from "../../constants.ts";
import { gameLocalizer, type Localizer } from "../../i18n.ts";
import type { CompendiumPlan, FieldChange, KeptField } from "../../documents/compendium-update/plan.ts";
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
  changes: ChangeRow[];
  added: string[];
  removed: string[];
  kept: ChangeRow[];
  keptItems: string[];
}

/** A field's path as a reader sees it: `system.characteristics.might` → `characteristics › might`. */
export function fieldLabel(path: string): string {
  return path
    .replace(/^system\./, "")
    .split(".")
    .join(" › ");
}

const LIMIT = 80;

function leafText(value: unknown): string {
  if (typeof value === "string") return value.replace(/<[^>]*>/g, " ");
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value ?? null);
}

/** A value as one short line of text (HTML tags dropped, long text cut). */
export function valueText(i18n: Localizer, value: unknown): string {
  if (value === null || value === undefined || value === "")
    return i18n.localize("STEELBOUND.CompendiumUpdate.Empty");
  const raw = Array.isArray(value) ? value.map(leafText).join(", ") : leafText(value);
  const text = raw.replace(/\s+/g, " ").trim();
  if (text === "") return i18n.localize("STEELBOUND.CompendiumUpdate.Empty");
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text;
}

const changeRow = (i18n: Localizer, prefix: string, c: FieldChange): ChangeRow => ({
  label: prefix + fieldLabel(c.path),
  from: valueText(i18n, c.from),
  to: valueText(i18n, c.to),
});
const keptRow = (i18n: Localizer, prefix: string, k: KeptField): ChangeRow => ({
  label: prefix + fieldLabel(k.path),
  from: valueText(i18n, k.mine),
  to: valueText(i18n, k.entry),
});

export function compendiumUpdateContext(
  i18n: Localizer,
  name: string,
  plan: CompendiumPlan,
): CompendiumUpdateContext {
  const items = plan.items;
  return {
    intro: i18n.format("STEELBOUND.CompendiumUpdate.Intro", { name }),
    noRecord: plan.hadRecord ? "" : i18n.localize("STEELBOUND.CompendiumUpdate.NoRecord"),
    changes: [
      ...plan.changes.map((c) => changeRow(i18n, "", c)),
      ...items.update.flatMap((u) => u.changes.map((c) => changeRow(i18n, `${u.name}: `, c))),
    ],
    added: items.add.map(nameOf),
    removed: items.remove.map((r) => r.name),
    kept: [
      ...plan.kept.map((k) => keptRow(i18n, "", k)),
      ...items.update.flatMap((u) => u.kept.map((k) => keptRow(i18n, `${u.name}: `, k))),
    ],
    keptItems: [
      ...items.keptChanged.map((n) =>
        i18n.format("STEELBOUND.CompendiumUpdate.KeptChanged", { name: n.name }),
      ),
      ...items.keptDeleted.map((n) =>
        i18n.format("STEELBOUND.CompendiumUpdate.KeptDeleted", { name: n.name }),
      ),
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
