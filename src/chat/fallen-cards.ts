/**
 * A creature's "dead" status came or went: the ability cards that name it are drawn again, so a row whose
 * minion fell stops offering forced movement on every client (R-MN-3), whichever of the apply's writes
 * (the card's marks or the status) arrived first. A card is otherwise drawn only when its message changes
 * (v13 client/documents/chat-message.mjs ChatMessage#_onUpdate → ui.chat.updateMessage); this asks the
 * chat log for the same re-render (v13 client/applications/sidebar/tabs/chat.mjs ChatLog#updateMessage,
 * stored id 18313265066; v14 declaration sidebar/tabs/chat.d.mts keeps updateMessage).
 */
import { tieredUseOf } from "./ability-use-message.ts";

/** How far back in the log a card is looked for: a creature falls to a recent card. */
const RECENT_CARDS = 50;

/** The part of v13's ChatLog used here (the installed declarations stub the class). */
interface MessageLog {
  updateMessage(message: object): Promise<void>;
}

function isMessageLog(log: unknown): log is MessageLog {
  return (
    typeof log === "object" &&
    log !== null &&
    "updateMessage" in log &&
    typeof log.updateMessage === "function"
  );
}

/** The effect's bearer, when the effect carries the "dead" status. */
function deadBearer(effect: ActiveEffect.Implementation): Actor.Implementation | null {
  if (!effect.statuses.has("dead")) return null;
  const parent = effect.parent;
  return parent instanceof Actor ? parent : null;
}

/** Re-renders the recent ability cards one of whose target tokens stands for `actor`. */
export function redrawCardsNaming(effect: ActiveEffect.Implementation): void {
  const actor = deadBearer(effect);
  const log: unknown = ui.chat;
  if (actor === null || !isMessageLog(log)) return;
  const messages = game.messages?.contents.slice(-RECENT_CARDS) ?? [];
  for (const message of messages) {
    const use = tieredUseOf(message);
    if (use === null) continue;
    const names = use.data.targets.some((t) => {
      const token = fromUuidSync(t.token);
      return token instanceof TokenDocument && token.actor === actor;
    });
    if (names) void log.updateMessage(message);
  }
}
