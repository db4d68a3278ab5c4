/**
 * Display labels for the ability card's header, kept out of the pure card context (which has no
 * localizer): keyword chips use the sheets' STEELBOUND.Keyword.* keys (i18n.ts keywordLabel), never a raw key.
 */
import { keyPart, keywordLabel, keywordRule, localizeOr, type Localizer } from "../i18n.ts";
import type { AbilityCardContext } from "./ability-card.ts";

export interface AbilityCardLabels {
  keywordLabels: string[];
  /** Each keyword's rule for its chip's tooltip, "" when it has none (same order as keywordLabels). */
  keywordRules: string[];
  actionTypeLabel: string;
  /** The sheets' tier-line glyphs (R-PR-2) by tier, for each target's badge. */
  tierGlyphs: Record<1 | 2 | 3, string>;
}

export function abilityCardLabels(
  i18n: Localizer,
  context: Pick<AbilityCardContext, "keywords" | "actionType"> & { villainAction?: number },
): AbilityCardLabels {
  const villain = context.actionType === "villain" ? (context.villainAction ?? 0) : 0;
  return {
    keywordLabels: context.keywords.map((k) => keywordLabel(i18n, k)),
    keywordRules: context.keywords.map((k) => keywordRule(i18n, k)),
    // R-CB-18: a villain action is headed with its number, as on the monster sheet.
    actionTypeLabel:
      villain > 0
        ? i18n.format("STEELBOUND.Ability.VillainActionN", { n: villain })
        : context.actionType === ""
          ? ""
          : localizeOr(i18n, `STEELBOUND.Ability.Type.${keyPart(context.actionType)}`, ""),
    tierGlyphs: {
      1: i18n.localize("STEELBOUND.Ability.Tier.Glyph1"),
      2: i18n.localize("STEELBOUND.Ability.Tier.Glyph2"),
      3: i18n.localize("STEELBOUND.Ability.Tier.Glyph3"),
    },
  };
}
