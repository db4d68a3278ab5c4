/**
 * What happens at turn and round boundaries: heroic resource gain at the start of a hero's turn
 * (configured on the class item), EoT expiry and save-ends prompts at the end of a turn (R-AB-11).
 */
import { SYSTEM_ID } from "../constants.ts";
import { expiresAtTurnEnd, type EffectDuration } from "../rules/index.ts";
import { isHero, systemNumber } from "./actor-facts.ts";
import { format, isGM } from "./world.ts";

const DURATIONS: readonly string[] = ["eot", "save", "encounter"];

/** docs/DATA.md: a condition's ActiveEffect carries `flags.steelbound.duration`. */
export function effectDuration(effect: ActiveEffect.Implementation): EffectDuration | null {
  const raw: unknown = (effect.flags as Record<string, unknown>)[SYSTEM_ID];
  const d =
    typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)["duration"] : undefined;
  return typeof d === "string" && DURATIONS.includes(d) ? (d as EffectDuration) : null;
}

function actorsOf(combat: Combat.Implementation, ids: readonly string[]): Actor.Implementation[] {
  return ids.flatMap((id) => {
    const actor = combat.combatants.get(id)?.actor;
    return actor ? [actor] : [];
  });
}

/** Heroic resource gained at the start of each of a hero's turns, from its class item (R-AB-8). */
export function resourceGainPerTurn(actor: Actor.Implementation): number {
  const cls = actor.items.find((i) => String(i.type) === "class");
  return systemNumber(cls, "heroicResource", "gainPerTurn") ?? 0;
}

export async function onStartTurn(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  if (!isGM()) return;
  for (const actor of actorsOf(combat, ids)) {
    const gain = isHero(actor) ? resourceGainPerTurn(actor) : 0;
    if (gain > 0) {
      const value = systemNumber(actor, "heroicResource", "value") ?? 0;
      await actor.update({ "system.heroicResource.value": value + gain } as Actor.UpdateData);
    }
  }
}

/** R-AB-11: EoT effects end at the end of the creature's turn; save-ends effects prompt a saving throw. */
export async function onEndTurn(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  if (!isGM()) return;
  for (const actor of actorsOf(combat, ids)) {
    const saves: string[] = [];
    for (const effect of [...actor.effects]) {
      const duration = effectDuration(effect);
      if (duration === "eot" && expiresAtTurnEnd(duration, { turnEndedIsTargets: true }))
        await effect.delete();
      else if (duration === "save") saves.push(effect.name);
    }
    if (saves.length > 0)
      await ChatMessage.create({
        content: format("STEELBOUND.Combat.SavePrompt", {
          name: actor.name,
          effects: saves.join(", "),
        }),
        speaker: { actor: actor.id },
      });
  }
}
