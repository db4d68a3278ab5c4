/** Posts a Director tool's outcome card (context/outcome.ts) to chat, spoken by the Director. */
import { templatePath } from "../../constants.ts";
import type { OutcomeCard } from "./context/outcome.ts";

export const OUTCOME_CARD_TEMPLATE = templatePath("director/outcome-card.hbs");

export async function postOutcome(card: OutcomeCard): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(OUTCOME_CARD_TEMPLATE, { ...card });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker() });
}
