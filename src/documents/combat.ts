/**
 * Steelbound Combat: Draw Steel's alternating side-based turns (R-CB-2…R-CB-6) on top of Foundry's
 * Combat. The flow lives in `flags.steelbound.flow`; Foundry's `turn` index stays null because there
 * is no initiative order. Every decision is the rules engine's (see src/documents/combat/flow.ts).
 */
import { canFormSquad, firstTurn, type BasicMaliceFeature, type Side } from "../rules/index.ts";
import { MonsterModel } from "../data/actor/monster.ts";
import { SteelCombatantGroup } from "./combatant-group.ts";
import { parseFlow, emptyFlow, type FlowState } from "./combat/flow-state.ts";
import * as flow from "./combat/flow.ts";
import { buildRoster, surprisedBeforeStart } from "./combat/participants.ts";
import type { Roster } from "./combat/roster.ts";
import { agilityOrder } from "./combat/agility-order.ts";
import { beginEncounterMalice, gainRoundMalice, grantedVictories } from "./combat/malice.ts";
import { conditionOf, isHero } from "./combat/actor-facts.ts";
import { villainActionCheck, recordVillainAction } from "./combat/villain-actions.ts";
import { finishEncounter } from "./combat/end-combat.ts";
import { useBasicMalice, useCreatureMalice } from "./combat/malice-features.ts";
import { chooseCaptain, squadsWithLostCaptain } from "./combat/squads.ts";
import { clearTriggeredMarkers } from "./combat/triggered-marker.ts";
import { slots } from "./slots.ts";
import { isGM, localize, settings, warn } from "./combat/world.ts";
import { announce, HOOKS } from "./api-hooks.ts";
import type { TurnInProgress } from "./combat/flow-state.ts";

export type CombatActionResult = { ok: true } | { ok: false; error: string };

export interface StartCombatOptions {
  /** The R-CB-2 d10 (rolled in chat when absent). */
  d10?: number;
  /** R-CB-6 Agility test totals by participant id (rolled when absent and the world uses that order). */
  agility?: Record<string, number>;
  /** R-CB-6 is a world setting; tests and macros may force it. */
  mode?: "alternating" | "agility";
}

export class SteelCombat extends Combat {
  /**
   * Our part of the update core's startCombat / nextRound is about to write. v13 core builds that update
   * itself (client/documents/combat.mjs Combat#startCombat: startEncounter sound, combatStart hook;
   * Combat#nextRound: combatRound hook, `worldTime: {delta}` option that advances game time), so we add
   * ours in _preUpdate rather than writing a separate update that would skip all of that.
   */
  #coreUpdate: Combat.UpdateData | null = null;

  /** The running turn this client last saw (docs/API.md turn hooks), read when the document was made. */
  #seenTurn: { round: number; turn: TurnInProgress | null } = { round: this.round, turn: this.flow.turn };

  get flow(): FlowState {
    return parseFlow(this.flags.steelbound?.flow);
  }

  get roster(): Roster {
    return buildRoster(this);
  }

  /** The side whose pick it is, or null while a turn runs or after everyone acted. */
  get sideToAct(): Side | null {
    return flow.sideToAct(this.flow, this.roster);
  }

  get roundComplete(): boolean {
    return this.started && flow.roundOver(this.flow, this.roster);
  }

  hasActed(combatantId: string): boolean {
    return flow.hasActed(this.flow, this.roster, combatantId);
  }

  /** Combatant ids whose 'act' button is live. */
  actable(): string[] {
    return flow.actable(this.flow, this.roster);
  }

  /** Heroes in this combat that still generate Malice (R-ML-2: a dead hero stops). */
  livingHeroes(): Actor.Implementation[] {
    return this.combatants.contents
      .map((c) => c.actor)
      .filter((a): a is Actor.Implementation => a !== null && isHero(a) && conditionOf(a) !== "dead");
  }

  protected async writeFlow(state: FlowState, extra: { round?: number } = {}): Promise<void> {
    await this.update({ ...extra, flags: { steelbound: { flow: state } } });
  }

