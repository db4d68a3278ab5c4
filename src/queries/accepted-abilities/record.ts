/**
 * Writes to the GM's record of accepted abilities (src/data/settings/accepted-abilities.ts). Only the active
 * GM writes it: from its query handlers (one at a time, ../gm-query.ts) and from the hooks that record what
 * the GM itself created or edited (src/config/accepted-abilities.ts), which run outside the queue; each
 * write reads the record afresh and they are chained, so neither loses the other's change.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { settings } from "../../documents/combat/world.ts";
import {
  ACCEPTED_SETTING,
  readAcceptedRecord,
  type AcceptedRecord,
} from "../../data/settings/accepted-abilities.ts";
import { abilityMechanics, fingerprint, type ItemEffectSource } from "../../data/ability-mechanics.ts";

/** One chain per page (`game`): a test page runs several clients side by side. */
const chains = new WeakMap<object, Promise<unknown>>();

/** Applies `change` to the record as it stands when its turn comes; null writes nothing. */
export function changeRecord<T>(
  change: (record: AcceptedRecord) => { next: AcceptedRecord | null; result: T },
) {
  const previous = chains.get(game) ?? Promise.resolve();
  const turn = previous.then(async () => {
    const { next, result } = change(readAcceptedRecord());
    if (next !== null)
      await settings().set(SYSTEM_ID, ACCEPTED_SETTING, {
        ...next,
        // Stored as plain objects (ObjectField), read back by readAcceptedRecord.
        pending: next.pending.map((p) => ({ ...p })),
      });
    return result;
  });
  chains.set(
    game,
    turn.catch(() => undefined),
  );
  return turn;
}

/** The item's mechanics fingerprint, from its stored source (never a prepared or effect-modified copy). */
export function printOf(item: { toObject(): unknown }): string {
  const source = item.toObject() as { system?: unknown; effects?: readonly ItemEffectSource[] };
  return fingerprint(abilityMechanics(source.system, source.effects ?? []));
}

/** Records the abilities' current mechanics as accepted. */
export function acceptAbilities(items: readonly { uuid: string; toObject(): unknown }[]): Promise<void> {
  if (items.length === 0) return Promise.resolve();
  return changeRecord((record) => {
    const abilities = { ...record.abilities };
    let changed = false;
    for (const item of items) {
      const print = printOf(item);
      if (abilities[item.uuid] === print) continue;
      abilities[item.uuid] = print;
      changed = true;
    }
    return { next: changed ? { ...record, abilities } : null, result: undefined };
  });
}
