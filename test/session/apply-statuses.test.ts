// @vitest-environment happy-dom
/**
 * A player's Apply that turns its target winded, then dead, as the table sees it: the status lands in the
 * same wave as the damage (R-ST-1, R-ST-3), so the click costs at most two round trips (the request, then the
 * Director's writes) and nothing follows once they have landed. A creature killed while winded loses its
 * winded icon in that wave too.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { clickOn, heroSheetOn, lastCardOn, placeInReach, rollFrom, useButton, warningsOn } from "./play.ts";
import { find } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";

type Creature = HarnessDocument & {
  system: { stamina: { value: number; max: number } };
  effects: { contents: { statuses: Set<string> }[] };
};

let table: Table;
const shieldbearer = (client: Table["gm"]) => on(client, table.tokens.captain).actor as unknown as Creature;
const statusesOn = (client: Table["gm"]) =>
  client.run(() =>
    shieldbearer(client)
      .effects.contents.flatMap((e) => [...e.statuses])
      .sort(),
  );

async function strike(dice: number[]) {
  const { alice } = table;
  target(alice, [table.tokens.captain]);
  const sheet = await heroSheetOn(alice, table.heroes.alice);
  await rollFrom(table, alice, useButton(sheet), dice);
  const card = lastCardOn(alice);
  const wave = table.session.server.wave;
  const logged = table.session.server.log.length;
  await clickOn(table, alice, find(card, '[data-action="applyDamage"]'));
  expect(warningsOn(alice)).toEqual([]);
  return { waves: table.session.server.wave - wave, writes: table.session.server.log.slice(logged) };
}

for (const generation of [13, 14] as const)
  describe.runIf(Number(process.env["FOUNDRY_GENERATION"] ?? 13) === generation)(
    `v${generation}: a target's winded and dead statuses land with the damage`,
    () => {
      it("R-ST-1: Korva's strike leaves the Goblin Shieldbearer winded: the winded icon is on every client after ≤ 2 round trips, and no write follows", async () => {
        table = await setUpTable();
        await placeInReach(table, table.tokens.alice, [table.tokens.captain]);
        await table.gm.run(() => shieldbearer(table.gm).update({ "system.stamina.value": 22 }));
        await table.session.settle();
        const { waves, writes } = await strike([6, 6]);
        expect(waves).toBeLessThanOrEqual(2);
        const byWave = new Set(writes.map((w) => w.wave));
        expect(byWave.size).toBeLessThanOrEqual(2);
        for (const client of table.session.clients) {
          expect(client.run(() => shieldbearer(client).system.stamina.value)).toBeLessThanOrEqual(20);
          expect(statusesOn(client)).toContain("winded");
        }
      });

      it("R-ST-3: a second strike kills it: dead in the same wave, the winded icon gone, nothing after", async () => {
        await table.gm.run(() => shieldbearer(table.gm).update({ "system.stamina.value": 4 }));
        await table.session.settle();
        expect(statusesOn(table.gm)).toContain("winded");
        const { waves } = await strike([6, 6]);
        expect(waves).toBeLessThanOrEqual(2);
        for (const client of table.session.clients) {
          expect(statusesOn(client)).toContain("dead");
          expect(statusesOn(client)).not.toContain("winded");
        }
      });
    },
  );
