/**
 * R-CN-11 hidden (004 「隠れると忍び足」): while a creature is hidden from you, you cannot target it with an ability
 * that lacks the Area keyword. A use aimed at such a creature is refused before anything is rolled, placed or paid;
 * the Director who disagrees ends the status ("unless the Director decides otherwise").
 */
import { canTargetHidden } from "../rules/index.ts";
import { isHidden, isRevealed, otherSide } from "../canvas/hidden-board.ts";
import type { AbilityInfo } from "../documents/ability-info.ts";

/** The first targeted token hidden from the user that this ability may not target, or null. */
export function hiddenTargetRefused(
  actor: Actor.Implementation,
  ability: Pick<AbilityInfo, "keywords">,
  tokens: readonly TokenDocument.Implementation[],
): TokenDocument.Implementation | null {
  if (canTargetHidden(ability.keywords)) return null;
  return tokens.find((t) => isHidden(t.actor, () => true) && otherSide(actor.uuid, t)) ?? null;
}

/** False after telling the user when a targeted creature is hidden from it (R-CN-11). */
export function mayTargetHidden(
  actor: Actor.Implementation,
  ability: Pick<AbilityInfo, "keywords">,
  tokens: readonly TokenDocument.Implementation[],
): boolean {
  const hidden = hiddenTargetRefused(actor, ability, tokens);
  if (hidden === null) return true;
  ui.notifications?.warn(game.i18n?.format("STEELBOUND.Use.TargetHidden", { name: hidden.name }) ?? "");
  return false;
}

/**
 * R-CB-9: the hidden effects the GM marked revealed when the creature used an ability (src/queries/hiding/
 * reveal.ts): their edge lasts to the end of that turn, so they end with it.
 */
export function endingRevealed(actor: Actor.Implementation): string[] {
  return actor.effects.contents.flatMap((e) =>
    e.statuses.has("hidden") && isRevealed(e) && e.id ? [e.id] : [],
  );
}
