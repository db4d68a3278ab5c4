/** i18n keys naming the hero a retainer-shaped actor follows, and "nobody" (the sheet reads them before its body loads). */
export interface MentorLabels {
  mentor: string;
  none: string;
}
export const RETAINER_LABELS: MentorLabels = {
  mentor: "STEELBOUND.Retainer.Mentor",
  none: "STEELBOUND.Retainer.NoMentor",
};
