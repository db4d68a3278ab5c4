/**
 * R-CN-1 in play: a bleeding creature loses 1d6 + level stamina after a main action, a triggered action,
 * or a Might/Agility test or ability roll — once per action, and it cannot be prevented (so immunity and
 * temporary stamina are not involved: the loss comes straight off stamina, or a minion's squad pool).
 */
import {
  bleedingDamage,
  bleedingLossesForAction,
  type ActionType,
  type BleedingEvent,
} from "../rules/index.ts";
import type { Characteristic } from "../rules/types.ts";

/** The bleeding triggers contained in one action (R-CN-1). */
export function bleedingEvents(
  action: ActionType | "test",
  characteristic: Characteristic | null,
): BleedingEvent[] {
  const events: BleedingEvent[] = [];
  if (action === "main") events.push({ kind: "mainAction" });
  else if (action === "triggered") events.push({ kind: "triggeredAction" });
  if (characteristic !== null)
    events.push({ kind: action === "test" ? "test" : "abilityRoll", characteristic });
  return events;
}

/** Rolls and applies the bleeding loss when the action triggers it. Returns the stamina lost. */
export async function rollBleeding(
  actor: Actor.Implementation,
  events: readonly BleedingEvent[],
): Promise<number> {
  if (!actor.statuses.has("bleeding") || bleedingLossesForAction(events) === 0) return 0;
  const level: unknown = foundry.utils.getProperty(actor.system, "level");
  const stamina: unknown = foundry.utils.getProperty(actor.system, "stamina.value");
  const roll = new Roll("1d6");
  await roll.evaluate();
  const loss = bleedingDamage(roll.total ?? 0, typeof level === "number" ? level : 0);
  // A minion's stamina is its squad's pool (R-MN-2): the loss goes there, with no immunity applied.
  const squad = actor.isMinion ? actor.squad : null;
  if (squad) await squad.damageSquad({ amount: loss }, actor);
  else if (typeof stamina === "number")
    await actor.update({ system: { stamina: { value: stamina - loss } } });
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    // The flavour is HTML (core shows it with a triple-stash): the actor's name goes in escaped.
    flavor:
      game.i18n?.format("STEELBOUND.Bleeding.Flavor", {
        name: foundry.utils.escapeHTML(actor.name),
        loss: String(loss),
      }) ?? "",
  });
  return loss;
}
