/**
 * The Draw Steel power roll: 2d10 + a characteristic + bonuses (R-PR-1). Foundry rolls the dice (so
 * Dice So Nice simply shows 2d10); tiers, edges/banes, natural 19–20 and automatic tiers all come from
 * src/rules. One roll serves every target: `resolve` gives each target its own tier (R-PR-10).
 */
import {
  projectRollPoints,
  resolvePowerRoll,
  testOutcome,
  type PowerRollResult,
  type TestDifficulty,
  type TestOutcome,
} from "../rules/index.ts";
import { templatePath } from "../constants.ts";
import { DEFAULT_POWER_OPTIONS, readPowerOptions, type PowerRollOptions } from "./roll-options.ts";

/** Per-target modifiers for `resolve`. */
export interface TargetModifiers {
  edges: number;
  banes: number;
  bonus?: number;
}

export class PowerRoll extends Roll {
  /**
   * v13 client/dice/roll.mjs Roll#render renders this with Roll#_prepareChatRenderContext's context; the
   * card models (src/chat/card-models.ts) use it for a viewer who may not see a private roll.
   */
  static override CHAT_TEMPLATE = templatePath("chat/power-roll.hbs");

  /** Builds an unevaluated power roll. The formula shows the characteristic and bonus as numbers. */
  static build(options: Partial<PowerRollOptions>): PowerRoll {
    const steelbound: PowerRollOptions = { ...DEFAULT_POWER_OPTIONS, ...options };
    const parts = ["2d10"];
    if (steelbound.characteristicValue !== 0) parts.push(signed(steelbound.characteristicValue));
    if (steelbound.bonus !== 0) parts.push(signed(steelbound.bonus));
    const rollOptions = { allowInteractive: true, steelbound };
    return new this(parts.join(" "), {}, rollOptions);
  }

  /** Steelbound's options, parsed (they may come from a stored chat message). */
  get power(): PowerRollOptions {
    return readPowerOptions(this.options);
  }

  /** The two d10 results (R-PR-1 natural roll), or null before evaluation. */
  get naturalDice(): [number, number] | null {
    const results = this.dice.flatMap((d) =>
      d.faces === 10 ? d.results.filter((r) => r.active !== false) : [],
    );
    const [a, b] = results;
    return a !== undefined && b !== undefined ? [a.result, b.result] : null;
  }

  /** The result against one target, or with the roll's own edges/banes when no target is given. */
  resolve(target?: TargetModifiers): PowerRollResult {
    const dice = this.naturalDice;
    if (dice === null) throw new Error("steelbound | PowerRoll must be evaluated before it is resolved");
    const o = this.power;
    return resolvePowerRoll({
      dice,
      characteristic: o.characteristicValue,
      bonus: o.bonus + (target?.bonus ?? 0),
      edges: target?.edges ?? o.edges,
      banes: target?.banes ?? o.banes,
      automaticTiers: o.automaticTiers,
      criticalAt: o.criticalAt,
    });
  }

  /** R-TS-1: the outcome of this roll as a test of the given difficulty. */
  testOutcome(difficulty: TestDifficulty): TestOutcome {
    return testOutcome(difficulty, this.resolve());
  }

  /** R-DT-1: project points from this roll. */
  projectPoints(): { points: number; breakthrough: boolean } {
    const dice = this.naturalDice;
    if (dice === null) throw new Error("steelbound | PowerRoll must be evaluated before it is resolved");
    const o = this.power;
    return projectRollPoints({
      dice,
      characteristic: o.characteristicValue,
      bonus: o.bonus,
      edges: o.edges,
      banes: o.banes,
    });
  }
}

function signed(n: number): string {
  return n < 0 ? `- ${Math.abs(n)}` : `+ ${n}`;
}
