/** Reads a creature's statuses and who imposed them, from its active effects (flags.steelbound.source). */
import { SYSTEM_ID } from "../constants.ts";
import type { CreatureConditions } from "./roll-plan.ts";

export function creatureConditions(actor: Actor.Implementation): CreatureConditions {
  const sources = new Map<string, string>();
  for (const effect of actor.appliedEffects) {
    const source: unknown = foundry.utils.getProperty(effect, `flags.${SYSTEM_ID}.source`);
    if (typeof source !== "string") continue;
    for (const status of effect.statuses) sources.set(status, source);
  }
  return { id: actor.uuid, statuses: new Set(actor.statuses), sources };
}
