import { groupOf } from "./combatant-group.ts";
import {
  TELEPORT_ACTIONS,
  mixesWalkAndShift,
  teleportDestinationFree,
  type Footprint,
} from "../rules/index.ts";
import { gameLocalizer } from "../i18n.ts";

/** Movements a user makes on the board; the rest (our own forced movement, "api"; "undo"; "paste") pass. */
const JUDGED_METHODS: readonly string[] = ["dragging", "keyboard"];
const DEAD_STATUS = "dead";

interface Placement {
  x: number;
  y: number;
  width: number;
  elevation: number;
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
   * R-MV-4: one movement never mixes walking and shifting. v13 TokenDocument#_preUpdate (client/documents/token.mjs)
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
    const refusal = mixesWalkAndShift(actions)
      ? "STEELBOUND.TokenRuler.MixedMove"
      : this.#teleportsOntoSomeone(waypoints)
        ? "STEELBOUND.TokenRuler.TeleportOccupied"
        : null;
    if (refusal === null) return undefined;
    ui.notifications?.warn(gameLocalizer().localize(refusal));
    return false;
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
