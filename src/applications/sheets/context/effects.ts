/**
 * The Effects tab: every ActiveEffect on the actor (conditions and custom effects) with its source and its
 * Draw Steel duration (docs/DATA.md: `origin` is the imposing creature's UUID, `flags.steelbound.duration`
 * one of eot/save/encounter, R-AB-11). Pure: the sheet resolves names and hands plain data in.
 */
import type { EffectDuration } from "../../../rules/index.ts";
import { conditionRule, type Localizer } from "../../../i18n.ts";

export interface EffectInput {
  id: string;
  /** The owned item carrying the effect to the actor (null: the actor's own effect). */
  itemId: string | null;
  name: string;
  img: string | null;
  /** The source's name, "" when the effect names no source, null when its source can't be found. */
  source: string | null;
  duration: EffectDuration | null;
  disabled: boolean;
  /** v13 ActiveEffect#isSuppressed: system logic keeps it from applying though it is not disabled. */
  suppressed: boolean;
  /** The effect's status ids (a condition's id), for its rule's tooltip; absent reads as none. */
  statuses?: readonly string[];
}

export interface EffectRow {
  id: string;
  itemId: string | null;
  name: string;
  img: string | null;
  sourceLabel: string;
  durationLabel: string;
  disabled: boolean;
  /** "Active", "Disabled" or "Suppressed", so the state is read, not only seen as a faded row. */
  stateLabel: string;
  toggleLabel: string;
  /** The rule of the condition the effect is (its tooltip, plain text), "" for a custom effect. */
  rule: string;
}

export interface EffectsContext {
  effects: EffectRow[];
  /** Only the owner gets the toggle, open and delete buttons (a read-only sheet shows the list alone). */
  effectControls: boolean;
}

/** Whole keys (not joined from parts) so the i18n integrity test sees each one. */
const DURATION_KEYS: Record<EffectDuration | "none", string> = {
  eot: "STEELBOUND.Sheet.Effects.Duration.eot",
  save: "STEELBOUND.Sheet.Effects.Duration.save",
  encounter: "STEELBOUND.Sheet.Effects.Duration.encounter",
  respite: "STEELBOUND.Sheet.Effects.Duration.respite",
  permanent: "STEELBOUND.Sheet.Effects.Duration.permanent",
  none: "STEELBOUND.Sheet.Effects.Duration.none",
};

function stateKey(effect: EffectInput): string {
  if (effect.disabled) return "STEELBOUND.Sheet.Effects.State.disabled";
  return effect.suppressed
    ? "STEELBOUND.Sheet.Effects.State.suppressed"
    : "STEELBOUND.Sheet.Effects.State.active";
}

export function effectsContext(
  i18n: Localizer,
  effects: readonly EffectInput[],
  editable: boolean,
): EffectsContext {
  const rows = effects.map((effect) => ({
    id: effect.id,
    itemId: effect.itemId,
    name: effect.name,
    img: effect.img,
    sourceLabel:
      effect.source === null
        ? i18n.localize("STEELBOUND.Sheet.Effects.UnknownSource")
        : effect.source || i18n.localize("STEELBOUND.Sheet.Effects.NoSource"),
    durationLabel: i18n.localize(DURATION_KEYS[effect.duration ?? "none"]),
    disabled: effect.disabled,
    stateLabel: i18n.localize(stateKey(effect)),
    toggleLabel: i18n.format(
      effect.disabled ? "STEELBOUND.Sheet.Effects.Enable" : "STEELBOUND.Sheet.Effects.Disable",
      { name: effect.name },
    ),
    rule: (effect.statuses ?? []).map((id) => conditionRule(i18n, id)).find((r) => r !== "") ?? "",
  }));
  return { effects: rows, effectControls: editable };
}
