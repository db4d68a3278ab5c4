/**
 * Draws a `test` message's card into its `.message-content` from its data and PowerRolls each time it is
 * shown (reloads, late joiners), through TestCardModel#renderHTML.
 * `rolls[0]` is the first roll; after a hero token reroll (R-HT-2) the last roll is the one used.
 */
import { templatePath } from "../constants.ts";
import { gameLocalizer } from "../i18n.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { askHeroToken } from "../documents/gm-channel/hero-token-ask.ts";
import { TestModel } from "./test-model.ts";
import { testCardContext, type TestRollView } from "./test-card.ts";
import type { TestDifficulty } from "../rules/index.ts";

export const TEST_CARD_TEMPLATE = templatePath("chat/test.hbs");

function view(roll: unknown, difficulty: TestDifficulty): TestRollView | null {
  const dice = roll instanceof PowerRoll ? roll.naturalDice : null;
  if (!(roll instanceof PowerRoll) || dice === null) return null;
  return { dice, total: roll.resolve().total, outcome: roll.testOutcome(difficulty) };
}

export async function renderTestCard(
  message: { readonly id: string | null; readonly system: unknown; readonly rolls: readonly unknown[] },
  content: HTMLElement,
): Promise<void> {
  const system = message.system;
  if (!(system instanceof TestModel)) return;
  const used = view(message.rolls.at(-1), system.difficulty);
  if (used === null) return;
  const actor = fromUuidSync(system.actor);
  const owned = actor instanceof Actor && actor.isOwner;
  const context = testCardContext(gameLocalizer(), {
    ...used,
    difficulty: system.difficulty,
    skill: system.skill,
    rerolled: system.rerolled,
    original: message.rolls.length > 1 ? view(message.rolls[0], system.difficulty) : null,
    hero: owned && String(actor.type) === "hero",
  });
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEST_CARD_TEMPLATE, {
    ...context,
  });
  const button = content.querySelector<HTMLButtonElement>("[data-action=heroTokenReroll]");
  const id = message.id;
  if (button === null || id === null) return;
  button.addEventListener("click", () => {
    button.disabled = true;
    // R-HT-2: the GM checks the card, spends the token and rolls again.
    void askHeroToken("rerollTest", system.actor, id);
  });
}
