/**
 * Dice So Nice (module id "dice-so-nice"), as its source shows it (module/main.js and module/Dice3D.js of
 * the module's public repository, read Nov 2026):
 * - its `createChatMessage` hook animates every message whose `rolls` hold dice (ChatMessage#isRoll),
 *   unless the user may not see the content (ChatMessage#isContentVisible: a private or blind roll) and
 *   the world hides such dice; it marks the message `_dice3danimating` and Dice3D#renderRolls plays the
 *   dice through Dice3D#showForRoll, firing `diceSoNiceRollStart` for each throw;
 * - its `renderChatMessageHTML` hook hides the element of an animating message (class `dsn-hide`); when
 *   the dice have landed it reveals the element, clears `_dice3danimating` and fires
 *   `diceSoNiceRollComplete(messageId)`;
 * - rolls an update appends (a hero token's reroll) animate the same way (pre/updateChatMessage).
 * So a card of ours waits for its dice when its Rolls are in `message.rolls` and its whisper/blind follow
 * the roll mode (`rollModeOptions`). What only we can do: a flow that acts on a posted roll elsewhere (a
 * target's test written onto the ability card, a save ending its effect) waits for the dice to land
 * (`diceLanded`). Without the module every function here is a no-op: nothing waits, nothing changes.
 */
import { messageModeOptions, messageModes } from "../documents/generation.ts";

/** The module's id in `game.modules`. */
export const DICE_SO_NICE = "dice-so-nice";

/** How long a flow waits for dice at most (a hidden browser tab may hold an animation back). */
const LONGEST_WAIT_MS = 15_000;

/** Flows waiting on a message's dice, by the message document (each client holds its own). */
const waiting = new WeakMap<object, (() => void)[]>();

/** Dice So Nice is installed, active and has built its dice box on this client. */
export function diceSoNiceActive(): boolean {
  const modules = (game as { modules?: { get(id: string): { active?: boolean } | undefined } }).modules;
  const dice3d: unknown = (game as { dice3d?: unknown }).dice3d;
  return modules?.get(DICE_SO_NICE)?.active === true && typeof dice3d === "object" && dice3d !== null;
}

/**
 * `ChatMessage.create` options for a roll: the mode the roll dialog returned, else the chat's current mode
 * (as v13 Roll#toMessage does), so private and blind rolls are whispered and Dice So Nice hides their dice.
 */
export function rollModeOptions(chosen?: string): ReturnType<typeof messageModeOptions> {
  const current = messageModes().current;
  return messageModeOptions(chosen ?? (typeof current === "string" ? current : ""));
}

/**
 * Resolves once the dice of a message have landed on this client: at once when Dice So Nice is not active
 * or the message is not animating; else on `diceSoNiceRollComplete` for it (or after LONGEST_WAIT_MS).
 */
export function diceLanded(message: { id: string | null } | null | undefined): Promise<void> {
  const animating = (message as { _dice3danimating?: unknown } | null | undefined)?._dice3danimating === true;
  if (!message || !animating || !diceSoNiceActive()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    function done(): void {
      clearTimeout(timer);
      const left = (waiting.get(message as object) ?? []).filter((fn) => fn !== done);
      if (left.length) waiting.set(message as object, left);
      else waiting.delete(message as object);
      resolve();
    }
    waiting.set(message, [...(waiting.get(message) ?? []), done]);
  });
}

/** Dice So Nice's `diceSoNiceRollComplete(messageId)`: every flow waiting on that message goes on. */
export function noteDiceLanded(messageId: unknown): void {
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : undefined;
  if (!message) return;
  for (const done of waiting.get(message) ?? []) done();
}
