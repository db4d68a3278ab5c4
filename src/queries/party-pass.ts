/**
 * World pass "party-1" (trust issue, item 2), on the active GM's ready, once per world (marked in THE GM's
 * record, src/data/settings/gm-record.ts `done`). Before it, the active party was the `activeParty` setting's
 * or else the world's first party, and the hero-token pool lived in that party's `system.heroTokens`; now
 * only the Director's choice plays and the pool is the GM-only world setting (src/documents/party.ts).
 * - A world that never chose (`activeParty` is "") and has a party no player owns keeps playing it: the
 *   first such party becomes the Director's choice. A party a player owns is never chosen here.
 * - The chosen party's old pool moves into the world setting (added to what it holds) when no player owns
 *   that party; a count a player could have written is not carried over (the Director sets the pool again).
 * Marked done either way, so a party made later is never chosen by this pass.
 */
import { SYSTEM_ID } from "../constants.ts";
import { SETTINGS } from "../data/settings/keys.ts";
import { readGmRecord } from "../data/settings/gm-record.ts";
import { settings } from "../documents/combat/world.ts";
import {
  activeParty,
  chooseActiveParty,
  directorOwned,
  readPool,
  worldParties,
  writePool,
} from "../documents/party.ts";
import { changeGmRecord } from "./gm-record.ts";

export const PARTY_PASS = "party-1";

/** Resolves to what the pass did (null when it already ran or this is not the active GM). */
export async function partyPassOnce(): Promise<{ chosen: string | null; moved: number } | null> {
  if (game.user?.isActiveGM !== true || readGmRecord().done.includes(PARTY_PASS)) return null;
  let chosen: string | null = null;
  if (!settings().get(SYSTEM_ID, SETTINGS.activeParty)) {
    const first = worldParties().find(directorOwned);
    if (first) {
      chosen = first.id;
      await chooseActiveParty(first);
    }
  }
  const party = activeParty();
  let moved = 0;
  if (party !== null && directorOwned(party) && party.system.heroTokens.value > 0) {
    moved = party.system.heroTokens.value;
    await writePool(readPool() + moved);
    await party.update({ system: { heroTokens: { value: 0 } } });
  }
  await changeGmRecord((record) => ({
    next: record.done.includes(PARTY_PASS) ? null : { ...record, done: [...record.done, PARTY_PASS] },
    result: undefined,
  }));
  return { chosen, moved };
}
