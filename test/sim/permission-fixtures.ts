/** Users and documents shared by the permission tests. */
import { OWNERSHIP, USER_ROLES, type SimDocRef, type SimUser } from "./permissions.ts";

export const gm: SimUser = { id: "gm00000000000000", role: USER_ROLES.GAMEMASTER };
export const assistant: SimUser = { id: "asst000000000000", role: USER_ROLES.ASSISTANT };
export const trusted: SimUser = { id: "trust00000000000", role: USER_ROLES.TRUSTED };
export const player: SimUser = { id: "player0000000000", role: USER_ROLES.PLAYER };
export const other: SimUser = { id: "other00000000000", role: USER_ROLES.PLAYER };
export const banned: SimUser = { id: "banned0000000000", role: USER_ROLES.NONE };

export function doc(
  documentName: string,
  source: Record<string, unknown>,
  parent: SimDocRef | null = null,
): SimDocRef {
  return { documentName, source, parent };
}
/** An Actor the player owns, the other player observes, everyone else sees nothing. */
export const hero = doc("Actor", {
  _id: "hero000000000000",
  ownership: { default: OWNERSHIP.NONE, [player.id]: OWNERSHIP.OWNER, [other.id]: OWNERSHIP.OBSERVER },
});
export const monster = doc("Actor", { _id: "monster000000000", ownership: { default: OWNERSHIP.LIMITED } });
