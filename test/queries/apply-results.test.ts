import { ledgerKey } from "../../src/queries/ledger.ts";
import { describe, expect, it } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import type { ApplySummary, TargetSnapshot } from "../../src/documents/gm-channel/apply-results-types.ts";
import {
  MESSAGE_ID,
  PLAYER,
  applyWorld,
  creature,
  gmEnvironment,
  messageTarget,
  rollInput,
  squad,
  tier,
  tokenUuid,
  totalCalls,
  type Calls,
  type WorldSetup,
  areaScenario,
} from "../harness/apply-world.ts";

/** The ActiveEffects created on one token's (synthetic) actor, in one createEmbeddedDocuments call. */
function effectsOn(calls: Calls, tokenId: string): Record<string, unknown>[] | undefined {
  const created = calls.effects.filter((e) => e.ref.kind === "token" && e.ref.tokenId === tokenId);
  expect(created.length).toBeLessThanOrEqual(1);
  return created[0]?.data;
}

async function apply(setup: WorldSetup, mode: "damage" | "half" | "conditions", targets?: string[]) {
  const { world, calls } = applyWorld(setup);
  const handler = createGmQueryHandler(
    gmQueryKinds({ applyResults: world, heroTokens: heroTokenWorld().world }),
    gmEnvironment(),
  );
  const response = await handler(
    {
      kind: "applyResults",
      messageId: MESSAGE_ID,
      targets: targets ?? setup.targets.map((t) => t.entry.token),
      mode,
    },
    PLAYER.id,
  );
  if (!response.ok) throw new Error(`refused: ${response.reason}`);
  return { summary: response.result as ApplySummary[], calls };
}

const tokenChanges = (calls: Awaited<ReturnType<typeof apply>>["calls"]) =>
  new Map(calls.tokens.flatMap((c) => c.updates).map((u) => [u["_id"], u]));

