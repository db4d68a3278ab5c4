/**
 * The squad strike's chat card (R-MN-7, R-MN-9): which squad attacked, with its signature ability or free
 * strikes together, and per target the minions striking and the damage takeDamage dealt (after immunity
 * and weakness), so the whole table sees what the Director's squad did.
 */
import { templatePath } from "../constants.ts";
import type { DamageType, SquadAttackKind } from "../rules/index.ts";
import type { DamageReport } from "../documents/actor.ts";
import { keyPart } from "../i18n.ts";

export const SQUAD_STRIKE_TEMPLATE = templatePath("chat/squad-strike.hbs");

export interface SquadStrikeCardHit {
  token: string;
  name: string;
  minions: number;
  report: DamageReport;
}

export interface SquadStrikeCardContext {
  squad: string;
  signature: boolean;
  /** Localization key of the damage type, localized in the template. */
  typeLabel: string;
  hits: { token: string; name: string; minions: number; dealt: number; killed: number }[];
}

export function squadStrikeCardContext(input: {
  squad: string;
  kind: SquadAttackKind;
  type: DamageType;
  hits: readonly SquadStrikeCardHit[];
}): SquadStrikeCardContext {
  return {
    squad: input.squad,
    signature: input.kind === "signature",
    typeLabel: `STEELBOUND.DamageType.${keyPart(input.type)}`,
    hits: input.hits.map((h) => ({
      token: h.token,
      name: h.name,
      minions: h.minions,
      dealt: h.report.dealt,
      killed: h.report.killed,
    })),
  };
}

/** One message for the whole strike, spoken as the squad. */
export async function postSquadStrikeCard(context: SquadStrikeCardContext): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(SQUAD_STRIKE_TEMPLATE, { ...context });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ alias: context.squad }) });
}
