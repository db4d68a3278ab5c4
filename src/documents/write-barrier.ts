/**
 * Follow-up writes that must see a batch the GM already sent.
 *
 * Applying results sends every write of a click at once (one round trip), but a creature's stamina
 * update triggers a follow-up on the GM's client (SteelActor#_onUpdate → winded / dying / dead effects)
 * that must not run before the same batch's own "dead" effects have landed, or it would add a second one.
 * The batch holds follow-ups until all its writes are answered; in v13 a client's write resolves only
 * after the server's reply was handled on that client (client/data/client-backend.mjs).
 */
const held = new Set<Promise<unknown>>();

/** Runs `work` while holding follow-ups; resolves with its result. */
export async function holdFollowUps<T>(work: Promise<T>): Promise<T> {
  held.add(work);
  try {
    return await work;
  } finally {
    held.delete(work);
  }
}

/** Resolves once every batch in flight has been answered (whether it succeeded or not). */
export async function afterHeldWrites(): Promise<void> {
  while (held.size > 0) await Promise.allSettled([...held]);
}
