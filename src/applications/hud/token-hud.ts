/**
 * The token HUD's condition icons, made to ask (R-AB-11, R-CN-3, R-CN-4, R-CN-8). v13 TokenHUD's `effect`
 * action (client/applications/hud/token-hud.mjs #onToggleEffect) always forces the state: a click on an icon
 * that is not lit calls `Actor#toggleStatusEffect(id, {active: true, overlay})`. SteelActor#toggleStatusEffect
 * asks for a condition's duration and source only when `active` is left open, since Steelbound's own writes
 * force it; so this HUD adds with `active` left open (Actor#toggleStatusEffect then creates the effect, the
 * same as a forced add, for an icon that is not lit) and removes as core does.
 *
 * Mounted combat (「騎乗戦闘」「他のクリーチャーを登る」): on a token its user owns, the HUD offers to mount or climb
 * the one creature the user targets, or to dismount; on a creature's token the Director may mark it willing to
 * carry heroes (his agreement, given in his own time). The GM's `mount` request does the writing
 * (src/queries/mount/request.ts); the buttons go in the HUD's left column (v13 templates/hud/token-hud.hbs
 * `.col.left`, its control-icon buttons), after core's.
 *
 * A creature with Burrow gets the Dig maneuver's two buttons (down, up: src/flows/dig.ts).
 *
 * Built at init over the configured HUD class (CONFIG.Token.hudClass), not at module load: extending a Foundry
 * class while modules load fixes the base before the running Foundry (or a stand-in) provides it.
 */
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { MOUNT_FLAGS, mountLinks, willingMount } from "../../documents/mount-links.ts";
import { ridersOf } from "../../rules/index.ts";
import { dig } from "../../flows/dig.ts";
import { gameLocalizer } from "../../i18n.ts";

type TokenHudClass = foundry.applications.hud.TokenHUD.AnyConstructor;
type Doc = TokenDocument.Implementation;

/** The one token the user targets, when it is another token on the same scene. */
function targetedCreature(token: Doc): Doc | null {
  const targets = [...(game.user?.targets ?? [])];
  const only = targets.length === 1 ? targets[0]?.document : undefined;
  return only && only.id !== token.id && only.parent === token.parent ? only : null;
}

function button(action: string, icon: string, label: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = "control-icon steelbound-mount";
  element.dataset["action"] = action;
  element.setAttribute("aria-label", label);
  element.dataset["tooltipText"] = label;
  const glyph = document.createElement("i");
  glyph.className = icon;
  element.append(glyph);
  return element;
}

async function ask(token: Doc, action: "mount" | "climb" | "dismount"): Promise<void> {
  const scene = token.parent;
  if (!scene?.id || !token.id) return;
  const creature = action === "dismount" ? null : targetedCreature(token);
  if (action !== "dismount" && !creature?.id) {
    ui.notifications?.warn(gameLocalizer().localize("STEELBOUND.Mount.TargetOne"));
    return;
  }
  await requestGm({
    kind: "mount",
    action,
    sceneId: scene.id,
    rider: token.id,
    ...(creature?.id ? { mount: creature.id } : {}),
  });
}

