/**
 * The token HUD's condition icons, made to ask (R-AB-11, R-CN-3, R-CN-4, R-CN-8). v13 TokenHUD's `effect`
 * action (client/applications/hud/token-hud.mjs #onToggleEffect) always forces the state: a click on an icon
 * that is not lit calls `Actor#toggleStatusEffect(id, {active: true, overlay})`. SteelActor#toggleStatusEffect
 * asks for a condition's duration and source only when `active` is left open, since Steelbound's own writes
 * force it; so this HUD adds with `active` left open (Actor#toggleStatusEffect then creates the effect, the
 * same as a forced add, for an icon that is not lit) and removes as core does.
 *
 * Built at init over the configured HUD class (CONFIG.Token.hudClass), not at module load: extending a Foundry
 * class while modules load fixes the base before the running Foundry (or a stand-in) provides it.
 */
type TokenHudClass = foundry.applications.hud.TokenHUD.AnyConstructor;

export function askingTokenHud(Base: TokenHudClass): TokenHudClass {
  return class SteelTokenHUD extends Base {
    static override DEFAULT_OPTIONS = {
      actions: { effect: { handler: SteelTokenHUD.#onToggleEffect, buttons: [0, 2] } },
    };

    /** The HUD's status icon was clicked (left: plain, right: as an overlay, as in core). */
    static async #onToggleEffect(
      this: SteelTokenHUD,
      event: PointerEvent,
      target: HTMLElement,
    ): Promise<void> {
      const actor = this.document.actor;
      if (!actor) {
        ui.notifications?.warn("HUD.WarningEffectNoActor", { localize: true });
        return;
      }
      const statusId = target.dataset["statusId"] ?? "";
      const overlay = event.button === 2;
      if (target.classList.contains("active"))
        await actor.toggleStatusEffect(statusId, { active: false, overlay });
      else await actor.toggleStatusEffect(statusId, { overlay });
    }
  };
}
