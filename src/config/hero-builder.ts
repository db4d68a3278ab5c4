/** The hero builder's button in the Actors directory header (`renderActorDirectory`). */
import { addHeroBuilderButton } from "../applications/hero-builder/builder-button.ts";

export function registerHeroBuilder(): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    addHeroBuilderButton(
      html,
      game.user?.hasPermission("ACTOR_CREATE") ?? false,
      game.i18n?.localize("STEELBOUND.HeroBuilder.Open") ?? "",
    );
  });
}
