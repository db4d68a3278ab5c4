/**
 * The GM checks what a player's ability card claims against the ability and the
 * board before applying anything from it. A card is the player's writing (they author it), so each claim
 * is measured again here, from the ability item and the scene as the GM reads them:
 * - the number of targets against the ability's target line (R-AB-2, `target.count`; 0 = no number);
 * - an area ability's template: it exists, its placement fits the ability (shape, size, from the user's
 *   space: src/canvas/area-template.ts), and no other card used it first (the GM's record, ./record.ts);
 * - no target hidden from the acting creature unless the ability has the Area keyword (R-CN-11, 004
 *   「隠れると忍び足」; the hidden status believed only as a GM wrote it);
 * - a per-source bonus only from its owner: the Director's Brutal Effectiveness (R-ML Malice feature)
 *   raises potency only on a card the Director made.
 * The Director's own cards are not measured: the GM is the authority the checks serve.
 */
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import { bind, boundCard } from "./record.ts";
import { BRUTAL_EFFECTIVENESS_POTENCY_BONUS, targetsAllowed } from "../../rules/index.ts";

export interface CardClaims {
  cardId: string;
  authorIsGM: boolean;
  /** The ability item's system data (as the GM reads it). */
  system: unknown;
  targets: readonly string[];
  area: boolean;
  /** The card's template UUID ("" for none). */
  template: string;
  /** The tokens inside that template when its placement fits the ability, else null. */
  areaTokens: ReadonlySet<string> | null;
  /** The first target the ability does not reach, as the GM measured the board; null when all are reached. */
  unreached: Unreached | null;
  /**
   * R-CN-11: the name of the first target hidden from the acting creature (by a status a GM wrote) when the
   * ability lacks the Area keyword; null when none is, or the ability may target hidden creatures.
   */
  hidden?: string | null;
  /** The acting creature's and the ability's names, for the Director's message. */
  names: { actor: string; ability: string };
}

/** Why a target is not reached: too far, no line of effect, or the user has no token on its scene. */
export interface Unreached {
  why: "range" | "lineOfEffect" | "noUser";
  name: string;
}

function numberAt(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function textAt(source: unknown, path: string): string {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "string" ? value : "";
}

function checkArea(claims: CardClaims): void {
  if (claims.areaTokens === null) throw new QueryRefused("NoTemplate", "no template fitting the ability");
  const first = boundCard("template", claims.template);
  if (first !== null && first !== claims.cardId)
    throw new QueryRefused("NoTemplate", "another use's template");
}

const REACH_MESSAGES = {
  range: "STEELBOUND.Query.OutOfReachDirector",
  lineOfEffect: "STEELBOUND.Query.NoLineOfEffectDirector",
  noUser: "STEELBOUND.Query.NoTokenDirector",
} as const;

/**
 * R-AB-2, 004 "効果線": refuses a target out of reach; the Director reads who, what and why, the requester
 * `outOfReach` (or the line of effect's reason).
 */
function checkReach(
  claims: Pick<CardClaims, "unreached" | "names">,
  outOfReach: "OutOfReach" | "FreeStrikeOutOfReach" = "OutOfReach",
): void {
  const unreached = claims.unreached;
  if (unreached === null) return;
  const data = { actor: claims.names.actor, ability: claims.names.ability, target: unreached.name };
  ui.notifications?.warn(game.i18n?.format(REACH_MESSAGES[unreached.why], data) ?? unreached.why);
  const reason = unreached.why === "lineOfEffect" ? "NoLineOfEffect" : outOfReach;
  throw new QueryRefused(reason, `${unreached.why}: ${unreached.name}`);
}

/**
 * R-CN-11: refuses a target hidden from the acting creature (the ability lacks the Area keyword); the Director
 * reads who, what and whom, the requester `TargetHidden`.
 */
function checkHidden(claims: Pick<CardClaims, "hidden" | "names">): void {
  const hidden = claims.hidden ?? null;
  if (hidden === null) return;
  const data = { actor: claims.names.actor, ability: claims.names.ability, target: hidden };
  ui.notifications?.warn(game.i18n?.format("STEELBOUND.Query.TargetHiddenDirector", data) ?? hidden);
  throw new QueryRefused("TargetHidden", hidden);
}

/**
 * R-MO-2: a player's free strike card reaches each target with the creature's melee or ranged free strike,
 * measured by the GM on the board (the Director's own cards are not measured, as with abilities).
 */
export function checkFreeStrikeClaims(claims: {
  authorIsGM: boolean;
  unreached: Unreached | null;
  names: { actor: string; ability: string };
}): void {
  if (!claims.authorIsGM) checkReach(claims, "FreeStrikeOutOfReach");
}

/** Refuses a player's card whose targets, reach or template the ability and the board do not bear out. */
export function checkCardClaims(claims: CardClaims): void {
  if (claims.authorIsGM) return;
  if (!targetsAllowed(numberAt(claims.system, "target.count"), claims.targets.length))
    throw new QueryRefused("TooManyTargets", String(claims.targets.length));
  checkHidden(claims);
  if (claims.area) checkArea(claims);
  else checkReach(claims);
}

/** Brutal Effectiveness is the Director's: only a card the Director made may claim its potency bonus. */
export function potencyBonusFor(author: { readonly isGM: boolean }): number {
  return author.isGM ? BRUTAL_EFFECTIVENESS_POTENCY_BONUS : 0;
}

/**
 * Refuses a card whose template another card already used, on every apply path (the card's
 * buttons check it with the rest of their claims; the chat menu's apply calls this).
 */
export function checkTemplateFree(cardId: string): void {
  const message = game.messages?.get(cardId);
  const system: unknown = message ? message.system : null;
  const template = textAt(system, "area.template");
  if (template === "") return;
  const first = boundCard("template", template);
  if (first !== null && first !== cardId) throw new QueryRefused("NoTemplate", "another use's template");
}

/** Records that this card used its template (the first card to apply with a template owns it). */
export async function claimTemplate(cardId: string): Promise<void> {
  const message = game.messages?.get(cardId);
  const system: unknown = message ? message.system : null;
  const template = textAt(system, "area.template");
  if (template !== "" && boundCard("template", template) === null)
    await bind(cardId, "template", template, "");
}
