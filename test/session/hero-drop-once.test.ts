// @vitest-environment happy-dom
/**
 * R-HT-2: one trigger for the hero-token offer (src/chat/drop-watch.ts). Whoever writes the drop — the
 * Director or the hero's player — the server stores exactly ONE offer card for it, written by the active GM,
 * and every client that may see it shows it once. Counted in the server's stored messages, not only in what
 * a chat log drew, so a second card posted anywhere (say, by the writer's own client) would show.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { setSetting, staminaOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;

/** The drop-offer messages the server has stored, with their authors. */
const storedOffers = () =>
  [...table.session.server.collection("ChatMessage").values()].filter(
    (m) => foundry.utils.getProperty(m, "flags.steelbound.dropOffer") !== undefined,
  );
const shownOffers = (client: SimClient) =>
  [...client.chatLog.shown.values()].filter((html) => html.querySelector(".drop-offer")).length;

/** One drop written by `writer` (Korva from 5 to `to`): the stored and shown offers it adds. */
async function dropBy(writer: SimClient, to: number) {
  const { gm, session, heroes } = table;
  await gm.run(() => heroes.alice.update({ system: { stamina: { value: 5 } } }));
  await session.settle();
  const stored = storedOffers().length;
  const shown = session.clients.map(shownOffers);
  await writer.run(() => on(writer, heroes.alice).update({ "system.stamina.value": to }));
  await session.settle();
  for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(to);
  return {
    added: storedOffers().slice(stored),
    shown: session.clients.map((client, i) => shownOffers(client) - (shown[i] ?? 0)),
  };
}

describe("R-HT-2: exactly one offer card per drop, from one trigger", () => {
  it("R-HT-2: the Director's own write dropping Korva stores one offer, by the GM; Alice and the GM see it once", async () => {
    table = await setUpTable();
    const { gm, alice, bob, session } = table;
    await setSetting(gm, "heroTokens", { value: 3 });
    const { added, shown } = await dropBy(gm, -2);
    expect(added).toHaveLength(1);
    expect(added[0]?.["author"]).toBe(gm.userId);
    expect(shown[session.clients.indexOf(gm)]).toBe(1);
    expect(shown[session.clients.indexOf(alice)]).toBe(1);
    expect(shown[session.clients.indexOf(bob)]).toBe(0);
  });

  it("R-HT-2: Alice's own write dropping Korva stores one offer, by the active GM; Alice and the GM see it once", async () => {
    const { gm, alice, bob, session } = table;
    const { added, shown } = await dropBy(alice, 0);
    expect(added).toHaveLength(1);
    expect(added[0]?.["author"]).toBe(gm.userId);
    expect(shown[session.clients.indexOf(gm)]).toBe(1);
    expect(shown[session.clients.indexOf(alice)]).toBe(1);
    expect(shown[session.clients.indexOf(bob)]).toBe(0);
  });

  it("R-HT-2: the Director's first write dropping an unlinked Korva token stores one offer, as before", async () => {
    const { gm, alice, session, scene, heroes } = table;
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 20 } } }));
    const placed = new Set(scene.tokens.contents.map((t) => t.id));
    await gm.run(() =>
      scene.createEmbeddedDocuments("Token", [
        { name: "Korva", actorId: heroes.alice.id, actorLink: false, x: 1400, y: 700 },
      ]),
    );
    await session.settle();
    const token = scene.tokens.contents.find((t) => !placed.has(t.id));
    if (!token) throw new Error("the unlinked token was not placed");
    const stored = storedOffers().length;
    const shown = shownOffers(alice);
    await gm.run(() => on(gm, token).actor?.update({ "system.stamina.value": -3 }));
    await session.settle();
    const added = storedOffers().slice(stored);
    expect(added).toHaveLength(1);
    expect(added[0]?.["author"]).toBe(gm.userId);
    expect(shownOffers(alice) - shown).toBe(1);
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(20);
  });
});
