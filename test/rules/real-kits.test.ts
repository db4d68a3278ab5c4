/**
 * Two kits (R-HERO-KIT-TWO) against real data, when a maintainer points at it:
 * `STEELBOUND_OFFICIAL_PACKS=<the official system's src/packs> STEELBOUND_FORGESTEEL_OUT=<a folder holding
 * the Forge Steel export's manifest.json> npx vitest run test/rules/real-kits.test.ts`. Skipped otherwise.
 * Every Tactician in the Forge Steel export gets, from our `combineKits` over the official kits it names, the
 * stamina, speed, stability and disengage Forge Steel derives; every pair of official kits combines the same
 * in either order.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { combineKits, echelon, heroMaxStamina, type HeldKit } from "../../src/rules/index.ts";

const PACKS = process.env["STEELBOUND_OFFICIAL_PACKS"] ?? "";
const FS_OUT = process.env["STEELBOUND_FORGESTEEL_OUT"] ?? "";

type Json = Record<string, unknown>;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith(".json") ? [path] : [];
  });
const n = (v: unknown) => (typeof v === "number" ? v : 0);
const tiers = (d: unknown) => {
  const t = (d ?? {}) as Json;
  return [n(t["tier1"]), n(t["tier2"]), n(t["tier3"])];
};

function officialKits(): Map<string, HeldKit> {
  const kits = new Map<string, HeldKit>();
  for (const file of files(PACKS)) {
    const doc = JSON.parse(readFileSync(file, "utf8")) as Json;
    if (doc["type"] !== "kit") continue;
    const b = ((doc["system"] as Json)["bonuses"] ?? {}) as Json;
    const melee = (b["melee"] ?? {}) as Json;
    const ranged = (b["ranged"] ?? {}) as Json;
    kits.set(
      String(doc["name"])
        .toLowerCase()
        .replace(/[^a-z]/g, ""),
      {
        id: String(doc["_id"]),
        bonuses: {
          stamina: n(b["stamina"]),
          speed: n(b["speed"]),
          stability: n(b["stability"]),
          disengage: n(b["disengage"]),
          meleeDamage: tiers(melee["damage"]),
          rangedDamage: tiers(ranged["damage"]),
          meleeDistance: n(melee["distance"]),
          rangedDistance: n(ranged["distance"]),
        },
      },
    );
  }
  return kits;
}

/**
 * What the hero's origin (ancestry, culture, career, complication) adds outside its kits, read from the exported
 * hero the way Forge Steel derives it: a "Bonus" feature on a field adds its value, plus its per-level part for
 * each level after the first and its per-echelon part for each echelon; a "Speed" feature replaces the base
 * speed of 5. Only the options the hero took count (a choice's selected features, a group's features). A Dwarf
 * with Spark Off Your Skin (stamina, per echelon) and Grounded (stability) is the case that needs this.
 */
function originBonuses(hero: Json, level: number): { bonus: Record<string, number>; baseSpeed: number } {
  const bonus: Record<string, number> = {};
  let baseSpeed = 5;
  const visit = (feature: Json): void => {
    const data = (feature["data"] ?? {}) as Json;
    if (feature["type"] === "Bonus") {
      const field = String(data["field"]);
      bonus[field] =
        (bonus[field] ?? 0) +
        n(data["value"]) +
        n(data["valuePerLevel"]) * (level - 1) +
        n(data["valuePerEchelon"]) * echelon(level);
    } else if (feature["type"] === "Speed") baseSpeed = n(data["speed"]);
    else if (feature["type"] === "Choice") for (const f of (data["selected"] ?? []) as Json[]) visit(f);
    else if (feature["type"] === "Multiple Features")
      for (const f of (data["features"] ?? []) as Json[]) visit(f);
  };
  for (const origin of ["ancestry", "culture", "career", "complication"])
    for (const f of (((hero[origin] ?? {}) as Json)["features"] ?? []) as Json[]) visit(f);
  return { bonus, baseSpeed };
}

describe.skipIf(PACKS === "" || FS_OUT === "")(
  "two kits on real data (STEELBOUND_OFFICIAL_PACKS, STEELBOUND_FORGESTEEL_OUT)",
  () => {
    it("R-HERO-KIT-TWO: each exported Tactician's stamina, speed, stability and disengage match Forge Steel's", () => {
      const kits = officialKits();
      const manifest = JSON.parse(readFileSync(join(FS_OUT, "manifest.json"), "utf8")) as Json[];
      const tacticians = manifest.filter((h) => h["class"] === "Tactician");
      expect(tacticians.length).toBeGreaterThan(0);
      for (const hero of tacticians) {
        const held = (hero["kits"] as string[]).map((name) => {
          const kit = kits.get(name.toLowerCase().replace(/[^a-z]/g, ""));
          if (!kit) throw new Error(`no official kit ${name}`);
          return kit;
        });
        const level = n(hero["level"]);
        const combined = combineKits(held);
        const derived = hero["forgeSteelDerived"] as Json;
        const exported = JSON.parse(readFileSync(join(FS_OUT, String(hero["file"])), "utf8")) as Json;
        const { bonus, baseSpeed } = originBonuses(exported, level);
        const name = String(hero["name"]);
        // Tactician: starting stamina 21, +9 per level (Heroes book); speed 5 and disengage 1 before the kits;
        // what the origin adds (an ancestry trait) is added on top, as Forge Steel does.
        expect(
          heroMaxStamina({
            level,
            classStamina: { starting: 21, perLevel: 9 },
            stored: 0,
            kitStamina: combined.stamina,
          }) + (bonus["Stamina"] ?? 0),
          name,
        ).toBe(derived["stamina"]);
        expect(baseSpeed + combined.speed + (bonus["Speed"] ?? 0), name).toBe(
          (derived["speed"] as Json)["value"],
        );
        expect(combined.stability + (bonus["Stability"] ?? 0), name).toBe(derived["stability"]);
        expect(1 + combined.disengage + (bonus["Disengage"] ?? 0), name).toBe(derived["disengage"]);
      }
    });

    it("R-HERO-KIT-TWO: every pair of official kits combines the same in either order", () => {
      const all = [...officialKits().values()];
      expect(all.length).toBeGreaterThanOrEqual(20);
      for (const a of all) for (const b of all) expect(combineKits([a, b])).toEqual(combineKits([b, a]));
    });
  },
);
