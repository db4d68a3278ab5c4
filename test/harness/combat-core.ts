/**
 * What v13 core Combat does when a round starts or advances (client/documents/combat.mjs), shared by the
 * two Combat stand-ins (combat.ts, combat-flow.ts) so a system override that calls super gets it:
 * - Combat#startCombat: plays the "startEncounter" announcement, calls the `combatStart` hook with the
 *   update data {round: 1, turn: 0} (the same object is then written, so a hook may change it), updates.
 * - Combat#nextRound: turn stays null when no one's turn is current (else 0; skipDefeated is not
 *   emulated), the time delta comes from Combat#getTimeDelta, the `combatRound` hook gets the update data
 *   and the options {direction: 1, worldTime: {delta}}, and the update carries both.
 * - The world time advance itself is done by the server for an update whose options carry `worldTime`
 *   (not in the client source): `advanceWorldTime` stands in for it on game.time.
 * - Combat#_playCombatSound goes to game.audio with the configured theme; here each announcement is
 *   recorded in `combatSounds`. The "yourTurn" / "nextUp" cues of Combat#_onUpdate need a current
 *   combatant and are not emulated.
 */
import { everyFile } from "./shared-graph.ts";
type Data = Record<string, unknown>;

interface CoreCombat {
  round: number;
  turn: number | null;
  turns?: readonly unknown[];
  update(data: Data, options?: Data): Promise<unknown>;
}

/** Announcements played, in order (v13 Combat#_playCombatSound). */
export const combatSounds: string[] = [];
everyFile(() => {
  combatSounds.length = 0;
});

interface Clock {
  worldTime: number;
}
function clock(): Clock {
  const g = globalThis as unknown as { game: { time?: Clock } };
  g.game.time ??= { worldTime: 0 };
  return g.game.time;
}
function hooks(): { callAll(hook: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
}
function roundSeconds(): { roundTime: number; turnTime: number } {
  const config = (globalThis as unknown as { CONFIG: { time?: { roundTime: number; turnTime: number } } })
    .CONFIG;
  return config.time ?? { roundTime: 6, turnTime: 0 };
}

/** The server's handling of an update's `worldTime: {delta}` option. */
export function advanceWorldTime(options: Data | undefined): void {
  const worldTime = options?.["worldTime"] as { delta?: unknown } | undefined;
  const time = clock();
  // A simulated client's GameTime (test/sim/game-time.ts) has a getter only, as core's: there the server's
  // advance (core.time) is not emulated for combat rounds.
  if (Object.getOwnPropertyDescriptor(Object.getPrototypeOf(time), "worldTime")?.get) return;
  if (typeof worldTime?.delta === "number") time.worldTime += worldTime.delta;
}

/** v13 Combat#getTimeDelta: whole rounds plus the turns passed, in seconds. */
export function timeDelta(
  combat: CoreCombat,
  from: { round: number; turn: number | null },
  to: { round: number; turn: number | null },
): number {
  const count = combat.turns?.length ?? 0;
  const rounds = Math.max(to.round, 1) - Math.max(from.round, 1);
  let turns = Math.max(rounds - 1, 0) * count;
  if (from.round < to.round) {
    turns += to.turn ?? 0;
    if (from.round > 0) turns += from.turn === null ? 0 : count - from.turn;
  } else if (from.round > to.round) {
    turns -= from.turn === null ? 0 : from.turn + 1;
    if (from.round > 0) turns -= to.turn === null ? 0 : count - (to.turn + 1);
  } else turns += (to.turn ?? 0) - (from.turn ?? 0);
  const { roundTime, turnTime } = roundSeconds();
  return rounds * roundTime + turns * turnTime;
}

/** v13 Combat#startCombat; resolves to the combat, which the stand-ins' startCombat returns. */
export async function coreStartCombat<T extends CoreCombat>(combat: T): Promise<T> {
  combatSounds.push("startEncounter");
  const data: Data = { round: 1, turn: 0 };
  hooks().callAll("combatStart", combat, data);
  await combat.update(data);
  return combat;
}

/** v13 Combat#nextRound; resolves to the combat, which the stand-ins' nextRound returns. */
export async function coreNextRound<T extends CoreCombat>(combat: T): Promise<T> {
  const turn = combat.turn === null || (combat.turns?.length ?? 0) === 0 ? null : 0;
  const round = combat.round + 1;
  const delta = timeDelta(combat, { round: combat.round, turn: combat.turn }, { round, turn });
  const data: Data = { round, turn };
  const options: Data = { direction: 1, worldTime: { delta } };
  hooks().callAll("combatRound", combat, data, options);
  await combat.update(data, options);
  return combat;
}
