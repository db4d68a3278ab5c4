/**
 * Names one turn of one combat, so that "one hero token benefit per turn" (R-HT-2) can be checked by
 * the GM later. The round's history grows by one with each pick, so a creature with two turns in a
 * round (a solo) gets two keys. Between two turns the key is the turn that just ended: the saving
 * throws rolled at its end (R-AB-11) still belong to it.
 */
import type { FlowState } from "./flow-state.ts";

export function turnKey(combatId: string, round: number, flow: FlowState): string {
  const actors = flow.turn?.actors ?? flow.lastEnded;
  const taken = flow.round?.history.length ?? 0;
  return `${combatId}:${String(round)}:${String(taken)}:${[...actors].sort().join(",")}`;
}
