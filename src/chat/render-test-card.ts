/** Renders a `test` message from its data and PowerRoll each time it is shown (reloads, late joiners). */
import { templatePath } from "../constants.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { TestModel } from "./test-model.ts";
import { testCardContext } from "./test-card.ts";

export const TEST_CARD_TEMPLATE = templatePath("chat/test.hbs");

export async function renderTestCard(
  message: { readonly system: unknown; readonly rolls: readonly unknown[] },
  html: HTMLElement,
): Promise<void> {
  const system = message.system;
  const roll = message.rolls[0];
  const content = html.querySelector(".message-content");
  if (!(system instanceof TestModel) || !(roll instanceof PowerRoll) || content === null) return;
  const dice = roll.naturalDice;
  if (dice === null) return;
  const context = testCardContext({
    dice,
    total: roll.resolve().total,
    difficulty: system.difficulty,
    outcome: roll.testOutcome(system.difficulty),
    skill: system.skill,
    rerolled: system.rerolled,
  });
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEST_CARD_TEMPLATE, {
    ...context,
  });
}
