/**
 * The "Build a hero" button in the Actors directory header (registered by src/config/hero-builder.ts), for every user who may create actors
 * (v13 common/documents/actor.mjs BaseActor.canUserCreate: the ACTOR_CREATE permission).
 */
import { openHeroBuilder } from "../windows.ts";
import { headerButton, headerRow, headerWithout } from "../header-button.ts";

const BUTTON_CLASS = "steelbound-hero-builder-button";

export function addHeroBuilderButton(html: HTMLElement, mayCreate: boolean, label: string): void {
  const header = mayCreate ? headerWithout(html, BUTTON_CLASS) : null;
  if (!header) return;
  const button = headerButton({
    className: BUTTON_CLASS,
    icon: "fa-solid fa-user-plus",
    label,
    dataset: { steelboundHeroBuilder: "open" },
    onClick: () => void openHeroBuilder(),
  });
  header.append(headerRow(button));
}
