/** Reads a creature's statuses and who imposed them (the data layer keeps the source in `origin`). */
import { conditionSource } from "../documents/conditions.ts";
import { SOURCED_CONDITIONS } from "../data/status-effects.ts";
import type { CreatureConditions } from "./roll-plan.ts";
import type { StatusId } from "../data/status-effects.ts";

/** What is read of a creature: its UUID, prepared data, statuses and effects. */
export interface ConditionedCreature {
  readonly uuid: string;
  readonly system: object;
  readonly statuses: Iterable<string>;
  readonly effects: Iterable<{ id: string | null; statuses: Set<string>; origin: string | null | undefined }>;
}

/**
 * `sourceOf` reads who imposed a source-tracked condition: the effect's origin by default; the GM's judgement
 * of a card passes the one that believes an origin only from its writer (src/queries/claims/edge-tally.ts).
 */
export function creatureConditions<A extends ConditionedCreature>(
  actor: A,
  sourceOf: (actor: A, id: StatusId) => string | null = conditionSource,
): CreatureConditions {
  const sources = new Map<string, string>();
  for (const id of SOURCED_CONDITIONS) {
    const source = sourceOf(actor, id);
    if (source !== null) sources.set(id, source);
  }
  const num = (path: string) => {
    const v: unknown = foundry.utils.getProperty(actor.system, path);
    return typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0;
  };
  const against = { edges: num("bonuses.against.edges"), banes: num("bonuses.against.banes") };
  return { id: actor.uuid, statuses: new Set(actor.statuses), sources, against };
}
