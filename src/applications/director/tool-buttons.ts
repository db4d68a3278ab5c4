/**
 * The buttons that open the Director's tools in the Actors sidebar header (registered by
 * src/config/director-tools.ts). The encounter
 * builder, the monster builder and the negotiation tracker are the GM's; players get the montage tracker,
 * read-only.
 */
import type { DirectorTool } from "../../data/settings/director-store.ts";
import {
  openEncounterBuilder,
  openMonsterBuilder,
  openMontageTracker,
  openNegotiationTracker,
  openTestCall,
} from "../windows.ts";

interface ToolButton {
  /** The saved tools, and the monster builder (its draft lives in its window, no setting). */
  tool: DirectorTool | "monster" | "test";
  icon: string;
  label: string;
  gmOnly: boolean;
  open: () => Promise<void>;
}

export const DIRECTOR_TOOL_BUTTONS: readonly ToolButton[] = [
  {
    tool: "encounter",
    icon: "fa-solid fa-dragon",
    label: "STEELBOUND.Director.Encounter.Open",
    gmOnly: true,
    open: openEncounterBuilder,
  },
  {
    tool: "monster",
    icon: "fa-solid fa-hammer",
    label: "STEELBOUND.Director.MonsterBuilder.Open",
    gmOnly: true,
    open: openMonsterBuilder,
  },
  {
    tool: "montage",
    icon: "fa-solid fa-film",
    label: "STEELBOUND.Director.Montage.Open",
    gmOnly: false,
    open: openMontageTracker,
  },
  {
    tool: "negotiation",
    icon: "fa-solid fa-handshake",
    label: "STEELBOUND.Director.Negotiation.Open",
    gmOnly: true,
    open: openNegotiationTracker,
  },
  {
    tool: "test",
    icon: "fa-solid fa-dice-d10",
    label: "STEELBOUND.TestCall.Open",
    gmOnly: true,
    open: async () => {
      await openTestCall();
    },
  },
];

const TOOLS_CLASS = "steelbound-director-tools";

/** Adds the tool buttons under the Actors directory's own header buttons (once per render of the header). */
export function addDirectorButtons(
  html: HTMLElement,
  isGM: boolean,
  localize: (key: string) => string,
): void {
  if (html.querySelector(`.${TOOLS_CLASS}`)) return;
  const header = html.querySelector(".directory-header");
  if (!header) return;
  const row = document.createElement("div");
  row.className = `${TOOLS_CLASS} header-actions action-buttons flexrow`;
  for (const button of DIRECTOR_TOOL_BUTTONS) {
    if (button.gmOnly && !isGM) continue;
    const element = document.createElement("button");
    element.type = "button";
    element.dataset["steelboundTool"] = button.tool;
    const icon = document.createElement("i");
    icon.className = button.icon;
    icon.setAttribute("aria-hidden", "true");
    element.append(icon, ` ${localize(button.label)}`);
    element.addEventListener("click", (event) => {
      event.preventDefault();
      void button.open();
    });
    row.append(element);
  }
  if (row.childElementCount > 0) header.append(row);
}
