import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actors, combats, resetHarness, settings } from "../harness/combat-flow.ts";
import { hero, monster, scenario } from "./scenario.ts";
import {
  chooseFirstSideKind,
  CombatRequestRefused,
  endTurnKind,
  spendHeroTokenKind,
  takeTurnKind,
} from "../../src/combat/requests.ts";
import { handleCombatRequest } from "../../src/combat/ask-gm.ts";

beforeEach(() => {
  resetHarness();
});

const player = { id: "player1", isGM: false };

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
    await expect(
      handleCombatRequest({ kind: "takeTurn", combatId, combatantId: theirs.id }, player),
    ).rejects.toBeInstanceOf(CombatRequestRefused);
    await handleCombatRequest({ kind: "takeTurn", combatId, combatantId: mine.id }, player);
    expect(s.combat.flow.turn?.actors).toEqual([mine.id]);
    await handleCombatRequest({ kind: "endTurn", combatId }, player);
    expect(s.combat.hasActed(mine.id)).toBe(true);
  });

  it("a refused pick comes back as a refusal with the reason", async () => {
    const { mine, combatId } = await fight(9);
    await expect(
      handleCombatRequest({ kind: "takeTurn", combatId, combatantId: mine.id }, player),
    ).rejects.toThrow("STEELBOUND.Combat.Error.NoFirstSide");
  });

  it("R-CB-2: players choose the first side only when they won the d10", async () => {
    const lost = await fight(3);
    expect(() => {
      chooseFirstSideKind.authorize({ combatId: lost.combatId }, player);
    }).toThrow(CombatRequestRefused);
    const won = await fight(8);
    await handleCombatRequest({ kind: "chooseFirstSide", combatId: won.combatId, side: "heroes" }, player);
    expect(won.s.combat.flow.firstSide).toBe("heroes");
  });

  it("payloads are validated before anything happens", () => {
    expect(() => takeTurnKind.parse({ combatId: 3 })).toThrow(CombatRequestRefused);
    expect(() => chooseFirstSideKind.parse({ combatId: "x", side: "both" })).toThrow(CombatRequestRefused);
    expect(() => spendHeroTokenKind.parse({ spend: "everything", actorId: "a" })).toThrow(
      CombatRequestRefused,
    );
    expect(() => endTurnKind.parse({})).toThrow(CombatRequestRefused);
  });

  it("R-HT-2: a player spends the party's hero tokens for their hero; the rules decide the benefit", async () => {
    scenario();
    const h = hero("Mine");
    h.ownership = { [player.id]: 3 };
    h.system["recoveries"] = { value: 8, max: 8, recoveryValue: 6 };
    (h.system["stamina"] as Record<string, number>)["value"] = 5;
    actors.set(h.id, h);
    await settings.set("steelbound", "heroTokens", { value: 3 });
    const ask = (spend: "surges" | "regainStamina" | "succeedSave") =>
      handleCombatRequest(
        {
          kind: "spendHeroToken",
          spend,
          actorId: h.id,
          saveFailed: false,
          isTest: true,
          takingDamage: false,
        },
        player,
      );
    expect(await ask("surges")).toEqual({ tokens: 2, surges: 2, stamina: 0 });
    expect(h.system["surges"]).toBe(2);
    expect(await ask("regainStamina")).toEqual({ tokens: 0, surges: 0, stamina: 6 });
    expect((h.system["stamina"] as Record<string, number>)["value"]).toBe(11);
    await expect(ask("surges")).rejects.toThrow("STEELBOUND.HeroTokens.Error.notEnoughTokens");
  });

  it("R-HT-2: a player can't spend tokens for someone else's hero, nor replace a save that succeeded", async () => {
    scenario();
    const h = hero("Theirs");
    actors.set(h.id, h);
    await settings.set("steelbound", "heroTokens", { value: 3 });
    const request = { kind: "spendHeroToken", spend: "succeedSave", actorId: h.id } as const;
    const payload = { ...request, saveFailed: false, isTest: true, takingDamage: false };
    await expect(handleCombatRequest(payload, player)).rejects.toThrow(CombatRequestRefused);
    await expect(handleCombatRequest(payload, { id: "gm", isGM: true })).rejects.toThrow(
      "STEELBOUND.HeroTokens.Error.noFailedSave",
    );
  });
});
