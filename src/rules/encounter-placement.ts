/**
 * Putting a built encounter on the board (R-MN-1, R-MN-10, R-MV-13): where each creature stands around the
 * point the Director picked, and how its minions form squads with captains. Pure: cells and creature facts in,
 * a plan out; the flow that writes tokens and the combat reads it.
 */
import type { Organization, Role } from "./types.ts";
import { MAX_SQUAD_SIZE, canBecomeCaptain } from "./squads.ts";

export interface PlacementBounds {
  min: { x: number; y: number };
  max: { x: number; y: number };
}

const key = (x: number, y: number) => `${x},${y}`;

/** The squares a creature of side `side` fills when its top-left square is (x, y). */
function footprint(x: number, y: number, side: number): string[] {
  const cells: string[] = [];
  for (let dx = 0; dx < side; dx++) for (let dy = 0; dy < side; dy++) cells.push(key(x + dx, y + dy));
  return cells;
}

/**
 * Top-left squares for creatures of the given sides (in squares), nearest first to `center` by rings of
 * squares around it (R-MV-13: no two creatures share a square; a big creature needs its whole footprint
 * free and inside the scene). Bigger creatures are placed first so the small ones fill the gaps; the answer
 * keeps the input order. A creature that finds no room within `maxRing` rings gets null.
 */
export function placeAround(
  center: { x: number; y: number },
  sides: readonly number[],
  occupied: Iterable<{ x: number; y: number }>,
  bounds: PlacementBounds,
  maxRing = 40,
): ({ x: number; y: number } | null)[] {
  const taken = new Set<string>();
  for (const cell of occupied) taken.add(key(cell.x, cell.y));
  const fits = (x: number, y: number, side: number) =>
    x >= bounds.min.x &&
    y >= bounds.min.y &&
    x + side - 1 <= bounds.max.x &&
    y + side - 1 <= bounds.max.y &&
    footprint(x, y, side).every((k) => !taken.has(k));
  const order = sides.map((side, index) => ({ side: Math.max(1, Math.round(side)), index }));
  order.sort((a, b) => b.side - a.side || a.index - b.index);
  const placed: ({ x: number; y: number } | null)[] = sides.map(() => null);
  for (const { side, index } of order) {
    const spot = nearestFit(center, side, maxRing, fits);
    if (!spot) continue;
    for (const k of footprint(spot.x, spot.y, side)) taken.add(k);
    placed[index] = spot;
  }
  return placed;
}

/** Ring by ring (Chebyshev distance), rows top to bottom: the first top-left square where `side` fits. */
function nearestFit(
  center: { x: number; y: number },
  side: number,
  maxRing: number,
  fits: (x: number, y: number, side: number) => boolean,
): { x: number; y: number } | null {
  // A big creature is centred on the point: its top-left square sits up and left of it.
  const origin = { x: center.x - Math.floor((side - 1) / 2), y: center.y - Math.floor((side - 1) / 2) };
  for (let ring = 0; ring <= maxRing; ring++)
    for (let dy = -ring; dy <= ring; dy++)
      for (let dx = -ring; dx <= ring; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
        if (fits(origin.x + dx, origin.y + dy, side)) return { x: origin.x + dx, y: origin.y + dy };
      }
  return null;
}

/** Every square a token covers, from its top-left square and side in squares. */
export function coveredCells(cell: { x: number; y: number }, side: number): { x: number; y: number }[] {
  return footprint(cell.x, cell.y, Math.max(1, Math.round(side))).map((k) => {
    const [x, y] = k.split(",").map(Number);
    return { x: x ?? 0, y: y ?? 0 };
  });
}

/** One creature of the encounter, as the squad planner sees it. */
export interface EncounterCreature {
  /** Creatures with the same name can share a squad (R-MN-1). */
  name: string;
  organization: Organization;
  role?: Role | null | undefined;
}

export interface SquadPlan {
  name: string;
  /** Indexes into the creature list. */
  members: number[];
  /** Index of the captain (a non-minion creature of the encounter), or null when none is left. */
  captain: number | null;
}

/**
 * R-MN-1: minions of one name form as few squads as they can (at most 8 each), sizes as even as possible.
 * R-MN-10: each squad gets its own captain among the encounter's other creatures that may lead one; choice:
 * leaders and solos come last, since they usually act on their own turn with villain actions.
 */
export function planSquads(creatures: readonly EncounterCreature[]): SquadPlan[] {
  const byName = new Map<string, number[]>();
  creatures.forEach((c, index) => {
    if (c.organization !== "minion") return;
    byName.set(c.name, [...(byName.get(c.name) ?? []), index]);
  });
  const squads: SquadPlan[] = [];
  for (const [name, indexes] of byName) {
    const count = Math.ceil(indexes.length / MAX_SQUAD_SIZE);
    let start = 0;
    for (let i = 0; i < count; i++) {
      const size = Math.ceil((indexes.length - start) / (count - i));
      squads.push({ name, members: indexes.slice(start, start + size), captain: null });
      start += size;
    }
  }
  const lateLeaders = (o: Organization) => (o === "leader" || o === "solo" ? 1 : 0);
  const candidates = creatures
    .map((c, index) => ({ c, index }))
    .filter(({ c, index }) => canBecomeCaptain({ id: String(index), ...c }, { id: "" }).ok)
    .sort((a, b) => lateLeaders(a.c.organization) - lateLeaders(b.c.organization) || a.index - b.index);
  squads.forEach((squad, i) => {
    squad.captain = candidates[i]?.index ?? null;
  });
  return squads;
}
