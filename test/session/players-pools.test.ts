// @vitest-environment happy-dom
/**
 * The table's pools in the players list (R-HT-1, R-ML-5): outside combat as well as in it, every client's
 * players list shows the party's hero tokens, and Malice to those the Director shows it to; a change the GM
 * writes redraws every client's list. v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { setSetting } from "./play.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
type Rendered = { render(options: object): Promise<unknown>; element: HTMLElement | null };
const playersOn = (client: SimClient) => client.run(() => (ui as unknown as { players: Rendered }).players);
async function showPlayers(client: SimClient) {
  await client.run(() => playersOn(client).render({ force: true }));
}
/** What the client's players list says of each pool ("" when it shows none). */
function poolsOn(client: SimClient): { heroTokens: string; malice: string } {
  const root = playersOn(client).element;
  const read = (kind: string) => {
    const row = root?.querySelector(`.steelbound-pools .${kind}`);
    if (!row) return "";
    return [".label", ".value"].map((part) => row.querySelector(part)?.textContent ?? "").join(" ");
  };
  return { heroTokens: read("hero-tokens"), malice: read("malice") };
}

describe("hero tokens and Malice in the players list", () => {
  it("R-HT-1, R-ML-5: with no combat, every client's list shows the hero tokens and Malice; each change the GM writes redraws them all", async () => {
    table = await setUpTable();
    await setSetting(table.gm, "heroTokens", { value: 3 });
    await setSetting(table.gm, "malice", { value: 5, maliciousStrikeRound: 0 });
    await table.session.settle();
    for (const client of table.session.clients) await showPlayers(client);
    for (const client of table.session.clients)
      expect(poolsOn(client)).toEqual({ heroTokens: "Hero Tokens 3", malice: "Malice 5" });
    // The list itself is still there beneath the pools.
    expect(playersOn(table.alice).element?.querySelector(".players-list")).not.toBeNull();

    await setSetting(table.gm, "heroTokens", { value: 2 });
    await setSetting(table.gm, "malice", { value: 7, maliciousStrikeRound: 0 });
    await table.session.settle();
    for (const client of table.session.clients)
      expect(poolsOn(client)).toEqual({ heroTokens: "Hero Tokens 2", malice: "Malice 7" });
  });

  it("R-ML-5: when the Director hides Malice, players' lists show only the hero tokens; his own still shows both", async () => {
    await setSetting(table.gm, "maliceVisible", false);
    await table.session.settle();
    expect(poolsOn(table.gm)).toEqual({ heroTokens: "Hero Tokens 2", malice: "Malice 7" });
    for (const player of [table.alice, table.bob])
      expect(poolsOn(player)).toEqual({ heroTokens: "Hero Tokens 2", malice: "" });
  });
});
