/** Respite (R-VX-2): stamina and recoveries restored, victories turned into XP — computed by the rules. */
import { respite } from "../rules/index.ts";
import { isHero, isRetainer, systemNumber } from "./actor-facts.ts";
import { isGM } from "./world.ts";

/** Finishes a respite for the given heroes (and retainers, who restore stamina and recoveries too). */
export async function takeRespite(actors: readonly Actor.Implementation[]): Promise<void> {
  if (!isGM()) throw new Error("A respite is granted by the GM");
  for (const actor of actors) {
    if (!isHero(actor) && !isRetainer(actor)) continue;
    const n = (...keys: string[]) => systemNumber(actor, ...keys) ?? 0;
    const after = respite({
      stamina: {
        value: n("stamina", "value"),
        max: n("stamina", "max"),
        temporary: n("stamina", "temporary"),
      },
      recoveries: { value: n("recoveries", "value"), max: n("recoveries", "max") },
      victories: n("victories"),
      xp: n("xp"),
    });
    const update: Record<string, number> = {
      "system.stamina.value": after.stamina.value,
      "system.recoveries.value": after.recoveries.value,
    };
    if (isHero(actor)) Object.assign(update, { "system.victories": after.victories, "system.xp": after.xp });
    await actor.update(update);
  }
}
