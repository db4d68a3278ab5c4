/**
 * R-CB-7 on the board: one (non-free) triggered action a round. The limit itself is kept in the actor's
 * action log (src/flows/action-log.ts `triggeredRound`); this module shows it as a status marker on the
 * creature (CONFIG.statusEffects "triggeredUsed", src/data/status-effects.ts), so every client sees the used
 * action on the token: v13 client/documents/active-effect.mjs ActiveEffect#isTemporary counts an effect with
 * a status as temporary, and v13 client/canvas/placeables/token.mjs Token#_drawEffects draws each of
 * `this.actor?.temporaryEffects` that has an `img` as an icon on the token. The user of
 * the triggered action (the creature's owner) sets it; the Director's new round clears it on every
 * combatant, as the round's action budget resets.
 */
import { TRIGGERED_MARKER } from "../../data/status-effects.ts";
import { deleteEffectsStillPresent } from "../effect-removal.ts";

/** Ids of the actor's marker effects. */
function markerEffects(actor: Actor.Implementation): string[] {
  return actor.effects.contents.flatMap((e) =>
    e.statuses.has(TRIGGERED_MARKER) && e.id !== null ? [e.id] : [],
  );
}

/** Whether the creature shows the marker. */
export function showsTriggeredMarker(actor: Actor.Implementation | null | undefined): boolean {
  return actor?.statuses.has(TRIGGERED_MARKER) ?? false;
}

/** Sets the marker on a creature that just used its triggered action (its owner writes it). */
export async function setTriggeredMarker(actor: Actor.Implementation): Promise<void> {
  if (markerEffects(actor).length > 0) return;
  await actor.toggleStatusEffect(TRIGGERED_MARKER, { active: true });
}

/** The new round: every combatant's marker goes (the GM writes; each actor once). */
export async function clearTriggeredMarkers(combat: Combat.Implementation): Promise<void> {
  const actors = new Set(combat.combatants.contents.flatMap((c) => (c.actor ? [c.actor] : [])));
  for (const actor of actors) await deleteEffectsStillPresent(actor, markerEffects(actor));
}
