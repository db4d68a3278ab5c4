/**
 * The classes after the core book on prose-free fixtures of heroes Forge Steel built (its own HeroLogic,
 * tools/derive-forgesteel-fixtures.mjs --only Beastheart,Summoner, test/fixtures/forge-steel/classes): a
 * Beastheart's companion and a Summoner's portfolio (minions, champions, fixture, formation) as
 * Steelbound documents, each loading against our schemas.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertForgeSteelHero } from "../../src/import/forge-steel/index.ts";
import { parseSafeJson } from "../../src/import/official/index.ts";
import type { JsonObject } from "../../src/import/forge-steel/source.ts";
import { expectLoads } from "./schema-check.ts";

const DIR = join(import.meta.dirname, "../fixtures/forge-steel/classes");
const manifest = JSON.parse(readFileSync(join(DIR, "manifest.json"), "utf8")) as {
  file: string;
  class: string;
  level: number;
  forgeSteelDerived: { stamina: number; heroicResources: string[] };
}[];
const convert = (file: string) => convertForgeSteelHero(parseSafeJson(readFileSync(join(DIR, file), "utf8")));
const fsOf = (doc: JsonObject) =>
  ((doc["flags"] as JsonObject)["steelbound"] as JsonObject)["forgeSteel"] as JsonObject;
const sys = (doc: JsonObject) => doc["system"] as JsonObject;

beforeAll(freshWorld);

describe("Forge Steel Beasthearts and Summoners (fixtures of real files)", () => {
  it("every hero, its companion and its portfolio load whole against our schemas", () => {
    expect(manifest.map((m) => m.class).sort()).toEqual([
      "Beastheart",
      "Beastheart",
      "Beastheart",
      "Summoner",
      "Summoner",
      "Summoner",
    ]);
    for (const { file } of manifest) {
      const { actor, companions, summons, fixtures } = convert(file);
      expectLoads("Actor", actor, file);
      for (const c of [...companions, ...summons, ...fixtures])
        expectLoads("Actor", c, `${file} ${JSON.stringify(c["name"])}`);
    }
  });

  it("a Beastheart's class item says its hero has a companion (read from its companion choice); a Summoner's does not", () => {
    for (const entry of manifest) {
      const { actor } = convert(entry.file);
      const cls = (actor["items"] as JsonObject[]).find((i) => i["type"] === "class");
      expect(sys(cls ?? {})["companion"], entry.file).toBe(entry.class === "Beastheart");
    }
  });

  it("R-AB-8: each Beastheart has one companion with its master's stamina and the Rampage the hero does not hold", () => {
    for (const entry of manifest.filter((m) => m.class === "Beastheart")) {
      const { actor, companions, summons, report } = convert(entry.file);
      expect(companions, entry.file).toHaveLength(1);
      expect(summons).toEqual([]);
      const [companion] = companions;
      expect(companion?.["type"]).toBe("companion");
      expect((sys(companion ?? {})["heroicResource"] as JsonObject)["name"]).toBe("Rampage");
      expect((sys(actor)["heroicResource"] as JsonObject)["name"]).toBe("Ferocity");
      // Its stamina starts from its master's maximum (Forge Steel's "equal to the controller's").
      const max = Number((sys(companion ?? {})["stamina"] as JsonObject)["max"]);
      expect(max).toBeGreaterThanOrEqual(entry.forgeSteelDerived.stamina);
      // What is left out as a creature is no part of the class (a perk's familiar, say).
      expect(report.filter((r) => r.why === "creature" && r.where.startsWith("Beastheart"))).toEqual([]);
    }
  });

  it("R-CB-17, R-MN-1: each Summoner's chosen minions are minion monsters with Forge Steel's Essence cost and count, summoned by copies of the class's summoning ability; its fixture is an object", () => {
    for (const entry of manifest.filter((m) => m.class === "Summoner")) {
      const { actor, companions, summons, fixtures, report } = convert(entry.file);
      expect(companions).toEqual([]);
      expect(summons.length, entry.file).toBeGreaterThanOrEqual(3);
      for (const s of summons) {
        expect(s["type"]).toBe("monster");
        expect(Number(fsOf(s)["cost"])).toBeGreaterThanOrEqual(1);
        expect(Number((sys(s)["stamina"] as JsonObject)["max"])).toBeGreaterThan(0);
      }
      expect(summons.some((s) => sys(s)["organization"] === "minion")).toBe(true);
      const callers = (actor["items"] as JsonObject[]).filter((i) => fsOf(i)["summons"]);
      expect(callers.map((c) => fsOf(c)["summons"]).sort()).toEqual(summons.map((s) => fsOf(s)["id"]).sort());
      for (const c of callers) {
        const summoned = summons.find((s) => fsOf(s)["id"] === fsOf(c)["summons"]) ?? {};
        expect((sys(c)["cost"] as JsonObject)["resource"]).toBe(fsOf(summoned)["cost"]);
        expect((sys(c)["summon"] as JsonObject)["count"]).toBe(fsOf(summoned)["count"]);
      }
      expect(fixtures.length).toBe(entry.level >= 2 ? 1 : 0);
      for (const f of fixtures) expect(f["type"]).toBe("object");
      expect((sys(actor)["heroicResource"] as JsonObject)["name"]).toBe("Essence");
      // The portfolio, fixture and formation are imported, no longer reported as creatures left out.
      // (A follower, which Steelbound imports on its own, may still be listed.)
      const left = report.filter((r) => r.why === "creature").map((r) => r.what);
      expect(left.filter((w) => w !== "Follower")).toEqual([]);
    }
  });
});
