/**
 * R-PR-4 (the Director grants situational edges), which of a player's card row's edges were
 * added by hand is the GM's own count, not the card's. The GM tallies the row from documents
 * (./edge-tally.ts: conditions, the ability's keywords and effects, flanking and high ground measured on the
 * board); every edge the card claims beyond that tally counts as added by hand, whatever the card's `handEdges`
 * says (a player who writes 0 there hides nothing). With the world setting `handEdgesNeedDirector` on, the GM
 * takes those edges away (as ./flanking.ts does an unmeasured flank), the row's tier is worked out again from
 * the dice, the card written back shows it, and the Director is told; with it off the GM keeps them and the
 * card written back shows its count of them. Banes the tally finds stand even when the card left them out.
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
  banes: number;
  handEdges?: number;
}

const count = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

/**
 * The world setting, as the GM's client holds it; off where it is not registered (a stand-in world without
 * settings), as trustsAbilityEdits reads its own. A registered setting that fails to read is not hidden.
 */
export function handEdgesNeedDirector(): boolean {
  const registered = game.settings?.settings.has(`${SYSTEM_ID}.${SETTINGS.handEdgesNeedDirector}`) === true;
  return registered && settings().get(SYSTEM_ID, SETTINGS.handEdgesNeedDirector);
}

/**
 * The row as the GM credits it against its own tally (`gm`, ./edge-tally.ts): `handEdges` is the GM's count of
 * edges beyond the tally, taken away when the Director requires it (`removed` counts those); banes at least
 * the tally's.
 */
export function creditedHandEdges<T extends Row>(
  row: T,
  claims: { authorIsGM: boolean; required: boolean; gm: { edges: number; banes: number } },
): { row: T; removed: number } {
  if (claims.authorIsGM) return { row, removed: 0 };
  const edges = count(row.edges);
  const banes = Math.max(count(row.banes), count(claims.gm.banes));
  const hand = Math.max(0, edges - count(claims.gm.edges));
  if (!claims.required || hand === 0) return { row: { ...row, banes, handEdges: hand }, removed: 0 };
  return { row: { ...row, edges: edges - hand, banes, handEdges: 0 }, removed: hand };
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
