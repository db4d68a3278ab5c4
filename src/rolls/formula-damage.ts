/**
 * A tier whose damage is a formula with dice ("2d6 + 7 + @chr", src/rules/formula.ts): the ability's user
 * rolls the formula of each such tier once per use, with the power roll, and the card carries those Rolls
 * after its PowerRoll (`message.rolls[1…]`, each marked with its tier in `options.formulaTier`), so every
 * client sees the dice and every target of the tier takes the one rolled amount. The GM does not take the
 * card's totals: it reads the formula from the ability item and adds up the recorded dice itself, refusing
 * dice that do not fit the formula (as it refuses a power roll that is not 2d10).
 * v13 client/dice/roll.mjs: Roll#evaluate rolls each DiceTerm, whose `results` keep each die (`active`
 * false for a discarded one, terms/dice.mjs DiceTerm#results); Roll.fromData restores them from the message.
 */
import { diceFormula, evaluateFormula, parseFormula, type FormulaData } from "../rules/formula.ts";
import type { AbilityTierData } from "../rules/ability-tier.ts";

type Tiers = readonly [AbilityTierData, AbilityTierData, AbilityTierData];
export type TierAmounts = [number, number, number];

interface StoredRoll {
  readonly options: unknown;
  readonly dice: readonly {
    readonly results: readonly { readonly result: unknown; readonly active?: boolean }[];
  }[];
}

const formulaOf = (tier: AbilityTierData) => parseFormula(tier.damage.formula ?? "");

/** Each die term's kept results. */
function resultsOf(roll: StoredRoll): number[][] {
  return roll.dice.map((term) =>
    term.results
      .filter((r) => r.active !== false)
      .map((r) => (typeof r.result === "number" ? r.result : NaN)),
  );
}

/** Rolls each tier's formula dice (one Roll per tier that has any); the amounts each tier's formula gives. */
export async function rollFormulaDamage(
  tiers: Tiers,
  data: FormulaData,
): Promise<{ rolls: Roll[]; amounts: TierAmounts }> {
  const rolls: Roll[] = [];
  const amounts: TierAmounts = [0, 0, 0];
  for (const [index, tier] of tiers.entries()) {
    const tree = formulaOf(tier);
    if (tree === null) continue;
    const dice = diceFormula(tree);
    if (dice === "") {
      amounts[index] = evaluateFormula(tree, data, []) ?? 0;
      continue;
    }
    // Our mark on the Roll (kept in its JSON options); fvtt-types lists only core options.
    const options = { formulaTier: index + 1 } as Roll.Options;
    const roll = await new Roll(dice, {}, options).evaluate();
    rolls.push(roll);
    amounts[index] = evaluateFormula(tree, data, resultsOf(roll)) ?? 0;
  }
  return { rolls, amounts };
}

/**
 * The GM's amounts: each tier's formula from the item, the dice from the card's Roll for that tier. Null
 * when a tier with dice has no Roll on the card, or its dice do not fit the formula.
 */
export function verifiedFormulaDamage(
  tiers: Tiers,
  rolls: readonly unknown[],
  data: FormulaData,
): TierAmounts | null {
  const amounts: TierAmounts = [0, 0, 0];
  for (const [index, tier] of tiers.entries()) {
    const tree = formulaOf(tier);
    if (tree === null) continue;
    const stored = rolls.find((r): r is StoredRoll => {
      const options = (r as { options?: unknown } | null)?.options;
      return (
        typeof options === "object" &&
        options !== null &&
        (options as { formulaTier?: unknown }).formulaTier === index + 1
      );
    });
    const results = diceFormula(tree) === "" ? [] : stored ? resultsOf(stored) : null;
    if (results === null) return null;
    const amount = evaluateFormula(tree, data, results);
    if (amount === null) return null;
    amounts[index] = amount;
  }
  return amounts;
}
