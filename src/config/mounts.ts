/**
 * init: riders follow their mount and leave it when they move alone (「騎乗戦闘」; src/canvas/mount-board.ts).
 * Every client hears a token's update (v13 ClientDatabaseBackend#onModifyDocument runs the updateToken hook
 * after the server's broadcast, with the operation's options); only the active GM writes.
 */
import { followMount } from "../canvas/mount-board.ts";

export function registerMounts(): void {
  Hooks.on("updateToken", (token, changes, options) => {
    followMount(token, changes, options).catch((error: unknown) => {
      console.warn("steelbound | a mount's riders could not follow it", error);
    });
  });
}
