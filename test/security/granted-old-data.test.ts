// @vitest-environment happy-dom
/**
 * Old data: a world from before the follower limit and the Director's starting Malice read renown
 * and victories from THE GM's record. Its record holds no `renown` and no `victories`, and its heroes carry
 * the numbers the table has played with (Korva renown 3, 2 victories; Tamsin 2 victories). Until the world
 * pass "granted-1" runs, Korva's renown counts 0 (no follower joins); after the active GM's pass, Korva's 3
 * lets one follower join, the Director's combat counts both heroes' victories, and a number a GM had already
 * recorded is kept. The pass runs once: a later player's write changes nothing.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, setUpTable } from "../session/table.ts";
import { actorOn, maliceOn, openCombat, setSetting, setting, systemOf, combatOn } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { GRANTED_PASS, grantedPassOnce } from "../../src/queries/granted-pass.ts";
import type { Plain } from "../harness/utils.ts";

describe("Renown and victories of a world from before", () => {
  it("R-RW-1, R-ML-1: the pass records the heroes' renown and victories once; followers and Malice count them", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    // The heroes as the world played them (the Director's writes; the record is made old below).
    await gm.run(() => actorOn(gm, heroes.alice).update({ system: { renown: 3 } }));
    await session.settle();
    const now = (setting(gm, "gmRecord") as { toObject(): Plain & { done: string[] } }).toObject();
    // The record as the build before wrote it: no renown, no victories, the pass not made — except that a GM
    // had recorded Tamsin's victories as 1 (the pass keeps it).
    const old: Plain = {
      ...now,
      done: now.done.filter((d) => d !== GRANTED_PASS),
      victories: { [heroes.bob.uuid]: 1 },
    };
    delete old["renown"];
    await setSetting(gm, "gmRecord", old);
    await session.settle();

    const sage = await create(gm, "Actor", {
      name: "Oren",
      type: "follower",
      ownership: { default: 1 },
      system: { kind: "sage" },
    });
    const link = () =>
      alice.run(() =>
        requestGm({ kind: "followerLink", followerUuid: sage.uuid, heroUuid: heroes.alice.uuid }),
      );
    // Before the pass, the renown the world played with reads 0 for the limit.
    expect(await link()).toBeNull();

    expect(await gm.run(() => grantedPassOnce())).toBe(2);
    await session.settle();
    expect(await gm.run(() => grantedPassOnce())).toBeNull();
    expect(await link()).toEqual({ ok: true });
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, sage, "hero")).toBe(heroes.alice.uuid);

    // Alice's write after the pass changes nothing (and the pass does not run again).
    await alice.run(() => actorOn(alice, heroes.alice).update({ system: { victories: 0 } }));
    await session.settle();
    expect(await gm.run(() => grantedPassOnce())).toBeNull();

    // R-ML-1: Korva's 2 (from the pass) and Tamsin's 1 (the GM's record kept): 3 / 2 = 1; R-ML-2: 2 + 1 = 3.
    const combat = await openCombat(table, [tokens.alice, tokens.bob]);
    await gm.run(() => combatOn(gm, combat).startCombat({ d10: 7 }));
    await session.settle();
    for (const client of session.clients) expect(maliceOn(client)).toBe(4);
  });
});
