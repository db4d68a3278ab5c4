/**
 * The purchase dialog (seed 004 §富) in the preview gallery: a hero of wealth 2, with and without the
 * Director's optional one-score-above rule.
 */
import { purchaseDialogContext } from "../../src/applications/dialogs/purchase-dialog.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const dialog = (id: string, title: string, context: Record<string, unknown>): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "dialog"],
  width: 420,
  parts: [["main", "dialogs/purchase.hbs"]],
  context: { ...context, idPrefix: id },
});

export function purchaseFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    dialog("purchase-dialog", "Purchase by wealth (wealth 2)", purchaseDialogContext(i18n, 2, false)),
    dialog(
      "purchase-dialog-stretch",
      "Purchase by wealth — the Director allows one score above",
      purchaseDialogContext(i18n, 2, true),
    ),
  ];
}
