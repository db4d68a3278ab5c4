/**
 * The item sheet's Effects tab (docs/DATA.md "Item effects"): the ActiveEffects a kit, treasure, title,
 * perk, complication or feature carries to its owner, each with a name, a Draw Steel duration, change rows
 * aimed at the numbers Draw Steel effects touch, and for a leveled treasure its level band (R-RW-1). Pure:
 * the sheet hands plain rows in, and turns the submitted form back into effect updates here.
 */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../../rules/types.ts";
import {
  EFFECT_CHANGE_MODES,
  EFFECT_DURATION_LIST,
  LEVELED_TREASURE_BANDS,
  isTreasureBand,
  type EffectChange,
  type EffectDuration,
  type TreasureBand,
} from "../../../rules/index.ts";
import { characteristicLabel } from "./ability-text.ts";
import { indexedRows } from "./item-submit.ts";
import { keyPart, localizeOr, type Localizer, type SelectOption } from "../../../i18n.ts";

/** Item types whose effects reach their owner (their own module: the sheet's shell reads them at start). */
export { EFFECT_CARRIERS } from "./effect-carriers.ts";

export interface ItemEffectInput {
  id: string;
  name: string;
  disabled: boolean;
  duration: EffectDuration | null;
  band: TreasureBand | null;
  changes: readonly EffectChange[];
}

export interface ItemEffectEditor {
  id: string;
  name: string;
  prefix: string;
  disabled: boolean;
  durations: SelectOption[];
  bands: SelectOption[];
  changes: { index: number; prefix: string; targets: SelectOption[]; modes: SelectOption[]; value: string }[];
}

export interface ItemEffectsContext {
  itemEffects: ItemEffectEditor[];
  /** Only a leveled treasure's effects pick a level band. */
  showBands: boolean;
  effectsEditable: boolean;
}

/** Change keys Draw Steel effects usually aim at (the hero's and monster's shared fields). */
function targets(i18n: Localizer): { value: string; label: string }[] {
  const t = (key: string) => i18n.localize(`STEELBOUND.ItemEffects.Target.${key}`);
  const damage = (type: string) => localizeOr(i18n, `STEELBOUND.DamageType.${keyPart(type)}`, type);
  const types = ["all", ...DAMAGE_TYPES.filter((d) => d !== "untyped")];
  const typeLabel = (type: string) => (type === "all" ? t("allDamage") : damage(type));
  return [
    ...CHARACTERISTICS.map((c) => ({
      value: `system.characteristics.${c}`,
      label: characteristicLabel(i18n, c),
    })),
    { value: "system.movement.speed", label: t("speed") },
    { value: "system.stability", label: t("stability") },
    { value: "system.disengage", label: t("disengage") },
    { value: "system.stamina.max", label: t("staminaMax") },
    { value: "system.recoveries.max", label: t("recoveriesMax") },
    ...types.map((d) => ({
      value: `system.damage.immunities.${d}`,
      label: i18n.format("STEELBOUND.ItemEffects.Target.immunity", { type: typeLabel(d) }),
    })),
    ...types.map((d) => ({
      value: `system.damage.weaknesses.${d}`,
      label: i18n.format("STEELBOUND.ItemEffects.Target.weakness", { type: typeLabel(d) }),
    })),
  ];
}

function targetOptions(list: readonly { value: string; label: string }[], current: string): SelectOption[] {
  const options = list.map((o) => ({ ...o, selected: o.value === current }));
  // A key set elsewhere (the core effect sheet, an import) stays selectable under its own path.
  if (current && !list.some((o) => o.value === current))
    options.push({ value: current, label: current, selected: true });
  return options;
}

export interface ChangeEditorRow {
  index: number;
  prefix: string;
  targets: SelectOption[];
  modes: SelectOption[];
  value: string;
}

/**
 * Change rows as the effect editors show them (a target, a mode, a value; named `<prefix>.<i>.*`), for an
 * item's effects and for a monster's captain benefit alike.
 */
export function changeEditorRows(
  i18n: Localizer,
  changes: readonly EffectChange[],
  prefix: string,
  list: readonly { value: string; label: string }[] = targets(i18n),
): ChangeEditorRow[] {
  return changes.map((c, index) => ({
    index,
    prefix: `${prefix}.${index}`,
    targets: targetOptions(list, c.key),
    modes: EFFECT_CHANGE_MODES.map((m) => ({
      value: String(m),
      label: i18n.localize(`STEELBOUND.Ability.ChangeMode.${m}`),
      selected: m === c.mode,
    })),
    value: c.value,
  }));
}

export function itemEffectsContext(
  i18n: Localizer,
  effects: readonly ItemEffectInput[],
  { showBands, editable }: { showBands: boolean; editable: boolean },
): ItemEffectsContext {
  const list = targets(i18n);
  const itemEffects = effects.map((effect) => {
    const prefix = `effectRows.${effect.id}`;
    return {
      id: effect.id,
      name: effect.name,
      prefix,
      disabled: effect.disabled,
      durations: [
        {
          value: "",
          label: i18n.localize("STEELBOUND.Sheet.Effects.Duration.none"),
          selected: !effect.duration,
        },
        ...EFFECT_DURATION_LIST.map((d) => ({
          value: d,
          label: i18n.localize(`STEELBOUND.Sheet.Effects.Duration.${d}`),
          selected: d === effect.duration,
        })),
      ],
      bands: [
        {
          value: "",
          label: i18n.localize("STEELBOUND.ItemEffects.AnyLevel"),
          selected: effect.band === null,
        },
        ...LEVELED_TREASURE_BANDS.map((b) => ({
          value: String(b),
          label: i18n.format("STEELBOUND.ItemEffects.Band", { level: String(b) }),
          selected: b === effect.band,
        })),
      ],
      changes: changeEditorRows(i18n, effect.changes, `${prefix}.changes`, list),
    };
  });
  return { itemEffects, showBands, effectsEditable: editable };
}

const isData = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export function changeRows(value: unknown): EffectChange[] {
  if (!isData(value)) return [];
  return indexedRows(value).flatMap((row) => {
    if (!isData(row) || typeof row["key"] !== "string" || row["key"] === "") return [];
    const mode = Number(row["mode"]);
    const known = (EFFECT_CHANGE_MODES as readonly number[]).includes(mode);
    const value = row["value"];
    const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
    return [{ key: row["key"], mode: known ? mode : 2, value: text }];
  });
}

/**
 * The submitted `effectRows.<id>.…` fields as one ActiveEffect update each (docs/DATA.md: the duration in
 * `flags.steelbound.duration`, the band in `flags.steelbound.treasureLevel`; null clears them).
 */
export function effectRowUpdates(rows: unknown): Record<string, unknown>[] {
  if (!isData(rows)) return [];
  return Object.entries(rows).flatMap(([id, row]) => {
    if (!isData(row)) return [];
    const update: Record<string, unknown> = { _id: id };
    if (typeof row["name"] === "string" && row["name"].trim()) update["name"] = row["name"].trim();
    if ("duration" in row) {
      const d = EFFECT_DURATION_LIST.find((x) => x === row["duration"]);
      update["flags.steelbound.duration"] = d ?? null;
    }
    if ("band" in row) {
      const band = Number(row["band"]);
      update["flags.steelbound.treasureLevel"] = row["band"] !== "" && isTreasureBand(band) ? band : null;
    }
    if ("changes" in row) update["changes"] = changeRows(row["changes"]);
    return [update];
  });
}
