/**
 * The hero sheet's Buy button (seed 004 §富): asks what the hero buys and its score on the Heroes' Wealth
 * table, then hands it to src/flows/purchase.ts. The dialog runs on the owner's own client.
 */
import { templatePath } from "../../constants.ts";
import { dialogIdPrefix } from "./id-prefix.ts";
import { gameLocalizer, type Localizer } from "../../i18n.ts";
import { WEALTH_SCORES, purchase, purchaseFromForm } from "../../flows/purchase.ts";

/** The dialog's context: pure, so the gallery draws it. */
export function purchaseDialogContext(i18n: Localizer, wealth: number, stretch: boolean) {
  return {
    hint: i18n.format(stretch ? "STEELBOUND.Purchase.HintStretch" : "STEELBOUND.Purchase.Hint", {
      wealth: String(wealth),
    }),
    scores: WEALTH_SCORES.map((value) => ({
      value,
      label: i18n.localize(`STEELBOUND.Purchase.Table.S${value}`),
      selected: value === Math.min(6, Math.max(1, wealth)),
    })),
  };
}

export async function askPurchase(
  actor: Actor.Implementation,
  wealth: number,
  stretch: boolean,
): Promise<void> {
  const i18n = gameLocalizer();
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("dialogs/purchase.hbs"), {
    ...purchaseDialogContext(i18n, wealth, stretch),
    idPrefix: dialogIdPrefix("steelbound-purchase"),
  });
  // v13/v14 client/applications/api/dialog.mjs DialogV2.input: the form's data on OK, null when closed.
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STEELBOUND.Purchase.Title" },
    content,
    ok: { label: "STEELBOUND.Purchase.Buy" },
  });
  if (typeof result !== "object" || result === null) return;
  const choice = purchaseFromForm(Object.fromEntries(Object.entries(result)));
  if (choice === null) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.Purchase.Nothing"));
    return;
  }
  await purchase(actor, choice);
}
