/**
 * A test made with one characteristic (R-TS-1, R-TS-2) from dice already rolled: the roll layer rolls
 * the 2d10, this decides the outcome with the rules engine. A known skill adds its bonus.
 */
import { resolvePowerRoll, skillBonus, testOutcome } from "../rules/index.ts";
import type { Characteristic, PowerRollResult, TestDifficulty, TestOutcome } from "../rules/index.ts";

export interface TestRequest {
  characteristic: Characteristic;
  dice: readonly [number, number];
  difficulty: TestDifficulty;
  /** Skill the player applies; it counts only if the creature has it. */
  skill?: string;
  edges?: number;
  banes?: number;
  bonus?: number;
}

export interface TestResult {
  roll: PowerRollResult;
  outcome: TestOutcome;
  skillApplied: boolean;
}

interface Tester {
  characteristics: Record<Characteristic, number>;
  /** Skills the creature has (heroes; others have none). */
  skills?: ReadonlySet<string>;
  customSkills?: readonly string[];
}

export function characteristicTest(tester: Tester, request: TestRequest): TestResult {
  const { skill } = request;
  const skillApplied =
    skill !== undefined &&
    (tester.skills?.has(skill) === true || tester.customSkills?.includes(skill) === true);
  const roll = resolvePowerRoll({
    dice: request.dice,
    characteristic: tester.characteristics[request.characteristic],
    bonus: (request.bonus ?? 0) + skillBonus(skillApplied ? 1 : 0),
    edges: request.edges ?? 0,
    banes: request.banes ?? 0,
  });
  return { roll, outcome: testOutcome(request.difficulty, roll), skillApplied };
}
