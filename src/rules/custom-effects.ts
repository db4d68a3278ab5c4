/**
 * Effects an ability tier imposes that are not one of the standard conditions (R-AB-11 durations,
 * R-AB-6 potency): "a bane on their next strike (EoT)", "+2 speed until the end of the encounter",
 * "can't use triggered actions (save ends)". Each has a name, the author's text, optional mechanical
 * changes to the bearer's numbers, and lands on the target or on the user.
 */
import type { EffectDuration } from "./effects.ts";
import type { PotencyStrength } from "./potency.ts";
import type { Characteristic } from "./types.ts";

/** Who bears the effect: the creature targeted, or the ability's user. */
export const EFFECT_BEARERS = ["target", "self"] as const;
export type EffectBearer = (typeof EFFECT_BEARERS)[number];

/**
 * A change to the bearer's data while the effect lasts, in the shape v13 ActiveEffect `changes` take
 * (common/documents/active-effect.mjs BaseActiveEffect.defineSchema: key, string value, integer mode).
 */
export interface EffectChange {
  key: string;
  /** v13 CONST.ACTIVE_EFFECT_MODES: 0 custom, 1 multiply, 2 add, 3 downgrade, 4 upgrade, 5 override. */
  mode: number;
  value: string;
}
export const EFFECT_CHANGE_MODES = [0, 1, 2, 3, 4, 5] as const;

export interface CustomEffectData {
  name: string;
  /** The author's text (plain text; escaped wherever it is shown). */
  text: string;
  changes: readonly EffectChange[];
  /** The same gate as a condition's (ability-tier.ts PotencySpec): a strength plus offset, or a fixed number. */
  potency: {
    characteristic: Characteristic;
    strength: PotencyStrength | "none" | "fixed";
    offset?: number;
    value?: number;
  };
  bearer: EffectBearer;
  duration: EffectDuration;
}

/** What became of one custom effect for one target. */
export interface CustomEffectOutcome {
  /** Its place in the tier's list (the GM reads the effect's changes from the item by it). */
  index: number;
  name: string;
  bearer: EffectBearer;
  duration: EffectDuration;
  potency: number | null;
  characteristic: Characteristic | null;
  targetScore: number | null;
  applies: boolean;
}

/**
 * R-AB-10: the same effect from the same ability does not stack; a second use replaces nothing and adds
 * nothing while the first still holds. An effect is "the same" when it comes from the same ability and
 * has the same name.
 */
export function alreadyBorne(
  held: readonly { ability: string | null; name: string | null }[],
  incoming: { ability: string; name: string },
): boolean {
  return held.some((h) => h.ability === incoming.ability && h.name === incoming.name);
}

/** One use of an ability's effect on one bearer: its changes and how long it lasts. */
export interface EffectUse {
  changes: readonly EffectChange[];
  duration: EffectDuration;
}

/**
 * R-AB-10 (004 「固有の効果のスタック」): 「同じアビリティを複数回使用した際の効果はスタックしません。代わりに、
 * 各アビリティの使用のうち、最も影響の大きい効果(最も高いボーナスなど)が適用されます。持続時間を決定する際は、
 * 最後に使用されたアビリティが適用されます。」 — the same ability's effect used again on a bearer that holds it
 * keeps, change by change (same key and mode), the greater number, and takes the latest use's duration.
 * The book compares effects only by how great they are ("the highest bonus"): Steelbound reads "greater" as
 * the larger size of the number (a −3 penalty is greater than −1), keeps a change only one use has (the
 * book is silent on two uses whose effects differ in kind), and takes the latest for a change that is not a
 * number (silent too). Nothing is added twice: the result has each key and mode once.
 */
export function restackSameAbility(held: EffectUse, incoming: EffectUse): EffectUse {
  const merged = new Map<string, EffectChange>();
  const keyOf = (c: EffectChange) => `${c.key}|${c.mode}`;
  for (const change of held.changes) merged.set(keyOf(change), change);
  for (const change of incoming.changes) {
    const before = merged.get(keyOf(change));
    merged.set(keyOf(change), before === undefined ? change : greaterChange(before, change));
  }
  return { changes: [...merged.values()], duration: incoming.duration };
}

function greaterChange(held: EffectChange, incoming: EffectChange): EffectChange {
  const a = Number(held.value);
  const b = Number(incoming.value);
  if (held.value.trim() === "" || incoming.value.trim() === "" || !Number.isFinite(a) || !Number.isFinite(b))
    return incoming;
  return Math.abs(b) > Math.abs(a) ? incoming : held;
}
