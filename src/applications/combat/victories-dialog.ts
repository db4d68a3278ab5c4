/**
 * The end-of-combat dialog (R-CB-16, R-VX-1): one row per hero with the victories to award, defaulting
 * to 1 for a survivor when the objective was achieved; the Director may change any of them.
 */
import { templatePath } from "../../constants.ts";
import { dialogIdPrefix } from "../dialogs/id-prefix.ts";
import { victoryRows } from "../../documents/combat/end-combat.ts";

/** Parses the dialog's form data ("award.<actorId>": number) into awards; junk becomes 0. */
export function awardsFromForm(data: Readonly<Record<string, unknown>>): Record<string, number> {
  const awards: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!key.startsWith("award.")) continue;
    const n = Number(value);
    awards[key.slice("award.".length)] = Number.isInteger(n) && n > 0 ? n : 0;
  }
  return awards;
}

/** Asks the GM for the awards; null when the dialog was dismissed (combat goes on). */
export async function promptVictories(combat: Combat.Implementation): Promise<Record<string, number> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("combat/victories-dialog.hbs"),
    {
      rows: victoryRows(combat, true),
      idPrefix: dialogIdPrefix("steelbound-victories"),
    },
  );
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STEELBOUND.Combat.Victories.Title" },
    content,
    ok: { label: "STEELBOUND.Combat.Victories.Confirm" },
  });
  if (typeof result !== "object" || result === null) return null;
  return awardsFromForm(Object.fromEntries(Object.entries(result)));
}
