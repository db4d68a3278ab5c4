/**
 * Deleting effects that may already be gone. v13 looks every id up strictly before a delete
 * (client/data/client-backend.mjs ClientDatabaseBackend.#preDeleteDocumentArray): one stale id makes the
 * whole call throw. Effects vanish between our read and our write whenever an await sits in between (a
 * roll, a chat message, another client's save or the stamina sync), so callers delete through here.
 */
interface EffectHolder {
  effects: { has(id: string): boolean };
  deleteEmbeddedDocuments(embeddedName: "ActiveEffect", ids: string[]): Promise<unknown>;
}

/** Deletes the listed effects the actor still holds, in one call (none when all are gone). */
export async function deleteEffectsStillPresent(actor: EffectHolder, ids: readonly string[]): Promise<void> {
  const present = [...new Set(ids)].filter((id) => actor.effects.has(id));
  if (present.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", present);
}
