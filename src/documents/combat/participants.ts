/** Builds the turn-flow roster from a Combat document's combatants and groups. */
import { SYSTEM_ID } from "../../constants.ts";
import type { Side } from "../../rules/index.ts";
import { defaultSide, isRetainer } from "./actor-facts.ts";
import type { UnitRef } from "./flow-state.ts";
import type { RosterEntry, Roster } from "./roster.ts";

/** Flags a combatant may carry (set from the tracker's context menu). */
export interface CombatantFlags {
  /** R-CB-1 override: an allied NPC fights on the heroes' side. */
  side?: Side;
  /** R-CB-17: combatant id of the summoner. */
  summoner?: string;
}

/**
 * R-CB-2: the combatants the GM marked not ready, before the start: `flags.steelbound.surprised` on the
 * Combat, which players cannot write (docs/DATA.md). Ids of combatants no longer in the combat are dropped.
 */
export function surprisedBeforeStart(combat: {
  readonly flags: Combat.Implementation["flags"];
  readonly combatants: { has(id: string): boolean };
}): string[] {
  const raw: unknown = combat.flags.steelbound?.surprised;
  if (!Array.isArray(raw)) return [];
  return raw.filter((id): id is string => typeof id === "string" && combat.combatants.has(id));
}

export function combatantFlags(combatant: Combatant.Implementation): CombatantFlags {
  const raw: unknown = (combatant.flags as Record<string, unknown>)[SYSTEM_ID];
  if (typeof raw !== "object" || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const out: CombatantFlags = {};
  if (r["side"] === "heroes" || r["side"] === "director") out.side = r["side"];
  if (typeof r["summoner"] === "string") out.summoner = r["summoner"];
  return out;
}

/** v13 replaces `combatant.group` (an id in the source) with the CombatantGroup document once prepared. */
export function groupOf(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): CombatantGroup.Implementation | null {
  const g: unknown = combatant.group;
  if (typeof g === "string") return combat.groups.get(g) ?? null;
  const id = g instanceof CombatantGroup ? g.id : null;
  return id === null ? null : (combat.groups.get(id) ?? null);
}

export function sideOf(combatant: Combatant.Implementation): Side {
  const flags = combatantFlags(combatant);
  if (flags.side) return flags.side;
  const actor = combatant.actor;
  if (actor) return defaultSide(actor);
  // A token without an actor: its disposition decides.
  return combatant.token?.disposition === CONST.TOKEN_DISPOSITIONS.FRIENDLY ? "heroes" : "director";
}

function unitOf(combat: Combat.Implementation, combatant: Combatant.Implementation): UnitRef {
  const group = groupOf(combat, combatant);
  if (!group?.id) return { kind: "combatant", id: combatant.id ?? "" };
  const type: string = group.type;
  return { kind: type === "squad" ? "squad" : "group", id: group.id };
}

function mentorOf(combat: Combat.Implementation, combatant: Combatant.Implementation): string | null {
  const actor = combatant.actor;
  if (!isRetainer(actor)) return null;
  const uuid = actor.system.mentor;
  if (!uuid) return null;
  const mentor = combat.combatants.find((c) => c.actor?.uuid === uuid);
  return mentor?.id ?? null;
}

export function buildRoster(combat: Combat.Implementation): Roster {
  return combat.combatants.contents.map((c): RosterEntry => ({
    id: c.id ?? "",
    side: sideOf(c),
    unit: unitOf(combat, c),
    defeated: c.isDefeated,
    mentor: mentorOf(combat, c),
    summoner: combatantFlags(c).summoner ?? null,
    turns: turnsOf(c.actor),
  }));
}

/** docs/DATA.md monster `turnsPerRound` (derived: its `turns`, else 2 for a solo); 1 for anyone else. */
function turnsOf(actor: Actor.Implementation | null): number {
  const turns: unknown = actor ? foundry.utils.getProperty(actor.system, "turnsPerRound") : undefined;
  return typeof turns === "number" && Number.isInteger(turns) && turns >= 1 ? turns : 1;
}
