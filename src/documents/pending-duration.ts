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

/**
 * The creature a user named as the source of a frightened, grabbed or taunted condition toggled from the
 * token HUD (R-CN-3, R-CN-4, R-CN-8), handed to SteelActiveEffect#_preCreate the same way as the duration:
 * it becomes the effect's `origin`, where an ability's condition keeps its source (./conditions.ts).
 */
const origins = new WeakMap<object, Map<string, string>>();

export function holdOrigin(actor: object, statusId: string, origin: string): void {
  const held = origins.get(actor) ?? new Map<string, string>();
  held.set(statusId, origin);
  origins.set(actor, held);
}

export function releaseOrigin(actor: object, statusId: string): void {
  origins.get(actor)?.delete(statusId);
}

/** The source held for the one status a new effect carries on this actor, if any. */
export function heldOrigin(actor: object, statuses: Iterable<string>): string | null {
  const held = origins.get(actor);
  if (!held) return null;
  for (const id of statuses) {
    const origin = held.get(id);
    if (origin) return origin;
  }
  return null;
}
