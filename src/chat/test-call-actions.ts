/**
 * The buttons of a `testCall` card. A hero's owner rolls the called test as any test (a `test` message of
 * their own, the card's difficulty preselected and the assists' edges and banes included, R-TS-4), and an
 * assisting hero's owner rolls their assist test the same way; either then asks the GM to record it on the
 * card (src/queries/test-call.ts), since only the GM writes the Director's card.
 */
import { SteelActor } from "../documents/actor.ts";
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { slots } from "../documents/slots.ts";
import { diceLanded } from "../rolls/dice-so-nice.ts";
import { CHARACTERISTICS } from "../rules/types.ts";
import { assistTotals, testCallOf } from "./test-call-model.ts";

export async function rollTestCall(messageId: string, index: number): Promise<void> {
  const data = testCallOf(game.messages?.get(messageId));
  const row = data?.rows[index];
  const actor = row ? fromUuidSync(row.actor) : null;
  if (!data || !row || !(actor instanceof SteelActor)) return;
  const test = await slots.testMessage(actor, data.characteristic, [data.characteristic], {
    difficulty: data.difficulty,
    assist: assistTotals(row),
  });
  if (test.id === null) return;
  await diceLanded(game.messages?.get(test.id));
  await requestGm({ kind: "testCall", messageId, index, testMessage: test.id, assister: "" });
}

export async function assistTestCall(messageId: string, index: number, assister: string): Promise<void> {
  const data = testCallOf(game.messages?.get(messageId));
  const actor = game.actors?.get(assister);
  if (!data || !(actor instanceof SteelActor)) return;
  // R-TS-4: the Director names the assist's characteristic; the called one comes first, any may be chosen.
  const test = await slots.testMessage(actor, data.characteristic, CHARACTERISTICS);
  if (test.id === null) return;
  await diceLanded(game.messages?.get(test.id));
  await requestGm({ kind: "testCall", messageId, index, testMessage: test.id, assister });
}
