/**
 * R-MN-3, R-MN-4: when a squad loses more minions than the one hit and several could fall, the attacker
 * picks which. The minion hit first and then the others are pre-checked; dismissing keeps them.
 */
import { templatePath } from "../../constants.ts";
import type { FallenRequest } from "../../documents/combatant-group.ts";

/** Parses the dialog's form data ("fallen.<combatantId>": checked) into the picked combatant ids. */
export function fallenFromForm(data: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(data)
    .filter(([key, value]) => key.startsWith("fallen.") && value === true)
    .map(([key]) => key.slice("fallen.".length));
}

/** What the dialog shows: every living minion, those that fall by default checked. */
export function fallenMinionsContext(request: FallenRequest) {
  return {
    count: request.count,
    squad: request.squad,
    candidates: request.candidates.map((c) => ({ ...c, checked: request.defaults.includes(c.id) })),
  };
}

export async function promptFallenMinions(request: FallenRequest): Promise<string[] | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("squad/fallen-minions.hbs"),
    fallenMinionsContext(request),
  );
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STEELBOUND.Squad.Fallen.Title" },
    content,
    ok: { label: "STEELBOUND.Squad.Fallen.Confirm" },
    rejectClose: false,
  });
  if (typeof result !== "object" || result === null) return null;
  return fallenFromForm(Object.fromEntries(Object.entries(result)));
}
