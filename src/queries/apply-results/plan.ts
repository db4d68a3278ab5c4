/**
 * Turns "apply this card to these targets" into one ResultsBatch. All numbers come from src/rules;
 * this module only decides where each result is written, so that every document collection gets a
 * single update however many targets were hit.
 */
import {
  EFFECT_DURATION_LIST,
  applyDamage,
  fallenMinions,
  halveDamage,
  restackSameAbility,
  squadHit,
  squadShareOfDamage,
  staminaCondition,
  targetOutcome,
  type EffectChange,
  type EffectDuration,
  type TargetOutcome,
} from "../../rules/index.ts";
import type {
  AbilityUseView,
  ApplyMode,
  ApplySummary,
  ConditionEffect,
  CreatureRef,
  CreatureWrite,
  EffectCreation,
  MessageTarget,
  ResultsBatch,
  SquadMember,
  SquadRef,
  StaminaStatusPlanner,
  TargetSnapshot,
} from "../../documents/gm-channel/apply-results-types.ts";
import { effectChangesOf } from "../../documents/generation.ts";
import { planUserHeal } from "./user-heal.ts";

/** Builds the stored data of a condition effect (Foundry-specific, injected). */
export type EffectFactory = (effect: ConditionEffect) => object;

/** The status id Foundry uses for a defeated creature (CONFIG.specialStatusEffects.DEFEATED). */
export const DEAD_STATUS = "dead";

export interface PlanInput {
  view: AbilityUseView;
  mode: ApplyMode;
  /** The targets to apply to, each already matched to its entry on the message. */
  targets: readonly { entry: MessageTarget; snapshot: TargetSnapshot }[];
  makeEffect: EffectFactory;
  /** Surges the GM debits for this application (R-AB-7), written with the same creature update. */
  surgeDebit?: { ref: CreatureRef; surges: number } | null;
  /**
   * The Director's modifier of a damage apply (from the chat card's menu): added to each target's
   * amount after immunity and weakness; for a minion, to its hit on the squad's pool.
   */
  adjust?: number;
  /**
   * Plans the stamina status effects (winded, dying, dead) each damaged creature's new Stamina calls for, so
   * they land in the apply's own wave instead of a follow-up write (SteelActor#syncStaminaStatuses then
   * finds nothing to do). Absent: the follow-up writes them.
   */
  staminaStatuses?: StaminaStatusPlanner;
  /**
   * Seed 004: the user may still regain Stamina from this card's damage (the GM's ledger holds no heal of
   * this card yet); the view's `user.heal` says how much of it.
   */
  healUser?: boolean;
}

