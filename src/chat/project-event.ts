/**
 * Seed 004 §ディレクターへ:プロジェクト・イベント, "rolling for events": a Director who wants project events
 * as a surprise rolls a d6 once per respite in which one or more heroes make a project roll; on a 6 an event
 * happens (rules projectEventOccurs). The project roll card offers that d6 to the GM only; the roll is posted
 * with its outcome and the card then shows it to everyone, so the Director rolls once for it.
 *
 * Message flags (docs/DATA.md): `flags.steelbound.projectRoll` = { project: the project's name } on a project
 * roll card; `flags.steelbound.projectEventRoll` = the d6 (1–6) once the Director rolled it.
 */
import { projectEventOccurs } from "../rules/index.ts";

const rec = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : null;

const text = (key: string, data: Record<string, string> = {}) =>
  game.i18n?.format(`STEELBOUND.ProjectRoll.Event.${key}`, data) ?? key;

/** The project roll card's flag: the project's name, or null when the message is not a project roll card. */
export function projectRollOf(message: { flags: unknown }): { project: string } | null {
  const f = rec(rec(rec(message.flags)?.["steelbound"])?.["projectRoll"]);
  const project = f?.["project"];
  return typeof project === "string" ? { project } : null;
}

/** The d6 the Director rolled for this card's event, or null while not rolled. */
export function projectEventRollOf(message: { flags: unknown }): number | null {
  const d6 = rec(rec(message.flags)?.["steelbound"])?.["projectEventRoll"];
  return typeof d6 === "number" && Number.isInteger(d6) && d6 >= 1 && d6 <= 6 ? d6 : null;
}

/** What a d6 came to, in words (the card's line and the roll's own message). */
export function projectEventLine(d6: number): string {
  return projectEventOccurs(d6) ? text("Happens", { d6: String(d6) }) : text("None", { d6: String(d6) });
}

/** The button (for the GM) that the project roll card carries; bound or replaced on render. */
export function projectEventOfferHtml(): string {
  const label = foundry.utils.escapeHTML(text("Roll"));
  return `<p class="project-event-offer"><button type="button" data-steelbound-project-event><i class="fa-solid fa-dice-six" aria-hidden="true"></i> ${label}</button></p>`;
}

/** The GM rolls the d6, posts it, and marks the card so it is rolled once. */
async function rollProjectEvent(message: ChatMessage.Implementation, project: string): Promise<void> {
  if (game.user?.isGM !== true || projectEventRollOf(message) !== null) return;
  const roll = await new Roll("1d6").evaluate();
  const d6 = roll.total;
  const occurs = projectEventOccurs(d6);
  const lines = [text("Title", { name: project }), projectEventLine(d6), ...(occurs ? [text("Table")] : [])];
  const escape = foundry.utils.escapeHTML;
  await ChatMessage.create({
    content: [
      `<div class="steelbound project-event-card chat-card${occurs ? " event" : ""}">`,
      `<h3>${escape(lines[0] ?? "")}</h3>`,
      ...lines.slice(1).map((line) => `<p>${escape(line)}</p>`),
      `</div>`,
    ].join(""),
    rolls: [JSON.stringify(roll)],
    speaker: { alias: game.i18n?.localize("STEELBOUND.TestCall.Director") ?? "" },
  });
  await message.update({ flags: { steelbound: { projectEventRoll: d6 } } });
}

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
    void rollProjectEvent(message, card.project);
  });
}
