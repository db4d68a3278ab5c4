/**
 * The Director's squad strike (R-MN-7, R-MN-9), opened from the squad's row in the combat tracker: how
 * many minions attack each targeted token, the signature roll's tier damage or free strikes together.
 * The squad document computes and applies one damage result per target.
 */
import { templatePath } from "../../constants.ts";
import { dialogIdPrefix } from "../dialogs/id-prefix.ts";
import type { SteelCombatantGroup } from "../../documents/combatant-group.ts";
import { squadFreeStrike } from "../../flows/squad-strike.ts";
import { squadSignature, type SquadSignatureResult } from "../../flows/squad-signature.ts";
import type { SquadStrikeResult } from "../../documents/combatant-group/requests.ts";
import { squadStrikeContext, strikeFromForm, type SquadStrikeContext } from "./squad-strike-context.ts";

export type SquadStrikePrompt = (context: SquadStrikeContext) => Promise<Record<string, unknown> | null>;

export const promptSquadStrike: SquadStrikePrompt = async (context) => {
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("squad/squad-strike.hbs"),
    { ...context, idPrefix: dialogIdPrefix("steelbound-squad-strike") },
  );
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STEELBOUND.Squad.Strike.Title" },
    content,
    ok: { label: "STEELBOUND.Squad.Strike.Confirm" },
    rejectClose: false,
  });
  return typeof result === "object" && result !== null ? Object.fromEntries(Object.entries(result)) : null;
};

/**
 * From the tracker: targets → dialog → the squad's strike. The signature ability rolls once for the squad
 * through the ability flow (R-MN-7, ../../flows/squad-signature.ts); free strikes together are applied by
 * the squad document (R-MN-9). Null when there is nothing to do.
 */
export async function runSquadStrike(
  group: SteelCombatantGroup,
  tokens: readonly TokenDocument.Implementation[],
  prompt: SquadStrikePrompt = promptSquadStrike,
): Promise<SquadStrikeResult | SquadSignatureResult | null> {
  if (tokens.length === 0) return { ok: false, error: "STEELBOUND.Squad.Strike.Error.noTargets" };
  const context = squadStrikeContext({
    squad: group.name ?? "",
    living: group.livingMinions().length,
    freeStrike: squadFreeStrike(group),
    targets: tokens.map((t) => t.name),
  });
  const data = await prompt(context);
  if (data === null) return null;
  const request = strikeFromForm(data, tokens);
  if (request.kind === "signature") return squadSignature(group, request.targets);
  return group.squadStrike(request);
}
