/**
 * Effect durations in play (R-AB-11): at the end of a creature's own turn its EoT effects end, and each
 * save-ends effect calls for a saving throw (1d10, 6+ ends it). The timing decisions are the rules'
 * (`expiresAtTurnEnd`); this module reads effects and acts on the answer.
 */
import { expiresAtTurnEnd, type EffectDuration } from "../rules/index.ts";
import { SYSTEM_FLAGS } from "../documents/conditions.ts";

export interface TimedEffect {
  id: string;
  name: string;
  duration: EffectDuration | null;
}

const DURATIONS: readonly EffectDuration[] = ["eot", "save", "encounter"];

/** Effects with a Draw Steel duration (flags.steelbound.duration), as written by apply-results. */
export function timedEffects(
  effects: Iterable<{ id: string | null; name: string; flags: unknown }>,
): TimedEffect[] {
  const out: TimedEffect[] = [];
  for (const effect of effects) {
    if (effect.id === null) continue;
    const flags =
      typeof effect.flags === "object" && effect.flags !== null
        ? (effect.flags as Record<string, unknown>)
        : {};
    const ours = flags[SYSTEM_FLAGS];
    const raw =
      typeof ours === "object" && ours !== null ? (ours as Record<string, unknown>)["duration"] : null;
    out.push({ id: effect.id, name: effect.name, duration: DURATIONS.find((d) => d === raw) ?? null });
  }
  return out;
}

/** R-AB-11: what happens to a creature's effects when its own turn ends. */
export function turnEndPlan(effects: readonly TimedEffect[]): {
  expire: TimedEffect[];
  saves: TimedEffect[];
} {
  const ownTurn = { turnEndedIsTargets: true };
  return {
    expire: effects.filter((e) => e.duration !== null && expiresAtTurnEnd(e.duration, ownTurn)),
    saves: effects.filter((e) => e.duration === "save"),
  };
}

/** R-AB-11: does this saving throw end the effect? */
export function saveEnds(d10: number): boolean {
  return expiresAtTurnEnd("save", { turnEndedIsTargets: true, saveRoll: d10 });
}
