/**
 * Effect durations at a turn end (R-AB-11): when a creature's own turn ends its EoT effects end, and
 * each save-ends effect calls for a saving throw (1d10, 6+ ends it). The timing decisions are the
 * rules' (`expiresAtTurnEnd`, `lockedWhileDying`); this module reads effects and sorts them.
 */
import {
  CONDITIONS,
  expiresAtTurnEnd,
  lockedWhileDying,
  SAVE_TARGET,
  saveBonus,
  saveThreshold,
  type EffectDuration,
} from "../../rules/index.ts";
import { SYSTEM_ID } from "../../constants.ts";

export interface TimedEffect {
  id: string;
  name: string;
  duration: EffectDuration | null;
  statuses: string[];
}

const DURATIONS: readonly EffectDuration[] = ["eot", "save", "encounter", "respite", "permanent"];

/** docs/DATA.md: a condition's ActiveEffect carries `flags.steelbound.duration`. */
export function effectDuration(effect: { flags: unknown }): EffectDuration | null {
  const flags = effect.flags;
  const ours =
    typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>)[SYSTEM_ID] : null;
  const raw =
    typeof ours === "object" && ours !== null ? (ours as Record<string, unknown>)["duration"] : null;
  return DURATIONS.find((d) => d === raw) ?? null;
}

/** Effects with their Draw Steel duration (flags.steelbound.duration, docs/DATA.md). */
export function timedEffects(
  effects: Iterable<{ id: string | null; name: string; flags: unknown; statuses?: Iterable<string> }>,
): TimedEffect[] {
  const out: TimedEffect[] = [];
  for (const effect of effects) {
    if (effect.id === null) continue;
    out.push({
      id: effect.id,
      name: effect.name,
      duration: effectDuration(effect),
      statuses: [...(effect.statuses ?? [])],
    });
  }
  return out;
}

/** R-ST-2: an effect holding a condition that can't end while the bearer is dying (its bleeding). */
function locked(effect: TimedEffect, dying: boolean): boolean {
  return CONDITIONS.some((c) => effect.statuses.includes(c) && lockedWhileDying(c, dying));
}

/** R-AB-11: what happens to a creature's effects when its own turn ends. */
export function turnEndPlan(
  effects: readonly TimedEffect[],
  bearer: { dying: boolean } = { dying: false },
): { expire: TimedEffect[]; saves: TimedEffect[] } {
  const ownTurn = { turnEndedIsTargets: true };
  const open = effects.filter((e) => !locked(e, bearer.dying));
  return {
    expire: open.filter((e) => e.duration !== null && expiresAtTurnEnd(e.duration, ownTurn)),
    saves: open.filter((e) => e.duration === "save"),
  };
}

/**
 * R-AB-11: does this saving throw end the effect, for a bearer whose threshold is `threshold` (6 unless
 * granted) and who adds `bonus` to the d10 (0 unless granted)?
 */
export function saveEnds(d10: number, threshold?: number, bonus?: number): boolean {
  return expiresAtTurnEnd("save", {
    turnEndedIsTargets: true,
    saveRoll: d10,
    ...(threshold === undefined ? {} : { saveThreshold: threshold }),
    ...(bonus === undefined ? {} : { saveBonus: bonus }),
  });
}

/**
 * The number this creature's saving throws must reach (docs/DATA.md `bonuses.saveThreshold`, R-AB-11): its
 * prepared data, so a feature's effect that lowers it counts; 6 for anything without one.
 */
export function saveThresholdOf(actor: { system: unknown } | null | undefined): number {
  const value: unknown = foundry.utils.getProperty(actor?.system ?? {}, "bonuses.saveThreshold");
  return saveThreshold(typeof value === "number" ? value : SAVE_TARGET);
}

/**
 * What this creature adds to the d10 of its saving throws (docs/DATA.md `bonuses.saveBonus`, R-AB-11): its
 * prepared data, so a feature's effect that grants "+1 to saving throws" counts; 0 for anything without one.
 */
export function saveBonusOf(actor: { system: unknown } | null | undefined): number {
  const value: unknown = foundry.utils.getProperty(actor?.system ?? {}, "bonuses.saveBonus");
  return saveBonus(typeof value === "number" ? value : 0);
}
