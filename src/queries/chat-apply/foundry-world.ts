/**
 * The live Foundry side of the right-click applies and their undo (issue 25.3): what the GM observes
 * around an apply, and how it writes an undo. Runs only on the active GM (the router guarantees it).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { settings } from "../../documents/combat/world.ts";
import { LEDGER_SETTING } from "../../data/settings/ledger.ts";
import { foundryApplyResultsWorld, readTargetSnapshot } from "../apply-results/foundry-world.ts";
import { firstUnreached } from "../../canvas/reach-board.ts";
import { itemForCard } from "../accepted-abilities/judge.ts";
import { surgePoolOf } from "../../rolls/surge-pool.ts";
import type { CreatureRef, MessageTarget } from "../apply-results/types.ts";
import { ledgerKey } from "../ledger.ts";
import type { ChatApplyWorld } from "./request.ts";
import type { ApplyRecord, CreatureState, ObservedState, ObservingWorld } from "./undo-record.ts";
import type { UndoWorld } from "./undo.ts";

function num(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function actorOf(ref: CreatureRef) {
  if (ref.kind === "actor") return game.actors?.get(ref.actorId) ?? null;
  // A document deleted since the apply is simply not there (get answers undefined at runtime).
  const token: unknown = fromUuidSync(`Scene.${ref.sceneId}.Token.${ref.tokenId}`);
  return token instanceof TokenDocument ? token.actor : null;
}

function refOf(actor: {
  readonly isToken: boolean;
  readonly token: {
    readonly id: string | null;
    readonly parent: { readonly id: string | null } | null;
  } | null;
  readonly id: string | null;
}): CreatureRef | null {
  const token = actor.isToken ? actor.token : null;
  if (token) return { kind: "token", sceneId: token.parent?.id ?? "", tokenId: token.id ?? "" };
  return actor.id ? { kind: "actor", actorId: actor.id } : null;
}

function creatureState(ref: CreatureRef): CreatureState | null {
  const actor = actorOf(ref);
  if (!actor) return null;
  return {
    ref,
    value: num(actor.system, "stamina.value"),
    temporary: num(actor.system, "stamina.temporary"),
    surges: num(actor.system, "surges"),
    effects: actor.effects.map((e) => e.id ?? ""),
  };
}

function observe(messageId: string, tokens: readonly string[]): ObservedState {
  const refs = new Map<string, CreatureRef>();
  const add = (ref: CreatureRef | null) => {
    if (ref) refs.set(JSON.stringify(ref), ref);
  };
  const state: ObservedState = { creatures: [], squads: [], combatants: [], ledger: [] };
  const message: unknown = game.messages?.get(messageId);
  const card: unknown = message instanceof ChatMessage ? message.system : null;
  const actorUuid: unknown = foundry.utils.getProperty(card as object, "actor");
  const actor = typeof actorUuid === "string" ? fromUuidSync(actorUuid) : null;
  if (actor instanceof Actor) {
    const pool = surgePoolOf(actor);
    add(pool ? refOf(pool) : null);
  }
  for (const token of tokens) {
    const snapshot = readTargetSnapshot(token);
    if (!snapshot) continue;
    add(snapshot.ref);
    for (const member of snapshot.squad?.members ?? []) add(member.ref);
    if (snapshot.squad) state.squads.push({ ...snapshot.squad, pool: snapshot.squad.pool });
    const members = [snapshot, ...(snapshot.squad?.members ?? [])];
    for (const m of members)
      if (m.combatant) {
        const combat: unknown = game.combats?.get(m.combatant.combatId);
        const combatant = combat instanceof Combat ? combat.combatants.get(m.combatant.combatantId) : null;
        state.combatants.push({ ...m.combatant, defeated: combatant?.defeated === true });
      }
  }
  state.creatures = [...refs.values()].flatMap((ref) => creatureState(ref) ?? []);
  state.ledger = [...settings().get(SYSTEM_ID, LEDGER_SETTING).entries];
  return state;
}

export const foundryObservingWorld: ObservingWorld = {
  observe,
  newId: () => foundry.utils.randomID(),
};

async function restore(record: ApplyRecord): Promise<void> {
  const writes: Promise<unknown>[] = [];
  for (const c of record.creatures) {
    const actor = actorOf(c.ref);
    if (!actor) continue;
    const changes: Record<string, number> = {};
    if (c.value) changes["system.stamina.value"] = num(actor.system, "stamina.value") - c.value;
    if (c.temporary)
      changes["system.stamina.temporary"] = num(actor.system, "stamina.temporary") - c.temporary;
    if (c.surges) changes["system.surges"] = num(actor.system, "surges") - c.surges;
    if (Object.keys(changes).length) writes.push(actor.update(changes));
    const created = c.effects.filter((id) => actor.effects.has(id));
    if (created.length) writes.push(actor.deleteEmbeddedDocuments("ActiveEffect", created));
  }
  for (const s of record.squads) {
    const combat = game.combats?.get(s.combatId);
    const group = combat?.groups.get(s.groupId);
    const updates: Record<string, unknown>[] = [
      { _id: s.groupId, "system.pool": num(group?.system, "pool") - s.pool },
    ];
    if (combat && group) writes.push(combat.updateEmbeddedDocuments("CombatantGroup", updates));
  }
  const byCombat = new Map<string, string[]>();
  for (const d of record.defeated)
    byCombat.set(d.combatId, [...(byCombat.get(d.combatId) ?? []), d.combatantId]);
  for (const [combatId, ids] of byCombat) {
    const combat: unknown = game.combats?.get(combatId);
    if (combat instanceof Combat)
      writes.push(
        combat.updateEmbeddedDocuments(
          "Combatant",
          ids.map((_id) => ({ _id, defeated: false })),
        ),
      );
  }
  // The card may be applied again to what was undone; its marks show the ledger again (they are display).
  const ledger = settings()
    .get(SYSTEM_ID, LEDGER_SETTING)
    .entries.filter((k) => !record.ledger.includes(k));
  writes.push(settings().set(SYSTEM_ID, LEDGER_SETTING, { entries: ledger }));
  const message: unknown = game.messages?.get(record.message);
  const targets: unknown =
    message instanceof ChatMessage ? foundry.utils.getProperty(message.system, "targets") : null;
  if (message instanceof ChatMessage && Array.isArray(targets)) {
    const marked = (targets as MessageTarget[]).map((t) => ({
      ...t,
      applied: {
        damage: ledger.includes(ledgerKey(record.message, "damage", t.token)),
        conditions: ledger.includes(ledgerKey(record.message, "conditions", t.token)),
      },
    }));
    const changes: Record<string, unknown> = { "system.targets": marked };
    writes.push(message.update(changes));
  }
  await Promise.all(writes);
}

export const foundryUndoWorld: UndoWorld = { restore };

export const foundryChatApplyWorld: ChatApplyWorld = {
  ...foundryApplyResultsWorld,
  claims(view, tokens) {
    const item = fromUuidSync(view.abilityUuid);
    if (!(item instanceof Item)) return { count: 0, unreached: null };
    const system = itemForCard(item, view.id).system;
    return {
      count: num(system, "target.count"),
      unreached: firstUnreached(view.actorUuid, system, tokens),
    };
  },
  tokenName(tokenUuid) {
    const token = fromUuidSync(tokenUuid);
    return token instanceof TokenDocument ? token.name : "";
  },
};
