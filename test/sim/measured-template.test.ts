// @vitest-environment happy-dom
/** MeasuredTemplate documents on a scene and TokenLayer#setTargets, against their v13 behaviour. */
import "./install.ts";
import { afterEach, describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { drawCanvas } from "./canvas.ts";
import type { SimScene, SimTokenDocument } from "./documents.ts";
import { SimMeasuredTemplate } from "./measured-template.ts";
import { TEMPLATE_SHIM_WARNING } from "./regions.ts";
import { simV14 } from "./generation.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { clearCompatibilityWarnings, compatibilityWarnings } from "../harness/utils.ts";

type SceneClass = { create(d: object): Promise<SimScene> };

async function world() {
  const session = await startSession({ players: ["Alice"] });
  const { gm } = session;
  const alice = session.players[0];
  if (!alice) throw new Error("no Alice");
  const scene = await gm.run(() =>
    (gm.classFor("Scene") as unknown as SceneClass).create({
      name: "s",
      tokens: [
        { name: "a", x: 0, y: 0 },
        { name: "b", x: 100, y: 0 },
      ],
    }),
  );
  return { session, gm, alice, scene };
}

// These tests drive the template document itself: on v14 that is the deprecated shim, which warns (and
// only that); the session-wide zero-warning check (test/harness/setup-sim.ts) is for src, which never uses it.
afterEach(() => {
  const logged = new Set(compatibilityWarnings().map((w) => w.message));
  clearCompatibilityWarnings();
  expect([...logged]).toEqual(simV14() && logged.size > 0 ? [TEMPLATE_SHIM_WARNING] : []);
});

describe("MeasuredTemplate (v13 common/documents/measured-template.mjs)", () => {
  it("a player creates a template authored by themselves; every client sees it in scene.templates; the author may delete it", async () => {
    const { session, alice, scene } = await world();
    const own = alice.resolve(scene.uuid) as SimScene;
    const [created] = await alice.run(() =>
      own.createEmbeddedDocuments("MeasuredTemplate", [
        { t: "rect", x: 100, y: 200, distance: 21.21, direction: 405 },
      ]),
    );
    await session.settle();
    if (!created) throw new Error("not created");
    for (const client of session.clients) {
      // v14 (./regions.ts): the template's UUID names nothing; the Region of the same id gives it back.
      const region = (client.resolve(scene.uuid) as SimScene).regions.get(created.id);
      if (simV14()) expect(client.resolve(created.uuid)).toBeNull();
      else expect(region).toBeUndefined();
      const copy = simV14()
        ? client.run(() => SimMeasuredTemplate._fromRegion?.(region))
        : client.resolve(created.uuid);
      if (!(copy instanceof SimMeasuredTemplate)) throw new Error("not a template");
      expect([copy.t, copy.x, copy.y, copy.direction, copy.rotation]).toEqual(["rect", 100, 200, 45, 45]);
      expect(copy._source["author"]).toBe(alice.userId);
      expect((client.resolve(scene.uuid) as SimScene).templates.size).toBe(1);
    }
    expect(alice.run(() => created instanceof SimMeasuredTemplate && created.isAuthor)).toBe(true);
    await alice.run(() => created.delete());
    await session.settle();
    expect((session.gm.resolve(scene.uuid) as SimScene).templates.size).toBe(0);
  });

  it("a player may not author a template for someone else; data outside the schema is refused", async () => {
    const { session, gm, alice, scene } = await world();
    const own = alice.resolve(scene.uuid) as SimScene;
    await expect(
      alice.run(() => own.createEmbeddedDocuments("MeasuredTemplate", [{ t: "rect", author: gm.userId }])),
    ).rejects.toThrow(/authored by its creator/);
    await alice.run(() => own.createEmbeddedDocuments("MeasuredTemplate", [{ t: "square" }]));
    await session.settle();
    expect((gm.resolve(scene.uuid) as SimScene).templates.size).toBe(0);
    expect(alice.notifications.map((n) => n.level)).toContain("error");
  });
});

describe("TokenLayer#setTargets (v13 client/canvas/layers/tokens.mjs)", () => {
  it("replace sets the user's targets to the tokens on the canvas; acquire adds; release drops; unknown ids are ignored", async () => {
    const { alice, scene } = await world();
    const board = drawCanvas(alice, scene);
    const [a, b] = (alice.resolve(scene.uuid) as SimScene).tokens.contents as [
      SimTokenDocument,
      SimTokenDocument,
    ];
    const ids = () =>
      alice.run(() => [...alice.user.targets].map((t) => (t.document as HarnessDocument).id).sort());
    alice.run(() => {
      board.tokens.setTargets([a.id, "nope"]);
    });
    expect(ids()).toEqual([a.id]);
    alice.run(() => {
      board.tokens.setTargets([b.id], { mode: "acquire" });
    });
    expect(ids()).toEqual([a.id, b.id].sort());
    alice.run(() => {
      board.tokens.setTargets([a.id], { mode: "release" });
    });
    expect(ids()).toEqual([b.id]);
    alice.run(() => {
      board.tokens.setTargets([]);
    });
    expect(ids()).toEqual([]);
  });
});
