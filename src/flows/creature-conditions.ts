/** Reads a creature's statuses and who imposed them (the data layer keeps the source in `origin`). */
import { conditionSource } from "../documents/conditions.ts";
import { SOURCED_CONDITIONS } from "../data/status-effects.ts";
import type { CreatureConditions } from "./roll-plan.ts";

export function creatureConditions(actor: Actor.Implementation): CreatureConditions {
  const sources = new Map<string, string>();
  for (const id of SOURCED_CONDITIONS) {
    const source = conditionSource(actor, id);
    if (source !== null) sources.set(id, source);
  }
  const num = (path: string) => {
    const v: unknown = foundry.utils.getProperty(actor.system, path);
    return typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0;
  };
  const against = { edges: num("bonuses.against.edges"), banes: num("bonuses.against.banes") };
  return { id: actor.uuid, statuses: new Set(actor.statuses), sources, against };
}
