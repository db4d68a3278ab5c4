import { describe, expect, it } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import { GM, HERO_UUID, OTHER_PLAYER, PLAYER, applyWorld, gmEnvironment } from "../harness/apply-world.ts";
import { OTHER_HERO_UUID, SAVE_MESSAGE, TEST_MESSAGE, heroTokenWorld } from "../harness/hero-token-world.ts";

function setup(tokens = 2) {
  const heroes = heroTokenWorld(tokens);
  const handler = createGmQueryHandler(
    gmQueryKinds({ applyResults: applyWorld({ targets: [] }).world, heroTokens: heroes.world }),
    gmEnvironment(),
  );
  const spend = (spend: string, extra: Record<string, unknown> = {}, user = PLAYER.id) =>
    handler({ kind: "spendHeroToken", spend, actorUuid: HERO_UUID, ...extra }, user);
  return { spend, state: heroes.state, handler };
}

describe("spending hero tokens through the GM", () => {
  it("R-HT-2: one token buys 2 surges", async () => {
    const { spend, state } = setup(2);
    expect(await spend("surges")).toMatchObject({ ok: true, result: { allowed: true, cost: 1, surges: 2 } });
    expect(state).toMatchObject({ tokens: 1, hero: { surges: 2 } });
  });

  it("R-HT-2: two tokens regain stamina equal to the recovery value (outside combat: no turn to wait for)", async () => {
    const { spend, state } = setup(2);
    expect(await spend("regainStamina")).toMatchObject({ ok: true, result: { cost: 2, stamina: 10 } });
    expect(state.tokens).toBe(0);
    expect(state.hero.stamina.value).toBe(20); // 10 + floor(30 / 3)
  });

  it("R-HT-2: in combat, regaining stamina needs the hero's own turn; the Director may grant it when taking damage", async () => {
    const { spend, state } = setup(4);
    state.turn = { key: "combat:1:monster", actors: ["Actor.monster000000001"] };
    expect(await spend("regainStamina")).toEqual({
      ok: true,
      result: { allowed: false, reason: "notOnTurnOrTakingDamage" },
    });
    expect(state.writes).toBe(0);
    expect(await spend("regainStamina", {}, GM.id)).toMatchObject({ result: { allowed: true } });
    state.turn = { key: "combat:1:hero", actors: [HERO_UUID] };
    state.hero.benefitTurn = null;
    expect(await spend("regainStamina")).toMatchObject({ result: { allowed: true } });
    expect(state.tokens).toBe(0);
  });

  it("R-HT-2: a failed save of this hero's effect becomes a success: the GM ends the effect", async () => {
    const { spend, state } = setup(2);
    expect(await spend("succeedSave", { messageId: SAVE_MESSAGE })).toMatchObject({
      ok: true,
      result: { allowed: true, cost: 1 },
    });
    expect(state.savesSucceeded).toEqual([SAVE_MESSAGE]);
    expect(state.tokens).toBe(1);
    // The benefit belongs to the turn at whose end the save was rolled.
    expect(state.hero.benefitTurn).toBe("combat:1:hero");
  });

  it("R-HT-2 / R-TS-3: a token rerolls this hero's test once; the GM rolls it again", async () => {
    const { spend, state } = setup(3);
    expect(await spend("rerollTest", { messageId: TEST_MESSAGE })).toMatchObject({
      result: { allowed: true, cost: 1 },
    });
    expect(state.testsRerolled).toEqual([TEST_MESSAGE]);
    state.messages.set(TEST_MESSAGE, { actorUuid: HERO_UUID, save: null, test: { rerolled: true } });
    expect(await spend("rerollTest", { messageId: TEST_MESSAGE })).toEqual({
      ok: true,
      result: { allowed: false, reason: "benefitAlreadyUsed" },
    });
    expect(state.tokens).toBe(2);
  });

  it("R-HT-2: one token benefit per turn — a second spend in the same turn is refused", async () => {
    const { spend, state } = setup(3);
    state.turn = { key: "combat:2:hero", actors: [HERO_UUID] };
    expect(await spend("surges")).toMatchObject({ result: { allowed: true } });
    expect(state.hero.benefitTurn).toBe("combat:2:hero");
    expect(await spend("rerollTest", { messageId: TEST_MESSAGE })).toEqual({
      ok: true,
      result: { allowed: false, reason: "benefitAlreadyUsed" },
    });
    state.turn = { key: "combat:2:monster", actors: ["Actor.monster000000001"] };
    expect(await spend("surges")).toMatchObject({ result: { allowed: true } });
    expect(state.tokens).toBe(1);
  });

  it("R-HT-2: refuses without enough tokens and writes nothing", async () => {
    const { spend, state } = setup(1);
    expect(await spend("regainStamina")).toEqual({
      ok: true,
      result: { allowed: false, reason: "notEnoughTokens" },
    });
    expect(state.writes).toBe(0);
  });

  it("R-HT-2: a save that succeeded, already used a token, or whose effect is gone is not a failed save", async () => {
    const { spend, state } = setup(5);
    const failed = { success: false, heroToken: false, effectPresent: true, turn: null };
    for (const save of [
      { ...failed, success: true },
      { ...failed, heroToken: true },
      { ...failed, effectPresent: false },
    ]) {
      state.messages.set(SAVE_MESSAGE, { actorUuid: HERO_UUID, save, test: null });
      expect(await spend("succeedSave", { messageId: SAVE_MESSAGE })).toEqual({
        ok: true,
        result: { allowed: false, reason: "noFailedSave" },
      });
    }
    // In combat, a save from a turn that is over can no longer be turned around.
    state.messages.set(SAVE_MESSAGE, {
      actorUuid: HERO_UUID,
      save: { ...failed, turn: "combat:1:1:hero" },
      test: null,
    });
    state.turn = { key: "combat:1:2:monster", actors: [] };
    expect(await spend("succeedSave", { messageId: SAVE_MESSAGE })).toMatchObject({
      result: { allowed: false, reason: "noFailedSave" },
    });
    state.turn = null;
    // A test card is no saving throw, and a save card is no test.
    expect(await spend("succeedSave", { messageId: TEST_MESSAGE })).toMatchObject({
      result: { allowed: false, reason: "noFailedSave" },
    });
    expect(await spend("rerollTest", { messageId: SAVE_MESSAGE })).toMatchObject({
      result: { allowed: false, reason: "notATest" },
    });
    expect(state.writes).toBe(0);
  });

  it("rejects a forged request: another player's hero, another hero's card, a missing card, an unknown spend, a bad UUID", async () => {
    const { spend, state, handler } = setup(2);
    expect(await spend("surges", {}, OTHER_PLAYER.id)).toEqual({ ok: false, reason: "Forbidden" });
    state.messages.set(SAVE_MESSAGE, {
      actorUuid: OTHER_HERO_UUID,
      save: { success: false, heroToken: false, effectPresent: true, turn: null },
      test: null,
    });
    expect(await spend("succeedSave", { messageId: SAVE_MESSAGE })).toEqual({
      ok: false,
      reason: "Forbidden",
    });
    expect(await spend("rerollTest", { messageId: "missing000000001" })).toEqual({
      ok: false,
      reason: "NotFound",
    });
    expect(await spend("succeedSave")).toEqual({ ok: false, reason: "Malformed" });
    expect(await spend("rerollTest", { messageId: "<img src=x>" })).toEqual({
      ok: false,
      reason: "Malformed",
    });
    expect(await spend("freeWin")).toEqual({ ok: false, reason: "Malformed" });
    expect(
      await handler(
        { kind: "spendHeroToken", spend: "surges", actorUuid: "Actor.nobody0000000000" },
        PLAYER.id,
      ),
    ).toEqual({ ok: false, reason: "NotFound" });
    expect(
      await handler({ kind: "spendHeroToken", spend: "surges", actorUuid: "javascript:alert(1)" }, PLAYER.id),
    ).toEqual({ ok: false, reason: "Malformed" });
    expect(state.writes).toBe(0);
  });
});
