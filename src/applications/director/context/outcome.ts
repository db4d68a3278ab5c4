/**
 * The chat card a Director posts when a montage test (R-TS-6) or a negotiation (R-NG-3, R-NG-8) ends:
 * a title, a few labelled numbers and the result.
 */
import { NEGOTIATION_MAX, negotiationEnd, negotiationOffer } from "../../../rules/index.ts";
import { montageTally, type MontageState } from "../../../data/settings/montage.ts";
import type { NegotiationData } from "../../../data/settings/negotiation.ts";
import { keyPart, type Localizer } from "../../../i18n.ts";

export interface OutcomeCard {
  kind: "montage" | "negotiation";
  title: string;
  subtitle: string;
  rows: { label: string; value: string }[];
  result: string;
  /** "success" | "partial" | "failure" | "ongoing": the card's colour. */
  tone: string;
}

const M = "STEELBOUND.Director.Montage.";
const N = "STEELBOUND.Director.Negotiation.";

export function montageOutcomeCard(i18n: Localizer, state: MontageState): OutcomeCard {
  const tally = montageTally(state);
  const tone = {
    ongoing: "ongoing",
    totalSuccess: "success",
    partialSuccess: "partial",
    totalFailure: "failure",
  }[tally.result];
  return {
    kind: "montage",
    title: state.name || i18n.localize(`${M}Title`),
    subtitle: i18n.localize(`${M}Difficulty.${keyPart(state.difficulty)}`),
    rows: [
      { label: i18n.localize(`${M}Successes`), value: `${tally.successes} / ${tally.successLimit}` },
      { label: i18n.localize(`${M}Failures`), value: `${tally.failures} / ${tally.failureLimit}` },
      {
        label: i18n.localize(`${M}Rounds`),
        value: `${Math.min(state.roundsCompleted, state.maxRounds)} / ${state.maxRounds}`,
      },
    ],
    result:
      tally.result === "ongoing"
        ? i18n.localize(`${M}Result.Ongoing`)
        : `${i18n.localize(`${M}Result.${keyPart(tally.result)}`)} — ${i18n.format(`${M}Victories`, { victories: tally.victories })}`,
    tone,
  };
}

export function negotiationOutcomeCard(i18n: Localizer, state: NegotiationData): OutcomeCard {
  const ended = state.started ? negotiationEnd(state) : null;
  const offer = i18n.localize(`${N}Offer.${keyPart(negotiationOffer(state.interest))}`);
  return {
    kind: "negotiation",
    title: i18n.format(`${N}CardTitle`, { name: state.npc.name || i18n.localize(`${N}UnnamedNpc`) }),
    subtitle: i18n.localize(`${N}Attitude.${keyPart(state.attitude)}`),
    rows: [
      { label: i18n.localize(`${N}Interest`), value: `${state.interest} / ${NEGOTIATION_MAX}` },
      { label: i18n.localize(`${N}Patience`), value: `${state.patience} / ${NEGOTIATION_MAX}` },
    ],
    result:
      ended === null
        ? i18n.format(`${N}Response`, { offer })
        : ended === "noOffer"
          ? i18n.localize(`${N}End.NoOffer`)
          : i18n.format(`${N}End.FinalOffer`, { offer }),
    tone: ended === null ? "ongoing" : ended === "noOffer" ? "failure" : "success",
  };
}
