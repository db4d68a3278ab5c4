/**
 * Set-ups the session and security tests share (issue 23): a table with a canvas drawn on every client and
 * abilities on Korva, torn down after each test. Each helper does what the tests did inline, in the same order.
 */
import { on, setUpTable, type Table } from "./table.ts";
import { closeAll } from "../sim/applications/user.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import type { Plain } from "../harness/utils.ts";

/** Every client's canvas, as drawCanvases drew it. */
export type Canvases = Map<SimClient, SimCanvas>;

/** Draws the table's scene on every client's canvas. */
export function drawCanvases(table: Table, canvases: Canvases): void {
  for (const client of table.session.clients) canvases.set(client, drawCanvas(client, table.scene));
}

/** Tears every client's canvas down (Canvas#tearDown ends any picker still open), then closes every window. */
export async function tearDownCanvases(table: Table, canvases: Canvases): Promise<void> {
  for (const client of table.session.clients)
    client.run(() => {
      canvases.get(client)?.tearDown();
    });
  await closeAll();
}

/** The GM gives Korva (Alice's hero) these items; every client has them when it returns. */
export async function giveKorva(table: Table, items: Plain[]): Promise<void> {
  await table.gm.run(() => on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", items));
  await table.session.settle();
}

/** A table with the scene drawn on every client's canvas and, when given, these abilities on Korva. */
export async function setUpCanvasTable(canvases: Canvases, abilities: Plain[] = []): Promise<Table> {
  const table = await setUpTable();
  drawCanvases(table, canvases);
  if (abilities.length > 0) await giveKorva(table, abilities);
  return table;
}

const tier = (value: number) => ({ damage: { value } });
/** Korva's 1 burst: damage 2/5/7 to each enemy in the area (R-AB-2). */
export const WHIRL: Plain = {
  name: "Whirl of Steel",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["area", "melee", "weapon"],
    distance: { type: "burst", size: 1 },
    target: { text: "Each enemy in the area", count: 0 },
    power: { characteristics: ["might"], tier1: tier(2), tier2: tier(5), tier3: tier(7) },
  },
};
