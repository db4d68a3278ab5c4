/**
 * What the squad strike dialog shows and how its form reads back (R-MN-7, R-MN-9). Pure: the preview
 * gallery builds the dialog from it too.
 */
import { DAMAGE_TYPES, type DamageType, type SquadAttackKind } from "../../rules/index.ts";
import type { SquadStrikeRequest } from "../../documents/combatant-group/requests.ts";
import { keyPart } from "../../i18n.ts";

export interface SquadStrikeContext {
  squad: string;
  living: number;
  freeStrike: number;
  kinds: { value: SquadAttackKind; label: string; selected: boolean }[];
  damageTypes: { value: DamageType; label: string; selected: boolean }[];
  targets: { index: number; name: string; minions: number }[];
}

/** What the dialog shows: every target starts with one minion on it, as long as minions last. */
export function squadStrikeContext(input: {
  squad: string;
  living: number;
  freeStrike: number;
  targets: readonly string[];
}): SquadStrikeContext {
  return {
    squad: input.squad,
    living: input.living,
    freeStrike: input.freeStrike,
    kinds: (["signature", "freeStrike"] as const).map((value) => ({
      value,
      label: `STEELBOUND.Squad.Strike.Kind.${value}`,
      selected: value === "signature",
    })),
    damageTypes: DAMAGE_TYPES.map((value) => ({
      value,
      label: `STEELBOUND.DamageType.${keyPart(value)}`,
      selected: value === "untyped",
    })),
    targets: input.targets.map((name, index) => ({ index, name, minions: index < input.living ? 1 : 0 })),
  };
}

const whole = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : Number.NaN;
};

/** Reads the dialog's form ("kind", "tierDamage", "type", "minions.<i>") for the given targets. */
export function strikeFromForm(
  data: Readonly<Record<string, unknown>>,
  tokens: readonly TokenDocument.Implementation[],
): SquadStrikeRequest {
  const kind: SquadAttackKind = data["kind"] === "freeStrike" ? "freeStrike" : "signature";
  const type = DAMAGE_TYPES.find((t) => t === data["type"]) ?? "untyped";
  return {
    kind,
    tierDamage: kind === "signature" ? whole(data["tierDamage"]) : 0,
    type,
    targets: tokens.map((token, i) => ({ token, minions: whole(data[`minions.${String(i)}`]) })),
  };
}
