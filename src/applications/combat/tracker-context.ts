/**
 * What the combat tracker shows, as plain data: one section per side (R-CB-1), one row per pickable unit
 * (a creature, a minion squad with its pool and alive count, a Director group with its members), acted
 * marks, 'act' buttons for whoever may press them, villain actions (R-CB-18) and the Malice pool (R-ML-5).
 *
 * Visibility follows v13's own tracker (client/applications/sidebar/tabs/combat-tracker.mjs
 * CombatTracker#_prepareTrackerContext skips a combatant that is not `visible`; #_prepareTurnContext marks
 * it `hide` and `defeated`): a hidden combatant is drawn only for its owners (the GM sees it dimmed), and
 * nothing of it (name, follower mark, captain name, turn name) reaches anyone else's markup. A group or
 * squad is hidden when all its members are (v13 client/documents/combatant.mjs Combatant#_prepareGroup,
 * `group.hidden &&= this.hidden`): a player sees it only through its visible members. A squad's pool is
 * shown to players only when the Director shows pools (the world setting squadPoolsVisible); its member
 * count always is.
 */
import type { Side } from "../../rules/index.ts";
import type { SteelCombat } from "../../documents/combat.ts";
import { groupOf } from "../../documents/combat/participants.ts";
import { isFollower, type RosterEntry } from "../../documents/combat/roster.ts";
import { squadView } from "../../documents/combat/squads.ts";
import { villainActionItems } from "../../documents/combat/villain-actions.ts";
import { isMinion, isVillain, organizationOf } from "../../documents/combat/actor-facts.ts";
import { SteelCombatant } from "../../documents/combatant.ts";
import { triggeredUsedThisRound } from "../../flows/action-log.ts";

export interface VillainActionView {
  number: number;
  name: string;
  used: boolean;
}

export interface CombatantRow {
  id: string;
  name: string;
  img: string;
  acted: boolean;
  active: boolean;
  canAct: boolean;
  defeated: boolean;
  /** Hidden from players (v13 Combatant#hidden); only its owners see the row, the GM dimmed. */
  hidden: boolean;
  surprised: boolean;
  /** R-CB-7: it used its one triggered action this round (cleared when the next round begins). */
  triggeredUsed: boolean;
  captain: boolean;
  /** Retainers acting inside this creature's turn (R-RT-3) and summons acting right after it (R-CB-17). */
  followers: string[];
  villainActions: VillainActionView[];
  /** The Director's one-click free strike for a monster that is not a minion (minions strike as a squad). */
  freeStrike?: boolean;
}

export interface UnitRow {
  kind: "combatant" | "squad" | "group";
  /** A Director group (R-CB-5), shown with a header. */
  isGroup: boolean;
  id: string;
  name: string;
  acted: boolean;
  active: boolean;
  /** Every member hidden (v13 CombatantGroup#hidden); the GM's group toggle shows them again. */
  hidden: boolean;
  members: CombatantRow[];
  /** `pool` and `maxPool` are null where the viewer may not see them (a player, unless the Director shows pools). */
  squad: {
    pool: number | null;
    maxPool: number | null;
    alive: number;
    starting: number;
    captain: string | null;
  } | null;
}

export interface SideSection {
  side: Side;
  labelKey: string;
  toAct: boolean;
  exhausted: boolean;
  units: UnitRow[];
}

export interface TrackerView {
  started: boolean;
  round: number;
  isGM: boolean;
  sideToAct: Side | null;
  /** R-CB-2: the side that won the d10 and must choose who goes first, when still pending. */
  chooser: Side | null;
  canChoose: boolean;
  d10: number | null;
  roundComplete: boolean;
  turnNames: string[];
  canEndTurn: boolean;
  canUndo: boolean;
  malice: { visible: boolean; value: number };
  heroTokens: number;
  sections: SideSection[];
}

export interface ViewerInput {
  isGM: boolean;
  maliceVisible: boolean;
  malice: number;
  heroTokens: number;
  /** The Director shows squads' stamina pools to players (steelbound.squadPoolsVisible); off when absent. */
  squadPoolsVisible?: boolean;
}

/** Foundry's default portrait. */
const FALLBACK_IMG = "icons/svg/mystery-man.svg";

const SIDE_LABEL: Record<Side, string> = {
  heroes: "STEELBOUND.Combat.Side.heroes",
  director: "STEELBOUND.Combat.Side.director",
};

