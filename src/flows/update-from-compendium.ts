/**
 * "Update from compendium": the owner of a document made from a pack entry refreshes it from
 * that entry, keeping what they changed (three-way comparison, src/documents/compendium-update/plan.ts).
 * The owner writes their own document, so no GM request is involved; the sheet offers it to owners only.
 */
import { gameLocalizer } from "../i18n.ts";
import {
  applyCompendiumUpdate,
  prepareCompendiumUpdate,
  type PrepareFailure,
} from "../documents/compendium-update/apply.ts";
import {
  planCompendiumUpdate,
  planIsEmpty,
  type CompendiumPlan,
} from "../documents/compendium-update/plan.ts";

const FAILURE_KEYS: Record<PrepareFailure, string> = {
  noSource: "STEELBOUND.CompendiumUpdate.NoSource",
  missing: "STEELBOUND.CompendiumUpdate.Missing",
  mismatch: "STEELBOUND.CompendiumUpdate.Mismatch",
};

/** Compares, asks through `confirm` (the dialog), and writes; true when the document was updated. */
export async function updateFromCompendium(
  doc: Actor.Implementation | Item.Implementation,
  confirm: (name: string, plan: CompendiumPlan) => Promise<boolean>,
): Promise<boolean> {
  const i18n = gameLocalizer();
  if (!doc.isOwner) return false;
  const prepared = await prepareCompendiumUpdate(doc, planCompendiumUpdate);
  if (typeof prepared === "string") {
    ui.notifications?.warn(i18n.localize(FAILURE_KEYS[prepared]));
    return false;
  }
  if (planIsEmpty(prepared.plan)) {
    ui.notifications?.info(i18n.format("STEELBOUND.CompendiumUpdate.UpToDate", { name: doc.name }));
    return false;
  }
  if (!(await confirm(doc.name, prepared.plan))) return false;
  await applyCompendiumUpdate(doc, prepared);
  ui.notifications?.info(i18n.format("STEELBOUND.CompendiumUpdate.Done", { name: doc.name }));
  return true;
}
