// @vitest-environment happy-dom
/**
 * Stacking unique effects at the table (R-AB-10, 004 「固有の効果のスタック」): Alice uses Korva's Staggering
 * Blow on the Shieldbearer twice. The first use (tier 3) puts "Off balance" (stability −2, end of
 * encounter) on it; the second (tier 2: stability −1, EoT) does not add a second effect: the Shieldbearer
 * keeps one "Off balance" at the greater −2, lasting EoT — the latest use's duration.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { STAGGERING_BLOW } from "./setups.ts";
import { clickOn, heroSheetOn, lastCardOn, rollFrom, setSetting, useButton, warningsOn } from "./play.ts";
import { closeAll, find } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { simV14, storedEffectChanges } from "../sim/generation.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
  await setSetting(table.gm, "trustAbilityEdits", true);
});
afterEach(async () => {
  await closeAll();
});

interface HeldEffect {
  name: string;
  changes: { key: string; value: unknown }[];
  flags: { steelbound?: { duration?: string } };
}
const offBalanceOn = (client: Table["gm"]): HeldEffect[] =>
  client.run(() =>
    (
      on(client, table.tokens.captain).actor as unknown as { effects: { contents: HeldEffect[] } }
    ).effects.contents
      .filter((e) => e.name === "Off balance")
      .map((e) => ({
        name: e.name,
        // Where each generation stores them (v14: system.changes; its root getter is deprecated).
        changes: storedEffectChanges(e).map(({ key, value }) => ({ key: String(key), value })),
        flags: e.flags,
      })),
  );

describe("stacking unique effects", () => {
  it("R-AB-10: the same ability's effect used again keeps the greater effect (−2) and takes the latest duration (EoT); no second effect", async () => {
    const { alice, gm, session } = table;
    const created: unknown = await gm.run(() =>
      on(gm, table.heroes.alice).createEmbeddedDocuments("Item", [STAGGERING_BLOW]),
    );
    await session.settle();
    const [item] = created as HarnessDocument[];
    if (!item) throw new Error("no item");
    const use = async (dice: number[]) => {
      target(alice, [table.tokens.captain]);
      const sheet = await heroSheetOn(alice, table.heroes.alice);
      await rollFrom(table, alice, useButton(sheet, item.id), dice);
      await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
      expect(warningsOn(alice)).toEqual([]);
    };
    const stability = (client: Table["gm"]) =>
      client.run(
        () => (on(client, table.tokens.captain).actor?.system as unknown as { stability: number }).stability,
      );
    const base = stability(gm);

    await use([9, 9]); // 18 + Might 2: tier 3
    for (const client of session.clients) {
      expect(offBalanceOn(client)).toHaveLength(1);
      expect(offBalanceOn(client)[0]?.flags.steelbound?.duration).toBe("encounter");
      expect(stability(client)).toBe(base - 2);
    }

    await use([6, 6]); // 12 + 2 = 14: tier 2
    for (const client of session.clients) {
      const held = offBalanceOn(client);
      expect(held).toHaveLength(1);
      // v14 stores the value JSON-parsed (BaseActiveEffect.migrateData; test/sim/behaviours.ts V14_BEHAVIOURS).
      expect(held[0]?.changes).toEqual([{ key: "system.stability", value: simV14() ? -2 : "-2" }]);
      expect(held[0]?.flags.steelbound?.duration).toBe("eot");
      expect(stability(client)).toBe(base - 2);
    }
  });
});
