/**
 * An ability's area ↔ the document holding it (a v13 MeasuredTemplate; on v14 a Region with the same fields in
 * `flags.steelbound.area`, ../documents/generation.ts), and who stands inside it. Only documents are read
 * (no rendered canvas), so the GM can read an area on a scene it is not viewing; on both generations the
 * squares inside are computed here from the fields, not from v14's `RegionDocument#tokens` (a canvas-side set).
 *
 * Shapes: aura, burst, cube and wall are "rect" templates, a line is a "ray" (v13 MeasuredTemplate
 * getRectShape: a rectangle from the origin to the end of a diagonal `distance` long at `direction`;
 * getRayShape: a band `width` wide and `distance` long from the origin at `direction`; Euclidean, as the
 * core `gridTemplates` setting is off by default). Distances are in scene units (`grid.distance` a square).
 */
import {
  coveredSquares,
  footprintSquares,
  isAreaKind,
  placementAllowed,
  wallPlacementAllowed,
  type AreaShape,
  type AreaSpec,
  type GroundFootprint,
  type Square,
} from "../rules/index.ts";
import { footprintSide, tokenCell, type SquareGeometry } from "./grid-cells.ts";
import { movementWalls, sourceToken } from "./forced-move-board.ts";
import { crossesWall } from "./wall-crossing.ts";
import { placedAreaOf, sameLevel, type AreaFields, type RegionShapeData } from "../documents/generation.ts";

const DEAD_STATUS = "dead";
const DEGREES = 180 / Math.PI;

