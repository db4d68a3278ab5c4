/**
 * World RollTables, the part Steelbound meets (the project event's draw, src/chat/project-event.ts):
 * - SimRollTable: v13 client/documents/roll-table.mjs RollTable#draw({roll, recursive, results, displayChat,
 *   rollMode}) (stored 18656769253): rolls the table's formula when no results are given, takes the results
 *   whose range holds the total, and with displayChat posts them (RollTable#toMessage: one ChatMessage with the
 *   roll, the results' text and `flags.core.RollTable` = the table's id); `pack` is null for a world table.
 * Not simulated: marking results drawn when the table has no replacement, inner tables (recursive draws),
 * weights, document results, the roll table sheet, tables inside compendium packs (./world-packs.ts keeps
 * those as plain data).
 */
import { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

type G = {
  Roll: new (formula: string) => { evaluate(): Promise<{ total: number }>; total: number };
  ChatMessage: { create(data: Plain): Promise<unknown> };
};
const g = () => globalThis as unknown as G;

export class SimRollTable extends HarnessDocument {
  static override documentName = "RollTable";
  readonly pack: string | null = null;

  get results(): Plain[] {
    return (this._source["results"] as Plain[] | undefined) ?? [];
  }

  /** The results whose range holds the total (RollTable#getResultsForRoll). */
  getResultsForRoll(total: number): Plain[] {
    return this.results.filter((r) => {
      const [low, high] = (r["range"] as [number, number] | undefined) ?? [0, -1];
      return total >= low && total <= high;
    });
  }

  async draw({ displayChat = true }: { displayChat?: boolean } = {}): Promise<{
    roll: unknown;
    results: Plain[];
  }> {
    const formula = typeof this._source["formula"] === "string" ? this._source["formula"] : "1d20";
    const roll = new (g().Roll)(formula);
    await roll.evaluate();
    const results = this.getResultsForRoll(roll.total);
    if (displayChat && results.length > 0) {
      // A text result's description is HTML (v13 TableResult description, an HTMLField), shown as such.
      const text = results.map((r) => (typeof r["description"] === "string" ? r["description"] : ""));
      await g().ChatMessage.create({
        content: `<div class="table-draw">${text.join("")}</div>`,
        rolls: [JSON.stringify(roll)],
        flags: { core: { RollTable: this.id } },
      });
    }
    return { roll, results };
  }
}
