/**
 * The official stat blocks say an ability heals its user from the damage it dealt only in prose: "<the user>
 * regains Stamina equal to the damage dealt" or "… equal to half the damage dealt" in the effect text (the
 * Troll's Emergency Meal, Count Rhodar's Vermilion Fangs). Steelbound's `healFromDamage` (seed 004
 * §ダメージで回復するクリーチャー) is set from that sentence. A sentence that lets an ally regain it instead
 * ("the piper or one ally"), or a squad's pool, is a choice or a pool the field does not hold: left as text.
 * The same sentence in a spend's text ("The butcher regains Stamina equal to the damage dealt", spend 1)
 * heals only when the spend is paid: `healFromDamageWhen: "spend"`. A spend that deals damage of its own and
 * heals from that ("deals 3 damage to each creature grabbed … and regains Stamina equal to the damage dealt")
 * heals from a number the card does not carry: left as text, and noted.
 * A heal that comes through free strikes the feature grants ("Each troll in the encounter can make a free strike
 * …, and regains Stamina equal to the damage dealt", the Trolls' Emergency Meal) keeps its field, but those free
 * strikes are cards of their own that do not read it: noted, so the Director heals them by hand.
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

/** The effect's heal comes through the free strikes it grants (see above). */
export function healsThroughFreeStrikes(...html: readonly string[]): boolean {
  return plain(html.join(" "))
    .split(/(?<=[.!?])\s+/)
    .some((sentence) => {
      const found = HEALS.exec(sentence);
      return found !== null && /free\s+strike/i.test(sentence.slice(0, found.index));
    });
}

const OWN_DAMAGE = /\bdeals?\s+\d+\s+(?:\w+\s+)?damage\b/i;

/**
 * What the spend's text heals from the ability's damage dealt: its portion, "own damage" when the spend's
 * heal is from damage the spend itself deals (kept as text), or "none".
 */
export function spendHealFromDamage(spendText: string): "none" | "full" | "half" | "own damage" {
  const portion = healFromDamageOf(spendText);
  if (portion === "none") return HEALS.test(spendText) ? "own damage" : "none";
  return OWN_DAMAGE.test(spendText) ? "own damage" : portion;
}
