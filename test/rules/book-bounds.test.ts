/**
 * The book's bounds on what a hero's own documents give an ability (src/rules/book-bounds.ts).
 * The kit maxima are the largest each bonus is among the 25 official 0.11.1 kits, read here from their
 * committed prose-free copies (test/fixtures/official/0.11), so a change of either is seen.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  boundEffects,
  boundKit,
  boundMeleeDistance,
  boundScores,
  KIT_BONUS_MAX,
  type BoundNote,
} from "../../src/rules/book-bounds.ts";
import { NO_ABILITY_BONUS } from "../../src/rules/ability-bonuses.ts";

const OFFICIAL = join(import.meta.dirname, "../fixtures/official/0.11");

interface OfficialKit {
  type: string;
  system: {
    bonuses: {
      melee: { damage: Record<string, number | null>; distance: number | null };
      ranged: { damage: Record<string, number | null>; distance: number | null };
    };
  };
}

const kits = (readdirSync(OFFICIAL, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(OFFICIAL, f), "utf8")) as OfficialKit)
  .filter((k) => k.type === "kit");

const most = (values: (number | null)[]) => Math.max(0, ...values.map((v) => v ?? 0));

describe("the book's bounds", () => {
  it("R-HERO-KIT-DAMAGE, R-HERO-KIT-DISTANCE: the kit maxima are the largest bonuses of the 25 official kits", () => {
    expect(kits).toHaveLength(25);
    for (const mode of ["melee", "ranged"] as const) {
      const key = mode === "melee" ? "meleeDamage" : "rangedDamage";
      const tiers = [1, 2, 3].map((t) =>
        most(kits.map((k) => k.system.bonuses[mode].damage[`tier${t}`] ?? 0)),
      );
      expect(tiers, key).toEqual([...KIT_BONUS_MAX[key]]);
      const distance = mode === "melee" ? "meleeDistance" : "rangedDistance";
      expect(most(kits.map((k) => k.system.bonuses[mode].distance)), distance).toBe(KIT_BONUS_MAX[distance]);
    }
  });

  it("a 999 kit counts at the bounds and each number cut down is noted; an honest kit is left as it is", () => {
    const notes: BoundNote[] = [];
    const honest = {
      stamina: 6,
      speed: 0,
      stability: 1,
      disengage: 0,
      meleeDamage: [2, 2, 2],
      rangedDamage: [0, 0, 0],
      meleeDistance: 1,
      rangedDistance: 0,
    };
    expect(boundKit(honest, notes)).toEqual(honest);
    expect(notes).toEqual([]);
    const forged = { ...honest, stamina: 999, meleeDamage: [999, 999, 999], meleeDistance: 20 };
    const counted = boundKit(forged, notes);
    expect(counted.meleeDamage).toEqual([2, 2, 4]);
    expect(counted.meleeDistance).toBe(1);
    // Stamina is the hero's preparation's, not a use's.
    expect(counted.stamina).toBe(999);
    expect(notes.map((n) => `${n.field} ${n.value}→${n.counted}`)).toEqual([
      "kit.meleeDamage.tier1 999→2",
      "kit.meleeDamage.tier2 999→2",
      "kit.meleeDamage.tier3 999→4",
      "kit.meleeDistance 20→1",
    ]);
  });

  it("R-AB-6, R-CH-1: effect totals and scores count within the book; penalties stay", () => {
    const notes: BoundNote[] = [];
    const totals = boundEffects({ ...NO_ABILITY_BONUS, damage: 999, distance: 20, potency: 9 }, 1, notes);
    expect([totals.damage, totals.distance, totals.potency]).toEqual([11, 10, 1]);
    expect(boundEffects({ ...NO_ABILITY_BONUS, damage: -3, potency: -2 }, 1, []).potency).toBe(-2);
    expect(boundMeleeDistance(20, notes)).toBe(3);
    const scores = boundScores({ might: 42, agility: -9, reason: 2, intuition: 0, presence: 5 }, notes);
    expect(scores).toEqual({ might: 5, agility: -5, reason: 2, intuition: 0, presence: 5 });
    expect(notes.map((n) => n.field)).toEqual([
      "effects.damage",
      "effects.distance",
      "effects.potency",
      "effects.meleeDistance",
      "characteristics.might",
      "characteristics.agility",
    ]);
  });
});
