// @vitest-environment happy-dom
/**
 * A world setting's value as v13 hands it out (SIM_BEHAVIOURS, test/sim/settings.ts): the stored Setting
 * casts its value in Setting#_initialize, so a second get returns the same instance until the setting is
 * updated (client/helpers/client-settings.mjs ClientSettings#get; client/documents/setting.mjs
 * Setting#_castType; common/abstract/data.mjs DataModel#updateSource).
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import type { SimClient } from "./client.ts";
import type { SimSettings } from "./settings.ts";

const { DataModel } = foundry.abstract;
const { NumberField } = foundry.data.fields;

class PoolModel extends DataModel<{ value: foundry.data.fields.NumberField }> {
  static override defineSchema() {
    return { value: new NumberField({ initial: 0 }) };
  }
}

const settings = (c: SimClient) => c.game["settings"] as SimSettings;
const pool = (c: SimClient) => c.run(() => settings(c).get("test", "pool")) as PoolModel;

async function session() {
  const s = await startSession();
  for (const c of s.clients)
    c.run(() => {
      settings(c).register("test", "pool", { scope: "world", type: PoolModel, default: {} });
    });
  return s;
}

describe("a world setting's value instance (v13 Setting#_initialize)", () => {
  it("a never-written setting gives a new value (a new Setting holding the default) on each get", async () => {
    const s = await session();
    const first = pool(s.gm);
    expect(first).toBeInstanceOf(PoolModel);
    expect(pool(s.gm)).not.toBe(first);
  });

  it("a stored setting gives the same instance on every get until a set changes it, on every client", async () => {
    const s = await session();
    await s.gm.run(() => settings(s.gm).set("test", "pool", { value: 3 }));
    await s.settle();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    const before = pool(player);
    expect(before.value).toBe(3);
    expect(pool(player)).toBe(before);
    expect(player.run(() => settings(player).get("test", "pool", { document: true }))).toMatchObject({
      value: before,
    });
    // The GM's write reaches the player through the server: a new instance with the new value.
    await s.gm.run(() => settings(s.gm).set("test", "pool", { value: 5 }));
    await s.settle();
    const after = pool(player);
    expect(after).not.toBe(before);
    expect(after.value).toBe(5);
    expect(pool(player)).toBe(after);
    // Writing the same value again changes nothing in the source (an empty diff): the instance stays.
    await s.gm.run(() => settings(s.gm).set("test", "pool", { value: 5 }));
    await s.settle();
    expect(pool(player)).toBe(after);
    // Registering again resets the stored Setting, which casts its value anew.
    player.run(() => {
      settings(player).register("test", "pool", { scope: "world", type: PoolModel, default: {} });
    });
    expect(pool(player)).not.toBe(after);
    expect(pool(player).value).toBe(5);
  });
});
