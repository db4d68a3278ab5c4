/**
 * R-CN-11 hidden, written only by the GM (the GM believes a hidden status only as a GM last wrote it,
 * src/documents/condition-origin.ts gmWritten). Writing it first takes away every other hidden effect on the
 * creature (its owner's own, or one the GM marked revealed), so what stays is the GM's word alone.
 */
import { gmWritten } from "../../documents/condition-origin.ts";
import { isRevealed } from "../../canvas/hidden-board.ts";
import { deleteEffectsStillPresent } from "../../documents/effect-removal.ts";

const hiddenEffects = (actor: Actor.Implementation) =>
  actor.effects.contents.filter((e) => e.statuses.has("hidden"));

/** The GM's hidden status on the creature: kept when it is already the GM's word, else written anew. */
export async function writeHidden(actor: Actor.Implementation): Promise<void> {
  const effects = hiddenEffects(actor);
  if (effects.some((e) => gmWritten(e) && !isRevealed(e))) return;
  await deleteEffectsStillPresent(
    actor,
    effects.flatMap((e) => (e.id ? [e.id] : [])),
  );
  await actor.toggleStatusEffect("hidden", { active: true });
}

/** Ends the creature's hidden status (every hidden effect on it, whoever wrote it). */
export async function endHidden(actor: Actor.Implementation): Promise<void> {
  await deleteEffectsStillPresent(
    actor,
    hiddenEffects(actor).flatMap((e) => (e.id ? [e.id] : [])),
  );
}