  /**
   * R-CB-2: surprised combatants are remembered; a wholly surprised side never goes first, else the d10
   * decides who chooses. Malice starts at R-ML-1 plus round 1's R-ML-2 gain.
   */
  override async startCombat(options: StartCombatOptions = {}): Promise<this> {
    const roster = this.roster;
    // The GM's marks on the Combat, never a flag the combatant's owner can clear.
    const surprised = surprisedBeforeStart(this);
    const allSurprised = (side: Side) => {
      const members = roster.filter((p) => p.side === side);
      return members.length > 0 && members.every((p) => surprised.includes(p.id));
    };
    const heroesAllSurprised = allSurprised("heroes");
    const directorAllSurprised = allSurprised("director");
    const bySurprise = heroesAllSurprised !== directorAllSurprised;
    const d10 = bySurprise
      ? 0
      : (options.d10 ?? (await rollInChat("1d10", "STEELBOUND.Combat.FirstTurnRoll")));
    const decided = firstTurn({ heroesAllSurprised, directorAllSurprised, d10 });
    let state: FlowState = {
      ...emptyFlow(),
      surprised,
      chooser: decided.decidedBy === "roll" ? decided.chooser : null,
      d10: decided.decidedBy === "roll" ? d10 : null,
    };
    if (decided.decidedBy === "surprise") state = flow.beginRound({ ...state, firstSide: decided.side }, 1);
    const mode = options.mode ?? settings().get("steelbound", "initiativeMode");
    if (mode === "agility") {
      const roll = (formula: string) => rollInChat(formula, "STEELBOUND.Combat.AgilityTest");
      state = { ...state, order: await agilityOrder(this, roster, roll, options.agility) };
    }
    const heroes = this.combatants.contents.map((c) => c.actor).filter((a) => isHero(a));
    // The victories a GM wrote (THE GM's record), never the heroes' own fields.
    await beginEncounterMalice(
      heroes.map((a) => grantedVictories(a)),
      this.livingHeroes().length,
    );
    // No combatant is active until a side picks one: core's turn 0 becomes null in the same update.
    await this.#throughCore({ turn: null, flags: { steelbound: { flow: state } } }, () =>
      super.startCombat(),
    );
    return this;
  }

  async #throughCore(ours: Combat.UpdateData, run: () => Promise<unknown>): Promise<void> {
    this.#coreUpdate = ours;
    try {
      await run();
    } finally {
      this.#coreUpdate = null;
    }
  }

  /**
   * docs/API.md: `steelbound.endTurn` then `steelbound.startTurn` on every client, from the update each client
   * receives (v13 ClientDatabaseBackend#_handleUpdateDocuments → Document#_onUpdate on every client), so an
   * add-on sees the same turns wherever it runs.
   */
  protected override _onUpdate(
    changed: Combat.UpdateData,
    options: Combat.Database.OnUpdateOperation,
    userId: string,
  ): void {
    super._onUpdate(changed, options, userId);
    const before = this.#seenTurn;
    const now = { round: this.round, turn: this.flow.turn };
    this.#seenTurn = now;
    const same = (a: TurnInProgress | null, b: TurnInProgress | null) =>
      a?.participant === b?.participant && a?.summons === b?.summons;
    if (before.round === now.round && same(before.turn, now.turn)) return;
    if (before.turn) announce(HOOKS.endTurn, this, before.turn);
    if (now.turn) announce(HOOKS.startTurn, this, now.turn);
  }

  protected override async _preUpdate(
    changes: Combat.UpdateData,
    options: Combat.Database.PreUpdateOptions,
    user: User.Implementation,
  ): Promise<false | undefined> {
    if (this.#coreUpdate !== null) foundry.utils.mergeObject(changes, this.#coreUpdate);
    this.#coreUpdate = null;
    return (await super._preUpdate(changes, options, user)) === false ? false : undefined;
  }

  /** R-CB-2: the side that won the d10 picks who goes first (kept for every round, R-CB-4). */
  async chooseFirstSide(side: Side): Promise<CombatActionResult> {
    return this.apply(flow.chooseFirstSide(this.flow, side, this.round));
  }

  /** A side picks one creature, squad or group member to act now (R-CB-3); its turn starts. */
  async takeTurn(combatantId: string): Promise<CombatActionResult> {
    const result = flow.pick(this.flow, this.roster, combatantId);
    if (!result.ok) return result;
    await this.writeFlow(result.state);
    await slots.turnStart(this, result.state.turn?.actors ?? []);
    return { ok: true };
  }

  /** Ends the running turn: end-of-turn bookkeeping first, then the summons or the other side. */
  async endTurn(): Promise<CombatActionResult> {
    const before = this.flow;
    const result = flow.endTurn(before, this.roster);
    if (!result.ok) return result;
    await slots.turnEnd(this, before.turn?.actors ?? []);
    await this.writeFlow(this.noteLostCaptains(result.state));
    if (result.state.turn) await slots.turnStart(this, result.state.turn.actors);
    return { ok: true };
  }

  /** GM: undo a mistaken pick. */
  async undoPick(): Promise<CombatActionResult> {
    return this.apply(flow.undo(this.flow));
  }

  /** Foundry's "next turn" button ends the running turn: there is no fixed next combatant. */
  override async nextTurn(): Promise<this> {
    await this.endTurn();
    return this;
  }

  /**
   * Core's "Previous Turn" (v13 Combat#previousTurn with `turn` null writes `turn = turns.length - 1`,
   * putting a combatant on turn outside our flow) undoes the last pick instead.
   */
  override async previousTurn(): Promise<this> {
    const result = await this.undoPick();
    if (!result.ok) warn(result.error);
    return this;
  }

  /**
   * Core's "Previous Round" (v13 Combat#previousRound rewinds `round` only) is refused: the round's Malice
   * (R-ML-2), surprise and acted creatures cannot be rewound with it.
   */
  override async previousRound(): Promise<this> {
    warn("STEELBOUND.Combat.Error.NoPreviousRound");
    return Promise.resolve(this);
  }

  /**
   * R-ML-2 for the new round; surprise ends with round 1; the first side stays (R-CB-4). Every creature
   * has its triggered action again (R-CB-7): the markers of the round before go.
   */
  override async nextRound(): Promise<this> {
    const round = this.round + 1;
    await gainRoundMalice(round, this.livingHeroes().length);
    const state = flow.beginRound(this.noteLostCaptains(this.flow), round);
    await this.#throughCore({ turn: null, flags: { steelbound: { flow: state } } }, () => super.nextRound());
    if (isGM()) await clearTriggeredMarkers(this);
    return this;
  }

  /** R-CB-17: whether this combatant summoned since its last turn began (GM and players read it alike). */
  summonedThisTurn(combatantId: string): boolean {
    return flow.summonedThisTurn(this.flow, combatantId);
  }

  /** R-CB-17: the GM records a summoning by this combatant; it summons again once its next turn begins. */
  async markSummoned(combatantId: string): Promise<void> {
    await this.writeFlow(flow.markSummoned(this.flow, combatantId));
  }

  /** R-CB-18: a leader or solo uses one of its villain actions at the end of another creature's turn. */
  async useVillainAction(combatantId: string, action: number): Promise<CombatActionResult> {
    const state = this.flow;
    const check = villainActionCheck(this, state, combatantId, action);
    if (!check.ok) return check;
    await this.writeFlow(recordVillainAction(state, combatantId, check.action));
    return { ok: true };
  }

  /** R-CB-18 asked before a villain action is used (from a sheet or the tracker): nothing is recorded. */
  checkVillainAction(combatantId: string, action: number): CombatActionResult {
    const check = villainActionCheck(this, this.flow, combatantId, action);
    return check.ok ? { ok: true } : check;
  }

  /** R-MN-10: remembers the round in which a squad's captain fell. */
  protected noteLostCaptains(state: FlowState): FlowState {
    const known = new Set(state.captainLost.map((e) => e.group));
    const lost = squadsWithLostCaptain(this.groups.contents).filter((id) => !known.has(id));
    if (lost.length === 0) return state;
    return {
      ...state,
      captainLost: [...state.captainLost, ...lost.map((group) => ({ group, round: this.round }))],
    };
  }

  /**
   * R-MN-1: minion tokens of one name (at most 8) become one squad sharing a pool (R-MN-2); combatants
   * already in the combat join it, the others are added to it. Three writes, whatever the squad size.
   */
  async createSquad(tokens: readonly TokenDocument.Implementation[]): Promise<CombatActionResult> {
    const minions = tokens.filter((t) => t.actor?.system instanceof MonsterModel && t.actor.system.isMinion);
    const first = minions[0]?.actor;
    const names = minions.map((t) => t.actor?.name ?? "");
    // Anything but a minion refuses the whole squad rather than being silently left out.
    if (minions.length !== tokens.length || !first || !(first.system instanceof MonsterModel))
      return { ok: false, error: "STEELBOUND.Squad.Error.CannotForm" };
    if (!canFormSquad(names)) return { ok: false, error: "STEELBOUND.Squad.Error.CannotForm" };
    const data = SteelCombatantGroup.squadData(first.name, first.system.stamina.max, minions.length);
    const [group] = await this.createEmbeddedDocuments("CombatantGroup", [data]);
    if (!group?.id) return { ok: false, error: "STEELBOUND.Squad.Error.CannotForm" };
    const byToken = new Map(this.combatants.map((c) => [c.tokenId, c]));
    const joining = minions.flatMap((t) => {
      const combatant = byToken.get(t.id);
      return combatant?.id ? [{ _id: combatant.id, group: group.id }] : [];
    });
    const added = minions
      .filter((t) => !byToken.has(t.id))
      .map((t) => ({
        tokenId: t.id,
        sceneId: t.parent?.id ?? null,
        actorId: t.actor?.id ?? null,
        group: group.id,
      }));
    if (joining.length > 0) await this.updateEmbeddedDocuments("Combatant", joining);
    if (added.length > 0) await this.createEmbeddedDocuments("Combatant", added);
    return { ok: true };
  }

  /** R-MN-10: a new captain for a squad (after a fallen one: from the start of the next round). */
  async chooseCaptain(groupId: string, combatantId: string): Promise<CombatActionResult> {
    const group = this.groups.get(groupId);
    const candidate = this.combatants.get(combatantId);
    if (!group || !candidate) return { ok: false, error: "STEELBOUND.Combat.Error.CannotAct" };
    const state = this.noteLostCaptains(this.flow);
    const lostRound = state.captainLost.find((e) => e.group === groupId)?.round ?? null;
    const result = await chooseCaptain(group, candidate, { round: this.round, captainLostRound: lostRound });
    if (!result.ok) return result;
    await this.writeFlow({ ...state, captainLost: state.captainLost.filter((e) => e.group !== groupId) });
    return { ok: true };
  }

  /** R-ML-3: Brutal Effectiveness or Malicious Strike at the start of the running monster's turn. */
  async basicMalice(feature: BasicMaliceFeature, spend: number): Promise<CombatActionResult> {
    const result = await useBasicMalice(this.flow, this.round, feature, spend);
    if (!result.ok) return result;
    await this.writeFlow(result.state);
    return { ok: true };
  }

  /** R-ML-4: a creature's own Malice feature, once per turn. */
  async creatureMalice(cost: number): Promise<CombatActionResult> {
    const result = await useCreatureMalice(this.flow, cost);
    if (!result.ok) return result;
    await this.writeFlow(result.state);
    return { ok: true };
  }

  /**
   * R-CB-16: the Director awards victories (a dialog defaulting per objective), then effects, surges,
   * temporary stamina and Malice go; the combat is deleted as Foundry's own end of combat does.
   */
  override async endCombat(): Promise<this> {
    if (!isGM()) return this;
    const awards = await slots.victoriesDialog(this);
    if (awards === null) return this;
    await finishEncounter(this, awards);
    await this.delete();
    return this;
  }

  protected async apply(result: flow.FlowResult): Promise<CombatActionResult> {
    if (!result.ok) return result;
    await this.writeFlow(result.state);
    return { ok: true };
  }
}

async function rollInChat(formula: string, flavorKey: string): Promise<number> {
  const roll = await new Roll(formula).evaluate();
  await roll.toMessage({ flavor: localize(flavorKey) });
  return roll.total;
}
