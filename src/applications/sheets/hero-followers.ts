/**
 * The hero sheet's followers (R-RW-1): the list's context, the follower a row names, and a follower
 * dropped on the sheet, which asks the GM to link it (the follower is the Director's document).
 */
import type { Localizer } from "../../i18n.ts";
import { followerMayRoll } from "../../rules/index.ts";
import {
  followerCount,
  followersOf,
  isFollower,
  today,
  type FollowerActor,
} from "../../documents/follower.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { heroFollowersContext } from "./context/follower.ts";

export function heroFollowers(i18n: Localizer, hero: Actor.Implementation, editable: boolean) {
  const { count, limit } = followerCount(hero);
  const day = today();
  return heroFollowersContext(i18n, {
    followers: followersOf(hero).map((f) => ({
      uuid: f.uuid,
      name: f.name,
      img: f.img ?? "",
      kind: f.system.kind,
      skills: [...f.system.skills],
      rolledToday: !followerMayRoll(f.system.projectDay, day),
    })),
    count,
    limit,
    editable,
  });
}

/** The follower of this hero that a clicked row names. */
export function followerOf(hero: Actor.Implementation, target: HTMLElement): FollowerActor | null {
  const uuid = target.closest<HTMLElement>("[data-uuid]")?.dataset["uuid"];
  return followersOf(hero).find((f) => f.uuid === uuid) ?? null;
}

/** True when the dropped document was a follower (asked to join; the GM answers); false: not ours. */
export async function linkDropped(hero: Actor.Implementation, document: unknown): Promise<boolean> {
  if (!isFollower(document)) return false;
  if (document.system.hero !== hero.uuid)
    await requestGm({ kind: "followerLink", followerUuid: document.uuid, heroUuid: hero.uuid });
  return true;
}
