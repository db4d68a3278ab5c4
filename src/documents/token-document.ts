import { groupOf } from "./combatant-group.ts";
import {
  ENDED_BY_TELEPORT,
  SHIFT_ACTIONS,
  TELEPORT_ACTIONS,
  canJumpFrom,
  mixesWalkAndShift,
  proneMayMove,
  teleportDestinationFree,
  teleportsInPlace,
  type Footprint,
} from "../rules/index.ts";
import { gameLocalizer } from "../i18n.ts";
import { requestGm } from "./gm-channel/request-gm.ts";

/** Movements a user makes on the board; the rest (our own forced movement, "api"; "undo"; "paste") pass. */
const JUDGED_METHODS: readonly string[] = ["dragging", "keyboard"];
const DEAD_STATUS = "dead";

interface Placement {
  x: number;
  y: number;
  width: number;
  elevation: number;
}

/** A movement waypoint as `_preUpdateMovement` reads it: its placement, action and terrain (v13 TerrainData). */
type Judged = Placement & { action?: string; terrain?: unknown };

/** R-MV-1, R-MV-4: the terrain a waypoint entered (v13 TerrainData's difficulty; `damaging` where it carries it). */
function terrainAt(waypoint: Judged): { difficult: boolean; damaging: boolean } {
  const terrain = waypoint.terrain as { difficulty?: number | null; damaging?: unknown } | null | undefined;
  const difficulty = terrain ? (terrain.difficulty === null ? Infinity : (terrain.difficulty ?? 1)) : 1;
  return { difficult: difficulty > 1, damaging: terrain?.damaging === true };
}

/**
 * A token's space in squares at a placement (its anchor: the square under its top-left part, as
 * src/canvas/grid-cells.ts tokenCell reads it; the layers keep that module above this one).
 */
function spaceAt(placement: Placement, gridSize: number, distance: number): Footprint {
  const inset = (Math.min(1, placement.width) * gridSize) / 2;
  return {
    x: Math.floor((placement.x + inset) / gridSize),
    y: Math.floor((placement.y + inset) / gridSize),
    z: Math.round(placement.elevation / distance),
    size: Math.max(1, Math.round(placement.width)),
  };
}

