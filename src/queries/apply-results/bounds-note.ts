/**
 * The GM tells the Director, once per card and number, that a number a player's creature's own
 * documents gave a use was more than the book allows and was counted at the book's bound
 * (src/rules/book-bounds.ts). The numbers are the GM's own reading; no text of the player's is shown.
 */
import type { BoundNote } from "../../rules/book-bounds.ts";
import { tellDirectorOnce } from "../claims/tell-director.ts";

const PREFIX = "STEELBOUND.AcceptedAbility.Bound.";

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString("en-US")}` : n.toLocaleString("en-US"));

/** "kit melee damage (tier 3)", "characteristic might", …, in the Director's language. */
export function boundFieldText(field: string): string {
  const i18n = game.i18n;
  if (!i18n) return field;
  const [group = "", name = "", tier = ""] = field.split(".");
  if (group === "kit" && (name === "meleeDamage" || name === "rangedDamage"))
    return i18n.format(`${PREFIX}Kit.${name}`, { n: tier.replace("tier", "") });
  if (group === "kit" || group === "effects")
    return i18n.localize(`${PREFIX}${group === "kit" ? "Kit" : "Effects"}.${name}`);
  if (group === "characteristics")
    return i18n.format(`${PREFIX}Characteristic`, {
      name: i18n.localize(`STEELBOUND.Characteristic.${name.charAt(0).toUpperCase()}${name.slice(1)}.Label`),
    });
  return field;
}

/** One warning per number cut down, each told once per card. */
export function tellBounds(
  cardId: string,
  notes: readonly BoundNote[],
  names: { actor: string; ability: string },
): void {
  for (const note of notes)
    tellDirectorOnce("bounds", { cardId, token: note.field }, `${PREFIX}Director`, {
      actor: names.actor,
      ability: names.ability,
      field: boundFieldText(note.field),
      value: note.field.startsWith("characteristics.") ? String(note.value) : signed(note.value),
      counted: note.field.startsWith("characteristics.") ? String(note.counted) : signed(note.counted),
    });
}
