/**
 * The converter on prose-free fixtures of heroes Forge Steel built (tools/derive-forgesteel-fixtures.mjs,
 * test/fixtures/forge-steel/real): what each kind of Forge Steel data becomes, read from the converted
 * documents. The whole-hero comparison with Forge Steel's numbers is the session test
 * (test/session/forge-steel-fixtures.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertForgeSteelHero } from "../../src/import/forge-steel/index.ts";
import { parseSafeJson } from "../../src/import/official/index.ts";
import type { JsonObject } from "../../src/import/forge-steel/source.ts";
import { expectLoads } from "./schema-check.ts";

type Item = {
  name: string;
  type: string;
  system: Record<string, unknown>;
  effects?: { changes: { key: string; mode: number; value: string }[]; flags?: JsonObject }[];
  flags: { steelbound: { forgeSteel: { id: string } } };
};
const DIR = join(import.meta.dirname, "../fixtures/forge-steel/real");
const convert = (file: string) => convertForgeSteelHero(parseSafeJson(readFileSync(join(DIR, file), "utf8")));
const itemsOf = (actor: JsonObject) => actor["items"] as unknown as Item[];
const byId = (actor: JsonObject, id: string) =>
  itemsOf(actor).find((i) => i.flags.steelbound.forgeSteel.id === id);

beforeAll(freshWorld);

describe("Forge Steel heroes as Steelbound documents (fixtures of real files)", () => {
  it("every hero, its items and its companions load whole against our schemas", () => {
    for (const file of [
      "censor-1.ds-hero",
      "tactician-1.ds-hero",
      "beastheart-1.ds-hero",
      "null-10.ds-hero",
    ]) {
      const { actor, companions } = convert(file);
      expectLoads("Actor", actor, file);
      for (const item of itemsOf(actor)) expectLoads("Item", item as unknown as JsonObject, item.name);
      for (const c of companions) expectLoads("Actor", c, `${file} companion`);
    }
  });

  it("R-AB-4 / R-MV-7: a kit signature's \"6 + M or A damage; slide 1\" adds the roll's characteristic and slides", () => {
    const { actor } = convert("censor-1.ds-hero");
    const ability = byId(actor, "kit-stick-and-robe-signature");
    const power = ability?.system["power"] as Record<string, JsonObject>;
    expect(power["characteristics"]).toEqual(["might", "agility"]);
    expect(power["tier2"]).toMatchObject({
      damage: { value: 6, characteristic: true },
      forced: { kind: "slide", distance: 1 },
      text: "",
    });
    // Where the hero got it, as Forge Steel names it.
    expect(ability?.system["source"]).toBe("Forge Steel: Kit Stick And Robe");
  });

  it("a perk that grants an ability is a perk item, and its ability is imported too", () => {
    const { actor } = convert("censor-1.ds-hero");
    const perks = itemsOf(actor).filter((i) => i.type === "perk");
    expect(perks.map((p) => p.flags.steelbound.forgeSteel.id)).toEqual(["perk-friend-catapult"]);
    expect(byId(actor, "perk-friend-catapult-1")?.type).toBe("ability");
  });

  it("R-HERO-STAMINA: stamina per echelon is kept as the hero's per-echelon bonus", () => {
    const { actor } = convert("censor-1.ds-hero");
    expect(byId(actor, "dwarf-feature-2-5")?.effects?.[0]?.changes).toEqual([
      { key: "system.bonuses.stamina.echelon", mode: 2, value: "6" },
    ]);
  });

  it("R-HERO-KIT-TWO: the Tactician's Field Arsenal lets the hero use both of its kits", () => {
    const { actor } = convert("tactician-1.ds-hero");
    expect(itemsOf(actor).filter((i) => i.type === "kit")).toHaveLength(2);
    expect(byId(actor, "tactician-1-4")?.system["kits"]).toBe(2);
    // Unhurt in Forge Steel: the current stamina is the maximum with the higher kit's stamina bonus.
    expect((actor["system"] as { stamina: { value: number } }).stamina.value).toBe(24);
  });

  it('The Null\'s epic resource is named on the class; a bonus "equal to Agility" is the Agility score', () => {
    const { actor } = convert("null-10.ds-hero");
    const cls = itemsOf(actor).find((i) => i.type === "class");
    expect(cls?.system["epicResource"]).toBe("Order");
    expect((actor["system"] as JsonObject)["epicResource"]).toBe(0);
    const agility = ((actor["system"] as JsonObject)["characteristics"] as Record<string, number>)["agility"];
    const speed = itemsOf(actor)
      .flatMap((i) => i.effects ?? [])
      .flatMap((e) => e.changes)
      .filter((c) => c.key === "system.movement.speed");
    expect(speed.map((c) => c.value)).toContain(String(agility));
  });

  it("R-AB-8: a Talent's clarity may go below 0, down to −(1 + Reason)", () => {
    const { actor } = convert("talent-5.ds-hero");
    const cls = itemsOf(actor).find((i) => i.type === "class");
    expect(cls?.system["heroicResource"]).toMatchObject({ floor: { base: 1, characteristic: "reason" } });
  });

  it("R-AB-8: the Beastheart keeps Ferocity; its companion is a companion actor with its abilities, its master's stamina and its own Rampage", () => {
    const { actor, companions, report } = convert("beastheart-1.ds-hero");
    expect((actor["system"] as JsonObject)["heroicResource"]).toMatchObject({ name: "Ferocity" });
    expect(companions).toHaveLength(1);
    const [boar] = companions as (JsonObject & { system: JsonObject; items: Item[] })[];
    expect(boar?.type).toBe("companion");
    expect(boar?.items.map((i) => i.flags.steelbound.forgeSteel.id)).toContain("beastheart-companion-3-4");
    const master = (actor["system"] as { stamina: { value: number } }).stamina.value;
    expect((boar?.system["stamina"] as { max: number }).max).toBeGreaterThanOrEqual(master);
    expect(boar?.system["heroicResource"]).toEqual({ name: "Rampage", value: 0 });
    expect(report.some((r) => r.what.startsWith("Rampage"))).toBe(false);
  });
});
