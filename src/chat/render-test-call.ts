/**
 * Draws a `testCall` card into its `.message-content` each time it is shown, for the viewer: Roll for the
 * heroes they own, Assist for their heroes outside the call (R-TS-4), and binds those buttons.
 */
import { SteelActor } from "../documents/actor.ts";
import { templatePath } from "../constants.ts";
import { gameLocalizer } from "../i18n.ts";
import { testCallOf } from "./test-call-model.ts";
import { testCallCardContext, type TestCallViewer } from "./test-call-card.ts";
import { assistTestCall, rollTestCall } from "./test-call-actions.ts";

export const TEST_CALL_TEMPLATE = templatePath("chat/test-call.hbs");

function viewerOf(uuids: readonly string[], opposed: boolean): TestCallViewer {
  const names: Record<string, string> = {};
  for (const uuid of uuids) {
    const actor = fromUuidSync(uuid);
    if (actor instanceof SteelActor) names[uuid] = actor.name;
  }
  const user = game.user;
  // The Director rolls for the heroes only by hand; the card's buttons are the players'. On an opposed test
  // (R-PR-12) he rolls for the creature no player owns from the card.
  const mine = (actor: SteelActor) =>
    user?.isGM === true ? opposed && !actor.hasPlayerOwner : actor.isOwner;
  const ownHero = (actor: SteelActor) => user?.isGM !== true && actor.isOwner;
  const heroes = (game.actors?.contents ?? []).flatMap((a) =>
    a instanceof SteelActor && a.type === "hero" && ownHero(a)
      ? [{ uuid: a.uuid, id: a.id, name: a.name }]
      : [],
  );
  for (const hero of heroes) names[hero.uuid] = hero.name;
  return {
    names,
    owns: (uuid) => {
      const actor = fromUuidSync(uuid);
      return actor instanceof SteelActor && mine(actor);
    },
    heroes,
  };
}

export async function renderTestCallCard(
  message: { readonly id: string | null; readonly system: unknown },
  content: HTMLElement,
): Promise<void> {
  const data = testCallOf(message);
  const id = message.id;
  if (!data || id === null) return;
  const uuids = data.rows.flatMap((r) => [r.actor, ...r.assists.map((a) => a.actor)]);
  const context = testCallCardContext(gameLocalizer(), data, viewerOf(uuids, data.opposed));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEST_CALL_TEMPLATE, context);
  for (const button of content.querySelectorAll<HTMLButtonElement>("[data-action=testCallRoll]"))
    button.addEventListener("click", () => {
      button.disabled = true;
      void rollTestCall(id, Number(button.dataset["index"]));
    });
  for (const button of content.querySelectorAll<HTMLButtonElement>("[data-action=testCallAssist]"))
    button.addEventListener("click", () => {
      button.disabled = true;
      void assistTestCall(id, Number(button.dataset["index"]), button.dataset["assister"] ?? "");
    });
}
