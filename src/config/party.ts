/**
 * The party's hooks (issue 25): the GM moves the world's hero tokens into the first party and back when the
 * last one goes (src/documents/party.ts), and every client's tracker shows a party's pool when it changes
 * (the pool is no longer only a world setting, whose onChange re-renders the tracker).
 */
import { adoptWorldPool, isParty, returnPool } from "../documents/party.ts";

export function registerPartyHooks(): void {
  Hooks.once("ready", () => void adoptWorldPool());
  Hooks.on("createActor", (actor) => {
    if (isParty(actor)) void adoptWorldPool();
  });
  Hooks.on("deleteActor", (actor) => {
    if (isParty(actor)) void returnPool(actor);
  });
  Hooks.on("updateActor", (actor) => {
    if (isParty(actor)) void ui.combat?.render();
  });
}