/** Steelbound TokenDocument: a minion's stamina bar shows its squad's shared pool (R-MN-2). */
export class SteelTokenDocument extends TokenDocument {
  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions) {
    const bar = super.getBarAttribute(barName, options);
    if (bar?.type !== "bar" || bar.attribute !== "stamina") return bar;
    const combatant = this.combatant;
    const squad = combatant ? groupOf(combatant)?.squad : null;
    if (!squad) return bar;
    // The pool is changed through damage and healing rules, not by dragging the bar.
    return { ...bar, value: squad.pool, max: squad.maxPool, editable: false };
  }

  /**
   * R-MV-4: one movement never mixes walking and shifting (and the step refusals below). v13 TokenDocument#_preUpdate (client/documents/token.mjs)
   * awaits `_preUpdateMovement(movement, operation)` on the moving user's client with the movement's final
   * waypoints and drops the movement when it answers false (the base method does nothing). A drag or a keyboard
   * move the ruler already showed red is refused here, with the ruler's words.
   */
  protected override async _preUpdateMovement(
    movement: TokenDocument.PreMovementOptions,
    operation: TokenDocument.Database.UpdateOperation,
  ): Promise<boolean | undefined> {
    if ((await super._preUpdateMovement(movement, operation)) === false) return false;
    if (!JUDGED_METHODS.includes(movement.method)) return undefined;
    const waypoints = [...movement.passed.waypoints, ...movement.pending.waypoints];
    const actions = waypoints.map((w) => w.action);
    if (actions.includes("ride")) return this.#askRide(waypoints.at(-1));
    const refusal = mixesWalkAndShift(actions)
      ? "STEELBOUND.TokenRuler.MixedMove"
      : this.#teleportsOntoSomeone(waypoints)
        ? "STEELBOUND.TokenRuler.TeleportOccupied"
        : this.#stepRefusal([movement.origin, ...waypoints]);
    if (refusal === null) return undefined;
    ui.notifications?.warn(gameLocalizer().localize(refusal));
    return false;
  }

  /**
   * R-CB-8 Ride: the rider's drag with the Ride action says where its mount goes. The rider's own token does not
   * move here; the GM moves the mount (its speed, once a round for each) and the rider with it
   * (src/queries/mount/request.ts). Refusals reach the rider as the GM query's words.
   */
  #askRide(last: { x: number; y: number } | undefined): false {
    const scene = this.parent;
    if (!last || !scene?.id || !this.id) return false;
    const request = { kind: "mount", action: "ride", sceneId: scene.id, rider: this.id } as const;
    requestGm({ ...request, to: { x: Math.round(last.x), y: Math.round(last.y) } }).catch(
      (error: unknown) => {
        console.warn("steelbound | the ride request failed", error);
      },
    );
    return false;
  }

  /**
   * R-MV-6, R-CN-4, R-CN-6 (001 §テレポート): 「「つかまれた状態(Grabbed)」や「拘束状態(Restrained)」のコンディションを受けて
   * いる間にテレポートした場合、それらのコンディションは解除される」. v13 TokenDocument._onUpdateOperation calls
   * `_onUpdateMovement(movement, operation, user)` on every client once the movement is written; the client of
   * the user who moved the token (it owns the token, so its creature's effects) ends the two conditions when a
   * waypoint of the movement was a teleport. An effect carrying other statuses keeps them.
   */
  protected override _onUpdateMovement(
    movement: TokenDocument.MovementOperation,
    operation: TokenDocument.Database.UpdateOperation,
    user: User.Implementation,
  ): void {
    super._onUpdateMovement(movement, operation, user);
    if (!user.isSelf || !movement.passed.waypoints.some((w) => TELEPORT_ACTIONS.has(w.action))) return;
    endTeleportedConditions(this.actor).catch((error: unknown) => {
      console.warn("steelbound | a teleport could not end grabbed or restrained", error);
    });
  }

  /**
   * The refusals the ruler shows red, judged step by step from the movement's origin (the same rules as
   * src/rules/movement-path.ts pricePath): R-MV-6 a teleport back into the space it leaves
   * (「同じマスから同じマスへテレポートすることはできない」), R-CN-5 a prone creature climbing, jumping, swimming or
   * flying, R-MV-5 a jump out of difficult or damaging terrain, R-MV-4 a shift into damaging terrain.
   */
  #stepRefusal(chain: readonly Judged[]): string | null {
    const scene = this.parent;
    const [size, distance] = [scene?.grid.size ?? 100, scene?.grid.distance ?? 1];
    const prone = this.actor?.statuses.has("prone") ?? false;
    for (let i = 1; i < chain.length; i++) {
      const [from, to] = [chain[i - 1], chain[i]];
      if (!from || !to) continue;
      const action = to.action ?? "";
      if (
        TELEPORT_ACTIONS.has(action) &&
        teleportsInPlace(spaceAt(from, size, distance), spaceAt(to, size, distance))
      )
        return "STEELBOUND.TokenRuler.TeleportSameSquare";
      if (prone && !proneMayMove(action)) return "STEELBOUND.TokenRuler.ProneMove";
      if (action === "jump" && !canJumpFrom(terrainAt(from))) return "STEELBOUND.TokenRuler.JumpFromTerrain";
      if (SHIFT_ACTIONS.has(action) && terrainAt(to).damaging) return "STEELBOUND.TokenRuler.ShiftDamaging";
    }
    return null;
  }

  /**
   * R-MV-6: 「テレポートの目的地は、別のクリーチャーやオブジェクトによって占有されていてはならない」 — a teleport
   * waypoint landing on any square of another living creature's space. The same creatures the ruler prices
   * (src/canvas/movement-board.ts readCreatures): a token hidden from a player is not counted on their client,
   * so the refusal never reveals it (the book is silent on unseen occupants).
   */
  #teleportsOntoSomeone(waypoints: readonly (Placement & { action: string })[]): boolean {
    const scene = this.parent;
    if (!scene) return false;
    const [size, distance] = [scene.grid.size, scene.grid.distance];
    const seesHidden = game.user?.isGM ?? false;
    const others: Footprint[] = scene.tokens
      .filter((t) => t.id !== this.id && !t.hasStatusEffect(DEAD_STATUS) && (seesHidden || !t.hidden))
      .map((t) => spaceAt(t, size, distance));
    return waypoints.some(
      (w) => TELEPORT_ACTIONS.has(w.action) && !teleportDestinationFree(spaceAt(w, size, distance), others),
    );
  }
}

/** R-MV-6: ends grabbed and restrained on the creature that teleported (its own effects, which the mover owns). */
async function endTeleportedConditions(actor: Actor.Implementation | null): Promise<void> {
  if (!actor?.isOwner) return;
  const ended = new Set<string>(ENDED_BY_TELEPORT);
  const remove: string[] = [];
  const keep: { _id: string; statuses: string[] }[] = [];
  for (const effect of actor.effects) {
    if (!effect.id || ![...effect.statuses].some((s) => ended.has(s))) continue;
    const rest = [...effect.statuses].filter((s) => !ended.has(s));
    if (rest.length === 0) remove.push(effect.id);
    else keep.push({ _id: effect.id, statuses: rest });
  }
  if (remove.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", remove);
  if (keep.length > 0) await actor.updateEmbeddedDocuments("ActiveEffect", keep);
}
