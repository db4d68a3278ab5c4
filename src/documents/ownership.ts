/**
 * The one ownership test of the system: does a user hold a level over a document? It asks the document
 * itself, as Foundry does everywhere (v13 common/abstract/document.mjs):
 * - Document#testUserPermission(user, level): a GM user counts as OWNER, a banned user as NONE, anyone else
 *   by Document#getUserLevel;
 * - Document#getUserLevel(user): compendium content by the pack's role levels; otherwise `ownership[user.id]
 *   ?? ownership.default ?? NONE`, where INHERIT (or no ownership field: an embedded document) defers to the
 *   parent's level. Some documents widen it (BaseChatMessage, BaseMeasuredTemplate, BaseMacro: the author
 *   holds OWNER; BaseToken, BaseCombatant: their actor's level).
 * client/documents/abstract/client-document.mjs ClientDocumentMixin#isOwner is the same test for `game.user`,
 * #hasPlayerOwner for every non-GM user.
 *
 * The user is always looked up by id in this client's own user list, so when the GM judges a player's request
 * the level comes from the GM's stored copy of the document and the GM's record of that user, never from a
 * level, a user or a flag the player wrote.
 */

/** The levels a test may ask for (v13 common/constants.mjs DOCUMENT_OWNERSHIP_LEVELS). */
export type OwnershipLevel = "LIMITED" | "OBSERVER" | "OWNER";

/** What the test reads of a document: Foundry's own permission test. */
export interface Permissioned {
  testUserPermission(user: unknown, permission: OwnershipLevel): boolean;
}

/** A user, by id or as a record carrying one (game.user, a GM query's requester, a message's author). */
export type UserRef = string | { readonly id: string | null };

/** The user record this client holds for `user`, or null (an unknown id is nobody). */
function userOf(user: UserRef | null | undefined): object | null {
  const id = typeof user === "string" ? user : (user?.id ?? null);
  if (id === null || id === "") return null;
  const record: object | undefined = game.users?.get(id);
  return record ?? null;
}

/**
 * The user holds at least `level` over `doc` (Document#testUserPermission): a GM always does; otherwise by the
 * document's stored ownership, its parent's for an embedded document. False for no document or no such user.
 */
export function userOwns(
  doc: Permissioned | null | undefined,
  user: UserRef | null | undefined,
  level: OwnershipLevel = "OWNER",
): boolean {
  const record = userOf(user);
  return doc != null && record !== null && doc.testUserPermission(record, level);
}