export function askingTokenHud(Base: TokenHudClass): TokenHudClass {
  return class SteelTokenHUD extends Base {
    static override DEFAULT_OPTIONS = {
      actions: {
        effect: { handler: SteelTokenHUD.#onToggleEffect, buttons: [0, 2] },
        steelboundMount: SteelTokenHUD.#onMount,
        steelboundClimb: SteelTokenHUD.#onClimb,
        steelboundDismount: SteelTokenHUD.#onDismount,
        steelboundWilling: SteelTokenHUD.#onWilling,
        steelboundShakeOff: SteelTokenHUD.#onShakeOff,
        steelboundDigDown: SteelTokenHUD.#onDigDown,
        steelboundDigUp: SteelTokenHUD.#onDigUp,
      },
    };

    /** The mounting buttons this token's user may press (see the module comment). */
    protected override async _onRender(context: object, options: object): Promise<void> {
      await super._onRender(context, options);
      const token = this.document as Doc | undefined;
      const root = this.element as HTMLElement | undefined;
      if (!token?.id || !root) return;
      root.querySelectorAll(".steelbound-mount").forEach((e) => {
        e.remove();
      });
      const column = root.querySelector(".col.left") ?? root;
      const t = (key: string) => gameLocalizer().localize(`STEELBOUND.Mount.${key}`);
      const links = mountLinks(token.parent);
      if (token.actor?.isOwner === true) {
        if (links[token.id])
          column.append(button("steelboundDismount", "fa-solid fa-person-falling", t("Dismount")));
        else {
          column.append(button("steelboundMount", "fa-solid fa-horse", t("Mount")));
          column.append(button("steelboundClimb", "fa-solid fa-person-hiking", t("Climb")));
        }
      }
      // 001 §掘削マニューバ: a burrower's owner digs it down or up (src/flows/dig.ts).
      const types: unknown = foundry.utils.getProperty(token.actor?.system ?? {}, "movement.types");
      if (token.actor?.isOwner === true && types instanceof Set && types.has("burrow")) {
        column.append(
          button(
            "steelboundDigDown",
            "fa-solid fa-arrow-down",
            gameLocalizer().localize("STEELBOUND.Dig.Down"),
          ),
        );
        column.append(
          button("steelboundDigUp", "fa-solid fa-arrow-up", gameLocalizer().localize("STEELBOUND.Dig.Up")),
        );
      }
      // 「他のクリーチャーを登る」: the creature's owner may shake off each creature on it (a maneuver).
      if (token.actor?.isOwner === true)
        for (const riderId of ridersOf(links, token.id)) {
          const rider = token.parent?.tokens.get(riderId);
          if (!rider) continue;
          const label = gameLocalizer().format("STEELBOUND.Mount.ShakeOff", { name: rider.name });
          const shake = button("steelboundShakeOff", "fa-solid fa-hand-back-fist", label);
          shake.dataset["rider"] = riderId;
          column.append(shake);
        }
      if (game.user?.isGM === true) {
        const willing = button("steelboundWilling", "fa-solid fa-handshake", t("Willing"));
        willing.classList.toggle("active", willingMount(token.parent, token.id));
        column.append(willing);
      }
    }

    static async #onMount(this: SteelTokenHUD): Promise<void> {
      await ask(this.document, "mount");
    }
    static async #onClimb(this: SteelTokenHUD): Promise<void> {
      await ask(this.document, "climb");
    }
    static async #onDismount(this: SteelTokenHUD): Promise<void> {
      await ask(this.document, "dismount");
    }

    static async #onDigDown(this: SteelTokenHUD): Promise<void> {
      await dig(this.document, true);
    }
    static async #onDigUp(this: SteelTokenHUD): Promise<void> {
      await dig(this.document, false);
    }

    /** The creature shakes off the rider the button names (the GM rolls the rider's test). */
    static async #onShakeOff(this: SteelTokenHUD, _event: Event, target: HTMLElement): Promise<void> {
      const token = this.document;
      const scene = token.parent;
      const rider = target.dataset["rider"] ?? "";
      if (!scene?.id || !token.id || rider === "") return;
      await requestGm({ kind: "mount", action: "shakeOff", sceneId: scene.id, rider, mount: token.id });
    }

    /** The Director lets heroes mount or climb this creature (or takes it back); a scene flag only a GM writes. */
    static async #onWilling(this: SteelTokenHUD): Promise<void> {
      const token = this.document as Doc | undefined;
      const scene = token?.parent;
      if (!token?.id || !scene || game.user?.isGM !== true) return;
      const key = `flags.steelbound.${MOUNT_FLAGS.willing}.${token.id}`;
      await scene.update({ [key]: !willingMount(scene, token.id) });
      await this.render();
    }

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
