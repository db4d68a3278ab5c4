/**
 * Placing an area ability's template on the canvas when it is used (R-AB-2): an aura or burst is placed
 * around the user's token at once; for a cube or line the user picks the square it is placed on
 * among those within the ability's distance, seeing the area under the pointer first; a wall is built
 * square by square (see `pickWallSquares`). The area is
 * created by the user: on v13 a MeasuredTemplate (common/documents/measured-template.mjs
 * BaseMeasuredTemplate.#canCreate: its author, with TEMPLATE_CREATE, which players hold by default); on v14 a
 * Region (BaseRegion.canUserCreate: REGION_CREATE, a PLAYER permission by default per foundryvtt.com/api/v14
 * CONST.USER_PERMISSIONS, stored 69690971552; and no non-GM creates a Region while the game is paused, api/v14
 * RegionPlacementOptions#create). When the world refuses it, a warning says what the Director must allow and
 * the targets picked by hand stay. The creatures inside that the
 * ability's target line names become the user's targets (v13 client/canvas/layers/tokens.mjs
 * TokenLayer#setTargets, "replace"), so the roll dialog and the card list exactly them. An aura's template
 * is linked to the user's token and follows it (./aura-follow.ts).
 */
import {
  areaShape,
  areaTargetFilter,
  coveredSquares,
  filterAllows,
  footprintSquares,
  placementAllowed,
  sideOf,
  squaresFrom,
  type AreaSpec,
  type GroundFootprint,
  type Square,
} from "../rules/index.ts";
import {
  WALL_SQUARES_FLAG,
  areaOf,
  boundingRect,
  sceneGeometry,
  regionShapes,
  templateData,
  tokenFootprint,
  tokensInArea,
} from "./area-template.ts";
import { sourceToken } from "./forced-move-board.ts";
import { auraFlags } from "./aura-follow.ts";
import { sceneBounds, type SquareGeometry } from "./grid-cells.ts";
import { pickSquare } from "./square-picker.ts";
import { areaCreateData, areaDocumentName, placedArea, type PlacedArea } from "../documents/generation.ts";

const LAYER = "steelbound.area";
const AREA_COLOR = 0x3f7fd0;
const AREA_CSS = "#3f7fd0";

/** Squares the area may be placed on: within its distance (at least the adjacent ring) and on the scene. */
function placeable(
  area: AreaSpec,
  user: GroundFootprint,
  grid: SquareGeometry,
  scene: Scene.Implementation,
): Square[] {
  const reach = Math.max(1, area.within) + (area.kind === "cube" ? Math.floor((area.size - 1) / 2) : 0);
  const { min, max } = sceneBounds(scene.dimensions.sceneRect, grid);
  const squares: Square[] = [];
  for (let x = user.x - reach; x < user.x + user.size + reach; x++)
    for (let y = user.y - reach; y < user.y + user.size + reach; y++) {
      if (x < min.x || x > max.x || y < min.y || y > max.y) continue;
      const square = { x, y };
      if (squaresFrom(user, square) === 0 && area.kind !== "cube") continue;
      if (placementAllowed(area, user, areaShape(area, user, square), 1 / grid.size)) squares.push(square);
    }
  return squares;
}

const DEAD_STATUS = "dead";

/** v14 TokenDocument#level (the id of the scene Level the token stands on), or null (v13: none). */
function tokenLevelOf(token: TokenDocument.Implementation): string | null {
  const level: unknown = (token as unknown as { level?: unknown }).level;
  return typeof level === "string" && level !== "" ? level : null;
}

/**
 * Squares a wall may not be built on (004 「壁を占有されているスクエアに配置することはできず」): every living
 * creature's space. A token hidden from a player is left out on their client (as the ruler leaves it out),
 * so the picker never reveals it.
 */
function occupiedSquares(scene: Scene.Implementation, grid: SquareGeometry): Set<string> {
  const seesHidden = game.user?.isGM ?? false;
  const keys = new Set<string>();
  for (const token of scene.tokens) {
    if (!token.actor || token.hasStatusEffect(DEAD_STATUS) || (!seesHidden && token.hidden)) continue;
    for (const s of footprintSquares(tokenFootprint(token, grid))) keys.add(`${s.x},${s.y}`);
  }
  return keys;
}

const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/**
 * R-AB-2 (004 "ウォール"): 「壁を配置する際、1スクエアずつ構築できますが、各スクエアは壁の別のスクエアと少なくとも
 * 1辺(角だけでなく)を共有していなければなりません」 — the user picks the wall's squares one at a time: the first
 * (the origin square) within the ability's distance, each next one sharing a side with a square already
 * picked, none occupied; so a wall turns corners (an L) or is a 2 × 2 block. Null when the user cancels or
 * no square is left to pick.
 */