describe("applying an ability card's results", () => {
  it("R-PR-10: three targets on three different tiers take three different amounts", async () => {
    const { summary } = await apply(
      {
        roll: rollInput([6, 5]), // 13: tier 2 plain
        targets: [
          { entry: messageTarget(1, { banes: 2 }), snapshot: creature(1) }, // tier 1: 3 + 2
          { entry: messageTarget(2), snapshot: creature(2) }, // tier 2: 6 + 2
          { entry: messageTarget(3, { edges: 2 }), snapshot: creature(3) }, // tier 3: 9 + 2
        ],
      },
      "damage",
    );
    expect(summary.map((s) => s.damage)).toEqual([5, 8, 11]);
  });

  it("R-DM-2/R-DM-3: each target's own immunity and weakness; temporary stamina first (R-ST-4)", async () => {
    const roll = rollInput([6, 5], { tiers: [tier(3), tier(6, {}, "fire"), tier(9)] });
    const { summary, calls } = await apply(
      {
        roll,
        targets: [
          { entry: messageTarget(1), snapshot: creature(1, { modifiers: { immunities: { fire: 5 } } }) },
          { entry: messageTarget(2), snapshot: creature(2, { modifiers: { weaknesses: { fire: 5 } } }) },
          {
            entry: messageTarget(3),
            snapshot: creature(3, { stamina: { value: 20, max: 20, temporary: 5 } }),
          },
        ],
      },
      "damage",
    );
    expect(summary.map((s) => s.damage)).toEqual([3, 13, 8]);
    const changes = tokenChanges(calls);
    expect(changes.get("ttttttttttttttt1")).toMatchObject({ "system.stamina.value": 17 });
    expect(changes.get("ttttttttttttttt2")).toMatchObject({ "system.stamina.value": 7 });
    expect(changes.get("ttttttttttttttt3")).toMatchObject({
      "system.stamina.value": 17,
      "system.stamina.temporary": 0,
    });
  });

  it("half damage is halved (rounded down) before immunity", async () => {
    const { summary } = await apply(
      {
        targets: [
          { entry: messageTarget(1), snapshot: creature(1, { modifiers: { immunities: { untyped: 1 } } }) },
        ],
      },
      "half",
    );
    // rollInput([5,5]) = 12 → tier 2: 6 + 2 = 8 → 4 → immunity 1 → 3
    expect(summary[0]?.damage).toBe(3);
  });

  it("R-AB-6: conditions land only on targets whose characteristic is below the potency", async () => {
    const slowed = tier(6, {
      conditions: [
        { condition: "slowed", potency: { characteristic: "might", strength: "average" }, duration: "save" },
      ],
    });
    const strong = { might: 2, agility: 0, reason: 0, intuition: 0, presence: 0 };
    const { summary, calls } = await apply(
      {
        roll: rollInput([5, 5], { tiers: [tier(3), slowed, tier(9)] }),
        targets: [
          { entry: messageTarget(1), snapshot: creature(1) },
          { entry: messageTarget(2), snapshot: creature(2, { characteristics: strong }) },
          {
            entry: messageTarget(3, { potencySurge: true }),
            snapshot: creature(3, { characteristics: { ...strong, might: 1 } }),
          },
        ],
        // R-AB-7: the potency surge asked for on the card is paid when applied.
        surgePool: { ref: { kind: "actor", actorId: "hhhhhhhhhhhhhhh1" }, surges: 3 },
      },
      "conditions",
    );
    expect(calls.actors).toEqual([[{ _id: "hhhhhhhhhhhhhhh1", "system.surges": 1 }]]);
    expect(summary.map((s) => s.conditions)).toEqual([["slowed"], [], ["slowed"]]);
    // Created as ActiveEffects on each target's actor, not sent inside a token update.
    expect(effectsOn(calls, "ttttttttttttttt1")).toMatchObject([
      { statuses: ["slowed"], flags: { steelbound: { duration: "save" } } },
    ]);
    expect(effectsOn(calls, "ttttttttttttttt2")).toBeUndefined();
    expect(effectsOn(calls, "ttttttttttttttt3")).toMatchObject([{ statuses: ["slowed"] }]);
    expect(calls.tokens).toEqual([]);
  });

  it("R-AB-10: a condition the target already has is not stacked; only the new one is created", async () => {
    const prone = tier(6, {
      conditions: [
        { condition: "prone", potency: { characteristic: "might", strength: "none" }, duration: "eot" },
        { condition: "slowed", potency: { characteristic: "might", strength: "none" }, duration: "eot" },
      ],
    });
    const existing = { _id: "oldeffect0000001", statuses: ["prone"] };
    const { calls } = await apply(
      {
        roll: rollInput([5, 5], { tiers: [tier(3), prone, tier(9)] }),
        targets: [
          {
            entry: messageTarget(1),
            snapshot: creature(1, { statuses: new Set(["prone"]), effectSources: [existing] }),
          },
        ],
      },
      "conditions",
    );
    // The existing prone effect is left alone (nothing rewrites the effect list).
    expect(effectsOn(calls, "ttttttttttttttt1")?.map((e) => e["statuses"])).toEqual([["slowed"]]);
  });

  it("a linked hero is written through one Actor.updateDocuments call", async () => {
    const hero: Partial<TargetSnapshot> = {
      ref: { kind: "actor", actorId: "heroactor0000001" },
      creature: "hero",
    };
    const { calls } = await apply(
      { targets: [{ entry: messageTarget(1), snapshot: creature(1, hero) }] },
      "damage",
    );
    expect(calls.actors).toEqual([
      [{ _id: "heroactor0000001", "system.stamina.value": 12, "system.stamina.temporary": 0 }],
    ]);
    expect(calls.tokens).toEqual([]);
  });

  it("R-ST-3: a director creature at 0 stamina is marked dead and defeated", async () => {
    const { summary, calls } = await apply(
      {
        targets: [
          {
            entry: messageTarget(1),
            snapshot: creature(1, { stamina: { value: 5, max: 20, temporary: 0 } }),
          },
        ],
      },
      "damage",
    );
    expect(summary[0]?.killed).toBe(true);
    expect(calls.combatants).toEqual([
      { combatId: "combat0000000001", updates: [{ _id: "ccccccccccccccc1", defeated: true }] },
    ]);
  });

  it("marks the message applied from the GM's ledger and never applies the same result twice", async () => {
    // The ledger, not the card, is the evidence: a card showing nothing applied is still refused.
    const setup: WorldSetup = {
      targets: [{ entry: messageTarget(1), snapshot: creature(1) }],
      ledger: [ledgerKey(MESSAGE_ID, "damage", tokenUuid(1))],
    };
    await expect(apply(setup, "damage")).rejects.toThrow("refused: AlreadyApplied");
    const fresh = await apply({ targets: [{ entry: messageTarget(1), snapshot: creature(1) }] }, "half");
    expect(fresh.calls.messages[0]?.changes["system.targets"]).toEqual([
      expect.objectContaining({ token: tokenUuid(1), applied: { damage: true, conditions: false } }),
    ]);
  });

  it("skips tokens that no longer exist", async () => {
    const { world } = applyWorld({ targets: [{ entry: messageTarget(1), snapshot: creature(1) }] });
    const gone = { ...world, snapshot: () => null };
    const handler = createGmQueryHandler(
      gmQueryKinds({ applyResults: gone, heroTokens: heroTokenWorld().world }),
      gmEnvironment(),
    );
    const response = await handler(
      { kind: "applyResults", messageId: MESSAGE_ID, targets: [tokenUuid(1)], mode: "damage" },
      PLAYER.id,
    );
    expect(response).toEqual({ ok: true, result: [] });
  });
});

