/**
 * Edges and banes that conditions and situations put on one power roll against one target.
 * The result is a tally with reasons (for the roll dialog to show); cancelling and capping happen
 * later in `resolvePowerRoll` (R-PR-3, R-PR-4). One roll can have a different tally per target (R-PR-10).
 */
import type { Characteristic } from "./types.ts";
import {
  conditionEntry,
  type ConditionId,
  type EdgeBaneKind,
  type RollerEdgeBane,
  type TargetEdgeBane,
} from "./condition-table.ts";

/** Conditions of the creature making the roll (the table's plain edges/banes, and frightened, grabbed, taunted). */
export type RollerCondition = ConditionId;

/** Conditions of a target that change ability rolls made against it (and Defend, R-CB-10). */
export type TargetCondition = ConditionId | "defending";

/** The reason a target's condition from the table gives: "targetProne" for prone. */
export type TargetConditionSource = `target${Capitalize<ConditionId>}`;

/** Why an edge or bane was added: each key is shown in the dialog (STEELBOUND.EdgeBane.<key>). */
export type EdgeBaneSource =
  | ConditionId
  | TargetConditionSource
  | "targetDefending"
  | "flanking"
  | "aided"
  | "rangedAdjacent"
  | "cover"
  | "concealment"
  | "highGround"
  | "hidden"
  | "climbedOrRidden"
  | "squeezed"
  | "underwater"
  | "assisted"
  | "manual"
  | "effect"
  | "targetEffect"
  // R-DT-1: a project source in a language the roller reads only through a related one (bane) or not at all (double bane).
  | "projectLanguage";

export interface EdgeBaneReason {
  source: EdgeBaneSource;
  kind: EdgeBaneKind;
}

export interface EdgeBaneTally {
  /** Edges counted (a double edge counts 2); capping happens in resolvePowerRoll. */
  edges: number;
  banes: number;
  reasons: readonly EdgeBaneReason[];
}

/** What is rolled: an ability roll (with the ability's keywords) or a test. */
export type RollKind =
  | { kind: "ability"; strike: boolean; melee: boolean; ranged: boolean; damaging: boolean }
  | { kind: "test"; characteristic: Characteristic };

export interface RollerSituation {
  /** Identifier of the roller (compared to a target's fear source). */
  id: string;
  conditions: ReadonlySet<RollerCondition>;
  /** Sources of the roller's frightened, grabbed and taunted conditions (R-CN-3, R-CN-4, R-CN-8). */
  frightenedBy?: string | null;
  grabbedBy?: string | null;
  tauntedBy?: string | null;
  /** The roller has line of effect to its taunter (R-CN-8). */
  lineOfEffectToTaunter?: boolean;
  /** An enemy is adjacent to the roller (R-AB-9). */
  adjacentEnemy?: boolean;
  /** R-MV-2 */
  squeezed?: boolean;
  /** Fully submerged, and whether it swims at full speed (R-DM-5). */
  underwater?: boolean;
  swimsAtFullSpeed?: boolean;
  /**
   * R-CN-11 hidden: the creatures (ids) the roller is hidden from, or was at the start of this turn (004
   * 「隠れると忍び足」: the edge lasts until the end of the turn it stops being hidden). An ability roll against
   * one of them has an edge.
   */
  hiddenFrom?: readonly string[];
}

export interface TargetSituation {
  id: string;
  conditions: ReadonlySet<TargetCondition>;
  /** The target is frightened of this source (R-CN-3: the source has an edge against it). */
  frightenedBy?: string | null;
  /** The roller and an ally flank the target (R-CB-12). */
  flanked?: boolean;
  /** An ally used Aid Attack against this target (R-CB-9). */
  aided?: boolean;
  cover?: boolean;
  concealed?: boolean;
  /** The roller has high ground over the target (R-CN-11). */
  highGround?: boolean;
  /** The roller climbs or rides the target (001/004 「他のクリーチャーを登る」: an edge on melee abilities against it). */
  climbedOrRidden?: boolean;
  /** Edges and banes the target's own effects put on rolls against it (docs/DATA.md `bonuses.against`). */
  against?: { edges?: number; banes?: number };
}

export interface EdgeBaneInput {
  roll: RollKind;
  roller: RollerSituation;
  /** The target this tally is for (absent for tests and untargeted rolls). */
  target?: TargetSituation;
  /** Every target of the ability: grabbed and taunted look at the whole ability (R-CN-4, R-CN-8). */
  targetIds?: readonly string[];
  /** Extra edges/banes the player adds by hand. */
  manual?: { edges?: number; banes?: number };
  /** R-TS-4: what other creatures' assist tests gave this test (summed over the assists). */
  assist?: { edges?: number; banes?: number };
  /** What the roller's effects give this ability's rolls (docs/DATA.md `abilityBonuses`). */
  effects?: { edges?: number; banes?: number };
}

const WEIGHT: Record<EdgeBaneKind, { edges: number; banes: number }> = {
  edge: { edges: 1, banes: 0 },
  doubleEdge: { edges: 2, banes: 0 },
  bane: { edges: 0, banes: 1 },
  doubleBane: { edges: 0, banes: 2 },
};

