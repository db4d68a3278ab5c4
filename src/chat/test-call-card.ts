/**
 * Render context of a `testCall` card (R-TS-1, R-TS-4, R-TS-5), built without Foundry so the gallery draws
 * what players see: each called hero with a Roll button for its owner, assists given so far, an Assist
 * button per hero of the viewer's that takes no part in the call, and — once everyone has rolled a group
 * test — the group's outcome.
 */
import type { Localizer } from "../i18n.ts";
import { groupTestResult, isSuccess, opposedWinner, type TestOutcome } from "../rules/index.ts";
import type { TestCallData } from "./test-call-model.ts";

const OUTCOMES: readonly string[] = [
  "failureWithConsequence",
  "failure",
  "successWithConsequence",
  "success",
  "successWithReward",
];
const asOutcome = (value: string): TestOutcome | null =>
  OUTCOMES.includes(value) ? (value as TestOutcome) : null;

/** What the viewer is: names of the heroes on the card, which the viewer owns, and its other heroes. */
export interface TestCallViewer {
  names: Readonly<Record<string, string>>;
  owns: (actorUuid: string) => boolean;
  /** The viewer's own heroes (uuid, world id, name) that could assist. */
  heroes: readonly { uuid: string; id: string; name: string }[];
}

function effectKey(assist: { edges: number; banes: number }): string {
  if (assist.banes > 0) return "Bane";
  return assist.edges >= 2 ? "DoubleEdge" : "Edge";
}

export function testCallCardContext(i18n: Localizer, data: TestCallData, viewer: TestCallViewer) {
  const participants = new Set(data.rows.map((r) => r.actor));
  const helpers = viewer.heroes.filter((h) => !participants.has(h.uuid));
  const outcomeLabel = (o: TestOutcome | null) => (o ? i18n.localize(`STEELBOUND.Test.Outcome.${o}`) : "");
  const rows = data.rows.map((row, index) => {
    const outcome = data.opposed ? null : asOutcome(row.outcome);
    const rolled = row.test !== "" && (data.opposed ? row.total !== null : outcome !== null);
    return {
      index,
      name: viewer.names[row.actor] ?? "?",
      rolled,
      total: row.total,
      outcome: outcomeLabel(outcome),
      success: outcome !== null && isSuccess(outcome),
      canRoll: !rolled && viewer.owns(row.actor),
      assists: row.assists.map((a) => ({
        name: viewer.names[a.actor] ?? "?",
        total: a.total,
        effect: i18n.localize(`STEELBOUND.TestCall.Assist.${effectKey(a)}`),
        bane: a.banes > 0,
      })),
      // R-PR-12: an opposed test is each creature's own roll: no assists.
      helpers:
        rolled || data.opposed
          ? []
          : helpers
              .filter((h) => !row.assists.some((a) => a.actor === h.uuid))
              .map((h) => ({
                id: h.id,
                label: i18n.format("STEELBOUND.TestCall.AssistAs", { name: h.name }),
              })),
    };
  });
  const outcomes = data.rows.map((r) => asOutcome(r.outcome));
  const done = outcomes.every((o): o is TestOutcome => o !== null);
  const group = data.group && !data.opposed && done ? groupTestResult(outcomes) : null;
  return {
    title: i18n.localize(
      data.opposed
        ? "STEELBOUND.TestCall.OpposedTitle"
        : data.group
          ? "STEELBOUND.TestCall.GroupTitle"
          : "STEELBOUND.TestCall.Title",
    ),
    opposedCall: data.opposed,
    opposed: data.opposed ? opposedResult(i18n, rows) : null,
    characteristic: i18n.localize(`STEELBOUND.RollDialog.Characteristic.${data.characteristic}`),
    difficulty: i18n.localize(`STEELBOUND.Test.Difficulty.${data.difficulty}`),
    rows,
    waiting: data.group && !data.opposed && !done,
    opposedWaiting: data.opposed && rows.some((r) => !r.rolled),
    group: group && {
      success: group.success,
      label: i18n.localize(
        group.success ? "STEELBOUND.TestCall.GroupSuccess" : "STEELBOUND.TestCall.GroupFailure",
      ),
      extra: group.groupReward
        ? i18n.localize("STEELBOUND.TestCall.GroupReward")
        : group.groupConsequence
          ? i18n.localize("STEELBOUND.TestCall.GroupConsequence")
          : "",
    },
  };
}

/** R-PR-12: both totals in, the higher wins; a tie leaves the situation unchanged. Null while one is missing. */
function opposedResult(
  i18n: Localizer,
  rows: readonly { name: string; rolled: boolean; total: number | null }[],
): { label: string; tie: boolean } | null {
  const [a, b] = rows;
  if (!a || !b || !a.rolled || !b.rolled || a.total === null || b.total === null) return null;
  const winner = opposedWinner(a.total, b.total);
  if (winner === "tie") return { label: i18n.localize("STEELBOUND.TestCall.OpposedTie"), tie: true };
  const name = winner === "a" ? a.name : b.name;
  return { label: i18n.format("STEELBOUND.TestCall.OpposedWinner", { name }), tie: false };
}
