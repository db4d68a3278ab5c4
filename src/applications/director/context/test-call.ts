/** The Director's "call for a test" dialog context (R-TS-1, R-TS-5): pure, so the gallery draws it. */
import { keyPart, type Localizer } from "../../../i18n.ts";
import { CHARACTERISTICS } from "../../../rules/types.ts";
import type { TestDifficulty } from "../../../rules/index.ts";

export const DIFFICULTIES: readonly TestDifficulty[] = ["easy", "medium", "hard"];

/** The dialog's template context: pure, so the gallery draws it. */
export function testCallDialogContext(
  i18n: Localizer,
  heroes: readonly { id: string; name: string }[],
  /** R-PR-12: creatures on the scene that may oppose the hero (none: no opposed test offered). */
  opponents: readonly { uuid: string; name: string }[] = [],
) {
  return {
    characteristics: CHARACTERISTICS.map((value) => ({
      value,
      label: i18n.localize(`STEELBOUND.RollDialog.Characteristic.${value}`),
    })),
    difficulties: DIFFICULTIES.map((value) => ({
      value,
      label: i18n.localize(`STEELBOUND.RollDialog.Difficulty${keyPart(value)}`),
      selected: value === "medium",
    })),
    heroes,
    opponents,
  };
}
