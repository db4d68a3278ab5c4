// @vitest-environment happy-dom
/**
 * Item 14 (display lies): the numbers floating over a token are the change each client saw the
 * write make on its own copy, never a number the writer put in the operation's options. A modded client
 * used to name any "before" it liked (a −1 write floated −976 on the Director's screen). Alice owns Korva, so
 * the server lets her write him with any options; every client still floats what really changed.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import { recordScrollingText, type ScrollingText } from "../sim/scrolling-text.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
const MINUS = "\u2212";

/** A lying "before" under every option name a writer could use for it, old and new. */
function lyingOptions(uuid: string, id: string): object {
  const lie = { value: 975, temporary: 40, intent: null };
  return {
    steelboundStamina: { [uuid]: lie },
    steelboundStaminaBase: { [id]: lie },
    steelboundStaminaWrite: "forgedWriteId000",
  };
}

/**
 * Alice's modded client: a `preUpdateActor` hook of its own, registered after the system's, writes the lie
 * into the options last (v13 #preUpdateDocumentArray calls the hooks, then `Object.assign(operation,
 * options)`: "Hooks may have changed options"), so it is what the server broadcasts.
 */
function modAlice(alice: SimClient): void {
  alice.run(() => {
    Hooks.on("preUpdateActor", (actor, _changes, options) => {
      Object.assign(options, lyingOptions(actor.uuid, actor.id ?? ""));
    });
  });
}

describe("Floating numbers come from the change itself", () => {
  let floating: Map<SimClient, ScrollingText[]>;

  it("Alice's modded client writes Korva 24 → 23 claiming he stood at 975: every client floats −1", async () => {
    table = await setUpTable();
    const { alice, heroes, scene, session } = table;
    floating = new Map(session.clients.map((c) => [c, recordScrollingText(c, scene)]));
    modAlice(alice);
    const korva = on(alice, heroes.alice);
    await alice.run(() => korva.update({ system: { stamina: { value: 23 } } }));
    await session.settle();
    for (const client of session.clients)
      expect(floating.get(client)?.map((f) => f.content)).toEqual([`${MINUS}1`]);
  });

  it("a write that claims a change of temporary Stamina it did not make floats none", async () => {
    const { alice, heroes, session } = table;
    const korva = on(alice, heroes.alice);
    const seen = new Map(session.clients.map((c) => [c, floating.get(c)?.length ?? 0]));
    await alice.run(() => korva.update({ system: { stamina: { value: 24 } } }));
    await session.settle();
    for (const client of session.clients)
      expect(
        floating
          .get(client)
          ?.slice(seen.get(client) ?? 0)
          .map((f) => f.content),
      ).toEqual(["+1"]);
  });

  it("a lying 'before' makes no client write anything more: Korva stays at 24 everywhere", () => {
    const { session, heroes } = table;
    for (const client of session.clients)
      expect(
        client.run(() => foundry.utils.getProperty(on(client, heroes.alice).system, "stamina.value")),
      ).toBe(24);
  });
});
