/**
 * Writes a ResultsBatch with one call per document collection:
 *  - world actors (linked tokens): one `Actor.updateDocuments`;
 *  - unlinked tokens: one update of each token's synthetic actor. v13 sends it as an ActorDelta update, so
 *    Actor#_onUpdate (winded / dying / dead) and the `updateActor` hook run on every client and an open
 *    sheet refreshes, as for a linked actor (client/documents/actor-delta.mjs ActorDelta#_onUpdate); a
 *    token-level `delta.*` write would run neither (TokenDocument#_onUpdate does not forward it);
 *  - squads: one `updateEmbeddedDocuments("CombatantGroup")` per combat;
 *  - defeated combatants: one `updateEmbeddedDocuments("Combatant")` per combat;
 *  - the chat message's "applied" marks: one `update`;
 *  - an effect of this ability the creature already holds, restacked (R-AB-10): one
 *    `updateEmbeddedDocuments("ActiveEffect")` per creature;
 *  - new condition effects: one `createEmbeddedDocuments("ActiveEffect")` per creature, on its actor
 *    (the synthetic actor for an unlinked token). Sent inside the actor / token update they would skip the
 *    ActiveEffect create lifecycle (v13 ClientDatabaseBackend runs _preCreate, the preCreateActiveEffect
 *    hook, _onCreate and the createActiveEffect hook only for documents created as such; Actor
 *    #toggleStatusEffect creates its effect that way too), so modules, token status icons and our own
 *    hooks would not see them.
 * The calls are independent, so they all run at once: a click costs one sequential round trip however
 * many targets it has. The stamina follow-up that a creature update triggers (winded / dying / dead,
 * SteelActor#_onUpdate) waits for this batch (documents/write-barrier.ts), so it sees the "dead" effects
 * created here and does not add a second one.
 */
import { holdFollowUps } from "../../documents/write-barrier.ts";
import type {
  CreatureRef,
  MessageTarget,
  ResultsBatch,
} from "../../documents/gm-channel/apply-results-types.ts";

/** The Foundry calls used to write (bound to the real documents in play, spies in tests). */
export interface DocumentWriter {
  /** `damage`: the damage each actor's Stamina change deals, by actor id (CreatureWrite#damage). */
  updateActors(
    updates: Record<string, unknown>[],
    damage?: Readonly<Record<string, number>>,
  ): Promise<unknown>;
  /**
   * Each `{_id: tokenId, ...actorChanges}` updates that unlinked token's synthetic actor; `damage` by token id.
   */
  updateTokens(
    sceneId: string,
    updates: Record<string, unknown>[],
    damage?: Readonly<Record<string, number>>,
  ): Promise<unknown>;
  updateSquads(combatId: string, updates: Record<string, unknown>[]): Promise<unknown>;
  updateCombatants(combatId: string, updates: Record<string, unknown>[]): Promise<unknown>;
  updateMessage(messageId: string, changes: Record<string, unknown>): Promise<unknown>;
  createEffects(ref: CreatureRef, data: object[]): Promise<unknown>;
  /** R-AB-10: `{_id, ...changes}` updates of effects the creature holds. */
  updateEffects(ref: CreatureRef, updates: object[]): Promise<unknown>;
  /** Removes the creature's effects of these ids that it still holds (obsolete winded / dying statuses). */
  deleteEffects?(ref: CreatureRef, ids: string[]): Promise<unknown>;
}

export async function commitBatch(batch: ResultsBatch, writer: DocumentWriter): Promise<void> {
  const actors: Record<string, unknown>[] = [];
  const actorDamage: Record<string, number> = {};
  const tokens = new Map<string, Record<string, unknown>[]>();
  const tokenDamage: Record<string, number> = {};
  for (const write of batch.creatures) {
    if (write.ref.kind === "actor") {
      actors.push({ _id: write.ref.actorId, ...write.changes });
      if (write.damage !== undefined) actorDamage[write.ref.actorId] = write.damage;
    } else {
      push(tokens, write.ref.sceneId, { _id: write.ref.tokenId, ...write.changes });
      if (write.damage !== undefined) tokenDamage[write.ref.tokenId] = write.damage;
    }
  }
  const squads = new Map<string, Record<string, unknown>[]>();
  for (const s of batch.squads) push(squads, s.combatId, { _id: s.groupId, "system.pool": s.pool });
  const defeated = new Map<string, Record<string, unknown>[]>();
  for (const d of batch.defeated) push(defeated, d.combatId, { _id: d.combatantId, defeated: true });

  const writes: Promise<unknown>[] = batch.effects.map((e) => writer.createEffects(e.ref, e.data));
  for (const e of batch.effectUpdates) writes.push(writer.updateEffects(e.ref, e.data));
  for (const [combatId, updates] of squads) writes.push(writer.updateSquads(combatId, updates));
  for (const [combatId, updates] of defeated) writes.push(writer.updateCombatants(combatId, updates));
  if (actors.length > 0) writes.push(writer.updateActors(actors, actorDamage));
  for (const [sceneId, updates] of tokens) writes.push(writer.updateTokens(sceneId, updates, tokenDamage));
  const marks = writer.updateMessage(batch.message.id, {
    "system.targets": batch.message.targets satisfies MessageTarget[],
  });
  // Obsolete stamina statuses go in the same wave; one the creature lost meanwhile is no refusal of the
  // apply (SteelActor#syncStaminaStatuses brings the statuses in line after any Stamina write).
  const deletes = (batch.effectDeletes ?? []).map(
    (d) => writer.deleteEffects?.(d.ref, d.ids).catch(() => undefined) ?? Promise.resolve(),
  );
  const outcomes = await holdFollowUps(Promise.allSettled([...writes, marks, ...deletes]));
  const refused = outcomes.slice(0, writes.length + 1).find((o) => o.status === "rejected");
  if (refused === undefined) return;
  const landed = outcomes.slice(0, writes.length).some((o) => o.status === "fulfilled");
  throw new BatchRefused(refused.reason, landed);
}

/**
 * The server refused a write of the batch. Each call is one server operation, refused or made whole (v13
 * client/data/client-backend.mjs: one `modifyDocument` request per call; the server's reply lists what it
 * made); `landed` says whether any call that writes the world (not the card's marks) was made.
 */
export class BatchRefused extends Error {
  constructor(
    readonly refusal: unknown,
    readonly landed: boolean,
  ) {
    super(refusal instanceof Error ? refusal.message : String(refusal));
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
