/**
 * Villain actions in combat (R-CB-18): the rules decide; this reads the combat (whose turn just ended,
 * the creature's organization and its villain-action abilities) and records a use.
 */
import { canUseVillainAction, useVillainAction, type VillainActionNumber } from "../../rules/index.ts";
import type { FlowState } from "./flow-state.ts";
import { isAbility, organizationOf } from "./actor-facts.ts";

const REFUSAL_KEYS: Record<string, string> = {
  notVillain: "NotVillain",
  invalidAction: "InvalidVillainAction",
  alreadyUsed: "VillainActionUsed",
  oncePerRound: "VillainActionThisRound",
  timing: "VillainActionTiming",
};

/** The creature's villain-action abilities by number (ability items with `type: "villain"`). */
export function villainActionItems(actor: Actor.Implementation | null): Map<number, Item.Implementation> {
  const out = new Map<number, Item.Implementation>();
  for (const item of actor?.items ?? []) {
    if (!isAbility(item)) continue;
    const n = item.system.villainAction;
    if (item.system.type === "villain" && n > 0) out.set(n, item);
  }
  return out;
}

const isVillainNumber = (n: number): n is VillainActionNumber => n === 1 || n === 2 || n === 3;

export type VillainCheck = { ok: true; action: VillainActionNumber } | { ok: false; error: string };

export function villainActionCheck(
  combat: Combat.Implementation,
  state: FlowState,
  combatantId: string,
  action: number,
): VillainCheck {
  const organization = organizationOf(combat.combatants.get(combatantId)?.actor) ?? "platoon";
  const endOfTurnOf =
    state.turn === null
      ? (state.lastEnded.find((id) => id !== combatantId) ?? state.lastEnded[0] ?? null)
      : null;
  const result = canUseVillainAction(
    { ...state.villain, round: combat.round },
    {
      creatureId: combatantId,
      organization,
      action,
      endOfTurnOf,
    },
  );
  if (!result.ok)
    return { ok: false, error: `STEELBOUND.Combat.Error.${REFUSAL_KEYS[result.reason] ?? "CannotAct"}` };
  return isVillainNumber(action)
    ? { ok: true, action }
    : { ok: false, error: "STEELBOUND.Combat.Error.InvalidVillainAction" };
}

export function recordVillainAction(
  state: FlowState,
  combatantId: string,
  action: VillainActionNumber,
): FlowState {
  return { ...state, villain: useVillainAction(state.villain, combatantId, action) };
}

/**
 * The combatant a creature's use stands for: its own (a token's actor), or — from the world actor's sheet
 * of a creature whose unlinked token fights — the one combatant of that actor. Null when none (or several:
 * which one acted is unknown).
 */
export function combatantOfActor(
  combat: Combat.Implementation,
  actor: Actor.Implementation,
): Combatant.Implementation | null {
  const own = combat.combatants.find((c) => c.actor?.uuid === actor.uuid);
  if (own) return own;
  if (actor.isToken) return null;
  const same = combat.combatants.filter((c) => c.actorId === actor.id);
  return same.length === 1 ? (same[0] ?? null) : null;
}
