import { describe, expect, it } from "vitest";
import {
  startingWealthAndRenown,
  damageWithKitBonus,
  distancesWithKitBonus,
  heroMaxRecoveries,
  heroMaxStamina,
  kitAbilityBonus,
  combineKits,
  kitLimit,
  type HeldKit,
  type KitBonuses,
} from "../../src/rules/index.ts";

// Class and kit rules come from the Heroes book (not the digest); IDs R-HERO-… are this project's.
const fury = { starting: 21, perLevel: 9 };
const mountain = { meleeDamage: [0, 0, 4], rangedDamage: [0, 0, 0], meleeDistance: 0, rangedDistance: 0 };
const cloakAndDagger = {
  meleeDamage: [1, 1, 1],
  rangedDamage: [1, 1, 1],
  meleeDistance: 1,
  rangedDistance: 5,
};
const sniper = { meleeDamage: [0, 0, 0], rangedDamage: [1, 2, 3], meleeDistance: 0, rangedDistance: 10 };

describe("heroMaxStamina", () => {
  it("R-HERO-STAMINA (Heroes book): a level 1 hero has the class's starting stamina plus the kit once", () => {
    expect(heroMaxStamina({ level: 1, classStamina: fury, stored: 5, kitStamina: 9 })).toBe(30);
  });
  it("R-HERO-STAMINA: each level after 1st adds the class's per-level stamina; the kit adds per echelon (R-MO-6)", () => {
    // Level 5 is echelon 2: 21 + 9 × 4 + 9 × 2.
    expect(heroMaxStamina({ level: 5, classStamina: fury, stored: 5, kitStamina: 9 })).toBe(75);
    expect(heroMaxStamina({ level: 10, classStamina: fury, stored: 0, kitStamina: 3 })).toBe(21 + 81 + 12);
  });
  it("R-HERO-STAMINA: without a class the stored max stays, the kit still adds per echelon", () => {
    expect(heroMaxStamina({ level: 4, classStamina: null, stored: 40, kitStamina: 6 })).toBe(52);
    expect(heroMaxStamina({ level: 1, classStamina: null, stored: 18 })).toBe(18);
  });
  it("R-HERO-STAMINA: nonsense inputs never give a negative max", () => {
    expect(heroMaxStamina({ level: 0, classStamina: { starting: -3, perLevel: -1 }, stored: 0 })).toBe(0);
    expect(heroMaxStamina({ level: 1, classStamina: null, stored: -4, kitStamina: -2 })).toBe(0);
  });
});

describe("heroMaxRecoveries", () => {
  it("R-HERO-RECOVERIES (Heroes book): the class sets max recoveries, else the stored value stays", () => {
    expect(heroMaxRecoveries(10, 6)).toBe(10);
    expect(heroMaxRecoveries(null, 6)).toBe(6);
    expect(heroMaxRecoveries(null, -1)).toBe(0);
  });
});

describe("kitAbilityBonus", () => {
  it("R-HERO-KIT-DAMAGE (Heroes book): a melee weapon ability gets the kit's melee damage per tier", () => {
    const bonus = kitAbilityBonus(["Melee", "Strike", "Weapon"], mountain);
    expect(bonus.damage).toEqual([0, 0, 4]);
    expect(bonus.mode).toBe("melee");
  });
  it("R-HERO-KIT-DAMAGE, R-HERO-KIT-DISTANCE: a ranged weapon ability gets ranged damage and ranged distance", () => {
    expect(kitAbilityBonus(new Set(["ranged", "strike", "weapon"]), sniper)).toEqual({
      mode: "ranged",
      damage: [1, 2, 3],
      distance: { melee: 0, ranged: 10 },
    });
  });
  it("R-HERO-KIT-DAMAGE: no bonus without the Weapon keyword, without Melee/Ranged, or without a kit", () => {
    expect(kitAbilityBonus(["magic", "ranged", "strike"], sniper).damage).toEqual([0, 0, 0]);
    expect(kitAbilityBonus(["area", "weapon"], cloakAndDagger).mode).toBeNull();
    expect(kitAbilityBonus(["melee", "weapon"], null)).toEqual({
      mode: null,
      damage: [0, 0, 0],
      distance: { melee: 0, ranged: 0 },
    });
  });
  it("R-AB-2: a melee-or-ranged weapon ability gets only the chosen mode's damage bonus", () => {
    const kit = { ...cloakAndDagger, rangedDamage: [2, 2, 2] };
    expect(kitAbilityBonus(["melee", "ranged", "weapon"], kit, "melee").damage).toEqual([1, 1, 1]);
    expect(kitAbilityBonus(["melee", "ranged", "weapon"], kit, "ranged").damage).toEqual([2, 2, 2]);
    // Each distance bonus only lengthens its own distance.
    expect(kitAbilityBonus(["melee", "ranged", "weapon"], kit, "melee").distance).toEqual({
      melee: 1,
      ranged: 5,
    });
  });
  it("R-AB-2 (choice): with no mode chosen the larger damage bonus applies, melee on a tie", () => {
    const kit = { ...cloakAndDagger, rangedDamage: [2, 2, 2] };
    expect(kitAbilityBonus(["melee", "ranged", "weapon"], kit).mode).toBe("ranged");
    expect(kitAbilityBonus(["melee", "ranged", "weapon"], cloakAndDagger).mode).toBe("melee");
  });
  it("R-HERO-KIT-DAMAGE: short or negative tier lists count as 0 and the kit is not changed", () => {
    const kit = { meleeDamage: [2], rangedDamage: [-1, 1, 1], meleeDistance: -1, rangedDistance: 0 };
    const frozen = JSON.stringify(kit);
    expect(kitAbilityBonus(["melee", "weapon"], kit)).toEqual({
      mode: "melee",
      damage: [2, 0, 0],
      distance: { melee: 0, ranged: 0 },
    });
    expect(JSON.stringify(kit)).toBe(frozen);
  });
});

