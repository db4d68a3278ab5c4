/** A GM button in the token controls that opens the minion squad manager (R-MN-1). */
import { openSquadManager } from "../applications/windows.ts";

export function registerSquadControl(): void {
  Hooks.on("getSceneControlButtons", (controls) => {
    const tokens = controls["tokens"];
    if (!tokens) return;
    tokens.tools["steelboundSquads"] = {
      name: "steelboundSquads",
      title: "STEELBOUND.Squad.Title",
      icon: "fa-solid fa-people-group",
      order: Object.keys(tokens.tools).length,
      button: true,
      visible: game.user?.isGM ?? false,
      onChange: () => void openSquadManager(),
    };
  });
}
