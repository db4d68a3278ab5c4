/**
 * The Director's hand on the table's economy: the party's hero tokens (R-HT-1) and the Malice pool
 * (R-ML-*) adjusted by hand. Both are GM-only world settings; players spend tokens through the
 * `spendHeroToken` GM query and only read the pools here.
 */
import { heroTokensAtSessionStart } from "../../rules/index.ts";
import { changeMalice } from "./malice.ts";
import { isGM } from "./world.ts";
import { partyHeroes, readPool, writePool } from "../party.ts";

export const POOL_CHANGES = ["startSession", "increase", "decrease", "reset"] as const;
export type PoolChange = (typeof POOL_CHANGES)[number];

/** The party's pool: the active party's own, or the world setting without a party (../party.ts). */
export function readHeroTokens(): number {
  return readPool();
}

/** R-HT-1: the party's heroes: the active party's members, or every hero a player owns (../party.ts). */
export function partySize(): number {
  return partyHeroes().length;
}

function nextPool(current: number, change: PoolChange, sessionStart: number): number {
  switch (change) {
    case "startSession":
      return sessionStart;
    case "increase":
      return current + 1;
    case "decrease":
      return Math.max(0, current - 1);
    case "reset":
      return 0;
  }
}

/** The GM's control on the party pool; resolves to the new pool. */
export async function changeHeroTokens(change: PoolChange): Promise<number> {
  if (!isGM()) throw new Error("Hero tokens are written by the GM only");
  const value = nextPool(readHeroTokens(), change, heroTokensAtSessionStart(partySize()));
  await writePool(value);
  return value;
}

/**
 * The GM adjusts Malice by hand (the Director may always gain or drop it), through the one serialized
 * writer so a round's gain or a spend in flight is not written over.
 */
export function changeMaliceByHand(change: Exclude<PoolChange, "startSession">): Promise<number> {
  if (!isGM()) return Promise.reject(new Error("Malice is written by the GM only"));
  return changeMalice((current) => {
    const value = nextPool(current.value, change, 0);
    return { write: { ...current, value }, result: value };
  });
}
