/**
 * The GM's writes of a summoning (R-CB-17, R-MN-1, R-MN-2): a world copy of the summoned creature
 * owned by the summoner's owners (so its player moves and rolls it), `count` unlinked tokens of it on the free
 * squares nearest the summoner, and, when the summoner is in a combat, their combatants on the heroes' side
 * acting right after the summoner, minions as one squad sharing a pool. The copy is marked
 * `flags.steelbound.summonedBy` (the summoner's UUID), so the encounter's end and a dismissal find it
 * (src/documents/summons.ts).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { coveredCells, placeAround, type Cell } from "../../rules/index.ts";
import { MonsterModel } from "../../data/actor/monster.ts";
import { SteelCombatantGroup } from "../../documents/combatant-group.ts";
import { SUMMONED_BY } from "../../documents/summons.ts";
import { footprintSide, sceneBounds, tokenCell, type SquareGeometry } from "../../canvas/grid-cells.ts";

export interface Summoning {
  summoner: Actor.Implementation;
  /** The summoner's token on the board the summons appear on. */
  token: TokenDocument.Implementation;
  creature: Actor.Implementation;
  count: number;
  /** The summoner's combatant, when it is in a combat. */
  combatant: Combatant.Implementation | null;
}

function occupiedCells(scene: Scene.Implementation, grid: SquareGeometry): Cell[] {
  return scene.tokens.contents.flatMap((t) => {
    const cell = tokenCell(t, grid);
    return coveredCells(cell, footprintSide(t.width)).map((c) => ({ ...c, z: cell.z }));
  });
}

/** The summoner's own copy of the creature (one per summoning: it leaves with its summons). */
async function summonedActor(summoning: Summoning): Promise<Actor.Implementation | null> {
  const source = summoning.creature.toObject() as Record<string, unknown>;
  delete source["_id"];
  const prototype = (source["prototypeToken"] ?? {}) as Record<string, unknown>;
  const flags = (source["flags"] ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const data = {
    ...source,
    folder: null,
    ownership: { ...summoning.summoner.ownership },
    prototypeToken: { ...prototype, actorLink: false, disposition: CONST.TOKEN_DISPOSITIONS.FRIENDLY },
    flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], [SUMMONED_BY]: summoning.summoner.uuid } },
  };
  // Creation data in the creature's own source shape (Document#toObject), as the encounter placement writes.
  const created = await Actor.implementation.create(data as unknown as Actor.CreateData);
  return created ? (created as unknown as Actor.Implementation) : null;
}

/** Writes the summoning; the number of creatures placed (0 when there was no room next to the summoner). */
export async function placeSummons(summoning: Summoning): Promise<number> {
  const scene = summoning.token.parent;
  if (!scene?.grid.isSquare) return 0;
  const grid: SquareGeometry = { size: scene.grid.size, distance: scene.grid.distance };
  const side = footprintSide(summoning.creature.prototypeToken.width || 1);
  const center = tokenCell(summoning.token, grid);
  const spots = placeAround(
    center,
    Array.from({ length: summoning.count }, () => side),
    occupiedCells(scene, grid),
    sceneBounds(scene.dimensions.sceneRect, grid),
    3,
  ).filter((s) => s !== null);
  if (spots.length === 0) return 0;
  const actor = await summonedActor(summoning);
  if (actor === null) return 0;
  const tokenData: TokenDocument.CreateData[] = [];
  for (const spot of spots) {
    const token = await actor.getTokenDocument({ x: spot.x * grid.size, y: spot.y * grid.size });
    tokenData.push(token.toObject());
  }
  const tokens = await scene.createEmbeddedDocuments("Token", tokenData);
  const combat = summoning.combatant?.parent ?? null;
  const leader = summoning.combatant?.id ?? null;
  if (combat === null || leader === null) return tokens.length;
  // R-MN-1, R-MN-2: summoned minions are one squad sharing a pool.
  let group: string | null = null;
  if (actor.system instanceof MonsterModel && actor.system.isMinion) {
    const data = SteelCombatantGroup.squadData(actor.name, actor.system.stamina.max, tokens.length);
    const [created] = await combat.createEmbeddedDocuments("CombatantGroup", [data]);
    group = created?.id ?? null;
  }
  await combat.createEmbeddedDocuments(
    "Combatant",
    tokens.map((t) => ({
      tokenId: t.id,
      sceneId: scene.id,
      actorId: actor.id,
      ...(group === null ? {} : { group }),
      // R-CB-17: they act right after the summoner, on its side.
      flags: { [SYSTEM_ID]: { summoner: leader, side: "heroes" } },
    })),
  );
  return tokens.length;
}
