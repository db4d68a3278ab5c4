/**
 * The `abilityUse` card of an ability used without a power roll (src/flows/use-ability-plain.ts): no
 * dice and no tiers, just what the ability is and does, and whom it was aimed at.
 */
import { AbilityUseModel } from "./ability-use-model.ts";
import { abilityCardHeading, type AbilityUseData } from "./ability-use-data.ts";

export interface PlainAbilityCardContext {
  name: string;
  img: string;
  keywords: string[];
  actionType: string;
  distance: string;
  target: string;
  /** Stored effect HTML; enriched by the renderer before it is shown. */
  effect: string;
  targets: string[];
  spent: { resource: number; malice: number };
}

/** The message's data when it is an ability use without a roll (no characteristic, no PowerRoll). */
export function plainAbilityUseOf(message: {
  readonly system: unknown;
  readonly rolls: readonly unknown[];
}): AbilityUseData | null {
  if (!(message.system instanceof AbilityUseModel) || message.rolls.length > 0) return null;
  // The model's initialised data has exactly the AbilityUseData shape (same schema, docs/DATA.md).
  const data = message.system as unknown as AbilityUseData;
  return data.characteristic === null ? data : null;
}

export function plainAbilityCardContext(data: AbilityUseData): PlainAbilityCardContext {
  const s = data.snapshot;
  return {
    ...abilityCardHeading(s),
    effect: s.effect ?? "",
    targets: data.targets.map((t) => t.name),
    spent: { resource: data.spent.resource, malice: data.spent.malice },
  };
}
