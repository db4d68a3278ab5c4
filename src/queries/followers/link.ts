/**
 * Request kind `followerLink` (R-RW-1): an artisan or sage starts or stops serving a hero. The follower is
 * the Director's document, so a player's drop on their own hero sheet (or their release button) asks the
 * GM. The GM checks the requester owns the hero concerned, that the follower serves nobody else, and the
 * renown limit (3 → 1 follower … 12 → 4, retainers included); the Director may go over it. The
 * renown is the one a GM last wrote on the hero (THE GM's record, src/config/granted-numbers.ts), not the hero's field.
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { worldUuid } from "../../documents/gm-channel/payload.ts";
import {
  followerCount,
  isFollower,
  isWorldHero,
  serveHero,
  type FollowerActor,
} from "../../documents/follower.ts";
import { userOwns } from "../../documents/ownership.ts";

export interface FollowerLinkPayload {
  followerUuid: string;
  /** The hero to serve, or null to serve nobody. */
  heroUuid: string | null;
}

function followerAt(uuid: string): FollowerActor {
  const actor = fromUuidSync(uuid);
  if (!isFollower(actor)) throw new QueryRefused("NotFound", "follower");
  return actor;
}

function heroAt(uuid: string | null): Actor.Implementation | null {
  if (uuid === null) return null;
  const actor = fromUuidSync(uuid);
  if (!isWorldHero(actor)) throw new QueryRefused("NotFound", "hero");
  return actor;
}

function owns(user: Requester, hero: Actor.Implementation | null): boolean {
  return userOwns(hero, user);
}

export const followerLinkKind: QueryKind<FollowerLinkPayload, { ok: true }> = {
  parse: (data) => ({
    followerUuid: worldUuid(data["followerUuid"], "followerUuid"),
    heroUuid: data["heroUuid"] === null ? null : worldUuid(data["heroUuid"], "heroUuid"),
  }),

  authorize(payload, user) {
    const follower = followerAt(payload.followerUuid);
    const hero = heroAt(payload.heroUuid);
    if (user.isGM) return;
    const current = follower.system.hero;
    // Joining: the requester's own hero, and the follower is free. Leaving: the hero it serves is theirs.
    if (hero !== null && (!owns(user, hero) || (current !== null && current !== hero.uuid)))
      throw new QueryRefused("Forbidden", "not your hero or not a free follower");
    if (hero === null && (current === null || !owns(user, heroAt(current))))
      throw new QueryRefused("Forbidden", "not your follower");
  },

  async handle(payload, user) {
    const follower = followerAt(payload.followerUuid);
    const hero = heroAt(payload.heroUuid);
    if (hero !== null && follower.system.hero !== hero.uuid && !user.isGM) {
      const { count, limit } = followerCount(hero);
      if (count >= limit) throw new QueryRefused("FollowerLimit", `${count}/${limit}`);
    }
    await serveHero(follower, hero);
    return { ok: true };
  },
};