describe("damageWithKitBonus and distancesWithKitBonus", () => {
  it("R-HERO-KIT-DAMAGE, R-AB-5: only a tier that deals damage shows the kit bonus", () => {
    expect(damageWithKitBonus(3, 2)).toBe(5);
    expect(damageWithKitBonus(0, 2)).toBe(0);
    expect(damageWithKitBonus(3, -2)).toBe(3);
  });
  it("R-HERO-KIT-DISTANCE: each distance grows by its own bonus", () => {
    expect(distancesWithKitBonus({ melee: 1, ranged: 5 }, { melee: 1, ranged: 0 })).toEqual({
      melee: 2,
      ranged: 5,
    });
  });
});

describe("starting wealth and renown (R-RW-1)", () => {
  it("R-RW-1: 「各英雄の富スコアは1から始まる」「知名度は0である」 — raised by what the career grants", () => {
    expect(startingWealthAndRenown(null)).toEqual({ wealth: 1, renown: 0 });
    expect(startingWealthAndRenown({ wealth: 1, renown: 2 })).toEqual({ wealth: 2, renown: 2 });
    expect(startingWealthAndRenown({ wealth: -3, renown: 1.7 })).toEqual({ wealth: 1, renown: 1 });
  });
});

describe("two kits (R-HERO-KIT-TWO, Heroes book: the Tactician's Field Arsenal, read as the official system reads it)", () => {
  const kit = (id: string, b: Partial<KitBonuses>): HeldKit => ({
    id,
    bonuses: {
      stamina: 0,
      speed: 0,
      stability: 0,
      disengage: 0,
      meleeDamage: [0, 0, 0],
      rangedDamage: [0, 0, 0],
      meleeDistance: 0,
      rangedDistance: 0,
      ...b,
    },
  });
  // The numbers of the feature's own example pair (Heroes book, Field Arsenal).
  const shiningArmor = kit("shining", { stamina: 12, stability: 1, meleeDamage: [2, 2, 2] });
  const sniperKit = kit("sniper", { speed: 1, disengage: 1, rangedDamage: [0, 0, 4], rangedDistance: 10 });
  const martialArtist = kit("martial", { stamina: 3, speed: 3, disengage: 1, meleeDamage: [2, 2, 2] });
  const mountainKit = kit("mountain", { stamina: 9, stability: 2, meleeDamage: [0, 0, 4] });

  it("R-HERO-KIT-TWO: Shining Armor and Sniper give +12 stamina, +1 stability, +2/+2/+2 melee, +0/+0/+4 ranged, +1 speed, +10 ranged distance, +1 disengage", () => {
    expect(combineKits([shiningArmor, sniperKit])).toEqual({
      stamina: 12,
      speed: 1,
      stability: 1,
      disengage: 1,
      meleeDamage: [2, 2, 2],
      rangedDamage: [0, 0, 4],
      meleeDistance: 0,
      rangedDistance: 10,
    });
  });

  it("R-HERO-KIT-TWO: the result is the same whatever order the kits are in", () => {
    expect(combineKits([sniperKit, shiningArmor])).toEqual(combineKits([shiningArmor, sniperKit]));
    expect(combineKits([mountainKit, martialArtist])).toEqual(combineKits([martialArtist, mountainKit]));
  });

  it("R-HERO-KIT-TWO: two melee damage bonuses: the preferred kit's counts whole (Mountain's +0/+0/+4), else the larger total (+2/+2/+2)", () => {
    expect(combineKits([martialArtist, mountainKit], "mountain").meleeDamage).toEqual([0, 0, 4]);
    expect(combineKits([martialArtist, mountainKit], "martial").meleeDamage).toEqual([2, 2, 2]);
    expect(combineKits([martialArtist, mountainKit]).meleeDamage).toEqual([2, 2, 2]);
    // The higher of the other numbers whichever kit is preferred.
    expect(combineKits([martialArtist, mountainKit], "mountain")).toMatchObject({
      stamina: 9,
      speed: 3,
      stability: 2,
    });
  });

  it("R-HERO-KIT-TWO: a preferred kit without a ranged damage bonus leaves the other kit's ranged bonus", () => {
    expect(combineKits([shiningArmor, sniperKit], "shining").rangedDamage).toEqual([0, 0, 4]);
  });

  it("one kit gives its own numbers; no kit gives nothing", () => {
    expect(combineKits([mountainKit])).toEqual(mountainKit.bonuses);
    expect(combineKits([]).stamina).toBe(0);
  });

  it("R-HERO-KIT-TWO: a hero uses one kit unless a feature allows two", () => {
    expect(kitLimit([])).toBe(1);
    expect(kitLimit([0, 0])).toBe(1);
    expect(kitLimit([0, 2])).toBe(2);
  });
});
