/**
 * What one apply changes, as the GM records it. Just before an apply of kind `applyResults` or
 * `chatApply` sends its writes, the GM reads the numbers those writes replace and keeps the difference its
 * batch makes in the world setting `steelbound.applyUndo` (src/data/settings/apply-undo.ts). The record is
 * written in the same wave as the apply's own writes and the ledger (../apply-results/request.ts), so a
 * player's Apply still costs the round trips it did without undo (R-MN-3); when the server refuses any
 * write of the batch, the record is dropped again (an undo must not revert what never landed).
 * "Undo the last apply" (./undo.ts) restores exactly that difference once: Stamina, temporary Stamina and surges by the amounts
 * the apply moved them (so a later change is kept), the effects it created (their ids are chosen before
 * they are sent: ../apply-results/foundry-world.ts makeEffect, kept with `keepId`), what an effect it
 * restacked held before (R-AB-10), the combatants it marked defeated, a squad's pool, and the ledger keys
 * it recorded (so the card can be applied again).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { settings } from "../../documents/combat/world.ts";
import { APPLY_UNDO_SETTING, boundedApplyEntries } from "../../data/settings/apply-undo.ts";
import type {
  ApplyRecorder,
  CreatureRef,
  ResultsBatch,
} from "../../documents/gm-channel/apply-results-types.ts";

/** A creature's numbers an apply may move, as the GM's client holds them. */
export interface CreatureNumbers {
  value: number;
  temporary: number;
  surges: number;
}

/** One apply's difference: numbers are `after − before`; lists are what the apply added. */
export interface ApplyRecord {
  id: string;
  message: string;
  user: string;
  creatures: { ref: CreatureRef; value: number; temporary: number; surges: number; effects: string[] }[];
  squads: { combatId: string; groupId: string; pool: number }[];
  defeated: { combatId: string; combatantId: string }[];
  ledger: string[];
  /** R-AB-10: effects the apply restacked, each as the update that puts back what it replaced. */
  restacked?: { ref: CreatureRef; update: Record<string, unknown> }[];
}

/** What the GM reads just before an apply's writes are sent (nothing of it from the request). */
export interface ObservingWorld {
  creature(ref: CreatureRef): CreatureNumbers | null;
  /** A squad's Stamina pool now (null: no such squad). */
  squadPool(combatId: string, groupId: string): number | null;
  isDefeated(combatId: string, combatantId: string): boolean;
  /** An effect's values at these update keys (`changes` as plain changes), or null when it is not held. */
  effectValues(ref: CreatureRef, effectId: string, keys: readonly string[]): Record<string, unknown> | null;
  newId(): string;
}

const refKey = (ref: CreatureRef) =>
  ref.kind === "actor" ? `actor.${ref.actorId}` : `token.${ref.sceneId}.${ref.tokenId}`;

const numberIn = (changes: Record<string, unknown>, key: string, was: number): number => {
  const value = changes[key];
  return typeof value === "number" && Number.isFinite(value) ? value : was;
};

/**
 * The difference a batch makes once written, read against the world as it stands before the batch is
 * sent (the GM's queue runs one request at a time, so nothing else writes in between), or null when the
 * batch changes nothing an undo restores.
 */
