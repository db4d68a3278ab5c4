import { beforeEach, describe, expect, it } from "vitest";
import { createActor, freshWorld, placeToken, squadOf, startCombat } from "../harness/world.ts";

beforeEach(freshWorld);

const monster = (size: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  createActor({ name: "Beast", type: "monster", system: { size, ...extra } });

describe("prototype tokens", () => {
  it("R-MV-13: sizes 1T, 1S, 1M and 1L take one square; size N takes N×N", async () => {
    for (const letter of ["T", "S", "M", "L"]) {
      const actor = await monster({ value: 1, letter });
      expect(actor.prototypeToken).toMatchObject({ width: 1, height: 1 });
    }
    expect((await monster({ value: 2 })).prototypeToken).toMatchObject({ width: 2, height: 2 });
    expect((await monster({ value: 4 })).prototypeToken).toMatchObject({ width: 4, height: 4 });
  });

  it("a monster is hostile and unlinked with stamina as its bar; a hero is friendly and linked", async () => {
    const beast = await monster({ value: 1, letter: "M" });
    expect(beast.prototypeToken).toMatchObject({
      disposition: CONST.TOKEN_DISPOSITIONS.HOSTILE,
      actorLink: false,
      bar1: { attribute: "stamina" },
    });
    const hero = await createActor({ name: "Korva", type: "hero" });
    expect(hero.prototypeToken).toMatchObject({
      disposition: CONST.TOKEN_DISPOSITIONS.FRIENDLY,
      actorLink: true,
    });
  });

  it("keeps prototype token settings given at creation", async () => {
    const actor = await createActor({ name: "Ally", type: "monster", prototypeToken: { disposition: 1 } });
    expect(actor.prototypeToken).toMatchObject({ disposition: 1, width: 1 });
  });

  it("resizes the prototype token when the creature's size changes", async () => {
    const actor = await monster({ value: 1, letter: "L" });
    await actor.update({ system: { size: { value: 3 } } });
    expect(actor.prototypeToken).toMatchObject({ width: 3, height: 3 });
  });

  it("a placed token shows the creature's stamina bar", async () => {
    const actor = await monster({ value: 2 }, { stamina: { value: 30, max: 40 } });
    const token = placeToken(actor);
    expect(token.getBarAttribute("bar1")).toMatchObject({ type: "bar", value: 30, max: 40 });
  });

  it("R-MN-2: a minion's token bar shows its squad's shared pool and is not editable", async () => {
    const minion = await monster(
      { value: 1, letter: "S" },
      { organization: "minion", stamina: { value: 5, max: 5 } },
    );
    const combat = startCombat();
    const { tokens } = squadOf(
      combat,
      {
        name: "Spinecleavers",
        type: "squad",
        system: { individualStamina: 5, pool: 35, startingMembers: 8 },
      },
      [minion],
    );
    expect(tokens[0]?.getBarAttribute("bar1")).toMatchObject({
      type: "bar",
      value: 35,
      max: 40,
      editable: false,
    });
  });
});
