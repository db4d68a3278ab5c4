/**
 * Seed 004 §ディレクターへ:プロジェクト・イベント, "rolling for events": a Director who wants project events
 * as a surprise rolls a d6 once per respite in which one or more heroes make a project roll; on a 6 an event
 * happens (rules projectEventOccurs). The project roll card offers that d6 to the GM only; the roll is posted
 * with its outcome and the card then shows it to everyone, so the Director rolls once for it.
 *
 * Message flags (docs/DATA.md): `flags.steelbound.projectRoll` = { project: the project's name, item: its UUID }
 * on a project roll card; `flags.steelbound.projectEventRoll` = the d6 (1–6) once the Director rolled it.
 */
import { projectEventOccurs } from "../rules/index.ts";
import { track } from "../documents/lazy-load.ts";
import { projectEventLine, projectEventRollOf, projectRollOf } from "./project-event-words.ts";

export {
  projectEventLine,
  projectEventOfferHtml,
  projectEventRollOf,
  projectRollOf,
} from "./project-event-words.ts";

/**
 * Binds the card's button each time Foundry renders it: the GM may roll while the d6 is unrolled; everyone
 * else sees no button; once rolled, everyone reads the outcome in its place.
 */
export function bindProjectEvent(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = projectRollOf(message);
  const offer = html.querySelector<HTMLElement>(".project-event-offer");
  if (card === null || offer === null) return;
  const d6 = projectEventRollOf(message);
  if (d6 !== null) {
    const line = document.createElement("p");
    line.className = `project-event-result${projectEventOccurs(d6) ? " event" : ""}`;
    line.textContent = projectEventLine(d6);
    offer.replaceWith(line);
    return;
  }
  const button = offer.querySelector<HTMLButtonElement>("button[data-steelbound-project-event]");
  if (game.user?.isGM !== true || button === null) {
    offer.remove();
    return;
  }
  button.addEventListener("click", () => {
    button.disabled = true;
    // The GM's d6 and table draw load with the first click.
    void track(import("./project-event-roll.ts")).then(({ rollProjectEvent }) =>
      rollProjectEvent(message, card),
    );
  });
}
