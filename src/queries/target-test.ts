/**
 * A target's test against an ability whose tiers are each target's own test (src/rules/target-test.ts).
 * The target's owner rolls the test as any test (a `test` chat message they post), then asks the GM to
 * record it on the ability card (request kind `targetTest`): only the GM may write a card it did not
 * post, and the card's author is not the one whose test it is.
 *
 * What the GM believes is read again from that test message every time (here when recording, and in
 * ./apply-results/authority.ts when applying): it must be a test of that very target's creature, posted by
 * one of its owners (or a GM) after the card, in a characteristic the ability names, with exactly 2d10 each
 * 1–10; the tier is recomputed from those dice and the target's own score. A test record written on the
 * card by anyone else — its author included — is never read as a result.
 *
 * Which test message counts is the GM's own record (./claims/record.ts, kind "targetTest"): the first one
 * it verified for that card and target. The card's row only shows it; its pointer is never followed.
 */
import { QueryRefused, type QueryKind } from "../documents/gm-channel/query-kind.ts";
import { documentId, integer, worldUuid } from "../documents/gm-channel/payload.ts";
import { MAX_TARGETS } from "./apply-results/request.ts";
import { MAX_EDGES, naturalDice, rollBonus } from "./apply-results/verify.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { readAbility, type AbilityInfo } from "../documents/ability-info.ts";
import { characteristicScores } from "../documents/characteristics.ts";
import { TestModel } from "../chat/test-model.ts";
import { AbilityUseModel } from "../chat/ability-use-model.ts";
import type { AbilityUseData, TargetTestRecord } from "../chat/ability-use-data.ts";
import { isObjectByKeywords, targetTestResult } from "../rules/index.ts";
import { bind, boundValue } from "./claims/record.ts";
import { mayTestFor, targetActor } from "../documents/target-snapshot.ts";
import { userOwns } from "../documents/ownership.ts";

export interface TargetTestPayload {
  messageId: string;
  index: number;
  /** The `test` message the target's owner posted. */
  testMessage: string;
}

/** The creature's stat-block keywords (monsters keep a Set, docs/DATA.md); none for heroes. */
function keywordsOf(actor: Actor.Implementation): string[] {
  const keywords: unknown = foundry.utils.getProperty(actor.system, "keywords");
  if (!(keywords instanceof Set || Array.isArray(keywords))) return [];
  return [...(keywords as Iterable<unknown>)].filter((k): k is string => typeof k === "string");
}

/**
 * The test message's result for this target, recomputed, or null when the message is not a test the
 * target's owner made for this card (see the module comment).
 */
export function verifiedTargetTest(
  card: { readonly timestamp: number },
  ability: Pick<AbilityInfo, "roll" | "characteristics">,
  tokenUuid: string,
  testMessageId: string,
): TargetTestRecord | null {
  if (ability.roll !== "targetTest") return null;
  const actor = targetActor(tokenUuid);
  const test = game.messages?.get(testMessageId);
  if (actor === null || !test || !(test.system instanceof TestModel)) return null;
  const author = test.author;
  if (!userOwns(actor, author)) return null;
  // An older roll is not this target's answer to this card. A guard against reusing a roll by mistake only:
  // v13 common/documents/chat-message.mjs BaseChatMessage's `timestamp` is a field its author may write,
  // and a target's owner rolls their own dice client-side as for any roll Foundry posts.
  if (test.timestamp < card.timestamp) return null;
  const characteristic = test.system.characteristic;
  if (test.system.actor !== actor.uuid || characteristic === null) return null;
  if (!ability.characteristics.includes(characteristic)) return null;
  const roll = test.rolls[0];
  if (!(roll instanceof PowerRoll)) return null;
  const dice = naturalDice(roll.dice);
  if (dice === null) return null;
  const power = roll.power;
  const result = targetTestResult({
    dice,
    score: characteristicScores(actor)[characteristic],
    bonus: rollBonus(power.bonus),
    edges: Math.min(MAX_EDGES, power.edges),
    banes: Math.min(MAX_EDGES, power.banes),
    // R-PR-7: a dynamic terrain object, or a stat block kept as a monster with the keyword "object".
    object: actor.type === "object" || isObjectByKeywords(keywordsOf(actor)),
  });
  return { ...result, message: test.id, characteristic };
}

function cardOf(messageId: string) {
  const message = game.messages?.get(messageId);
  if (!message || !(message.system instanceof AbilityUseModel)) throw new QueryRefused("NotFound", "card");
  // The model's initialised data has exactly the AbilityUseData shape (same schema, docs/DATA.md).
  const data = message.system as unknown as AbilityUseData;
  const item = fromUuidSync(data.ability);
  const actor = fromUuidSync(data.actor);
  // The ability item (not the card) says whether this is a target-test ability.
  if (
    !(item instanceof Item) ||
    item.type !== "ability" ||
    !(actor instanceof Actor) ||
    item.parent?.uuid !== actor.uuid
  )
    throw new QueryRefused("Forbidden", "ability is not the actor's");
  const ability = readAbility(item);
  if (ability.roll !== "targetTest") throw new QueryRefused("Forbidden", "not a target test");
  return { message, data, ability };
}

export const targetTestKind: QueryKind<TargetTestPayload, { recorded: boolean }> = {
  parse: (data) => ({
    messageId: documentId(data["messageId"], "messageId"),
    index: integer(data["index"], 0, MAX_TARGETS - 1, "index"),
    testMessage: documentId(data["testMessage"], "testMessage"),
  }),
  authorize(payload, user) {
    const { data } = cardOf(payload.messageId);
    const row = data.targets[payload.index];
    if (row === undefined) throw new QueryRefused("NotFound", "row");
    if (!mayTestFor(worldUuid(row.token, "token"), user))
      throw new QueryRefused("Forbidden", "not the target's");
    // The test must be the requester's own roll: nobody answers for someone else's creature.
    const test = game.messages?.get(payload.testMessage);
    if (!test || test.author?.id !== user.id) throw new QueryRefused("Forbidden", "not your test");
  },
  async handle(payload) {
    const { message, data, ability } = cardOf(payload.messageId);
    const row = data.targets[payload.index];
    if (row === undefined) throw new QueryRefused("NotFound", "row");
    // One test per target: its result stands (a reroll is a new test message, R-TS-3, not a second answer).
    // The GM's record says whether it was tested, never the card's row (its author may clear or point it).
    if (boundValue(message.id, "targetTest", row.token) !== null)
      throw new QueryRefused("AlreadyApplied", "tested");
    const record = verifiedTargetTest(message, ability, row.token, payload.testMessage);
    if (record === null) throw new QueryRefused("Forbidden", "test");
    await bind(message.id, "targetTest", row.token, record.message);
    // Only this row changes, from the GM's own copy (the one-at-a-time queue holds every earlier write).
    const targets = data.targets.map((t, i) => (i === payload.index ? { ...t, test: record } : t));
    await message.update({ system: { targets } });
    return { recorded: true };
  },
};
