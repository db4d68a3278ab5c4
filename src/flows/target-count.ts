/**
 * R-AB-2: an ability's target line says how many creatures or objects it may target ("one creature", "three
 * enemies"; 0 = no number, as areas say "each enemy in the area"). A use with more tokens targeted than that is
 * refused before anything is rolled, placed or paid, in words that say how many the ability takes; the GM
 * checks the same on the card (src/queries/claims/card-claims.ts), this only spares the player a wasted roll.
 */
import { targetsAllowed } from "../rules/index.ts";

/** The ability item's target count (`system.target.count`), 0 when it names none. */
export function targetCountOf(item: Item.Implementation): number {
  const count: unknown = foundry.utils.getProperty(item.system, "target.count");
  return typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0;
}

/** False after telling the user when more tokens are targeted than the ability allows. */
export function mayTargetThatMany(item: Item.Implementation, targeted: number): boolean {
  const count = targetCountOf(item);
  if (targetsAllowed(count, targeted)) return true;
  ui.notifications?.warn(
    game.i18n?.format("STEELBOUND.Use.TooManyTargets", {
      count: String(count),
      targeted: String(targeted),
    }) ?? "",
  );
  return false;
}
