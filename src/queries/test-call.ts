/**
 * Request kind `testCall`: a hero's owner rolled a test the Director called for (R-TS-1, group tests
 * R-TS-5), or assisted one (R-TS-4), as a `test` message of their own; the GM records it on the call card,
 * which only the GM writes. What the GM records is recomputed from that test message and the actors: the
 * message must be the requester's, of the right hero, posted after the card, with 2d10 each 1–10; its total
 * and outcome come from those dice, the hero's own score and the roll's bonus and edges (capped). The
 * assisted roll must carry what the recorded assists gave it (edges and banes at least theirs).
 */
import { QueryRefused, type QueryKind } from "../documents/gm-channel/query-kind.ts";
import { documentId, integer, isRecord } from "../documents/gm-channel/payload.ts";
import { MAX_EDGES, naturalDice, rollBonus } from "./apply-results/verify.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { characteristicScores } from "../documents/characteristics.ts";
import { TestModel } from "../chat/test-model.ts";
import {
  testCallOf,
  type TestCallAssist,
  assistTotals,
  type TestCallData,
  type TestCallRow,
} from "../chat/test-call-model.ts";
import {
  assistEffect,
  canAssist,
  isSuccess,
  opposedRollTotal,
  resolvePowerRoll,
  testOutcome,
} from "../rules/index.ts";
import type { Characteristic } from "../rules/types.ts";
import { SteelActor } from "../documents/actor.ts";
import { userOwns } from "../documents/ownership.ts";

/** At most this many heroes in one call (a party is well under it). */
export const MAX_CALL_ROWS = 12;

export interface TestCallPayload {
  messageId: string;
  index: number;
  /** The `test` message the requester posted. */
  testMessage: string;
  /** An assist: the assisting hero's actor id; "" when the row's own hero rolled. */
  assister: string;
}

function cardOf(messageId: string) {
  const message = game.messages?.get(messageId);
  const data = testCallOf(message);
  if (!message || !data) throw new QueryRefused("NotFound", "card");
  // A call card the GM did not post is nobody's call.
  if (!message.author?.isGM) throw new QueryRefused("Forbidden", "not the Director's call");
  return { message, data };
}

function rowOf(data: TestCallData, index: number): TestCallRow {
  const row = data.rows[index];
  if (!row) throw new QueryRefused("NotFound", "row");
  if (row.test !== "") throw new QueryRefused("AlreadyApplied", "rolled");
  return row;
}

/** The hero rolling: the row's own, or the assister (a world actor that is not a participant). */
function rollerOf(data: TestCallData, row: TestCallRow, assister: string): Actor.Implementation {
  if (assister === "") {
    const actor = fromUuidSync(row.actor);
    if (!(actor instanceof SteelActor)) throw new QueryRefused("NotFound", "hero");
    return actor;
  }
  const actor = game.actors?.get(assister);
  if (!(actor instanceof SteelActor) || actor.type !== "hero") throw new QueryRefused("NotFound", "assister");
  // R-TS-4, R-TS-5: the hero being tested cannot assist, nor can anyone taking part in the same call.
  if (data.rows.some((r) => r.actor === actor.uuid)) throw new QueryRefused("Forbidden", "participant");
  return actor;
}

/** The test message's roll as the GM recomputes it, or a refusal. */
function verifiedRoll(
  card: { readonly timestamp: number },
  actor: Actor.Implementation,
  testId: string,
  characteristic: Characteristic | null,
  data: TestCallData,
) {
  const test = game.messages?.get(testId);
  if (!test || !(test.system instanceof TestModel)) throw new QueryRefused("NotFound", "test");
  if (test.system.actor !== actor.uuid) throw new QueryRefused("Forbidden", "not that hero's test");
  // A guard against answering with an older roll by mistake (see ./target-test.ts on `timestamp`).
  if (test.timestamp < card.timestamp) throw new QueryRefused("Forbidden", "older test");
  const used = test.system.characteristic;
  if (used === null || (characteristic !== null && used !== characteristic))
    throw new QueryRefused("Forbidden", "characteristic");
  if (usedOnCard(data, test.id)) throw new QueryRefused("AlreadyApplied", "test used");
  const roll = test.rolls.at(-1);
  const dice = roll instanceof PowerRoll ? naturalDice(roll.dice) : null;
  if (!(roll instanceof PowerRoll) || dice === null) throw new QueryRefused("Forbidden", "dice");
  const power = roll.power;
  const edges = Math.min(MAX_EDGES, power.edges);
  const banes = Math.min(MAX_EDGES, power.banes);
  const input = {
    dice,
    characteristic: characteristicScores(actor)[used],
    bonus: rollBonus(power.bonus),
    edges,
    banes,
  };
  const result = resolvePowerRoll(input);
  // R-PR-12: an opposed roll has no tiers: a double edge or bane is ±4 rather than a tier.
  const opposedTotal = opposedRollTotal(input);
  return { test, result, opposedTotal, edges, banes, skill: test.system.skill };
}

