/** The project event's words and flags, read by its card binding (./project-event.ts) and its roll (./project-event-roll.ts). */
import { projectEventOccurs } from "../rules/index.ts";

export const rec = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : null;

export const text = (key: string, data: Record<string, string> = {}) =>
  game.i18n?.format(`STEELBOUND.ProjectRoll.Event.${key}`, data) ?? key;

/**
 * The project roll card's flag: the project's name and (cards since the events table) its item's UUID, or null
 * when the message is not a project roll card.
 */
export function projectRollOf(message: { flags: unknown }): { project: string; item: string | null } | null {
  const f = rec(rec(rec(message.flags)?.["steelbound"])?.["projectRoll"]);
  const project = f?.["project"];
  const item = f?.["item"];
  return typeof project === "string" ? { project, item: typeof item === "string" ? item : null } : null;
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
