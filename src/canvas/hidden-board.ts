/**
 * R-CN-11 hidden, as the documents stand: the "hidden" status (src/data/status-effects.ts) hides a creature from
 * the creatures of the other side (a token disposition other than its own, v13 common/documents/token.mjs
 * BaseToken `disposition`; v14 the same field). Its allies know where it is: the book's Search points a found
 * creature out to every ally within 10 squares at once (004 隠れているクリーチャーの捜索), so the table's one
 * status stands for "hidden from the other side" until the Director ends it or a Search finds it.
 * `trusted` says which hidden effects count: the acting client believes its own, the GM only its own writes
 * (src/documents/condition-origin.ts gmWritten).
 *
 * R-CB-9, a hidden creature that uses an ability stops being hidden once it is resolved, but its edge lasts to
 * the end of that turn (004 「この利益は、あなたがもはや隠れた状態でなくなったターンの終了時まで持続する」): the GM then
 * marks the effect `flags.steelbound.revealed` (src/queries/hiding/reveal.ts) and deletes it at the end of the
 * turn (outside combat: at the creature's next use, REVEALED_OUTSIDE_COMBAT). A revealed effect no longer hides
 * its creature from targeting; it still gives the edge.
 */
import { sourceToken, movementWalls } from "./forced-move-board.ts";
import { sceneGeometry, tokenFootprint } from "./area-template.ts";
import { lineOfEffect } from "./line-of-effect.ts";
import { spaceGap } from "../rules/index.ts";
import { sameLevel } from "../documents/generation.ts";
import { currentCombat } from "../documents/combat/current.ts";
import { turnKey } from "../documents/combat/turn-key.ts";

/** What is read of an effect: its statuses and flags. */
export interface HiddenEffect {
  readonly statuses: ReadonlySet<string>;
  readonly flags?: unknown;
}

/** What is read of a creature: its UUID and its effects. */
export interface HiddenCreature {
  readonly uuid: string;
  readonly effects: Iterable<HiddenEffect>;
}

/** The turn the GM marked the effect revealed in, or null (R-CB-9: hidden ended, the edge lasts that turn). */
function revealedIn(effect: HiddenEffect): string | null {
  const flags = effect.flags as { steelbound?: { revealed?: unknown } } | undefined;
  const turn = flags?.steelbound?.revealed;
  return typeof turn === "string" ? turn : null;
}

/** The effect was marked revealed by the GM: it no longer hides its creature. */
export function isRevealed(effect: HiddenEffect): boolean {
  return revealedIn(effect) !== null;
}

/** The running turn of the current combat, keyed as src/flows/action-log.ts combatMoment keys it; else null. */
/**
 * The mark of an effect revealed outside combat. Choice (R-CB-9, whose edge lasts "to the end of the turn"):
 * with no turn running, the edge lasts until the creature's next use of an ability (../queries/hiding/
 * reveal.ts deletes the effect then) or until a combat starts, so the use that revealed it keeps its edge
 * when the GM applies it.
 */
export const REVEALED_OUTSIDE_COMBAT = "outside-combat";

function runningTurn(): string {
  const combat = currentCombat();
  if (combat === null || combat.id === null || !combat.started) return REVEALED_OUTSIDE_COMBAT;
  return turnKey(combat.id, combat.round, combat.flow);
}

/** What is read of a token: its scene and its side. */
export interface SidedToken {
  readonly parent: Scene.Implementation | null;
  readonly disposition: number;
}

/**
 * The actor carries a "hidden" effect that `trusted` believes, not marked revealed (`withRevealed`: one revealed
 * in the running turn counts too, for the edge that lasts to the end of that turn).
 */
export function isHidden(
  actor: HiddenCreature | null,
  trusted: (effect: unknown) => boolean,
  withRevealed = false,
): boolean {
  if (!actor) return false;
  const turn = withRevealed ? runningTurn() : null;
  for (const effect of actor.effects) {
    if (!effect.statuses.has("hidden") || !trusted(effect)) continue;
    const revealed = revealedIn(effect);
    if (revealed === null || revealed === turn) return true;
  }
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
  // R-CB-9: the edge lasts to the end of the turn in which hidden ended (a revealed effect counts).
  return target instanceof TokenDocument && isHidden(actor, trusted, true) && otherSide(actor.uuid, target);
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

/** A token of the other side, as the hiding board reads it. */
export interface BoardCreature {
  readonly token: TokenDocument.Implementation;
  /** Squares between the two spaces (R-AB-2 spaceGap). */
  readonly distance: number;
  readonly lineOfEffect: boolean;
}

/**
 * The living creatures of the other side on the creature's scene, each with its distance and line of effect
 * to the creature (./line-of-effect.ts against the walls that stop movement, as reach is measured, and the v14
 * level: another level has no line of effect). Null when the creature has no token on a square-grid scene.
 */
export function otherSideOnBoard(
  actorUuid: string,
  sceneOf: Scene.Implementation | null,
): BoardCreature[] | null {
  const scene = sceneOf;
  if (!scene || !scene.grid.isSquare) return null;
  const own = sourceToken(actorUuid, scene);
  if (!own) return null;
  const grid = sceneGeometry(scene);
  const walls = movementWalls(scene);
  const from = tokenFootprint(own, grid);
  return scene.tokens.contents
    .filter(
      (t) => t !== own && t.actor !== null && !t.hasStatusEffect("dead") && t.disposition !== own.disposition,
    )
    .map((token) => {
      const to = tokenFootprint(token, grid);
      const level = sameLevel(own, token);
      return {
        token,
        distance: spaceGap(from, to),
        lineOfEffect: level && lineOfEffect(from, to, grid.size, walls),
      };
    });
}

/** The scene the creature acts on: its combat's, else the active scene with its token, else any with one. */
export function sceneOfCreature(actor: Actor.Implementation): Scene.Implementation | null {
  const combatScene: unknown = game.combat?.started ? game.combat.scene : null;
  if (combatScene instanceof Scene && sourceToken(actor.uuid, combatScene)) return combatScene;
  const scenes = [...(game.scenes?.contents ?? [])].sort((a, b) => Number(b.active) - Number(a.active));
  for (const scene of scenes as unknown[])
    if (scene instanceof Scene && sourceToken(actor.uuid, scene) !== null) return scene;
  return null;
}