function numberAt(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** The ability's area (its `distance` when that is an aura, burst, cube, line or wall), else null. */
export function areaOf(system: unknown): AreaSpec | null {
  const kind: unknown = foundry.utils.getProperty(system as object, "distance.type");
  if (typeof kind !== "string" || !isAreaKind(kind)) return null;
  return {
    kind,
    size: numberAt(system, "distance.size"),
    length: numberAt(system, "distance.length"),
    width: numberAt(system, "distance.width"),
    within: numberAt(system, "distance.within"),
  };
}

export function sceneGeometry(scene: Scene.Implementation): SquareGeometry {
  return { size: scene.grid.size, distance: scene.grid.distance };
}

export function tokenFootprint(
  token: { x: number; y: number; width: number; elevation: number },
  grid: SquareGeometry,
): GroundFootprint {
  const cell = tokenCell(token, grid);
  return { x: cell.x, y: cell.y, size: footprintSide(token.width) };
}

/** The template fields of a shape (a v13 template's data; on v14 kept in the Region's flag). */
export function templateData(shape: AreaShape, grid: SquareGeometry): AreaFields & { t: "rect" | "ray" } {
  const px = (v: number) => Math.round(v * grid.size);
  if (shape.t === "rect")
    return {
      t: "rect" as const,
      x: px(shape.x),
      y: px(shape.y),
      distance: Math.hypot(shape.width, shape.height) * grid.distance,
      direction: Math.atan2(shape.height, shape.width) * DEGREES,
      width: 0,
    };
  return {
    t: "ray" as const,
    x: px(shape.x),
    y: px(shape.y),
    distance: shape.length * grid.distance,
    direction: shape.direction,
    width: shape.width * grid.distance,
  };
}

/** The shape a template document describes, in squares (null for circles and cones: not ours). */
export function templateShape(doc: AreaFields, grid: SquareGeometry): AreaShape | null {
  const rad = doc.direction / DEGREES;
  const length = doc.distance / grid.distance;
  const x = doc.x / grid.size;
  const y = doc.y / grid.size;
  if (doc.t === "rect") {
    const ex = Math.cos(rad) * length;
    const ey = Math.sin(rad) * length;
    return {
      t: "rect",
      x: Math.min(x, x + ex),
      y: Math.min(y, y + ey),
      width: Math.abs(ex),
      height: Math.abs(ey),
    };
  }
  if (doc.t === "ray")
    return { t: "ray", x, y, direction: doc.direction, length, width: doc.width / grid.distance };
  return null;
}

/**
 * The shapes a v14 Region draws for an area, in pixels (foundry.data.BaseShapeData subtypes; fields read in
 * the v14 port 71434490680 against common/data/data.mjs and in 66731986889): a rectangle or a wall's squares as
 * "rectangle"s anchored at their top-left corner, unrotated; a line as a "line" from its origin, `length` long
 * and `width` wide about its centre line at `rotation` degrees — the shape v14's own migration gives a v13
 * "ray" (BaseRegion._migrateMeasuredTemplateData: length = distance, width = width, rotation = direction,
 * each in pixels). v13 draws the template itself and ignores these.
 */
export function regionShapes(
  shape: AreaShape,
  grid: SquareGeometry,
  wall?: readonly Square[],
): RegionShapeData[] {
  const px = (v: number) => Math.round(v * grid.size);
  const rectangle = (x: number, y: number, width: number, height: number): RegionShapeData => ({
    type: "rectangle",
    x: px(x),
    y: px(y),
    width: px(width),
    height: px(height),
    anchorX: 0,
    anchorY: 0,
    rotation: 0,
  });
  if (wall !== undefined) return wall.map((s) => rectangle(s.x, s.y, 1, 1));
  if (shape.t === "rect") return [rectangle(shape.x, shape.y, shape.width, shape.height)];
  return [
    {
      type: "line",
      x: px(shape.x),
      y: px(shape.y),
      length: px(shape.length),
      width: px(shape.width),
      rotation: shape.direction,
    },
  ];
}

/**
 * Where line of effect is drawn from (004: an area does not pass through solid barriers): the middle of
 * a rectangle (the user's space for a burst), half a square into a line from its start.
 */
function areaOrigin(shape: AreaShape): Square {
  if (shape.t === "rect") return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
  const rad = shape.direction / DEGREES;
  return { x: shape.x + Math.cos(rad) / 2, y: shape.y + Math.sin(rad) / 2 };
}

/**
 * Where a wall placed square by square keeps its squares: the template's `flags.steelbound.wallSquares`
 * (docs/DATA.md), since a v13 MeasuredTemplate has no shape for an L (its types are circle, cone, rect and
 * ray); the template itself is the squares' bounding rectangle. Null when absent or malformed.
 */
export const WALL_SQUARES_FLAG = "wallSquares";

export function wallSquaresOf(doc: { flags?: unknown }): Square[] | null {
  const raw: unknown = foundry.utils.getProperty(doc.flags ?? {}, `steelbound.${WALL_SQUARES_FLAG}`);
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const squares: Square[] = [];
  for (const entry of raw as unknown[]) {
    const x: unknown = foundry.utils.getProperty(entry as object, "x");
    const y: unknown = foundry.utils.getProperty(entry as object, "y");
    if (!Number.isInteger(x) || !Number.isInteger(y)) return null;
    squares.push({ x: x as number, y: y as number });
  }
  return squares;
}

/** The smallest rectangle holding every square (a wall's template). */
export function boundingRect(squares: readonly Square[]): AreaShape {
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => s.y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { t: "rect", x, y, width: Math.max(...xs) + 1 - x, height: Math.max(...ys) + 1 - y };
}

/**
 * The living creatures' tokens with a square of their space in the area and in line of effect from the
 * area's origin (walls that stop movement block it, as they do forced movement). A wall placed square by
 * square passes its `squares`: the area is exactly those (R-AB-2 「領域内にいなければなりません」).
 */
export function tokensInArea(
  scene: Scene.Implementation,
  shape: AreaShape,
  user: TokenDocument.Implementation,
  squares?: readonly Square[],
): TokenDocument.Implementation[] {
  const grid = sceneGeometry(scene);
  const covered = new Set((squares ?? coveredSquares(shape, 1 / grid.size)).map((s) => `${s.x},${s.y}`));
  const walls = movementWalls(scene);
  const origin = areaOrigin(shape);
  const px = (p: Square) => ({ x: p.x * grid.size, y: p.y * grid.size });
  const reached = (s: Square) =>
    squares !== undefined || !crossesWall(px(origin), px({ x: s.x + 0.5, y: s.y + 0.5 }), walls);
  return scene.tokens.filter((token) => {
    if (!token.actor || token.hasStatusEffect(DEAD_STATUS) || !sameLevel(token, user)) return false;
    const squares = footprintSquares(tokenFootprint(token, grid)).filter((s) => covered.has(`${s.x},${s.y}`));
    return squares.some(reached);
  });
}

/**
 * The tokens inside the template an ability card points to, as the GM reads them from the template
 * document and the scene now (R-MN-5); null when the card has no template, or the template is not the
 * card author's (or a GM's), not on a square grid, or not a placement this ability allows from where its
 * user stands (a template is evidence only of an area the ability could make).
 */
export function tokensInPlacedArea(
  templateUuid: string,
  actorUuid: string,
  authorId: string | null,
  abilitySystem: unknown,
): ReadonlySet<string> | null {
  if (!templateUuid) return null;
  const doc = placedAreaOf(templateUuid);
  if (!doc) return null;
  const scene: unknown = doc.parent;
  if (!(scene instanceof Scene) || !scene.grid.isSquare) return null;
  const author = doc.author;
  if (!author || (author.id !== authorId && !author.isGM)) return null;
  const area = areaOf(abilitySystem);
  const grid = sceneGeometry(scene);
  const shape = templateShape(doc, grid);
  const user = sourceToken(actorUuid, scene);
  if (area === null || shape === null || user === null) return null;
  const footprint = tokenFootprint(user, grid);
  const wall = area.kind === "wall" ? wallSquaresOf(doc) : null;
  if (wall !== null) {
    // R-AB-2: the squares are evidence only of a wall this ability could build, inside the drawn template,
    // on no creature's square (「壁を占有されているスクエアに配置することはできず」, read on the scene now: the
    // book's "unless otherwise stated" walls, and creatures that entered a wall since, are the Director's).
    const occupied = scene.tokens
      .filter((t) => t.id !== user.id && t.actor !== null && !t.hasStatusEffect(DEAD_STATUS))
      .flatMap((t) => footprintSquares(tokenFootprint(t, grid)));
    if (shape.t !== "rect") return null;
    const slack = 1e-6;
    const inside = (s: Square) =>
      s.x >= shape.x - slack &&
      s.y >= shape.y - slack &&
      s.x + 1 <= shape.x + shape.width + slack &&
      s.y + 1 <= shape.y + shape.height + slack;
    if (!wallPlacementAllowed(area, footprint, wall, occupied) || !wall.every(inside)) return null;
    return new Set(tokensInArea(scene, shape, user, wall).map((t) => t.uuid));
  }
  if (!placementAllowed(area, footprint, shape, 1 / grid.size)) return null;
  return new Set(tokensInArea(scene, shape, user).map((t) => t.uuid));
}