export function planApplyResults({
  view,
  mode,
  targets,
  makeEffect,
  surgeDebit,
  adjust = 0,
  staminaStatuses,
  healUser = false,
}: PlanInput): {
  batch: ResultsBatch;
  summary: ApplySummary[];
  /** The Stamina the user regained from this apply's damage (seed 004), 0 for none. */
  userHealed: number;
  /**
   * The targets (token UUIDs) whose row wrote something: damage, a fallen minion, a condition or an effect
   * (the ledger records only these).
   */
  written: Set<string>;
} {
  const written = new Set<string>();
  const writes = new Map<string, CreatureWrite>();
  const write = (snapshot: Pick<SquadMember, "ref">): CreatureWrite => {
    const key = refKey(snapshot);
    let entry = writes.get(key);
    if (entry === undefined) {
      entry = { ref: snapshot.ref, changes: {} };
      writes.set(key, entry);
    }
    return entry;
  };
  // New effects are created as ActiveEffects (one batch per creature), not sent inside the update.
  const effectLists = new Map<string, EffectCreation>();
  const addEffect = (snapshot: Pick<SquadMember, "ref">, data: object) => {
    const key = refKey(snapshot);
    const entry = effectLists.get(key) ?? { ref: snapshot.ref, data: [] };
    entry.data.push(data);
    effectLists.set(key, entry);
  };

  // R-AB-10: an effect of this ability the bearer already holds is restacked (the greater effect, the
  // latest duration); one given by an earlier target's row of this same click (an effect on the user, once
  // per use) is not added again.
  const given = new Set<string>();
  const updateLists = new Map<string, EffectCreation>();
  const deleteLists = new Map<string, { ref: CreatureRef; ids: string[] }>();
  const updateEffect = (snapshot: Pick<SquadMember, "ref">, data: object) => {
    const key = refKey(snapshot);
    const entry = updateLists.get(key) ?? { ref: snapshot.ref, data: [] };
    entry.data.push(data);
    updateLists.set(key, entry);
  };

  const outcomes = targets.map(({ entry, snapshot }) => ({
    entry,
    snapshot,
    outcome: targetOutcome(view.roll, { ...entry, ...snapshot }),
  }));
  const summaries = new Map<string, ApplySummary>();
  const summary = (token: string): ApplySummary => {
    let entry = summaries.get(token);
    if (entry === undefined) {
      entry = { token, damage: 0, conditions: [], killed: false };
      summaries.set(token, entry);
    }
    return entry;
  };
  for (const { snapshot } of outcomes) summary(snapshot.tokenUuid);
  const batch: ResultsBatch = {
    creatures: [],
    effects: [],
    effectUpdates: [],
    squads: [],
    defeated: [],
    message: { id: view.id, targets: view.targets.map((t) => ({ ...t, applied: { ...t.applied } })) },
  };

  let userHealed = 0;
  /**
   * The damage each target of this apply took: a creature's own, and for minions one squad's loss shared by
   * the minions it hit (decision: the pool takes one sum, R-MN-5, so one minion's part is an even share).
   */
  const dealtPerTarget = (): number[] => {
    const squads = new Map<string, number[]>();
    const out: number[] = [];
    for (const { snapshot } of outcomes) {
      const dealt = summary(snapshot.tokenUuid).damage;
      if (snapshot.squad === null) out.push(dealt);
      else {
        const key = `${snapshot.squad.combatId}.${snapshot.squad.groupId}`;
        squads.set(key, [...(squads.get(key) ?? []), dealt]);
      }
    }
    for (const hits of squads.values()) out.push(squadShareOfDamage(hits));
    return out;
  };
  if (mode === "damage" || mode === "half") {
    const amountOf = (raw: number) => (mode === "half" ? halveDamage(raw) : raw);
    // Non-minions: stamina through the rules (temporary stamina first, R-ST-4; death R-ST-3).
    for (const { snapshot, outcome } of outcomes) {
      if (snapshot.squad !== null) continue;
      const damage = Math.max(0, (mode === "half" ? outcome.halfDamage : outcome.damage) + adjust);
      if (damage <= 0) continue;
      const after = applyDamage(snapshot.stamina, damage);
      const entry = write(snapshot);
      entry.changes["system.stamina.value"] = after.value;
      entry.changes["system.stamina.temporary"] = after.temporary;
      entry.damage = damage;
      written.add(snapshot.tokenUuid);
      summary(snapshot.tokenUuid).damage = damage;
      const condition = staminaCondition(snapshot.creature, after.value, after.max);
      if (snapshot.creature === "director" && condition === "dead") markDead(snapshot);
      if (staminaStatuses) planStatuses(snapshot, condition, staminaStatuses);
    }
    // Minions: one squadHit per squad, pool written once per squad (R-MN-3…R-MN-6).
    const bySquad = new Map<
      string,
      { squad: SquadRef; hits: { snapshot: TargetSnapshot; outcome: TargetOutcome }[] }
    >();
    // R-MN-5: with a placed area, only the minions inside its template take the area's damage.
    const inArea = view.area ? (view.areaTokens ?? null) : null;
    for (const hit of outcomes) {
      if (hit.snapshot.squad === null) continue;
      if (inArea !== null && !inArea.has(hit.snapshot.tokenUuid)) continue;
      const key = `${hit.snapshot.squad.combatId}.${hit.snapshot.squad.groupId}`;
      const group = bySquad.get(key) ?? { squad: hit.snapshot.squad, hits: [] };
      group.hits.push(hit);
      bySquad.set(key, group);
    }
    for (const { squad, hits } of bySquad.values()) {
      const first = hits[0];
      if (first === undefined) continue;
      const result = squadHit({
        squad: { individualStamina: squad.individualStamina, alive: squad.alive, pool: squad.pool },
        // Each minion at its own tier's amount (R-MN-5/6: the rules sum an area's hits as one source);
        // a tier's second damage entry ("and 2 fire damage") is its own source, with its own type.
        // The Director's modifier goes onto each minion's first hit (its own hit when the tier dealt none).
        hits: hits.flatMap((h) => {
          const own = h.outcome.damages.map((d, i) => ({
            key: h.snapshot.tokenUuid,
            amount: Math.max(0, amountOf(d.raw) + (i === 0 ? adjust : 0)),
            type: d.type,
          }));
          if (own.length > 0 || adjust <= 0) return own;
          return [{ key: h.snapshot.tokenUuid, amount: adjust, type: h.outcome.damageType }];
        }),
        area: view.area,
        // The squad loses at most its minions the GM found inside the template.
        minionsInArea:
          inArea === null
            ? undefined
            : new Set(
                [...squad.members.map((m) => m.tokenUuid), ...hits.map((h) => h.snapshot.tokenUuid)].filter(
                  (t) => inArea.has(t),
                ),
              ).size,
        type: first.outcome.damageType,
        // R-DM-2: a tier whose damage ignores immunity meets only the squad's weaknesses (R-MN-6).
        modifiers: first.outcome.damages.some((d) => d.ignoresImmunity === true)
          ? { weaknesses: first.snapshot.modifiers.weaknesses }
          : first.snapshot.modifiers,
      });
      batch.squads.push({ combatId: squad.combatId, groupId: squad.groupId, pool: result.squad.pool });
      for (const h of hits) summary(h.snapshot.tokenUuid).damage = squad.pool - result.squad.pool;
      if (result.squad.pool !== squad.pool || result.killed > 0)
        for (const h of hits) written.add(h.snapshot.tokenUuid);
      // R-MN-3/R-MN-4: as many minions fall as the pool says (the document path's rule): the ones hit
      // first, hardest hit first, then the squad's other standing minions in squad order.
      const standing = new Map<string, SquadMember>(squad.members.map((m) => [m.tokenUuid, m]));
      for (const h of hits)
        if (!h.snapshot.statuses.has(DEAD_STATUS)) standing.set(h.snapshot.tokenUuid, h.snapshot);
      const hitKeys = hits.map((h) => h.snapshot.tokenUuid);
      const order = [
        ...new Set([...result.deadHit, ...hitKeys, ...standing.keys()].filter((k) => standing.has(k))),
      ];
      for (const key of fallenMinions(order, null, result.killed).defaults) {
        const minion = standing.get(key);
        if (minion === undefined) continue;
        write(minion).changes["system.stamina.value"] = 0;
        markDead(minion);
      }
    }
    for (const { entry } of outcomes) flagApplied(batch, entry.token, "damage");
    const heal = healUser ? (view.user?.heal ?? null) : null;
    const user = view.user;
    if (heal !== null && user) userHealed = planUserHeal(heal, dealtPerTarget(), () => write(user));
  } else {
    for (const { entry, snapshot, outcome } of outcomes) {
      for (const effect of outcome.effects) {
        // R-AB-6: a resisted effect imposes its "otherwise" effect, if it has one.
        const landed = effect.applies ? effect : effect.otherwise;
        if (landed === null || snapshot.statuses.has(landed.condition)) continue; // R-AB-10
        addEffect(
          snapshot,
          makeEffect({
            condition: landed.condition,
            duration: landed.duration,
            sourceActorUuid: view.actorUuid,
            originUuid: view.abilityUuid,
          }),
        );
        summary(snapshot.tokenUuid).conditions.push(landed.condition);
        written.add(snapshot.tokenUuid);
      }
      if (addCustomEffects(snapshot, outcome)) written.add(snapshot.tokenUuid);
      flagApplied(batch, entry.token, "conditions");
    }
  }

  /** True when the row gave or restacked an effect. */
  function addCustomEffects(snapshot: SquadMember, outcome: TargetOutcome): boolean {
    let gave = false;
    const tier = view.roll.tiers[outcome.tier - 1];
    for (const effect of outcome.customEffects) {
      const data = tier?.customEffects?.[effect.index];
      const bearer = effect.bearer === "self" ? view.user : snapshot;
      if (!effect.applies || data === undefined || !bearer) continue; // R-AB-6
      const key = `${refKey(bearer)}|${data.name}`;
      if (given.has(key)) continue;
      given.add(key);
      const { name, text, changes } = data;
      const made = makeEffect({
        condition: "",
        duration: effect.duration,
        sourceActorUuid: view.actorUuid,
        originUuid: view.abilityUuid,
        custom: { name, text, changes },
      });
      const held = bearer.effectSources
        .map(heldCustomEffect)
        .find((h) => h.ability === view.abilityUuid && h.name === data.name && h.id !== null);
      gave = true;
      if (held === undefined) {
        addEffect(bearer, made);
        continue;
      }
      const restacked = restackSameAbility(held, { changes, duration: effect.duration });
      updateEffect(bearer, {
        _id: held.id,
        // Plain changes: the writer stores them in the running generation's shape.
        changes: restacked.changes.map(({ key: k, mode, value }) => ({ key: k, mode, value })),
        "flags.steelbound.duration": restacked.duration,
        "flags.steelbound.appliedRound": ourFlags(made).appliedRound ?? null,
      });
    }
    return gave;
  }

  /** R-ST-1…R-ST-3: the status effects of the creature's new condition, in this batch. */
  function planStatuses(
    snapshot: SquadMember,
    condition: Parameters<StaminaStatusPlanner>[0],
    planner: StaminaStatusPlanner,
  ) {
    const statuses = planner(condition, snapshot.effectSources);
    // A Director creature's "dead" is markDead's (with its origin and the combatant's defeat).
    for (const data of statuses.create)
      if (!(givesDead(data) && markedDead(snapshot))) addEffect(snapshot, data);
    if (statuses.delete.length > 0) {
      const key = refKey(snapshot);
      const entry = deleteLists.get(key) ?? { ref: snapshot.ref, ids: [] };
      entry.ids.push(...statuses.delete);
      deleteLists.set(key, entry);
    }
  }

  /** Whether this batch already creates the creature's "dead" effect (markDead). */
  function markedDead(snapshot: SquadMember): boolean {
    return (effectLists.get(refKey(snapshot))?.data ?? []).some(givesDead);
  }

  function markDead(snapshot: SquadMember) {
    // Minions not among the targets fall too (R-MN-4) but have no summary line.
    const line = summaries.get(snapshot.tokenUuid);
    if (line !== undefined) line.killed = true;
    if (!snapshot.statuses.has(DEAD_STATUS))
      addEffect(
        snapshot,
        makeEffect({
          condition: DEAD_STATUS,
          duration: "encounter",
          sourceActorUuid: view.actorUuid,
          originUuid: view.abilityUuid,
        }),
      );
    if (snapshot.combatant !== null) batch.defeated.push({ ...snapshot.combatant });
  }

  // The pool is written last, so a pool that is also a target keeps its damage changes in one update.
  if (surgeDebit) write(surgeDebit).changes["system.surges"] = surgeDebit.surges;
  batch.creatures = [...writes.values()];
  batch.effects = [...effectLists.values()];
  batch.effectUpdates = [...updateLists.values()];
  if (deleteLists.size > 0) batch.effectDeletes = [...deleteLists.values()];
  return { batch, summary: [...summaries.values()], written, userHealed };
}

