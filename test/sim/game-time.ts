/**
 * game.time on a simulated client, after v13 client/helpers/time.mjs (GameTime) and client/game.mjs:
 * - Game#registerSettings registers the world setting `core.time` (a number, initial 0) whose onChange is
 *   `game.time.onUpdateWorldTime(value, options, userId)`;
 * - Game#setupGame makes `game.time` (a read-only property) and awaits GameTime#sync, whose answer from the
 *   server carries the stored world time;
 * - GameTime#worldTime is a getter (no setter); GameTime#advance(delta, options) and #set(time, options)
 *   write `core.time` through game.settings.set (so only a user who may modify settings moves the clock,
 *   and it moves on every client when the setting's broadcast arrives);
 * - GameTime#onUpdateWorldTime keeps the new time, then calls the `updateWorldTime` hook with
 *   (worldTime, dt, options, userId);
 * - GameTime#calendar is CONFIG.time.worldCalendarClass built from the world calendar config: here only
 *   its `days` (24 hours of 60 minutes of 60 seconds, client/data/calendar.mjs CalendarData.defineSchema
 *   days.hoursPerDay/minutesPerHour/secondsPerMinute); a delta given as components is not emulated.
 * v14 (./generation.ts): the same API (foundryvtt.com/api/v14 GameTime), but onUpdateWorldTime returns a
 * Promise; the hook still fires with the same arguments.
 */
import { simV14 } from "./generation.ts";
import type { SimClient } from "./client.ts";
import type { Plain } from "../harness/utils.ts";
import type { HarnessHooks } from "../harness/globals.ts";

interface Settings {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown, options?: Plain): Promise<unknown>;
  register(namespace: string, key: string, config: Plain): void;
}

/** The simplified Gregorian calendar's day (v13 CONFIG.time.worldCalendarConfig days). */
const DAYS = Object.freeze({ daysPerYear: 365, hoursPerDay: 24, minutesPerHour: 60, secondsPerMinute: 60 });

export class SimGameTime {
  #worldTime: number;
  readonly calendar = Object.freeze({ name: "Simplified Gregorian", days: DAYS });

  constructor(
    private readonly client: SimClient,
    worldTime: number,
  ) {
    this.#worldTime = worldTime;
  }

  get worldTime(): number {
    return this.#worldTime;
  }

  #settings(): Settings {
    return this.client.game["settings"] as Settings;
  }

  async advance(delta: number, options: Plain = {}): Promise<number> {
    const worldTime = this.worldTime + delta;
    await this.#settings().set("core", "time", worldTime, options);
    return worldTime;
  }

  async set(time: number, options: Plain = {}): Promise<number> {
    await this.#settings().set("core", "time", time, options);
    return time;
  }

  onUpdateWorldTime(worldTime: number, options: Plain, userId: string): void | Promise<void> {
    const dt = worldTime - this.#worldTime;
    this.#worldTime = worldTime;
    (this.client.globals.Hooks as HarnessHooks).callAll("updateWorldTime", worldTime, dt, options, userId);
    return simV14() ? Promise.resolve() : undefined;
  }
}

/** v13 Game#registerSettings: the world clock's setting, whose change reaches game.time. */
export function registerWorldTime(client: SimClient): void {
  (client.game["settings"] as Settings).register("core", "time", {
    name: "World Time",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
    onChange: (value: unknown, options: Plain, userId: string) =>
      (client.game["time"] as SimGameTime | undefined)?.onUpdateWorldTime(Number(value), options, userId),
  });
}

/**
 * v13 Game#setupGame: `game.time`, read-only, synced with the server (GameTime#sync: the server's "time"
 * answer carries the stored world time, the `core.time` Setting's value, 0 when never written).
 */
export function setUpGameTime(client: SimClient): void {
  const stored = [...client.server.collection("Setting").values()].find((s) => s["key"] === "core.time");
  const worldTime = stored ? Number(JSON.parse(String(stored["value"]))) : 0;
  Object.defineProperty(client.game, "time", {
    value: new SimGameTime(client, Number.isFinite(worldTime) ? worldTime : 0),
    writable: false,
    configurable: true,
  });
}