async function pickWallSquares(
  area: AreaSpec,
  user: GroundFootprint,
  grid: SquareGeometry,
  scene: Scene.Implementation,
): Promise<Square[] | null> {
  const size = Math.max(1, area.size);
  const { min, max } = sceneBounds(scene.dimensions.sceneRect, grid);
  const taken = occupiedSquares(scene, grid);
  const free = (s: Square) =>
    s.x >= min.x && s.x <= max.x && s.y >= min.y && s.y <= max.y && !taken.has(`${s.x},${s.y}`);
  const picked: Square[] = [];
  const reach = Math.max(1, area.within);
  while (picked.length < size) {
    const keys = new Set(picked.map((s) => `${s.x},${s.y}`));
    const candidates: Square[] = [];
    if (picked.length === 0) {
      for (let x = user.x - reach; x < user.x + user.size + reach; x++)
        for (let y = user.y - reach; y < user.y + user.size + reach; y++)
          if (free({ x, y }) && squaresFrom(user, { x, y }) > 0) candidates.push({ x, y });
    } else {
      for (const s of picked)
        for (const [dx, dy] of SIDES) {
          const next = { x: s.x + dx, y: s.y + dy };
          const key = `${next.x},${next.y}`;
          if (!keys.has(key) && free(next) && !candidates.some((c) => c.x === next.x && c.y === next.y))
            candidates.push(next);
        }
    }
    if (candidates.length === 0) {
      ui.notifications?.warn("STEELBOUND.Area.WallBlocked", { localize: true });
      return null;
    }
    const cell = await pickSquare(
      candidates.map((c) => ({ cell: { ...c, z: 0 }, slam: false })),
      {
        grid,
        startZ: 0,
        vertical: false,
        layer: LAYER,
        color: AREA_COLOR,
        hint: () =>
          ui.notifications?.info(
            game.i18n?.format("STEELBOUND.Area.PickWall", {
              placed: String(picked.length),
              size: String(size),
            }) ?? "",
          ),
        preview: (over) => [...picked, over],
      },
    );
    if (cell === null) return null;
    picked.push({ x: cell.x, y: cell.y });
  }
  return picked;
}

function targetText(system: unknown): string {
  const text: unknown = foundry.utils.getProperty(system as object, "target.text");
  return typeof text === "string" ? text : "";
}

/** The tokens in the template the ability's target line names, seen from the user's side. */
function areaTargets(
  scene: Scene.Implementation,
  user: TokenDocument.Implementation,
  shape: ReturnType<typeof areaShape>,
  targetText: string,
  squares?: readonly Square[],
): TokenDocument.Implementation[] {
  const filter = areaTargetFilter(targetText);
  return tokensInArea(scene, shape, user, squares).filter((token) =>
    token === user ? filter.self : filterAllows(filter, sideOf(user.disposition, token.disposition)),
  );
}

/**
 * Places the item's area for `actor` on the viewed scene and targets who is inside; resolves to the
 * template, or null when the ability has no area, the user's token is not on the viewed square-grid
 * scene, or the user declined to pick a square (then the targets picked by hand stay).
 */
export async function placeAbilityArea(
  actor: Actor.Implementation,
  item: Item.Implementation,
): Promise<PlacedArea | null> {
  const area = areaOf(item.system);
  if (area === null) return null;
  // No canvas at all when Foundry runs with the canvas disabled (the global is then undefined).
  const board = typeof canvas === "undefined" ? null : canvas;
  const scene = board?.ready ? board.scene : null;
  if (!board || !(scene instanceof Scene) || !scene.grid.isSquare) return null;
  const token = sourceToken(actor.uuid, scene);
  if (token === null) return null;
  const grid = sceneGeometry(scene);
  const user = tokenFootprint(token, grid);
  let origin: Square = user;
  let wall: Square[] | null = null;
  if (area.kind === "wall") {
    wall = await pickWallSquares(area, user, grid, scene);
    if (wall === null) return null;
  } else if (area.kind === "cube" || area.kind === "line") {
    const squares = placeable(area, user, grid, scene);
    const picked = await pickSquare(
      squares.map((s) => ({ cell: { ...s, z: 0 }, slam: false })),
      {
        grid,
        startZ: 0,
        vertical: false,
        layer: LAYER,
        color: AREA_COLOR,
        hint: () => ui.notifications?.info("STEELBOUND.Area.Pick", { localize: true }),
        preview: (cell) => coveredSquares(areaShape(area, user, cell), 1 / grid.size),
      },
    );
    if (picked === null) return null;
    origin = picked;
  }
  const shape = wall === null ? areaShape(area, user, origin) : boundingRect(wall);
  const flags = {
    steelbound: {
      ...(wall === null ? {} : { [WALL_SQUARES_FLAG]: wall }),
      // R-AB-2: an aura moves with its creator and lasts as long as the ability (./aura-follow.ts keeps both).
      ...(area.kind === "aura" && token.id !== null ? auraFlags(token.id, item.uuid).steelbound : {}),
    },
  };
  const data = areaCreateData(
    templateData(shape, grid),
    flags,
    regionShapes(shape, grid, wall ?? undefined),
    {
      userId: game.user?.id ?? "",
      level: tokenLevelOf(token),
      name: item.name,
      color: AREA_CSS,
    },
  );
  let created: unknown;
  try {
    [created] = await scene.createEmbeddedDocuments(areaDocumentName() as "MeasuredTemplate", [
      data as never,
    ]);
  } catch {
    // The world refused the area (v13 TEMPLATE_CREATE; v14 REGION_CREATE, or the game is paused).
    ui.notifications?.warn(
      areaDocumentName() === "Region" ? "STEELBOUND.Area.NotPlacedRegion" : "STEELBOUND.Area.NotPlaced",
      {
        localize: true,
      },
    );
    return null;
  }
  const placed = placedArea(created);
  if (!placed) return null;
  const targets = areaTargets(scene, token, shape, targetText(item.system), wall ?? undefined);
  // fvtt-types 13 does not declare TokenLayer#setTargets, which v13 client/canvas/layers/tokens.mjs has.
  const layer = board.tokens as unknown as {
    setTargets(ids: string[], options: { mode: "replace" }): void;
  } | null;
  layer?.setTargets(
    targets.map((t) => t.id ?? ""),
    { mode: "replace" },
  );
  return placed;
}
