/**
 * The token ruler's waypoint labels in the preview gallery (templates/canvas/waypoint-label.hbs), with the
 * context SteelTokenRuler#_getWaypointLabelContext gives them: core's label context (action icon, cost
 * units, elevation) plus `steelbound` (squares spent / allowed, the leg's squares, past speed, free strikes).
 */
import type { SteelWaypointLabel } from "../../src/canvas/token-ruler.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

function label(id: string, title: string, steelbound: SteelWaypointLabel, last = true): FixtureView {
  return {
    id,
    title,
    // In Foundry the label sits in the #measurement HUD; the gallery shows it on its own.
    classes: ["token-ruler-labels"],
    width: 240,
    parts: [["label", "canvas/waypoint-label.hbs"]],
    context: {
      action: { icon: "fa-solid fa-person-walking" },
      cssClass: last ? "last" : "",
      cost: { units: "sq" },
      elevation: { total: 0, icon: "fa-solid fa-arrows-up-down", hidden: true },
      steelbound,
    },
  };
}

export function canvasFixtureViews(): FixtureView[] {
  const within = { used: "3", limit: "5", delta: "+2", over: false, freeStrikes: [], cannotStop: false };
  return [
    label(
      "ruler-label-within-speed",
      "Token ruler — 3 of 5 squares, an enemy's square crossed",
      within,
      false,
    ),
    label("ruler-label-over-speed", "Token ruler — past speed, goblins get free strikes", {
      used: "7",
      limit: "5",
      delta: "+1",
      over: true,
      freeStrikes: ["Goblin Spinecleaver ×5", "Goblin Shieldbearer"],
      cannotStop: false,
    }),
    label("ruler-label-cannot-stop", "Token ruler — ending in an ally's square", {
      ...within,
      used: "2",
      delta: "+1",
      cannotStop: true,
    }),
    label("ruler-label-sneaking", "Token ruler — hidden outside combat, sneaking at half speed (R-CB-9)", {
      ...within,
      used: "2",
      limit: "2",
      delta: "+1",
      sneaking: true,
    }),
  ];
}
