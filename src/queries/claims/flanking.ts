import { tellDirectorOnce } from "./tell-director.ts";
/**
 * The GM does not take a flanking edge from a card on its author's word. A card row's
 * `flanked` says one of its edges is the flanking edge the roll dialog counted (R-CB-12, 004 「挟撃」: an
 * edge on melee strikes when the user and an ally stand adjacent on opposite sides of the target, each with
 * line of effect to it and able to take triggered actions). The GM measures that flank again on the board as
 * it stands (src/canvas/flanking-board.ts, injected) and, where the board or the ability does not bear it out,
 * takes that one edge away: the row's tier is then recomputed from the dice as every other number is, and the
 * card the GM writes back shows the lower tier on every client. Other edges and banes the player chose are
 * not touched here (./verify.ts clamps them). The Director's own cards are not measured.
 */

/** A card row as read from the card (before ./verify.ts clamps it). */
interface Row {
  token: string;
  name: string;
  edges: number;
  flanked?: boolean;
}

export interface FlankingClaims {
  authorIsGM: boolean;
  /** The ability, as the GM reads the item, is a melee strike (R-CB-12: the edge is on melee strikes only). */
  meleeStrike: boolean;
  /** The acting creature flanks this target (a token UUID) with an ally, as the GM measures the board. */
  flanks: (token: string) => boolean;
}

/** The row with its flanking edge only where the GM bears it out; `removed` when the GM took it away. */
export function creditedFlanking<T extends Row>(
  row: T,
  claims: FlankingClaims,
): { row: T; removed: boolean } {
  if (row.flanked !== true || claims.authorIsGM) return { row, removed: false };
  if (claims.meleeStrike && claims.flanks(row.token)) return { row, removed: false };
  const edges = typeof row.edges === "number" && Number.isFinite(row.edges) ? row.edges - 1 : 0;
  return { row: { ...row, edges: Math.max(0, edges), flanked: false }, removed: true };
}

/** Tells the Director, once per card row, that the card's flanking edge was taken away. */
export function warnFlanking(cardId: string, row: Row, names: { actor: string; ability: string }): void {
  const data = { actor: names.actor, ability: names.ability, target: row.name };
  tellDirectorOnce(
    "flanking",
    { cardId, token: row.token },
    "STEELBOUND.Query.FlankingNotOnBoardDirector",
    data,
  );
}
