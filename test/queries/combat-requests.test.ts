import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { combats, resetHarness } from "../harness/combat-flow.ts";
import { scenario, hero, monster } from "../harness/scenario.ts";
import {
  chooseFirstSideKind,
  CombatRequestRefused,
  combatQueryKinds,
  endTurnKind,
  takeTurnKind,
} from "../../src/queries/combat/requests.ts";
import type { CombatRequest } from "../../src/queries/combat/ask.ts";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";

beforeEach(() => {
  resetHarness();
});

const player = { id: "player1", isGM: false };

/** The active GM's `steelbound.gm` handler with the combat kinds, as a player's query reaches it. */
const gmQuery = createGmQueryHandler(combatQueryKinds, {
  isActiveGM: () => true,
  findUser: (id) => (id === player.id ? player : null),
});
const ask = (request: CombatRequest) => gmQuery(request, player.id);

async function fight(d10: number) {
  const s = scenario();
  combats.set(s.raw.id, s.raw);
  const mine = s.add(hero("Mine"));
  mine.players = [{ id: player.id }];
  const theirs = s.add(hero("Theirs"));
  s.add(monster("M"));
  await s.combat.startCombat({ d10, mode: "alternating" });
  return { s, mine, theirs, combatId: s.raw.id };
}

describe("combat requests through the GM query", () => {
  it("R-CB-3: a player picks a hero they own, never someone else's", async () => {
    const { s, mine, theirs, combatId } = await fight(9);
    await s.combat.chooseFirstSide("heroes");
    expect(await ask({ kind: "takeTurn", combatId, combatantId: theirs.id })).toEqual({
      ok: false,
      reason: "Forbidden",
    });
    expect(await ask({ kind: "takeTurn", combatId, combatantId: mine.id })).toEqual({
      ok: true,
      result: { ok: true },
    });
    expect(s.combat.flow.turn?.actors).toEqual([mine.id]);
    await ask({ kind: "endTurn", combatId });
    expect(s.combat.hasActed(mine.id)).toBe(true);
  });

  it("a refused pick comes back as a refusal with the reason", async () => {
    const { mine, combatId } = await fight(9);
    await expect(takeTurnKind.handle({ combatId, combatantId: mine.id })).rejects.toThrow(
      "STEELBOUND.Combat.Error.NoFirstSide",
    );
    expect(await ask({ kind: "takeTurn", combatId, combatantId: mine.id })).toEqual({
      ok: false,
      reason: "Refused",
    });
  });

  it("R-CB-2: players choose the first side only when they won the d10", async () => {
    const lost = await fight(3);
    expect(() => {
      chooseFirstSideKind.authorize({ combatId: lost.combatId }, player);
    }).toThrow(CombatRequestRefused);
    const won = await fight(8);
    expect(await ask({ kind: "chooseFirstSide", combatId: lost.combatId, side: "heroes" })).toEqual({
      ok: false,
      reason: "Forbidden",
    });
    await ask({ kind: "chooseFirstSide", combatId: won.combatId, side: "heroes" });
    expect(won.s.combat.flow.firstSide).toBe("heroes");
  });

  it("payloads are validated before anything happens", () => {
    expect(() => takeTurnKind.parse({ combatId: 3 })).toThrow(CombatRequestRefused);
    expect(() => chooseFirstSideKind.parse({ combatId: "x", side: "both" })).toThrow(CombatRequestRefused);
    expect(() => endTurnKind.parse({})).toThrow(CombatRequestRefused);
  });
});
