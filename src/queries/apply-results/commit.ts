/**
 * Writes a ResultsBatch with one call per document collection:
 *  - world actors (linked tokens): one `Actor.updateDocuments`;
 *  - unlinked tokens: one `updateEmbeddedDocuments("Token")` per scene (their actor lives in `delta`);
 *  - squads: one `updateEmbeddedDocuments("CombatantGroup")` per combat;
 *  - defeated combatants: one `updateEmbeddedDocuments("Combatant")` per combat;
 *  - the chat message's "applied" marks: one `update`.
 * New condition effects travel inside the actor / token update as the document's full effect list
 * (existing sources plus the new ones): Foundry diffs embedded collections by `_id`, so no extra
 * round trip per target is needed for effects either.
 */
import type { CreatureWrite, MessageTarget, ResultsBatch } from "./types.ts";

/** The Foundry calls used to write (bound to the real documents in play, spies in tests). */
export interface DocumentWriter {
  updateActors(updates: Record<string, unknown>[]): Promise<unknown>;
  updateTokens(sceneId: string, updates: Record<string, unknown>[]): Promise<unknown>;
  updateSquads(combatId: string, updates: Record<string, unknown>[]): Promise<unknown>;
  updateCombatants(combatId: string, updates: Record<string, unknown>[]): Promise<unknown>;
  updateMessage(messageId: string, changes: Record<string, unknown>): Promise<unknown>;
}

export async function commitBatch(batch: ResultsBatch, writer: DocumentWriter): Promise<void> {
  const actors: Record<string, unknown>[] = [];
  const tokens = new Map<string, Record<string, unknown>[]>();
  for (const write of batch.creatures) {
    if (write.ref.kind === "actor") actors.push({ _id: write.ref.actorId, ...write.changes });
    else push(tokens, write.ref.sceneId, { _id: write.ref.tokenId, ...deltaChanges(write) });
  }
  const squads = new Map<string, Record<string, unknown>[]>();
  for (const s of batch.squads) push(squads, s.combatId, { _id: s.groupId, "system.pool": s.pool });
  const defeated = new Map<string, Record<string, unknown>[]>();
  for (const d of batch.defeated) push(defeated, d.combatId, { _id: d.combatantId, defeated: true });

  const calls: Promise<unknown>[] = [];
  if (actors.length > 0) calls.push(writer.updateActors(actors));
  for (const [sceneId, updates] of tokens) calls.push(writer.updateTokens(sceneId, updates));
  for (const [combatId, updates] of squads) calls.push(writer.updateSquads(combatId, updates));
  for (const [combatId, updates] of defeated) calls.push(writer.updateCombatants(combatId, updates));
  calls.push(
    writer.updateMessage(batch.message.id, {
      "system.targets": batch.message.targets satisfies MessageTarget[],
    }),
  );
  await Promise.all(calls);
}

/** An unlinked token's actor changes are stored in its ActorDelta. */
function deltaChanges(write: CreatureWrite): Record<string, unknown> {
  return Object.fromEntries(Object.entries(write.changes).map(([key, value]) => [`delta.${key}`, value]));
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
