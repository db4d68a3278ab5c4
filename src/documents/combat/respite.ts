/** Respite (R-VX-2): stamina and recoveries restored, victories turned into XP — computed by the rules. */
import { endsAtRespite, respite } from "../../rules/index.ts";
import { isHero, isRetainer } from "./actor-facts.ts";
import { effectDuration } from "./turn-end.ts";
import { deleteEffectsStillPresent } from "../effect-removal.ts";
import { isGM } from "./world.ts";
import { respiteMembers } from "../party.ts";
import { gameLocalizer } from "../../i18n.ts";

/** The party the GM grants a respite to: its heroes and their retainers (../party.ts respiteMembers). */
export function partyMembers(): Actor.Implementation[] {
  return respiteMembers();
}

/**
 * R-VX-2: a respite is 24 uninterrupted hours of rest, so a fight interrupts it: the actors among `actors`
 * that are combatants of a started combat (a linked token's combatant names its actor; an unlinked one is
 * matched by its base actor).
 */
export function inStartedCombat(actors: readonly Actor.Implementation[]): Actor.Implementation[] {
  const fighting = new Set<string>();
  for (const combat of game.combats?.contents ?? []) {
    if (!combat.started) continue;
    for (const combatant of combat.combatants) if (combatant.actorId) fighting.add(combatant.actorId);
  }
  return actors.filter((actor) => actor.id !== null && fighting.has(actor.id));
}

export type RespiteResult =
  { ok: true; interrupted: boolean } | { ok: false; reason: "inCombat"; names: string[] };

/**
 * R-VX-2 (seed 004 §休息): the Director says the respite was cut short (an attack, another serious
 * disturbance): it grants nothing — stamina, recoveries, victories and effects lasting until a respite stay
 * as they are. The table is told in chat, so no one wonders why nothing came back.
 */
async function announceInterrupted(actors: readonly Actor.Implementation[]): Promise<void> {
  const i18n = gameLocalizer();
  const text = i18n.format("STEELBOUND.Respite.InterruptedCard", {
    names: actors.map((a) => a.name).join(", "),
  });
  await ChatMessage.create({
    content: `<p class="steelbound respite-interrupted">${foundry.utils.escapeHTML(text)}</p>`,
    speaker: ChatMessage.getSpeaker({ alias: i18n.localize("STEELBOUND.Respite.Take") }),
  });
}

/**
 * Finishes a respite for the given heroes (and retainers, who restore stamina and recoveries too). A
 * player finishes their own hero's respite from its sheet; the GM may finish the whole party's. Refused,
 * with nothing written, while any of them is in a started combat (R-VX-2). `interrupted` is the Director's
 * word that the respite was cut short: nothing is granted (rules respite, R-VX-2).
 */
export async function takeRespite(
  actors: readonly Actor.Implementation[],
  options: { interrupted?: boolean } = {},
): Promise<RespiteResult> {
  if (!isGM() && actors.some((actor) => !actor.isOwner)) throw new Error("A respite is taken by the owner");
  // Only the Director says a respite was interrupted.
  const interrupted = options.interrupted === true && isGM();
  const fighting = inStartedCombat(actors);
  if (fighting.length > 0) return { ok: false, reason: "inCombat", names: fighting.map((a) => a.name) };
  if (interrupted) {
    await announceInterrupted(actors.filter((a) => isHero(a) || isRetainer(a)));
    return { ok: true, interrupted: true };
  }
  for (const actor of actors) {
    if (!isHero(actor) && !isRetainer(actor)) continue;
    const { stamina, recoveries } = actor.system;
    // Retainers keep no victories or XP (R-RT-1).
    const hero = isHero(actor) ? actor.system : null;
    const after = respite({
      stamina: { value: stamina.value, max: stamina.max, temporary: stamina.temporary },
      recoveries: { value: recoveries.value, max: recoveries.max },
      victories: hero?.victories ?? 0,
      xp: hero?.xp ?? 0,
    });
    const update: Record<string, number> = {
      "system.stamina.value": after.stamina.value,
      "system.recoveries.value": after.recoveries.value,
    };
    if (isHero(actor)) Object.assign(update, { "system.victories": after.victories, "system.xp": after.xp });
    await actor.update(update);
    // R-VX-2: effects lasting "until respite" end (the actor's own; an item's effect lasts with the item).
    const ending = actor.effects.contents.filter((e) => endsAtRespite(effectDuration(e)));
    await deleteEffectsStillPresent(
      actor,
      ending.flatMap((e) => (e.id ? [e.id] : [])),
    );
  }
  return { ok: true, interrupted: false };
}
