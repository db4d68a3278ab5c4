/**
 * Dice So Nice's hooks (src/rolls/dice-so-nice.ts): a flow that waits for a message's dice goes on when the
 * module says they have landed. Registered whether or not the module is active: without it the hook never
 * fires and nothing waits.
 */
import { noteDiceLanded } from "../rolls/dice-so-nice.ts";

export function registerDiceSoNice(): void {
  Hooks.on(
    "diceSoNiceRollComplete" as never,
    ((messageId: unknown) => {
      noteDiceLanded(messageId);
    }) as never,
  );
}
