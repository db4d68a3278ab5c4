/** Context pieces every actor sheet shows: characteristics, movement, size, immunities and weaknesses. */
import { CHARACTERISTICS, type Characteristic } from "../../../rules/types.ts";
import type { CharacteristicScores, DamageData, MovementData, SizeData } from "./system-data.ts";
import type { ItemView } from "./item-data.ts";
import { characteristicAbbr, characteristicLabel } from "./ability-text.ts";
import { compareText, keyPart, signed, type Localizer } from "../../../i18n.ts";

export type SheetMode = "play" | "edit";

export interface CharacteristicCell {
  key: Characteristic;
  label: string;
  abbr: string;
  value: number;
  signed: string;
  /** Form field name, so edit mode writes straight to the document. */
  field: string;
}

export function characteristicCells(i18n: Localizer, scores: CharacteristicScores): CharacteristicCell[] {
  return CHARACTERISTICS.map((key) => ({
    key,
    label: characteristicLabel(i18n, key),
    abbr: characteristicAbbr(i18n, key),
    value: scores[key],
    signed: signed(scores[key]),
    field: `system.characteristics.${key}`,
  }));
}

/** "5" or "5 (fly, hover)"; walking is the default and not listed (R-MV-5). */
export function movementText(i18n: Localizer, movement: MovementData): string {
  const types = [...movement.types]
    .filter((t) => t !== "walk")
    .map((t) => i18n.localize(`STEELBOUND.Movement.${keyPart(t)}`));
  return types.length > 0 ? `${movement.speed} (${types.join(", ")})` : String(movement.speed);
}

/** "1M", "2" (R-MV-13: the letter only qualifies size 1). */
export function sizeText(size: SizeData): string {
  return size.value === 1 ? `1${size.letter}` : String(size.value);
}

function modifierText(
  i18n: Localizer,
  values: Partial<Record<string, number>>,
  immuneAll: ReadonlySet<string>,
): string {
  const entries: string[] = [];
  for (const type of immuneAll)
    entries.push(
      i18n.format("STEELBOUND.Damage.ModifierAll", {
        type: i18n.localize(`STEELBOUND.DamageType.${keyPart(type)}`),
      }),
    );
  for (const [type, value] of Object.entries(values)) {
    if (value === undefined || value <= 0) continue;
    const typeLabel =
      type === "all"
        ? i18n.localize("STEELBOUND.Damage.AnyType")
        : i18n.localize(`STEELBOUND.DamageType.${keyPart(type)}`);
    entries.push(i18n.format("STEELBOUND.Damage.Modifier", { type: typeLabel, value }));
  }
  return entries.join(", ");
}

/** "fire 5, poison all" style lists for the stat block (R-DM-2, R-DM-3); "—" when empty. */
export function damageModifiers(
  i18n: Localizer,
  damage: DamageData,
): { immunities: string; weaknesses: string } {
  const dash = i18n.localize("STEELBOUND.Sheet.None");
  return {
    immunities: modifierText(i18n, damage.immunities, damage.immuneAll) || dash,
    weaknesses: modifierText(i18n, damage.weaknesses, new Set()) || dash,
  };
}

export interface ItemRow {
  id: string;
  name: string;
  img: string;
  typeLabel: string;
  description: string;
}

export function itemRow(i18n: Localizer, item: ItemView, description: string): ItemRow {
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    typeLabel: i18n.localize(`TYPES.Item.${item.type}`),
    description,
  };
}

export function bySortThenName(a: ItemView, b: ItemView): number {
  return a.sort - b.sort || compareText(a.name, b.name);
}

/** The header fields every actor sheet shows: who it is, and whether it is in play or edit mode. */
export function sheetBasics(input: {
  mode: SheetMode;
  editable: boolean;
  isGM: boolean;
  name: string;
  img: string;
}) {
  return {
    mode: input.mode,
    isPlay: input.mode === "play",
    isEdit: input.mode === "edit",
    editable: input.editable,
    isGM: input.isGM,
    name: input.name,
    img: input.img,
  };
}
