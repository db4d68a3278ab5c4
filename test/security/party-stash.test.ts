// @vitest-environment happy-dom
/**
 * The party stash's Take (`takeFromStash`) as a modded client sends it: Bob names the party, an item id and a
 * hero, any way he likes. The GM moves one only for a hero Bob owns who is that party's member, of an item the
 * party holds; anything else — another player's hero, a hero outside the party, a party that is a hero, an
 * item of a hero's own, a malformed payload — is refused and nothing moves.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable } from "../session/table.ts";
import { ownSheetOn, warningsOn } from "../session/play.ts";
import { drop } from "../sim/applications/user.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

const treasuresOf = (client: SimClient, actor: HarnessDocument) =>
  client.run(() =>
    (on(client, actor) as unknown as Actor.Implementation).items.contents
      .filter((i) => i.type === "treasure")
      .map((i) => `${i.name}×${String((i.system as { quantity: number }).quantity)}`),
  );

describe("takeFromStash: the GM reads the party, the hero and the item itself", () => {
  it("forged takes are refused and move nothing; Bob's honest take for Tamsin moves exactly one", async () => {
    const { gm, bob, session, heroes } = await setUpTable();
    const party = await create(gm, "Actor", { name: "The Shoulder Company", type: "party" });
    const potion = await create(gm, "Item", {
      name: "Healing Potion",
      type: "treasure",
      system: { category: "consumable", quantity: 3 },
    });
    await session.settle();
    const sheet = await ownSheetOn(gm, party);
    for (const uuid of [heroes.alice.uuid, heroes.bob.uuid]) {
      await gm.run(() => drop(sheet, { type: "Actor", uuid }));
      await session.settle();
    }
    await gm.run(() => drop(sheet, { type: "Item", uuid: potion.uuid }));
    await session.settle();
    const stashId = gm.run(
      () =>
        (on(gm, party) as unknown as Actor.Implementation).items.find((i) => i.type === "treasure")?.id ?? "",
    );
    const korvasOwn = gm.run(
      () =>
        (on(gm, heroes.alice) as unknown as Actor.Implementation).items.find((i) => i.type === "ability")
          ?.id ?? "",
    );
    const forged: Record<string, unknown>[] = [
      { partyUuid: party.uuid, itemId: stashId, heroUuid: heroes.alice.uuid },
      { partyUuid: heroes.alice.uuid, itemId: korvasOwn, heroUuid: heroes.bob.uuid },
      { partyUuid: party.uuid, itemId: korvasOwn, heroUuid: heroes.bob.uuid },
      { partyUuid: party.uuid, itemId: 42, heroUuid: heroes.bob.uuid },
      { partyUuid: party.uuid, itemId: "__proto__", heroUuid: heroes.bob.uuid },
      { partyUuid: `${party.uuid}.Item.${stashId}`, itemId: stashId, heroUuid: heroes.bob.uuid },
      { partyUuid: party.uuid, itemId: stashId },
    ];
    const seen = bob.notifications.length;
    for (const payload of forged)
      expect(await bob.run(() => requestGm({ kind: "takeFromStash", ...payload } as never))).toBeNull();
    await session.settle();
    expect(warningsOn(bob, seen)).toHaveLength(forged.length);
    for (const client of session.clients) {
      expect(treasuresOf(client, party)).toEqual(["Healing Potion×3"]);
      expect(treasuresOf(client, heroes.alice)).toEqual([]);
      expect(treasuresOf(client, heroes.bob)).toEqual([]);
    }
    const honest = await bob.run(() =>
      requestGm({ kind: "takeFromStash", partyUuid: party.uuid, itemId: stashId, heroUuid: heroes.bob.uuid }),
    );
    await session.settle();
    expect(honest).toEqual({ ok: true, name: "Healing Potion" });
    for (const client of session.clients) {
      expect(treasuresOf(client, party)).toEqual(["Healing Potion×2"]);
      expect(treasuresOf(client, heroes.bob)).toEqual(["Healing Potion×1"]);
    }
  });
});
