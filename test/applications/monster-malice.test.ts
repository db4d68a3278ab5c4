import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { maliceView, type MaliceInput } from "../../src/applications/sheets/context/monster-malice.ts";
import { monsterContext } from "../../src/applications/sheets/context/monster.ts";
import { wyrm } from "../fixtures/monster.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");

const input = (extra: Partial<MaliceInput> = {}): MaliceInput => ({
  isGM: true,
  visibleToPlayers: true,
  value: 9,
  maliciousStrikeRound: -1,
  round: 2,
  turnStart: true,
  highestCharacteristic: 3,
  ...extra,
});

describe("the Malice pool on a monster sheet", () => {
  it("R-ML-5: players see the pool only when the Director shows it; the GM always does", () => {
    expect(maliceView(en, input({ isGM: false }))).toEqual({ value: 9, basic: [] });
    expect(maliceView(en, input({ isGM: false, visibleToPlayers: false }))).toBeNull();
    expect(maliceView(en, input({ visibleToPlayers: false }))?.value).toBe(9);
  });

  it("R-ML-3: the GM gets Brutal Effectiveness (3) and Malicious Strike (5+) at the start of the monster's turn", () => {
    const view = maliceView(en, input());
    expect(view?.basic.map((b) => [b.label, b.cost, b.disabled])).toEqual([
      ["Brutal Effectiveness", "3", false],
      ["Malicious Strike", "5+", false],
    ]);
    // 5 + (3 − 1) × 3 = 11: more would be wasted by the 3 × characteristic cap.
    expect(view?.basic[1]?.maxSpend).toBe(11);
    expect(maliceView(ja, input())?.basic.map((b) => b.label)).toEqual(["残虐な有効性", "悪意の打撃"]);
  });

  it("R-ML-3: a disabled button says why (not the turn start, too little Malice, consecutive rounds)", () => {
    const reasons = (extra: Partial<MaliceInput>) =>
      maliceView(en, input(extra))?.basic.map((b) => (b.disabled ? b.reason : ""));
    expect(reasons({ turnStart: false })).toEqual([
      "Basic Malice is used at the start of a monster's turn, once.",
      "Basic Malice is used at the start of a monster's turn, once.",
    ]);
    expect(reasons({ value: 4 })).toEqual(["", "Not enough Malice."]);
    expect(reasons({ maliciousStrikeRound: 1 })).toEqual([
      "",
      "Malicious Strike can't be used in two consecutive rounds.",
    ]);
  });

  it("no Basic Malice buttons outside combat", () => {
    expect(maliceView(en, input({ round: null }))?.basic).toEqual([]);
  });

  it("R-ML-4: the stat block offers its creature Malice features to the GM during combat only", () => {
    const base = { ...wyrm };
    expect(monsterContext(en, base).malice).toBeNull();
    expect(monsterContext(en, base, input()).maliceFeaturesUsable).toBe(true);
    expect(monsterContext(en, base, input({ round: null })).maliceFeaturesUsable).toBe(false);
    expect(monsterContext(en, base, input({ isGM: false })).maliceFeaturesUsable).toBe(false);
  });
});
