/**
 * Underwater (R-DM-5) and suffocation (R-DM-6): what a submerged creature's damage modifiers and rolls
 * become, and how long it holds its breath. Offered through `game.system.api.rules`; the board does not
 * track water or air yet, so nothing at the table calls these and they load with the API.
 */
import { mergeDamageModifiers, type DamageModifierSet, type DamageModifiers } from "./damage.ts";

/** R-DM-5: a fully submerged creature gains fire immunity 5 and lightning weakness 5. */
export const UNDERWATER_IMMUNITIES: Readonly<DamageModifiers> = Object.freeze({ fire: 5 });

export const UNDERWATER_WEAKNESSES: Readonly<DamageModifiers> = Object.freeze({ lightning: 5 });

/** R-DM-5: the creature's own modifiers with the underwater ones folded in (highest applies). */
export function underwaterModifiers(modifiers: DamageModifierSet): Required<DamageModifierSet> {
  return {
    immunities: mergeDamageModifiers(modifiers.immunities ?? {}, UNDERWATER_IMMUNITIES),
    weaknesses: mergeDamageModifiers(modifiers.weaknesses ?? {}, UNDERWATER_WEAKNESSES),
  };
}

/** R-DM-5: ability rolls underwater take a bane unless the creature swims at full speed. */
export function underwaterAbilityBane(swimsAtFullSpeed: boolean): boolean {
  return !swimsAtFullSpeed;
}

/**
 * R-DM-6: in combat a creature holds its breath for Might rounds (min 1); outside combat Might minutes
 * (choice: no minimum is given there, so a Might of 0 or less means no minutes).
 */
export function breathHoldLimit(might: number, inCombat = true): number {
  return inCombat ? Math.max(1, might) : Math.max(0, might);
}

/**
 * R-DM-6: whether the end of the `roundsWithoutAir`-th round spent holding its breath deals 1d6 damage
 * (rounds counted from 1).
 */
export function suffocates(roundsWithoutAir: number, might: number): boolean {
  return roundsWithoutAir > breathHoldLimit(might, true);
}

/** R-DM-6: suffocation damage die (the roll itself is an input to the caller). */
export const SUFFOCATION_DIE = "1d6";
