/**
 * Display labels for the ability card's header, kept out of the pure card context (which has no
 * localizer): keyword chips use the sheets' STEELBOUND.Keyword.* keys, falling back to the raw keyword.
 */
import { keyPart, localizeOr, type Localizer } from "../applications/sheets/context/localizer.ts";
import type { AbilityCardContext } from "./ability-card.ts";

export interface AbilityCardLabels {
  keywordLabels: string[];
  actionTypeLabel: string;
}

export function abilityCardLabels(
  i18n: Localizer,
  context: Pick<AbilityCardContext, "keywords" | "actionType">,
): AbilityCardLabels {
  return {
    keywordLabels: context.keywords.map((k) => localizeOr(i18n, `STEELBOUND.Keyword.${keyPart(k)}`, k)),
    actionTypeLabel:
      context.actionType === ""
        ? ""
        : localizeOr(i18n, `STEELBOUND.Ability.Type.${keyPart(context.actionType)}`, ""),
  };
}
