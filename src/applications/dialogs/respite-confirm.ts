/**
 * R-VX-2: a respite asked for from a sheet or the tracker: the user confirms first (it restores stamina and
 * recoveries and turns victories into XP, which cannot be undone), then it is refused while a fight is on.
 * The confirmation runs on the user's own client, never inside the GM's queue. The Director's dialog also
 * offers "Interrupted": the respite was cut short and grants nothing (R-VX-2).
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
  const title = party ? "STEELBOUND.Respite.Party" : "STEELBOUND.Respite.Take";
  const content = `<p>${foundry.utils.escapeHTML(text)}</p>`;
  let interrupted = false;
  if (game.user?.isGM === true) {
    // R-VX-2: the Director may also say the respite was interrupted (it then grants nothing). v13/v14
    // client/applications/api/dialog.mjs DialogV2.wait resolves to the clicked button's action, null when
    // closed with rejectClose false; "no" is the default, as in DialogV2.confirm.
    const choice: unknown = await foundry.applications.api.DialogV2.wait({
      window: { title },
      content: `${content}<p class="hint">${foundry.utils.escapeHTML(i18n.localize("STEELBOUND.Respite.InterruptedHint"))}</p>`,
      buttons: [
        { action: "yes", label: "STEELBOUND.Respite.Finish", icon: "fa-solid fa-campground" },
        { action: "interrupted", label: "STEELBOUND.Respite.Interrupted", icon: "fa-solid fa-bolt" },
        { action: "no", label: "Cancel", default: true },
      ],
      rejectClose: false,
    });
    if (choice !== "yes" && choice !== "interrupted") return;
    interrupted = choice === "interrupted";
  } else {
    // v13 client/applications/api/dialog.mjs DialogV2.confirm: Yes resolves true, No (the default) false.
    const confirmed = await foundry.applications.api.DialogV2.confirm({ window: { title }, content });
    if (confirmed !== true) return;
  }
  const result = await takeRespite(actors, { interrupted });
  if (!result.ok)
    ui.notifications?.warn(i18n.format("STEELBOUND.Respite.InCombat", { names: result.names.join(", ") }));
}
