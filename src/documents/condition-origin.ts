/**
 * Whose word a condition's origin is. A source-tracked condition (R-CN-3 frightened, R-CN-4
 * grabbed, R-CN-8 taunted) names the creature that imposed it in the effect's `origin` (./conditions.ts). The
 * effect's owner may write that field at will (v13 common/documents/active-effect.mjs BaseActiveEffect:
 * `origin` is a plain StringField, create and delete need only OWNER of the parent; v14 the same document
 * with `origin` a DocumentUUIDField, stored declaration 54758126139), so a player can make their own hero
 * "grabbed by" the Director's creature and halve that creature's speed, or decide who may force-move whom.
 *
 * What the player cannot write is who wrote the effect: every ActiveEffect has `_stats` (v13 BaseActiveEffect
 * schema, `_stats: new fields.DocumentStatsField()`, stored id 7781359244; v14 the same, 54758126139), whose
 * `lastModifiedBy` is one of the fields "managed by the server and ignored if they appear in creation or
 * update data" (v13 common/data/fields.mjs DocumentStatsField.managedFields, stored id 18292846256; v14
 * declaration 54887449842, the same list and words). So an origin is honoured only when the user who last
 * wrote the effect owns the creature it names: a GM owns every creature (./ownership.ts), a player their own.
 * Any other origin counts as none (a grab with no known grabber), for speed, forced movement and the GM's
 * edges and banes. A player's later edit of a GM-written effect makes it that player's word again.
 */
import { userOwns } from "./ownership.ts";

/** The user who last wrote the effect, as the server recorded it (`_stats.lastModifiedBy`), or null. */
export function effectWriter(effect: unknown): string | null {
  if (typeof effect !== "object" || effect === null) return null;
  const stats: unknown = (effect as { _stats?: unknown })._stats;
  if (typeof stats !== "object" || stats === null) return null;
  const writer: unknown = (stats as { lastModifiedBy?: unknown }).lastModifiedBy;
  return typeof writer === "string" && writer !== "" ? writer : null;
}

/** The effect's origin, when a string. */
function originOf(effect: unknown): string | null {
  if (typeof effect !== "object" || effect === null) return null;
  const origin: unknown = (effect as { origin?: unknown }).origin;
  return typeof origin === "string" && origin !== "" ? origin : null;
}

/**
 * The origin the effect may be believed to name: its own when its last writer owns that creature by
 * `owns(creatureUuid, userId)`, else null. For an effect's document or its plain source alike.
 */
export function honouredOrigin(
  effect: unknown,
  owns: (uuid: string, userId: string) => boolean,
): string | null {
  const origin = originOf(effect);
  const writer = effectWriter(effect);
  return origin !== null && writer !== null && owns(origin, writer) ? origin : null;
}

/** The creature a UUID names (an item's or effect's owner for an embedded one), as this client holds it. */
function creatureAt(uuid: string): Parameters<typeof userOwns>[0] {
  let found: unknown;
  try {
    found = fromUuidSync(uuid);
  } catch {
    return null; // a written origin need not be a UUID at all
  }
  while (found !== null && typeof found === "object" && !(found instanceof Actor))
    found = (found as { parent?: unknown }).parent ?? null;
  return found instanceof Actor ? found : null;
}

/** The live test: the user owns the creature the UUID names (Document#testUserPermission, ./ownership.ts). */
export function ownsCreature(uuid: string, userId: string): boolean {
  return userOwns(creatureAt(uuid), userId);
}

/** honouredOrigin against this client's documents and users. */
export function trustedOrigin(effect: unknown): string | null {
  return honouredOrigin(effect, ownsCreature);
}

/**
 * The effect was last written by a GM user, as the server recorded it (`_stats.lastModifiedBy`): the GM's word,
 * not its owner's. A status only the Director may judge (R-CN-11 hidden: cover, concealment and who observes whom
 * are the Director's calls, 004 「観察されている」とはどういう意味か?) counts in the GM's tally only so.
 */
export function gmWritten(effect: unknown): boolean {
  const writer = effectWriter(effect);
  const user = writer === null ? undefined : game.users?.get(writer);
  return user?.isGM === true;
}
