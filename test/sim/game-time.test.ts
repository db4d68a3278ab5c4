// @vitest-environment happy-dom
/**
 * game.time in the simulation (test/sim/game-time.ts, rows in ./behaviours.ts): the clock is synced from the
 * stored core.time at start-up, advance writes the world setting, and every client's clock moves and hears
 * updateWorldTime when the broadcast arrives; a player cannot move it.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import type { SimClient } from "./client.ts";
import { simV14 } from "./generation.ts";

interface Clock {
  worldTime: number;
  calendar: { days: { hoursPerDay: number; minutesPerHour: number; secondsPerMinute: number } };
  advance(delta: number, options?: object): Promise<number>;
  set(time: number): Promise<number>;
  onUpdateWorldTime(worldTime: number, options: object, userId: string): unknown;
}
const clockOn = (client: SimClient) => client.game["time"] as Clock;

describe("simulated game.time", () => {
  it("GameTime#advance writes core.time; every client's worldTime moves and updateWorldTime(worldTime, dt, options, userId) fires", async () => {
    const s = await startSession();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    const heard: unknown[][] = [];
    player.run(() => {
      (player.globals.Hooks as { on(n: string, f: (...a: unknown[]) => void): void }).on(
        "updateWorldTime",
        (...args) => heard.push(args),
      );
    });
    expect(clockOn(s.gm).worldTime).toBe(0);
    expect(clockOn(s.gm).calendar.days).toMatchObject({
      hoursPerDay: 24,
      minutesPerHour: 60,
      secondsPerMinute: 60,
    });
    expect(await s.gm.run(() => clockOn(s.gm).advance(90, { why: "test" }))).toBe(90);
    await s.settle();
    for (const client of s.clients) expect(clockOn(client).worldTime).toBe(90);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.slice(0, 2)).toEqual([90, 90]);
    expect(heard[0]?.[2]).toMatchObject({ why: "test" });
    expect(heard[0]?.[3]).toBe(s.gm.userId);
    await s.gm.run(() => clockOn(s.gm).set(30));
    await s.settle();
    expect(heard[1]?.slice(0, 2)).toEqual([30, -60]);
    // worldTime has a getter only, as core's.
    expect(() => {
      clockOn(s.gm).worldTime = 5;
    }).toThrow(TypeError);
  });

  it("a player's advance is refused by the server (core.time is a world setting); a later client syncs the stored time", async () => {
    const s = await startSession();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    await expect(player.run(() => clockOn(player).advance(60))).rejects.toThrow();
    await s.gm.run(() => clockOn(s.gm).advance(86_400));
    await s.settle();
    for (const client of s.clients) expect(clockOn(client).worldTime).toBe(86_400);
  });

  it("onUpdateWorldTime returns a Promise on v14 and nothing on v13", async () => {
    const s = await startSession();
    const out = s.gm.run(() => clockOn(s.gm).onUpdateWorldTime(10, {}, s.gm.userId));
    expect(out instanceof Promise).toBe(simV14());
    expect(clockOn(s.gm).worldTime).toBe(10);
  });
});
