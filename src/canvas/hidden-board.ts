/**
 * R-CN-11 hidden, as the documents stand: the "hidden" status (src/data/status-effects.ts) hides a creature from
 * the creatures of the other side (a token disposition other than its own, v13 common/documents/token.mjs
 * BaseToken `disposition`; v14 the same field). Its allies know where it is: the book's Search points a found
 * creature out to every ally within 10 squares at once (004 隠れているクリーチャーの捜索), so the table's one
 * status stands for "hidden from the other side" until the Director ends it or a Search finds it.
 * `trusted` says which hidden effects count: the acting client believes its own, the GM only its own writes
 * (src/documents/condition-origin.ts gmWritten).
 */
import { sourceToken } from "./forced-move-board.ts";

/** What is read of a creature: its UUID and its effects' statuses. */
export interface HiddenCreature {
  readonly uuid: string;
  readonly effects: Iterable<{ readonly statuses: ReadonlySet<string> }>;
}

/** What is read of a token: its scene and its side. */
export interface SidedToken {
  readonly parent: Scene.Implementation | null;
  readonly disposition: number;
}

/** The actor carries a "hidden" effect that `trusted` believes. */
export function isHidden(actor: HiddenCreature | null, trusted: (effect: unknown) => boolean): boolean {
  if (!actor) return false;
  for (const effect of actor.effects) if (effect.statuses.has("hidden") && trusted(effect)) return true;
  return false;
}

/** The two creatures stand on opposite sides: their tokens' dispositions differ (no token: the other side). */
export function otherSide(actorUuid: string, target: SidedToken): boolean {
  const scene = target.parent;
  const own = scene ? sourceToken(actorUuid, scene) : null;
  return own === null || own.disposition !== target.disposition;
}

/** R-CN-11: the acting creature is hidden from the target token (a token UUID). */
export function hiddenFromOnBoard(
  actor: HiddenCreature,
  targetUuid: string,
  trusted: (effect: unknown) => boolean,
): boolean {
  const target = fromUuidSync(targetUuid);
  return target instanceof TokenDocument && isHidden(actor, trusted) && otherSide(actor.uuid, target);
}

/**
 * R-CN-11: the target token's creature is hidden from the acting creature (a hidden status `trusted` believes,
 * and the two on opposite sides), so only an Area ability may target it.
 */
export function targetHiddenOnBoard(
  actorUuid: string,
  targetUuid: string,
  trusted: (effect: unknown) => boolean,
): boolean {
  const target = fromUuidSync(targetUuid);
  return target instanceof TokenDocument && isHidden(target.actor, trusted) && otherSide(actorUuid, target);
}
