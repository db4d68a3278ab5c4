// @vitest-environment happy-dom
/**
 * (R-CN-4): a condition's origin is believed only from a writer who owns the creature it names
 * (src/documents/condition-origin.ts; the writer is the server's `_stats.lastModifiedBy`). Alice owns Korva, so
 * the server lets her write any effect on him: a modded client makes Korva "grabbed by" Tamsin (Bob's hero, of
 * Korva's size). Tamsin's speed is not halved on any client, however the effect is written; the same grab
 * written by the Director halves it (R-CN-4: the grabber holds a creature its size), and Alice's later edit of
 * that effect makes it her word again.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable } from "../session/table.ts";
import { actorOn } from "../session/play.ts";
import { readMover } from "../../src/canvas/movement-board.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";

describe("A grab's origin is believed only from its writer", () => {
  it("R-CN-4: Alice writes Korva grabbed by Tamsin: Tamsin's speed stands; the Director's same grab halves it; Alice's edit of it undoes that", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    const speedOn = (client: SimClient, token: SimTokenDocument) =>
      client.run(() => readMover(on(client, token) as unknown as TokenDocument.Implementation).speed);
    const full = speedOn(gm, tokens.bob);
    expect(full).toBeGreaterThan(1);
    const grab = (origin: string) => ({
      name: "Grabbed",
      statuses: ["grabbed"],
      origin,
      _stats: { lastModifiedBy: gm.userId },
    });

    const [forged] = await alice.run(() =>
      actorOn(alice, heroes.alice).createEmbeddedDocuments("ActiveEffect", [grab(heroes.bob.uuid)]),
    );
    await session.settle();
    for (const client of session.clients) expect(speedOn(client, tokens.bob)).toBe(full);
    await alice.run(() =>
      actorOn(alice, heroes.alice).deleteEmbeddedDocuments("ActiveEffect", [(forged as { id: string }).id]),
    );
    await session.settle();

    const [real] = await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [grab(heroes.bob.uuid)]),
    );
    await session.settle();
    for (const client of session.clients) expect(speedOn(client, tokens.bob)).toBe(Math.floor(full / 2));

    // Alice rewrites the Director's effect (its origin unchanged): her write is now its last one.
    await alice.run(() =>
      actorOn(alice, heroes.alice).updateEmbeddedDocuments("ActiveEffect", [
        { _id: (real as { id: string }).id, name: "Grabbed (mine)" },
      ]),
    );
    await session.settle();
    for (const client of session.clients) expect(speedOn(client, tokens.bob)).toBe(full);
  });
});
