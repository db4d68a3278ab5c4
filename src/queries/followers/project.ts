/**
 * Request kind `followerProject` (R-RW-1, R-DT-1): an artisan or sage makes its one project roll of the day
 * for a project of its hero's. The player names only the follower, the project, the characteristic and a
 * skill; the GM checks each against documents the player cannot write (the follower, its `hero` and
 * `projectDay`), rolls the dice itself and writes the points. The day is marked before the roll, so a
 * second request queued behind the first is refused.
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { oneOf, worldUuid } from "../../documents/gm-channel/payload.ts";
import { CHARACTERISTICS, followerMayRoll, SKILLS, type Characteristic } from "../../rules/index.ts";
import { isFollower, isWorldHero, today, type FollowerActor } from "../../documents/follower.ts";
import { userOwns } from "../../documents/ownership.ts";
import { projectCharacteristics } from "../../flows/roll-project.ts";
import { rollFollowerProject } from "./roll.ts";
import { SteelItem } from "../../documents/item.ts";

export interface FollowerProjectPayload {
  followerUuid: string;
  projectUuid: string;
  characteristic: Characteristic;
  /** One of the follower's skills, or "" for none. */
  skill: string;
}

interface Work {
  follower: FollowerActor;
  hero: Actor.Implementation;
  project: Item.Implementation;
}

/** The follower, the hero it serves and that hero's project, or a refusal. */
function workOf(payload: FollowerProjectPayload): Work {
  const follower = fromUuidSync(payload.followerUuid);
  if (!isFollower(follower)) throw new QueryRefused("NotFound", "follower");
  const hero = follower.system.hero === null ? null : fromUuidSync(follower.system.hero);
  if (!isWorldHero(hero)) throw new QueryRefused("Refused", "the follower serves no hero");
  const project = fromUuidSync(payload.projectUuid);
  if (!(project instanceof SteelItem) || project.type !== "project" || project.parent?.uuid !== hero.uuid)
    throw new QueryRefused("NotFound", "not a project of the follower's hero");
  return { follower, hero, project };
}

export const followerProjectKind: QueryKind<FollowerProjectPayload, { gained: number; points: number }> = {
  parse: (data) => ({
    followerUuid: worldUuid(data["followerUuid"], "followerUuid"),
    projectUuid: worldUuid(data["projectUuid"], "projectUuid"),
    characteristic: oneOf(data["characteristic"], CHARACTERISTICS, "characteristic"),
    skill: data["skill"] === "" ? "" : oneOf(data["skill"], SKILLS, "skill"),
  }),

  authorize(payload, user) {
    const { hero } = workOf(payload);
    if (user.isGM) return;
    if (!userOwns(hero, user)) throw new QueryRefused("Forbidden", "not your hero's follower");
  },

  async handle(payload) {
    const { follower, hero, project } = workOf(payload);
    const day = today();
    if (!followerMayRoll(follower.system.projectDay, day)) throw new QueryRefused("FollowerBusy");
    if (!projectCharacteristics(project.system).includes(payload.characteristic))
      throw new QueryRefused("Refused", "characteristic not used by this project");
    const skills: ReadonlySet<string> = follower.system.skills;
    if (payload.skill !== "" && !skills.has(payload.skill))
      throw new QueryRefused("Refused", "the follower lacks that skill");
    await follower.update({ system: { projectDay: day } });
    return rollFollowerProject({ follower, hero, project, ...payload });
  },
};
