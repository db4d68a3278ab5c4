// @vitest-environment happy-dom
/**
 * A long chat log (≤ 150 ms for 200 ability cards): a player's client renders 200 ability cards as
 * v13's ChatLog does when the log is loaded or scrolled (client/applications/sidebar/tabs/chat.mjs
 * ChatLog#doRenderBatch → ChatMessage#renderHTML → the abilityUse subtype's own renderHTML), through the
 * simulation (test/sim/chat-render.ts renderBatch). The cards are copies of one real card: Alice's
 * Shoulder In on the Goblin Shieldbearer, rolled through her sheet.
 */
import "../sim/install.ts";
import { bench, describe } from "vitest";
import { create, setUpTable, type Table } from "../session/table.ts";
import { lastMessageId, placeInReach, useAbilityOn } from "../session/play.ts";
import { renderBatch } from "../sim/chat-render.ts";
import type { SimChatMessage } from "../sim/chat-message.ts";

const CARDS = 200;
let table: Table | null = null;
let messages: SimChatMessage[] = [];

async function setUp(): Promise<void> {
  if (table) return;
  const t = await setUpTable();
  table = t;
  await placeInReach(t, t.tokens.alice, [t.tokens.captain]);
  await useAbilityOn(t, t.alice, t.heroes.alice, [t.tokens.captain], [7, 6]);
  const first = t.gm.resolve(`ChatMessage.${lastMessageId(t)}`);
  if (!first) throw new Error("no ability card");
  const { _id: _ignored, ...data } = first._source as Record<string, unknown>;
  for (let i = 1; i < CARDS; i++) await create(t.gm, "ChatMessage", data);
  await t.session.settle();
  messages = [...t.alice.chatLog.shown.keys()].map(
    (id) => t.alice.resolve(`ChatMessage.${id}`) as SimChatMessage,
  );
  if (messages.length !== CARDS) throw new Error(`${messages.length} cards on Alice's log, not ${CARDS}`);
}

describe(`chat log: ${CARDS} ability cards on a player's client`, () => {
  bench(
    "render the whole log (ChatLog#doRenderBatch)",
    async () => {
      const alice = table?.alice;
      if (!alice) throw new Error("no table");
      const { shown, failed } = await alice.run(() => renderBatch(messages));
      if (failed.length || shown.length !== CARDS) throw new Error(`${failed.length} cards failed to render`);
    },
    { time: 0, iterations: 5, setup: setUp },
  );
});
