/**
 * Seed 004 §ダメージで回復するクリーチャー (no digest line yet): an ability that regains its user Stamina
 * equal to the damage it dealt (`healFromDamage` on the ability: "full", or "half" of it) gives back one
 * target's damage, not the total (rules healFromDamage). The GM reads the portion from the ability as it
 * judges it (the accepted version of a player's edited ability) and the user's Stamina from the user's own
 * document; the amount is the damage this apply really dealt, after immunity and weakness. The card's ledger
 * key `healFromDamage` makes it once per use (decision: the first apply that deals damage heals, from the
 * targets it hit; a later apply of another row of the same card heals no more).
 */
import { healFromDamage, healStamina, type HealFromDamagePortion } from "../../rules/index.ts";
import { readStamina } from "../../documents/stamina-writes.ts";
import type { CreatureWrite, UserHeal } from "../../documents/gm-channel/apply-results-types.ts";

/**
 * What the user of this ability regains from its damage, or null when it regains nothing: an ability
 * without `healFromDamage`, a user without Stamina, or a minion (R-MN-2: a minion never regains Stamina).
 */
export function userHealOf(
  actor: { readonly id: string | null; readonly system: unknown; readonly isMinion?: boolean },
  abilitySystem: unknown,
): UserHeal | null {
  const value: unknown =
    typeof abilitySystem === "object" && abilitySystem !== null
      ? Reflect.get(abilitySystem, "healFromDamage")
      : undefined;
  const portion: HealFromDamagePortion | null = value === "full" || value === "half" ? value : null;
  if (portion === null || actor.isMinion === true) return null;
  const stamina = readStamina(actor);
  return stamina === null ? null : { portion, stamina };
}

/**
 * Adds the user's healing to its write in the batch (after any damage the same apply dealt the user
 * itself) and returns the Stamina it regains; 0 when the damage dealt heals nothing.
 */
export function planUserHeal(
  heal: UserHeal,
  dealtPerTarget: readonly number[],
  userWrite: () => CreatureWrite,
): number {
  const amount = healFromDamage(dealtPerTarget, heal.portion);
  if (amount <= 0) return 0;
  const entry = userWrite();
  const value = entry.changes["system.stamina.value"];
  const temporary = entry.changes["system.stamina.temporary"];
  const now =
    typeof value === "number"
      ? {
          ...heal.stamina,
          value,
          temporary: typeof temporary === "number" ? temporary : heal.stamina.temporary,
        }
      : heal.stamina;
  const after = healStamina(now, amount);
  if (after.value === now.value) return 0;
  entry.changes["system.stamina.value"] = after.value;
  // A user that also took this apply's damage: the write is its final value (a damage intent alone would be
  // recomputed without the healing, documents/stamina-writes.ts).
  delete entry.damage;
  return after.value - now.value;
}
