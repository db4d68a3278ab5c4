/**
 * Whose surges an actor gains and spends (R-AB-7, R-RT-5). A retainer has no pool of its own: surges it
 * gains go to its mentor, it spends from the mentor's pool like a hero, and the extra damage per surge
 * is the mentor's highest characteristic. Everyone else uses their own.
 */
import { CHARACTERISTICS } from "../rules/types.ts";

/** What the pool reads of an actor (any subtype: a found-by-UUID mentor is an `Actor` of any kind). */
interface SurgeActor {
  readonly type: string;
  readonly system: object;
}

function mentorOf(actor: SurgeActor) {
  const uuid: unknown = foundry.utils.getProperty(actor.system, "mentor");
  if (typeof uuid !== "string" || uuid === "") return null;
  const mentor = fromUuidSync(uuid);
  return mentor instanceof Actor ? mentor : null;
}

/** The actor holding `actor`'s surges: the mentor of a retainer (null if it has none), else itself. */
export function surgePoolOf<A extends SurgeActor>(actor: A) {
  return actor.type === "retainer" ? mentorOf(actor) : actor;
}

/** Surges available to `actor` (its mentor's for a retainer). */
export function surgesAvailable(actor: SurgeActor): number {
  const pool = surgePoolOf(actor);
  const value: unknown = pool ? foundry.utils.getProperty(pool.system, "surges") : 0;
  return typeof value === "number" ? value : 0;
}

/** The highest characteristic surge damage uses (R-AB-7; the mentor's for a retainer, R-RT-5). */
export function surgeCharacteristic(actor: SurgeActor, ownHighest: number): number {
  if (actor.type !== "retainer") return ownHighest;
  const mentor = mentorOf(actor);
  if (mentor === null) return ownHighest;
  const scores = CHARACTERISTICS.map((c) => foundry.utils.getProperty(mentor.system, `characteristics.${c}`));
  return Math.max(...scores.map((v) => (typeof v === "number" ? v : 0)));
}
