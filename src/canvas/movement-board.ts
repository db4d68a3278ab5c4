/**
 * Reads what pricing a token's own movement needs from the scene's documents: the mover's speed, disengage
 * value, movement types and whether it may shift, and every other living creature on the scene with its
 * side. Documents only (no rendered canvas), so the same reading serves the cost function v13 calls while
 * measuring and the ruler's labels. Square grids only (Draw Steel is played on squares).
 */
import {
  CONDITIONS,
  canShift,
  grabHalvesSpeed,
  parseSize,
  sneakSpeed,
  speedWithConditions,
  type ConditionId,
  type CreatureSize,
  type PathCreature,
  type PathMover,
} from "../rules/index.ts";
import { sameLevel } from "../documents/generation.ts";
import { trustedOrigin } from "../documents/condition-origin.ts";
import { isHidden } from "./hidden-board.ts";
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

/** R-MV-13: the actor's size on the ladder (system.size: `{ value, letter }`, docs/DATA.md), if it has one. */
export function ladderSize(actor: Actor.Implementation | null): CreatureSize | undefined {
  if (!actor) return undefined;
  const value = readNumber(actor.system, "size.value", 0);
  const letter: unknown = foundry.utils.getProperty(actor.system, "size.letter");
  return parseSize(`${value}${value === 1 && typeof letter === "string" ? letter : ""}`) ?? undefined;
}

/**
 * R-CN-4: the sizes of the creatures this token's actor holds: every creature on the scene grabbed by an
 * effect whose origin is this actor (Steelbound records the grabber as the grabbed condition's origin).
 * Only an origin whose writer owns the grabber counts (../documents/condition-origin.ts), so a
 * grab a player wrote onto their own hero naming the Director's creature does not halve that creature's speed.
 */
function heldSizes(token: TokenDocument.Implementation): CreatureSize[] {
  const uuid = token.actor?.uuid;
  if (!uuid || !token.parent) return [];
  const held: CreatureSize[] = [];
  for (const other of token.parent.tokens) {
    const actor = other.id === token.id ? null : other.actor;
    const holds = (e: ActiveEffect.Implementation) => e.statuses.has("grabbed") && trustedOrigin(e) === uuid;
    if (!actor || ![...actor.effects].some(holds)) continue;
    held.push(ladderSize(actor) ?? { value: footprintSide(other.width) });
  }
  return held;
}

/**
 * R-MV-3, R-CN-7, R-MV-5, R-CB-8: the mover as the rules see it. R-CN-4: while it holds a creature of its
 * size or larger, its speed is halved. Heroes keep a disengage value (kits raise
 * it); monsters and retainers have none in Steelbound and disengage 1 square. R-CN-5: prone, it crawls.
 * R-MV-6: `baseSpeed` is its speed before conditions (system.movement.speed as the actor's own effects and
 * kit leave it), which a teleporter's Advance uses. R-CB-9 sneaking: a hidden creature outside combat moves
 * at half speed to stay hidden (004 「忍び足」: 「自身のスピードを半分にすることで…隠れた状態を維持したまま」), so its
 * ruler measures that speed and says so; moving further is the creature's choice to be seen (the ruler turns red).
 */
export function readMover(token: TokenDocument.Implementation): PathMover {
  const actor = token.actor;
  const conditions = conditionsOf(actor);
  const grid = squareGeometry(token);
  const side = footprintSide(token.width);
  const creatureSize = ladderSize(actor) ?? { value: side };
  const holdingNotSmaller = heldSizes(token).some((held) => grabHalvesSpeed(creatureSize, held));
  const baseSpeed = readNumber(actor?.system, "movement.speed", 0);
  const speed = speedWithConditions(baseSpeed, conditions, { holdingNotSmaller });
  const sneaking = game.combat?.started !== true && isHidden(actor, () => true);
  return {
    start: { ...tokenCell(token, grid), size: side },
    creatureSize,
    types: movementTypes(actor),
    speed: sneaking ? sneakSpeed(speed) : speed,
    baseSpeed,
    sneaking,
    prone: conditions.has("prone"),
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
    .filter(
      (t) =>
        t.id !== token.id &&
        !t.hasStatusEffect(DEAD_STATUS) &&
        (seesHidden || !t.hidden) &&
        // v14 Scene Levels: a creature on another level neither blocks nor is passed (../documents/generation.ts).
        sameLevel(t, token),
    )
    .map((t) => ({
      id: t.id ?? "",
      name: t.name,
      footprint: { ...tokenCell(t, grid), size: footprintSide(t.width) },
      creatureSize: ladderSize(t.actor) ?? { value: footprintSide(t.width) },
      enemy: areEnemies(token.disposition, t.disposition),
    }));
}
