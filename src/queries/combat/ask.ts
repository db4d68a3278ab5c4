/**
 * Sends a combat request on behalf of the current user through the `steelbound.gm` query (src/queries):
 * the active GM handles it locally, a player's request travels to the active GM, where the combat kinds of
 * ./requests.ts parse and authorize it. Refusals are shown to the requester by `requestGm`.
 */
import { requestGm } from "../../documents/gm-channel/request-gm.ts";

export type CombatRequest =
  | { kind: "takeTurn"; combatId: string; combatantId: string }
  | { kind: "endTurn"; combatId: string }
  | { kind: "chooseFirstSide"; combatId: string; side: "heroes" | "director" };

/** True when the GM carried the request out. */
export async function askGm(request: CombatRequest): Promise<boolean> {
  return (await requestGm(request)) !== null;
}
