/**
 * Draws an `abilityUse` message's card from its data each time Foundry renders the message (through
 * AbilityUseCardModel#renderHTML), so the card always reflects the stored roll, per-target choices and what
 * was applied — after a reload and for players who join late — and binds its buttons.
 */
import { templatePath } from "../constants.ts";
import { readActorSize, readTargetSnapshot } from "../documents/target-snapshot.ts";
import { abilityCardContext } from "./ability-card.ts";
import { abilityCardLabels } from "./ability-card-labels.ts";
import { gameLocalizer } from "../i18n.ts";
import { tieredUseOf } from "./ability-use-message.ts";
import { mayTestFor } from "../documents/target-snapshot.ts";
import { onAbilityCardClick } from "./ability-card-actions.ts";
import { plainAbilityCardContext, plainAbilityUseOf } from "./ability-plain-card.ts";
import { cardViewer } from "./card-viewer.ts";
import { appendAbilityReview } from "./ability-review.ts";

export const ABILITY_CARD_TEMPLATE = templatePath("chat/ability-use.hbs");
export const PLAIN_ABILITY_CARD_TEMPLATE = templatePath("chat/ability-use-plain.hbs");

/** The card's area ability placed its template on the map when used (docs/DATA.md `area`). */
function areaPlaced(message: ChatMessage.Implementation): boolean {
  const template: unknown = foundry.utils.getProperty(message.system, "area.template");
  return typeof template === "string" && template !== "";
}

/** An ability used without a power roll: what it is and does, no buttons (nothing to apply). */
async function renderPlainAbilityCard(
  message: ChatMessage.Implementation,
  content: HTMLElement,
): Promise<void> {
  const data = plainAbilityUseOf(message);
  if (data === null) return;
  const context = plainAbilityCardContext(data);
  const { keywordLabels, keywordRules, actionTypeLabel } = abilityCardLabels(gameLocalizer(), context);
  // The effect is the item's own HTML, enriched like the sheets do; shown with a triple-stash.
  const effectHtml = context.effect
    ? await foundry.applications.ux.TextEditor.implementation.enrichHTML(context.effect)
    : "";
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(PLAIN_ABILITY_CARD_TEMPLATE, {
    ...context,
    areaPlaced: areaPlaced(message),
    keywordLabels,
    keywordRules,
    actionTypeLabel,
    effectHtml,
  });
  // A summoning without a power roll waits for the Director's review of its changed ability too.
  appendAbilityReview(message, content, gameLocalizer());
}

/** Fills the message's `.message-content` with its card (rolled or not) and binds the card's buttons. */
export async function renderAbilityCard(
  message: ChatMessage.Implementation,
  content: HTMLElement,
): Promise<void> {
  const use = tieredUseOf(message);
  if (use === null) return renderPlainAbilityCard(message, content);
  const context = abilityCardContext(use.data, use.rolled, readTargetSnapshot, readActorSize(use.data.actor));
  // A custom effect's text is plain text: escaped first, then enriched (links, rolls) like the effect text.
  const editor = foundry.applications.ux.TextEditor.implementation;
  for (const row of context.rows)
    for (const effect of row.customEffects)
      if (effect.text) effect.textHtml = await editor.enrichHTML(foundry.utils.escapeHTML(effect.text));
  // A tier's own text (what the parser left as words) is plain text too: escaped, then enriched the same way.
  // v13 client/applications/ux/text-editor.mjs TextEditor.enrichHTML parses its input into a div and replaces
  // matches only inside text nodes, so what escapeHTML made text stays text.
  for (const row of context.rows)
    if (row.tierText) row.tierTextHtml = await editor.enrichHTML(foundry.utils.escapeHTML(row.tierText));
  if (context.untargeted?.text)
    context.untargeted.textHtml = await editor.enrichHTML(foundry.utils.escapeHTML(context.untargeted.text));
  const viewer = cardViewer(message, use.data.actor, context.refund?.pool ?? null);
  const i18n = gameLocalizer();
  const user = game.user;
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(ABILITY_CARD_TEMPLATE, {
    ...context,
    areaPlaced: areaPlaced(message),
    ...abilityCardLabels(i18n, context),
    // Rows whose target was already force-moved (docs/DATA.md `flags.steelbound.forcedMoved`).
    forcedMoved: message.flags.steelbound?.forcedMoved ?? {},
    // Only the buttons this user may use: the others would end in a refusal. A target's test is not
    // the user's roll, so it takes no surges (R-AB-7).
    viewer: context.targetTest ? { ...viewer, spend: false, heroToken: false } : viewer,
    // "Roll Might test": offered on a row to the target's owners and the GM (src/queries/target-test.ts).
    testName: context.testCharacteristics
      .map((c) => i18n.localize(`STEELBOUND.RollDialog.Characteristic.${c}`))
      .join(" / "),
    testers: context.rows.map((row) => row.awaiting && user != null && mayTestFor(row.token, user)),
  });
  content.addEventListener("click", (event) => {
    void onAbilityCardClick(message, event);
  });
  // A request on this card waits for the Director's review of its changed ability.
  appendAbilityReview(message, content, i18n);
}
