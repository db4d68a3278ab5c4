// @vitest-environment happy-dom
/**
 * Who rides or climbs whom is written by the GM only (src/queries/mount/request.ts, scene flags): Bob cannot
 * seat Alice's Korva on anything, Alice cannot write the link herself (a scene is the GM's), a rider that is on
 * no mount cannot ride, and a ride beyond the mount's speed moves nothing.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, type Table } from "../session/table.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
let warbeast: SimTokenDocument;

beforeEach(async () => {
  table = await setUpTable();
  const { gm, scene } = table;
  const actor = await create(gm, "Actor", packSource("monsters", "Goblin Warbeast"));
  await gm.run(() =>
    (on(gm, scene) as unknown as HarnessDocument).createEmbeddedDocuments("Token", [
      { ...(actor._source["prototypeToken"] as Plain), name: actor.name, actorId: actor.id, x: 200, y: 300 },
    ]),
  );
  await table.session.settle();
  const placed = scene.tokens.contents.find((t) => t.actorId === actor.id);
  if (!placed) throw new Error("the Warbeast was not placed");
  warbeast = placed;
  await gm.run(() => on(gm, scene).update({ [`flags.steelbound.willingMounts.${placed.id}`]: true }));
  await table.session.settle();
});

const links = (table: Table) =>
  table.gm.run(() =>
    (on(table.gm, table.scene) as unknown as { getFlag(s: string, k: string): unknown }).getFlag(
      "steelbound",
      "mounted",
    ),
  );

describe("mount links are the GM's (「騎乗戦闘」)", () => {
  it("Bob cannot mount Korva on the Warbeast; Alice cannot write the link on the scene; Korva on no mount cannot ride", async () => {
    const { bob, alice, session, scene, tokens } = table;
    const asked = (client: Table["alice"], data: Plain) =>
      client.run(() => requestGm({ kind: "mount", sceneId: scene.id, ...data } as never));
    expect(await asked(bob, { action: "mount", rider: tokens.alice.id, mount: warbeast.id })).toBeNull();
    await session.settle();
    expect(links(table) ?? {}).toEqual({});
    // A scene is the GM's: Alice's own write of the link is refused by the server.
    await alice
      .run(() =>
        on(alice, scene).update({
          [`flags.steelbound.mounted.${tokens.alice.id}`]: { mount: warbeast.id, kind: "ride" },
        }),
      )
      .catch(() => undefined);
    await session.settle();
    expect(links(table) ?? {}).toEqual({});
    expect(await asked(alice, { action: "ride", rider: tokens.alice.id, to: { x: 600, y: 300 } })).toBeNull();
    await session.settle();
    expect(on(table.gm, warbeast).x).toBe(200);
  });

  it("R-CB-8: a ride beyond the mount's speed (7) is refused and nothing moves", async () => {
    const { alice, session, scene, tokens } = table;
    const asked = (data: Plain) =>
      alice.run(() => requestGm({ kind: "mount", sceneId: scene.id, ...data } as never));
    expect(await asked({ action: "mount", rider: tokens.alice.id, mount: warbeast.id })).not.toBeNull();
    await session.settle();
    expect(await asked({ action: "ride", rider: tokens.alice.id, to: { x: 1200, y: 300 } })).toBeNull();
    await session.settle();
    expect({ beast: on(table.gm, warbeast).x, korva: on(table.gm, tokens.alice).x }).toEqual({
      beast: 200,
      korva: 200,
    });
  });
});
