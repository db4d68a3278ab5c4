/**
 * World pass "uses-1" (on the active GM's ready, once per world (marked in THE GM's
 * record, src/data/settings/gm-record.ts `done`). Before it, the GM's accepted versions covered only ability
 * items; now they also cover what a creature's own documents give its uses (kits, effects, characteristics;
 * ./accepted-abilities/record.ts usesPrintOf). So that a world already in play does not stop every hero's
 * next use for the Director, each player-owned world actor with no such record yet has its current numbers
 * recorded as accepted. They still count only within the book's bounds (src/rules/book-bounds.ts), so a
 * number a player raised before the update is cut down and told of at its next use. Marked done either way.
 */
import { readGmRecord } from "../data/settings/gm-record.ts";
import { changeGmRecord } from "./gm-record.ts";
import { acceptUses } from "./accepted-abilities/record.ts";
import { playerOwned } from "./accepted-abilities/judge.ts";

export const USES_PASS = "uses-1";

/** Resolves to how many creatures were recorded (null when it already ran or this is not the active GM). */
export async function usesPassOnce(): Promise<number | null> {
  if (game.user?.isActiveGM !== true) return null;
  const record = readGmRecord();
  if (record.done.includes(USES_PASS)) return null;
  const actors = [...(game.actors ?? [])].filter(
    (actor) => playerOwned(actor) && record.abilities[actor.uuid] === undefined,
  );
  await acceptUses(actors);
  await changeGmRecord((now) => ({
    next: now.done.includes(USES_PASS) ? null : { ...now, done: [...now.done, USES_PASS] },
    result: undefined,
  }));
  return actors.length;
}
