/**
 * The roll dialog: characteristic choice, per-target edges and banes with their reasons (from
 * conditions), situations to tick per target (flanking, cover, concealment, high ground, Aid Attack),
 * manual extra edges/banes and bonuses, a downgrade per target (R-PR-8), skill and difficulty for
 * tests, "spend X+" and the roll mode. One 2d10 is then rolled for every target (R-PR-10).
 */
import { templatePath } from "../../constants.ts";
import type { EdgeBaneReason } from "../../rules/index.ts";
import type { Characteristic } from "../../rules/types.ts";
import { readRollDialogForm, type RollDialogResult } from "./roll-dialog-form.ts";

export const ROLL_DIALOG_TEMPLATE = templatePath("dialogs/roll-dialog.hbs");

export interface RollDialogTarget {
  name: string;
  edges: number;
  banes: number;
  reasons: readonly EdgeBaneReason[];
}

export interface RollDialogOptions {
  title: string;
  kind: "ability" | "test";
  characteristics: readonly { key: Characteristic; value: number }[];
  selected: Characteristic | null;
  targets: readonly RollDialogTarget[];
  skills?: readonly { key: string; label: string }[];
  spend?: { value: number; text: string; repeatable: boolean } | null;
}

export class RollDialog {
  /** Shows the dialog; resolves to the choices, or null when closed. */
  static async prompt(options: RollDialogOptions): Promise<RollDialogResult | null> {
    const i18n = game.i18n;
    const context = {
      ...options,
      isTest: options.kind === "test",
      characteristicOptions: options.characteristics.map((c) => ({
        ...c,
        label: i18n?.localize(`STEELBOUND.RollDialog.Characteristic.${c.key}`) ?? c.key,
        selected: c.key === options.selected,
      })),
      rows: options.targets.map((t, index) => ({
        ...t,
        index,
        reasons: t.reasons.map((r) => ({
          kind: r.kind,
          label: i18n?.localize(`STEELBOUND.EdgeBane.${r.source}`) ?? r.source,
        })),
      })),
      rollModes: Object.entries(CONFIG.Dice.rollModes).map(([value, mode]) => ({
        value,
        label: i18n?.localize(mode.label) ?? value,
        selected: value === game.settings?.get("core", "rollMode"),
      })),
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
