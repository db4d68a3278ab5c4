/**
 * The Director's built encounter onto the scene in one go (R-MN-1, R-MN-10, R-MV-13): monsters from a
 * compendium are imported into the world (as v13 WorldCollection#importFromCompendium does, but in one
 * batch: `fromCompendium` data, then one Actor.createDocuments), their tokens land on free squares around
 * the picked square (one Token create), and one new Combat is created with every combatant — the monsters
 * and the heroes' tokens already on the scene — and its minion squads with their captains embedded
 * (v13 Document.create keeps embedded ids with `keepEmbeddedIds`, so squad, captain and member ids are
 * known before the write). Three round trips at most, whatever the encounter's size.
 */
import { planSquads, placeAround, coveredCells, type Cell } from "../rules/index.ts";
import type { MonsterLine } from "../data/settings/encounter.ts";
import { MonsterModel } from "../data/actor/monster.ts";
import { isHero, isRetainer } from "../documents/combat/actor-facts.ts";
import { SteelCombatantGroup } from "../documents/combatant-group.ts";
import { SteelActor } from "../documents/actor.ts";
import { SteelCombat } from "../documents/combat.ts";
import { footprintSide, sceneBounds, tokenCell, type SquareGeometry } from "../canvas/grid-cells.ts";

export type PlaceEncounterResult =
  | { ok: true; combat: Combat.Implementation; placed: number; unplaced: number; squads: number }
  | { ok: false; error: string };

/** The line's actor in the world: itself, one imported earlier from the same compendium entry, or null. */
function worldActorFor(uuid: string, doc: Actor.Implementation): Actor.Implementation | null {
  if (!doc.pack) return doc;
  const world = game.actors?.find((a) => a._stats.compendiumSource === uuid);
  return world instanceof SteelActor ? world : null;
}

/** R-EB-3 lines → world actors, importing the compendium ones not yet in the world in one write. */
async function actorsFor(lines: readonly MonsterLine[]): Promise<Map<string, Actor.Implementation>> {
  const found = new Map<string, Actor.Implementation>();
  const imports: { uuid: string; data: object }[] = [];
  for (const line of lines) {
    if (line.count <= 0 || found.has(line.uuid)) continue;
    const doc = await fromUuid(line.uuid);
    if (!(doc instanceof SteelActor)) continue;
    const world = worldActorFor(line.uuid, doc);
    if (world) found.set(line.uuid, world);
    else if (game.actors && !imports.some((i) => i.uuid === line.uuid))
      imports.push({ uuid: line.uuid, data: game.actors.fromCompendium(doc) });
  }
  if (imports.length > 0) {
    // fromCompendium returns the document's source shape; createDocuments types it as creation data.
    const data = imports.map((i) => i.data) as Actor.CreateData[];
    const created = await Actor.implementation.createDocuments(data);
    created.forEach((actor, i) => {
      const uuid = imports[i]?.uuid;
      if (uuid && actor instanceof SteelActor) found.set(uuid, actor);
    });
  }
  return found;
}

/** Squares already covered by a token on the scene (the dead lie there too). */
function occupiedCells(scene: Scene.Stored, grid: SquareGeometry): Cell[] {
  return scene.tokens.contents.flatMap((t) => {
    const cell = tokenCell(t, grid);
    return coveredCells(cell, footprintSide(t.width)).map((c) => ({ ...c, z: cell.z }));
  });
}

/** The scene's free squares (inside the scene, no token on them): where the Director may point. */
export function freeSquares(scene: Scene.Stored): Cell[] {
  if (!scene.grid.isSquare) return [];
  const grid: SquareGeometry = { size: scene.grid.size, distance: scene.grid.distance };
  const { min, max } = sceneBounds(scene.dimensions.sceneRect, grid);
  const taken = new Set(occupiedCells(scene, grid).map((c) => `${c.x},${c.y}`));
  const free: Cell[] = [];
  for (let y = min.y; y <= max.y; y++)
    for (let x = min.x; x <= max.x; x++) if (!taken.has(`${x},${y}`)) free.push({ x, y, z: 0 });
  return free;
}