function usedOnCard(data: TestCallData, testId: string): boolean {
  return data.rows.some((r) => r.test === testId || r.assists.some((a) => a.test === testId));
}

export const testCallKind: QueryKind<TestCallPayload, { recorded: boolean }> = {
  parse: (data) => ({
    messageId: documentId(data["messageId"], "messageId"),
    index: integer(data["index"], 0, MAX_CALL_ROWS - 1, "index"),
    testMessage: documentId(data["testMessage"], "testMessage"),
    assister: isRecord(data) && data["assister"] === "" ? "" : documentId(data["assister"], "assister"),
  }),
  authorize(payload, user) {
    const { data } = cardOf(payload.messageId);
    const actor = rollerOf(data, rowOf(data, payload.index), payload.assister);
    if (!userOwns(actor, user)) throw new QueryRefused("Forbidden", "not your hero");
    const test = game.messages?.get(payload.testMessage);
    if (!test || test.author?.id !== user.id) throw new QueryRefused("Forbidden", "not your test");
  },
  async handle(payload) {
    const { message, data } = cardOf(payload.messageId);
    const row = rowOf(data, payload.index);
    const actor = rollerOf(data, row, payload.assister);
    const assisting = payload.assister !== "";
    const roll = verifiedRoll(
      message,
      actor,
      payload.testMessage,
      assisting ? null : data.characteristic,
      data,
    );
    let rows: TestCallRow[];
    // R-PR-12: an opposed test takes no assists (the card offers none) and records the opposed total.
    if (assisting && data.opposed) throw new QueryRefused("Forbidden", "opposed test");
    if (assisting) {
      if (row.assists.some((a) => a.actor === actor.uuid))
        throw new QueryRefused("AlreadyApplied", "assisted");
      // R-TS-4: the assister uses a skill that applies (the roll names one).
      if (!canAssist({ assisterSkill: roll.skill || null, assistedSkill: null }))
        throw new QueryRefused("Forbidden", "no skill");
      const effect = assistEffect(roll.result.tier);
      const assist: TestCallAssist = {
        actor: actor.uuid,
        test: roll.test.id,
        total: roll.result.total,
        outcome: testOutcome(data.difficulty, roll.result),
        ...effect,
      };
      rows = data.rows.map((r, i) => (i === payload.index ? { ...r, assists: [...r.assists, assist] } : r));
    } else {
      const given = assistTotals(row);
      // The assisted roll carries its assists' edges and banes (each capped at 2, as the roll counts them).
      if (roll.edges < Math.min(MAX_EDGES, given.edges) || roll.banes < Math.min(MAX_EDGES, given.banes))
        throw new QueryRefused("Forbidden", "assist not applied");
      const record = data.opposed
        ? { test: roll.test.id, total: roll.opposedTotal, outcome: "opposed" }
        : {
            test: roll.test.id,
            total: roll.result.total,
            outcome: testOutcome(data.difficulty, roll.result),
          };
      rows = data.rows.map((r, i) => (i === payload.index ? { ...r, ...record } : r));
    }
    await message.update({ system: { rows } });
    return { recorded: true };
  },
};

/**
 * A hero's `test` message as the GM recomputes it (the same checks as a call card's roll): the hero, its
 * author owning that hero, 2d10 each 1–10, the total and outcome from the hero's own score, the roll's bonus
 * and its edges and banes (capped), against the message's difficulty. Null when any check fails. The montage
 * tracker counts these (src/applications/director/montage-feed.ts).
 */
export function recomputedTest(
  test: ChatMessage.Implementation,
): { actor: Actor.Implementation; success: boolean; skill: string } | null {
  if (!(test.system instanceof TestModel)) return null;
  const actor = fromUuidSync(test.system.actor);
  const author = test.author;
  if (!(actor instanceof SteelActor) || actor.type !== "hero" || !author || !userOwns(actor, author))
    return null;
  const used = test.system.characteristic;
  const roll = test.rolls.at(-1);
  const dice = roll instanceof PowerRoll ? naturalDice(roll.dice) : null;
  if (used === null || !(roll instanceof PowerRoll) || dice === null) return null;
  const power = roll.power;
  const result = resolvePowerRoll({
    dice,
    characteristic: characteristicScores(actor)[used],
    bonus: rollBonus(power.bonus),
    edges: Math.min(MAX_EDGES, power.edges),
    banes: Math.min(MAX_EDGES, power.banes),
  });
  return { actor, success: isSuccess(testOutcome(test.system.difficulty, result)), skill: test.system.skill };
}
