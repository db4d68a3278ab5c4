/**
 * The official stat blocks say an ability heals its user from the damage it dealt only in prose: "<the user>
 * regains Stamina equal to the damage dealt" or "… equal to half the damage dealt" in the effect text (the
 * Troll's Emergency Meal, Count Rhodar's Vermilion Fangs). Steelbound's `healFromDamage` (seed 004
 * §ダメージで回復するクリーチャー) is set from that sentence. A sentence that lets an ally regain it instead
 * ("the piper or one ally"), or a squad's pool, is a choice or a pool the field does not hold: left as text.
 * The same sentence in a spend's text heals only when the spend is paid: left as text, and noted.
 */
import { plain } from "./custom-effect.ts";

const HEALS = /regains?\s+Stamina\s+equal\s+to\s+(half\s+)?the\s+damage\s+dealt/i;
const NOT_THE_USER_ALONE = /\bally\b|\ballies\b|\bsquad\b|\bpool\b/i;

/** What the effect text says the user regains from the damage dealt: "full", "half", or "none". */
export function healFromDamageOf(...html: readonly string[]): "none" | "full" | "half" {
  for (const sentence of plain(html.join(" ")).split(/(?<=[.!?])\s+/)) {
    const found = HEALS.exec(sentence);
    if (found === null || NOT_THE_USER_ALONE.test(sentence.slice(0, found.index))) continue;
    return found[1] === undefined ? "full" : "half";
  }
  return "none";
}

/** The spend's text heals from the damage dealt (kept as text: the field holds no spend). */
export function spendHealsFromDamage(spendText: string): boolean {
  return HEALS.test(spendText);
}
