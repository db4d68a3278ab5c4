/**
 * End of combat (R-CB-16, R-VX-1, R-AB-7, R-AB-8, R-ST-4, R-ML-2): victories to surviving heroes, effects
 * ended except winded/unconscious/dying, surges, heroic resources (a companion's own one too) and
 * temporary stamina lost, unspent Malice lost, summoned creatures gone.
 */
import {
  COMPANION_RESOURCE_AFTER_ENCOUNTER,
  CONDITIONS,
  encounterVictories,
  endEncounterStamina,
  outlastsCombat,
  persistsAfterCombat,
  type ConditionId,
} from "../../rules/index.ts";
import { conditionOf, isHero } from "./actor-facts.ts";
import { loseMalice } from "./malice.ts";
import { effectDuration } from "./turn-end.ts";
import { deleteEffectsStillPresent } from "../effect-removal.ts";
import { companionsCredited } from "../companion-bond.ts";
import { dismissSummons, summonsOf } from "../summons.ts";

export interface VictoryRow {
  actorId: string;
  name: string;
  alive: boolean;
  /** Suggested award: 1 for a surviving hero when the objective was achieved (R-VX-1). */
  award: number;
}

const heroesOf = (combat: Combat.Implementation): Actor.Implementation[] => [
  ...new Set(combat.combatants.contents.flatMap((c) => (c.actor && isHero(c.actor) ? [c.actor] : []))),
];

/** The victories dialog's rows: surviving heroes get the default, the dead none. */
export function victoryRows(combat: Combat.Implementation, objectiveAchieved: boolean): VictoryRow[] {
  return heroesOf(combat).map((actor) => {
    const alive = conditionOf(actor) !== "dead";
    const award = encounterVictories({ survived: alive, objectiveAchieved });
    return { actorId: actor.id ?? "", name: actor.name, alive, award };
  });
}

const isCondition = (s: string): s is ConditionId => (CONDITIONS as readonly string[]).includes(s);

/** R-CB-16: an effect stays if it carries a condition that outlasts combat. */
function effectPersists(effect: ActiveEffect.Implementation, dying: boolean): boolean {
  return [...effect.statuses].some((s) => isCondition(s) && persistsAfterCombat(s, dying));
}

async function endEffects(actor: Actor.Implementation): Promise<void> {
  const dying = conditionOf(actor) === "dying";
  for (const effect of [...actor.effects]) {
    // Passive effects from items stay: only conditions and timed effects end with the combat.
    // An effect lasting until a respite or for good outlasts the combat, condition or not.
    const duration = effectDuration(effect);
    const timed = !outlastsCombat(duration) && (duration !== null || effect.statuses.size > 0);
    // An earlier deletion may have removed this one too (stamina sync): delete only what is still there.
    if (timed && !effectPersists(effect, dying) && effect.id !== null)
      await deleteEffectsStillPresent(actor, [effect.id]);
  }
}

/** Applies the end-of-combat bookkeeping; `awards` maps hero actor ids to victories granted. */
export async function finishEncounter(
  combat: Combat.Implementation,
  awards: Readonly<Record<string, number>>,
): Promise<void> {
  const actors = [...new Set(combat.combatants.contents.flatMap((c) => (c.actor ? [c.actor] : [])))];
  // A companion's own resource (the Beastheart's Rampage) ends with the encounter, as its hero's does.
  // Those in the combat and those following a hero who was (companionsCredited: itself, or a hero's).
  const companions = new Set(actors.flatMap((a) => companionsCredited(a)));
  for (const companion of companions)
    await companion.update({ system: { heroicResource: { value: COMPANION_RESOURCE_AFTER_ENCOUNTER } } });
  for (const actor of actors) {
    await endEffects(actor);
    if (!isHero(actor)) continue;
    const victories = actor.system.victories + Math.max(0, awards[actor.id ?? ""] ?? 0);
    const { value, max, temporary } = actor.system.stamina;
    const stamina = endEncounterStamina({ value, max, temporary });
    // R-AB-7: surges are lost when combat ends; R-AB-8: so is any unspent heroic resource (each class's
    // resource, a Talent's negative clarity included, is back to 0 until the next combat).
    await actor.update({
      system: {
        victories,
        surges: 0,
        heroicResource: { value: 0 },
        stamina: { temporary: stamina.temporary },
      },
    });
  }
  await loseMalice();
  // What the combat's creatures summoned leaves with the encounter.
  await dismissSummons(summonsOf(actors.map((a) => a.uuid)));
}
