/**
 * The live Foundry side of the right-click applies and their undo: what the GM observes
 * around an apply, and how it writes an undo. Runs only on the active GM (the router guarantees it).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { settings } from "../../documents/combat/world.ts";
import { LEDGER_SETTING } from "../../data/settings/ledger.ts";
import { foundryApplyResultsWorld } from "../apply-results/foundry-world.ts";
import { firstUnreached } from "../../canvas/reach-board.ts";
import { targetHiddenOnBoard } from "../../canvas/hidden-board.ts";
import { gmWritten } from "../../documents/condition-origin.ts";
import { itemForCard } from "../accepted-abilities/judge.ts";
import type { CreatureRef, MessageTarget } from "../../documents/gm-channel/apply-results-types.ts";
import { ledgerKey } from "../ledger.ts";
import { holdFollowUps } from "../../documents/write-barrier.ts";
import { effectChangesOf } from "../../documents/generation.ts";
import type { ChatApplyWorld } from "./request.ts";
import type { ApplyRecord, CreatureNumbers, ObservingWorld } from "./undo-record.ts";
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

function creature(ref: CreatureRef): CreatureNumbers | null {
  const actor = actorOf(ref);
  if (!actor) return null;
  return {
    value: num(actor.system, "stamina.value"),
    temporary: num(actor.system, "stamina.temporary"),
    surges: num(actor.system, "surges"),
  };
}

function squadPool(combatId: string, groupId: string): number | null {
  const combat: unknown = game.combats?.get(combatId);
  if (!(combat instanceof Combat) || !combat.groups.has(groupId)) return null;
  return num(combat.groups.get(groupId)?.system, "pool");
}

function isDefeated(combatId: string, combatantId: string): boolean {
  const combat: unknown = game.combats?.get(combatId);
  return combat instanceof Combat && combat.combatants.get(combatantId)?.defeated === true;
}

/** The values a restack replaces, read from the effect's source (`changes` in the plain shape the writer takes). */
function effectValues(ref: CreatureRef, effectId: string, keys: readonly string[]) {
  const effect = actorOf(ref)?.effects.get(effectId);
  if (!effect) return null;
  const source: object = effect.toObject();
  return Object.fromEntries(
    keys.map((key) => [
      key,
      key === "changes" ? effectChangesOf(source) : (foundry.utils.getProperty(source, key) ?? null),
    ]),
  );
}

export const foundryObservingWorld: ObservingWorld = {
  creature,
  squadPool,
  isDefeated,
  effectValues,
  newId: () => foundry.utils.randomID(),
};

async function restore(record: ApplyRecord): Promise<void> {
  const writes: Promise<unknown>[] = [];
  for (const c of record.creatures) {
    const actor = actorOf(c.ref);
    if (!actor) continue;
    const changes: Record<string, number> = {};
    // What is put back is bounded by today's numbers: healing since the apply may have filled
    // the creature up, so an undone hit never lifts it above its maximum Stamina, nor a pool below 0.
    if (c.value) {
      const back = num(actor.system, "stamina.value") - c.value;
      const max = num(actor.system, "stamina.max");
      changes["system.stamina.value"] =
        c.value < 0 && max > 0 ? Math.min(back, Math.max(max, back + c.value)) : back;
    }
    if (c.temporary)
      changes["system.stamina.temporary"] = Math.max(0, num(actor.system, "stamina.temporary") - c.temporary);
    if (c.surges) changes["system.surges"] = Math.max(0, num(actor.system, "surges") - c.surges);
    if (Object.keys(changes).length) writes.push(actor.update(changes));
    const created = c.effects.filter((id) => actor.effects.has(id));
    if (created.length) writes.push(actor.deleteEmbeddedDocuments("ActiveEffect", created));
  }
  // R-AB-10: a restacked effect takes back what it held (through the apply's writer: changes per generation).
  for (const { ref, update } of record.restacked ?? []) {
    const held = actorOf(ref)?.effects.has(String(update["_id"])) === true;
    if (held) writes.push(foundryApplyResultsWorld.writer.updateEffects(ref, [update]));
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
  // The Stamina sync an update starts (winded / dying / dead, SteelActor#_onUpdate) waits for these writes,
  // so it sees the effects deleted here and does not delete one twice.
  await holdFollowUps(Promise.all(writes));
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
      // R-CN-11: hidden only by a status a GM last wrote (src/documents/condition-origin.ts gmWritten).
      hidden: tokens.find((t) => targetHiddenOnBoard(view.actorUuid, t, gmWritten)) ?? null,
    };
  },
  tokenName(tokenUuid) {
    const token = fromUuidSync(tokenUuid);
    return token instanceof TokenDocument ? token.name : "";
  },
};
