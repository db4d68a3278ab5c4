// @vitest-environment happy-dom
/**
 * Driven as a modded client would: Alice's client sends the GM query straight through
 * `User#query` as fast as it can (no card, no button), while Bob clicks Apply on his own card. Her lane holds a
 * bounded number of requests and the rest are refused at once ("Busy", never applied); Bob's apply is served
 * in the rotation, after at most the request of hers that was running and the one that came before his, and
 * lands once on every client.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable } from "../session/table.ts";
import { placeInReach, useAbilityOn } from "../session/play.ts";
import { inGmQueue, requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { GM_QUERY, QUEUE_LIMITS } from "../../src/documents/gm-channel/gm-query.ts";

describe("One player cannot crowd the GM's queue", () => {
  it("a flood of 300 direct queries: her lane is bounded, the rest refused at once; Bob's apply lands once, in turn", async () => {
    const table = await setUpTable();
    const { alice, bob, gm, heroes, tokens } = table;
    await placeInReach(table, tokens.bob, [tokens.leader]);
    const card = await useAbilityOn(table, bob, heroes.bob, [tokens.leader], [5, 5]);
    const staminaOf = (client: typeof gm) =>
      client.run(() =>
        foundry.utils.getProperty(on(client, tokens.leader).actor?.system ?? {}, "stamina.value"),
      ) as number;
    const staminaBefore = staminaOf(gm);

    // The Director's client is busy with work of its own while the flood comes in (as it is on a real
    // table mid-apply): every request waits in the queue, so the lanes decide the order, not the arrival.
    let release: () => void = () => undefined;
    const busy = gm.run(() => inGmQueue(() => new Promise<void>((resolve) => (release = resolve))));
    const order: string[] = [];
    const activeGm = alice.run(() => game.users?.activeGM);
    if (!activeGm) throw new Error("no GM");
    // Each flood request names a card that does not exist: the GM's judging of it is a real turn.
    const flood = Array.from({ length: 300 }, (_, n) =>
      alice
        .run(() =>
          activeGm.query(
            GM_QUERY,
            {
              kind: "applyResults",
              messageId: "nosuchmessage000",
              targets: [tokens.leader.uuid],
              mode: "damage",
            },
            { timeout: 30_000 },
          ),
        )
        .then((raw) => {
          const answer = raw as { ok: boolean; reason?: string };
          order.push(`alice:${n}:${answer.reason ?? "ok"}`);
          return answer;
        }),
    );
    const honest = bob
      .run(() =>
        requestGm({ kind: "applyResults", messageId: card, targets: [tokens.leader.uuid], mode: "damage" }),
      )
      .then((summary) => {
        order.push("bob");
        return summary;
      });
    await table.session.settle();
    release();
    await busy;
    const [answers, summary] = await Promise.all([Promise.all(flood), honest]);
    await table.session.settle();

    const refused = answers.filter((a) => !a.ok && a.reason === "Busy").length;
    const judged = answers.filter((a) => !a.ok && a.reason === "NotFound").length;
    expect(judged).toBe(QUEUE_LIMITS.perRequester);
    expect(refused + judged).toBe(300);
    // Bob's answer came before all but two of Alice's judged requests.
    const bobAt = order.indexOf("bob");
    const judgedBeforeBob = order.slice(0, bobAt).filter((o) => o.endsWith(":NotFound")).length;
    expect(judgedBeforeBob).toBeLessThanOrEqual(2);
    const damage = (summary ?? []).reduce((sum, s) => sum + s.damage, 0);
    expect(damage).toBeGreaterThan(0);
    for (const client of table.session.clients) expect(staminaOf(client)).toBe(staminaBefore - damage);
  });
});
