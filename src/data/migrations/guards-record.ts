/**
 * World pass "guards-1": rule guards move to where only the GM writes. Before it:
 *  - accepted abilities lived in the setting `steelbound.acceptedAbilities` and first claims in
 *    `steelbound.claims` (`{entries}`): both now live in THE GM's record, `steelbound.gmRecord`;
 *  - a hero's last hero token benefit was the actor flag `flags.steelbound.heroTokenTurn`, which the
 *    hero's owner could reset: it moves to the record's `heroTokenTurns`;
 *  - the Director's "surprised" mark before the start was the combatant flag `flags.steelbound.surprised`,
 *    which the combatant's owner (its actor's owner) could clear: it moves to the Combat's
 *    `flags.steelbound.surprised` list (a started combat already keeps it in its flow).
 * Pure: the active GM's ready (src/queries/guards-pass.ts) reads the old data, writes what this returns
 * and drops the old flags. Nothing already in the record is overwritten; the pass is marked done in the
 * record, so a flag forged later is never lifted.
 */
import { gmRecordOf, strings, type GmRecord } from "../settings/gm-record.ts";

export const GUARDS_PASS = "guards-1";

export interface LegacyGuards {
  /** The old `steelbound.acceptedAbilities` value (`{abilities, once, useAccepted, pending}`), if any. */
  accepted: unknown;
  /** The old `steelbound.claims` value (`{entries}`), if any. */
  claims: unknown;
  /** Hero UUID → its old `heroTokenTurn` flag. */
  heroTokenTurns: Record<string, string>;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The record with the old data merged in (the record's own entries win) and the pass marked done. */
export function liftGuards(record: GmRecord, legacy: LegacyGuards): GmRecord {
  if (record.done.includes(GUARDS_PASS)) return record;
  const old = gmRecordOf(legacy.accepted);
  const claims = gmRecordOf({
    claims: (legacy.claims as { entries?: unknown } | null | undefined)?.entries,
  }).claims;
  const samePending = (a: { messageId: string; mode: string }, b: { messageId: string; mode: string }) =>
    a.messageId === b.messageId && a.mode === b.mode;
  return {
    abilities: { ...old.abilities, ...record.abilities },
    once: { ...old.once, ...record.once },
    useAccepted: unique([...old.useAccepted, ...record.useAccepted]),
    pending: [
      ...old.pending.filter((p) => !record.pending.some((q) => samePending(p, q))),
      ...record.pending,
    ],
    claims: unique([...claims, ...record.claims]),
    heroTokenTurns: { ...strings(legacy.heroTokenTurns), ...record.heroTokenTurns },
    renown: { ...record.renown },
    victories: { ...record.victories },
    done: [...record.done, GUARDS_PASS],
  };
}

/** The ids of combatants that carried the old surprised flag. */
export function legacySurprised(combatants: Iterable<{ id: string | null; flags: unknown }>): string[] {
  const ids: string[] = [];
  for (const c of combatants) {
    const ours = (c.flags as { steelbound?: { surprised?: unknown } } | null)?.steelbound;
    if (c.id !== null && ours?.surprised === true) ids.push(c.id);
  }
  return ids;
}

/** A setting value as v13 keeps it on a Setting whose key is no longer registered (JSON, or parsed). */
export function legacyValue(value: unknown): unknown {
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
