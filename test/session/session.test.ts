/**
 * A whole session played through the v13 simulation: the GM and two players on their own clients.
 * Each step is a test that fails if that step would break at a real table. Steps run in order and share
 * the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";

let table: Table;

describe("a session at the table", () => {
  it("the Director sets up the world and every client sees it", async () => {
    table = await setUpTable();
    for (const client of table.session.clients) {
      expect(on(client, table.heroes.alice).name).toBe("Korva");
      expect(on(client, table.scene).tokens.size).toBe(12);
    }
    // Alice owns Korva on her own client, not Tamsin; the GM owns both.
    expect(table.alice.run(() => on(table.alice, table.heroes.alice).isOwner)).toBe(true);
    expect(table.alice.run(() => on(table.alice, table.heroes.bob).isOwner)).toBe(false);
    // An unlinked minion token's actor is a synthetic actor with the pack's stamina.
    const minion = table.bob.run(() => on(table.bob, table.tokens.minions[0] ?? table.tokens.captain).actor);
    expect(minion?.parent?.documentName).toBe("Token");
    expect((minion?.system as { stamina: { value: number } }).stamina.value).toBe(5);
  });
});
