/**
 * World pass "granted-1" (renown and victories from GM-written data), on the active GM's ready, once
 * per world (marked in THE GM's record, src/data/settings/gm-record.ts `done`). Before it, the follower limit
 * (R-RW-1) read each hero's own renown and the Director's starting Malice (R-ML-1) each hero's own victories;
 * now both read what a GM wrote, kept in the record (`renown`, `victories`; ./granted-numbers.ts,
 * ./granted-victories.ts). So that a world already in play keeps its heroes' renown and victories, every
 * world hero the record holds no number for has its current one recorded, once, by the GM. A number a player
 * wrote before the update is taken as it stands (as pass "uses-1" takes the creatures' numbers); after it,
 * only a GM's write changes the record. A number a GM already recorded is kept. Marked done either way.
 */
import { readGmRecord } from "../data/settings/gm-record.ts";
import { isWorldHero } from "../documents/follower.ts";
import { changeGmRecord } from "./gm-record.ts";

export const GRANTED_PASS = "granted-1";

const whole = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : null;

/** Resolves to how many heroes had a number recorded (null when it already ran or this is not the active GM). */
export async function grantedPassOnce(): Promise<number | null> {
  if (game.user?.isActiveGM !== true || readGmRecord().done.includes(GRANTED_PASS)) return null;
  const heroes = (game.actors?.contents ?? []).filter(isWorldHero);
  return changeGmRecord((record) => {
    if (record.done.includes(GRANTED_PASS)) return { next: null, result: null };
    const renown = { ...record.renown };
    const victories = { ...record.victories };
    let seeded = 0;
    for (const hero of heroes) {
      const ownRenown = whole(foundry.utils.getProperty(hero.system, "renown"));
      const ownVictories = whole(foundry.utils.getProperty(hero.system, "victories"));
      let any = false;
      if (renown[hero.uuid] === undefined && ownRenown !== null) {
        renown[hero.uuid] = ownRenown;
        any = true;
      }
      if (victories[hero.uuid] === undefined && ownVictories !== null) {
        victories[hero.uuid] = ownVictories;
        any = true;
      }
      if (any) seeded++;
    }
    return { next: { ...record, renown, victories, done: [...record.done, GRANTED_PASS] }, result: seeded };
  });
}
