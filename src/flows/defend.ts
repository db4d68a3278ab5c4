/**
 * R-CB-10 Defend, done as the book says (004 第10章「防御」, 「防衛を行うクリーチャー」): a main action after which,
 * until the start of the user's next turn, ability rolls against it have a double bane (./roll-plan.ts reads the
 * "defending" status as the target condition; the GM's tally reads it the same way). A creature that already used
 * a main action this turn cannot Defend, even with a second main action to spend (a critical hit's, R-PR-9); a
 * creature taunting another gains no benefit, so it is refused as well (src/rules/maneuvers.ts canDefend).
 * The effect ends at the start of the user's next turn (./turn-hooks.ts onStartTurn).
 */
import { canDefend } from "../rules/index.ts";
import { combatMoment, readActionLog } from "./action-log.ts";

/** The status the effect carries (a target condition of src/rules/edges-banes.ts). */
export const DEFENDING = "defending";

/** Does any creature in the running combat carry a taunt this actor imposed (R-CN-8)? */
function isTauntingSomeone(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  if (!combat) return false;
  return combat.combatants.contents.some((c) =>
    (c.actor?.effects.contents ?? []).some((e) => e.statuses.has("taunted") && e.origin === actor.uuid),
  );
}

/** The Defend basic action on its user; false (after telling the user) when the book refuses it. */
export async function defend(actor: Actor.Implementation): Promise<boolean> {
  const moment = combatMoment(actor);
  const mainActionsUsed = moment === null ? 0 : readActionLog(actor, moment).main;
  const taunting = isTauntingSomeone(actor);
  if (!canDefend({ mainActionsUsed, isTauntingSomeone: taunting })) {
    const key = mainActionsUsed > 0 ? "DefendAfterMain" : "DefendTaunting";
    ui.notifications?.warn(`STEELBOUND.Use.${key}`, { localize: true });
    return false;
  }
  await actor.createEmbeddedDocuments("ActiveEffect", [
    {
      name: game.i18n?.localize("STEELBOUND.Defend.Effect") ?? "Defending",
      img: "icons/svg/shield.svg",
      statuses: [DEFENDING],
      flags: { steelbound: { defend: true } } as ActiveEffect.CreateData["flags"],
    },
  ]);
  return true;
}

/** R-CB-10: the Defend effects that end now, at the start of their bearer's turn. */
export function endingDefends(actor: Actor.Implementation): string[] {
  return actor.effects.contents.flatMap((e) => (e.statuses.has(DEFENDING) && e.id ? [e.id] : []));
}
