/**
 * Content (issue 24): the world setting behind the welcome card, the card on the first GM "ready", and the
 * Content window's button in the Compendium sidebar (v13 client/applications/sidebar/tabs/compendium-directory.mjs
 * CompendiumDirectory renders through ApplicationV2, which calls `render<Class>` hooks with its element).
 */
import { ContentWindow } from "../applications/content/content-window.ts";
import { registerWelcomeSetting, showWelcomeOnce } from "../applications/content/welcome-card.ts";

const BUTTON_CLASS = "steelbound-content-button";

export function addContentButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector(`.${BUTTON_CLASS}`)) return;
  const header = html.querySelector(".directory-header");
  if (!header) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  button.dataset["steelboundContent"] = "open";
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-box-open";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon, ` ${game.i18n.localize("STEELBOUND.Content.Open")}`);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void ContentWindow.open();
  });
  header.append(button);
}

export function registerContent(): void {
  registerWelcomeSetting();
  Hooks.on("renderCompendiumDirectory", (_app, html) => {
    addContentButton(html);
  });
  Hooks.once("ready", () => void showWelcomeOnce());
}
