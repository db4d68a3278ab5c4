/**
 * An in-memory world for the `forcedMove` request kind: one ability-use message whose tiers push, a
 * board (the acting hero at (0,0), targets east of it) and a recorder of every commit.
 */
import { memoryLedger } from "../../src/queries/ledger.ts";
import type { ForcedMoveWorld, ForcedMoveWrite } from "../../src/queries/forced-move/request.ts";
import type { BoardView } from "../../src/canvas/forced-move-options.ts";
import type { AbilityUseView, TargetSnapshot } from "../../src/documents/gm-channel/apply-results-types.ts";
import type { AbilityTierData, Cell, CreatureSize, Occupant } from "../../src/rules/index.ts";
import {
  ABILITY_UUID,
  HERO_UUID,
  MESSAGE_ID,
  PLAYER,
  creature,
  messageTarget,
  rollInput,
  tier,
  tokenUuid,
} from "./apply-world.ts";

export const SOURCE_TOKEN = "Scene.scene00000000001.Token.sourcetoken00001";

export function forced(
  kind: AbilityTierData["forced"]["kind"],
  distance: number,
  vertical = false,
): Partial<AbilityTierData> {
  return { forced: { kind, distance, vertical } };
}

export interface ForcedMoveSetup {
  /** The same forced movement on every tier (the roll's tier then doesn't matter). */
  movement?: Partial<AbilityTierData>;
  snapshot?: Partial<TargetSnapshot>;
  /** Target 1's square; the hero stands at (0,0). */
  at?: Cell;
  occupants?: Occupant[];
  walls?: (from: Cell, to: Cell) => boolean;
  moved?: number[];
  /** The ability's keywords and the acting hero's size (R-MV-9). */
  keywords?: string[];
  moverSize?: CreatureSize | null;
}

export function forcedMoveWorld(setup: ForcedMoveSetup = {}) {
  const movement = setup.movement ?? forced("push", 3);
  const view: AbilityUseView = {
    id: MESSAGE_ID,
    authorId: PLAYER.id,
    actorUuid: HERO_UUID,
    abilityUuid: ABILITY_UUID,
    area: false,
    keywords: setup.keywords ?? [],
    moverSize: setup.moverSize === undefined ? { value: 1, letter: "M" } : setup.moverSize,
    roll: rollInput([5, 5], { tiers: [tier(3, movement), tier(6, movement), tier(9, movement)] }),
    targets: [messageTarget(1), messageTarget(2)],
  };
  const snapshots = new Map([
    [tokenUuid(1), creature(1, setup.snapshot)],
    [tokenUuid(2), creature(2)],
  ]);
  const board = (): BoardView => ({
    source: { id: SOURCE_TOKEN, footprint: { x: 0, y: 0, z: 0, size: 1 } },
    target: { id: tokenUuid(1), footprint: { ...(setup.at ?? { x: 1, y: 0, z: 0 }), size: 1 } },
    occupants: setup.occupants ?? [],
    walls: setup.walls ?? (() => false),
    bounds: { min: { x: -30, y: -30, z: -30 }, max: { x: 30, y: 30, z: 30 } },
    ground: 0,
    airborne: false,
    agility: 0,
  });
  const commits: ForcedMoveWrite[] = [];
  const moved = new Set(setup.moved ?? []);
  const world: ForcedMoveWorld = {
    findMessage: (id) => (id === MESSAGE_ID ? view : null),
    ownsActor: (uuid, userId) => uuid === HERO_UUID && userId === PLAYER.id,
    snapshot: (uuid) => snapshots.get(uuid) ?? null,
    movedTargets: () => moved,
    ledger: memoryLedger(),
    board: (token, source) => (token === tokenUuid(1) && source === HERO_UUID ? board() : null),
    commit: (write) => {
      commits.push(write);
      moved.add(write.index);
      return Promise.resolve();
    },
  };
  return { world, commits };
}
