/**
 * Content: the world setting behind the welcome card, the card on the first GM "ready", and the
 * Content window's button in the Compendium sidebar (v13 client/applications/sidebar/tabs/compendium-directory.mjs
 * CompendiumDirectory renders through ApplicationV2, which calls `render<Class>` hooks with its element).
 */
import { openCompendiumBrowser, openContentWindow, track } from "../applications/windows.ts";
import { registerWelcomeSetting, welcomeDue } from "../applications/content/welcome-setting.ts";
import { headerButton, headerWithout } from "../applications/header-button.ts";

const BUTTON_CLASS = "steelbound-content-button";
const BROWSER_CLASS = "steelbound-browser-button";

/** The compendium browser's button, for every user (each sees only the packs they may see). */
export function addBrowserButton(html: HTMLElement): void {
  const header = headerWithout(html, BROWSER_CLASS);
  if (!header) return;
  header.append(
    headerButton({
      className: BROWSER_CLASS,
      icon: "fa-solid fa-book-atlas",
      label: game.i18n?.localize("STEELBOUND.Browser.Open") ?? "",
      dataset: { steelboundBrowser: "open" },
      onClick: () => void openCompendiumBrowser(),
    }),
  );
}

export function addContentButton(html: HTMLElement): void {
  const header = game.user?.isGM ? headerWithout(html, BUTTON_CLASS) : null;
  if (!header) return;
  header.append(
    headerButton({
      className: BUTTON_CLASS,
      icon: "fa-solid fa-box-open",
      label: game.i18n?.localize("STEELBOUND.Content.Open") ?? "",
      dataset: { steelboundContent: "open" },
      onClick: () => void openContentWindow(),
    }),
  );
}

export function registerContent(): void {
  registerWelcomeSetting();
  Hooks.on("renderCompendiumDirectory", (_app, html) => {
    addBrowserButton(html);
    addContentButton(html);
  });
  // The card's code loads only for a GM who has not seen it (content/welcome-card.ts checks again).
  Hooks.once("ready", () => {
    if (welcomeDue())
      void track(import("../applications/content/welcome-card.ts")).then(({ showWelcomeOnce }) =>
        showWelcomeOnce(),
      );
  });
}