export function buildTrackerView(combat: SteelCombat, viewer: ViewerInput): TrackerView {
  const state = combat.flow;
  const roster = combat.roster;
  const actable = new Set(combat.actable());
  const running = new Set(state.turn?.actors ?? []);
  const villainUsed = state.villain.used;
  // v13 client/documents/combatant.mjs Combatant#visible: `isOwner || !hidden` (a GM owns every combatant).
  const seen = (id: string): boolean => {
    const c = combat.combatants.get(id);
    return c !== undefined && (c.isOwner || !c.hidden);
  };
  const poolShown = viewer.isGM || viewer.squadPoolsVisible === true;

  const row = (entry: RosterEntry): CombatantRow => {
    const c = combat.combatants.get(entry.id);
    const actor = c?.actor ?? null;
    const group = c ? groupOf(combat, c) : null;
    const followers = roster
      .filter((o) => (o.mentor === entry.id || o.summoner === entry.id) && !o.defeated && seen(o.id))
      .map((o) => combat.combatants.get(o.id)?.name ?? "");
    const used = villainUsed[entry.id] ?? [];
    return {
      id: entry.id,
      name: c?.name ?? "",
      img: c?.img ?? actor?.img ?? FALLBACK_IMG,
      acted: combat.hasActed(entry.id),
      active: running.has(entry.id),
      canAct: actable.has(entry.id) && (viewer.isGM || c?.isOwner === true),
      defeated: entry.defeated,
      hidden: c?.hidden === true,
      // Before the start the mark lives on the combatant (the GM's toggle), after it in the flow (R-CB-2).
      surprised: c instanceof SteelCombatant ? c.surprised : state.surprised.includes(entry.id),
      triggeredUsed: triggeredUsedThisRound(actor, combat),
      captain: group !== null && squadView(group).captain?.id === entry.id,
      followers,
      villainActions:
        viewer.isGM && isVillain(actor)
          ? [...villainActionItems(actor)].map(([n, item]) => ({
              number: n,
              name: item.name,
              used: used.some((u) => u === n),
            }))
          : [],
      // Only where offered, so rows without it keep their shape.
      ...(viewer.isGM && organizationOf(actor) !== null && !isMinion(actor) && !entry.defeated
        ? { freeStrike: true }
        : {}),
    };
  };

  const units = (side: Side): UnitRow[] => {
    const out: UnitRow[] = [];
    const byKey = new Map<string, UnitRow>();
    for (const entry of roster) {
      // A follower is drawn inside its leader's row, unless this client cannot see the leader.
      const leader = entry.mentor ?? entry.summoner;
      if (entry.side !== side || (isFollower(entry, roster) && leader !== null && seen(leader))) continue;
      const key = `${entry.unit.kind}:${entry.unit.id}`;
      let unit = byKey.get(key);
      if (!unit) {
        const group = entry.unit.kind === "combatant" ? null : (combat.groups.get(entry.unit.id) ?? null);
        const sq = group && entry.unit.kind === "squad" ? squadView(group) : null;
        const captain = sq?.captain ?? null;
        unit = {
          kind: entry.unit.kind,
          isGroup: entry.unit.kind === "group",
          id: entry.unit.id,
          name: group?.name ?? "",
          acted: false,
          active: false,
          hidden: false,
          members: [],
          squad: sq && {
            pool: poolShown ? sq.pool : null,
            maxPool: poolShown ? sq.individualStamina * sq.startingMembers : null,
            alive: sq.alive,
            starting: sq.startingMembers,
            captain: captain?.id && seen(captain.id) ? (captain.name ?? null) : null,
          },
        };
        byKey.set(key, unit);
        out.push(unit);
      }
      unit.members.push(row(entry));
    }
    for (const unit of out) {
      const living = unit.members.filter((m) => !m.defeated);
      unit.acted = living.length > 0 && living.every((m) => m.acted);
      unit.active = unit.members.some((m) => m.active);
      unit.hidden = unit.members.every((m) => m.hidden);
      if (unit.kind === "combatant") unit.name = unit.members[0]?.name ?? "";
    }
    return out;
  };

  /** What this client may see: its visible members only; a unit with none is not drawn at all. */
  const shown = (list: UnitRow[]): UnitRow[] =>
    list
      .map((unit) => ({ ...unit, members: unit.members.filter((m) => seen(m.id)) }))
      .filter((unit) => unit.members.length > 0);

  const sideToAct = combat.sideToAct;
  const sections = (["heroes", "director"] as const).map((side) => {
    const list = units(side);
    return {
      side,
      labelKey: SIDE_LABEL[side],
      toAct: sideToAct === side,
      exhausted:
        combat.started &&
        state.round !== null &&
        list.every((u) => u.acted || u.members.every((m) => m.defeated)),
      units: shown(list),
    };
  });
  const turnOwners = (state.turn?.actors ?? []).map((id) => combat.combatants.get(id));
  return {
    started: combat.started,
    round: combat.round,
    isGM: viewer.isGM,
    sideToAct,
    chooser: state.firstSide === null ? state.chooser : null,
    canChoose: state.firstSide === null && (viewer.isGM || state.chooser === "heroes"),
    d10: state.d10,
    roundComplete: combat.roundComplete,
    turnNames: turnOwners.filter((c) => c?.id && seen(c.id)).map((c) => c?.name ?? ""),
    canEndTurn: state.turn !== null && (viewer.isGM || turnOwners.some((c) => c?.isOwner === true)),
    canUndo: viewer.isGM && (state.round?.history.length ?? 0) > 0,
    malice: { visible: viewer.isGM || viewer.maliceVisible, value: viewer.malice },
    heroTokens: viewer.heroTokens,
    sections,
  };
}
