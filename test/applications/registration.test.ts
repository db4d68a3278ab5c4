import { beforeAll, describe, expect, it } from "vitest";
import type { HarnessHooks } from "../harness/globals.ts";
import { resetWorld } from "../harness/globals.ts";
import { preloadedTemplates, sheetRegistrations } from "../harness/applications.ts";
import { SYSTEM_PARTIALS } from "../../src/applications/handlebars/partials.ts";
import { importSystem } from "../harness/system-hooks.ts";

beforeAll(async () => {
  resetWorld();
  await importSystem();
  (Hooks as unknown as HarnessHooks).callAll("init");
});

describe("sheet registration at init", () => {
  it("makes the hero, monster, retainer, companion, object, party and follower sheets the default for their actor types", () => {
    const actors = sheetRegistrations.filter((r) => r.documentName === "Actor");
    expect(actors.map((r) => [r.scope, r.options.types, r.options.makeDefault])).toEqual([
      ["steelbound", ["hero"], true],
      ["steelbound", ["monster"], true],
      ["steelbound", ["retainer"], true],
      ["steelbound", ["companion"], true],
      ["steelbound", ["object"], true],
      ["steelbound", ["party"], true],
      ["steelbound", ["follower"], true],
    ]);
  });

  it("makes one item sheet the default for every item type", () => {
    const items = sheetRegistrations.filter((r) => r.documentName === "Item");
    expect(items).toHaveLength(1);
    expect(items[0]?.options).toMatchObject({ makeDefault: true });
    expect(items[0]?.options.types).toBeUndefined();
  });

  it("preloads every partial by its full system path", () => {
    expect(preloadedTemplates).toEqual(SYSTEM_PARTIALS.map((p) => `systems/steelbound/templates/${p}`));
  });

  it("exposes the squad manager on the global API", () => {
    expect(typeof globalThis.steelbound.openSquadManager).toBe("function");
    expect(typeof globalThis.steelbound.openEncounterBuilder).toBe("function");
    expect(typeof globalThis.steelbound.openMonsterBuilder).toBe("function");
    expect(typeof globalThis.steelbound.openMontageTracker).toBe("function");
    expect(typeof globalThis.steelbound.openNegotiationTracker).toBe("function");
  });
});
