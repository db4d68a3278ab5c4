/** Vocabulary shared by every rules module (names follow test/rules/contract/rules-api.d.ts). */

export type Tier = 1 | 2 | 3;

/** R-CH-1 */
export type Characteristic = "might" | "agility" | "reason" | "intuition" | "presence";
export const CHARACTERISTICS: readonly Characteristic[] = [
  "might",
  "agility",
  "reason",
  "intuition",
  "presence",
];

/** R-CB-1 */
export type Side = "heroes" | "director";

/** R-DM-1 */
export type DamageType =
  "untyped" | "acid" | "cold" | "corruption" | "fire" | "holy" | "lightning" | "poison" | "psychic" | "sonic";
export const DAMAGE_TYPES: readonly DamageType[] = [
  "untyped",
  "acid",
  "cold",
  "corruption",
  "fire",
  "holy",
  "lightning",
  "poison",
  "psychic",
  "sonic",
];

/** R-AB-1 action types (what an ability costs to use). */
export type ActionType =
  "main" | "maneuver" | "move" | "triggered" | "freeTriggered" | "freeManeuver" | "none";
export const ACTION_TYPES: readonly ActionType[] = [
  "main",
  "maneuver",
  "move",
  "triggered",
  "freeTriggered",
  "freeManeuver",
  "none",
];

/** Reads an action type from stored data; anything unknown is "none" (no action). */
export function actionTypeOf(value: string): ActionType {
  return ACTION_TYPES.find((a) => a === value) ?? "none";
}

/** R-MO-1 */
export type Organization = "minion" | "horde" | "platoon" | "elite" | "leader" | "solo";
export type Role =
  "ambusher" | "artillery" | "brute" | "controller" | "defender" | "harrier" | "hexer" | "mount" | "support";

/** A creature's stamina; temporary stamina absorbs damage first (R-ST-4). */
export interface StaminaState {
  value: number;
  max: number;
  temporary: number;
}
