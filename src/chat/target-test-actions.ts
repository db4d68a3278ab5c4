/**
 * The "Roll Might test" button of a target-test ability card: the target's owner rolls the test as any
 * test (a `test` message of its own), then asks the GM to record it on that row of the card
 * (src/queries/target-test.ts), since only the GM writes a card its user posted.
 */
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { targetActor } from "../documents/target-snapshot.ts";
import { slots } from "../documents/slots.ts";
import { diceLanded } from "../rolls/dice-so-nice.ts";
import { characteristicScores } from "../documents/characteristics.ts";
import { bestTestCharacteristic } from "../rules/index.ts";
import { targetTestUseOf } from "./ability-use-message.ts";

export async function rollTargetTest(message: ChatMessage.Implementation, index: number): Promise<void> {
  const data = targetTestUseOf(message);
  const row = data?.targets[index];
  const actor = row ? targetActor(row.token) : null;
  if (!data || !row || actor === null) return;
  const allowed = [...(data.snapshot.testCharacteristics ?? [])];
  const best = bestTestCharacteristic(allowed, characteristicScores(actor));
  if (best === null) return;
  const test = (await slots.testMessage(actor, best, allowed)).id;
  if (test === null) return;
  // The card shows the result only once the test's dice have landed (Dice So Nice).
  await diceLanded(game.messages?.get(test));
  await requestGm({ kind: "targetTest", messageId: message.id ?? "", index, testMessage: test });
}
