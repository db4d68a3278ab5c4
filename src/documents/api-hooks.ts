/**
 * The public hooks an add-on listens to (docs/API.md), fired through Foundry's own event framework by the
 * module that owns each event. Names follow the convention of Foundry game systems: `steelbound.preX` runs
 * before the local user's own action through `Hooks.call` (a listener returning `false` stops that action on
 * this client only), `steelbound.X` runs after it through `Hooks.callAll` (never cancellable). v13
 * client/helpers/hooks.mjs: `call` stops at the first listener that returns `false` and reports it as
 * `false`; both catch a listener's error (logged through `Hooks.onError`) and go on; v14's
 * foundry.helpers.Hooks keeps both signatures.
 *
 * A `pre` hook is offered only where the user's own client is about to act: it never runs inside the GM's
 * query handler, so an add-on on a player's client can withdraw that player's request but cannot stop,
 * alter or bypass the GM's judgement of it.
 */
import type { SteelboundHookListeners } from "./api-hook-listeners.ts";

export const HOOKS = {
  /** (item, {actor}) before an ability is used; `false` stops the use (nothing paid, nothing posted). */
  preUseAbility: "steelbound.preUseAbility",
  /** (item, {actor, message}) after an ability's card was posted. */
  useAbility: "steelbound.useAbility",
  /** (actor, roll, {item}) before an ability's power roll is rolled; `false` stops the use. */
  preRollPower: "steelbound.preRollPower",
  /** (actor, roll, {item}) after an ability's power roll was rolled (before its card is posted). */
  rollPower: "steelbound.rollPower",
  /** (actor, roll, {characteristic}) before a test is rolled; `false` stops the test. */
  preRollTest: "steelbound.preRollTest",
  /** (actor, roll, {characteristic, message}) after a test's card was posted. */
  rollTest: "steelbound.rollTest",
  /** (message, {targets, mode}) before the user asks the GM to apply a card's results; `false` stops the ask. */
  preApplyResults: "steelbound.preApplyResults",
  /** (message, {targets, mode, plan, summary, userId}) on the active GM's client once results were applied. */
  applyResults: "steelbound.applyResults",
  /** (combat, turn) on every client when a turn starts (`turn`: the flow's running turn). */
  startTurn: "steelbound.startTurn",
  /** (combat, turn) on every client when a turn ends (`turn`: the turn that ended). */
  endTurn: "steelbound.endTurn",
  /** ({value, previous}) on every client that may see the pool (the GM; players when shown) when Malice changes. */
  maliceChange: "steelbound.maliceChange",
  /** (actor, {level}) before the user's hero goes to another level; `false` stops it (nothing written). */
  preHeroLevel: "steelbound.preHeroLevel",
  /** (actor, {level, previous}) on every client when a hero's level changed (up or down). */
  heroLevel: "steelbound.heroLevel",
  /** (api) on every client once the system finished its own "ready" work; `api` is `game.system.api`. */
  ready: "steelbound.ready",
} as const;

export type SteelboundHook = (typeof HOOKS)[keyof typeof HOOKS];

/** Foundry's Hooks as this module calls them: fvtt-types knows only core's hook names. */
interface NamedHooks {
  call(name: string, ...args: unknown[]): boolean;
  callAll(name: string, ...args: unknown[]): unknown;
}
const hooks = (): NamedHooks => Hooks;

/** A `pre` hook: false when a listener returned `false` (the local action is withdrawn). */
export function hookAllows<K extends SteelboundHook>(
  hook: K,
  ...args: Parameters<SteelboundHookListeners[K]>
): boolean {
  return hooks().call(hook, ...args);
}

/** An after hook: every listener runs; nothing can be cancelled. */
export function announce<K extends SteelboundHook>(
  hook: K,
  ...args: Parameters<SteelboundHookListeners[K]>
): void {
  hooks().callAll(hook, ...args);
}
