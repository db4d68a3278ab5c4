/**
 * The party's hooks. Creating or deleting a party moves nothing: the hero-token pool stays in
 * the GM-only world setting, and a party plays only once the Director chooses it (src/documents/party.ts;
 * trust issue, item 2). A party's change (its members) re-renders every client's tracker; the active GM
 * clears the choice when the party in play is deleted (a new party under its id is not the Director's).
 */
import { forgetDeletedParty, isParty } from "../documents/party.ts";

export function registerPartyHooks(): void {
  Hooks.on("deleteActor", (actor) => {
    if (isParty(actor)) void forgetDeletedParty(actor.id);
  });
  Hooks.on("updateActor", (actor) => {
    if (isParty(actor)) void ui.combat?.render();
  });
}
