/**
 * The one write chain of THE GM's record (src/data/settings/gm-record.ts). Only the active GM writes it:
 * from its query handlers (one at a time, ./gm-query.ts) and from hooks that record what the GM itself did
 * (src/config/accepted-abilities.ts), which run outside the queue. Each change reads the record afresh when
 * its turn comes and the turns are chained, so no writer loses another's change.
 */
import { SYSTEM_ID } from "../constants.ts";
import { settings } from "../documents/combat/world.ts";
import {
  GM_RECORD_SETTING,
  gmRecordSource,
  readGmRecord,
  type GmRecord,
} from "../data/settings/gm-record.ts";

/** One chain per page (`game`): a test page runs several clients side by side. */
const chains = new WeakMap<object, Promise<unknown>>();

/** Applies `change` to the record as it stands when its turn comes; a null `next` writes nothing. */
export function changeGmRecord<T>(
  change: (record: GmRecord) => { next: GmRecord | null; result: T },
): Promise<T> {
  const previous = chains.get(game) ?? Promise.resolve();
  const turn = previous.then(async () => {
    const { next, result } = change(readGmRecord());
    if (next !== null) await settings().set(SYSTEM_ID, GM_RECORD_SETTING, gmRecordSource(next));
    return result;
  });
  chains.set(
    game,
    turn.catch(() => undefined),
  );
  return turn;
}
