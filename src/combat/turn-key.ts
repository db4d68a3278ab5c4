/**
 * Names one turn of one combat, so that "one hero token benefit per turn" (R-HT-2) can be checked by
 * the GM later. Between two turns the key is the turn that just ended: the saving throws rolled at its
 * end (R-AB-11) still belong to it.
 */
import type { FlowState } from "./flow-state.ts";

export function turnKey(combatId: string, round: number, flow: FlowState): string {
  const actors = flow.turn?.actors ?? flow.lastEnded;
  return `${combatId}:${String(round)}:${[...actors].sort().join(",")}`;
}