describe("minions hit by one area ability", () => {
  const minion = (n: number, pool = 40) =>
    creature(n, { squad: squad({ pool }), stamina: { value: 5, max: 5, temporary: 0 } });

  it("R-MN-3/R-MN-5: the pool falls once for the squad and minions drop as it falls", async () => {
    const targets = [1, 2, 3].map((n) => ({ entry: messageTarget(n), snapshot: minion(n) }));
    const { summary, calls } = await apply({ area: true, targets }, "damage"); // 8 each, area cap 15
    expect(calls.squads).toEqual([
      { combatId: "combat0000000001", updates: [{ _id: "squad00000000001", "system.pool": 25 }] },
    ]);
    expect(summary.every((s) => s.killed)).toBe(true);
    expect(calls.combatants[0]?.updates).toHaveLength(3);
    const changes = tokenChanges(calls);
    expect(changes.get("ttttttttttttttt2")).toMatchObject({ "system.stamina.value": 0 });
  });

  it("R-MN-5: area damage kills no more minions than were inside it", async () => {
    const targets = [1, 2].map((n) => ({ entry: messageTarget(n, { edges: 2 }), snapshot: minion(n) })); // 11 each
    const { summary, calls } = await apply({ area: true, targets }, "damage");
    expect(calls.squads[0]?.updates[0]?.["system.pool"]).toBe(30);
    expect(summary.filter((s) => s.killed)).toHaveLength(2);
  });
});

describe("a strike that drops the squad pool by more than the minion hit", () => {
  // Eight 5-stamina minions (pool 40), all standing on one scene; the strike hits minion 100 only.
  const members = Array.from({ length: 8 }, (_, i) => creature(100 + i));
  const minion = (n: number) =>
    creature(n, { squad: squad({ members }), stamina: { value: 5, max: 5, temporary: 0 } });

  it("R-MN-4: 11 damage takes the pool to 29, so two minions fall: the one hit first, then another", async () => {
    const targets = [{ entry: messageTarget(100, { edges: 2 }), snapshot: minion(100) }]; // tier 3: 9 + 2
    const { summary, calls } = await apply({ targets }, "damage");
    expect(calls.squads[0]?.updates[0]?.["system.pool"]).toBe(29);
    // ceil(29 / 5) = 6 stand: as many minions are marked dead as the pool says.
    expect(calls.combatants[0]?.updates.map((u) => u["_id"])).toEqual([
      "ccccccccccccc100",
      "ccccccccccccc101",
    ]);
    const changes = tokenChanges(calls);
    for (const id of ["ttttttttttttt100", "ttttttttttttt101"]) {
      expect(changes.get(id)).toMatchObject({ "system.stamina.value": 0 });
      expect(effectsOn(calls, id)).toMatchObject([{ statuses: ["dead"] }]);
    }
    expect(changes.has("ttttttttttttt102")).toBe(false);
    expect(effectsOn(calls, "ttttttttttttt102")).toBeUndefined();
    // Only the target has a summary line. Calls: tokens + pool + defeated + message + one effect creation
    // per fallen minion, all in one sequential round trip (a stamina follow-up waits for the batch, write-barrier.ts).
    expect(summary).toEqual([{ token: tokenUuid(100), damage: 11, conditions: [], killed: true }]);
    expect(totalCalls(calls)).toBe(6);
    expect(calls.roundTrips).toBe(1);
  });

  it("R-MN-4: a minion already down is skipped, and no more fall than stand", async () => {
    const down = creature(101, { statuses: new Set(["dead"]) });
    const few = [creature(100), creature(102)];
    const snapshot = creature(100, {
      squad: squad({ members: few, pool: 10, alive: 2 }),
      stamina: { value: 5, max: 5, temporary: 0 },
    });
    const targets = [
      { entry: messageTarget(100, { edges: 2 }), snapshot },
      { entry: messageTarget(101), snapshot: { ...down, squad: snapshot.squad } },
    ];
    const { calls } = await apply({ targets }, "damage");
    expect(calls.squads[0]?.updates[0]?.["system.pool"]).toBe(0);
    expect(calls.combatants[0]?.updates.map((u) => u["_id"])).toEqual([
      "ccccccccccccc100",
      "ccccccccccccc102",
    ]);
  });
});