/** An effect's `flags.steelbound` (docs/DATA.md), or an empty record. */
function ourFlags(source: object): Record<string, unknown> {
  const flags: unknown = Reflect.get(source, "flags");
  const ours: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, "steelbound") : null;
  return typeof ours === "object" && ours !== null ? (ours as Record<string, unknown>) : {};
}

interface HeldCustomEffect {
  id: string | null;
  ability: string | null;
  name: string | null;
  changes: EffectChange[];
  duration: EffectDuration;
}

/** docs/DATA.md: a custom effect's ActiveEffect carries its ability, name and duration in flags.steelbound. */
function heldCustomEffect(source: object): HeldCustomEffect {
  const ours = ourFlags(source);
  const { ability, customEffect: name, duration } = ours;
  const id: unknown = Reflect.get(source, "_id");
  return {
    id: typeof id === "string" ? id : null,
    ability: typeof ability === "string" ? ability : null,
    name: typeof name === "string" ? name : null,
    // Whichever generation stored them (v13 `changes` with `mode`, v14 `system.changes` with `type`).
    changes: effectChangesOf(source),
    // An effect without a Draw Steel duration reads as permanent.
    duration: EFFECT_DURATION_LIST.find((d) => d === duration) ?? "permanent",
  };
}

/** The effect data carries the "dead" status. */
function givesDead(data: object): boolean {
  const list: unknown = Reflect.get(data, "statuses");
  return Array.isArray(list) && list.includes(DEAD_STATUS);
}

function refKey({ ref }: Pick<SquadMember, "ref">): string {
  return ref.kind === "actor" ? `actor.${ref.actorId}` : `token.${ref.sceneId}.${ref.tokenId}`;
}

function flagApplied(batch: ResultsBatch, token: string, what: "damage" | "conditions") {
  for (const target of batch.message.targets) if (target.token === token) target.applied[what] = true;
}
