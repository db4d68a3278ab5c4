/**
 * The companion sheet: a companion is retainer-shaped (data/actor/companion.ts), so it is the retainer's sheet
 * (stat block, abilities rolled from the sheet, effects, biography) with its master named as such.
 */
import { RetainerSheet } from "./retainer-sheet.ts";
import type { MentorLabels } from "./context/mentor-labels.ts";

const COMPANION_LABELS: MentorLabels = {
  mentor: "STEELBOUND.Companion.Master",
  none: "STEELBOUND.Companion.NoMaster",
};

export class CompanionSheet extends RetainerSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["retainer", "companion"],
  };

  protected override mentorLabels(): MentorLabels {
    return COMPANION_LABELS;
  }
}