export function recordOfBatch(
  world: ObservingWorld,
  batch: ResultsBatch,
  ledger: readonly string[],
  meta: { id: string; message: string; user: string },
): ApplyRecord | null {
  const byCreature = new Map<string, ApplyRecord["creatures"][number]>();
  const entry = (ref: CreatureRef) => {
    const key = refKey(ref);
    const found = byCreature.get(key) ?? { ref, value: 0, temporary: 0, surges: 0, effects: [] };
    byCreature.set(key, found);
    return found;
  };
  for (const write of batch.creatures) {
    const now = world.creature(write.ref);
    if (now === null) continue;
    const delta = entry(write.ref);
    delta.value += numberIn(write.changes, "system.stamina.value", now.value) - now.value;
    delta.temporary += numberIn(write.changes, "system.stamina.temporary", now.temporary) - now.temporary;
    delta.surges += numberIn(write.changes, "system.surges", now.surges) - now.surges;
  }
  for (const created of batch.effects)
    for (const data of created.data) {
      const id = (data as { _id?: unknown })._id;
      if (typeof id === "string" && id !== "") entry(created.ref).effects.push(id);
    }
  const creatures = [...byCreature.values()].filter(
    (c) => c.value || c.temporary || c.surges || c.effects.length,
  );
  const squads = batch.squads.flatMap((s) => {
    const was = world.squadPool(s.combatId, s.groupId);
    return was === null || was === s.pool ? [] : [{ ...s, pool: s.pool - was }];
  });
  const defeated = batch.defeated.filter((d) => !world.isDefeated(d.combatId, d.combatantId));
  const restacked = batch.effectUpdates.flatMap(({ ref, data }) =>
    data.flatMap((update) => {
      const { _id: id, ...changes } = update as { _id?: unknown };
      if (typeof id !== "string") return [];
      const was = world.effectValues(ref, id, Object.keys(changes));
      return was === null ? [] : [{ ref, update: { _id: id, ...was } }];
    }),
  );
  if (!creatures.length && !squads.length && !defeated.length && !ledger.length && !restacked.length)
    return null;
  return { ...meta, creatures, squads, defeated, ledger: [...ledger], restacked };
}

function parse(entry: string): ApplyRecord | null {
  try {
    const value = JSON.parse(entry) as ApplyRecord; // written only by the GM, below
    return typeof value.id === "string" && typeof value.message === "string" ? value : null;
  } catch {
    return null;
  }
}

function entries(): string[] {
  const stored = settings().get(SYSTEM_ID, APPLY_UNDO_SETTING) as { entries?: string[] } | undefined;
  return [...(stored?.entries ?? [])];
}

/** The newest apply of a card that can still be undone (any client may ask), or null. */
export function lastApplyOf(messageId: string): ApplyRecord | null {
  const records = entries().map(parse);
  for (let i = records.length - 1; i >= 0; i--)
    if (records[i]?.message === messageId) return records[i] ?? null;
  return null;
}

/**
 * Adds a record for a card that still exists, within the per-requester bounds of
 * src/data/settings/apply-undo.ts (the requester's own oldest go first; another's never). False when it
 * was not kept (that apply cannot be undone).
 */
export async function storeApply(record: ApplyRecord): Promise<boolean> {
  const live = (id: string) => game.messages?.has(id) === true;
  const stored = entries().flatMap((text) => {
    const parsed = parse(text);
    return parsed !== null && live(parsed.message) ? [{ user: parsed.user, text }] : [];
  });
  const kept = boundedApplyEntries(stored, { user: record.user, text: JSON.stringify(record) });
  if (kept === null) return false;
  await settings().set(SYSTEM_ID, APPLY_UNDO_SETTING, { entries: kept });
  return true;
}

/** Drops a record once it was undone (an undo never runs twice). */
export async function dropApply(id: string): Promise<void> {
  await settings().set(SYSTEM_ID, APPLY_UNDO_SETTING, {
    entries: entries().filter((e) => parse(e)?.id !== id),
  });
}

/**
 * Records each apply for undo. `record` reads the world and builds the record at once (call it before the
 * batch is sent) and resolves to the record's id when it is stored; its write travels with the apply's own.
 * `forget` drops the record again when the batch failed (../apply-results/request.ts commitApply).
 */
export function undoRecorder(world: ObservingWorld): ApplyRecorder {
  return {
    async record(batch, ledger, user) {
      const record = recordOfBatch(world, batch, ledger, {
        id: world.newId(),
        message: batch.message.id,
        user: user.id,
      });
      if (record === null) return null;
      return (await storeApply(record)) ? record.id : null;
    },
    forget: dropApply,
  };
}
