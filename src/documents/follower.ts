/**
 * Followers (R-RW-1): which hero an artisan or sage serves, how many followers a hero may have, and what
 * the GM writes when one joins or leaves a hero.
 * - The follower is the Director's document. Each player who owns its hero (./ownership.ts) gets OBSERVER on it, so they
 *   see its sheet and direct it from the hero sheet; DocumentSheetV2#isEditable needs OWNER, so they cannot
 *   write its daily roll or its numbers. A player's link, release and project roll go through the GM query.
 * - Retainers are followers too (R-RT-1 `mentor`) and count against the same renown limit.
 */
import { FollowerModel } from "../data/actor/follower.ts";
import { HeroModel } from "../data/actor/hero.ts";
import { RetainerModel } from "../data/actor/retainer.ts";
import { followerLimit, secondsPerDay, worldDay } from "../rules/index.ts";
import { SteelActor } from "./actor.ts";
import { userOwns } from "./ownership.ts";
import { readGmRecord } from "../data/settings/gm-record.ts";

export type FollowerActor = Actor.Implementation & { system: FollowerModel };
type Ownership = Record<string, number>;

export const isFollower = (actor: unknown): actor is FollowerActor =>
  actor instanceof SteelActor && actor.system instanceof FollowerModel;

/** A world hero (not a token's copy, not a compendium entry). */
export const isWorldHero = (actor: unknown): actor is Actor.Implementation =>
  actor instanceof SteelActor && actor.system instanceof HeroModel && !actor.isToken && !actor.pack;

const worldActors = (): Actor.Implementation[] =>
  (game.actors?.contents ?? []).filter((actor) => actor instanceof SteelActor);

/** The artisans and sages serving this hero, by name. */
export function followersOf(hero: Actor.Implementation): FollowerActor[] {
  return worldActors()
    .filter(isFollower)
    .filter((f) => f.system.hero === hero.uuid)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * (R-RW-1): the renown the follower limit counts: the one a GM last wrote on the hero, as THE GM's
 * record keeps it (src/config/granted-numbers.ts records it); 0 when no GM has. The hero's own
 * `renown` is its player's to write, so it is not read here.
 */
export function grantedRenown(hero: { readonly uuid: string }): number {
  return readGmRecord().renown[hero.uuid] ?? 0;
}

/** R-RW-1: how many followers the hero has (artisans, sages and retainers) and may have (granted renown). */
export function followerCount(hero: Actor.Implementation): { count: number; limit: number } {
  const retainers = worldActors().filter(
    (a) => a.system instanceof RetainerModel && a.system.mentor === hero.uuid,
  ).length;
  const renown = hero.system instanceof HeroModel ? grantedRenown(hero) : 0;
  return { count: followersOf(hero).length + retainers, limit: followerLimit(renown) };
}

/**
 * Today's number by the world clock (R-RW-1: one project roll a day). v13 and v14 both keep the clock in
 * `game.time` (client/helpers/time.mjs GameTime#worldTime, seconds, set from the `core.time` world setting)
 * and the length of a day in the world calendar (GameTime#calendar, client/data/calendar.mjs CalendarData
 * `days.hoursPerDay/minutesPerHour/secondsPerMinute`; v14 CalendarConfigDays makes each optional).
 */
export function today(): number {
  const time: unknown = foundry.utils.getProperty(game, "time.worldTime");
  const days: unknown = foundry.utils.getProperty(game, "time.calendar.days");
  const count = (key: string): number | undefined => {
    const value: unknown = days instanceof Object ? foundry.utils.getProperty(days, key) : undefined;
    return typeof value === "number" ? value : undefined;
  };
  const length = secondsPerDay({
    hoursPerDay: count("hoursPerDay"),
    minutesPerHour: count("minutesPerHour"),
    secondsPerMinute: count("secondsPerMinute"),
  });
  return worldDay(typeof time === "number" ? time : 0, length);
}

/** Each player who owns `hero` sees the follower (OBSERVER); one who no longer does falls back. */
export function followerOwnership(follower: FollowerActor, hero: Actor.Implementation | null): Ownership {
  const levels = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  const current: Ownership = { ...(follower.ownership as Ownership) };
  const fallback = current["default"] ?? levels.NONE;
  for (const user of (game.users?.contents ?? []).filter((u) => !u.isGM)) {
    const owns = userOwns(hero, user);
    const level = current[user.id] ?? fallback;
    if (owns && level < levels.OBSERVER) current[user.id] = levels.OBSERVER;
    if (!owns && level === levels.OBSERVER) current[user.id] = fallback;
  }
  return current;
}

/** The GM's write: the follower serves `hero` (null: nobody), and the hero's players see it. */
export async function serveHero(follower: FollowerActor, hero: Actor.Implementation | null): Promise<void> {
  await follower.update({
    system: { hero: hero?.uuid ?? null },
    ownership: followerOwnership(follower, hero),
  } as Actor.UpdateData);
}
