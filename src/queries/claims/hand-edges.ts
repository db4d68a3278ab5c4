/**
 * R-PR-4 (the Director grants situational edges): a card row's `handEdges` are the edges its player added by
 * hand in the roll dialog. The card always shows them; with the world setting `handEdgesNeedDirector` on, the
 * GM does not apply them from a player's card: it takes them away (as ./flanking.ts does an unmeasured flank),
 * the row's tier is worked out again from the dice, the card written back shows it, and the Director is told.
 * The count is the card's own and can only lower the row (a player who writes 0 keeps what the card said).
 * The Director's own cards are not touched.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { settings } from "../../documents/combat/world.ts";
import { SETTINGS } from "../../data/settings/keys.ts";
import { tellDirectorOnce } from "./tell-director.ts";

interface Row {
  token: string;
  name: string;
  edges: number;
  handEdges?: number;
}

/**
 * The world setting, as the GM's client holds it; off where it is not registered (a stand-in world without
 * settings), as trustsAbilityEdits reads its own. A registered setting that fails to read is not hidden.
 */
export function handEdgesNeedDirector(): boolean {
  const registered = game.settings?.settings.has(`${SYSTEM_ID}.${SETTINGS.handEdgesNeedDirector}`) === true;
  return registered && settings().get(SYSTEM_ID, SETTINGS.handEdgesNeedDirector);
}

/** The row without its hand-added edges when the Director requires it; `removed` counts those taken away. */
export function creditedHandEdges<T extends Row>(
  row: T,
  claims: { authorIsGM: boolean; required: boolean },
): { row: T; removed: number } {
  const edges = typeof row.edges === "number" && Number.isFinite(row.edges) ? Math.max(0, row.edges) : 0;
  const hand = typeof row.handEdges === "number" && Number.isFinite(row.handEdges) ? row.handEdges : 0;
  const removed = Math.min(edges, Math.max(0, Math.trunc(hand)));
  if (!claims.required || claims.authorIsGM || removed === 0) return { row, removed: 0 };
  return { row: { ...row, edges: edges - removed, handEdges: 0 }, removed };
}

/** Tells the Director, once per card row, that its hand-added edges were taken away. */
export function warnHandEdges(
  cardId: string,
  row: Row,
  removed: number,
  names: { actor: string; ability: string },
): void {
  const data = { actor: names.actor, ability: names.ability, target: row.name, count: String(removed) };
  tellDirectorOnce(
    "handEdges",
    { cardId, token: row.token },
    "STEELBOUND.Query.HandEdgesRemovedDirector",
    data,
  );
}
