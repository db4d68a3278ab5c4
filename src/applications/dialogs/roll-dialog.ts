/**
 * The roll dialog: characteristic choice, per-target edges and banes with their reasons (from
 * conditions), situations to tick per target (flanking, cover, concealment, high ground, Aid Attack),
 * manual extra edges/banes and bonuses, a downgrade per target (R-PR-8), skill and difficulty for
 * tests, "spend X+" and the roll mode. One 2d10 is then rolled for every target (R-PR-10).
 */
import { templatePath } from "../../constants.ts";
import { readRollDialogForm } from "./roll-dialog-form.ts";
import type { RollDialogOptions, RollDialogResult } from "../../documents/roll-prompt.ts";
import { gameLocalizer } from "../../i18n.ts";
import { rollDialogContext } from "./roll-dialog-context.ts";
import { messageModes } from "../../documents/generation.ts";
import { dialogIdPrefix } from "./id-prefix.ts";

export const ROLL_DIALOG_TEMPLATE = templatePath("dialogs/roll-dialog.hbs");

export class RollDialog {
  /** Shows the dialog; resolves to the choices, or null when closed. */
  static async prompt(options: RollDialogOptions): Promise<RollDialogResult | null> {
    const context = {
      ...rollDialogContext(gameLocalizer(), options, messageModes()),
      idPrefix: dialogIdPrefix("steelbound-roll"),
    };
    const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, context);
    const result: unknown = await foundry.applications.api.DialogV2.wait({
      window: { title: options.title },
      classes: ["steelbound", "roll-dialog"],
      content,
      buttons: [
        {
          action: "roll",
          label: "STEELBOUND.RollDialog.Roll",
          default: true,
          callback: (_event, button) =>
            button.form ? new foundry.applications.ux.FormDataExtended(button.form).object : null,
        },
      ],
      rejectClose: false,
    });
    if (typeof result !== "object" || result === null) return null;
    return readRollDialogForm(result as Record<string, unknown>, options.targets.length); // FormDataExtended#object
  }
}
