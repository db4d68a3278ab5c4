/**
 * Turn ends in play: the active GM ends the EoT effects of the creature whose turn just ended, in one
 * call, and posts a saving-throw prompt for its save-ends effects (R-AB-11). The owner clicks to roll
 * 1d10; on a success the effect ends.
 */
import { templatePath } from "../constants.ts";
import { saveEnds, timedEffects, turnEndPlan } from "./turn-end.ts";

export const SAVE_PROMPT_TEMPLATE = templatePath("chat/save-prompt.hbs");

async function onTurnEnd(combat: Combat.Implementation, prior: Combat.HistoryData): Promise<void> {
  if (!(game.user?.isActiveGM ?? false) || prior.combatantId === null) return;
  const actor = combat.combatants.get(prior.combatantId)?.actor;
  if (!actor) return;
  const plan = turnEndPlan(timedEffects(actor.effects));
  if (plan.expire.length > 0)
    await actor.deleteEmbeddedDocuments(
      "ActiveEffect",
      plan.expire.map((e) => e.id),
    );
  if (plan.saves.length === 0) return;
  const content = await foundry.applications.handlebars.renderTemplate(SAVE_PROMPT_TEMPLATE, {
    name: actor.name,
    actorUuid: actor.uuid,
    saves: plan.saves,
  });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
}

async function rollSave(actorUuid: string, effectId: string): Promise<void> {
  const actor = fromUuidSync(actorUuid);
  if (!(actor instanceof Actor) || !actor.isOwner) {
    ui.notifications?.warn("STEELBOUND.Card.NotYours", { localize: true });
    return;
  }
  const effect = actor.effects.get(effectId);
  if (!effect) return;
  const roll = new Roll("1d10");
  await roll.evaluate();
  const ended = saveEnds(roll.total ?? 0);
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ alias: actor.name }),
    flavor:
      game.i18n?.format(ended ? "STEELBOUND.Save.Success" : "STEELBOUND.Save.Failure", {
        effect: effect.name,
      }) ?? "",
  });
  if (ended) await effect.delete();
}

export function registerTurnEnd(): void {
  Hooks.on("combatTurnChange", (combat, prior) => {
    void onTurnEnd(combat, prior);
  });
  Hooks.on("renderChatMessageHTML", (_message, html) => {
    for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-steelbound-save]"))
      button.addEventListener("click", () => {
        button.disabled = true;
        void rollSave(button.dataset["actor"] ?? "", button.dataset["steelboundSave"] ?? "");
      });
  });
}
