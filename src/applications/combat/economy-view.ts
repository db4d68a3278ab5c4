/** The tracker's pools block: the party's hero tokens and the Director's Malice, with the GM's controls. */
import type { PoolChange } from "../../documents/combat/economy.ts";

export interface PoolControl {
  change: PoolChange;
  label: string;
  icon: string;
}

export interface EconomyView {
  isGM: boolean;
  heroTokens: number;
  malice: { visible: boolean; value: number };
  tokenControls: PoolControl[];
  maliceControls: PoolControl[];
}

const CONTROLS: Record<PoolChange, PoolControl> = {
  startSession: {
    change: "startSession",
    label: "STEELBOUND.Economy.StartSession",
    icon: "fa-solid fa-flag-checkered",
  },
  increase: { change: "increase", label: "STEELBOUND.Economy.Increase", icon: "fa-solid fa-plus" },
  decrease: { change: "decrease", label: "STEELBOUND.Economy.Decrease", icon: "fa-solid fa-minus" },
  reset: { change: "reset", label: "STEELBOUND.Economy.Reset", icon: "fa-solid fa-rotate-left" },
};

export function buildEconomyView(viewer: {
  isGM: boolean;
  heroTokens: number;
  malice: number;
  maliceVisible: boolean;
}): EconomyView {
  return {
    isGM: viewer.isGM,
    heroTokens: viewer.heroTokens,
    malice: { visible: viewer.isGM || viewer.maliceVisible, value: viewer.malice },
    tokenControls: viewer.isGM
      ? [CONTROLS.startSession, CONTROLS.increase, CONTROLS.decrease, CONTROLS.reset]
      : [],
    maliceControls: viewer.isGM ? [CONTROLS.increase, CONTROLS.decrease, CONTROLS.reset] : [],
  };
}

const CHANGES = new Set<string>(Object.keys(CONTROLS));

/** The change a clicked control names, or null for anything else. */
export function poolChangeOf(value: string | undefined): PoolChange | null {
  return value !== undefined && CHANGES.has(value) ? (value as PoolChange) : null;
}
