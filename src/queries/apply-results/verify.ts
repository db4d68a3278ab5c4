/**
 * What the GM accepts from an ability card it did not write. A card is a ChatMessage its author can
 * create and edit at will (v13 common/documents/chat-message.mjs BaseChatMessage: a player may create
 * messages as themselves and update their own), so nothing on it is evidence of an amount. The GM takes
 * the ability's numbers from the item (./authority.ts) and accepts from the card only the player's own
 * choices, each held to the range the rules and the roll dialog allow. Pure: no Foundry globals.
 */
import { MAX_DAMAGE_SURGES, surgesForPotency, type Tier } from "../../rules/index.ts";
import type { MessageTarget } from "../../documents/gm-channel/apply-results-types.ts";

/** One die term of a stored roll, as v13 client/dice/terms/dice.mjs DiceTerm keeps it. */
export interface StoredDie {
  readonly faces: number | null | undefined;
  readonly results: readonly { readonly result: unknown; readonly active?: boolean }[];
}

const isD10 = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 10;

/**
 * R-PR-1: a power roll is exactly two d10, each 1–10. Anything else (another die, a third die, 25, 0,
 * NaN, Infinity) is not a roll the flow could have made: null, and the GM refuses the card.
 */
export function naturalDice(dice: readonly StoredDie[]): [number, number] | null {
  if (dice.length !== 1) return null;
  const [term] = dice;
  if (term === undefined || term.faces !== 10) return null;
  const active = term.results.filter((r) => r.active !== false).map((r) => r.result);
  const [a, b] = active;
  return active.length === 2 && isD10(a) && isD10(b) ? [a, b] : null;
}

/** R-PR-3/R-PR-4: more than two edges (or banes) count as two; a count is a whole number ≥ 0. */
export const MAX_EDGES = 2;
/**
 * R-PR-5 puts no cap on bonuses, but 2d10 + a characteristic (−5…+5) already reaches every tier with a
 * bonus of ±15 (tiers at 12 and 17): a larger number changes nothing but is not a number the dialog's
 * players type. Held there so a forged 1e308 or NaN cannot reach the totals.
 */
export const MAX_ROLL_BONUS = 15;

function whole(value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export function rollBonus(value: unknown): number {
  return whole(value, -MAX_ROLL_BONUS, MAX_ROLL_BONUS);
}

function tierOrNull(value: unknown): Tier | null {
  return value === 1 || value === 2 || value === 3 ? value : null;
}

/**
 * A card's target entry held to the rules: the edges, banes and bonus the player chose in the roll
 * dialog (situational choices the GM cannot see, kept but clamped), a downgrade (R-PR-8, a tier), and
 * at most 3 damage surges (R-AB-7). Surges are only a request here: the GM debits them when applying.
 */
export function credibleEntry(entry: MessageTarget): MessageTarget {
  return {
    token: entry.token,
    name: typeof entry.name === "string" ? entry.name : "",
    tier: tierOrNull(entry.tier),
    edges: whole(entry.edges, 0, MAX_EDGES),
    banes: whole(entry.banes, 0, MAX_EDGES),
    bonus: rollBonus(entry.bonus),
    downgradeTo: tierOrNull(entry.downgradeTo),
    damageSurges: whole(entry.damageSurges, 0, MAX_DAMAGE_SURGES),
    potencySurge: entry.potencySurge,
    applied: { ...entry.applied },
    flanked: entry.flanked === true,
    handEdges: Math.min(whole(entry.edges, 0, MAX_EDGES), whole(entry.handEdges, 0, MAX_EDGES)),
  };
}

/**
 * R-ML-3 Brutal Effectiveness raises the next potency-gated ability's potency; the flow clears the
 * waiting bonus when the card is made, so the GM cannot read it back. The card's potencies are accepted
 * only when they are the true ones or the true ones raised by exactly that bonus (and only for an ability
 * with a potency); anything else is replaced by the true ones.
 */
export function crediblePotency(
  claimed: { weak: number; average: number; strong: number },
  base: { weak: number; average: number; strong: number },
  gated: boolean,
  brutalBonus: number,
): { weak: number; average: number; strong: number } {
  const raised = claimed.weak - base.weak;
  const same = claimed.average - base.average === raised && claimed.strong - base.strong === raised;
  return same && gated && raised === brutalBonus ? { ...claimed } : { ...base };
}

/** The surges applying `mode` to these entries costs (R-AB-7): 1 per damage surge, 2 per potency surge. */
export function surgeCost(
  entries: readonly Pick<MessageTarget, "damageSurges" | "potencySurge">[],
  mode: "damage" | "half" | "conditions",
): number {
  if (mode === "conditions") return surgesForPotency(entries.filter((e) => e.potencySurge).length);
  return entries.reduce((sum, e) => sum + Math.min(MAX_DAMAGE_SURGES, Math.max(0, e.damageSurges)), 0);
}
