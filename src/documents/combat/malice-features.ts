/**
 * Malice spent during a monster's turn: the Basic Malice features at the start of the turn (R-ML-3:
 * Brutal Effectiveness, Malicious Strike never in two consecutive rounds) and a creature's own Malice
 * feature once per turn (R-ML-4). The rules validate; this reads the pool and the running turn.
 */
import { canUseBasicMalice, canUseCreatureMalice, type BasicMaliceFeature } from "../../rules/index.ts";
import type { FlowState } from "./flow-state.ts";
import { markMaliceUse } from "./flow.ts";
import { changeMalice } from "./malice.ts";

export type MaliceUse = { ok: true; state: FlowState; malice: number } | { ok: false; error: string };

const refused = (reason: string): MaliceUse => ({ ok: false, error: `STEELBOUND.Malice.Error.${reason}` });

/** R-ML-3: a Basic Malice feature bought at the start of the running Director turn. */
export async function useBasicMalice(
  state: FlowState,
  round: number,
  feature: BasicMaliceFeature,
  spend: number,
): Promise<MaliceUse> {
  const turn = state.turn;
  return changeMalice<MaliceUse>((pool) => {
    const check = canUseBasicMalice({
      feature,
      spend,
      malice: pool.value,
      round,
      lastMaliciousStrikeRound: pool.maliciousStrikeRound < 0 ? null : pool.maliciousStrikeRound,
      atTurnStart: turn !== null && turn.side === "director" && !turn.basicMaliceUsed,
    });
    if (!check.ok) return { write: null, result: refused(check.reason) };
    const value = pool.value - spend;
    const maliciousStrikeRound = feature === "maliciousStrike" ? round : pool.maliciousStrikeRound;
    return {
      write: { value, maliciousStrikeRound },
      result: { ok: true, state: markMaliceUse(state, "basic"), malice: value },
    };
  });
}

/** R-ML-4: one "[Creature] Malice" feature per turn. */
export async function useCreatureMalice(state: FlowState, cost: number): Promise<MaliceUse> {
  const turn = state.turn;
  if (turn === null) return refused("notTurnStart");
  return changeMalice<MaliceUse>((pool) => {
    const check = canUseCreatureMalice({
      cost,
      malice: pool.value,
      spentThisTurn: turn.maliceFeatureUsed ? 1 : 0,
    });
    if (!check.ok) return { write: null, result: refused(check.reason) };
    const value = pool.value - cost;
    return {
      write: { ...pool, value },
      result: { ok: true, state: markMaliceUse(state, "feature"), malice: value },
    };
  });
}
