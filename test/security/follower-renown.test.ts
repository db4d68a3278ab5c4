// @vitest-environment happy-dom
/**
 * (R-RW-1): the follower limit is read from the renown a GM wrote on the hero (THE GM's record),
 * never from the hero's own field. Alice owns Korva, so she may type any renown on his sheet; a modded client
 * writes 12 there and asks the GM to link a sage: refused while the Director has granted renown 0, the sheet
 * showing the limit the GM reads (0) on every client. Once the Director writes renown 3, one follower joins;
 * Alice's raising it again to 12 lets no second one join. A forged record write is refused by the server.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, setUpTable } from "../session/table.ts";
import { actorOn, setSetting, systemOf } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

describe("Renown for the follower limit is the GM's", () => {
  it("R-RW-1: Alice writes renown 12 on Korva: no follower joins until the Director grants renown, and then only as many as the GM's renown allows", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes } = table;
    const sage = (name: string) =>
      create(gm, "Actor", { name, type: "follower", ownership: { default: 1 }, system: { kind: "sage" } });
    const oren = await sage("Oren");
    const mira = await sage("Mira");
    const korva = (client: typeof gm) => actorOn(client, heroes.alice);
    const link = (uuid: string) =>
      alice.run(() => requestGm({ kind: "followerLink", followerUuid: uuid, heroUuid: heroes.alice.uuid }));

    // A player's own write: the server takes it (Alice owns Korva), the GM's judgement does not read it.
    await alice.run(() => korva(alice).update({ system: { renown: 12 } }));
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, heroes.alice, "renown")).toBe(12);
    expect(await link(oren.uuid)).toBeNull();
    for (const client of session.clients) expect(systemOf(client, oren, "hero")).toBeNull();

    // The Director writes renown 3 (one follower, R-RW-1): Oren joins.
    await gm.run(() => korva(gm).update({ system: { renown: 3 } }));
    await session.settle();
    expect(await link(oren.uuid)).toEqual({ ok: true });
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, oren, "hero")).toBe(heroes.alice.uuid);

    // Alice raises it to 12 again: still one follower by the GM's renown 3.
    await alice.run(() => korva(alice).update({ system: { renown: 12 } }));
    await session.settle();
    expect(await link(mira.uuid)).toBeNull();
    for (const client of session.clients) expect(systemOf(client, mira, "hero")).toBeNull();

    // The record is the GM's: a player's write of it is refused by the server (SETTINGS_MODIFY).
    await expect(setSetting(alice, "gmRecord", { renown: { [heroes.alice.uuid]: 12 } })).rejects.toThrow();
  });
});
