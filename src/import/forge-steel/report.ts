/**
 * What an import could not carry over: every part of a Forge Steel hero that has no Steelbound home is
 * listed here with where it was and why, never dropped silently. `why` is a key the window localises
 * (STEELBOUND.ForgeSteel.Why.<key>); `where` and `what` are the file's own names, shown escaped.
 */
export const WHY = [
  /** A kind of Forge Steel feature Steelbound has no mechanic for; its text is kept on a feature item. */
  "featureKind",
  /** A bonus to a number Steelbound does not track (save, recovery value, project points…). */
  "bonusField",
  /** A bonus that grows with level or echelon, imported at its value for the hero's current level. */
  "scales",
  /** Condition immunities are not modelled yet. */
  "conditionImmunity",
  /** Retainers, summons and followers are separate creatures, not imported with the hero. */
  "creature",
  /** A part of a companion (imported as a companion actor) that a Steelbound companion cannot hold. */
  "companion",
  /** A power-roll tier's effect kept as text (Steelbound could not read it into damage, forced movement or conditions). */
  "tierText",
  /** An ability's distance kept as text. */
  "distance",
  /** A value of the hero's state Steelbound keeps elsewhere or not at all. */
  "state",
  /** Forge Steel's renamings and notes on an ability are not applied. */
  "customization",
  /** A chosen option (class ability, kit…) the file names but does not contain. */
  "missing",
  /** A characteristic score beyond −5…+5 in the file (R-CH-1), held to that range on the sheet. */
  "characteristicRange",
  /** A Forge Steel feature kind this importer does not know. */
  "unknown",
] as const;
export type Why = (typeof WHY)[number];

export interface ReportEntry {
  /** Where in the hero ("Class: Censor › Judgment"). */
  where: string;
  /** What could not be mapped ("Save Threshold", "hero tokens: 2"). */
  what: string;
  why: Why;
}

export class Report {
  readonly entries: ReportEntry[] = [];
  add(where: string, what: string, why: Why): void {
    this.entries.push({ where, what, why });
  }
}
