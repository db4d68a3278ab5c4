/**
 * R-MV-4 damaging terrain deals its damage (src/rules/damaging-terrain.ts): the Director draws a Region with
 * Steelbound's "Damaging Terrain" behaviour (./damaging-terrain.ts: its damage, type and when it deals it);
 * the active GM applies it through the creature's own damage path (SteelActor#takeDamage: immunity, weakness,
 * a minion's squad pool) and posts one chat line for it.
 *
 * Foundry's own Region events are not the trigger. v13 raises TOKEN_TURN_START only from
 * Combat#_manageTurnEvents on the active GM (client/documents/combat.mjs #triggerTurnEvents, stored
 * 18344563855), which Steelbound's turn flow never reaches (`combat.turn` stays null; src/flows/turn-hooks.ts),
 * and TOKEN_ENTER is raised on the mover's client and sent to the others as its word
 * (client/documents/region.mjs RegionDocument#_triggerEvent emits "regionEvent", 8099812143). So:
 * - entering: on the active GM's client, the `moveToken` hook every client runs once the server stored a
 *   movement (TokenDocument#_onUpdateOperation → _onUpdateMovement, then "moveToken"), judged from the
 *   movement's origin and passed waypoints against the Regions the GM holds (RegionDocument#testPoint with an
 *   elevated point, v13; v14 the same per foundryvtt.com/api/v14 RegionDocument and TokenRegionMovementSegment);
 *   forced movement is movement too (001 §強制移動);
 * - starting a turn: Steelbound's turn-start step on the GM (src/flows/turn-hooks.ts onStartTurn).
 * A Region's behaviours only a GM creates (v13/v14 BaseRegionBehavior#canCreate: user.isGM), so what a terrain
 * deals is the Director's word; a moved token's path is its mover's, which reaches no one else's creature.
 */
import {
  entersTerrain,
  terrainDamageDue,
  TERRAIN_TRIGGERS,
  type DamageType,
  type TerrainEvent,
  type TerrainTrigger,
} from "../rules/index.ts";
import { DAMAGE_TYPES } from "../rules/types.ts";
import { SteelActor } from "../documents/actor.ts";
import { keyPart } from "../i18n.ts";
import { DAMAGING_TERRAIN_BEHAVIOR } from "./damaging-terrain.ts";

/** One damaging terrain as its behaviour says (the Region's name names it on the chat line). */
export interface DamagingTerrain {
  regionId: string;
  name: string;
  damage: number;
  type: DamageType;
  trigger: TerrainTrigger;
}

interface Point {
  x: number;
  y: number;
  elevation: number;
}
interface RegionLike {
  id: string | null;
  name: string;
  behaviors?: Iterable<{ type: string; disabled?: boolean; system: unknown }>;
  testPoint?(point: Point): boolean;
}

const numberIn = (system: unknown, key: string): number => {
  const v: unknown = typeof system === "object" && system !== null ? Reflect.get(system, key) : undefined;
  return typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0;
};
const choiceIn = <T extends string>(system: unknown, key: string, list: readonly T[], fallback: T): T => {
  const v: unknown = typeof system === "object" && system !== null ? Reflect.get(system, key) : undefined;
  return list.find((c) => c === v) ?? fallback;
};

/** The damaging terrains of a scene (its Regions' enabled Damaging Terrain behaviours that deal damage). */
export function damagingTerrains(scene: unknown): { region: RegionLike; terrain: DamagingTerrain }[] {
  const regions = (scene as { regions?: Iterable<RegionLike> } | null)?.regions ?? [];
  const out: { region: RegionLike; terrain: DamagingTerrain }[] = [];
  for (const region of regions) {
    if (typeof region.testPoint !== "function" || region.id === null) continue;
    for (const behavior of region.behaviors ?? []) {
      if (behavior.type !== DAMAGING_TERRAIN_BEHAVIOR || behavior.disabled === true) continue;
      const damage = numberIn(behavior.system, "damage");
      if (damage <= 0) continue;
      out.push({
        region,
        terrain: {
          regionId: region.id,
          name: region.name,
          damage,
          type: choiceIn(behavior.system, "damageType", DAMAGE_TYPES, "untyped"),
          trigger: choiceIn(behavior.system, "trigger", TERRAIN_TRIGGERS, "enter"),
        },
      });
    }
  }
  return out;
}

interface TokenLike {
  parent: unknown;
  actor: Actor.Implementation | null;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  elevation: number;
}

/** The centre of a token whose top-left corner is at (x, y), as RegionDocument#tokens tests it. */
function centreOf(token: TokenLike, at: { x: number; y: number; elevation?: number }): Point {
  const size = (token.parent as { grid?: { size?: number } } | null)?.grid?.size ?? 100;
  return {
    x: at.x + (token.width * size) / 2,
    y: at.y + (token.height * size) / 2,
    elevation: at.elevation ?? token.elevation,
  };
}

/** Deals each terrain's damage to the token's creature, with one chat line each (active GM only). */
async function deal(token: TokenLike, terrains: readonly DamagingTerrain[]): Promise<void> {
  const actor = token.actor;
  if (!(actor instanceof SteelActor)) return;
  for (const terrain of terrains) {
    // The Director's defaults for which minions fall (no dialog waits inside a move).
    const report = await actor.takeDamage(terrain.damage, { type: terrain.type, chooseFallen: null });
    const type = game.i18n?.localize(`STEELBOUND.DamageType.${keyPart(terrain.type)}`) ?? terrain.type;
    const line = game.i18n?.format("STEELBOUND.DamagingTerrain.Dealt", {
      name: token.name,
      amount: String(report.dealt),
      type,
      terrain: terrain.name,
    });
    await ChatMessage.create({
      content: `<p class="steelbound damaging-terrain">${foundry.utils.escapeHTML(line ?? "")}</p>`,
      speaker: { alias: terrain.name },
    });
  }
}

/** The terrains this event deals: those whose trigger names it. */
const due = (event: TerrainEvent) => (t: { terrain: DamagingTerrain }) =>
  terrainDamageDue(t.terrain.trigger, event);

/**
 * R-MV-4 entering: a movement (origin and passed waypoints, as the server stored it) that takes the token
 * into a damaging terrain from outside deals it once.
 */
export async function terrainOnMove(
  token: TokenLike,
  movement: {
    origin: { x: number; y: number; elevation?: number };
    passed: { waypoints: readonly { x: number; y: number; elevation?: number }[] };
  },
): Promise<void> {
  if (game.user?.isActiveGM !== true) return;
  const entered = damagingTerrains(token.parent)
    .filter(due("enter"))
    .filter(({ region }) => {
      const inside = (at: { x: number; y: number; elevation?: number }) =>
        region.testPoint?.(centreOf(token, at)) === true;
      return entersTerrain(inside(movement.origin), movement.passed.waypoints.map(inside));
    });
  await deal(
    token,
    entered.map((e) => e.terrain),
  );
}

/** R-MV-4 starting a turn: each damaging terrain the token stands in deals it once (active GM only). */
export async function terrainOnTurnStart(token: TokenLike): Promise<void> {
  if (game.user?.isActiveGM !== true) return;
  const here = centreOf(token, token);
  const inside = damagingTerrains(token.parent)
    .filter(due("turnStart"))
    .filter(({ region }) => region.testPoint?.(here) === true);
  await deal(
    token,
    inside.map((e) => e.terrain),
  );
}
