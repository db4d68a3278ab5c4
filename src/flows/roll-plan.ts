/**
 * From what the roll dialog knows (the roller's and targets' conditions, the situations the player
 * ticked, manual extras) to one edge/bane tally per target, through `edgesAndBanes` (R-PR-10).
 */
import {
  CONDITIONS,
  edgesAndBanes,
  type EdgeBaneTally,
  type RollerCondition,
  type RollerSituation,
  type RollKind,
  type TargetCondition,
  type TargetSituation,
} from "../rules/index.ts";
import { NO_CHOICE, type TargetChoice } from "../documents/roll-prompt.ts";

/** The roller's conditions the tally reads: every condition in the table it has (src/rules/condition-table.ts). */
function rollerConditions(statuses: ReadonlySet<string>): Set<RollerCondition> {
  return new Set(CONDITIONS.filter((c) => statuses.has(c)));
}

/** The target's conditions the tally reads, with Defend (R-CB-10), which is a status and not a condition. */
function targetConditions(statuses: ReadonlySet<string>): Set<TargetCondition> {
  const out = new Set<TargetCondition>(CONDITIONS.filter((c) => statuses.has(c)));
  if (statuses.has("defending")) out.add("defending");
  return out;
}

/** A creature's statuses and condition sources, as read from its effects. */
export interface CreatureConditions {
  id: string;
  statuses: ReadonlySet<string>;
  /** Status id → the UUID of the creature that imposed it (frightened, grabbed, taunted). */
  sources: ReadonlyMap<string, string>;
  /** Edges and banes its effects put on ability rolls against it (docs/DATA.md `bonuses.against`). */
  against?: { edges: number; banes: number };
}

export function rollerSituation(
  roller: CreatureConditions,
  extra: Omit<RollerSituation, "id" | "conditions" | "frightenedBy" | "grabbedBy" | "tauntedBy"> = {},
): RollerSituation {
  return {
    ...extra,
    id: roller.id,
    conditions: rollerConditions(roller.statuses),
    frightenedBy: roller.sources.get("frightened") ?? null,
    grabbedBy: roller.sources.get("grabbed") ?? null,
    tauntedBy: roller.sources.get("taunted") ?? null,
  };
}

export function targetSituation(target: CreatureConditions, choice: TargetChoice): TargetSituation {
  return {
    id: target.id,
    conditions: targetConditions(target.statuses),
    frightenedBy: target.sources.get("frightened") ?? null,
    flanked: choice.flanked,
    aided: choice.aided,
    cover: choice.cover,
    concealed: choice.concealed,
    highGround: choice.highGround,
    climbedOrRidden: choice.climbedOrRidden === true,
    ...(target.against ? { against: target.against } : {}),
  };
}

export interface TargetTally extends EdgeBaneTally {
  id: string;
  bonus: number;
}

/** One tally per target; with no targets, one untargeted tally (id ""). */
export function targetTallies(
  roll: RollKind,
  roller: RollerSituation,
  targets: readonly { creature: CreatureConditions; choice: TargetChoice }[],
  untargeted: TargetChoice = NO_CHOICE,
  /** What the roller's effects give this ability's rolls (ability-info `effects`). */
  effects?: { edges: number; banes: number },
): TargetTally[] {
  const own = effects ? { effects } : {};
  const targetIds = targets.map((t) => t.creature.id);
  if (targets.length === 0) {
    const manual = { edges: untargeted.extraEdges, banes: untargeted.extraBanes };
    return [
      { id: "", bonus: untargeted.bonus, ...edgesAndBanes({ roll, roller, targetIds, manual, ...own }) },
    ];
  }
  return targets.map(({ creature, choice }) => ({
    id: creature.id,
    bonus: choice.bonus,
    ...edgesAndBanes({
      roll,
      roller,
      target: targetSituation(creature, choice),
      targetIds,
      manual: { edges: choice.extraEdges, banes: choice.extraBanes },
      ...own,
    }),
  }));
}