const sideOf = (actor: Actor.Implementation) => footprintSide(actor.prototypeToken.width || 1);

/** Places the encounter's monsters around `center` and opens a combat with them and the heroes on the scene. */
export async function placeEncounter(
  lines: readonly MonsterLine[],
  scene: Scene.Stored,
  center: { x: number; y: number },
): Promise<PlaceEncounterResult> {
  if (!game.user?.isGM || !scene.grid.isSquare)
    return { ok: false, error: "STEELBOUND.Director.Place.Error.Scene" };
  const actors = await actorsFor(lines);
  const creatures = lines.flatMap((line) => {
    const actor = actors.get(line.uuid);
    return actor ? Array.from({ length: Math.max(0, line.count) }, () => actor) : [];
  });
  if (creatures.length === 0) return { ok: false, error: "STEELBOUND.Director.Place.Error.Empty" };
  const grid: SquareGeometry = { size: scene.grid.size, distance: scene.grid.distance };
  const bounds = sceneBounds(scene.dimensions.sceneRect, grid);
  const spots = placeAround(center, creatures.map(sideOf), occupiedCells(scene, grid), bounds);

  const tokenData: TokenDocument.CreateData[] = [];
  const placedActors: Actor.Implementation[] = [];
  for (const [i, actor] of creatures.entries()) {
    const spot = spots[i];
    if (!spot) continue;
    const token = await actor.getTokenDocument({ x: spot.x * grid.size, y: spot.y * grid.size });
    tokenData.push(token.toObject());
    placedActors.push(actor);
  }
  if (tokenData.length === 0) return { ok: false, error: "STEELBOUND.Director.Place.Error.NoRoom" };
  const tokens = await scene.createEmbeddedDocuments("Token", tokenData);

  const heroes = scene.tokens.contents.filter((t) => isHero(t.actor) || isRetainer(t.actor));
  const combat = await createCombat(scene, tokens, placedActors, heroes);
  if (!combat) return { ok: false, error: "STEELBOUND.Director.Place.Error.Combat" };
  return {
    ok: true,
    combat,
    placed: tokens.length,
    unplaced: creatures.length - tokens.length,
    squads: combat.groups.size,
  };
}

type TokenRef = { id: string | null; actorId: string | null };

/** One Combat create carrying every combatant and each squad (with its captain) as embedded documents. */
async function createCombat(
  scene: Scene.Stored,
  tokens: readonly TokenRef[],
  actors: readonly Actor.Implementation[],
  heroes: readonly TokenRef[],
): Promise<Combat.Implementation | null> {
  const combatantOf = (token: TokenRef) => ({
    _id: foundry.utils.randomID(),
    tokenId: token.id,
    sceneId: scene.id,
    actorId: token.actorId,
  });
  const monsters = tokens.map((token) => ({ ...combatantOf(token), group: null as string | null }));
  const plans = planSquads(
    actors.map((actor) => {
      const system = actor.system instanceof MonsterModel ? actor.system : null;
      return {
        name: actor.name,
        organization: system?.organization ?? "platoon",
        role: system?.role || null,
      };
    }),
  );
  const groups = plans.map((plan) => {
    const first = actors[plan.members[0] ?? -1];
    const stamina = first?.system instanceof MonsterModel ? first.system.stamina.max : 1;
    const _id = foundry.utils.randomID();
    const captain = plan.captain === null ? undefined : monsters[plan.captain];
    for (const index of [...plan.members, ...(captain ? [plan.captain ?? -1] : [])]) {
      const member = monsters[index];
      if (member) member.group = _id;
    }
    const data = SteelCombatantGroup.squadData(plan.name, stamina, plan.members.length);
    return { _id, ...data, system: { ...data.system, captain: captain?._id ?? "" } };
  });
  const combatants = [...heroes.map(combatantOf), ...monsters];
  // Combat creation data with embedded combatants and groups, as the v13 Combat schema stores them.
  const data = { scene: scene.id, active: true, combatants, groups } as Combat.CreateData;
  const combat = await Combat.implementation.create(data, { keepEmbeddedIds: true });
  return combat instanceof SteelCombat ? combat : null;
}
