/**
 * What one apply changed, as the GM observed it (issue 25.3): the GM reads the creatures, squads,
 * combatants and its own ledger just before and just after a request of kind `applyResults` or `chatApply`
 * runs in its queue, and keeps the difference in the world setting `steelbound.applyUndo`
 * (src/data/settings/apply-undo.ts). "Undo the last apply" (./undo.ts) restores exactly that difference
 * once: Stamina, temporary Stamina and surges by the amounts the apply moved them (so a later change is
 * kept), the effects it created, the combatants it marked defeated, a squad's pool, and the ledger keys it
 * recorded (so the card can be applied again). Pure but for the setting's read and write.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { settings } from "../../documents/combat/world.ts";
import { APPLY_UNDO_SETTING, MAX_APPLY_RECORDS } from "../../data/settings/apply-undo.ts";
import type { CreatureRef } from "../apply-results/types.ts";
import type { QueryKind } from "../query-kind.ts";

export interface CreatureState {
  ref: CreatureRef;
  value: number;
  temporary: number;
  surges: number;
  effects: string[];
}
export interface SquadState {
  combatId: string;
  groupId: string;
  pool: number;
}
export interface CombatantState {
  combatId: string;
  combatantId: string;
  defeated: boolean;
}
export interface ObservedState {
  creatures: CreatureState[];
  squads: SquadState[];
  combatants: CombatantState[];
  ledger: string[];
}

/** One apply's difference: numbers are `after − before`; lists are what the apply added. */
export interface ApplyRecord {
  id: string;
  message: string;
  user: string;
  creatures: { ref: CreatureRef; value: number; temporary: number; surges: number; effects: string[] }[];
  squads: SquadState[];
  defeated: { combatId: string; combatantId: string }[];
  ledger: string[];
}

const refKey = (ref: CreatureRef) =>
  ref.kind === "actor" ? `actor.${ref.actorId}` : `token.${ref.sceneId}.${ref.tokenId}`;

/** The difference between two observations, or null when the apply changed nothing. */
export function recordOf(
  before: ObservedState,
  after: ObservedState,
  meta: { id: string; message: string; user: string },
): ApplyRecord | null {
  const was = new Map(before.creatures.map((c) => [refKey(c.ref), c]));
  const creatures = after.creatures.flatMap((c) => {
    const old = was.get(refKey(c.ref));
    if (!old) return [];
    const effects = c.effects.filter((id) => !old.effects.includes(id));
    const delta = {
      ref: c.ref,
      value: c.value - old.value,
      temporary: c.temporary - old.temporary,
      surges: c.surges - old.surges,
      effects,
    };
    return delta.value || delta.temporary || delta.surges || effects.length ? [delta] : [];
  });
  const pools = new Map(before.squads.map((s) => [`${s.combatId}.${s.groupId}`, s.pool]));
  const squads = after.squads.flatMap((s) => {
    const old = pools.get(`${s.combatId}.${s.groupId}`);
    return old === undefined || old === s.pool ? [] : [{ ...s, pool: s.pool - old }];
  });
  const down = new Set(
    before.combatants.filter((c) => c.defeated).map((c) => `${c.combatId}.${c.combatantId}`),
  );
  const defeated = after.combatants
    .filter((c) => c.defeated && !down.has(`${c.combatId}.${c.combatantId}`))
    .map(({ combatId, combatantId }) => ({ combatId, combatantId }));
  const ledger = after.ledger.filter((k) => !before.ledger.includes(k));
  if (!creatures.length && !squads.length && !defeated.length && !ledger.length) return null;
  return { ...meta, creatures, squads, defeated, ledger };
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

/** Adds a record, keeping the newest MAX_APPLY_RECORDS of cards that still exist. */
export async function storeApply(record: ApplyRecord): Promise<void> {
  const live = (id: string) => game.messages?.has(id) === true;
  const kept = [...entries(), JSON.stringify(record)].filter((e) => live(parse(e)?.message ?? ""));
  await settings().set(SYSTEM_ID, APPLY_UNDO_SETTING, { entries: kept.slice(-MAX_APPLY_RECORDS) });
}

/** Drops a record once it was undone (an undo never runs twice). */
export async function dropApply(id: string): Promise<void> {
  await settings().set(SYSTEM_ID, APPLY_UNDO_SETTING, {
    entries: entries().filter((e) => parse(e)?.id !== id),
  });
}

export interface ObservingWorld {
  /** The creatures, squads and combatants an apply of this card to these tokens may change. */
  observe(messageId: string, tokens: readonly string[]): ObservedState;
  newId(): string;
}

/** The kind as it was, its every successful run recorded for undo. */
export function withUndoRecord<P extends { messageId: string }, R>(
  kind: QueryKind<P, R>,
  tokensOf: (payload: P) => readonly string[],
  world: ObservingWorld,
): QueryKind<P, R> {
  return {
    parse: (data) => kind.parse(data),
    authorize: (payload, user) => kind.authorize(payload, user),
    async handle(payload, user) {
      const before = world.observe(payload.messageId, tokensOf(payload));
      const result = await kind.handle(payload, user);
      const after = world.observe(payload.messageId, tokensOf(payload));
      const record = recordOf(before, after, {
        id: world.newId(),
        message: payload.messageId,
        user: user.id,
      });
      if (record) await storeApply(record);
      return result;
    },
  };
}
