/**
 * A gap in a stored list (a hole, or the null JSON makes of it) must not cost the whole list.
 * v13 validates arrays by index (ArrayField#_validateElements), so a world load would reset the list to [].
 */
import { describe, expect, it } from "vitest";
import { HeroModel } from "../../src/data/models.ts";

describe("old data with a gap in a list keeps the list", () => {
  it("a stored hero whose languages had a hole (stored as null) loads with every language kept", () => {
    const holed: unknown[] = ["Caelian"];
    holed[2] = "Khelt";
    for (const languages of [["Caelian", null, "Khelt"], holed]) {
      const hero = new HeroModel({ schemaVersion: 0, languages } as never, { strict: false });
      expect(hero.toObject().languages).toEqual(["Caelian", "Khelt"]);
    }
  });

  it("the same source is valid for a strict create once its gaps are closed", () => {
    const hero = new HeroModel({ languages: ["Caelian", null, "Khelt"] } as never, { strict: true });
    expect(hero.toObject().languages).toEqual(["Caelian", "Khelt"]);
  });
});
