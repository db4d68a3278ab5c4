/** A creature's characteristic scores as the roll flow and the GM read them (docs/DATA.md `characteristics`). */
import type { Characteristic } from "../rules/types.ts";

/** The actor's five characteristic scores (the GM reads them the same way when applying). */
export function characteristicScores(actor: { readonly system: object }): Record<Characteristic, number> {
  const read = (c: Characteristic) => {
    const v: unknown = foundry.utils.getProperty(actor.system, `characteristics.${c}`);
    return typeof v === "number" ? v : 0;
  };
  return {
    might: read("might"),
    agility: read("agility"),
    reason: read("reason"),
    intuition: read("intuition"),
    presence: read("presence"),
  };
}

export function highestCharacteristicOf(scores: Readonly<Record<Characteristic, number>>): number {
  return Math.max(...Object.values(scores));
}
