/**
 * Imposing and reading conditions on an actor through Foundry status effects. Source-tracked
 * conditions remember who imposed them in the effect's `origin`; a new source replaces the old one
 * (R-CN-3 frightened, R-CN-8 taunted; R-CN-4 a creature is held by one grabber at a time).
 */
import { localize } from "../i18n.ts";
import { SOURCED_CONDITIONS, conditionChanges, type StatusId } from "../data/status-effects.ts";
import { effectChangesData } from "./generation.ts";

export const SYSTEM_FLAGS = "steelbound";

interface EffectOptions {
  /** UUID of the creature that imposed the condition. */
  origin?: string | null;
  /** Show the icon over the whole token (Foundry's core.overlay flag), as for "dead". */
  overlay?: boolean;
  /** Marks effects kept in sync by Steelbound itself (stamina states). */
  automatic?: boolean;
}

/** ActiveEffect source data for one of CONFIG.statusEffects (what ActiveEffect.fromStatusEffect builds). */
export function statusEffectData(
  id: StatusId,
  { origin = null, overlay = false, automatic = false }: EffectOptions = {},
) {
  const status = CONFIG.statusEffects.find((s) => s.id === id);
  if (!status) throw new Error(`Steelbound | unknown status effect "${id}"`);
  return {
    name: localize(status.name),
    img: status.img ?? null,
    statuses: [id],
    // The condition's speed cap in the running generation's shape (./generation.ts).
    ...effectChangesData(conditionChanges(id)),
    origin,
    flags: { core: { overlay }, [SYSTEM_FLAGS]: { automatic } },
  };
}

interface ConditionBearer {
  effects: Iterable<{ id: string | null; statuses: Set<string>; origin: string | null | undefined }>;
}

/** Ids of effects that carry exactly this status (the ones Actor#toggleStatusEffect would remove). */
export function effectsWithStatus(actor: ConditionBearer, id: StatusId): string[] {
  const ids: string[] = [];
  for (const effect of actor.effects)
    if (effect.statuses.size === 1 && effect.statuses.has(id) && effect.id !== null) ids.push(effect.id);
  return ids;
}

/** UUID of whoever imposed a source-tracked condition on the actor, or null. */
export function conditionSource(actor: ConditionBearer, id: StatusId): string | null {
  if (!SOURCED_CONDITIONS.includes(id)) return null;
  for (const effect of actor.effects) if (effect.statuses.has(id) && effect.origin) return effect.origin;
  return null;
}