/** Edges and banes for one roll against one target, with the reasons. */
export function edgesAndBanes(input: EdgeBaneInput): EdgeBaneTally {
  const reasons = [
    ...rollerReasons(input),
    ...targetReasons(input),
    ...manualReasons(input.manual),
    ...manualReasons(input.assist, "assisted"),
    ...manualReasons(input.effects, "effect"),
    ...(input.roll.kind === "ability" ? manualReasons(input.target?.against, "targetEffect") : []),
  ];
  let edges = 0;
  let banes = 0;
  for (const reason of reasons) {
    edges += WEIGHT[reason.kind].edges;
    banes += WEIGHT[reason.kind].banes;
  }
  return { edges, banes, reasons };
}

function rollerReasons({ roll, roller, target, targetIds = [] }: EdgeBaneInput): EdgeBaneReason[] {
  const out: EdgeBaneReason[] = [];
  const has = (c: RollerCondition) => roller.conditions.has(c);
  const bane = (source: EdgeBaneSource) => out.push({ source, kind: "bane" });
  // The table's plain edges and banes (R-CN-5 prone, R-CN-6 restrained, R-CN-9 weakened …).
  for (const id of roller.conditions) {
    for (const e of conditionEntry(id)?.roller ?? []) {
      if (rollerSpecApplies(e, roll)) out.push({ source: id, kind: e.kind });
    }
  }
  // R-MV-2: squeezed → bane on ability rolls and tests.
  if (roller.squeezed === true) bane("squeezed");
  if (roll.kind === "test") return out;
  // R-CN-3: bane on ability rolls against the source of the fear.
  if (has("frightened") && target !== undefined && roller.frightenedBy === target.id) bane("frightened");
  // R-CN-4: bane on abilities that do not target the grabber.
  if (has("grabbed") && roller.grabbedBy != null && !targetIds.includes(roller.grabbedBy)) bane("grabbed");
  // R-CN-8: double bane on ability rolls that don't target the taunter, with line of effect to it.
  if (
    has("taunted") &&
    roller.tauntedBy != null &&
    roller.lineOfEffectToTaunter === true &&
    !targetIds.includes(roller.tauntedBy)
  )
    out.push({ source: "taunted", kind: "doubleBane" });
  // R-AB-9: ranged strike while an enemy is adjacent.
  if (roll.ranged && roll.strike && roller.adjacentEnemy === true) bane("rangedAdjacent");
  // R-DM-5: underwater ability rolls have a bane unless swimming at full speed.
  if (roller.underwater === true && roller.swimsAtFullSpeed !== true) bane("underwater");
  return out;
}

function targetReasons({ roll, roller, target }: EdgeBaneInput): EdgeBaneReason[] {
  if (roll.kind === "test" || target === undefined) return [];
  const out: EdgeBaneReason[] = [];
  const has = (c: TargetCondition) => target.conditions.has(c);
  const add = (source: EdgeBaneSource, kind: EdgeBaneKind) => out.push({ source, kind });
  // The table's plain edges and banes (R-CN-5 prone, R-CN-6 restrained, R-CN-10 surprised, R-ST-3 unconscious …).
  for (const id of target.conditions) {
    if (id === "defending") continue;
    for (const e of conditionEntry(id)?.target ?? []) {
      if (targetSpecApplies(e, roll)) add(targetSource(id), e.kind);
    }
  }
  if (target.frightenedBy === roller.id) add("targetFrightened", "edge"); // R-CN-3
  // R-CB-10: abilities against a defending creature have a double bane.
  if (has("defending")) add("targetDefending", "doubleBane");
  // R-CB-12 / R-CN-11: flanking → edge on melee strikes.
  if (target.flanked === true && roll.melee && roll.strike) add("flanking", "edge");
  if (target.aided === true) add("aided", "edge"); // R-CB-9 Aid Attack
  if (target.cover === true && roll.damaging) add("cover", "bane"); // R-CN-11
  if (target.concealed === true && roll.strike) add("concealment", "bane"); // R-CN-11
  if (target.highGround === true) add("highGround", "edge"); // R-CN-11
  if (roller.hiddenFrom?.includes(target.id) === true) add("hidden", "edge"); // R-CN-11 hidden
  if (target.climbedOrRidden === true && roll.melee) add("climbedOrRidden", "edge");
  return out;
}

function rollerSpecApplies(spec: RollerEdgeBane, roll: RollKind): boolean {
  switch (spec.on) {
    case "powerRolls":
      return true;
    case "tests":
      return roll.kind === "test" && (spec.characteristics?.includes(roll.characteristic) ?? true);
    case "abilities":
      return roll.kind === "ability";
    case "strikes":
      return roll.kind === "ability" && roll.strike;
  }
}

function targetSpecApplies(spec: TargetEdgeBane, roll: RollKind & { kind: "ability" }): boolean {
  switch (spec.on) {
    case "abilities":
      return true;
    case "melee":
      return roll.melee;
    case "strikes":
      return roll.strike;
  }
}

/** "prone" → "targetProne": the reason a target's condition gives. */
export function targetSource(id: ConditionId): TargetConditionSource {
  return `target${id.charAt(0).toUpperCase()}${id.slice(1)}` as TargetConditionSource;
}

function manualReasons(
  manual: EdgeBaneInput["manual"],
  source: "manual" | "assisted" | "effect" | "targetEffect" = "manual",
): EdgeBaneReason[] {
  const out: EdgeBaneReason[] = [];
  for (let i = 0; i < Math.max(0, Math.trunc(manual?.edges ?? 0)); i++) out.push({ source, kind: "edge" });
  for (let i = 0; i < Math.max(0, Math.trunc(manual?.banes ?? 0)); i++) out.push({ source, kind: "bane" });
  return out;
}
