/**
 * init: floating numbers over tokens (src/canvas/floating-numbers.ts) on every client. The numbers are the
 * change the write made on THIS client's copy: what the client held just before it handled the write and
 * what it holds after (src/documents/stamina-writes.ts, recorded by SteelActor#_onUpdate, which v13
 * client/data/client-backend.mjs #handleUpdateDocuments runs just before the `updateActor` hook). Each
 * client meets the writes in the server's order, so this is the change the server stored; a number a
 * writer puts in the operation's options is never read (a −1 write floated −976).
 */
import { lastStaminaChange } from "../documents/stamina-writes.ts";
import { track } from "../applications/windows.ts";

export function registerFloatingNumbers(): void {
  Hooks.on("updateActor", (actor) => {
    const change = lastStaminaChange(actor);
    if (change === null) return;
    const { before, after } = change;
    if (before.value === after.value && before.temporary === after.temporary) return;
    const label = (signed: string) =>
      game.i18n?.format("STEELBOUND.Floating.Temporary", { value: signed }) ?? `${signed} temp`;
    // The drawing loads with the first change of Stamina this client sees.
    void track(import("../canvas/floating-numbers.ts")).then(({ floatingNumbers, showFloatingNumbers }) => {
      showFloatingNumbers(actor, floatingNumbers(before, after, label));
    });
  });
}
