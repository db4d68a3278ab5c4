/** An ability's mechanics as one canonical fingerprint, and a readable diff of two of them. */
import { describe, expect, it } from "vitest";
import {
  abilityMechanics,
  fingerprint,
  mechanicsDiff,
  mechanicsOf,
  withMechanics,
} from "../../src/data/ability-mechanics.ts";
import { changeText } from "../../src/chat/ability-review.ts";
import type { Localizer } from "../../src/i18n.ts";
import en from "../../lang/en.json";

const system = () => ({
  description: { value: "<p>Flavour</p>" },
  keywords: new Set(["Strike", "melee", "weapon"]),
  type: "main",
  category: "signature",
  distance: { type: "melee", melee: 1 },
  target: { text: "One creature", count: 1 },
  trigger: "",
  cost: { resource: 0, malice: 3 },
  spend: { value: 0, text: "", repeatable: false },
  refundIfResisted: "none",
  power: {
    characteristics: new Set(["might"]),
    roll: "characteristic",
    fixedBonus: 0,
    tier1: { damage: { value: 3 } },
    tier2: { damage: { value: 6 } },
    tier3: { damage: { value: 9 }, customEffects: [{ name: "Marked", changes: [] }] },
  },
  effect: { before: "<p>text</p>", after: "" },
  villainAction: 0,
});

/** game.i18n's localize/format over lang/en.json. */
const i18n: Localizer = {
  localize: (key) => foundKey(key) ?? key,
  format: (key, data) =>
    (foundKey(key) ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(data[k] ?? "")),
  has: (key) => foundKey(key) !== null,
};
function foundKey(key: string): string | null {
  let value: unknown = en;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === "string" ? value : null;
}

describe("ability mechanics fingerprint", () => {
  it("is the same for the same mechanics whatever the key order, keyword order or case", () => {
    const a = system();
    const b = { ...system(), keywords: new Set(["weapon", "MELEE", "strike"]) };
    expect(fingerprint(abilityMechanics(a))).toBe(fingerprint(abilityMechanics(b)));
  });

  it("seed 004: an ability accepted before healFromDamage keeps its fingerprint; turning it on changes it", () => {
    const base = fingerprint(abilityMechanics(system()));
    expect(fingerprint(abilityMechanics({ ...system(), healFromDamage: "none" }))).toBe(base);
    expect(fingerprint(abilityMechanics({ ...system(), healFromDamage: "full" }))).not.toBe(base);
    // The accepted version of an ability that healed nothing heals nothing, whatever the item says now.
    expect(
      withMechanics({ ...system(), healFromDamage: "full" }, abilityMechanics(system()))["healFromDamage"],
    ).toBe("none");
  });

  it("seed 004: healFromDamageWhen counts only when spend-gated; an accepted version without it heals always", () => {
    const base = fingerprint(abilityMechanics(system()));
    expect(fingerprint(abilityMechanics({ ...system(), healFromDamageWhen: "always" }))).toBe(base);
    expect(fingerprint(abilityMechanics({ ...system(), healFromDamageWhen: "spend" }))).not.toBe(base);
    const accepted = abilityMechanics({ ...system(), healFromDamage: "full", healFromDamageWhen: "spend" });
    expect(withMechanics({ ...system(), healFromDamageWhen: "always" }, accepted)["healFromDamageWhen"]).toBe(
      "spend",
    );
    expect(
      withMechanics({ ...system(), healFromDamageWhen: "spend" }, abilityMechanics(system()))[
        "healFromDamageWhen"
      ],
    ).toBe("always");
  });

  it("ignores free text shown only to read (description, effect HTML, trigger)", () => {
    const edited = {
      ...system(),
      description: { value: "<p>Other</p>" },
      effect: { before: "x", after: "y" },
    };
    expect(fingerprint(abilityMechanics(edited))).toBe(fingerprint(abilityMechanics(system())));
  });

  it("changes with a tier's damage, a custom effect's changes, a Malice cost, distance, targets or an item effect", () => {
    const base = fingerprint(abilityMechanics(system()));
    const edits: ((s: ReturnType<typeof system>) => void)[] = [
      (s) => (s.power.tier3.damage.value = 9999),
      (s) =>
        (s.power.tier3.customEffects = [
          { name: "Marked", changes: [{ key: "system.stamina.value", value: "0", mode: 5 }] as never },
        ]),
      (s) => (s.cost.malice = 0),
      (s) => (s.distance.melee = 10),
      (s) => (s.target.count = 6),
    ];
    for (const edit of edits) {
      const s = system();
      edit(s);
      expect(fingerprint(abilityMechanics(s))).not.toBe(base);
    }
    const withEffect = abilityMechanics(system(), [{ changes: [{ key: "system.might", value: "5" }] }]);
    expect(fingerprint(withEffect)).not.toBe(base);
  });

  it("reads back from its fingerprint; text that is not one reads as null", () => {
    const mechanics = abilityMechanics(system());
    expect(mechanicsOf(fingerprint(mechanics))).toEqual(mechanics);
    expect(mechanicsOf("not json")).toBeNull();
    expect(mechanicsOf("[1,2]")).toBeNull();
  });

  it("lists exactly what changed, readably: 'Tier 3 damage: 6 → 9,999'", () => {
    const before = abilityMechanics(system());
    const s = system();
    s.power.tier3.damage.value = 9999;
    s.cost.malice = 0;
    const changes = mechanicsDiff(before, abilityMechanics(s));
    expect(changes).toHaveLength(2);
    const texts = changes.map((c) => changeText(c, i18n));
    expect(texts).toContain("Tier 3 damage: 9 → 9,999");
    expect(texts).toContain("cost Malice: 3 → 0");
  });

  it("a value added or removed shows '—' on the side where it is absent; nothing accepted lists every mechanic", () => {
    const before = abilityMechanics(system());
    const s = system();
    s.power.tier1 = { damage: { value: 3 }, forced: { kind: "push", distance: 2 } } as never;
    const [added] = mechanicsDiff(before, abilityMechanics(s)).filter((c) => c.path.includes("forced"));
    expect(added && changeText(added, i18n)).toMatch(/^Tier 1 forced movement (kind|distance): — → /);
    expect(mechanicsDiff(null, before).length).toBeGreaterThan(10);
    expect(mechanicsDiff(before, before)).toEqual([]);
  });

  it("withMechanics puts the accepted mechanics in place and keeps the free text", () => {
    const s = system();
    s.power.tier3.damage.value = 9999;
    const merged = withMechanics(s, abilityMechanics(system()));
    expect((merged["power"] as { tier3: { damage: { value: number } } }).tier3.damage.value).toBe(9);
    expect(merged["description"]).toEqual({ value: "<p>Flavour</p>" });
  });
});
