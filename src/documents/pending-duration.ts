/**
 * A Draw Steel duration chosen for a condition a user toggles on (the token HUD), handed from
 * SteelActor#toggleStatusEffect to SteelActiveEffect#_preCreate so the effect is created with its duration
 * in one write: v13 client/documents/actor.mjs Actor#toggleStatusEffect builds the effect itself
 * (ActiveEffect.fromStatusEffect) and passes no options a system could fill.
 */
import type { EffectDuration } from "../rules/index.ts";

const pending = new WeakMap<object, Map<string, EffectDuration>>();

export function holdDuration(actor: object, statusId: string, duration: EffectDuration): void {
  const held = pending.get(actor) ?? new Map<string, EffectDuration>();
  held.set(statusId, duration);
  pending.set(actor, held);
}

export function releaseDuration(actor: object, statusId: string): void {
  pending.get(actor)?.delete(statusId);
}

/** The duration held for the one status a new effect carries on this actor, if any. */
export function heldDuration(actor: object, statuses: Iterable<string>): EffectDuration | null {
  const held = pending.get(actor);
  if (!held) return null;
  for (const id of statuses) {
    const duration = held.get(id);
    if (duration) return duration;
  }
  return null;
}
