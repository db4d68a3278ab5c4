import { describe, expect, it } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import type { MaliceWorld } from "../../src/queries/malice/request.ts";
import { GM, OTHER_PLAYER, PLAYER, applyWorld, gmEnvironment } from "../harness/apply-world.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";
import { memoryLedger } from "../../src/queries/ledger.ts";
import type { ActionType } from "../../src/rules/index.ts";

const MONSTER = "Actor.monster000000001";
const HERO = "Actor.hero000000000001";
const ABILITY = "Actor.monster000000001.Item.ability000000001";
const FOREIGN = "Actor.hero000000000001.Item.ability000000002";

/** An in-memory Malice pool: a monster owned by PLAYER, a hero that is not a Director creature. */
function maliceWorld(pool: number) {
  const state = {
    pool,
    writes: 0,
    /** The running combat: the monster's own turn unless a test moves it. */
    moment: { round: "combat:1", turn: "combat:1:heroes-0", ownTurn: true } as {
      round: string;
      turn: string;
      ownTurn: boolean;
    } | null,
    action: "main" as ActionType,
  };
  const ledger = memoryLedger();
  const world: MaliceWorld = {
    ledger,
    newId: () => "receipt000000001",
    isDirectorCreature: (uuid) => uuid === MONSTER,
    ownsActor: (uuid, userId) => uuid === MONSTER && userId === PLAYER.id,
    // The monster's one ability costs 5 Malice, +1 per "spend 1+" taken.
    maliceCost: (actor, ability, times) => (actor === MONSTER && ability === ABILITY ? 5 + times : null),
    momentOf: () => state.moment,
    actionOf: () => state.action,
    spend: (amount) => {
      if (amount > state.pool)
        return Promise.resolve({ ok: false, error: "STEELBOUND.Malice.Error.NotEnough" });
      state.pool -= amount;
      state.writes++;
      return Promise.resolve({ ok: true, value: state.pool });
    },
  };
  return { world, state, ledger };
}

function setup(pool: number) {
  const malice = maliceWorld(pool);
  const handler = createGmQueryHandler(
    gmQueryKinds({
      applyResults: applyWorld({ targets: [] }).world,
      heroTokens: heroTokenWorld().world,
      malice: malice.world,
    }),
    gmEnvironment(),
  );
  const spend = (data: Record<string, unknown>, user = PLAYER.id) =>
    handler({ kind: "spendMalice", actorUuid: MONSTER, abilityUuid: ABILITY, spendTimes: 0, ...data }, user);
  return { spend, state: malice.state, ledger: malice.ledger };
}

describe("a player who controls a monster spends Malice through the GM", () => {
  it("R-ML: the GM spends the ability's Malice, priced from the item, from the pool once; a named amount is ignored", async () => {
    const { spend, state, ledger } = setup(9);
    expect(await spend({ amount: 1, spendTimes: 2 })).toEqual({
      ok: true,
      result: { value: 2, receipt: "receipt000000001" },
    });
    expect({ pool: state.pool, writes: state.writes }).toEqual({ pool: 2, writes: 1 });
    // The GM keeps what it took: the card's refund reads this back, never the card's own numbers.
    expect(ledger.receipt("receipt000000001")).toEqual({
      id: "receipt000000001",
      actorUuid: MONSTER,
      abilityUuid: ABILITY,
      malice: 7,
      spendTimes: 2,
      // The payer: receipts are bounded per user.
      userId: PLAYER.id,
    });
  });

  it("R-ML: an ability that is not the monster's is refused; nothing is written", async () => {
    const { spend, state } = setup(9);
    expect(await spend({ abilityUuid: FOREIGN })).toEqual({ ok: false, reason: "Forbidden" });
    expect(await spend({ abilityUuid: undefined })).toEqual({ ok: false, reason: "Malformed" });
    expect(state.writes).toBe(0);
  });

  it("R-ML: refused when the pool is short; nothing is written", async () => {
    const { spend, state } = setup(4);
    expect(await spend({})).toEqual({ ok: false, reason: "Refused" });
    expect(state.writes).toBe(0);
  });

  it("R-ML-5: only the monster's owner may ask; heroes don't pay Malice; repeats are whole and ≥ 0", async () => {
    const { spend, state } = setup(9);
    expect(await spend({}, OTHER_PLAYER.id)).toEqual({ ok: false, reason: "Forbidden" });
    expect(await spend({ actorUuid: HERO })).toEqual({ ok: false, reason: "NotFound" });
    expect(await spend({ spendTimes: -1 })).toEqual({ ok: false, reason: "Malformed" });
    expect(await spend({ spendTimes: 1.5 })).toEqual({ ok: false, reason: "Malformed" });
    expect(await spend({ spendTimes: "5" })).toEqual({ ok: false, reason: "Malformed" });
    expect(state.writes).toBe(0);
  });

  it("R-CB-7: a player's monster pays Malice only in combat, for a turn action on its own turn, once per action a turn; a triggered action once a round", async () => {
    const { spend, state } = setup(30);
    state.moment = null;
    expect(await spend({})).toEqual({ ok: false, reason: "MaliceNotInCombat" });
    state.moment = { round: "combat:1", turn: "combat:1:enemies-0", ownTurn: false };
    expect(await spend({})).toEqual({ ok: false, reason: "MaliceOffTurn" });
    state.moment = { round: "combat:1", turn: "combat:1:enemies-1", ownTurn: true };
    expect((await spend({})).ok).toBe(true);
    // Five asks for the same main action drain nothing more.
    for (let i = 0; i < 5; i++) expect(await spend({})).toEqual({ ok: false, reason: "MaliceActionUsed" });
    expect(state.pool).toBe(25);
    state.action = "maneuver";
    expect((await spend({})).ok).toBe(true);
    // A triggered action off its turn: once this round, again next round.
    state.action = "triggered";
    state.moment = { round: "combat:1", turn: "combat:1:heroes-2", ownTurn: false };
    expect((await spend({})).ok).toBe(true);
    expect(await spend({})).toEqual({ ok: false, reason: "MaliceActionUsed" });
    state.moment = { round: "combat:2", turn: "combat:2:heroes-0", ownTurn: false };
    expect((await spend({})).ok).toBe(true);
    // The next turn of the monster: its main action may be paid again.
    state.action = "main";
    state.moment = { round: "combat:2", turn: "combat:2:enemies-1", ownTurn: true };
    expect((await spend({})).ok).toBe(true);
    expect(state.writes).toBe(5);
  });

  it("R-ML-5: the Director's own spends are not judged by turn (he writes the pool himself)", async () => {
    const { spend, state } = setup(30);
    state.moment = null;
    expect((await spend({}, GM.id)).ok).toBe(true);
    expect((await spend({}, GM.id)).ok).toBe(true);
  });
});
