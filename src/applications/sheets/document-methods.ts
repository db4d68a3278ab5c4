/**
 * The document methods the sheets' buttons call (docs/DATA.md, "Document methods"). Sheets never compute a
 * rule: they hand the click to the document. `actor.catchBreath()` is SteelActor's and is called directly;
 * the methods below live on SteelActor (useAbility), SteelCombat (createSquad) and SteelCombatantGroup
 * (setPool, assignCaptain); the guards tell the user instead of failing silently when another system's or
 * module's document class replaces ours.
 */
import { CHARACTERISTICS, type Characteristic } from "../../rules/types.ts";

/** A characteristic key from a sheet button's dataset, or null. */
export function characteristicKey(value: string | undefined): Characteristic | null {
  return CHARACTERISTICS.find((c) => c === value) ?? null;
}
interface AbilityActions {
  useAbility(item: Item.Implementation): Promise<unknown>;
}

interface TestActions {
  rollTest(characteristic: Characteristic): Promise<unknown>;
}

interface CombatSquadActions {
  createSquad(tokens: readonly TokenDocument.Implementation[]): Promise<unknown>;
}

interface SquadActions {
  setPool(value: number): Promise<unknown>;
  assignCaptain(combatantId: string): Promise<unknown>;
}

function hasFunction(value: object, name: string): boolean {
  return typeof Reflect.get(value, name) === "function";
}

export function canUseAbility(actor: object): actor is AbilityActions {
  return hasFunction(actor, "useAbility");
}

export function canRollTest(actor: object): actor is TestActions {
  return hasFunction(actor, "rollTest");
}

export function canCreateSquad(combat: object): combat is CombatSquadActions {
  return hasFunction(combat, "createSquad");
}

export function isManagedSquad(group: object): group is SquadActions {
  return hasFunction(group, "setPool") && hasFunction(group, "assignCaptain");
}

/** Tells the user a button's document method is not there yet (the data/combat classes are not registered). */
export function warnUnavailable(method: string): void {
  ui.notifications?.warn(game.i18n?.format("STEELBOUND.Sheet.MethodUnavailable", { method }) ?? method);
}
