/**
 * One ability hitting several minions of one squad: how the shared pool falls and which minions drop
 * (R-MN-3…R-MN-6). The per-hit maths is `damageSquad`; this decides how one ability's hits feed it.
 */
import type { DamageModifiers } from "./damage.ts";
import { damageSquad, damageSquadInArea, type SquadState } from "./squads.ts";
import type { DamageType } from "./types.ts";

export interface MinionHit {
  /** Identifies the minion hit (a token reference). */
  key: string;
  /** Rolled damage to this minion, before immunity and weakness (R-MN-6). */
  amount: number;
  /** This minion's damage type when the tiers differ in type (defaults to the input's `type`). */
  type?: DamageType | undefined;
}

export interface SquadHitInput {
  squad: SquadState;
  hits: readonly MinionHit[];
  /** Area abilities only kill minions inside the area (R-MN-5). */
  area: boolean;
  /** R-MN-5: this squad's minions inside the placed area template (absent when no template was placed). */
  minionsInArea?: number | undefined;
  type: DamageType;
  modifiers: { immunities?: DamageModifiers; weaknesses?: DamageModifiers };
}

export interface SquadHitResult {
  squad: SquadState;
  killed: number;
  /** Minions that were hit and die, hardest-hit first (R-MN-3: the attacker picks; we pick for them). */
  deadHit: string[];
  /** Deaths beyond the minions hit (R-MN-4: nearby minions of the squad), only from non-area damage. */
  deadOthers: number;
}

export function squadHit(input: SquadHitInput): SquadHitResult {
  const { hits, type, modifiers } = input;
  let squad = input.squad;
  let killed = 0;
  const live = hits.filter((h) => h.amount > 0);
  if (input.area) {
    // R-MN-5/6: one area ability is one damage source, whatever tier each minion was hit at: the amounts
    // are summed, capped at stamina × minions damaged in the area, and modifiers apply once. Only a tier
    // with a different damage type makes its own source (its immunity/weakness differs).
    const byType = new Map<DamageType, number[]>();
    for (const hit of live) {
      const hitType = hit.type ?? type;
      const amounts = byType.get(hitType) ?? [];
      amounts.push(hit.amount);
      byType.set(hitType, amounts);
    }
    for (const [hitType, amounts] of byType) {
      const result = damageSquadInArea(squad, {
        amounts,
        type: hitType,
        ...modifiers,
        minionsInArea: input.minionsInArea,
      });
      squad = result.squad;
      killed += result.killed;
    }
  } else {
    // R-MN-4: each strike on a minion is its own source and may kill several.
    for (const hit of live) {
      const result = damageSquad(squad, { amount: hit.amount, type: hit.type ?? type, ...modifiers });
      squad = result.squad;
      killed += result.killed;
    }
  }
  // A minion hit by several damage entries ranks by their sum, once.
  const totals = new Map<string, number>();
  for (const hit of live) totals.set(hit.key, (totals.get(hit.key) ?? 0) + hit.amount);
  const order = [...totals].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const deadHit = order.slice(0, killed);
  return { squad, killed, deadHit, deadOthers: Math.max(0, killed - deadHit.length) };
}
