import { describe, expect, it } from "vitest";
import { createGmQueryHandler } from "../../src/queries/gm-query.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import { HERO_UUID, OTHER_PLAYER, PLAYER, applyWorld, gmEnvironment } from "../harness/apply-world.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";

function setup(tokens = 2) {
  const heroes = heroTokenWorld(tokens);
  const handler = createGmQueryHandler(
    gmQueryKinds({ applyResults: applyWorld({ targets: [] }).world, heroTokens: heroes.world }),
    gmEnvironment(),
  );
  const spend = (spend: string, user = PLAYER.id) =>
    handler({ kind: "spendHeroToken", spend, actorUuid: HERO_UUID }, { user: { id: user } });
  return { spend, state: heroes.state };
}

describe("spending hero tokens through the GM", () => {
  it("R-HT-2: one token buys 2 surges", async () => {
    const { spend, state } = setup(2);
    expect(await spend("surges")).toMatchObject({ ok: true, result: { allowed: true, cost: 1, surges: 2 } });
    expect(state).toMatchObject({ tokens: 1, hero: { surges: 2 } });
  });

  it("R-HT-2: two tokens regain stamina equal to the recovery value", async () => {
    const { spend, state } = setup(2);
    expect(await spend("regainStamina")).toMatchObject({ ok: true, result: { cost: 2, stamina: 10 } });
    expect(state.tokens).toBe(0);
    expect(state.hero.stamina.value).toBe(20); // 10 + floor(30 / 3)
  });

  it("R-HT-2 / R-TS-3: a token to reroll a test or succeed a save only lowers the pool", async () => {
    const { spend, state } = setup(2);
    expect(await spend("rerollTest")).toMatchObject({ ok: true, result: { allowed: true, cost: 1 } });
    expect(await spend("succeedSave")).toMatchObject({ ok: true, result: { allowed: true, cost: 1 } });
    expect(state).toMatchObject({ tokens: 0, hero: { surges: 0, stamina: { value: 10 } } });
  });

  it("R-HT-2: refuses without enough tokens and writes nothing", async () => {
    const { spend, state } = setup(1);
    expect(await spend("regainStamina")).toEqual({
      ok: true,
      result: { allowed: false, reason: "notEnoughTokens" },
    });
    expect(state.writes).toBe(0);
  });

  it("rejects a forged request: another player's hero, an unknown spend, a bad UUID", async () => {
    const { spend, state } = setup(2);
    expect(await spend("surges", OTHER_PLAYER.id)).toEqual({ ok: false, reason: "Forbidden" });
    expect(await spend("freeWin")).toEqual({ ok: false, reason: "Malformed" });
    const heroes = heroTokenWorld(2);
    const handler = createGmQueryHandler(
      gmQueryKinds({ applyResults: applyWorld({ targets: [] }).world, heroTokens: heroes.world }),
      gmEnvironment(),
    );
    expect(
      await handler(
        { kind: "spendHeroToken", spend: "surges", actorUuid: "Actor.nobody0000000000" },
        { user: { id: PLAYER.id } },
      ),
    ).toEqual({ ok: false, reason: "NotFound" });
    expect(
      await handler(
        { kind: "spendHeroToken", spend: "surges", actorUuid: "javascript:alert(1)" },
        { user: { id: PLAYER.id } },
      ),
    ).toEqual({ ok: false, reason: "Malformed" });
    expect(state.writes).toBe(0);
  });
});
