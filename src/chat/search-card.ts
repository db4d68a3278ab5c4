/**
 * R-CB-9 Search for Hidden Creatures, the GM's cards (src/queries/hiding/search.ts): one for everyone, naming
 * the searcher's total and each creature found with its Hide total (the found creatures' owners read that they
 * are no longer hidden); one whispered to the GMs naming the creatures that stayed hidden within reach, which the
 * searcher's side must not learn of. Content through Handlebars (names are user text, escaped).
 *
 * Message flag (docs/DATA.md): `flags.steelbound.search` = { actor, total, found } (token UUIDs found).
 */
import { templatePath } from "../constants.ts";

export const SEARCH_CARD_TEMPLATE = templatePath("chat/search-result.hbs");

export interface SearchCardFlags {
  actor: string;
  total: number;
  found: string[];
}

export interface SearchRow {
  name: string;
  total: number;
}

/** The card's context: `secret` for the GMs' card of those who stayed hidden. */
export function searchCardContext(name: string, total: number, rows: readonly SearchRow[], secret: boolean) {
  return { name, total, rows: rows.map((r) => ({ ...r })), none: rows.length === 0, secret };
}

/** Posts the public card and, when any stayed hidden, the GMs' card. */
export async function postSearchCards(
  actor: Actor.Implementation,
  total: number,
  found: readonly (SearchRow & { token: string })[],
  stayed: readonly SearchRow[],
): Promise<void> {
  const render = (rows: readonly SearchRow[], secret: boolean) =>
    foundry.applications.handlebars.renderTemplate(
      SEARCH_CARD_TEMPLATE,
      searchCardContext(actor.name, total, rows, secret),
    );
  const flags: SearchCardFlags = { actor: actor.uuid, total, found: found.map((f) => f.token) };
  await ChatMessage.create({
    content: await render(found, false),
    speaker: ChatMessage.getSpeaker({ alias: actor.name }),
    flags: { steelbound: { search: flags } },
  });
  if (stayed.length === 0) return;
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  await ChatMessage.create({
    content: await render(stayed, true),
    speaker: ChatMessage.getSpeaker({ alias: actor.name }),
    whisper: gms,
  });
}
