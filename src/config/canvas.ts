/** init: the Draw Steel token placeable, its ruler, its HUD and movement actions (v13 client/config.mjs CONFIG.Token). */
import { registerMovementActions } from "../canvas/movement-actions.ts";
import { registerDamagingTerrain } from "../canvas/damaging-terrain.ts";
import { SteelToken } from "../canvas/steel-token.ts";
import { SteelTokenRuler } from "../canvas/token-ruler.ts";
import { askingTokenHud } from "../applications/hud/token-hud.ts";

export function registerCanvas(): void {
  CONFIG.Token.objectClass = SteelToken;
  CONFIG.Token.rulerClass = SteelTokenRuler;
  // Foundry configures TokenHUD here before init; a world set up without a canvas may not.
  const hud: unknown = CONFIG.Token.hudClass;
  if (typeof hud === "function") CONFIG.Token.hudClass = askingTokenHud(CONFIG.Token.hudClass);
  registerMovementActions();
  registerDamagingTerrain();
  // R-MN-3: a squad's pool lives on its CombatantGroup, which Foundry's token bars do not watch: each member's
  // token redraws its bars (and so the minion marks) when the group changes. v13 Token RENDER_FLAGS
  // refreshBars → Token#_applyRenderFlags → drawBars (client/canvas/placeables/token.mjs).
  const redrawBars = (combatant: Combatant.Implementation) => {
    combatant.token?.object?.renderFlags.set({ refreshBars: true });
  };
  Hooks.on("updateCombatantGroup", (group) => {
    for (const member of group.members) redrawBars(member);
  });
  // A minion joining or leaving a squad changes which pool its bar shows.
  Hooks.on("updateCombatant", (combatant, changed) => {
    if ("group" in changed) redrawBars(combatant);
  });
}
