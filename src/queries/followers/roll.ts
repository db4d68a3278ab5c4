/**
 * A follower's project roll (R-RW-1, R-DT-1), made on the GM's client (src/queries/followers/project.ts):
 * 2d10 + the follower's characteristic (+2 for one of its skills), breakthroughs roll again; the points go
 * onto its hero's project and one card shows every roll. No edge or bane is taken from the request: a
 * source in a language the follower does not know gives its banes (R-DT-1, R-DT-2).
 */
import { skillBonus, type Characteristic } from "../../rules/index.ts";
import { PowerRoll } from "../../rolls/power-roll.ts";
import { recordProjectRolls, rollChain } from "../../chat/project-roll-card.ts";
import { sourceLanguageBanes } from "../../flows/roll-project.ts";

export interface FollowerRoll {
  follower: Actor.Implementation;
  hero: Actor.Implementation;
  project: Item.Implementation;
  characteristic: Characteristic;
  /** A skill the follower knows, or "" for none. */
  skill: string;
}

function score(actor: Actor.Implementation, c: Characteristic): number {
  const v: unknown = foundry.utils.getProperty(actor.system, `characteristics.${c}`);
  return typeof v === "number" ? v : 0;
}

/** Resolves to the points gained and the project's new total. */
export async function rollFollowerProject(input: FollowerRoll): Promise<{ gained: number; points: number }> {
  // R-DT-1, R-DT-2: the languages are the follower's own, as stored on its document (never the player's word).
  const languages: unknown = foundry.utils.getProperty(input.follower.system, "languages");
  const known = languages instanceof Set ? [...(languages as Set<unknown>)] : [];
  const banes = sourceLanguageBanes(
    input.project,
    known.filter((l): l is string => typeof l === "string"),
  );
  const build = () =>
    PowerRoll.build({
      kind: "project",
      characteristic: input.characteristic,
      characteristicValue: score(input.follower, input.characteristic),
      // R-DT-1: an applicable skill adds +2.
      bonus: skillBonus(input.skill ? 1 : 0),
      edges: 0,
      banes,
    });
  const chain = await rollChain(build);
  const heading =
    game.i18n?.format("STEELBOUND.Follower.RollHeading", {
      follower: input.follower.name,
      hero: input.hero.name,
    }) ?? input.follower.name;
  const { after } = await recordProjectRolls(
    input.project,
    chain,
    ChatMessage.getSpeaker({ actor: input.follower }),
    undefined,
    heading,
  );
  return { gained: chain.gained, points: after };
}
