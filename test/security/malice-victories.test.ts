// @vitest-environment happy-dom
/**
 * (R-ML-1): the Director's starting Malice counts the victories a GM wrote on each hero (THE GM's
 * record), never the heroes' own fields, which their players may write. Korva (Alice's) and Tamsin (Bob's)
 * start with 2 victories each, from the Director's creation. A modded client writes 0 on each hero (a player
 * lowering the Director's Malice): the sheets show 0 on every client, and the combat the Director starts from
 * his tracker still counts 2 and 2. Alice's own respite from Korva's sheet (victories into XP, R-VX-2)
 * counts (0); her forged "respite" write while Korva fights does not; the Director's own edit of Tamsin's
 * victories counts. A forged record write is refused by the server.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "../session/table.ts";
import {
  actorOn,
  clickAnswering,
  combatOn,
  heroSheetOn,
  maliceOn,
  openCombat,
  setSetting,
  systemOf,
  trackerOn,
  warningsOn,
  type Combat,
} from "../session/play.ts";
import { click, find, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";

/** The Director starts a combat of both heroes from his tracker; the Malice it starts with on every client. */
async function directorStarts(
  table: Table,
  fromTracker = false,
): Promise<{ combat: Combat; malice: number }> {
  const { gm, session, tokens } = table;
  const combat = await openCombat(table, [tokens.alice, tokens.bob]);
  const tracker = fromTracker ? await trackerOn(gm) : null;
  if (tracker) {
    queueDice(7);
    await gm.run(() => click(find(tracker.element, ".combat-control[data-action=startCombat]")));
  } else await gm.run(() => combatOn(gm, combat).startCombat({ d10: 7 }));
  await session.settle();
  expect(warningsOn(gm)).toEqual([]);
  const malice = maliceOn(gm);
  for (const client of session.clients) expect(maliceOn(client)).toBe(malice);
  if (tracker) expect(textOf(find(tracker.element, ".malice"))).toContain(`Malice ${malice}`);
  return { combat, malice };
}

async function directorEnds(table: Table, combat: Combat): Promise<void> {
  await table.gm.run(() => table.gm.resolve(combat.uuid)?.delete());
  await table.session.settle();
}

describe("The Director's starting Malice counts the victories a GM wrote", () => {
  it("R-ML-1: Alice and Bob write 0 victories on their heroes; the Director's combat still starts with Malice from 2 and 2; a respite on the sheet counts, a forged one mid-fight does not", async () => {
    const table = await setUpTable();
    const { gm, alice, bob, session, heroes } = table;

    // A player's own writes: the server takes them (each owns the hero), every client shows them.
    await alice.run(() => actorOn(alice, heroes.alice).update({ system: { victories: 0 } }));
    await bob.run(() => actorOn(bob, heroes.bob).update({ system: { victories: 0 } }));
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "victories")).toBe(0);
      expect(systemOf(client, heroes.bob, "victories")).toBe(0);
    }
    // R-ML-1: (2 + 2) / 2 = 2; R-ML-2 round 1: 2 heroes + 1 = 3. From 0 and 0 it would be 3.
    const first = await directorStarts(table, true);
    expect(first.malice).toBe(5);

    // A forged respite while Korva fights (victories 0 with XP): the record keeps 2.
    await alice.run(() => actorOn(alice, heroes.alice).update({ system: { victories: 0, xp: 40 } }));
    await session.settle();
    await directorEnds(table, first.combat);
    const again = await directorStarts(table);
    expect(again.malice).toBe(5);
    await directorEnds(table, again.combat);

    // The Director puts 2 back on Korva's sheet (a GM write), then Alice finishes a respite from Korva's
    // sheet, as the honest button does: Korva's 2 victories become XP and count 0.
    await gm.run(() => actorOn(gm, heroes.alice).update({ system: { victories: 2, xp: 0 } }));
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await clickAnswering(table, alice, find(sheet.element, '[data-action="respite"]'), "yes");
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "victories")).toBe(0);
      expect(systemOf(client, heroes.alice, "xp")).toBe(2);
    }
    // (0 + 2) / 2 = 1, + 3.
    const second = await directorStarts(table);
    expect(second.malice).toBe(4);
    await directorEnds(table, second.combat);

    // The Director writes 6 victories on Tamsin (a GM write): (0 + 6) / 2 = 3, + 3. Bob's 30 counts nothing.
    await gm.run(() => actorOn(gm, heroes.bob).update({ system: { victories: 6 } }));
    await bob.run(() => actorOn(bob, heroes.bob).update({ system: { victories: 30 } }));
    await session.settle();
    const third = await directorStarts(table);
    expect(third.malice).toBe(6);

    // The record is the GM's: a player's write of it is refused by the server (SETTINGS_MODIFY).
    await expect(setSetting(alice, "gmRecord", { victories: { [heroes.alice.uuid]: 0 } })).rejects.toThrow();
  });
});