describe("minions of one squad hit by one area ability at different tiers", () => {
  // 10-stamina minions, 8 of them: pool 80. Tier 1 deals 3 + 2 = 5, tier 3 deals 9 + 2 = 11 (rollInput).
  const minion = (n: number, modifiers: TargetSnapshot["modifiers"] = {}) =>
    creature(n, {
      squad: squad({ individualStamina: 10, pool: 80 }),
      stamina: { value: 10, max: 10, temporary: 0 },
      modifiers,
    });
  const mixedTiers = (modifiers: TargetSnapshot["modifiers"] = {}) => [
    ...[1, 2, 3].map((n) => ({ entry: messageTarget(n, { banes: 2 }), snapshot: minion(n, modifiers) })),
    ...[4, 5].map((n) => ({ entry: messageTarget(n, { edges: 2 }), snapshot: minion(n, modifiers) })),
  ];

  it("R-MN-5: three minions at tier 1 and two at tier 3 are one source: 3 × 5 + 2 × 11 = 37 off the pool", async () => {
    const { summary, calls } = await apply({ area: true, targets: mixedTiers() }, "damage");
    // One pool write for the squad: 80 − 37 = 43, so ceil(43 / 10) = 5 minions stay (3 drop).
    expect(calls.squads).toEqual([
      { combatId: "combat0000000001", updates: [{ _id: "squad00000000001", "system.pool": 43 }] },
    ]);
    // The two hit hardest (tier 3) drop first, then one of the tier 1 minions (R-MN-3).
    expect(summary.filter((s) => s.killed).map((s) => s.token)).toEqual([
      tokenUuid(1),
      tokenUuid(4),
      tokenUuid(5),
    ]);
    // tokens + pool + defeated + message, and one "dead" effect creation per fallen minion.
    expect(totalCalls(calls)).toBe(4 + 3);
    expect(calls.roundTrips).toBe(1);
  });

  it("R-MN-6: a weakness applies once to the squad for the whole area, not once per tier", async () => {
    const roll = rollInput([6, 5], {
      tiers: [tier(3, {}, "fire"), tier(6, {}, "fire"), tier(9, {}, "fire")],
    });
    const { calls } = await apply(
      { roll, area: true, targets: mixedTiers({ weaknesses: { fire: 5 } }) },
      "damage",
    );
    expect(calls.squads[0]?.updates[0]?.["system.pool"]).toBe(80 - (37 + 5));
  });
});

describe("batching", () => {
  async function callsFor(monsters: number, minions: number, mode: "damage" | "conditions") {
    const setup = areaScenario(monsters, minions);
    return (await apply(setup, mode)).calls;
  }

  it("area ability on 10 monsters and 8 minions of one squad: 4 updates, one effect batch per creature, 1 round trip", async () => {
    const damage = await callsFor(10, 8, "damage");
    // tokens (1 scene) + squad pool + defeated combatants + the message = 4 updates, whatever the target count.
    expect(damage.tokens).toHaveLength(1);
    expect(damage.squads).toHaveLength(1);
    expect(damage.combatants).toHaveLength(1);
    expect(damage.messages).toHaveLength(1);
    expect(damage.tokens[0]?.updates.length).toBeGreaterThanOrEqual(10);
    // Each fallen minion gets its "dead" ActiveEffect created on its own (synthetic) actor.
    const fallen = damage.combatants[0]?.updates.length ?? 0;
    expect(damage.effects).toHaveLength(fallen);
    expect(totalCalls(damage)).toBe(4 + fallen);
    expect(damage.roundTrips).toBe(1);
    const conditions = await callsFor(10, 8, "conditions");
    // One createEmbeddedDocuments per affected creature and the message update, all at once.
    expect(conditions.tokens).toEqual([]);
    expect(new Set(conditions.effects.map((e) => JSON.stringify(e.ref))).size).toBe(
      conditions.effects.length,
    );
    expect(totalCalls(conditions)).toBe(conditions.effects.length + 1);
    expect(conditions.roundTrips).toBe(1);
  });

  it("sequential round trips (and the update calls besides effect creation) do not grow with the number of targets", async () => {
    for (const mode of ["damage", "conditions"] as const) {
      const small = await callsFor(1, 1, mode);
      const large = await callsFor(40, 8, mode);
      expect(large.roundTrips, mode).toBe(small.roundTrips);
      expect(totalCalls(large) - large.effects.length, mode).toBe(totalCalls(small) - small.effects.length);
    }
  });
});
