/** The roll dialog's template context, built without Foundry so the preview gallery renders what players see. */
import { edgeBaneLabel, keyPart, type Localizer } from "../../i18n.ts";
import type { RollDialogOptions } from "../../documents/roll-prompt.ts";
import { automaticTier } from "../../rules/index.ts";

/**
 * R-PR-7 in the dialog: the tier the roll takes automatically and the effects that say so, or that
 * different automatic tiers cancel (then the roll goes as rolled). Null when no effect grants one.
 */
function automaticTierLine(
  i18n: Localizer,
  grants: RollDialogOptions["automaticTiers"],
): { tier: number | null; text: string } | null {
  if (!grants || grants.length === 0) return null;
  const tier = automaticTier(grants.map((g) => g.tier));
  const unnamed = i18n.localize("STEELBOUND.RollDialog.AutomaticTierUnnamed");
  const named = (g: { tier: number; source: string }) => g.source.trim() || unnamed;
  if (tier !== null)
    return {
      tier,
      text: i18n.format("STEELBOUND.RollDialog.AutomaticTier", {
        tier: String(tier),
        source: [...new Set(grants.map(named))].join(", "),
      }),
    };
  const each = grants.map((g) =>
    i18n.format("STEELBOUND.RollDialog.AutomaticTierEach", { tier: String(g.tier), source: named(g) }),
  );
  return {
    tier: null,
    text: i18n.format("STEELBOUND.RollDialog.AutomaticTierCancel", { list: each.join(", ") }),
  };
}

/** Roll modes as CONFIG.Dice.rollModes lists them, with the one currently chosen. */
export interface RollModeChoice {
  modes: Readonly<Record<string, { label: string }>>;
  current: unknown;
}

/** The dialog's template context: pure, so the preview gallery renders exactly what players see. */
export function rollDialogContext(i18n: Localizer, options: RollDialogOptions, rollModes: RollModeChoice) {
  return {
    ...options,
    isTest: options.kind === "test",
    // Situations (flanking, cover …) and a lower tier apply to ability rolls only (R-PR-5, R-PR-8).
    isAbility: options.kind === "ability",
    // A project roll (R-DT-1) takes an applicable skill (+2) but has no difficulty.
    hasSkill: options.kind === "test" || options.kind === "project",
    characteristicOptions: options.characteristics.map((c) => ({
      ...c,
      label: i18n.localize(`STEELBOUND.RollDialog.Characteristic.${c.key}`),
      selected: c.key === options.selected,
    })),
    // A test the Director called for comes with its difficulty chosen (medium otherwise).
    difficultyOptions: (["easy", "medium", "hard"] as const).map((value) => ({
      value,
      label: i18n.localize(`STEELBOUND.RollDialog.Difficulty${keyPart(value)}`),
      selected: value === (options.difficulty ?? "medium"),
    })),
    // "fire or cold damage": the user picks the type now; the first is preselected.
    damageTypeOptions: (options.damageTypes ?? []).map((type, i) => ({
      value: type,
      label: i18n.localize(`STEELBOUND.DamageType.${keyPart(type)}`),
      selected: i === 0,
    })),
    automaticTier: automaticTierLine(i18n, options.automaticTiers),
    rows: options.targets.map((t, index) => ({
      ...t,
      index,
      reasons: t.reasons.map((r) => ({
        kind: r.kind,
        label: edgeBaneLabel(i18n, r.source, r.kind),
      })),
    })),
    rollModes: Object.entries(rollModes.modes).map(([value, mode]) => ({
      value,
      label: i18n.localize(mode.label),
      selected: value === rollModes.current,
    })),
  };
}
