/**
 * Every simulated or emulated Foundry behaviour names its source on BOTH generations. A row of
 * test/sim/behaviours.ts or test/harness/behaviours.ts without a v13 or a v14 column fails here; so does
 * a v14 column that says "treated as unchanged" without naming what it was checked against (a v14
 * declaration, a foundryvtt.com/api/v14 page, a stored id or a V14_BEHAVIOURS row).
 */
import { describe, expect, it } from "vitest";
import { SIM_BEHAVIOURS, V14_BEHAVIOURS } from "./behaviours.ts";
import { EMULATED_BEHAVIOURS } from "../harness/behaviours.ts";

interface Row {
  behaviour: string;
  source: string;
  v13?: string;
  v14?: string;
}
const rows: { table: string; row: Row }[] = [
  ...SIM_BEHAVIOURS.map((row) => ({ table: "SIM_BEHAVIOURS", row })),
  ...V14_BEHAVIOURS.map((row) => ({ table: "V14_BEHAVIOURS", row })),
  ...EMULATED_BEHAVIOURS.map((row) => ({ table: "EMULATED_BEHAVIOURS", row })),
];
const V13_CITATION = /(^|\[(src|fvtt|api)\] )v13[ :]|^\[(src|fvtt|api)\]/;
const V14_CITATION = /^v14[ :]/;
/** What a "treated as unchanged" column must name. */
const EVIDENCE = /\.d\.mts|api\/v14|foundryvtt\.com\/api\/v14|stored \d{8,}|\b\d{10,}\b|V14_BEHAVIOURS/;

const v13Of = (r: Row) => (V13_CITATION.test(r.source) ? r.source : r.v13);
const v14Of = (r: Row) => (r.source.startsWith("v14 ") ? r.source : r.v14);

describe("every behaviour row names its v13 and its v14 source", () => {
  it("the tables are not empty", () => {
    expect(SIM_BEHAVIOURS.length).toBeGreaterThan(100);
    expect(V14_BEHAVIOURS.length).toBeGreaterThan(10);
    expect(EMULATED_BEHAVIOURS.length).toBeGreaterThan(30);
  });

  it.each(rows.map(({ table, row }) => [table, row.behaviour.slice(0, 90), row] as const))(
    "%s: %s",
    (_table, _name, row) => {
      const v13 = v13Of(row);
      const v14 = v14Of(row);
      expect(v13, "no v13 column").toMatch(V13_CITATION);
      expect(v14, "no v14 column").toMatch(V14_CITATION);
      if (/treated as unchanged/.test(v14 ?? ""))
        expect(v14, "unchanged, but checked against what?").toMatch(EVIDENCE);
    },
  );

  it("a row without a v14 column fails the check (the check itself)", () => {
    const bare: Row = { behaviour: "x", source: "v13 client/game.mjs Game#x" };
    expect(v14Of(bare)).toBeUndefined();
    expect(V14_CITATION.test(v14Of(bare) ?? "")).toBe(false);
    const vague: Row = {
      ...bare,
      v14: "v14: no source stored; treated as unchanged because it looks the same",
    };
    expect(EVIDENCE.test(vague.v14 ?? "")).toBe(false);
  });
});
