import { SOURCED_CONDITIONS } from "../data/status-effects.ts";

/** Steelbound ActiveEffect: knows which creature imposed a source-tracked condition (R-CN-3, R-CN-4, R-CN-8). */
export class SteelActiveEffect extends ActiveEffect {
  /** UUID of the creature that frightened, grabbed or taunted the bearer, if this effect is one of those. */
  get conditionSource(): string | null {
    const sourced = SOURCED_CONDITIONS.some((id) => this.statuses.has(id));
    return sourced ? (this.origin ?? null) : null;
  }
}
