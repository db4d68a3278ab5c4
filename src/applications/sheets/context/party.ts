/**
 * The party sheet's context, built from plain data with an injected Localizer, so the gallery
 * renders it without Foundry: each member's stamina, recoveries, heroic resource and conditions, and the
 * party's hero tokens (R-HT-1), and the respite project board (R-DT-2).
 */
import { CONDITIONS, projectComplete, projectProgress, type ConditionId } from "../../../rules/index.ts";
import { localizeOr, type Localizer } from "../../../i18n.ts";

export interface PartyMemberInput {
  uuid: string;
  name: string;
  img: string;
  stamina: { value: number; max: number; temporary: number };
  recoveries: { value: number; max: number };
  resource: { name: string; value: number };
  victories: number;
  xp: number;
  /** The actor's statuses (ids); only Draw Steel's conditions are shown. */
  statuses: readonly string[];
  /** R-DT-2: the member's downtime projects (the respite project board); absent = none. */
  projects?: readonly { name: string; points: number; goal: number }[];
}

/** One of the stash's items (src/documents/party-stash.ts). */
export interface PartyStashInput {
  id: string;
  name: string;
  img: string;
  quantity: number;
}

export interface PartyInput {
  heroTokens: number;
  /** This party is the one the table plays (the Director chose it: the GM-only `activeParty` setting). */
  active: boolean;
  /** The viewer may change the members (the party's owner). */
  editable: boolean;
  isGM: boolean;
  members: readonly PartyMemberInput[];
  /** The party stash (absent: empty). */
  stash?: readonly PartyStashInput[];
  /** The viewer's own hero among the members, who takes from the stash (null: the viewer takes nothing). */
  taker?: { uuid: string; name: string } | null;
}

const isCondition = (id: string): id is ConditionId => (CONDITIONS as readonly string[]).includes(id);

export function partyContext(i18n: Localizer, input: PartyInput) {
  const members = input.members.map((member) => ({
    ...member,
    winded: member.statuses.includes("winded"),
    resourceName: member.resource.name || i18n.localize("STEELBOUND.Party.Resource"),
    conditions: member.statuses
      .filter(isCondition)
      .map((id) => ({ id, label: localizeOr(i18n, `STEELBOUND.Condition.${id}`, id) })),
    removeLabel: i18n.format("STEELBOUND.Party.Remove", { name: member.name }),
  }));
  // R-DT-2: the respite project board — every member's projects, points toward the goal.
  const board = input.members.flatMap((member) =>
    (member.projects ?? []).map((project) => ({
      hero: member.name,
      name: project.name,
      percent: Math.round(projectProgress(project.points, project.goal) * 100),
      complete: projectComplete(project.points, project.goal),
      label: i18n.format("STEELBOUND.Party.ProjectPoints", {
        points: String(project.points),
        goal: String(project.goal),
      }),
    })),
  );
  const taker = input.taker ?? null;
  const stash = (input.stash ?? []).map((entry) => ({
    ...entry,
    quantityLabel: i18n.format("STEELBOUND.Party.Stash.Quantity", { quantity: String(entry.quantity) }),
    takeLabel: taker
      ? i18n.format("STEELBOUND.Party.Stash.Take", { item: entry.name, hero: taker.name })
      : "",
    discardLabel: i18n.format("STEELBOUND.Party.Stash.Discard", { item: entry.name }),
  }));
  return {
    heroTokens: input.heroTokens,
    active: input.active,
    editable: input.editable,
    isGM: input.isGM,
    members,
    empty: members.length === 0,
    board,
    stash,
    taker,
  };
}
