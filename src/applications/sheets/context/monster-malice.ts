/**
 * The Malice block of a monster sheet: the Director's pool (shown to players only when the GM allows,
 * R-ML-5) and, for the GM in a running combat, the Basic Malice buttons (R-ML-3) with the rules' verdict
 * on each, so a disabled button says why. Pure: the sheet passes what it read from the world.
 */
import {
  BASIC_MALICE,
  canUseBasicMalice,
  maliciousStrikeMaxSpend,
  type BasicMaliceFeature,
} from "../../../rules/index.ts";
import type { Localizer } from "../../../i18n.ts";

/** What the sheet read from the world about Malice and the running turn. */
export interface MaliceInput {
  isGM: boolean;
  /** R-ML-5: the GM shows the pool to players. */
  visibleToPlayers: boolean;
  value: number;
  /** Last round Malicious Strike was used (−1 never). */
  maliciousStrikeRound: number;
  /** The running combat's round, or null outside combat. */
  round: number | null;
  /** This monster's turn just started on the Director's side and no Basic Malice was bought yet. */
  turnStart: boolean;
  /** The monster's highest characteristic (Malicious Strike's damage and cap). */
  highestCharacteristic: number;
}

export interface BasicMaliceButton {
  feature: BasicMaliceFeature;
  label: string;
  /** "3" or "5+". */
  cost: string;
  hint: string;
  disabled: boolean;
  /** Why it is disabled (localized), empty when usable. */
  reason: string;
  /** Malicious Strike: the most worth spending (the cap, R-ML-3). */
  maxSpend: number;
}

export interface MaliceView {
  value: number;
  /** GM only, during combat. */
  basic: BasicMaliceButton[];
}

const FEATURES: readonly BasicMaliceFeature[] = ["brutalEffectiveness", "maliciousStrike"];

/** Null when this viewer may not see the pool (a player while the GM hides it). */
export function maliceView(i18n: Localizer, input: MaliceInput): MaliceView | null {
  if (!input.isGM && !input.visibleToPlayers) return null;
  const round = input.round;
  const basic =
    !input.isGM || round === null
      ? []
      : FEATURES.map((feature): BasicMaliceButton => {
          const data = BASIC_MALICE[feature];
          const check = canUseBasicMalice({
            feature,
            spend: data.cost,
            malice: input.value,
            round,
            lastMaliciousStrikeRound: input.maliciousStrikeRound < 0 ? null : input.maliciousStrikeRound,
            atTurnStart: input.turnStart,
          });
          return {
            feature,
            label: i18n.localize(`STEELBOUND.Malice.Basic.${feature}`),
            cost: data.extraSpend ? `${data.cost}+` : `${data.cost}`,
            hint: i18n.localize(`STEELBOUND.Malice.Basic.${feature}Hint`),
            disabled: !check.ok,
            reason: check.ok ? "" : i18n.localize(`STEELBOUND.Malice.Error.${check.reason}`),
            maxSpend:
              feature === "maliciousStrike"
                ? maliciousStrikeMaxSpend(input.highestCharacteristic)
                : data.cost,
          };
        });
  return { value: input.value, basic };
}
