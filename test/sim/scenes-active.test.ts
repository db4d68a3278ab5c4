/**
 * game.scenes.active (v13 client/documents/collections/scenes.mjs Scenes#active, stored 18405299611; unchanged
 * in the v14 declaration, stored 70549462235): the scene marked active, on every client, following its
 * activation; undefined before any scene is.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import type { SimClient } from "./client.ts";

type Scenes = { active: { id: string } | undefined };
type SceneClass = { create(d: object): Promise<{ id: string; update(d: object): Promise<unknown> }> };
const scenesOn = (client: SimClient) => client.game["scenes"] as Scenes;

describe("Scenes#active", () => {
  it("is undefined with no active scene, then the scene marked active on every client, and follows its activation", async () => {
    const s = await startSession();
    const create = (data: object) =>
      s.gm.run(() => (globalThis as unknown as { Scene: SceneClass }).Scene.create(data));
    const first = await create({ name: "Warren" });
    await s.settle();
    for (const c of s.clients) expect(scenesOn(c).active, c.label).toBeUndefined();
    const second = await create({ name: "Keep", active: true });
    await s.settle();
    for (const c of s.clients) expect(scenesOn(c).active?.id, c.label).toBe(second.id);
    await s.gm.run(() => second.update({ active: false }));
    await s.gm.run(() => first.update({ active: true }));
    await s.settle();
    for (const c of s.clients) expect(scenesOn(c).active?.id, c.label).toBe(first.id);
  });
});
