/**
 * The listeners' signatures of the public hooks of docs/API.md (./api-hooks.ts), so every place that fires
 * one is checked against them (a roll is the system's PowerRoll, src/rolls/power-roll.ts, typed as its Roll).
 */
import type { Characteristic } from "../rules/types.ts";
import type { TurnInProgress } from "./combat/flow-state.ts";
import type { AppliedResults, ApplyMode } from "./gm-channel/apply-results-types.ts";

/** A `pre` hook's listener returns `false` to withdraw the action; anything else lets it go on. */
type Cancel = unknown;

/** A listener of each public hook, by name. */
export interface SteelboundHookListeners {
  "steelbound.preUseAbility": (item: Item.Implementation, context: { actor: Actor.Implementation }) => Cancel;
  "steelbound.useAbility": (
    item: Item.Implementation,
    context: { actor: Actor.Implementation; message: ChatMessage.Stored },
  ) => void;
  "steelbound.preRollPower": (
    actor: Actor.Implementation,
    roll: Roll,
    context: { item: Item.Implementation },
  ) => Cancel;
  "steelbound.rollPower": (
    actor: Actor.Implementation,
    roll: Roll,
    context: { item: Item.Implementation },
  ) => void;
  "steelbound.preRollTest": (
    actor: Actor.Implementation,
    roll: Roll,
    context: { characteristic: Characteristic },
  ) => Cancel;
  "steelbound.rollTest": (
    actor: Actor.Implementation,
    roll: Roll,
    context: { characteristic: Characteristic; message: ChatMessage.Stored },
  ) => void;
  "steelbound.preApplyResults": (
    message: ChatMessage.Implementation,
    context: { targets: string[]; mode: ApplyMode },
  ) => Cancel;
  "steelbound.applyResults": (message: ChatMessage.Stored | null, context: AppliedResults) => void;
  "steelbound.startTurn": (combat: Combat.Implementation, turn: TurnInProgress) => void;
  "steelbound.endTurn": (combat: Combat.Implementation, turn: TurnInProgress) => void;
  "steelbound.maliceChange": (change: { value: number; previous: number }) => void;
  "steelbound.preHeroLevel": (actor: Actor.Implementation, context: { level: number }) => Cancel;
  "steelbound.heroLevel": (actor: Actor.Implementation, context: { level: number; previous: number }) => void;
  "steelbound.ready": (api: unknown) => void;
}
