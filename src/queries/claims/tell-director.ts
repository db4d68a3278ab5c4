/**
 * The GM tells the Director once per card row that a claim was taken away (./flanking.ts, ./hand-edges.ts):
 * the GM reads a card more than once per request, so each kind of warning remembers the rows it told of
 * (per client, src/documents/client-state.ts; all forgotten at once past 500).
 */
import { clientState } from "../../documents/client-state.ts";

const MAX_TOLD = 500;

/** Warns the Director with `key` formatted from `data`, unless this row of this card was told of already. */
export function tellDirectorOnce(
  kind: string,
  row: { cardId: string; token: string },
  key: string,
  data: Record<string, string>,
): void {
  const told = clientState(`told:${kind}`, () => new Set<string>());
  const id = `${row.cardId}|${row.token}`;
  if (told.has(id)) return;
  if (told.size >= MAX_TOLD) told.clear();
  told.add(id);
  ui.notifications?.warn(game.i18n?.format(key, data) ?? key);
}
