/**
 * R-VX-2: a respite asked for from a sheet or the tracker: the user confirms first (it restores stamina and
 * recoveries and turns victories into XP, which cannot be undone), then it is refused while a fight is on.
 * The confirmation runs on the user's own client, never inside the GM's queue.
 */
import { takeRespite } from "../../documents/combat/respite.ts";
import { gameLocalizer } from "../../i18n.ts";

export async function confirmRespite(actors: readonly Actor.Implementation[], party: boolean): Promise<void> {
  if (actors.length === 0) return;
  const i18n = gameLocalizer();
  const names = actors.map((a) => a.name).join(", ");
  const text = i18n.format(party ? "STEELBOUND.Respite.ConfirmParty" : "STEELBOUND.Respite.Confirm", {
    names,
  });
  // v13 client/applications/api/dialog.mjs DialogV2.confirm: Yes resolves true, No (the default) false.
  const confirmed = await foundry.applications.api.DialogV2.confirm({
    window: { title: party ? "STEELBOUND.Respite.Party" : "STEELBOUND.Respite.Take" },
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
  });
  if (confirmed !== true) return;
  const result = await takeRespite(actors);
  if (!result.ok)
    ui.notifications?.warn(i18n.format("STEELBOUND.Respite.InCombat", { names: result.names.join(", ") }));
}
