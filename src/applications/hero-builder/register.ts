/**
 * The "Build a hero" button in the Actors directory header, for every user who may create actors
 * (v13 common/documents/actor.mjs BaseActor.canUserCreate: the ACTOR_CREATE permission).
 */
import { HeroBuilder } from "./hero-builder.ts";

const BUTTON_CLASS = "steelbound-hero-builder-button";

export function addHeroBuilderButton(html: HTMLElement, mayCreate: boolean, label: string): void {
  if (!mayCreate || html.querySelector(`.${BUTTON_CLASS}`)) return;
  const header = html.querySelector(".directory-header");
  if (!header) return;
  const row = document.createElement("div");
  row.className = "header-actions action-buttons flexrow";
  const button = document.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  button.dataset["steelboundHeroBuilder"] = "open";
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-user-plus";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon, ` ${label}`);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void HeroBuilder.open();
  });
  row.append(button);
  header.append(row);
}

export function registerHeroBuilder(): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    addHeroBuilderButton(
      html,
      game.user?.hasPermission("ACTOR_CREATE") ?? false,
      game.i18n?.localize("STEELBOUND.HeroBuilder.Open") ?? "",
    );
  });
}
