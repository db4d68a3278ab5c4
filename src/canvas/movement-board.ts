/**
 * Reads what pricing a token's own movement needs from the scene's documents: the mover's speed, disengage
 * value, movement types and whether it may shift, and every other living creature on the scene with its
 * side. Documents only (no rendered canvas), so the same reading serves the cost function v13 calls while
 * measuring and the ruler's labels. Square grids only (Draw Steel is played on squares).
 */
import {
  CONDITIONS,
  canShift,
  speedWithConditions,
  type ConditionId,
  type PathCreature,
  type PathMover,
} from "../rules/index.ts";
import { footprintSide, tokenCell, type SquareGeometry } from "./grid-cells.ts";

const DEAD_STATUS = "dead";

function conditionsOf(actor: Actor.Implementation | null): Set<ConditionId> {
  const statuses: ReadonlySet<string> = actor?.statuses ?? new Set<string>();
  return new Set(CONDITIONS.filter((id) => statuses.has(id)));
}

function readNumber(source: unknown, path: string, fallback: number): number {
  const value: unknown = source ? foundry.utils.getProperty(source, path) : undefined;
  return typeof value === "number" ? value : fallback;
}

function movementTypes(actor: Actor.Implementation | null): ReadonlySet<string> {
  const types: unknown = actor ? foundry.utils.getProperty(actor.system, "movement.types") : null;
  return types instanceof Set ? new Set([...types].map(String)) : new Set(["walk"]);
}

export function squareGeometry(token: TokenDocument.Implementation): SquareGeometry {
  const grid = token.parent?.grid;
  return { size: grid?.size ?? 100, distance: grid?.distance ?? 1 };
}

/**
 * R-MV-3, R-CN-7, R-MV-5, R-CB-8: the mover as the rules see it. Heroes keep a disengage value (kits raise
 * it); monsters and retainers have none in Steelbound and disengage 1 square.
 */
export function readMover(token: TokenDocument.Implementation): PathMover {
  const actor = token.actor;
  const conditions = conditionsOf(actor);
  const grid = squareGeometry(token);
  return {
    start: { ...tokenCell(token, grid), size: footprintSide(token.width) },
    types: movementTypes(actor),
    speed: speedWithConditions(readNumber(actor?.system, "movement.speed", 0), conditions),
    disengage: readNumber(actor?.system, "disengage", 1),
    canShift: canShift(conditions),
  };
}

/**
 * R-CB-1: two creatures are enemies when one is friendly and the other hostile (or secret); neutral tokens
 * are nobody's enemy. Dispositions are v13 CONST.TOKEN_DISPOSITIONS (FRIENDLY 1, NEUTRAL 0, HOSTILE −1,
 * SECRET −2).
 */
export function areEnemies(a: number, b: number): boolean {
  return a * b < 0;
}

/**
 * Every other token on the scene whose creature is not dead, with its space and side. A token hidden from
 * players is left out on a player's client, so the ruler neither prices nor names a creature they can't see.
 */
export function readCreatures(token: TokenDocument.Implementation): PathCreature[] {
  const scene = token.parent;
  if (!scene) return [];
  const grid = squareGeometry(token);
  const seesHidden = game.user?.isGM ?? false;
  return scene.tokens
    .filter((t) => t.id !== token.id && !t.hasStatusEffect(DEAD_STATUS) && (seesHidden || !t.hidden))
    .map((t) => ({
      id: t.id ?? "",
      name: t.name,
      footprint: { ...tokenCell(t, grid), size: footprintSide(t.width) },
      enemy: areEnemies(token.disposition, t.disposition),
    }));
}
