/**
 * "Import hero" (Forge Steel) in the Actors directory header. The import itself (forge-steel-import.ts, with
 * the converter) is loaded when a user picks a file, not at start.
 */
import { headerButton, headerRow, headerWithout } from "./header-button.ts";
import { track } from "./windows.ts";

const BUTTON_CLASS = "steelbound-forge-steel-import";

/**
 * The button, in its own action row of the directory header (v13 client/applications/sidebar/
 * document-directory.mjs PARTS.header, templates/sidebar/directory/header.hbs: `.directory-header` holds
 * the `.header-actions.action-buttons` rows). Shown to every user; one who may not create actors is told so
 * on click rather than left wondering where it went.
 */
export function addForgeSteelImportButton(html: HTMLElement, label: string): void {
  const header = headerWithout(html, BUTTON_CLASS);
  if (!header) return;
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".ds-hero,.drawsteel-hero,.json";
  input.hidden = true;
  input.className = `${BUTTON_CLASS}-file`;
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    input.value = "";
    if (file)
      void track(import("./forge-steel-import.ts")).then(({ importForgeSteelHero }) =>
        importForgeSteelHero(file),
      );
  });
  const button = headerButton({
    className: BUTTON_CLASS,
    icon: "fa-solid fa-file-import",
    label,
    onClick: () => {
      if (game.user?.hasPermission("ACTOR_CREATE")) input.click();
      else ui.notifications?.warn(game.i18n?.localize("STEELBOUND.ForgeSteel.NoPermission") ?? "");
    },
  });
  header.append(headerRow(button, input));
}
