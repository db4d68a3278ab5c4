/**
 * Writes to the accepted-abilities part of THE GM's record (src/data/settings/gm-record.ts), through its
 * one write chain (../gm-record.ts).
 */
import type { AcceptedRecord } from "../../data/settings/accepted-abilities.ts";
import { abilityMechanics, fingerprint, type ItemEffectSource } from "../../data/ability-mechanics.ts";
import { jsonBytes } from "../../data/digest.ts";
import { changeGmRecord } from "../gm-record.ts";

/**
 * Largest fingerprint kept as an ability's accepted version (issue 40.5): the record is sent to every
 * client on every write. An ability past it is never accepted "from now on"; once, or with its accepted
 * version, it still can be.
 */
export const MAX_ACCEPTED_BYTES = 16 * 1024;

/** Applies `change` to the accepted abilities as they stand when its turn comes; null writes nothing. */
export function changeRecord<T>(
  change: (record: AcceptedRecord) => { next: AcceptedRecord | null; result: T },
): Promise<T> {
  return changeGmRecord((record) => {
    const { next, result } = change(record);
    return { next: next === null ? null : { ...record, ...next }, result };
  });
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
      if (abilities[item.uuid] === print || jsonBytes(print) > MAX_ACCEPTED_BYTES) continue;
      abilities[item.uuid] = print;
      changed = true;
    }
    return { next: changed ? { ...record, abilities } : null, result: undefined };
  });
}
