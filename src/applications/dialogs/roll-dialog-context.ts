/** The roll dialog's template context, built without Foundry so the preview gallery renders what players see. */
import { edgeBaneLabel, keyPart, type Localizer } from "../../i18n.ts";
import type { RollDialogOptions } from "../../documents/roll-prompt.ts";

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
