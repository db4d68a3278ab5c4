/** init: the Draw Steel token placeable, its ruler and movement actions (v13 client/config.mjs CONFIG.Token). */
import { registerMovementActions } from "../canvas/movement-actions.ts";
import { SteelToken } from "../canvas/steel-token.ts";
import { SteelTokenRuler } from "../canvas/token-ruler.ts";

export function registerCanvas(): void {
  CONFIG.Token.objectClass = SteelToken;
  CONFIG.Token.rulerClass = SteelTokenRuler;
  registerMovementActions();
}
